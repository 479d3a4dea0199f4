/// Columns of text aligned for a person to read at a glance.
struct TextTable {
  /// The column titles.
  let header: [String]
  /// The rows, each with one cell per column.
  var rows: [[String]] = []

  /// The table as lines: the header, then the rows, columns separated by two spaces and padded to
  /// the widest cell; trailing spaces trimmed.
  func rendered() -> String {
    let all = [header] + rows
    let widths = header.indices.map { column in
      all.map { column < $0.count ? $0[column].displayWidth : 0 }.max() ?? 0
    }
    return all.map { row in
      var line = ""
      for (column, cell) in row.enumerated() {
        line += cell
        if column < row.count - 1 {
          line += String(repeating: " ", count: widths[column] - cell.displayWidth + 2)
        }
      }
      while line.last == " " { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }
}

extension String {
  /// The number of terminal columns the string takes: wide (East Asian) characters count two,
  /// combining marks and ANSI colour sequences none.
  var displayWidth: Int {
    var inEscape = false
    return unicodeScalars.reduce(0) { width, scalar in
      if scalar == "\u{1B}" { inEscape = true }
      if inEscape {
        if scalar == "m" { inEscape = false }
        return width
      }
      let value = scalar.value
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
