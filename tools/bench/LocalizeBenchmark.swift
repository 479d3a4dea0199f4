internal import Foundation
internal import KBLoc
internal import KBLocXKB

extension Benchmarks {
  /// DESIGN.md §8: localizing one shortcut once the layout is loaded (``LocalizeMix/target``).
  ///
  /// German (Macintosh) with US (Macintosh) as the reference, both loaded before timing. The main
  /// row localizes a mix of ``LocalizeMix/texts`` as `Shortcut` values in a tight loop, what an app
  /// does at startup after parsing its shortcuts once; the string row parses each text too
  /// (`localize("Command-[")`). A breakdown times each shortcut of the mix on its own, and the
  /// example file's whole `localize(_:)` (with the conflict checks), per shortcut.
  static func localizeShortcut(_ options: Options) -> [Figure] {
    let title = "Localize one shortcut — ShortcutLocalizer on a loaded layout"
    let note =
      "Each sample runs the mix \(LocalizeMix.rounds) times in a tight loop and divides by the calls; every "
      + "result's status, flags, shortcut and press are folded into a checksum so the work cannot be optimized "
      + "away (the reason sentence is not read). Parsing is outside the Shortcut-value row and inside the string "
      + "row. No baseline: the target is absolute."
    let setup: LocalizeMix
    do {
      setup = try LocalizeMix(platform: options.platform)
    } catch {
      let row = Row("localize", failure: String(describing: error), target: LocalizeMix.target)
      return [Figure(id: "localize", title: title, note: note, rows: [row])]
    }
    var mix = setup
    for round in 0..<options.warmup { mix.measureMix(round: round) }
    mix.resetMix()
    for round in 0..<options.iterations { mix.measureMix(round: round) }
    let breakdown = mix.measureBreakdown(iterations: options.iterations, warmup: options.warmup)
    guard mix.checksum != 0 else {
      let row = Row("localize", failure: "every result folded to 0: the loop did no work", target: LocalizeMix.target)
      return [Figure(id: "localize", title: title, note: note, rows: [row])]
    }
    blackHole(mix.checksum)
    let pair = "\(mix.layout.name) ← \(mix.reference.name)"
    return [
      Figure(
        id: "localize", title: title, note: note,
        rows: [
          Row("\(pair), \(mix.shortcuts.count) Shortcut values", kbloc: mix.values, target: LocalizeMix.target),
          Row("\(pair), the same as strings (parse + localize)", kbloc: mix.strings),
        ]),
      Figure(
        id: "localize-breakdown", title: "Localize breakdown — each shortcut of the mix, and a whole file",
        note: "Per call, \(pair). The file row is localize(_:) over Examples/shortcuts.json (fallback yielding "
          + "and conflict checks among the shortcuts included), divided by its number of shortcuts.",
        rows: breakdown),
    ]
  }
}

/// The shortcuts, layouts and samples of the localize figure.
struct LocalizeMix {
  /// A time per shortcut.
  ///
  /// DESIGN.md §8 now counts it in dictionary lookups timed beside it, a yardstick this figure
  /// does not measure yet (issue 19).
  static let target = Target.timeBelow(.microseconds(1))

  /// The mix: letters that stay or move, brackets that need Option on German, a slash that needs
  /// Shift, a digit, named keys and extra modifiers.
  static let texts = [
    "Command-Z", "Command-[", "Command-/", "Command-1", "Option-Left Arrow", "Shift-Command-Z",
    "Command-]", "Command-,", "Command-?", "Shift-Command-[", "Command-+", "Control-Command-F",
  ]

  /// How many times each sample runs the whole mix.
  static let rounds = 2_000

  /// The target layout, such as `de(mac)`.
  let layout: Layout
  /// The reference layout, such as `us(mac)`.
  let reference: Layout
  /// The localizer under test.
  let localizer: ShortcutLocalizer
  /// ``texts`` parsed once.
  let shortcuts: [Shortcut]
  /// The example file's shortcuts, or `nil` when the file cannot be read.
  let file: [ShortcutDefinition]?

  /// Per-call times of the mix as `Shortcut` values.
  private(set) var values = Samples()
  /// Per-call times of the mix as strings.
  private(set) var strings = Samples()
  /// What the results fold into; never 0 once something ran.
  private(set) var checksum = 0

  /// Loads German and US for `platform` and parses the mix.
  /// - Throws: `KeymapError` when a layout does not load, `ShortcutParseError` for a bad text.
  init(platform: Platform) throws {
    layout = try Layout.xkb("de", platform: platform)
    reference = try Layout.xkb("us", platform: platform)
    localizer = ShortcutLocalizer(layout: layout, reference: reference)
    shortcuts = try Self.texts.map { text throws(ShortcutParseError) in try Shortcut(parsing: text) }
    file = try? ExampleFile.definitions()
  }

  /// Takes one sample of each row, the order alternating with `round`.
  mutating func measureMix(round: Int) {
    for step in round.isMultiple(of: 2) ? [0, 1] : [1, 0] {
      let calls = Self.rounds * shortcuts.count
      if step == 0 {
        let time = Self.timePerCall(calls: calls) { localizeValues() }
        values.append(time)
      } else {
        let time = Self.timePerCall(calls: calls) { localizeStrings() }
        strings.append(time)
      }
    }
  }

  /// Drops the warm-up samples.
  mutating func resetMix() {
    values = Samples()
    strings = Samples()
  }

  /// One row a shortcut of the mix, then the example file's row.
  mutating func measureBreakdown(iterations: Int, warmup: Int) -> [Row] {
    var rows: [Row] = []
    for (text, shortcut) in zip(Self.texts, shortcuts) {
      var samples = Samples()
      for round in 0..<(warmup + iterations) {
        let time = Self.timePerCall(calls: Self.rounds) { localizeOne(shortcut) }
        if round >= warmup { samples.append(time) }
      }
      let result = localizer.localize(shortcut)
      rows.append(Row("\(text) → \(result.display ?? "—") \(result.status.rawValue)", kbloc: samples))
    }
    guard let file else {
      rows.append(Row("Examples/shortcuts.json", failure: "cannot read the example file"))
      return rows
    }
    var samples = Samples()
    for round in 0..<(warmup + iterations) {
      let time = Self.timePerCall(calls: file.count * Self.rounds / 10) { localizeFile(file) }
      if round >= warmup { samples.append(time) }
    }
    rows.append(Row("Examples/shortcuts.json, \(file.count) shortcuts, localize(_:)", kbloc: samples))
    return rows
  }

  // MARK: - Loops

  /// Runs `body` once and returns the time it took divided by `calls`.
  private static func timePerCall(calls: Int, _ body: () -> Void) -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    body()
    return start.duration(to: clock.now) / calls
  }

  private mutating func localizeValues() {
    var sum = 0
    for _ in 0..<Self.rounds {
      for shortcut in shortcuts { sum &+= Self.fold(localizer.localize(shortcut)) }
    }
    checksum &+= sum
  }

  private mutating func localizeStrings() {
    var sum = 0
    for _ in 0..<Self.rounds {
      for text in Self.texts {
        if let result = try? localizer.localize(text) { sum &+= Self.fold(result) }
      }
    }
    checksum &+= sum
  }

  private mutating func localizeOne(_ shortcut: Shortcut) {
    var sum = 0
    for _ in 0..<Self.rounds { sum &+= Self.fold(localizer.localize(shortcut)) }
    checksum &+= sum
  }

  private mutating func localizeFile(_ definitions: [ShortcutDefinition]) {
    var sum = 0
    for _ in 0..<(Self.rounds / 10) {
      for result in localizer.localize(definitions) { sum &+= Self.fold(result) }
    }
    checksum &+= sum
  }

  /// A number that depends on what an app registers from a result.
  ///
  /// The status, the flags, the shortcut and the key and modifiers to press are read. The human
  /// reason is left unread, as an app at startup leaves it (reading it formats the sentence; the
  /// report commands pay that).
  private static func fold(_ result: LocalizedShortcut) -> Int {
    var sum = result.flags.count &+ Int(result.press?.modifiers.rawValue ?? 0) &+ (result.press?.group ?? 0)
    if result.status == .unreachable { sum &+= 7 }
    if result.shortcut != nil { sum &+= 1 }
    return sum
  }
}

/// Keeps a value alive past the optimizer: the call cannot be inlined, so the value must be made.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
