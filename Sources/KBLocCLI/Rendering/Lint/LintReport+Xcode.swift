import KBLoc
import KBLocSources

extension LintReport {
  /// The report as Xcode and `swift build` read a build tool's output: one compiler diagnostic
  /// per finding, `FILE:LINE:COLUMN: warning|error: MESSAGE; FIX [RULE]`, the file as an absolute
  /// path so that the diagnostic shows on its line; no summary, as compilers write none.
  func xcode() -> String {
    findings.map { finding in
      let place = place(of: finding)
      let shown =
        place.file == "-" ? place : Declaration(file: PathFilter.absolute(place.file), position: place.position)
      return "\(shown): \(finding.severity): \(finding.text) [\(finding.ruleID)]\n"
    }.joined()
  }
}
