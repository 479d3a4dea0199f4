import Foundation
import KBLoc
import KBLocTestSupport
import KBLocXKB
import Testing

/// `CoverageRun` on real layouts (issue 4, `kbloc coverage` in docs/commands.md): the report agrees
/// with translating each layout on its own, rows come in the order asked whatever the parallelism,
/// specs naming one layout give one row, and a layout that fails to load is an error row while the
/// run goes on.
struct CoverageRunTests {
  /// The example shortcuts file every test runs.
  static func definitions() throws -> [ShortcutDefinition] {
    try ExampleFiles.shortcutFile("shortcuts.json").definitions
  }

  /// The spec a user's text resolves to on `platform`, as the system's registry says.
  static func resolvedName(_ text: String, platform: Platform) throws -> String {
    let registry = try LayoutRegistry.system()
    return try LayoutSpec(text).resolved(for: platform, listing: registry.listing(of:)).description
  }

  /// Whether a result is covered, written out from the definition rather than taken from
  /// `CoverageReport`: neither `unreachable` nor `needs-option`, and no `conflict`.
  static func isCovered(_ result: LocalizedShortcut) -> Bool {
    result.status != .unreachable && result.status != .needsOption && !result.flags.contains(.conflict)
  }

  /// A run over the system's layouts, as `kbloc coverage` makes it, keeping every result.
  static func run(
    _ definitions: [ShortcutDefinition], reference: Layout, platform: Platform = .mac, width: Int = 4,
    keepsEveryResult: Bool = true
  ) -> CoverageRun {
    CoverageRun(
      definitions: definitions, reference: reference, layouts: .xkb(platform: platform),
      options: .init(platform: platform, width: width, keepsEveryResult: keepsEveryResult))
  }

  /// The failure of a row that did not load, or `nil`.
  static func failure(_ row: CoverageReport.Row) -> CoverageReport.FailedLayout? {
    if case .failed(let failure) = row { return failure }
    return nil
  }

  /// `covered / total` as a percentage with one decimal, 100 when there is nothing.
  static func percent(_ covered: Int, of total: Int) -> Double {
    total == 0 ? 100 : (Double(covered) * 1000 / Double(total)).rounded() / 10
  }

  // MARK: - Written results

  /// With ``CoverageRun/Options/writeResults``, each loaded row keeps the text written from its
  /// results (what `kbloc coverage --format json` prints) rather than the results, and every
  /// figure is the same as a run keeping them.
  @Test func writtenResultsAreThoseOfTheResultsAndTheFiguresUnchanged() async throws {
    let definitions = try Self.definitions()
    let specs = ["fr", "de", "ru", "jp", "custom"]
    let reference = try Layout.xkb("us")
    let kept = await Self.run(definitions, reference: reference).run(specs: specs)
    var options = CoverageRun.Options(platform: .mac, width: 2)
    options.writeResults = { results in
      Array(results.map { "\($0.id)=\($0.status.rawValue)" }.joined(separator: ";").utf8)
    }
    let written = await CoverageRun(
      definitions: definitions, reference: reference, layouts: .xkb(platform: .mac), options: options
    ).run(specs: specs)
    #expect(written.rows.count == kept.rows.count)
    #expect(written.totals == kept.totals)
    for (row, keptRow) in zip(written.rows, kept.rows) {
      guard let layout = row.loaded, let keptLayout = keptRow.loaded else {
        #expect(row.loaded == nil && keptRow.loaded == nil, "\(row.name)")
        continue
      }
      let results = try #require(keptLayout.results)
      let expected = results.map { "\($0.id)=\($0.status.rawValue)" }.joined(separator: ";")
      #expect(layout.writtenResults.map { String(decoding: $0, as: UTF8.self) } == expected, "\(row.name)")
      #expect(layout.results == nil, "the results are let go once written")
      #expect(layout.problems.map(\.id) == keptLayout.problems.map(\.id), "\(row.name)")
      #expect(keptLayout.writtenResults == nil)
    }
  }

  // MARK: - Totals against translate

  /// `@apple` is the Apple input sources: one row each, named and described as macOS names them,
  /// each the input source's own table (recorded where kbloc has the recording).
  @Test func appleRowsAreTheInputSourcesTables() async throws {
    let definitions = try Self.definitions()
    let apple = try #require(LayoutSet.builtin["apple"])
    let report = await Self.run(definitions, reference: try Layout.xkb("us")).run(specs: apple.specs)
    try #require(report.rows.count == apple.specs.count, "one row per input source")
    #expect(report.failedCount == 0)
    for (identifier, entry) in zip(apple.specs, report.rows) {
      let source = try #require(AppleInputSource.named(identifier))
      let row = try #require(entry.loaded, "\(identifier)")
      #expect(row.name == (source.isRecorded ? identifier : source.layoutName), "\(identifier)")
      #expect(row.description == "\(source.name), as \(identifier)")
    }
  }

  @Test func macRunAgreesWithTranslatingEachLayoutOnItsOwn() async throws {
    let definitions = try Self.definitions()
    let reference = try Layout.xkb("us")
    let apple = try #require(LayoutSet.builtin["mac"])
    let report = await Self.run(definitions, reference: reference).run(specs: apple.specs)

    try #require(report.rows.count == apple.specs.count, "one row per @mac member: \(report.rows.map(\.name))")
    #expect(report.definitions == definitions)
    #expect(report.platform == .mac)
    var covered = 0
    var total = 0
    var statuses: [LocalizedShortcut.Status: Int] = [:]
    var coveredByShortcut = [Int](repeating: 0, count: definitions.count)
    for (spec, entry) in zip(apple.specs, report.rows) {
      #expect(entry.requested == spec)
      #expect(entry.name == spec, "@mac members are Macintosh variants already")
      let row = try #require(entry.loaded, "\(spec): \(entry)")
      let layout = try Layout.xkb(spec)
      let expected = ShortcutLocalizer(layout: layout, reference: reference).localize(definitions)
      #expect(row.description == layout.description)
      #expect(row.direction == layout.direction)
      let results = try #require(row.results, "\(spec): the run keeps every result")
      #expect(results.map(\.id) == definitions.map(\.id), "\(spec): results in file order")
      #expect(results.map(\.status) == expected.map(\.status), "\(spec)")
      #expect(results.map(\.flags) == expected.map(\.flags), "\(spec)")
      #expect(results == expected, "\(spec): the whole results, press and reason included")
      #expect(row.cells.map(\.status) == expected.map(\.status), "\(spec): one cell per result")
      #expect(row.cells.map(\.flags) == expected.map(\.flags), "\(spec)")
      #expect(row.problems == expected.filter { !Self.isCovered($0) }, "\(spec): the problems, in file order")

      let coveredHere = expected.filter(Self.isCovered).count
      #expect(row.tally.covered == coveredHere, "\(spec)")
      #expect(row.tally.results == expected.count, "\(spec)")
      #expect(row.percent == Self.percent(coveredHere, of: expected.count), "\(spec)")
      #expect(entry.percent == row.percent, "\(spec)")
      covered += coveredHere
      total += expected.count
      for (index, result) in expected.enumerated() {
        statuses[result.status, default: 0] += 1
        if Self.isCovered(result) { coveredByShortcut[index] += 1 }
      }
    }

    #expect(total == apple.specs.count * definitions.count)
    #expect(covered > 0 && covered < total, "the example exercises both covered and uncovered results on @mac")
    #expect(report.failedCount == 0)
    #expect(report.loadedLayouts.count == apple.specs.count)
    #expect(report.percent == Self.percent(covered, of: total))
    #expect(report.totals.results == total)
    #expect(report.totals.covered == covered)
    for status in LocalizedShortcut.Status.allCases {
      #expect(report.totals.count(of: status) == statuses[status, default: 0], "\(status)")
    }

    // Per shortcut: the same counts, worst first, ties in file order.
    let summaries = report.shortcutSummaries
    try #require(summaries.count == definitions.count)
    let expectedOrder = definitions.indices.sorted {
      (Self.percent(coveredByShortcut[$0], of: apple.specs.count), $0)
        < (Self.percent(coveredByShortcut[$1], of: apple.specs.count), $1)
    }
    #expect(summaries.map(\.definition.id) == expectedOrder.map { definitions[$0].id })
    for summary in summaries {
      let index = try #require(definitions.firstIndex(of: summary.definition))
      #expect(summary.covered == coveredByShortcut[index], "\(summary.definition.id)")
      #expect(summary.total == apple.specs.count, "\(summary.definition.id)")
    }
  }

  // MARK: - Memory

  @Test func aProblemLimitKeepsTheFirstProblemsAndCountsThemAll() async throws {
    // Four more shortcuts on characters no layout types (click letters): at least four problems on
    // every layout. (Shortcuts on one key are the app's own conflict, lint's, no miss.)
    let definitions =
      try Self.definitions()
      + ["ǀ", "ǁ", "ǂ", "ǃ"].enumerated().map {
        ShortcutDefinition(id: "click\($0.offset)", shortcut: try Shortcut(parsing: "Command-" + $0.element))
      }
    let reference = try Layout.xkb("us")
    let specs = ["fr", "de", "ru"]
    let full = await Self.run(definitions, reference: reference).run(specs: specs)
    let limited = await CoverageRun(
      definitions: definitions, reference: reference, layouts: .xkb(platform: .mac),
      options: .init(width: 2, problemLimit: 2)
    ).run(specs: specs)
    try #require(limited.loadedLayouts.count == specs.count)
    for (kept, small) in zip(full.loadedLayouts, limited.loadedLayouts) {
      let problems = try #require(kept.results).filter { !Self.isCovered($0) }
      #expect(problems.count > 2, "\(kept.name): the example has more problems than the limit")
      #expect(small.problems.map(\.id) == problems.prefix(2).map(\.id), "\(small.name)")
      #expect(small.tally.uncovered == problems.count, "\(small.name)")
      #expect(small.cells == kept.cells, "\(small.name)")
    }
  }

  @Test func aRunThatKeepsOnlyTheProblemsKeepsTheSameCellsAndCounts() async throws {
    let definitions = try Self.definitions()
    let reference = try Layout.xkb("us")
    let specs = ["fr", "de", "ru", "ara"]
    let full = await Self.run(definitions, reference: reference).run(specs: specs)
    let compact = await Self.run(definitions, reference: reference, keepsEveryResult: false).run(specs: specs)
    try #require(compact.loadedLayouts.count == specs.count)
    for (kept, small) in zip(full.loadedLayouts, compact.loadedLayouts) {
      let results = try #require(kept.results)
      #expect(small.results == nil, "\(small.name): only the problems are kept")
      #expect(small.cells == kept.cells, "\(small.name)")
      #expect(small.cells.map(\.isCovered) == results.map(Self.isCovered), "\(small.name)")
      let problems = results.filter { !Self.isCovered($0) }
      #expect(small.problems.map(\.id) == problems.map(\.id), "\(small.name)")
      #expect(small.problems.map(\.status) == problems.map(\.status), "\(small.name)")
      #expect(small.problems.map(\.flags) == problems.map(\.flags), "\(small.name)")
      #expect(small.problems.map(\.press) == problems.map(\.press), "\(small.name)")
      #expect(small.problems.map(\.reason) == problems.map(\.reason), "\(small.name)")
      #expect(small.problems.map(\.conflictsWith) == problems.map(\.conflictsWith), "\(small.name)")
      #expect(small.tally == kept.tally, "\(small.name)")
    }
    #expect(compact.totals == full.totals)
    #expect(compact.worstFirst == full.worstFirst)
    #expect(compact.shortcutSummaries.map(\.definition.id) == full.shortcutSummaries.map(\.definition.id))
    let uncovered = full.loadedLayouts.flatMap { $0.results ?? [] }.filter { !Self.isCovered($0) }.count
    #expect(uncovered > 0, "the example has problems on these layouts")
    #expect(compact.count(matching: [.status(.unreachable), .status(.needsOption), .flag(.conflict)]) == uncovered)
  }

  // MARK: - Order

  @Test func rowsComeInTheOrderAskedWhateverTheWidth() async throws {
    let definitions = try Self.definitions()
    let reference = try Layout.xkb("us")
    // Layouts of very different sizes (CJK, level 5, several groups), so that with four at once
    // they finish out of order.
    let specs = ["jp", "us", "de(neo)", "ru", "fr", "ara", "ch(de_mac)", "il", "us,ru", "cz", "gr", "in"]
    let expectedNames = try specs.map { try Self.resolvedName($0, platform: .mac) }

    let progress = ProgressLog()
    let serial = await Self.run(definitions, reference: reference, width: 1).run(specs: specs)
    let parallel = await Self.run(definitions, reference: reference, width: 4)
      .run(specs: specs) { done, total in progress.record(done, total) }

    #expect(serial.rows.map(\.requested) == specs)
    #expect(serial.rows.map(\.name) == expectedNames)
    #expect(parallel.rows.map(\.requested) == specs)
    #expect(parallel.rows.map(\.name) == expectedNames)
    #expect(serial.failedCount == 0, "\(serial.rows)")
    for (one, four) in zip(serial.loadedLayouts, parallel.loadedLayouts) {
      #expect(one.results != nil && one.results == four.results, "\(one.name)")
    }
    #expect(serial.totals.percent == parallel.totals.percent)
    #expect(progress.calls.map(\.done) == Array(1...specs.count), "progress counts every layout once, in order")
    #expect(progress.calls.allSatisfy { $0.total == specs.count })
  }

  // MARK: - Deduplication

  @Test func specsResolvingToOneLayoutGiveOneRowOnMac() async throws {
    let definitions = try Self.definitions()
    let report = await Self.run(definitions, reference: try Layout.xkb("us"))
      .run(specs: ["fr", "fr(mac)", "de", "fr"])
    let expectedNames = try ["fr", "de"].map { try Self.resolvedName($0, platform: .mac) }
    #expect(report.rows.map(\.requested) == ["fr", "de"])
    #expect(report.rows.map(\.name) == expectedNames)
    #expect(report.rows.allSatisfy { $0.loaded?.results?.count == definitions.count })
  }

  @Test func specsNamingDifferentLayoutsOnPCGiveOneRowEach() async throws {
    let definitions = try Self.definitions()
    let report = await Self.run(definitions, reference: try Layout.xkb("us", platform: .pc), platform: .pc)
      .run(specs: ["fr", "fr(mac)"])
    #expect(report.rows.map(\.name) == ["fr", "fr(mac)"], "on pc a spec is taken as written")
    #expect(report.platform == .pc)
  }

  // MARK: - Error rows

  @Test func aLayoutThatFailsToLoadIsAnErrorRowAndTheRunGoesOn() async throws {
    let definitions = try Self.definitions()
    let reference = try Layout.xkb("us")
    let report = await Self.run(definitions, reference: reference)
      .run(specs: ["fr", "custom", "fx", "de"])
    try #require(report.rows.count == 4, "\(report.rows.map(\.requested))")
    #expect(report.rows.map(\.requested) == ["fr", "custom", "fx", "de"])
    #expect(report.failedCount == 2)
    #expect(report.loadedLayouts.map(\.requested) == ["fr", "de"])

    // `custom` is listed by xkeyboard-config but its symbols file is not installed: the row carries
    // libxkbcommon's own messages, the ones `xkbcli compile-keymap` prints for it.
    let custom = report.rows[1]
    let failure = try #require(Self.failure(custom), "'custom' loaded: \(custom)")
    let error = failure.message
    #expect(custom.loaded == nil)
    #expect(custom.percent == nil)
    #expect(custom.name == "custom")
    let xkbcli = try XKBCLI.run(["compile-keymap", "--layout", "custom"])
    try #require(xkbcli.exitCode != 0, "xkbcli compiles 'custom' on this system: \(xkbcli)")
    let messages = xkbcli.stderr.split(separator: "\n").map { line in
      line.replacingOccurrences(of: "xkbcommon: ERROR: ", with: "").trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
    let first = try #require(messages.first, "xkbcli printed no message")
    let last = try #require(messages.last)
    #expect(error.contains(first), "\(error)")
    #expect(error.contains(last), "\(error)")

    // `fx` is not a layout: the registry's close names are suggested.
    let unknown = report.rows[2]
    #expect(unknown.loaded == nil)
    let unknownFailure = try #require(Self.failure(unknown), "'fx' loaded: \(unknown)")
    let message = unknownFailure.message
    #expect(message.hasPrefix("Unknown layout 'fx'; did you mean "), "\(message)")
    #expect(message.contains("'fr'"), "\(message)")

    // The layouts around them were translated as if alone.
    for row in report.loadedLayouts {
      let expected = ShortcutLocalizer(layout: try Layout.xkb(row.requested), reference: reference).localize(
        definitions)
      #expect(row.results == expected, "\(row.name)")
    }
    let loaded = report.loadedLayouts.flatMap { $0.results ?? [] }
    #expect(loaded.count == 2 * definitions.count)
    #expect(report.percent == Self.percent(loaded.filter(Self.isCovered).count, of: loaded.count))
    #expect(report.rowsWorstFirst.prefix(2).map(\.requested) == ["custom", "fx"], "error rows come first")
  }

  @Test func aMalformedSpecIsAnErrorRow() async throws {
    let report = await Self.run(try Self.definitions(), reference: try Layout.xkb("us"))
      .run(specs: ["fr(", "it"])
    try #require(report.rows.count == 2)
    let failure = try #require(Self.failure(report.rows[0]), "'fr(' loaded: \(report.rows[0])")
    #expect(failure.message == LayoutSpecError.malformedGroup("fr(", spec: "fr(").description)
    #expect(report.rows[1].loaded != nil)
  }

  @Test func noLayoutsGiveAnEmptyReportWithNoPercentage() async throws {
    let report = await Self.run(try Self.definitions(), reference: try Layout.xkb("us")).run(specs: [])
    #expect(report.rows.isEmpty)
    #expect(report.percent == nil)
    #expect(report.failedCount == 0)
  }
}

/// The progress calls of a run, recorded from whatever thread makes them.
private final class ProgressLog: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [(done: Int, total: Int)] = []

  /// Records one call.
  func record(_ done: Int, _ total: Int) {
    lock.withLock { recorded.append((done, total)) }
  }

  /// Every call so far, in the order made.
  var calls: [(done: Int, total: Int)] { lock.withLock { recorded } }
}
