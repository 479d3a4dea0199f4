import ArgumentParser
import Foundation
import KBLoc
import KBLocSources

/// `--baseline` and `--write-baseline`: the findings a project accepts for now, for `lint` and
/// `coverage` (`docs/baseline.md`).
///
/// The baseline a run applies is `--baseline`'s, else the project file's `baseline.lint` or
/// `baseline.coverage`; a run that writes a baseline applies only `--baseline`'s, so that the
/// project's baseline can be written again from today's findings.
struct BaselineOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Report only the findings not in this baseline file; the exit status comes from those alone.",
      valueName: "file"))
  var baseline: String?

  @Option(
    name: .customLong("write-baseline"),
    help: ArgumentHelp(
      "Record this run's findings in this file, as the baseline of later runs.",
      discussion: "Every finding is recorded, those a --baseline accepts included.", valueName: "file"))
  var writeBaseline: String?

  /// The baseline the run applies, read, with the file as reports name it; `nil` when there is none.
  /// - Throws: ``InputError`` when the file cannot be read, ``BaselineError`` when it is not a
  ///   baseline of `command`.
  func read(for command: Baseline.Command, project: ProjectConfiguration?) throws -> (baseline: Baseline, file: String)?
  {
    let file: String
    if let baseline {
      file = baseline
    } else if writeBaseline == nil, let path = project?.baselines[command] {
      file = ProjectOptions.shown(path)
    } else {
      return nil
    }
    let text = try InputFile.text(at: file, kind: "baseline")
    return (try Baseline(parsing: text, fileName: file, for: command), file)
  }

  /// Checks, before the work, that `--write-baseline` may be written.
  ///
  /// Never over a file the run reads (the `--baseline` included). Inside a scanned folder it may,
  /// as no reader takes a baseline for shortcuts, but only over a file no reader claims either:
  /// never over a source.
  func checkOutput() throws {
    guard let writeBaseline else { return }
    if let conflict = ReadPaths.shared.conflict(with: writeBaseline, allowingScannedFolders: true) {
      let hint =
        writeBaseline == baseline
        ? "; to record today's findings in \(writeBaseline.quotedPath), give '--write-baseline' without '--baseline'"
        : ""
      throw InputError(description: conflict + hint)
    }
    try OutputFile.check(writeBaseline, allowingScannedFolders: true)
    if ReadPaths.shared.conflict(with: writeBaseline) != nil, let format = Self.sourceFormat(of: writeBaseline) {
      throw InputError(
        description:
          "The baseline \(writeBaseline.quotedPath) would be a source file (\(format.rawValue)) of the folder this run reads; kbloc never writes over its input"
      )
    }
  }

  /// The source format a folder scan reads the file at `path` as, by its name or its text;
  /// `nil` when no reader claims it (or it cannot be read, or is too large for one to).
  static func sourceFormat(of path: String) -> SourceFormat? {
    if let format = SourceFormat(detectingFrom: path, text: nil) { return format }
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) <= InputLimits.fileSize,
      let data = FileManager.default.contents(atPath: path)
    else { return nil }
    return SourceFormat(detectingFrom: path, text: String(decoding: data, as: UTF8.self))
  }

  /// Writes `recorded` to `--write-baseline`, atomically.
  func write(_ recorded: Baseline, to path: String) throws {
    try OutputFile.write(recorded.fileText, to: path, allowingScannedFolders: true)
  }

  /// The text summary's lines about the baseline: how many findings it accepted, and each entry
  /// fixed since it was written.
  ///
  /// `baseline 'B.json': 3 known findings left out; 1 fixed:` then `  fixed: 'Copy' (Command-C)
  /// [duplicate-shortcut] in Editor: main menu`.
  static func summary(_ comparison: Baseline.Comparison, file: String, command: Baseline.Command) -> String {
    let noun = command == .lint ? ("finding", "findings") : ("miss", "misses")
    let known = "\(comparison.known) known \(comparison.known == 1 ? noun.0 : noun.1)"
    var text = "baseline \(file.quotedPath): \(known) left out"
    if comparison.fixed.isEmpty { return text + "\n" }
    text += "; \(comparison.fixed.count) fixed:\n"
    for entry in comparison.fixed { text += "  fixed: \(entry)\n" }
    return text
  }
}

extension BaselineError: KblocError {
  var exitCode: ExitCode { .inputError }
  /// `FILE:LINE:COLUMN: error: MESSAGE` when the place is known, as compilers write it.
  var diagnostic: String { position == nil ? "kbloc: error: \(description)" : description }
}
