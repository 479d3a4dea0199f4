internal import KBLoc

extension Benchmarks {
  /// Issue 12: parsing a shortcut from its text (``ParseMix/target``).
  ///
  /// `Shortcut(parsing:)` over ``LocalizeMix/texts`` (HIG words) in a tight loop, per call; the
  /// breakdown rows time the same keys written in the other notations, and text outside the ASCII
  /// fast path (menu symbols, a letter of another script), which the general parser reads.
  static func parseShortcut(_ options: Options) -> [Figure] {
    let mixes: [(label: String, texts: [String], target: Target)] = [
      ("Shortcut(parsing:), \(LocalizeMix.texts.count) HIG shortcuts", LocalizeMix.texts, ParseMix.target),
      ("  ↳ web notation (cmd+shift+z)", ParseMix.web, .none),
      ("  ↳ menu symbols and other scripts (⇧⌘Z, Option-é), general parser", ParseMix.general, .none),
    ]
    var rows: [Row] = []
    for mix in mixes {
      var samples = Samples()
      var checksum = 0
      for round in 0..<(options.warmup + options.iterations) {
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<ParseMix.rounds {
          for text in mix.texts {
            if let shortcut = try? Shortcut(parsing: text) { checksum &+= Int(shortcut.modifiers.rawValue) + 1 }
          }
        }
        let perCall = start.duration(to: clock.now) / (ParseMix.rounds * mix.texts.count)
        if round >= options.warmup { samples.append(perCall) }
      }
      guard checksum != 0 else {
        rows.append(Row(mix.label, failure: "no text parsed: the loop did no work", target: mix.target))
        continue
      }
      blackHole(checksum)
      rows.append(Row(mix.label, kbloc: samples, target: mix.target))
    }
    return [
      Figure(
        id: "parse", title: "Parse one shortcut — Shortcut(parsing:) from its text",
        note: "Each sample parses the mix \(ParseMix.rounds) times in a tight loop and divides by the calls. "
          + "No baseline: the target is absolute.",
        rows: rows)
    ]
  }
}

/// The texts of the parse figure.
enum ParseMix {
  /// Issue 12's time per shortcut.
  ///
  /// docs/performance.md bounds parse + localize, in dictionary lookups (``LocalizeMix/parseTarget``).
  static let target = Target.timeBelow(.nanoseconds(500))

  /// How many times each sample parses the whole mix.
  static let rounds = 2_000

  /// Shortcuts in web notation.
  static let web = [
    "cmd+z", "cmd+[", "cmd+/", "cmd+1", "alt+left", "cmd+shift+z", "ctrl+alt+t", "CmdOrCtrl+Shift+P", "cmd++",
    "ctrl+f2", "shift+delete", "cmd+,",
  ]

  /// Shortcuts only the general parser reads.
  static let general = ["⇧⌘Z", "⌘[", "⌥←", "⌃⌥⇧⌘K", "Option-é", "Command-ж", "⌘Space", "Control-Command-€"]
}
