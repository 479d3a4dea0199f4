/// The backslash escapes of a quoted string in C, Objective-C or an old-style property list.
///
/// Both languages know `\n`, `\r`, `\t`, `\a`, `\b`, `\f`, `\v`, octal `\101` (up to three digits)
/// and `\u00E9`; any other character after a backslash stands for itself (`\\`, `\"`, `\'`, `\?`).
/// The dialect decides the rest.
enum StringEscape {
  /// The language whose escapes a string is written in.
  enum Dialect {
    /// C and Objective-C: also `\e`, hexadecimal `\x1B` (one to eight digits), `\u` with exactly
    /// four and `\U` with exactly eight digits, and a backslash before a line end that continues
    /// the line; a malformed escape writes nothing where it is no Unicode scalar.
    case c
    /// Old-style (NeXTSTEP) property lists: `\U` and `\u` take up to four digits, and a number that
    /// is no Unicode scalar stands as U+FFFD.
    case propertyList
  }

  /// Decodes the escape whose first character (the one after the backslash) is at `index`: appends
  /// its value's UTF-8 bytes to `value` and moves `index` past it; false where the escape is
  /// malformed (a `\x` without digits, a C `\u` or `\U` short of its digits, a number that is no
  /// Unicode scalar).
  ///
  /// - Precondition: `index` is an offset in `bytes`.
  static func decode(
    _ bytes: [UInt8], at index: inout Int, onto value: inout [UInt8], dialect: Dialect
  ) -> Bool {
    let letter = bytes[index]
    index += 1
    switch (letter, dialect) {
    case (UInt8(ascii: "n"), _): value.append(0x0A)
    case (UInt8(ascii: "r"), _): value.append(0x0D)
    case (UInt8(ascii: "t"), _): value.append(0x09)
    case (UInt8(ascii: "a"), _): value.append(0x07)
    case (UInt8(ascii: "b"), _): value.append(0x08)
    case (UInt8(ascii: "f"), _): value.append(0x0C)
    case (UInt8(ascii: "v"), _): value.append(0x0B)
    case (UInt8(ascii: "e"), .c), (UInt8(ascii: "E"), .c): value.append(0x1B)
    case (UInt8(ascii: "\n"), .c):
      break  // A line continuation.
    case (UInt8(ascii: "\r"), .c):
      if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
    case (UInt8(ascii: "0")...UInt8(ascii: "7"), _):
      var scalar = UInt32(letter - UInt8(ascii: "0"))
      var digits = 1
      while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
        scalar = scalar << 3 | UInt32(bytes[index] - UInt8(ascii: "0"))
        index += 1
        digits += 1
      }
      return append(scalar, to: &value, dialect: dialect)
    case (UInt8(ascii: "x"), .c), (UInt8(ascii: "u"), _), (UInt8(ascii: "U"), _):
      let most = dialect == .c && letter != UInt8(ascii: "u") ? 8 : 4
      var scalar: UInt32 = 0
      var digits = 0
      while digits < most, index < bytes.count, let digit = hexValue(bytes[index]) {
        scalar = scalar << 4 | UInt32(digit)
        index += 1
        digits += 1
      }
      let counted = dialect == .propertyList || (letter == UInt8(ascii: "x") ? digits > 0 : digits == most)
      return append(scalar, to: &value, dialect: dialect) && counted
    default:
      value.append(letter)
    }
    return true
  }

  /// The value of a hexadecimal digit, or nil where the byte is none.
  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  /// Appends the UTF-8 bytes of `scalar`, or what the dialect writes where it is no Unicode scalar;
  /// whether it is one.
  private static func append(_ scalar: UInt32, to value: inout [UInt8], dialect: Dialect) -> Bool {
    guard let unicode = Unicode.Scalar(scalar) else {
      if dialect == .propertyList { value += Array("\u{FFFD}".utf8) }
      return false
    }
    value += Array(String(Character(unicode)).utf8)
    return true
  }
}
