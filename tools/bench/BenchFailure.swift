/// Why a figure, or a row of it, could not be measured: the message its `ERROR` row prints.
struct BenchFailure: Error, CustomStringConvertible {
  /// What went wrong, and how to fix it where the bench can tell.
  let description: String

  /// A failure with its message.
  init(_ description: String) {
    self.description = description
  }
}
