/// Runs a shortcut file over many layouts: each layout loaded at most once, layouts processed in
/// parallel, rows in the order the layouts were asked for.
///
/// The run knows no layout source: a ``LayoutLoader`` resolves and loads the layouts (KBLocXKB's
/// `LayoutLoader.xkb(platform:)` compiles them with libxkbcommon).
///
/// ```swift
/// let run = CoverageRun(
///   definitions: file.definitions, reference: us, layouts: .xkb(platform: .mac), options: .init(width: 4))
/// let report = await run.run(specs: LayoutSet.builtin["apple"]?.specs ?? [])
/// report.totals.percent   // 87.5
/// ```
public struct CoverageRun: Sendable {
  /// The shortcuts to translate, as given.
  public let definitions: [ShortcutDefinition]
  /// The shortcuts each app's together (``CoverageReport/apps(of:)``): a shortcut that ships in
  /// several apps is there once for each; what the report's rows hold.
  let entries: [ShortcutDefinition]
  /// Each app and its range of ``entries``; each app's shortcuts are translated on their own.
  let apps: [(ShortcutScope.Target?, Range<Int>)]
  /// The layout the shortcuts were written on.
  public let reference: Layout
  /// Where the layouts come from.
  public let layouts: LayoutLoader
  /// How to translate, and what to keep of each layout's results.
  public let options: Options

  /// Creates a run over `definitions`, split into the apps they ship in.
  public init(definitions: [ShortcutDefinition], reference: Layout, layouts: LayoutLoader, options: Options = .init()) {
    self.definitions = definitions
    (self.entries, self.apps) = CoverageReport.apps(of: definitions)
    self.reference = reference
    self.layouts = layouts
    self.options = options
  }

  /// Translates the shortcuts on every layout of `specs`.
  ///
  /// Specs that resolve to the same layout (`fr` and `fr(mac)` on `mac`) are loaded once and
  /// reported once. A `file:PATH` spec is loaded by the loader's ``LayoutLoader/loadFile``. A
  /// layout that fails to load becomes a failed row with the loader's message; the run goes on.
  ///
  /// Memory: each loaded row keeps one byte per shortcut and the results that are not covered,
  /// (at most ``Options/problemLimit`` of them), plus every result when ``Options/keepsEveryResult`` is on.
  /// - Parameters:
  ///   - specs: The layout specs, in report order.
  ///   - progress: Called after each layout with (done, total), from any thread.
  /// - Returns: The report: one row per distinct layout, a failed row for each layout that did not
  ///   load, in the order of `specs`.
  public func run(specs: [String], progress: (@Sendable (Int, Int) -> Void)? = nil) async -> CoverageReport {
    // What makes two declarations one command, and the standard shortcuts normalized, made once
    // rather than on every layout.
    let commandKeys = entries.map(\.commandKeys)
    let standards = normalizedStandards
    let jobs = resolve(specs)
    prepareLoading(jobs)
    let inherited = ReferenceConflicts(
      translate(on: localizer(on: reference, standards: standards), commandKeys: commandKeys))
    let rows = await inParallel(jobs, progress: progress) { job in
      self.row(for: job, commandKeys: commandKeys, standards: standards, inherited: inherited)
    }
    return CoverageReport(
      definitions: entries, rows: rows, platform: options.platform, apps: apps,
      referenceConflicts: inherited.conflicts)
  }

  /// The run's entries translated by `localizer`, each app on its own: another app's shortcuts
  /// never change an app's results.
  func translate(on localizer: ShortcutLocalizer, commandKeys: [[String]]) -> [LocalizedShortcut] {
    apps.count == 1
      ? localizer.localize(entries, commandKeys: commandKeys)
      : apps.flatMap { localizer.localize(Array(entries[$0.1]), commandKeys: Array(commandKeys[$0.1])) }
  }

  /// A layout of a run's specs, loaded, or why it could not be.
  public struct LoadedSpec: Sendable {
    /// The spec as the set or the user wrote it.
    public let requested: String
    /// The layout, or the loader's message.
    public let layout: Result<Layout, LayoutLoader.Failure>
  }

  /// Loads the layouts of `specs` as ``run(specs:progress:)`` does, without translating anything:
  /// for tools that translate many shortcuts on each layout themselves (`kbloc suggest`).
  ///
  /// Specs that resolve to one layout are loaded once, in the order of `specs`, ``Options/width``
  /// at a time.
  /// - Parameters:
  ///   - specs: The layout specs, in order.
  ///   - progress: Called after each layout with (done, total), from any thread.
  /// - Returns: One entry per distinct layout, in the order of `specs`.
  public func loadLayouts(specs: [String], progress: (@Sendable (Int, Int) -> Void)? = nil) async -> [LoadedSpec] {
    let jobs = resolve(specs)
    prepareLoading(jobs)
    return await inParallel(jobs, progress: progress) { job in
      LoadedSpec(requested: job.requested, layout: Result { () throws(LayoutLoader.Failure) in try self.load(job) })
    }
  }

  /// `transform` applied to every job, ``Options/width`` at a time, in the order of `jobs`.
  func inParallel<Value: Sendable>(
    _ jobs: [Job], progress: (@Sendable (Int, Int) -> Void)?, _ transform: @escaping @Sendable (Job) -> Value
  ) async -> [Value] {
    var values = [Value?](repeating: nil, count: jobs.count)
    await withTaskGroup(of: (Int, Value).self) { tasks in
      var next = 0
      func startNext() {
        guard next < jobs.count else { return }
        let index = next
        next += 1
        let job = jobs[index]
        tasks.addTask { (index, transform(job)) }
      }
      for _ in 0..<max(1, options.width) { startNext() }
      var done = 0
      for await (index, value) in tasks {
        values[index] = value
        done += 1
        progress?(done, jobs.count)
        startNext()
      }
    }
    return values.compactMap { $0 }
  }

  /// A layout to load: the entry as asked, and what loads it.
  struct Job: Sendable {
    /// What loads a job's layout.
    enum Target: Sendable {
      /// A spec, resolved (or why it cannot be).
      case spec(Result<LayoutSpec, LayoutLoader.Failure>)
      /// A macOS input source (a `com.apple.…` entry or a macOS name): its recorded table, or
      /// else its XKB layout's spec, resolved; the loaded layout remembers the input source, so
      /// that the apple policy answers with that input source's observations.
      case inputSource(AppleInputSource, Result<LayoutSpec, LayoutLoader.Failure>)
      /// The path of a `file:PATH` entry, which the loader's `loadFile` reads.
      case file(String)
    }

    let requested: String
    let target: Target
  }

  /// Parses and resolves every spec once, dropping specs that resolve to a layout already listed.
  func resolve(_ specs: [String]) -> [Job] {
    var seen = Set<String>()
    var jobs: [Job] = []
    for requested in specs {
      if requested.hasPrefix(LayoutFileFormat.entryPrefix) {
        guard seen.insert(requested).inserted else { continue }
        let path = String(requested.dropFirst(LayoutFileFormat.entryPrefix.count))
        jobs.append(Job(requested: requested, target: .file(path)))
        continue
      }
      let inputSource = AppleInputSource.named(requested)
      if inputSource == nil, requested.hasPrefix(AppleInputSource.identifierPrefix) {
        guard seen.insert("error:" + requested).inserted else { continue }
        jobs.append(Job(requested: requested, target: .spec(.failure(Self.unknownInputSource(requested)))))
        continue
      }
      let resolved = Result { () throws(LayoutLoader.Failure) in
        let spec: LayoutSpec
        do throws(LayoutSpecError) {
          spec = try LayoutSpec(inputSource?.layoutName ?? requested)
        } catch {
          throw LayoutLoader.Failure(message: error.description)
        }
        return try layouts.resolve(spec)
      }
      // A layout is one row per input source macOS treats it as (Swedish and Swedish – Pro share
      // se(mac) but not their remaps); a layout by name stands for its primary input source.
      let name = (try? resolved.get().description) ?? "error:\(requested)"
      let key =
        name + " "
        + (inputSource?.identifier ?? AppleInputSource.primaryInputSource(forLayoutNamed: name) ?? "")
        + (inputSource == nil ? "" : " input source")
      guard seen.insert(key).inserted else { continue }
      if let inputSource {
        jobs.append(Job(requested: requested, target: .inputSource(inputSource, resolved)))
      } else {
        jobs.append(Job(requested: requested, target: .spec(resolved)))
      }
    }
    return jobs
  }

  /// The failure of an input-source entry kbloc does not know, with close identifiers.
  static func unknownInputSource(_ identifier: String) -> LayoutLoader.Failure {
    let close = Array(AppleInputSource.suggestions(for: identifier).prefix(3))
    return LayoutLoader.Failure(
      message: "Unknown input source \(identifier.quoted)" + (Suggestions.didYouMean(close).map { "; " + $0 } ?? ""))
  }

  /// Tells the loader (``LayoutLoader/prepare``) the specs `jobs` will load through it, in order:
  /// neither files nor input sources with a recorded table.
  func prepareLoading(_ jobs: [Job]) {
    guard let prepare = layouts.prepare else { return }
    prepare(
      jobs.compactMap { job in
        switch job.target {
        case .spec(let resolved): return try? resolved.get()
        case .inputSource(let entry, let resolved): return entry.isRecorded ? nil : try? resolved.get()
        case .file: return nil
        }
      })
  }

  /// Loads one job's layout.
  func load(_ job: Job) throws(LayoutLoader.Failure) -> Layout {
    switch job.target {
    case .file(let path):
      guard let loadFile = layouts.loadFile else {
        throw LayoutLoader.Failure(message: "This run reads no layout files, so not \(path.quotedPath)")
      }
      return try loadFile(path, options.keyboard)
    case .spec(let resolved):
      return try layouts.load(resolved.get())
    case .inputSource(let entry, let resolved):
      let recorded: Layout?
      do throws(SnapshotError) {
        recorded = try entry.recordedLayout(on: options.keyboard)
      } catch {
        throw LayoutLoader.Failure(message: error.description)
      }
      if let recorded { return recorded }
      return entry.layout(standingIn: try layouts.load(resolved.get()), on: options.keyboard)
    }
  }

  /// Apple's standard shortcuts normalized on ``reference``, once for the localizers of every
  /// layout (``localizer(on:standards:)``).
  var normalizedStandards: ShortcutLocalizer.NormalizedStandards {
    ShortcutLocalizer.NormalizedStandards(StandardShortcut.apple, reference: reference)
  }

  /// The localizer a run translates with on `layout`, with the standard shortcuts normalized on
  /// ``reference`` (``normalizedStandards``: Apple's, as every localizer's by default).
  func localizer(on layout: Layout, standards: ShortcutLocalizer.NormalizedStandards) -> ShortcutLocalizer {
    ShortcutLocalizer(
      layout: layout, reference: reference, direction: options.direction, preference: options.preference,
      policy: options.policy, standards: standards)
  }

  /// Loads one layout and translates the shortcuts on it; `commandKeys` holds each of ``entries``'
  /// ``ShortcutDefinition/commandKeys``, `standards` the standard shortcuts normalized on
  /// ``reference``, `inherited` the conflicts the reference layout has, which are no misses.
  func row(
    for job: Job, commandKeys: [[String]], standards: ShortcutLocalizer.NormalizedStandards,
    inherited: ReferenceConflicts
  ) -> CoverageReport.Row {
    do throws(LayoutLoader.Failure) {
      let layout = try load(job)
      let localizer = localizer(on: layout, standards: standards)
      let results = inherited.forgettingInherited(
        translate(on: localizer, commandKeys: commandKeys), ids: entries.map(\.id))
      let baselined = options.baseline?.acceptedMisses(among: results, of: entries, on: layout.name) ?? []
      return .loaded(
        CoverageReport.LoadedLayout(
          requested: job.requested, layout: layout, direction: localizer.direction,
          results: results, keepsEveryResult: options.keepsEveryResult,
          problemLimit: options.problemLimit, baselined: baselined, writtenResults: options.writeResults?(results)))
    } catch {
      return .failed(CoverageReport.FailedLayout(requested: job.requested, message: error.message))
    }
  }
}
