import Foundation

/// The job summary GitHub shows on a run's page: Markdown that each step appends to the file
/// `GITHUB_STEP_SUMMARY` names.
enum GitHubStepSummary {
  /// The file `GITHUB_STEP_SUMMARY` names, or `nil` when it is unset or empty (outside GitHub
  /// Actions).
  static var file: String? {
    ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Appends `markdown` to the summary file, followed by a blank line, when there is one.
  /// - Throws: ``InputError`` when the file cannot be written, or is a file the run reads.
  static func append(_ markdown: String) throws(InputError) {
    guard let file else { return }
    try OutputFile.append(markdown + "\n", to: file)
  }
}
