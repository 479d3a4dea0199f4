internal import KBLocXKB

extension ChildProcess {
  /// Runs the child to its end, as a sample of a figure.
  /// - Parameter statuses: The exit statuses that mean it did its work (`kbloc lint` exits 1 on
  ///   findings).
  /// - Returns: What it left: its wall time, peak memory and kept output.
  /// - Throws: ``BenchFailure`` naming the command when it cannot start, or ends otherwise.
  func run(expecting statuses: Set<Int32> = [0]) throws(BenchFailure) -> Outcome {
    let command = ([executable] + arguments).joined(separator: " ")
    let outcome: Outcome
    do {
      outcome = try run()
    } catch {
      throw BenchFailure("cannot run \(command): \(error)")
    }
    guard case .exited(let status) = outcome.termination, statuses.contains(status) else {
      throw BenchFailure("\(command) ended with \(outcome.termination)")
    }
    return outcome
  }
}
