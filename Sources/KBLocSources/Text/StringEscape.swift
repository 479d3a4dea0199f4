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
    if let control = control(letter, dialect: dialect) {
      value.append(control)
      return true
    }
    switch (letter, dialect) {
    case (UInt8(ascii: "\n"), .c):
      break  // A line continuation.
    case (UInt8(ascii: "\r"), .c):
      if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
    case (UInt8(ascii: "0")...UInt8(ascii: "7"), _):
      index -= 1
      return append(number(bytes, at: &index, radix: 8, digits: 3).value, to: &value, dialect: dialect)
    case (UInt8(ascii: "x"), .c), (UInt8(ascii: "u"), _), (UInt8(ascii: "U"), _):
      let most = dialect == .c && letter != UInt8(ascii: "u") ? 8 : 4
      let (scalar, digits) = number(bytes, at: &index, radix: 16, digits: most)
      let counted = dialect == .propertyList || (letter == UInt8(ascii: "x") ? digits > 0 : digits == most)
      return append(scalar, to: &value, dialect: dialect) && counted
    default:
      value.append(letter)
    }
    return true
  }

  /// The control character a one-letter escape stands for (`\n`, `\t`, … and, in C and shell
  /// text, `\e` and `\E`), or `nil` for another letter.
  static func control(_ letter: UInt8, dialect: Dialect) -> UInt8? {
    switch (letter, dialect) {
    case (UInt8(ascii: "n"), _): return 0x0A
    case (UInt8(ascii: "r"), _): return 0x0D
    case (UInt8(ascii: "t"), _): return 0x09
    case (UInt8(ascii: "a"), _): return 0x07
    case (UInt8(ascii: "b"), _): return 0x08
    case (UInt8(ascii: "f"), _): return 0x0C
    case (UInt8(ascii: "v"), _): return 0x0B
    case (UInt8(ascii: "e"), .c), (UInt8(ascii: "E"), .c): return 0x1B
    default: return nil
    }
  }

  /// The value of a digit in `radix` (8 or 16), or `nil`.
  static func digit(_ byte: UInt8, radix: UInt32) -> UInt32? {
    let value: UInt32
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): value = UInt32(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): value = UInt32(byte - UInt8(ascii: "A")) + 10
    default: return nil
    }
    return value < radix ? value : nil
  }

  /// Reads up to `digits` digits in `radix` at `index`, moving past them: the number of an
  /// escape such as `\033` or `\U2190`, and how many digits it has.
  static func number(_ bytes: [UInt8], at index: inout Int, radix: UInt32, digits limit: Int) -> (
    value: UInt32, digits: Int
  ) {
    var value: UInt32 = 0
    var digits = 0
    while digits < limit, index < bytes.count, let digit = digit(bytes[index], radix: radix) {
      value = value * radix + digit
      index += 1
      digits += 1
    }
    return (value, digits)
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
