extension Unicode.Scalar {
  /// The code point as Unicode writes it, `U+00A0`: for messages about a character that cannot
  /// be shown as itself.
  var codePointName: String { "U+" + hex4 }

  /// The scalar's value in uppercase hexadecimal, at least four digits (`00A0`).
  var hex4: String { Self.hex4(value) }

  /// `value` in uppercase hexadecimal, at least four digits: also for code units that are no
  /// scalar, such as a lone surrogate.
  static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
