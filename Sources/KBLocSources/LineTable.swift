import KBLoc

/// Turns UTF-8 offsets into lines and columns counted in Unicode scalars, as ``SourcePosition``
/// counts them (lines end at LF, CR LF or a lone CR; a byte-order mark takes no column).
struct LineTable {
  private let bytes: [UInt8]
  private var lineStarts: [Int] = [0]

  /// Indexes the lines of `bytes`.
  /// - Complexity: O(*n*) in the number of bytes.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        lineStarts.append(index + 1)
      } else if byte == UInt8(ascii: "\r") {
        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
        lineStarts.append(index + 1)
      }
      index += 1
    }
  }

  /// The position of the byte at `offset`.
  /// - Complexity: O(log *l* + *c*) for *l* lines and a column *c*.
  func position(ofOffset offset: Int) -> SourcePosition {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    var column = 1
    var index = lineStarts[low]
    if low == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    while index < min(offset, bytes.count) {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return SourcePosition(line: low + 1, column: column)
  }
}
