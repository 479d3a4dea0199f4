extension CoverageReport {
  /// One app's (or target's) part of a report: its shortcuts, its coverage, and how it fares on
  /// each layout.
  ///
  /// A folder's shortcuts are covered per app (docs/scopes.md): each app's shortcuts are translated
  /// on their own, so an app's figure is the same whatever other apps the scan holds. A shortcut
  /// shipping in several apps (a framework's) is a shortcut of each.
  public struct App: Sendable {
    /// The app or target; `nil` for shortcuts read with none, such as a plain shortcuts file's.
    public let target: ShortcutScope.Target?
    /// Its shortcuts: a range of the report's ``CoverageReport/definitions``.
    public let range: Range<Int>
    /// The counts over its shortcuts on every layout that loaded.
    public let totals: Tally
    /// Its counts on each row of ``CoverageReport/rows``, `nil` for a layout that failed to load.
    public let layoutTallies: [Tally?]
    /// Its shortcuts with their coverage across layouts, worst first (ties in file order).
    public let shortcutSummaries: [ShortcutSummary]

    /// The app's name, or the empty string for shortcuts read with no target.
    public var name: String { target?.name ?? "" }

    /// Covered results over its results, 0–100; `nil` when no layout loaded.
    public let percent: Double?

    /// Its rows' indices in ``CoverageReport/rows``, worst first for this app: failed rows, then
    /// by its coverage, ties in the order asked for.
    public let worstFirst: [Int]
  }

  /// Splits shortcuts into apps: each shortcut into every app, extension, tool or test target it
  /// ships in (a framework's shortcuts into the apps that embed it, or the framework when none
  /// does), apps in order of name.
  ///
  /// - Returns: The shortcuts, each app's together, and each app with its range of them; one app
  ///   with no target holding every shortcut when none was read with targets.
  /// - Complexity: O(*n* × *t* + *a* log *a*) for *n* shortcuts in at most *t* targets each, and
  ///   *a* apps.
  public static func apps(of definitions: [ShortcutDefinition]) -> (
    definitions: [ShortcutDefinition], apps: [(ShortcutScope.Target?, Range<Int>)]
  ) {
    var members: [ShortcutScope.Target?: [Int]] = [:]
    for (index, definition) in definitions.enumerated() {
      let targets = definition.scope?.targets ?? []
      let live = targets.filter { $0.kind != .framework }
      let apps: [ShortcutScope.Target?] = live.isEmpty ? (targets.isEmpty ? [nil] : targets) : live
      for app in apps { members[app, default: []].append(index) }
    }
    guard members.count > 1 || members.keys.first.flatMap({ $0 }) != nil else {
      return (definitions, [(nil, 0..<definitions.count)])
    }
    let order = members.keys.sorted { lhs, rhs in
      guard let lhs else { return rhs != nil }
      guard let rhs else { return false }
      return lhs < rhs
    }
    var expanded: [ShortcutDefinition] = []
    var apps: [(ShortcutScope.Target?, Range<Int>)] = []
    for app in order {
      let start = expanded.count
      expanded += (members[app] ?? []).map { definitions[$0] }
      apps.append((app, start..<expanded.count))
    }
    return (expanded, apps)
  }

  /// Whether the report has more than one app, so that reports show a section per app and the
  /// total.
  public var isPerApp: Bool { apps.count > 1 }

  /// Whether the shortcuts were read with apps or targets (a folder or an app's files), so that
  /// JSON names each shortcut's app.
  public var hasNamedApps: Bool { apps.contains { $0.target != nil } }

  /// The app holding the shortcut at `index` of ``definitions``.
  /// - Complexity: O(log *a*) for *a* apps.
  public func app(holding index: Int) -> App? {
    let found = apps.partitionPoint { $0.range.upperBound > index }
    return found < apps.count && apps[found].range.contains(index) ? apps[found] : nil
  }

  /// Makes each app's part of a report from its rows and shortcut summaries.
  static func apps(
    _ ranges: [(ShortcutScope.Target?, Range<Int>)], rows: [Row], summaries: [ShortcutSummary], loadedCount: Int
  ) -> [App] {
    var summariesOfApp = [[ShortcutSummary]](repeating: [], count: ranges.count)
    for summary in summaries {
      let app = ranges.partitionPoint { $0.1.upperBound > summary.index }
      if app < ranges.count { summariesOfApp[app].append(summary) }
    }
    return ranges.enumerated().map { position, app in
      var totals = Tally()
      let tallies: [Tally?] = rows.map { row in
        guard let layout = row.loaded else { return nil }
        let tally = Tally(layout.cells[app.1.clamped(to: layout.cells.indices)])
        totals.add(tally)
        return tally
      }
      let worstFirst = rows.indices.sorted { lhs, rhs in
        (tallies[lhs]?.percent ?? -1, lhs) < (tallies[rhs]?.percent ?? -1, rhs)
      }
      return App(
        target: app.0, range: app.1, totals: totals, layoutTallies: tallies,
        shortcutSummaries: summariesOfApp[position],
        percent: loadedCount == 0 ? nil : totals.percent, worstFirst: worstFirst)
    }
  }
}
