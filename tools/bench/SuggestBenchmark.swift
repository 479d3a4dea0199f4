internal import Foundation
internal import KBLoc
internal import KBLocXKB

extension Benchmarks {
  /// docs/performance.md and issue 18: `kbloc suggest` for 50 shortcuts over `@all` with the layout cache
  /// filled (``SuggestMeasurement/allTarget``), and over `@apple` (``SuggestMeasurement/appleTarget``).
  ///
  /// The release `kbloc` runs as a child process, on a file of 50 shortcuts (the example file's
  /// 35 and 15 with known problems), with a cache folder of the figure's own that the warm-up
  /// fills; process start, the registry, loading the cached tables, the search and the JSON report
  /// are all counted.
  static func suggest(_ options: Options) async -> [Figure] {
    let title = "Suggest — kbloc suggest for 50 shortcuts, layout cache filled"
    var measurement: SuggestMeasurement
    do {
      measurement = try SuggestMeasurement(platform: options.platform)
      try measurement.warmUp()
    } catch {
      return [
        Figure(
          id: "suggest", title: title, note: "Could not set the figure up.",
          rows: [Row("kbloc suggest @all", failure: String(describing: error), target: SuggestMeasurement.allTarget)])
      ]
    }
    defer { measurement.remove() }
    let load = MachineLoad()
    for _ in 0..<options.coverageIterations {
      do {
        try measurement.measure()
      } catch {
        measurement.failure = String(describing: error)
        break
      }
    }
    let note = measurement.note + (load.summary().map { " " + $0 } ?? "")
    return [Figure(id: "suggest", title: title, note: note, rows: measurement.rows)]
  }
}

/// The suggest figure's setup and samples.
struct SuggestMeasurement {
  /// Issue 18, docs/performance.md: 50 shortcuts over `@all`, the layout cache filled, under 2 s.
  static let allTarget = Target.timeBelow(.seconds(2))
  /// Issue 18: 50 shortcuts over `@apple` under 1 s.
  static let appleTarget = Target.timeBelow(.seconds(1))

  /// The 15 shortcuts added to the example file's, each with a problem on some layouts: shadowed
  /// characters, characters some layouts lack, a conflict, standard shortcuts redefined.
  static let problems: [(keys: String, title: String)] = [
    ("Option-1", "Insert Note"), ("Option-2", "Insert Quote"), ("Command-ß", "Sharp"), ("Command-é", "Accent"),
    ("Command-K", "Clear"), ("Option-Command-[", "Previous Tab"), ("Command-@", "Mention"),
    ("Shift-Command-/", "Help Search"), ("Control-Tab", "Next Panel"), ("Command-Q", "Run Query"),
    ("Option-E", "Emphasis"), ("Command-ü", "Umlaut"), ("Command-`", "Cycle"), ("Shift-Command-2", "Heading"),
    ("Command-;", "Comment"),
  ]

  /// Whose conventions the runs follow.
  let platform: Platform
  /// The release `kbloc` binary.
  let kbloc: URL
  /// A folder of the figure's own: the 50-shortcut file and the layout cache.
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbloc-bench-suggest-\(UUID().uuidString)")
  /// `@all` with the cache filled.
  private(set) var all = Samples()
  /// `@apple` with the cache filled.
  private(set) var apple = Samples()
  /// Why measuring stopped, if it did.
  var failure: String?

  /// Writes the file of 50 shortcuts.
  /// - Throws: ``BenchFailure`` when the binary or the example file is missing or cannot be written.
  init(platform: Platform) throws {
    self.platform = platform
    kbloc = try KblocBinary.url()
    guard let example = ExampleFile.url else {
      throw BenchFailure("Examples/shortcuts.json not found; run kbloc-bench from the repository")
    }
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: example)) as? [String: Any]
    var shortcuts = object?["shortcuts"] as? [[String: Any]] ?? []
    for (number, problem) in Self.problems.enumerated() {
      shortcuts.append(["id": "problem\(number)", "title": problem.title, "keys": problem.keys])
    }
    guard shortcuts.count == 50 else { throw BenchFailure("the suggest file has \(shortcuts.count) shortcuts, not 50") }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try JSONSerialization.data(withJSONObject: ["shortcuts": shortcuts]).write(to: file)
  }

  /// The file of 50 shortcuts.
  var file: URL { folder.appendingPathComponent("shortcuts.json") }

  /// Runs each set once, filling the cache.
  func warmUp() throws {
    for set in ["@all", "@apple"] { try run(set) }
  }

  /// Takes one sample of each row.
  mutating func measure() throws {
    all.append(try Samples.duration { () throws(BenchFailure) in try run("@all") })
    apple.append(try Samples.duration { () throws(BenchFailure) in try run("@apple") })
  }

  /// Runs `kbloc suggest FILE --layouts SET --format json` on the figure's cache, output discarded.
  func run(_ set: String) throws(BenchFailure) {
    let child = ChildProcess(
      kbloc.path,
      arguments: [
        "suggest", file.path, "--layouts", set, "--format", "json", "--platform", platform.rawValue, "--cache-dir",
        folder.appendingPathComponent("cache").path,
      ],
      environment: ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("XKB_DEFAULT_") },
      output: .discarded)
    _ = try child.run(expecting: [0])
  }

  /// The figure's rows.
  var rows: [Row] {
    if let failure { return [Row("kbloc suggest @all", failure: failure, target: Self.allTarget)] }
    return [
      Row("kbloc suggest @all --format json, cache filled (process)", kbloc: all, target: Self.allTarget),
      Row("kbloc suggest @apple --format json, cache filled (process)", kbloc: apple, target: Self.appleTarget),
    ]
  }

  /// What the rows run.
  var note: String {
    "kbloc: the release binary \(kbloc.path) as a child process on 50 shortcuts (Examples/shortcuts.json "
      + "and 15 with known problems), --platform \(platform.rawValue), stdout to /dev/null, a layout cache of its "
      + "own filled by the warm-up. Medians of the timed runs."
  }

  /// Removes the figure's folder.
  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}
