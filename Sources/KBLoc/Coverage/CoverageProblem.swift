/// A problem a team can make a coverage run fail on (`--fail-on`): a status, a flag, or a layout
/// that failed to load.
public enum CoverageProblem: Hashable, Sendable, CustomStringConvertible {
  /// Results with this status.
  case status(LocalizedShortcut.Status)
  /// Results with this flag.
  case flag(LocalizedShortcut.Flag)
  /// Layouts that failed to load.
  case error

  /// Parses a status or flag name as the contract writes it (`unreachable`, `conflict`,
  /// `needs-option`…) or `error`; `nil` for anything else.
  public init?(name: String) {
    if name == "error" {
      self = .error
    } else if let status = LocalizedShortcut.Status(rawValue: name) {
      self = .status(status)
    } else if let flag = LocalizedShortcut.Flag(rawValue: name) {
      self = .flag(flag)
    } else {
      return nil
    }
  }

  /// Every name ``init(name:)`` accepts.
  public static var names: [String] {
    LocalizedShortcut.Status.allCases.map(\.rawValue) + LocalizedShortcut.Flag.allCases.map(\.rawValue) + ["error"]
  }

  /// The name as written on the command line.
  public var description: String {
    switch self {
    case .status(let status): return status.rawValue
    case .flag(let flag): return flag.rawValue
    case .error: return "error"
    }
  }

  func matches(_ cell: CoverageReport.Cell) -> Bool {
    switch self {
    case .status(let status): return cell.status == status
    case .flag(let flag): return cell.has(flag)
    case .error: return false
    }
  }
}
