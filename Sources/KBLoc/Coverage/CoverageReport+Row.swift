extension CoverageReport {
  /// One layout's row: the layout loaded and its shortcuts were translated, or it failed to load.
  public enum Row: Sendable {
    /// The layout loaded; its results.
    case loaded(LoadedLayout)
    /// The layout failed to load; why.
    case failed(FailedLayout)

    /// The spec as the set or the user wrote it.
    public var requested: String {
      switch self {
      case .loaded(let layout): return layout.requested
      case .failed(let failure): return failure.requested
      }
    }

    /// The layout that was used (`fr(mac)` for `fr` on `mac`), or the spec when it failed.
    public var name: String {
      switch self {
      case .loaded(let layout): return layout.name
      case .failed(let failure): return failure.requested
      }
    }

    /// The name reports show in their Layout column: ``LoadedLayout/displayName``, or the spec
    /// when it failed.
    public var displayName: String {
      switch self {
      case .loaded(let layout): return layout.displayName
      case .failed(let failure): return failure.requested
      }
    }

    /// The share of covered results, 0–100; `nil` for a failed row.
    public var percent: Double? { loaded?.tally.percent }

    /// The loaded layout, or `nil` for a failed row.
    public var loaded: LoadedLayout? {
      if case .loaded(let layout) = self { return layout }
      return nil
    }
  }

  /// A layout that loaded, with how each shortcut fares on it.
  public struct LoadedLayout: Sendable {
    /// The spec as the set or the user wrote it.
    public let requested: String
    /// The layout that was used, such as `fr(mac)` for `fr` on `mac`.
    public let name: String
    /// The layout's human description.
    public let description: String
    /// The identifier of the Apple input source the layout is the table of (recorded on a Mac, or
    /// its XKB layout standing in), or `nil`.
    public let inputSource: String?
    /// The interface direction the shortcuts were translated for.
    public let direction: WritingDirection
    /// Each shortcut's status and flags, one byte each, in file order.
    public let cells: [Cell]
    /// The results that are not covered, in file order: all of them, or the first ones when the
    /// run had a ``CoverageRun/Options/problemLimit`` (``tally`` counts them all).
    ///
    /// - Complexity: O(1) when the run kept only these; O(*n*) in the shortcuts when it kept every
    ///   result, which it then picks them from rather than holding them twice.
    public var problems: [LocalizedShortcut] {
      results.map { Self.problems(among: $0, cells: cells, limit: problemLimit) } ?? keptProblems
    }
    /// Every result, in file order, when the run kept them (``CoverageRun/Options/keepsEveryResult``).
    public let results: [LocalizedShortcut]?
    /// The results as the run's ``CoverageRun/Options/writeResults`` wrote them (UTF-8 text), or
    /// `nil`.
    public let writtenResults: [UInt8]?
    /// ``problems`` when the run kept no other result; empty otherwise.
    private let keptProblems: [LocalizedShortcut]
    /// How many problems to keep; `nil` for all.
    private let problemLimit: Int?
    /// The layout's counts.
    public let tally: Tally

    /// Creates a row from a layout's results.
    ///
    /// - Parameters:
    ///   - requested: The spec as the set or the user wrote it.
    ///   - name: The layout that was used.
    ///   - description: The layout's human description.
    ///   - inputSource: The identifier of the Apple input source the layout is the table of.
    ///   - direction: The interface direction the shortcuts were translated for.
    ///   - results: One result per shortcut, in file order.
    ///   - keepsEveryResult: Whether to keep `results`, or only the problems among them.
    ///   - problemLimit: How many problems to keep, the first in file order; `nil` for all.
    ///   - baselined: The indices of the results that are misses a baseline accepts: they are
    ///     neither problems nor counted (``Cell/isBaselined``).
    ///   - writtenResults: The results written as UTF-8 text, or `nil`.
    public init(
      requested: String, name: String, description: String, inputSource: String? = nil, direction: WritingDirection,
      results: [LocalizedShortcut], keepsEveryResult: Bool, problemLimit: Int? = nil, baselined: Set<Int> = [],
      writtenResults: [UInt8]? = nil
    ) {
      self.requested = requested
      self.name = name
      self.description = description
      self.inputSource = inputSource
      self.direction = direction
      self.cells = results.indices.map { Cell(results[$0], baselined: baselined.contains($0)) }
      self.problemLimit = problemLimit
      self.results = keepsEveryResult ? results : nil
      self.keptProblems = keepsEveryResult ? [] : Self.problems(among: results, cells: cells, limit: problemLimit)
      self.tally = Tally(cells)
      self.writtenResults = writtenResults
    }

    /// Creates a row from the layout the results were translated on.
    init(
      requested: String, layout: Layout, direction: WritingDirection, results: [LocalizedShortcut],
      keepsEveryResult: Bool, problemLimit: Int?, baselined: Set<Int>, writtenResults: [UInt8]?
    ) {
      self.init(
        requested: requested, name: layout.name,
        description: CoverageReport.description(of: layout, requested: requested), inputSource: layout.inputSource,
        direction: direction, results: results, keepsEveryResult: keepsEveryResult, problemLimit: problemLimit,
        baselined: baselined, writtenResults: writtenResults)
    }

    /// The share of covered results, 0–100.
    public var percent: Double { tally.percent }

    /// The name reports show in their Layout column: an Apple input source's identifier, as its
    /// table recorded on a Mac is named, whether that table or its XKB layout (``name``) stood for
    /// it; any other layout's ``name``.
    public var displayName: String { inputSource ?? name }

    /// The results that are not covered and that no baseline accepts (their `cells`), in order,
    /// the first `limit` of them.
    ///
    /// A problem's conflicts are its group's shared ids (``LocalizedShortcut/Conflicts``): kept
    /// whole, they cost one array per group, not one name per pair.
    static func problems(among results: [LocalizedShortcut], cells: [Cell], limit: Int?) -> [LocalizedShortcut] {
      var problems: [LocalizedShortcut] = []
      // By index: the results that are covered, most of them, are then never copied.
      for index in results.indices where !results[index].isCovered && !cells[index].isBaselined {
        if let limit, problems.count >= limit { break }
        problems.append(results[index])
      }
      return problems
    }
  }

  /// A loaded layout's description in a report: an Apple input source's macOS name, and
  /// `, as ID` when the entry named it by identifier; any other layout's own description.
  static func description(of layout: Layout, requested: String) -> String {
    guard let identifier = layout.inputSource, let source = AppleInputSource.named(identifier) else {
      return layout.description
    }
    return requested == identifier ? "\(source.name), as \(requested)" : source.name
  }

  /// A layout that failed to load.
  public struct FailedLayout: Sendable, Equatable {
    /// The spec as the set or the user wrote it.
    public let requested: String
    /// Why it failed, as the layout source said (libxkbcommon's messages, or a spec error).
    public let message: String

    /// Creates a failed row.
    public init(requested: String, message: String) {
      self.requested = requested
      self.message = message
    }
  }
}
