/// Columns of text aligned for a person to read at a glance.
struct TextTable {
  /// The column titles.
  let header: [String]
  /// The rows, each with one cell per column.
  var rows: [[String]] = []

  /// The table as lines: the header, then the rows, columns separated by two spaces and padded to
  /// the widest cell; trailing spaces trimmed.
  ///
  /// - Complexity: O(*n*) in the size of the cells: each cell's width is measured once.
  func rendered() -> String {
    let all = [header] + rows
    let cellWidths = all.map { $0.map(\.displayWidth) }
    var widths = [Int](repeating: 0, count: header.count)
    for row in cellWidths {
      for (column, width) in row.enumerated() where column < widths.count {
        widths[column] = max(widths[column], width)
      }
    }
    var text = ""
    for (number, row) in all.enumerated() {
      if number > 0 { text.append("\n") }
      // Padding is written only before a cell that has text, so that no line ends in spaces.
      var padding = 0
      for (column, cell) in row.enumerated() {
        if !cell.isEmpty {
          Self.appendSpaces(padding, to: &text)
          text.append(cell)
          padding = 0
        }
        if column < row.count - 1 {
          padding += (column < widths.count ? widths[column] : 0) - cellWidths[number][column] + 2
        }
      }
      while text.utf8.last == UInt8(ascii: " ") { text.removeLast() }
    }
    return text
  }

  /// Spaces to pad cells with, appended a slice at a time.
  private static let spaces = String(repeating: " ", count: 128)

  private static func appendSpaces(_ count: Int, to text: inout String) {
    var count = count
    while count > 0 {
      let run = min(count, spaces.utf8.count)
      text.append(contentsOf: spaces.prefix(run))
      count -= run
    }
  }
}

extension String {
  /// The number of terminal columns the string takes: wide (East Asian) characters count two,
  /// combining marks and ANSI colour sequences none.
  ///
  /// - Complexity: O(*n*) in the length; a string of printable ASCII is measured by its byte count.
  var displayWidth: Int {
    if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return utf8.count }
    var inEscape = false
    return unicodeScalars.reduce(0) { width, scalar in
      if scalar == "\u{1B}" { inEscape = true }
      if inEscape {
        if scalar == "m" { inEscape = false }
        return width
      }
      let value = scalar.value
      if value < 0x7F { return width + 1 }
      if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark {
        return width
      }
      let wide =
        (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
        || (0xF900...0xFAFF).contains(value) || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
        || (0xFFE0...0xFFE6).contains(value) || (0x1F300...0x1FAFF).contains(value)
        || (0x20000...0x3FFFD).contains(value)
      return width + (wide ? 2 : 1)
    }
  }
}
