internal import Foundation
internal import KBLoc
internal import KBLocXKB

extension Benchmarks {
  /// docs/performance.md and issue 19: localizing one shortcut once the layout is loaded, counted in
  /// dictionary lookups timed beside it (``LocalizeMix/target``, ``LocalizeMix/parseTarget``),
  /// under every policy.
  ///
  /// German with US as the reference, both loaded before timing, once per policy. Each round
  /// times, side by side and in an order that rotates: the yardstick — a Swift `[String: Int]`
  /// looked up with the same shortcut texts (``Yardstick``) —, the mix of ``LocalizeMix/texts``
  /// localized as `Shortcut` values (what an app does at startup after parsing its shortcuts once)
  /// and the same texts localized as strings (`localize("Command-[")`, parse + localize). A row's
  /// ratio is its median over the yardstick's: the cost in lookups, which a slow spell of the
  /// machine leaves alone. A breakdown times each shortcut of the mix on its own, and the example
  /// file's whole `localize(_:)` (with the conflict checks), per shortcut.
  ///
  /// kbloc-bench sees the library as an app does: its own module, built in release with the
  /// library's modules as they are built for any package depending on kbloc (no `@testable`, no
  /// `package` declaration used, no cross-module optimization a client would not get).
  static func localizeShortcut(_ options: Options) -> [Figure] {
    let title = "Localize one shortcut — ShortcutLocalizer on a loaded layout, in dictionary lookups"
    let note =
      "Baseline: the yardstick of docs/performance.md, a Swift [String: Int] looked up with the same shortcut "
      + "texts (the dictionary built from copies, so each lookup hashes and compares), per lookup, timed in the same "
      + "rounds; the ratio is the cost in lookups. Each sample runs the mix \(LocalizeMix.rounds) times in a tight "
      + "loop and divides by the calls; every result's status, flags, shortcut and press are folded into a checksum "
      + "so the work cannot be optimized away (the reason sentence is not read, as an app at startup leaves it). "
      + "docs/performance.md: ≤ 12 lookups (≈ 0.5 µs on a quiet machine) to localize, ≤ 16 (≈ 0.8 µs) to parse "
      + "and localize."
    var mixes: [LocalizeMix] = []
    do {
      for policy in TranslationPolicy.allCases {
        mixes.append(try LocalizeMix(platform: options.platform, policy: policy))
      }
    } catch {
      let row = Row("localize", failure: String(describing: error), target: LocalizeMix.target)
      return [Figure(id: "localize", title: title, note: note, rows: [row])]
    }
    for round in 0..<(options.warmup + options.iterations) {
      if round == options.warmup {
        for index in mixes.indices { mixes[index].resetMix() }
      }
      for index in mixes.indices { mixes[index].measureMix(round: round) }
    }
    var rows: [Row] = []
    for mix in mixes {
      guard mix.checksum != 0 else {
        rows.append(
          Row("localize", failure: "every result folded to 0: the loop did no work", target: LocalizeMix.target))
        continue
      }
      blackHole(mix.checksum)
      let pair = "\(mix.layout.name) ← \(mix.reference.name), \(mix.policy.rawValue)"
      rows.append(
        Row(
          "\(pair): localize, \(mix.shortcuts.count) Shortcut values", kbloc: mix.values, baseline: mix.yardstick,
          target: LocalizeMix.target))
      rows.append(
        Row(
          "\(pair): parse + localize, the same as strings", kbloc: mix.strings, baseline: mix.yardstick,
          target: LocalizeMix.parseTarget))
    }
    guard var first = mixes.first else { return [Figure(id: "localize", title: title, note: note, rows: rows)] }
    let breakdown = first.measureBreakdown(iterations: options.iterations, warmup: options.warmup)
    let pair = "\(first.layout.name) ← \(first.reference.name), \(first.policy.rawValue)"
    return [
      Figure(id: "localize", title: title, note: note, rows: rows),
      Figure(
        id: "localize-breakdown", title: "Localize breakdown — each shortcut of the mix, and a whole file",
        note: "Per call, \(pair), beside the yardstick timed in the same rounds. The file row is localize(_:) over "
          + "Examples/shortcuts.json (fallback yielding and conflict checks among the shortcuts included), "
          + "divided by its number of shortcuts.",
        rows: breakdown),
    ]
  }
}

/// The yardstick of docs/performance.md: a Swift `[String: Int]` keyed by shortcut texts, looked up with
/// the texts the localize figure localizes.
///
/// The dictionary holds copies of the texts, so a lookup hashes its key and compares it with a
/// key of other storage, as a lookup of text read from a file does.
struct Yardstick {
  /// The texts to their positions.
  private let table: [String: Int]

  /// A dictionary of copies of `texts`.
  init(texts: [String]) {
    var table: [String: Int] = [:]
    for (position, text) in texts.enumerated() {
      table[String(decoding: Array(text.utf8), as: UTF8.self)] = position + 1
    }
    self.table = table
  }

  /// Looks each text up; the sum of what was found.
  func lookUp(_ texts: [String]) -> Int {
    var sum = 0
    for text in texts { sum &+= table[text] ?? 0 }
    return sum
  }
}

/// The shortcuts, layouts and samples of the localize figure, for one policy.
struct LocalizeMix {
  /// docs/performance.md: localizing a shortcut within 12 lookups of the yardstick, under every policy.
  static let target = Target.ratioAtMost(12)
  /// docs/performance.md: parsing and localizing a shortcut from its text within 16 lookups.
  static let parseTarget = Target.ratioAtMost(16)

  /// The mix: letters that stay or move, brackets that need Option on German, a slash that needs
  /// Shift, a digit, named keys and extra modifiers.
  static let texts = [
    "Command-Z", "Command-[", "Command-/", "Command-1", "Option-Left Arrow", "Shift-Command-Z",
    "Command-]", "Command-,", "Command-?", "Shift-Command-[", "Command-+", "Control-Command-F",
  ]

  /// How many times each sample runs the whole mix.
  static let rounds = 2_000
  /// How many times more the yardstick's sample of the mix runs it, so that it lasts about as
  /// long as a localizing sample and a busy machine interrupts both alike.
  static let yardstickRepeats = 16

  /// The policy the localizer follows.
  let policy: TranslationPolicy
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
  /// The yardstick, keyed by ``texts``.
  let dictionary = Yardstick(texts: LocalizeMix.texts)

  /// Per-lookup times of the yardstick.
  private(set) var yardstick = Samples()
  /// Per-call times of the mix as `Shortcut` values.
  private(set) var values = Samples()
  /// Per-call times of the mix as strings.
  private(set) var strings = Samples()
  /// What the results fold into; never 0 once something ran.
  private(set) var checksum = 0

  /// Loads German and US for `platform` and parses the mix.
  /// - Throws: `KeymapError` when a layout does not load, `ShortcutParseError` for a bad text.
  init(platform: Platform, policy: TranslationPolicy) throws {
    self.policy = policy
    layout = try Layout.xkb("de", platform: platform)
    reference = try Layout.xkb("us", platform: platform)
    localizer = ShortcutLocalizer(layout: layout, reference: reference, policy: policy)
    shortcuts = try Self.texts.map { text throws(ShortcutParseError) in try Shortcut(parsing: text) }
    file = try? ExampleFile.definitions()
  }

  /// Takes one sample of each row, the order rotated by `round`.
  mutating func measureMix(round: Int) {
    let calls = Self.rounds * shortcuts.count
    for step in 0..<3 {
      switch (step + round) % 3 {
      case 0:
        yardstick.append(
          Self.timePerCall(calls: calls * Self.yardstickRepeats) { lookUpTexts(repeats: Self.yardstickRepeats) })
      case 1: values.append(Self.timePerCall(calls: calls) { localizeValues() })
      default: strings.append(Self.timePerCall(calls: calls) { localizeStrings() })
      }
    }
  }

  /// Drops the warm-up samples.
  mutating func resetMix() {
    yardstick = Samples()
    values = Samples()
    strings = Samples()
  }

  /// One row a shortcut of the mix, then the example file's row, each beside the yardstick.
  mutating func measureBreakdown(iterations: Int, warmup: Int) -> [Row] {
    var rows: [Row] = []
    for (text, shortcut) in zip(Self.texts, shortcuts) {
      var samples = Samples()
      var lookups = Samples()
      for round in 0..<(warmup + iterations) {
        let time = Self.timePerCall(calls: Self.rounds) { localizeOne(shortcut) }
        let lookup = Self.timePerCall(calls: Self.rounds * Self.texts.count) { lookUpTexts() }
        if round >= warmup {
          samples.append(time)
          lookups.append(lookup)
        }
      }
      let result = localizer.localize(shortcut)
      rows.append(
        Row("\(text) → \(result.display ?? "—") \(result.status.rawValue)", kbloc: samples, baseline: lookups))
    }
    guard let file else {
      rows.append(Row("Examples/shortcuts.json", failure: "cannot read the example file"))
      return rows
    }
    var samples = Samples()
    var lookups = Samples()
    for round in 0..<(warmup + iterations) {
      let time = Self.timePerCall(calls: file.count * Self.rounds / 10) { localizeFile(file) }
      let lookup = Self.timePerCall(calls: Self.rounds * Self.texts.count) { lookUpTexts() }
      if round >= warmup {
        samples.append(time)
        lookups.append(lookup)
      }
    }
    rows.append(
      Row("Examples/shortcuts.json, \(file.count) shortcuts, localize(_:)", kbloc: samples, baseline: lookups))
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

  /// Looks the texts up ``rounds`` times `repeats` times.
  private mutating func lookUpTexts(repeats: Int = 1) {
    var sum = 0
    for _ in 0..<(Self.rounds * repeats) { sum &+= dictionary.lookUp(Self.texts) }
    checksum &+= sum
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
