extension Baseline {
  /// The kind of miss a coverage result is, as a coverage baseline's `rule` names it:
  /// `unreachable`, `needs-option` or `conflict`; `nil` for a covered result.
  static func missRule(of cell: CoverageReport.Cell) -> String? {
    switch cell.status {
    case .unreachable, .needsOption: return cell.status.rawValue
    default: return cell.has(.conflict) ? LocalizedShortcut.Flag.conflict.rawValue : nil
    }
  }

  /// The misses of one layout's cells as entries, with each one's index in `cells`.
  ///
  /// A baselined cell is a miss too: it is what the baseline accepted.
  static func misses(
    _ cells: [CoverageReport.Cell], of definitions: [ShortcutDefinition], on layout: String
  ) -> [(index: Int, entry: Entry)] {
    zip(cells, definitions).enumerated().compactMap { index, pair in
      missRule(of: pair.0).map { (index, Entry(definition: pair.1, rule: $0, layout: layout)) }
    }
  }

  /// The indices of the results on `layout` that are misses the baseline accepts.
  ///
  /// A key with more misses than the baseline has entries of it is not accepted at all, as
  /// ``compare(with:layouts:)`` reports all its findings.
  /// - Complexity: O(*s*) for *s* results.
  public func acceptedMisses(
    among results: [LocalizedShortcut], of definitions: [ShortcutDefinition], on layout: String
  ) -> Set<Int> {
    guard command == .coverage, !entries.isEmpty else { return [] }
    let misses = Self.misses(results.map { CoverageReport.Cell($0) }, of: definitions, on: layout)
    var found: [Entry: Int] = [:]
    for miss in misses { found[miss.entry, default: 0] += 1 }
    return Set(misses.filter { accepts($0.entry, count: found[$0.entry] ?? 0) }.map(\.index))
  }

  /// How a coverage report's misses compare with the baseline: the ones it accepted and the
  /// entries no longer found on the layouts that loaded.
  /// - Complexity: O(*s* × *l*) for *s* shortcuts and *l* layouts.
  public func compare(with report: CoverageReport) -> Comparison {
    var current: [Entry] = []
    for layout in report.loadedLayouts {
      current += Self.misses(layout.cells, of: report.definitions, on: layout.name).map(\.entry)
    }
    return compare(with: current, layouts: Set(report.loadedLayouts.map(\.name)))
  }

  /// The baseline of a coverage report: one entry per miss, shortcut × layout, on the layouts
  /// that loaded, those the run's baseline accepted included.
  public init(recording report: CoverageReport) {
    var entries: [Entry] = []
    for layout in report.loadedLayouts {
      entries += Self.misses(layout.cells, of: report.definitions, on: layout.name).map(\.entry)
    }
    self.init(command: .coverage, entries: entries)
  }
}
