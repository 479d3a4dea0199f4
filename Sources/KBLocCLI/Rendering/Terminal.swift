import Foundation

/// Where kbloc writes, and whether colour is wanted there.
struct Terminal {
  /// Standard error, for messages.
  static let standardError = Terminal(handle: .standardError)
  /// Standard output, for results.
  static let standardOutput = Terminal(handle: .standardOutput)

  let handle: FileHandle

  /// Writes text as UTF-8.
  func write(_ text: String) {
    handle.write(Data(text.utf8))
  }

  /// Writes UTF-8 text given in parts, one after the other.
  func write(parts: [[UInt8]]) {
    for part in parts where !part.isEmpty { handle.write(Data(part)) }
  }

  /// Whether output goes to a terminal and `NO_COLOR` is not set: only then is colour used.
  var wantsColor: Bool {
    isatty(handle.fileDescriptor) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  }
}
