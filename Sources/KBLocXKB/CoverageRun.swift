internal import Foundation
public import KBLoc

/// Runs a shortcut file over many layouts: each layout compiled at most once, layouts processed
/// in parallel across the cores, results in the order the layouts were asked for.
///
/// ```swift
/// let report = await CoverageRun(definitions: file.definitions, reference: us)
///   .run(specs: LayoutSet.builtin["apple"]?.specs ?? [])
/// report.percent   // 87.5
/// ```
public struct CoverageRun: Sendable {
  /// The shortcuts to translate.
  public let definitions: [ShortcutDefinition]
  /// The layout the shortcuts were written on.
  public let reference: Layout
  /// Whose conventions to follow.
  public let platform: Platform
  /// The interface direction, or `nil` to use each layout's own.
  public let direction: WritingDirection?
  /// A strategy forced on every shortcut, or `nil`.
  public let preference: ShortcutLocalizer.Preference?
  /// How many layouts to compile at once; the number of active cores by default.
  public let width: Int
  /// Whether each row keeps its layout table, for reports that draw the keyboard.
  ///
  /// Off, a row holds its results only (``KBLoc/CoverageReport/Row/layout`` is `nil`), which keeps
  /// the memory of a run over hundreds of layouts small.
  public let keepsLayouts: Bool
  /// How each resolved layout is compiled, or `nil` to compile it in this process.
  ///
  /// A program that must survive a crash inside libxkbcommon (while the user's own include
  /// folders are read, see ``Keymap/userIncludePaths()``) compiles in a child process
  /// here; a crash is then ``KeymapError/crashed(_:signal:)`` in an error row.
  public let compile: (@Sendable (LayoutSpec, Platform) throws(KeymapError) -> Layout)?

  /// Creates a run.
  public init(
    definitions: [ShortcutDefinition], reference: Layout, platform: Platform = .mac, direction: WritingDirection? = nil,
    preference: ShortcutLocalizer.Preference? = nil, width: Int? = nil, keepsLayouts: Bool = true,
    compile: (@Sendable (LayoutSpec, Platform) throws(KeymapError) -> Layout)? = nil
  ) {
    self.compile = compile
    self.definitions = definitions
    self.reference = reference
    self.platform = platform
    self.direction = direction
    self.preference = preference
    self.width = max(1, width ?? CoverageRun.activeProcessorCount)
    self.keepsLayouts = keepsLayouts
  }

  /// Translates the shortcuts on every layout of `specs`.
  ///
  /// Specs that resolve to the same layout (`fr` and `fr(mac)` on `mac`) are compiled once and
  /// reported once. A layout that fails to load becomes an error row with libxkbcommon's message;
  /// the run goes on.
  /// - Parameters:
  ///   - specs: The layout specs, in report order.
  ///   - progress: Called after each layout with (done, total), from any thread.
  /// - Returns: The report: one row per distinct layout, an error row for each layout that failed to
  ///   load, in the order of `specs`.
  public func run(specs: [String], progress: (@Sendable (Int, Int) -> Void)? = nil) async -> CoverageReport {
    await run(specs: specs, progress: progress) { _ in () }.report
  }

  /// Translates the shortcuts on every layout of `specs`, and does more work on each row in the
  /// same parallel task, such as rendering it, so that work is spread across the cores too.
  ///
  /// ```swift
  /// let (report, lengths) = await run.run(specs: specs) { row in row.results.count }
  /// ```
  /// - Parameters:
  ///   - specs: The layout specs, in report order.
  ///   - progress: Called after each layout with (done, total), from any thread.
  ///   - alongside: Called once on each row, from the task that made it.
  /// - Returns: The report, as ``run(specs:progress:)`` makes it, and what `alongside` returned for
  ///   each of its rows, in the same order.
  public func run<Extra: Sendable>(
    specs: [String], progress: (@Sendable (Int, Int) -> Void)? = nil,
    alongside: @escaping @Sendable (CoverageReport.Row) -> Extra
  ) async -> (report: CoverageReport, extras: [Extra]) {
    let jobs = resolve(specs)
    var rows = [(CoverageReport.Row, Extra)?](repeating: nil, count: jobs.count)
    await withTaskGroup(of: (Int, CoverageReport.Row, Extra).self) { tasks in
      var next = 0
      func startNext() {
        guard next < jobs.count else { return }
        let index = next
        next += 1
        let job = jobs[index]
        tasks.addTask {
          let row = self.row(for: job)
          return (index, row, alongside(row))
        }
      }
      for _ in 0..<width { startNext() }
      var done = 0
      for await (index, row, extra) in tasks {
        rows[index] = (row, extra)
        done += 1
        progress?(done, jobs.count)
        startNext()
      }
    }
    let finished = rows.compactMap { $0 }
    return (
      CoverageReport(definitions: definitions, rows: finished.map(\.0), platform: platform), finished.map(\.1)
    )
  }

  /// A layout to load: the spec as asked and its resolution, or why it cannot be loaded.
  struct Job: Sendable {
    let requested: String
    let resolved: Result<LayoutSpec, KeymapError>
  }

  /// Parses and resolves every spec once, dropping specs that resolve to a layout already listed.
  func resolve(_ specs: [String]) -> [Job] {
    var seen = Set<String>()
    var jobs: [Job] = []
    for requested in specs {
      let resolved: Result<LayoutSpec, KeymapError> = Result { () throws(KeymapError) in
        let spec: LayoutSpec
        do throws(LayoutSpecError) { spec = try LayoutSpec(requested) } catch { throw .invalidSpec(error) }
        return try Keymap.resolve(spec, for: platform)
      }
      let key = (try? resolved.get().description) ?? "error:\(requested)"
      guard seen.insert(key).inserted else { continue }
      jobs.append(Job(requested: requested, resolved: resolved))
    }
    return jobs
  }

  /// Compiles one layout and translates the shortcuts on it.
  func row(for job: Job) -> CoverageReport.Row {
    do throws(KeymapError) {
      let spec = try job.resolved.get()
      let layout: Layout
      if let compile {
        layout = try compile(spec, platform)
      } else {
        layout = try Keymap(resolved: spec, platform: platform).layout()
      }
      let localizer = ShortcutLocalizer(
        layout: layout, reference: reference, direction: direction, preference: preference)
      return CoverageReport.Row(
        requested: job.requested, name: layout.name, description: layout.description, direction: localizer.direction,
        results: localizer.localize(definitions), layout: keepsLayouts ? layout : nil)
    } catch {
      return CoverageReport.Row(requested: job.requested, error: error.description)
    }
  }

  static var activeProcessorCount: Int { ProcessInfo.processInfo.activeProcessorCount }
}
