import KBLoc

/// Turns UTF-8 offsets into lines and columns counted in Unicode scalars, as ``SourcePosition``
/// counts them (lines end at LF, CR LF or a lone CR; a byte-order mark takes no column).
struct LineTable {
  private let bytes: [UInt8]
  private var lineStarts: [Int] = [0]
  /// How many scalars start before each multiple of ``stride`` bytes: a column is counted from
  /// the nearest of these, so that a long line costs no more than a short one.
  private var scalarsBefore: [Int] = [0]

  /// The distance in bytes between two counts of ``scalarsBefore``.
  private static let stride = 64

  /// Indexes the lines of `bytes`.
  /// - Complexity: O(*n*) in the number of bytes.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var index = 0
    var scalars = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        lineStarts.append(index + 1)
      } else if byte == UInt8(ascii: "\r"), !(index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n")) {
        lineStarts.append(index + 1)
      }
      if byte & 0xC0 != 0x80 { scalars += 1 }
      index += 1
      if index % Self.stride == 0 { scalarsBefore.append(scalars) }
    }
  }

  /// How many scalars start before `offset`.
  private func scalars(before offset: Int) -> Int {
    let block = min(offset, bytes.count) / Self.stride
    var count = scalarsBefore[block]
    for index in (block * Self.stride)..<min(offset, bytes.count) where bytes[index] & 0xC0 != 0x80 { count += 1 }
    return count
  }

  /// The position of the byte at `offset`; the LF of a CR LF stands where its CR does, at the end
  /// of its line.
  /// - Complexity: O(log *l*) for *l* lines.
  func position(ofOffset offset: Int) -> SourcePosition {
    var offset = offset
    if offset > 0, offset < bytes.count, bytes[offset] == UInt8(ascii: "\n"), bytes[offset - 1] == UInt8(ascii: "\r") {
      offset -= 1
    }
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    var start = lineStarts[low]
    if low == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = min(3, max(offset, 0)) }
    return SourcePosition(line: low + 1, column: 1 + max(0, scalars(before: offset) - scalars(before: start)))
  }
}
