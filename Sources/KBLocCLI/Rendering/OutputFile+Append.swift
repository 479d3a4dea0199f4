import Foundation

extension OutputFile {
  /// Appends `text` to the file at `path`, creating it when it does not exist; never replaces it.
  ///
  /// For files another program keeps adding to, such as GitHub's job summary
  /// (`GITHUB_STEP_SUMMARY`): what others wrote before stays.
  /// - Throws: ``InputError`` when the file cannot be opened or written, or is one the run reads.
  static func append(_ text: String, to path: String) throws(InputError) {
    try check(path)
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      throw InputError(description: "Cannot append to \(path.quotedPath): \(SystemError.words(for: errno))")
    }
    defer { close(descriptor) }
    try writeAll(Array(text.utf8), to: descriptor, path: path)
  }
}
