import Foundation

/// Writes output files atomically, so a reader never sees half a report.
enum OutputFile {
  static func write(_ text: String, to path: String) throws {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw InputError(description: "Cannot write '\(path)': \((error as NSError).localizedDescription)")
    }
  }
}
