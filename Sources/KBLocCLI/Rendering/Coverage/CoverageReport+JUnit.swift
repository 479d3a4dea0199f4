import KBLoc

extension CoverageReport {
  /// JUnit XML: one `testsuite` per layout, one `testcase` per shortcut; uncovered results are
  /// failures and a layout that fails to load is one errored test case.
  ///
  /// With more than one app,
  /// one `testsuite` per app and layout (`Editor: fr(mac)`), so that each app's counts show.
  func junit(file: String) -> String {
    let tests = totals.results + failedCount
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<testsuites name=\"kbloc coverage \(file.xmlEscaped)\" tests=\"\(tests)\" failures=\"\(totals.uncovered)\" errors=\"\(failedCount)\">\n"
    for (rowIndex, row) in rows.enumerated() {
      switch row {
      case .failed(let failure):
        let name = failure.requested.xmlEscaped
        out += "  <testsuite name=\"\(name)\" tests=\"1\" failures=\"0\" errors=\"1\">\n"
        out += "    <testcase classname=\"\(name)\" name=\"load\">\n"
        out +=
          "      <error message=\"the layout failed to load\">\(failure.message.xmlEscaped)</error>\n    </testcase>\n  </testsuite>\n"
      case .loaded(let layout):
        // The problems are the uncovered cells' results, in the same (file) order.
        var problems = layout.problems.makeIterator()
        for app in apps {
          let name = ((isPerApp ? app.displayName + ": " : "") + layout.displayName).xmlEscaped
          let tally = app.layoutTallies[rowIndex] ?? layout.tally
          out +=
            "  <testsuite name=\"\(name)\" tests=\"\(tally.results)\" failures=\"\(tally.uncovered)\" errors=\"0\">\n"
          for index in app.range where index < layout.cells.count {
            out += "    <testcase classname=\"\(name)\" name=\"\(definitions[index].label.xmlEscaped)\""
            // A miss a baseline accepts is no problem: it passes.
            guard !layout.cells[index].isCovered, !layout.cells[index].isBaselined, let result = problems.next() else {
              out += "/>\n"
              continue
            }
            out +=
              ">\n      <failure message=\"\(result.statusAndFlags.xmlEscaped)\" type=\"\(result.status.rawValue)\">"
            out += "\(result.input.xmlEscaped): \(result.reason.xmlEscaped)</failure>\n    </testcase>\n"
          }
          out += "  </testsuite>\n"
        }
      }
    }
    return out + "</testsuites>\n"
  }
}
