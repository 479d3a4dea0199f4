extension CoverageReport {
  /// One cell of the matrix shortcut × layout: a result's status and flags, in one byte.
  ///
  /// A run over 100,000 shortcuts keeps 100 KB of cells per layout, where the full results would
  /// take tens of megabytes.
  public struct Cell: Sendable, Hashable {
    /// The status's index in `Status.allCases` (low three bits), one bit per flag by rank, and
    /// the top bit for a baselined miss.
    private let bits: UInt8

    /// The cell of a result.
    /// - Parameters:
    ///   - result: The result.
    ///   - baselined: Whether the result is a miss a baseline accepts.
    public init(_ result: LocalizedShortcut, baselined: Bool = false) {
      var bits = UInt8(Cell.statuses.firstIndex(of: result.status) ?? 0)
      for flag in result.flags {
        bits |= Cell.bit(of: flag)
      }
      if baselined { bits |= Cell.baselinedBit }
      self.bits = bits
    }

    /// Whether the result is a miss the run's baseline accepts (`--baseline`): it counts neither
    /// as covered nor as a problem, and is left out of the percentages.
    public var isBaselined: Bool { bits & Cell.baselinedBit != 0 }

    private static let baselinedBit: UInt8 = 0x80

    /// How the shortcut was translated.
    public var status: LocalizedShortcut.Status {
      Cell.statuses[Int(bits & 0b111)]
    }

    /// The flags, in contract order.
    public var flags: [LocalizedShortcut.Flag] {
      LocalizedShortcut.Flag.allCases.filter(has)
    }

    /// Whether the result has `flag`.
    public func has(_ flag: LocalizedShortcut.Flag) -> Bool {
      bits & Cell.bit(of: flag) != 0
    }

    /// Whether the result is covered: the same meaning as ``LocalizedShortcut/isCovered``.
    public var isCovered: Bool {
      CoverageReport.isCovered(status: status, conflicted: has(.conflict))
    }

    private static let statuses = LocalizedShortcut.Status.allCases

    private static func bit(of flag: LocalizedShortcut.Flag) -> UInt8 {
      UInt8(8) << (LocalizedShortcut.Flag.allCases.firstIndex(of: flag) ?? 0)
    }
  }

  /// The one definition of coverage: a status that is neither unreachable nor needs Option, and
  /// no conflict.
  static func isCovered(status: LocalizedShortcut.Status, conflicted: Bool) -> Bool {
    status != .unreachable && status != .needsOption && !conflicted
  }
}

extension LocalizedShortcut {
  /// Whether the result counts as covered in a coverage run: neither unreachable nor needing
  /// Option, and no conflict.
  public var isCovered: Bool {
    CoverageReport.isCovered(status: status, conflicted: flags.contains(.conflict))
  }
}
