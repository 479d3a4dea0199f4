/// The human report: a run header, then each figure as a header line, a note and a table in the
/// columns `figure | kbloc | baseline | ratio | target | verdict`.
///
/// Columns are as wide across all figures, so the tables line up one under another.
struct Report {
  /// The options of the run, echoed in the header.
  let options: Options
  /// The figures, in order.
  let figures: [Figure]

  /// The column names.
  static let columns = ["figure", "kbloc", "baseline", "ratio", "target", "verdict"]

  /// The whole report as text.
  var text: String {
    let tables = figures.map { figure in figure.rows.map(Self.cells) }
    let widths = Self.columns.indices.map { column in
      tables.joined().map { $0[column].count }.reduce(Self.columns[column].count, max)
    }
    var lines = [
      "kbloc-bench · \(Self.build) build · \(options.iterations) iterations after \(options.warmup) warm-up rounds · "
        + "platform \(options.platform.rawValue)",
      "times are median (min) over the iterations; each iteration interleaves kbloc and the baseline",
    ]
    for (figure, table) in zip(figures, tables) {
      lines += ["", "■ " + figure.title, Self.wrap(figure.note, width: 100, indent: "  ")]
      lines.append(Self.line(Self.columns, widths: widths))
      lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "-|-"))
      lines += table.map { Self.line($0, widths: widths) }
      for row in figure.rows {
        if let error = row.error { lines.append("  \(row.label): \(error)") }
      }
    }
    lines += ["", summary]
    return lines.joined(separator: "\n")
  }

  /// One line naming how many targets passed and missed.
  var summary: String {
    let verdicts = figures.flatMap(\.rows).map(\.verdict)
    let count = { (verdict: Verdict) in verdicts.filter { $0 == verdict }.count }
    return "targets: \(count(.pass)) PASS, \(count(.miss)) MISS, \(count(.error)) ERROR"
  }

  /// The build configuration: figures from a debug build mean nothing.
  static var build: String {
    #if DEBUG
    return "DEBUG (not meaningful; build with -c release)"
    #else
    return "release"
    #endif
  }

  /// The six cells of a row.
  static func cells(_ row: Row) -> [String] {
    [
      row.label,
      row.kbloc.map(timing) ?? "—",
      row.baseline.map(timing) ?? "—",
      row.ratio.map(Format.ratio) ?? "—",
      row.target.text,
      row.verdict.rawValue,
    ]
  }

  /// `3.07 ms (2.95 ms)`, or the one time for a single sample.
  static func timing(_ samples: Samples) -> String {
    Format.timing(median: samples.median, minimum: samples.minimum, count: samples.count)
  }

  /// Cells padded to their column widths and joined with ` | `, without trailing spaces.
  static func line(_ cells: [String], widths: [Int]) -> String {
    let padded = zip(cells, widths).map { cell, width in
      cell + String(repeating: " ", count: max(0, width - cell.count))
    }
    var text = padded.joined(separator: " | ")
    while text.last == " " { text.removeLast() }
    return text
  }

  /// `text` broken into lines of at most `width` characters, each starting with `indent`.
  static func wrap(_ text: String, width: Int, indent: String) -> String {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if !current.isEmpty, current.count + 1 + word.count > width {
        lines.append(indent + current)
        current = ""
      }
      current += current.isEmpty ? String(word) : " " + word
    }
    if !current.isEmpty { lines.append(indent + current) }
    return lines.joined(separator: "\n")
  }
}
