import Foundation

extension KblocExecutable {
  /// Runs the built `kbloc` and decodes its standard output as `type`, as swift-argument-parser's
  /// `AssertExecuteCommand` runs a command and checks what it printed.
  ///
  /// ```swift
  /// let report = try KblocExecutable.decode(Contract.CoverageReport.self, "coverage", file, "--format", "json")
  /// ```
  /// - Parameters:
  ///   - type: The contract type to decode (``Contract``).
  ///   - arguments: `kbloc`'s arguments, `--format json` included.
  ///   - exitCode: The exit code the run must end with; 0 by default.
  /// - Returns: The decoded output.
  /// - Throws: ``CommandError`` with the whole output when the exit code differs, standard error
  ///   is not empty after a successful run, or standard output does not decode (naming the path of
  ///   the field that did not).
  public static func decode<T: Decodable>(_ type: T.Type, _ arguments: String..., exitCode: Int32 = 0) throws -> T {
    try decode(type, arguments, exitCode: exitCode)
  }

  /// Runs the built `kbloc` and decodes its standard output; see ``decode(_:_:exitCode:)-(_,String...,_)``.
  public static func decode<T: Decodable>(_ type: T.Type, _ arguments: [String], exitCode: Int32 = 0) throws -> T {
    try decode(type, from: run(arguments), exitCode: exitCode)
  }

  /// Decodes the standard output of a finished run.
  /// - Throws: ``CommandError``, as ``decode(_:_:exitCode:)-(_,[String],_)`` does.
  public static func decode<T: Decodable>(_ type: T.Type, from output: CommandOutput, exitCode: Int32 = 0) throws -> T {
    guard output.exitCode == exitCode else {
      throw CommandError("kbloc exited with \(output.exitCode), not \(exitCode): \(output)")
    }
    guard exitCode != 0 || output.stderr.isEmpty else {
      throw CommandError("kbloc succeeded but wrote to standard error: \(output)")
    }
    return try Contract.decode(type, from: output.stdout)
  }
}

extension DecodingError {
  /// What did not decode, with the path of the field: `layouts[2].results[0].status: missing`.
  var summary: String {
    func path(_ context: Context) -> String {
      context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
    switch self {
    case .keyNotFound(let key, let context): return "\(path(context)).\(key.stringValue): missing"
    case .typeMismatch(let type, let context): return "\(path(context)): not a \(type)"
    case .valueNotFound(let type, let context): return "\(path(context)): null where a \(type) is due"
    case .dataCorrupted(let context): return "\(path(context)): \(context.debugDescription)"
    @unknown default: return "\(self)"
    }
  }
}
