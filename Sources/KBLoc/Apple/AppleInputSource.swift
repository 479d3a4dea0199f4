/// A keyboard input source of macOS or iOS, with the layout kbloc uses for it and how close that
/// layout is, so an Apple-platform app can pass what the system reports.
///
/// The identifiers are the system's input-source IDs (`kTISPropertyInputSourceID` on macOS), such
/// as `com.apple.keylayout.German`. For shortcuts, ask macOS for the *ASCII-capable* layout
/// (`TISCopyCurrentASCIICapableKeyboardLayoutInputSource()`): it is the layout key equivalents go
/// through, also while an input method (Pinyin, Korean, Japanese) is active.
///
/// Each input source names the closest xkeyboard-config layout, bundled with kbloc: its Macintosh
/// variant where there is one (`de(mac)`), otherwise the layout of the same standard (`il` for
/// Hebrew, `ru(winkeys)` for Russian – PC). ``closeness`` says whether that layout describes the
/// Apple one (``Closeness/exact``) or what differs. Even the Macintosh variants are xkeyboard-config's
/// reading of Apple's layouts, mostly at their Option levels; key equivalents do not use those.
/// Names are written so that `kbloc --layout NAME --platform mac` keeps them as they are: the PC
/// arrangement of Italian is `it(basic)`, since a bare `it` means `it(mac)` there.
///
/// The identifier names the layout, not the keyboard: on a JIS keyboard `com.apple.keylayout.ABC`
/// types with JIS positions. An app that finds a JIS keyboard
/// (`KBGetLayoutType(LMGetKbdType()) == kKeyboardJIS`) should load `jp(mac)` instead.
///
/// ```swift
/// AppleInputSource.snapshotName(forInputSource: "com.apple.keylayout.SwissGerman")   // "ch(de_mac)"
/// AppleInputSource.named("com.apple.keylayout.Belgian")?.closeness   // .approximate("the Belgian PC …")
/// let layout = try Layout.bundled(inputSource: "com.apple.keylayout.German")          // de(mac)
/// ```
public struct AppleInputSource: Sendable, Hashable {
  /// How close the layout kbloc uses is to Apple's.
  public enum Closeness: Sendable, Hashable, CustomStringConvertible {
    /// xkeyboard-config describes this Apple layout itself (its Macintosh variant).
    case exact
    /// The closest layout kbloc has; the text says what differs.
    case approximate(String)

    /// `exact`, or what differs.
    public var description: String {
      switch self {
      case .exact: return "exact"
      case .approximate(let differences): return differences
      }
    }
  }

  /// The input-source identifier, such as `com.apple.keylayout.German`.
  public let identifier: String
  /// The name of the layout kbloc uses, a bundled snapshot and an XKB spec the CLI keeps as
  /// written with `--platform mac`, such as `de(mac)` or `it(basic)`.
  public let layoutName: String
  /// How close ``layoutName`` is to Apple's layout.
  public let closeness: Closeness
  /// Whether this is the input source a layout loaded by name stands for (`de(mac)` → German).
  public let isPrimary: Bool

  /// Creates an entry of the table.
  init(_ identifier: String, _ layoutName: String, _ closeness: Closeness, primary: Bool = false) {
    self.identifier = identifier
    self.layoutName = layoutName
    self.closeness = closeness
    self.isPrimary = primary
  }

  /// How every input-source identifier kbloc knows begins; a layout list entry that begins so
  /// names an input source, not a layout spec.
  public static let identifierPrefix = "com.apple."

  /// Every input source kbloc knows, grouped by region.
  ///
  /// Every identifier of `Layouts/apple-key-equivalents.tsv` is here; a test checks that every
  /// layout name is bundled (`BundledSnapshots.names`).
  public static let all: [AppleInputSource] = [
    AppleInputSource("com.apple.keylayout.US", "us(mac)", .exact, primary: true),
    AppleInputSource("com.apple.keylayout.ABC", "us(mac)", .exact),
    AppleInputSource("com.apple.keylayout.Australian", "us(mac)", .approximate("the U.S. keys under another name")),
    AppleInputSource(
      "com.apple.keylayout.USExtended", "us(mac)",
      .approximate("ABC – Extended: the U.S. keys; Option types accents other than us(mac)'s")),
    AppleInputSource(
      "com.apple.keylayout.USInternational-PC", "us(intl)",
      .approximate("U.S. International – PC; dead keys as us(intl), Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.Brazilian-Pro", "us(intl)",
      .approximate("Brazilian – Pro: U.S. keys with dead ' \" ` ~ ^; Option levels differ")),
    AppleInputSource(
      "com.apple.keylayout.Hawaiian", "us(haw)", .approximate("U.S. keys with the ʻokina; Option levels differ"),
      primary: true),
    AppleInputSource("com.apple.keylayout.Canadian", "us(mac)", .approximate("Canadian English: the U.S. keys")),
    AppleInputSource("com.apple.keylayout.British", "gb(mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.British-PC", "gb(basic)", .approximate("the UK PC arrangement; Option levels differ")),
    AppleInputSource(
      "com.apple.keylayout.Irish", "ie", .approximate("the UK keys with fadas; Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.IrishExtended", "ie", .approximate("the UK keys with fadas; Option levels differ")),
    AppleInputSource(
      "com.apple.keylayout.Welsh", "gb(mac)", .approximate("the UK Macintosh keys; Option types Welsh accents")),
    AppleInputSource("com.apple.keylayout.Dvorak", "us(dvorak-mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.Dvorak-QWERTYCMD", "us(dvorak-mac)",
      .approximate("Dvorak – QWERTY ⌘: macOS matches key equivalents on the QWERTY keys")),
    AppleInputSource("com.apple.keylayout.Colemak", "us(colemak)", .approximate("Option levels differ"), primary: true),
    AppleInputSource("com.apple.keylayout.German", "de(mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.ABC-QWERTZ", "de(mac)",
      .approximate("German keys without dead keys and German letters on Option")),
    AppleInputSource(
      "com.apple.keylayout.German-DIN-2137", "de(e1)", .approximate("DIN 2137:2018 E1; Option levels differ"),
      primary: true),
    AppleInputSource("com.apple.keylayout.Austrian", "at(mac)", .exact, primary: true),
    AppleInputSource("com.apple.keylayout.SwissGerman", "ch(de_mac)", .exact, primary: true),
    AppleInputSource("com.apple.keylayout.French", "fr(mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.French-PC", "fr(basic)", .approximate("the French PC arrangement; Option levels differ")),
    AppleInputSource(
      "com.apple.keylayout.French-numerical", "fr(mac)", .approximate("digits unshifted on the top row")),
    AppleInputSource(
      "com.apple.keylayout.ABC-AZERTY", "fr(mac)", .approximate("AZERTY without dead keys; Option levels differ")),
    AppleInputSource(
      "com.apple.keylayout.Belgian", "be", .approximate("the Belgian PC arrangement; Option levels differ"),
      primary: true),
    AppleInputSource("com.apple.keylayout.SwissFrench", "ch(fr_mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.CanadianFrench-PC", "ca", .approximate("Canadian French – PC; Option levels differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Canadian-CSA", "ca(multix)", .approximate("Canadian CSA; Option levels differ")),
    AppleInputSource("com.apple.keylayout.Spanish-ISO", "es(mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.Spanish", "es(mac)",
      .approximate("Spanish – Legacy: punctuation keys differ from Spanish (ISO)")),
    AppleInputSource(
      "com.apple.keylayout.LatinAmerican", "latam",
      .approximate("the Latin American PC arrangement; Option levels differ"), primary: true),
    AppleInputSource("com.apple.keylayout.Italian", "it(mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.Italian-Pro", "it(basic)",
      .approximate("the Italian PC arrangement (QWERTY); Option levels differ")),
    AppleInputSource("com.apple.keylayout.Portuguese", "pt(mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.Brazilian-ABNT2", "br", .approximate("Brazilian ABNT2; Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.Maltese", "mt(us)", .approximate("Maltese on U.S. keys; Option levels differ"), primary: true
    ),
    AppleInputSource(
      "com.apple.keylayout.Greek", "gr", .approximate("the Greek PC arrangement; Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.Albanian", "al", .approximate("the Albanian PC arrangement; Option levels differ"),
      primary: true),
    AppleInputSource("com.apple.keylayout.Danish", "dk(mac)", .exact, primary: true),
    AppleInputSource("com.apple.keylayout.Norwegian", "no(mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.NorwegianExtended", "no(mac)", .approximate("Norwegian – Extended: Option levels differ")),
    AppleInputSource(
      "com.apple.keylayout.NorwegianSami-PC", "no(smi)", .approximate("Sami letters on other keys than Apple's")),
    AppleInputSource(
      "com.apple.keylayout.NorthernSami", "no(smi)", .approximate("Northern Sami; Option levels differ")),
    AppleInputSource(
      "com.apple.keylayout.Sami-PC", "no(smi)", .approximate("Sami – PC; Option levels differ"), primary: true),
    AppleInputSource("com.apple.keylayout.Swedish-Pro", "se(mac)", .exact, primary: true),
    AppleInputSource("com.apple.keylayout.Swedish", "se(mac)", .approximate("Swedish – Legacy: Option levels differ")),
    AppleInputSource(
      "com.apple.keylayout.SwedishSami-PC", "se(smi)", .approximate("Swedish Sami – PC; Option levels differ"),
      primary: true),
    AppleInputSource("com.apple.keylayout.Finnish", "fi(mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.FinnishExtended", "fi(mac)", .approximate("Finnish – Extended: Option levels differ")),
    AppleInputSource(
      "com.apple.keylayout.FinnishSami-PC", "fi(smi)", .approximate("Finnish Sami – PC; Option levels differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Faroese", "fo", .approximate("the Faroese PC arrangement; Option levels differ"),
      primary: true),
    AppleInputSource("com.apple.keylayout.Icelandic", "is(mac)", .exact, primary: true),
    AppleInputSource("com.apple.keylayout.Dutch", "nl(mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.Estonian", "ee", .approximate("the Estonian PC arrangement; Option levels differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Latvian", "lv",
      .approximate("the Latvian PC arrangement (apostrophe variant); Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.Lithuanian", "lt", .approximate("the Lithuanian PC arrangement; Option levels differ"),
      primary: true),
    AppleInputSource("com.apple.keylayout.Czech-QWERTY", "cz(qwerty-mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.Czech", "cz", .approximate("the Czech PC arrangement (QWERTZ); Option levels differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Slovak", "sk", .approximate("the Slovak PC arrangement (QWERTZ); Option levels differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Slovak-QWERTY", "sk(qwerty)",
      .approximate("the Slovak PC arrangement (QWERTY); Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.PolishPro", "pl",
      .approximate("Polish: U.S. keys, Option for the Polish letters; Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.Polish", "pl(qwertz)", .approximate("Polish – QWERTZ: punctuation keys differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Hungarian", "hu", .approximate("the Hungarian PC arrangement; Option levels differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Hungarian-QWERTY", "hu(qwerty)",
      .approximate("the Hungarian PC arrangement (QWERTY); Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.Croatian", "hr", .approximate("the Croatian PC arrangement; Option levels differ"),
      primary: true),
    AppleInputSource("com.apple.keylayout.Croatian-PC", "hr", .approximate("Option levels differ")),
    AppleInputSource(
      "com.apple.keylayout.Slovenian", "si", .approximate("the Slovenian PC arrangement; Option levels differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Serbian-Latin", "rs(latin)",
      .approximate("the Serbian Latin PC arrangement; Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.Romanian", "ro", .approximate("Romanian; Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.Romanian-Standard", "ro(std)", .approximate("Romanian – Standard; Option levels differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Turkish-QWERTY-PC", "tr", .approximate("Turkish Q; Option levels differ"), primary: true),
    AppleInputSource("com.apple.keylayout.Turkish", "tr", .approximate("Turkish Q – Legacy: punctuation keys differ")),
    AppleInputSource(
      "com.apple.keylayout.Turkish-Standard", "tr(f)", .approximate("Turkish F; punctuation keys differ"), primary: true
    ),
    AppleInputSource(
      "com.apple.keylayout.Azeri", "az", .approximate("the Azerbaijani PC arrangement; Option levels differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Turkmen", "tm", .approximate("the Turkmen PC arrangement; Option levels differ"),
      primary: true),
    AppleInputSource("com.apple.keylayout.Russian", "ru(mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.RussianWin", "ru(winkeys)",
      .approximate("Russian – PC: the PC arrangement; Option levels differ")),
    AppleInputSource("com.apple.keylayout.Ukrainian", "ua(macOS)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.Ukrainian-PC", "ua(unicode)",
      .approximate("Ukrainian: the PC arrangement; Option levels differ")),
    AppleInputSource(
      "com.apple.keylayout.Bulgarian", "bg", .approximate("Bulgarian; Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.Serbian", "rs", .approximate("Serbian Cyrillic; Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.Macedonian", "mk", .approximate("Macedonian; Option levels differ"), primary: true),
    AppleInputSource("com.apple.keylayout.Kazakh", "kz", .approximate("Kazakh; Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.Georgian-QWERTY", "ge", .approximate("Georgian; Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.Armenian-HMQWERTY", "am(phonetic)", .approximate("Armenian phonetic; Option levels differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Hebrew", "il", .approximate("SI-1452, as il; Option levels differ"), primary: true),
    AppleInputSource("com.apple.keylayout.Hebrew-PC", "il", .approximate("Option levels differ")),
    AppleInputSource("com.apple.keylayout.Arabic", "ara(mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.ArabicPC", "ara(basic)", .approximate("the Arabic PC arrangement; Option levels differ")),
    AppleInputSource(
      "com.apple.keylayout.Persian-ISIRI2901", "ir", .approximate("Persian ISIRI 2901; Option levels differ"),
      primary: true),
    AppleInputSource("com.apple.keylayout.Thai", "th", .approximate("Kedmanee; Option levels differ"), primary: true),
    AppleInputSource("com.apple.keylayout.Vietnamese", "vn", .approximate("Option levels differ"), primary: true),
    AppleInputSource("com.apple.inputmethod.Kotoeri.Japanese", "jp(mac)", .exact, primary: true),
    AppleInputSource("com.apple.inputmethod.Kotoeri.RomajiTyping", "jp(mac)", .exact),
    AppleInputSource("com.apple.inputmethod.Kotoeri.RomajiTyping.Japanese", "jp(mac)", .exact),
    AppleInputSource("com.apple.inputmethod.Kotoeri.RomajiTyping.Roman", "jp(mac)", .exact),
    AppleInputSource("com.apple.inputmethod.Kotoeri.KanaTyping", "jp(mac)", .exact),
    AppleInputSource("com.apple.inputmethod.Kotoeri.KanaTyping.Japanese", "jp(mac)", .exact),
    AppleInputSource("com.apple.inputmethod.Kotoeri.KanaTyping.Roman", "jp(mac)", .exact),
    AppleInputSource(
      "com.apple.inputmethod.Korean.2SetKorean", "kr", .approximate("Korean 2-Set on U.S. keys; Option levels differ"),
      primary: true),
  ]

  /// Every input-source identifier kbloc knows, with the name of its layout.
  public static let snapshotNames: [String: String] = Dictionary(
    all.map { ($0.identifier, $0.layoutName) }, uniquingKeysWith: { first, _ in first })

  /// The entries by identifier.
  private static let byIdentifier: [String: AppleInputSource] = Dictionary(
    all.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })

  /// The input source each layout name stands for when a layout was loaded by name: the one
  /// marked primary (`de(mac)` → `com.apple.keylayout.German`).
  static let primaryInputSources: [String: String] = Dictionary(
    all.filter(\.isPrimary).map { ($0.layoutName, $0.identifier) }, uniquingKeysWith: { first, _ in first })

  /// The input source a layout name stands for, or `nil`: the one users of that layout pick first
  /// (`de(mac)` → `com.apple.keylayout.German`).
  /// - Complexity: O(1).
  public static func primaryInputSource(forLayoutNamed name: String) -> String? {
    primaryInputSources[name]
  }

  /// The entry for an input source, or `nil` when kbloc has none; see
  /// ``snapshotName(forInputSource:)`` for the identifiers it takes.
  /// - Complexity: O(1), plus one lookup per dot-separated part dropped from a mode.
  public static func named(_ identifier: String) -> AppleInputSource? {
    if let entry = byIdentifier[identifier] { return entry }
    guard identifier.hasPrefix("com.apple.inputmethod.Kotoeri.") else { return nil }
    var parts = identifier.split(separator: ".")
    while parts.count > 4 {
      parts.removeLast()
      if let entry = byIdentifier[parts.joined(separator: ".")] { return entry }
    }
    return nil
  }

  /// The name of the bundled snapshot for a keyboard input source, or `nil` when kbloc has none.
  ///
  /// ```swift
  /// AppleInputSource.snapshotName(forInputSource: "com.apple.keylayout.French")   // "fr(mac)"
  /// AppleInputSource.snapshotName(forInputSource: "com.apple.keylayout.Tamil")    // nil
  /// ```
  /// - Parameter identifier: The input-source ID, such as `com.apple.keylayout.German`. A mode of
  ///   the Japanese input method (`….RomajiTyping.Japanese.Katakana`) counts as the mode it
  ///   refines.
  /// - Returns: The snapshot's name, such as `de(mac)`, or `nil`.
  /// - Complexity: O(1), plus one lookup per dot-separated part dropped from a mode.
  public static func snapshotName(forInputSource identifier: String) -> String? {
    named(identifier)?.layoutName
  }

  /// Identifiers close to `identifier`, closest first, for an error message.
  public static func suggestions(for identifier: String) -> [String] {
    Suggestions.closest(to: identifier, among: all.map(\.identifier))
  }
}

extension Layout {
  /// Loads the bundled layout of a macOS or iOS keyboard input source, with Apple's conventions.
  ///
  /// The layout always follows `.mac` conventions (Option, ⌘ in ``LocalizedShortcut/display``):
  /// a snapshot made with PC conventions (`il`, `th`) has its AltGr level named Option, which is
  /// what libxkbcommon gives for the same names with Mac conventions.
  ///
  /// ```swift
  /// let layout = try Layout.bundled(inputSource: "com.apple.keylayout.Hebrew")
  /// layout.name        // "il"
  /// layout.platform    // .mac
  /// layout.direction   // .rightToLeft
  /// ```
  /// - Parameter identifier: The input-source ID, such as `com.apple.keylayout.German`.
  /// - Returns: The bundled layout, with `.mac` conventions.
  /// - Throws: ``SnapshotError/notBundled(_:suggestions:)`` with the identifier and close known
  ///   identifiers when kbloc has no snapshot for it.
  /// - Complexity: one snapshot load, well under a millisecond.
  public static func bundled(inputSource identifier: String) throws(SnapshotError) -> Layout {
    guard let name = AppleInputSource.snapshotName(forInputSource: identifier) else {
      throw .notBundled(
        identifier,
        suggestions: AppleInputSource.suggestions(for: identifier))
    }
    var layout = try bundled(name).withMacConventions()
    layout.inputSource = identifier
    return layout
  }

  /// The same table with `.mac` conventions: the AltGr level named Option.
  func withMacConventions() -> Layout {
    guard platform != .mac else { return self }
    let keys = keys.map { entry in
      KeyLevels(
        key: entry.key, group: entry.group,
        levels: entry.levels.map { level in
          var modifiers = level.modifiers
          if modifiers.contains(.altGr) {
            modifiers.remove(.altGr)
            modifiers.insert(.option)
          }
          return Level(
            level: level.level, modifiers: modifiers, keysym: level.keysym, character: level.character,
            isDead: level.isDead)
        })
    }
    return Layout(name: name, groupNames: groupNames, platform: .mac, keys: keys, source: source)
  }
}
