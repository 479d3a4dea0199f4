import KBLoc

/// JSON with comments and trailing commas, as editors write their keymaps, read through KBLoc's
/// strict JSON reader.
///
/// Comments (`//` and `/* */`) and trailing commas are blanked out with spaces before the text
/// is parsed, one space per Unicode scalar and every line break kept, so that the reader's lines
/// and columns are those of the original file.
///
/// ```swift
/// JSONCText.blanking("[1, // one\n2,]")   // "[1,       \n2 ]"
/// ```
enum JSONCText {
  /// Parses JSON with comments and trailing commas.
  /// - Throws: `JSONParseError` for what is still not JSON once comments and trailing commas are
  ///   blanked out.
  static func document(parsing text: String) throws(JSONParseError) -> JSONDocument {
    try JSONDocument(parsing: blanking(text))
  }

  /// Parses JSON with comments and trailing commas from `file`.
  /// - Throws: ``SourceReadError`` at the JSON reader's position for what is not JSON.
  static func document(parsing text: String, file: String) throws(SourceReadError) -> JSONDocument {
    do {
      return try document(parsing: text)
    } catch {
      throw SourceReadError(file: file, position: error.position, message: error.message)
    }
  }

  /// The text with comments and trailing commas replaced by spaces, line breaks kept.
  /// - Complexity: O(*n*) in the length of `text`.
  static func blanking(_ text: String) -> String {
    var bytes = Array(text.utf8)
    blankComments(&bytes)
    blankTrailingCommas(&bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Replaces each scalar of every comment outside strings by one space (dropping UTF-8
  /// continuation bytes), keeping line breaks.
  private static func blankComments(_ bytes: inout [UInt8]) {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    var inString = false
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        output.append(byte)
        if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
          output.append(bytes[index + 1])
          index += 2
          continue
        }
        if byte == UInt8(ascii: "\"") { inString = false }
        index += 1
        continue
      }
      if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")
      {
        let block = bytes[index + 1] == UInt8(ascii: "*")
        var end = index + 2
        if block {
          while end < bytes.count,
            !(bytes[end] == UInt8(ascii: "*") && end + 1 < bytes.count
              && bytes[end + 1] == UInt8(ascii: "/"))
          {
            end += 1
          }
          end = min(end + 2, bytes.count)
        } else {
          while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        }
        for commentByte in bytes[index..<end] {
          if commentByte == UInt8(ascii: "\n") || commentByte == UInt8(ascii: "\r") {
            output.append(commentByte)
          } else if commentByte & 0xC0 != 0x80 {
            output.append(UInt8(ascii: " "))
          }
        }
        index = end
        continue
      }
      output.append(byte)
      index += 1
    }
    bytes = output
  }

  /// Replaces by a space every comma outside strings that only white space separates from a
  /// closing `]` or `}`.
  private static func blankTrailingCommas(_ bytes: inout [UInt8]) {
    var inString = false
    var pendingComma: Int?
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\\") {
          index += 2
          continue
        }
        if byte == UInt8(ascii: "\"") { inString = false }
        index += 1
        continue
      }
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        break
      case UInt8(ascii: ","):
        pendingComma = index
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        if let comma = pendingComma { bytes[comma] = UInt8(ascii: " ") }
        pendingComma = nil
      default:
        if byte == UInt8(ascii: "\"") { inString = true }
        pendingComma = nil
      }
      index += 1
    }
  }
}
