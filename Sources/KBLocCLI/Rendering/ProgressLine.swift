import Foundation

/// A one-line progress counter on a terminal's standard error; absent when it is not a terminal.
final class ProgressLine: Sendable {
  private let total: Int

  /// A progress line for `total` layouts, or `nil` when standard error is not a terminal or the
  /// run is short.
  init?(total: Int) {
    guard total >= 10, isatty(FileHandle.standardError.fileDescriptor) == 1 else { return nil }
    self.total = total
  }

  func update(_ done: Int, _ total: Int) {
    Terminal.standardError.write("\rkbloc: \(done)/\(total) layouts")
  }

  func finish() {
    Terminal.standardError.write("\r\u{1B}[K")
  }
}
