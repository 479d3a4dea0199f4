internal import Foundation

/// The README's performance table, written from the results of a run (`kbloc-bench --json`)
/// between two markers, and the check that the README holds what it would write.
///
/// The table lists every row the bench gives a verdict (a row with a target), named by its figure
/// (the figure's title up to ` — `) and its own label, with times written as in the text report;
/// a line above it says when, where and how the run was made and counts the verdicts.
///
/// What the check can hold: that the README's table is exactly what these results give (so its
/// numbers are the results' numbers), and that the results were measured against the targets the
/// bench states now (a changed target fails until the bench runs again). What it cannot: that the
/// numbers still hold on this machine today.
enum ReadmeTable {
  /// The line before the table.
  static let begin = "<!-- performance table: written by `make readme-table` from the bench's results; do not edit -->"
  /// The line after the table.
  static let end = "<!-- end of the performance table -->"

  /// The README this table is written into, in the folder kbloc-bench runs from.
  static let readme = "README.md"

  /// The column names.
  static let columns = ["figure", "row", "kbloc", "baseline", "ratio", "target", "verdict"]

  /// Writes the table from the results at `results` into the README.
  /// - Throws: ``BenchFailure`` when a file cannot be read or written, the results are not a run's
  ///   JSON or were measured against other targets, or the README has no markers.
  static func write(results: String) throws(BenchFailure) {
    let text = try replacingTable(in: read(readme), with: table(results: results))
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: readme), options: .atomic)
    } catch {
      throw BenchFailure("cannot write \(readme): \(error.localizedDescription)")
    }
  }

  /// Checks that the README's table is what ``write(results:)`` would write.
  /// - Throws: ``BenchFailure`` saying what differs and how to fix it.
  static func check(results: String) throws(BenchFailure) {
    let current = try read(readme)
    guard try replacingTable(in: current, with: table(results: results)) == current else {
      throw BenchFailure(
        "the performance table in \(readme) is not what \(results) gives: run 'make readme-table', "
          + "or 'kbloc-bench --write-readme \(results)' to rewrite it from these results")
    }
  }

  /// The table, between its markers, from the results at `path`.
  static func table(results path: String) throws(BenchFailure) -> String {
    let report: JSONReport
    do {
      report = try JSONDecoder().decode(JSONReport.self, from: Data(try read(path).utf8))
    } catch let failure as BenchFailure {
      throw failure
    } catch {
      throw BenchFailure("\(path) is not the output of 'kbloc-bench --json': \(error)")
    }
    let rows = report.figures.flatMap { figure in figure.rows.map { (figure, $0) } }.filter {
      $0.1.target.kind != "none"
    }
    let measured = Set(rows.map(\.1.target.text))
    let stated = Set(Benchmarks.all.flatMap(\.targets).map(\.text))
    guard measured == stated else {
      throw BenchFailure(
        "\(path) was measured against the targets \(measured.sorted().joined(separator: ", ")), but the bench "
          + "now states \(stated.sorted().joined(separator: ", ")): run every figure again ('make readme-table')")
    }
    let verdicts = rows.map(\.1.verdict)
    let count = { (verdict: String) in verdicts.filter { $0 == verdict }.count }
    let conditions =
      "One run of `kbloc-bench` (\(report.build) build) on \(report.date), \(report.cores) cores, platform "
      + "\(report.platform), \(report.iterations) iterations after \(report.warmup) warm-up rounds: "
      + "\(count("PASS")) PASS, \(count("MISS")) MISS, \(count("ERROR")) ERROR"
      + (report.otherLoadPercent.map { ", while other processes used \(Format.fixed($0, decimals: 0))% of the cores" }
        ?? "")
      + ". Times are medians, the fastest in parentheses."
    var lines = [begin, conditions, "", line(columns), line(columns.map { _ in "---" })]
    for (figure, row) in rows {
      let name = figure.title.components(separatedBy: " — ").first ?? figure.title
      lines.append(
        line([
          name, row.figure.trimmingCharacters(in: .whitespaces), row.kbloc?.text ?? "—", row.baseline?.text ?? "—",
          row.ratio.map(Format.ratio) ?? "—", row.target.text, row.verdict,
        ]))
    }
    return (lines + [end]).joined(separator: "\n")
  }

  /// `readme` with the lines from ``begin`` to ``end`` replaced by `table`.
  /// - Throws: ``BenchFailure`` when the markers are missing or out of order.
  static func replacingTable(in readme: String, with table: String) throws(BenchFailure) -> String {
    guard let start = readme.range(of: begin),
      let stop = readme.range(of: end, range: start.upperBound..<readme.endIndex)
    else {
      throw BenchFailure("\(Self.readme) has no performance table between '\(begin)' and '\(end)'")
    }
    return readme.replacingCharacters(in: start.lowerBound..<stop.upperBound, with: table)
  }

  /// A Markdown table line, a `|` in a cell escaped.
  private static func line(_ cells: [String]) -> String {
    "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
  }

  /// The text of the file at `path`.
  private static func read(_ path: String) throws(BenchFailure) -> String {
    do {
      return try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw BenchFailure("cannot read \(path): \(error.localizedDescription)")
    }
  }
}
