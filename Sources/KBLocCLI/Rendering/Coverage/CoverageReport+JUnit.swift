import KBLoc

extension CoverageReport {
  /// JUnit XML: one `testsuite` per layout, one `testcase` per shortcut; uncovered results are
  /// failures and a layout that fails to load is one errored test case.
  func junit(file: String) -> String {
    let failures = loadedRows.map { $0.results.count - $0.coveredCount }.reduce(0, +)
    let tests = loadedRows.map(\.results.count).reduce(0, +) + errorCount
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<testsuites name=\"kbloc coverage \(file.xmlEscaped)\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errorCount)\">\n"
    for row in rows {
      if let error = row.error {
        out += "  <testsuite name=\"\(row.name.xmlEscaped)\" tests=\"1\" failures=\"0\" errors=\"1\">\n"
        out += "    <testcase classname=\"\(row.name.xmlEscaped)\" name=\"load\">\n"
        out +=
          "      <error message=\"the layout failed to load\">\(error.xmlEscaped)</error>\n    </testcase>\n  </testsuite>\n"
        continue
      }
      out +=
        "  <testsuite name=\"\(row.name.xmlEscaped)\" tests=\"\(row.results.count)\" failures=\"\(row.results.count - row.coveredCount)\" errors=\"0\">\n"
      for result in row.results {
        out += "    <testcase classname=\"\(row.name.xmlEscaped)\" name=\"\(result.id.xmlEscaped)\""
        if CoverageReport.isCovered(result) {
          out += "/>\n"
        } else {
          let status = ([result.status.rawValue] + result.flags.map(\.rawValue)).joined(separator: ", ")
          out += ">\n      <failure message=\"\(status.xmlEscaped)\" type=\"\(result.status.rawValue)\">"
          out += "\(result.input.xmlEscaped): \(result.reason.xmlEscaped)</failure>\n    </testcase>\n"
        }
      }
      out += "  </testsuite>\n"
    }
    return out + "</testsuites>\n"
  }
}

extension String {
  /// The text escaped for XML and HTML: `&`, `<`, `>`, `"`, `'`; control characters dropped.
  var xmlEscaped: String {
    var out = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n", "\t": out.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20: continue
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
