// kbloc-lint-docs: writes the rules' part of docs/lint.md from the rules themselves (each rule's
// summary and documentation), between the two marker lines. `--check` writes nothing and exits 1
// when the page is stale. Run from the repository root: `swift run kbloc-lint-docs [--check]`.
import Foundation
import KBLoc

let path = "docs/lint.md"
let check = CommandLine.arguments.dropFirst().contains("--check")
guard let data = FileManager.default.contents(atPath: path) else {
  FileHandle.standardError.write(
    Data("kbloc-lint-docs: error: cannot read '\(path)'; run from the repository root\n".utf8))
  exit(2)
}
let page = String(decoding: data, as: UTF8.self)
guard let start = page.range(of: Linter.documentationStart + "\n"),
  let end = page.range(of: Linter.documentationEnd, range: start.upperBound..<page.endIndex)
else {
  FileHandle.standardError.write(Data("kbloc-lint-docs: error: '\(path)' lacks the marker lines\n".utf8))
  exit(2)
}
let updated = String(page[..<start.upperBound]) + Linter.documentation() + "\n" + String(page[end.lowerBound...])
if updated == page {
  print("\(path) is up to date")
} else if check {
  FileHandle.standardError.write(Data("kbloc-lint-docs: '\(path)' is stale; run 'swift run kbloc-lint-docs'\n".utf8))
  exit(1)
} else {
  try Data(updated.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  print("wrote \(path)")
}
