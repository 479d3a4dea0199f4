internal import KBLocLayouts

/// A keyboard input source of macOS or iOS, with the table kbloc uses for it, so an
/// Apple-platform app can pass what the system reports.
///
/// The identifiers are the system's input-source IDs (`kTISPropertyInputSourceID` on macOS), such
/// as `com.apple.keylayout.German`; ``name`` is what macOS calls the input source (`German`,
/// `Swiss French`, `ABC – QWERTZ`). For shortcuts, ask macOS for the *ASCII-capable* layout
/// (`TISCopyCurrentASCIICapableKeyboardLayoutInputSource()`): it is the layout key equivalents go
/// through, also while an input method (Pinyin, Korean, Japanese) is active.
///
/// Where kbloc ships a table recorded on a real Mac for the input source (``isRecorded``,
/// `Layouts/Recordings/`), that table is the input source's: every key of the typing block at
/// its four levels as macOS types it, the keys the recording lacks (the space bar, the keypad,
/// function and navigation keys) taken from ``layoutName``. Elsewhere the table is
/// ``layoutName``'s, the closest xkeyboard-config layout, bundled with kbloc: its Macintosh
/// variant where there is one (`de(mac)`), otherwise the layout of the same standard (`il` for
/// Hebrew, `ru(winkeys)` for Russian – PC). ``closeness`` says whether that layout describes the
/// Apple one (``Closeness/exact``) or what differs. Even the Macintosh variants are
/// xkeyboard-config's reading of Apple's layouts, mostly at their Option levels. Names are written
/// so that `kbloc --layout NAME --platform mac` keeps them as they are: the PC arrangement of
/// Italian is `it(basic)`, since a bare `it` means `it(mac)` there.
///
/// The identifier names the layout, not the keyboard: the same input source types with other
/// keys on an ANSI, ISO or JIS keyboard (``KeyboardType``). ``keyboardType`` is the keyboard
/// Apple sells with the input source, which tables are placed on unless asked otherwise (an app
/// can ask macOS: `KBGetLayoutType(LMGetKbdType())`).
///
/// ```swift
/// AppleInputSource.named("Swiss German")?.identifier      // "com.apple.keylayout.SwissGerman"
/// AppleInputSource.named("com.apple.keylayout.German")?.isRecorded   // true
/// let layout = try Layout.bundled(inputSource: "com.apple.keylayout.German")   // recorded, ISO
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
  /// What macOS calls the input source in its settings and menus, such as `German` or
  /// `ABC – QWERTZ`.
  public let name: String
  /// The name of the XKB layout for the input source, a bundled snapshot and an XKB spec the CLI
  /// keeps as written with `--platform mac`, such as `de(mac)` or `it(basic)`: the whole table
  /// where kbloc has no recording, the keys the recording lacks where it has one.
  public let layoutName: String
  /// How close ``layoutName`` is to Apple's layout.
  public let closeness: Closeness
  /// Whether this is the input source a layout loaded by name stands for (`de(mac)` → German).
  public let isPrimary: Bool
  /// For an input method (Japanese, Chinese, Korean…), the ASCII-capable keyboard layout it pairs
  /// with, whose table key equivalents go through while it is active (ABC); `nil` for a keyboard
  /// layout.
  public let keyEquivalentLayout: String?
  /// Whether this is an input method (`com.apple.inputmethod.…`) rather than a keyboard layout.
  public var isInputMethod: Bool { keyEquivalentLayout != nil }

  /// Names macOS showed for the input source in earlier releases, which lookups also accept
  /// (`Spanish – ISO` for what macOS now calls `Spanish`).
  public let formerNames: [String]

  /// The input source whose recording is this one's table, its own identifier or another's.
  ///
  /// Another input source's where the two type the same: ABC types as U.S. does, Finnish as
  /// Swedish, and an input method's key equivalents go through the keyboard layout it pairs with.
  public let recordingIdentifier: String

  /// Creates an entry of the table.
  init(
    _ identifier: String, _ name: String, _ layoutName: String, _ closeness: Closeness, primary: Bool = false,
    formerly formerNames: [String] = [], recording: String? = nil, keyEquivalentLayout: String? = nil
  ) {
    self.identifier = identifier
    self.name = name
    self.layoutName = layoutName
    self.closeness = closeness
    self.isPrimary = primary
    self.formerNames = formerNames
    self.recordingIdentifier = recording ?? identifier
    self.keyEquivalentLayout = keyEquivalentLayout
  }

  /// An input method whose key equivalents go through ABC, the layout macOS pairs input methods with.
  ///
  /// ABC is the ASCII-capable layout unless kbloc knows otherwise; its table is the recording of
  /// the US layout (`us(mac)` for the keys it lacks), under the input method's identifier and name.
  static func inputMethod(_ identifier: String, _ name: String, formerly formerNames: [String] = [])
    -> AppleInputSource
  {
    AppleInputSource(
      identifier, name, "us(mac)", .exact, formerly: formerNames, recording: "com.apple.keylayout.US",
      keyEquivalentLayout: "com.apple.keylayout.ABC")
  }

  /// Whether kbloc ships a table recorded on a real Mac for this input source
  /// (`Layouts/Recorded/`).
  /// - Complexity: O(1) after the first call, which lists the recorded tables once.
  public var isRecorded: Bool { BundledSnapshots.recordedNames.contains(recordingIdentifier) }

  /// The layout the input source types while ⌘ is held, where that is another layout than its
  /// own: `us(mac)` for Dvorak – QWERTY ⌘, which types QWERTY with ⌘ down; `nil` for the others.
  ///
  /// Its tables have a Command level (``Layout/commandLevels``) from that layout, which shortcuts
  /// are matched through.
  public var commandLayoutName: String? {
    AppleInputSource.typingUSWithCommand.contains(identifier) ? "us(mac)" : nil
  }

  /// The input sources that type QWERTY, the layout of `us(mac)`, while ⌘ is held.
  static let typingUSWithCommand = ["com.apple.keylayout.DVORAK-QWERTYCMD"]

  /// The keyboard Apple sells with the input source, the one its table is placed on by default.
  ///
  /// ANSI for the U.S. English layouts (U.S., ABC, Dvorak, Colemak and their kin) and for the
  /// Chinese and Korean input methods, JIS for the Japanese ones, ISO for every other.
  public var keyboardType: KeyboardType {
    if identifier.hasPrefix("com.apple.inputmethod.Kotoeri.") { return .jis }
    if AppleInputSource.ansiInputSources.contains(identifier)
      || AppleInputSource.ansiInputMethodPrefixes.contains(where: identifier.hasPrefix)
    {
      return .ansi
    }
    return .iso
  }

  /// The keyboard layouts Apple sells with an ANSI (U.S.) keyboard: an array, as a first
  /// `Set<String>` in a process costs a scan of every protocol conformance for `String: Hashable`.
  static let ansiInputSources: [String] = [
    "com.apple.keylayout.US", "com.apple.keylayout.ABC", "com.apple.keylayout.USExtended",
    "com.apple.keylayout.USInternational-PC", "com.apple.keylayout.Australian", "com.apple.keylayout.Canadian",
    "com.apple.keylayout.Hawaiian", "com.apple.keylayout.Dvorak", "com.apple.keylayout.DVORAK-QWERTYCMD",
    "com.apple.keylayout.Dvorak-Left", "com.apple.keylayout.Dvorak-Right", "com.apple.keylayout.Colemak",
  ]

  /// The input methods Apple sells with an ANSI keyboard: Chinese and Korean.
  static let ansiInputMethodPrefixes = [
    "com.apple.inputmethod.SCIM.", "com.apple.inputmethod.TCIM.", "com.apple.inputmethod.TYIM.",
    "com.apple.inputmethod.Korean.",
  ]

  /// How every input-source identifier kbloc knows begins; a layout list entry that begins so
  /// names an input source, not a layout spec.
  public static let identifierPrefix = "com.apple."

  /// Every input source kbloc knows, grouped by region.
  ///
  /// Every identifier of `Layouts/apple-key-equivalents.tsv` is here; a test checks that every
  /// layout name is bundled (`BundledSnapshots.names`).
  public static let all: [AppleInputSource] = [
    AppleInputSource("com.apple.keylayout.US", "U.S.", "us(mac)", .exact, primary: true),
    AppleInputSource("com.apple.keylayout.ABC", "ABC", "us(mac)", .exact, recording: "com.apple.keylayout.US"),
    AppleInputSource(
      "com.apple.keylayout.Australian", "Australian", "us(mac)", .approximate("the U.S. keys under another name")),
    AppleInputSource(
      "com.apple.keylayout.USExtended", "ABC – Extended", "us(mac)",
      .approximate("ABC – Extended: the U.S. keys; Option types accents other than us(mac)'s")),
    AppleInputSource(
      "com.apple.keylayout.USInternational-PC", "U.S. International – PC", "us(intl)",
      .approximate("U.S. International – PC; dead keys as us(intl), Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.Brazilian-Pro", "Brazilian", "us(intl)",
      .approximate("Brazilian: U.S. keys with dead ' \" ` ~ ^; Option levels differ"), formerly: ["Brazilian – Pro"]),
    AppleInputSource(
      "com.apple.keylayout.Hawaiian", "Hawaiian", "us(haw)",
      .approximate("U.S. keys with the ʻokina; Option levels differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Canadian", "Canadian", "us(mac)", .approximate("Canadian (English): the U.S. keys"),
      formerly: ["Canadian English"]),
    AppleInputSource("com.apple.keylayout.British", "British", "gb(mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.British-PC", "British – PC", "gb(basic)",
      .approximate("the UK PC arrangement; Option levels differ")),
    AppleInputSource(
      "com.apple.keylayout.Irish", "Irish", "ie", .approximate("the UK keys with fadas; Option levels differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.IrishExtended", "Irish – Extended", "ie",
      .approximate("the UK keys with fadas; Option levels differ"), formerly: ["Irish Extended"]),
    AppleInputSource(
      "com.apple.keylayout.Welsh", "Welsh", "gb(mac)", .approximate("the UK Macintosh keys; Option types Welsh accents")
    ),
    AppleInputSource("com.apple.keylayout.Dvorak", "Dvorak", "us(dvorak-mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.DVORAK-QWERTYCMD", "Dvorak – QWERTY ⌘", "us(dvorak-mac)",
      .approximate("Dvorak – QWERTY ⌘: macOS matches key equivalents on the QWERTY keys")),
    AppleInputSource(
      "com.apple.keylayout.Dvorak-Left", "Dvorak – Left-Handed", "us(dvorak-l)",
      .approximate("Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.Dvorak-Right", "Dvorak – Right-Handed", "us(dvorak-r)",
      .approximate("Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.Colemak", "Colemak", "us(colemak)", .approximate("Option levels differ"), primary: true),
    AppleInputSource("com.apple.keylayout.German", "German", "de(mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.ABC-QWERTZ", "ABC – QWERTZ", "de(mac)",
      .approximate("German keys without dead keys and German letters on Option")),
    AppleInputSource(
      "com.apple.keylayout.German-DIN-2137", "German – Standard", "de(e1)",
      .approximate("DIN 2137:2018 E1; Option levels differ"),
      primary: true),
    AppleInputSource("com.apple.keylayout.Austrian", "Austrian", "at(mac)", .exact, primary: true),
    AppleInputSource("com.apple.keylayout.SwissGerman", "Swiss German", "ch(de_mac)", .exact, primary: true),
    AppleInputSource("com.apple.keylayout.French", "French", "fr(mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.French-PC", "French – PC", "fr(basic)",
      .approximate("the French PC arrangement; Option levels differ")),
    AppleInputSource(
      "com.apple.keylayout.French-numerical", "French – Numerical", "fr(mac)",
      .approximate("digits unshifted on the top row")),
    AppleInputSource(
      "com.apple.keylayout.ABC-AZERTY", "ABC – AZERTY", "fr(mac)",
      .approximate("AZERTY without dead keys; Option levels differ")),
    AppleInputSource(
      "com.apple.keylayout.Belgian", "Belgian", "be", .approximate("the Belgian PC arrangement; Option levels differ"),
      primary: true),
    AppleInputSource("com.apple.keylayout.SwissFrench", "Swiss French", "ch(fr_mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.CanadianFrench-PC", "Canadian – PC", "ca",
      .approximate("Canadian French – PC; Option levels differ"), primary: true, formerly: ["Canadian French – PC"]),
    AppleInputSource(
      "com.apple.keylayout.Canadian-CSA", "Canadian – CSA", "ca(multix)",
      .approximate("Canadian CSA; Option levels differ"), formerly: ["Canadian French – CSA"]),
    AppleInputSource(
      "com.apple.keylayout.Spanish-ISO", "Spanish", "es(mac)", .exact, primary: true, formerly: ["Spanish – ISO"]),
    AppleInputSource(
      "com.apple.keylayout.Spanish", "Spanish – Legacy", "es(mac)",
      .approximate("Spanish – Legacy: punctuation keys differ from Spanish (ISO)")),
    AppleInputSource(
      "com.apple.keylayout.LatinAmerican", "Latin American", "latam",
      .approximate("the Latin American PC arrangement; Option levels differ"), primary: true),
    AppleInputSource("com.apple.keylayout.Italian", "Italian – QZERTY", "it(mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.Italian-Pro", "Italian", "it(basic)",
      .approximate("the Italian PC arrangement (QWERTY); Option levels differ")),
    AppleInputSource("com.apple.keylayout.Portuguese", "Portuguese", "pt(mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.Brazilian", "Brazilian – Legacy", "us(mac)",
      .approximate("the U.S. keys; Option levels differ")),
    AppleInputSource(
      "com.apple.keylayout.Brazilian-ABNT2", "Brazilian – ABNT2", "br",
      .approximate("Brazilian ABNT2; Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.Maltese", "Maltese", "mt(us)", .approximate("Maltese on U.S. keys; Option levels differ"),
      primary: true
    ),
    AppleInputSource(
      "com.apple.keylayout.Greek", "Greek", "gr", .approximate("the Greek PC arrangement; Option levels differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Albanian", "Albanian", "al",
      .approximate("the Albanian PC arrangement; Option levels differ"),
      primary: true),
    AppleInputSource("com.apple.keylayout.Danish", "Danish", "dk(mac)", .exact, primary: true),
    AppleInputSource("com.apple.keylayout.Norwegian", "Norwegian", "no(mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.NorwegianExtended", "Norwegian – Extended", "no(mac)",
      .approximate("Norwegian – Extended: Option levels differ"), formerly: ["Norwegian Extended"]),
    AppleInputSource(
      "com.apple.keylayout.NorwegianSami-PC", "Norwegian Sámi – PC", "no(basic)",
      .approximate(
        "the Norwegian PC arrangement, with dead accents as Apple's; Apple's has @ right of å and $ on Shift-4, "
          + "and Sámi letters on Option"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.NorthernSami", "North Sámi", "no(smi)",
      .approximate("Northern Sami; Option levels differ"), formerly: ["Northern Sámi"]),
    AppleInputSource(
      "com.apple.keylayout.Sami-PC", "Sámi – PC", "no(smi)", .approximate("Sami – PC; Option levels differ"),
      primary: true),
    AppleInputSource("com.apple.keylayout.Swedish-Pro", "Swedish", "se(mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.Swedish", "Swedish – Legacy", "se(mac)",
      .approximate("Swedish – Legacy: Option levels differ")),
    AppleInputSource(
      "com.apple.keylayout.SwedishSami-PC", "Swedish Sámi – PC", "fi(kotoistus)",
      .approximate(
        "the Swedish and Finnish keyboard of SFS 5966, Sámi letters with AltGr; Apple's has @ right of ä and $ on "
          + "Shift-4; Option levels differ")),
    // Apple's Finnish layout is Swedish's: xkeyboard-config's fi(mac) includes se(mac), and macOS
    // was observed to register the same key equivalents on Finnish, Swedish and Swedish – Pro.
    AppleInputSource(
      "com.apple.keylayout.Finnish", "Finnish", "fi(mac)", .exact, primary: true,
      recording: "com.apple.keylayout.Swedish-Pro"),
    AppleInputSource(
      "com.apple.keylayout.FinnishExtended", "Finnish – Extended", "fi(mac)",
      .approximate("Finnish – Extended: Option levels differ"), formerly: ["Finnish Extended"]),
    AppleInputSource(
      "com.apple.keylayout.FinnishSami-PC", "Finnish Sámi – PC", "fi(kotoistus)",
      .approximate(
        "the Finnish keyboard of SFS 5966, Sámi letters with AltGr; Apple's has @ right of ä and $ on Shift-4; "
          + "Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.Faroese", "Faroese", "fo", .approximate("the Faroese PC arrangement; Option levels differ"),
      primary: true),
    AppleInputSource("com.apple.keylayout.Icelandic", "Icelandic", "is(mac)", .exact, primary: true),
    AppleInputSource("com.apple.keylayout.Dutch", "Dutch", "nl(mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.Estonian", "Estonian", "ee",
      .approximate("the Estonian PC arrangement; Option levels differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Latvian", "Latvian", "lv",
      .approximate("the Latvian PC arrangement (apostrophe variant); Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.Lithuanian", "Lithuanian", "lt",
      .approximate("the Lithuanian PC arrangement; Option levels differ"),
      primary: true),
    AppleInputSource("com.apple.keylayout.Czech-QWERTY", "Czech – QWERTY", "cz(qwerty-mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.Czech", "Czech", "cz",
      .approximate("the Czech PC arrangement (QWERTZ); Option levels differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Slovak", "Slovak", "sk",
      .approximate("the Slovak PC arrangement (QWERTZ); Option levels differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Slovak-QWERTY", "Slovak – QWERTY", "sk(qwerty)",
      .approximate("the Slovak PC arrangement (QWERTY); Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.PolishPro", "Polish", "pl",
      .approximate("Polish: U.S. keys, Option for the Polish letters; Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.Polish", "Polish – QWERTZ", "pl(qwertz)",
      .approximate("Polish – QWERTZ: punctuation keys differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Hungarian", "Hungarian", "hu",
      .approximate("the Hungarian PC arrangement; Option levels differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Hungarian-QWERTY", "Hungarian – QWERTY", "hu(qwerty)",
      .approximate("the Hungarian PC arrangement (QWERTY); Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.Croatian", "Croatian – QWERTY", "hr",
      .approximate("the Croatian PC arrangement; Option levels differ"), primary: true, formerly: ["Croatian"]),
    AppleInputSource(
      "com.apple.keylayout.Croatian-PC", "Croatian – QWERTZ", "hr", .approximate("Option levels differ"),
      formerly: ["Croatian – PC"]),
    AppleInputSource(
      "com.apple.keylayout.Slovenian", "Slovenian", "si",
      .approximate("the Slovenian PC arrangement; Option levels differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Serbian-Latin", "Serbian (Latin)", "rs(latin)",
      .approximate("the Serbian Latin PC arrangement; Option levels differ"), primary: true,
      formerly: ["Serbian – Latin"]),
    AppleInputSource(
      "com.apple.keylayout.Romanian", "Romanian", "ro", .approximate("Romanian; Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.Romanian-Standard", "Romanian – Standard", "ro(std)",
      .approximate("Romanian – Standard; Option levels differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Turkish-QWERTY-PC", "Turkish Q", "tr", .approximate("Turkish Q; Option levels differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Turkish-QWERTY", "Turkish Q – Legacy", "tr",
      .approximate("Turkish Q – Legacy: punctuation keys differ")),
    AppleInputSource(
      "com.apple.keylayout.Turkish", "Turkish F – Legacy", "tr(f)",
      .approximate("Turkish F – Legacy: punctuation keys differ")),
    AppleInputSource(
      "com.apple.keylayout.Turkish-Standard", "Turkish F", "tr(f)", .approximate("Turkish F; punctuation keys differ"),
      primary: true
    ),
    AppleInputSource(
      "com.apple.keylayout.Azeri", "Azeri", "az", .approximate("the Azerbaijani PC arrangement; Option levels differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Turkmen", "Turkmen", "tm", .approximate("the Turkmen PC arrangement; Option levels differ"),
      primary: true),
    AppleInputSource("com.apple.keylayout.Russian", "Russian", "ru(mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.RussianWin", "Russian – PC", "ru(winkeys)",
      .approximate("Russian – PC: the PC arrangement; Option levels differ")),
    AppleInputSource("com.apple.keylayout.Ukrainian", "Ukrainian – Legacy", "ua(macOS)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.Ukrainian-PC", "Ukrainian", "ua(unicode)",
      .approximate("Ukrainian: the PC arrangement; Option levels differ")),
    AppleInputSource(
      "com.apple.keylayout.Bulgarian", "Bulgarian – Standard", "bg", .approximate("Bulgarian; Option levels differ"),
      primary: true, formerly: ["Bulgarian"]),
    AppleInputSource(
      "com.apple.keylayout.Serbian", "Serbian", "rs", .approximate("Serbian Cyrillic; Option levels differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Macedonian", "Macedonian", "mk", .approximate("Macedonian; Option levels differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Kazakh", "Kazakh", "kz", .approximate("Kazakh; Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.Georgian-QWERTY", "Georgian – QWERTY", "ge", .approximate("Georgian; Option levels differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Armenian-HMQWERTY", "Armenian – HM QWERTY", "am(phonetic)",
      .approximate("Armenian phonetic; Option levels differ"),
      primary: true),
    AppleInputSource(
      "com.apple.keylayout.Hebrew", "Hebrew", "il", .approximate("SI-1452, as il; Option levels differ"), primary: true),
    AppleInputSource("com.apple.keylayout.Hebrew-PC", "Hebrew – PC", "il", .approximate("Option levels differ")),
    AppleInputSource("com.apple.keylayout.Arabic", "Arabic", "ara(mac)", .exact, primary: true),
    AppleInputSource(
      "com.apple.keylayout.ArabicPC", "Arabic – PC", "ara(basic)",
      .approximate("the Arabic PC arrangement; Option levels differ")),
    AppleInputSource(
      "com.apple.keylayout.Persian-ISIRI2901", "Persian – Standard", "ir",
      .approximate("Persian ISIRI 2901; Option levels differ"), primary: true, formerly: ["Persian – ISIRI 2901"]),
    AppleInputSource(
      "com.apple.keylayout.Thai", "Thai", "th", .approximate("Kedmanee; Option levels differ"), primary: true),
    AppleInputSource(
      "com.apple.keylayout.Vietnamese", "Vietnamese", "vn", .approximate("Option levels differ"), primary: true),
    // Japanese: the Romaji-typing modes first, so that a name several modes share (Hiragana,
    // Katakana, Romaji) names the one macOS selects by default.
    inputMethod("com.apple.inputmethod.Kotoeri.RomajiTyping", "Japanese – Romaji"),
    inputMethod("com.apple.inputmethod.Kotoeri.RomajiTyping.Japanese", "Hiragana"),
    inputMethod("com.apple.inputmethod.Kotoeri.RomajiTyping.Japanese.Katakana", "Katakana"),
    inputMethod("com.apple.inputmethod.Kotoeri.RomajiTyping.Japanese.HalfWidthKana", "Half-width Katakana"),
    inputMethod("com.apple.inputmethod.Kotoeri.RomajiTyping.Japanese.FullWidthRoman", "Full-width Romaji"),
    inputMethod("com.apple.inputmethod.Kotoeri.RomajiTyping.Roman", "Romaji"),
    inputMethod("com.apple.inputmethod.Kotoeri.KanaTyping", "Japanese – Kana"),
    inputMethod("com.apple.inputmethod.Kotoeri.KanaTyping.Japanese", "Hiragana", formerly: ["Hiragana (Kana Typing)"]),
    inputMethod("com.apple.inputmethod.Kotoeri.KanaTyping.Japanese.Katakana", "Katakana"),
    inputMethod("com.apple.inputmethod.Kotoeri.KanaTyping.Roman", "Romaji", formerly: ["Romaji (Kana Typing)"]),
    // The Hiragana mode's identifier before macOS 10.15 (VS Code's recording of it is named so).
    inputMethod("com.apple.inputmethod.Kotoeri.Japanese", "Hiragana", formerly: ["Japanese"]),
    inputMethod("com.apple.inputmethod.SCIM.ITABC", "Pinyin - Simplified"),
    inputMethod("com.apple.inputmethod.SCIM.Shuangpin", "Shuangpin - Simplified"),
    inputMethod("com.apple.inputmethod.SCIM.WBX", "Wubi - Simplified", formerly: ["Wubi Xing"]),
    inputMethod("com.apple.inputmethod.SCIM.WBH", "Stroke - Simplified", formerly: ["Wubi Hua"]),
    inputMethod("com.apple.inputmethod.TCIM.Pinyin", "Pinyin - Traditional"),
    inputMethod("com.apple.inputmethod.TCIM.Zhuyin", "Zhuyin - Traditional"),
    inputMethod("com.apple.inputmethod.TCIM.ZhuyinEten", "Zhuyin Eten - Traditional", formerly: ["Zhuyin – Eten"]),
    inputMethod("com.apple.inputmethod.TCIM.Cangjie", "Cangjie - Traditional", formerly: ["Cangjie"]),
    inputMethod("com.apple.inputmethod.TCIM.Jianyi", "Sucheng - Traditional", formerly: ["Sucheng"]),
    inputMethod("com.apple.inputmethod.TYIM.Cangjie", "Cangjie - Cantonese", formerly: ["Cantonese – Cangjie"]),
    inputMethod("com.apple.inputmethod.TYIM.Phonetic", "Phonetic - Cantonese", formerly: ["Cantonese – Phonetic"]),
    inputMethod("com.apple.inputmethod.Korean.2SetKorean", "2-Set Korean"),
    inputMethod("com.apple.inputmethod.Korean.3SetKorean", "3-Set Korean"),
    inputMethod("com.apple.inputmethod.Korean.390Sebulshik", "3-Set Korean (390)", formerly: ["390 Sebulshik"]),
    inputMethod("com.apple.inputmethod.Korean.GongjinCheongRomaja", "GongjinCheong Romaja"),
    inputMethod("com.apple.inputmethod.Korean.HNCRomaja", "HNC Romaja"),
  ]

  /// Every input-source identifier kbloc knows, with the name of its layout.
  public static let snapshotNames: [String: String] = Dictionary(
    all.map { ($0.identifier, $0.layoutName) }, uniquingKeysWith: { first, _ in first })

  /// The entry whose identifier is exactly `identifier`, or `nil`.
  ///
  /// A search of ``all`` rather than a `[String: AppleInputSource]`: a process's first
  /// `[String: …]` costs a scan of every protocol conformance for `String: Hashable`, more than
  /// the rest of a first `Layout.bundled(inputSource:)`; comparing the identifiers costs a few
  /// microseconds.
  /// - Complexity: O(*n*) in the number of input sources.
  private static func entry(identifiedBy identifier: String) -> AppleInputSource? {
    all.first { $0.identifier == identifier }
  }

  /// The entries by identifier, lowercased: macOS's identifiers are not consistently cased
  /// (`com.apple.keylayout.DVORAK-QWERTYCMD`).
  private static let byLowercasedIdentifier: [String: AppleInputSource] = Dictionary(
    all.map { ($0.identifier.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })

  /// The entries by their macOS name, folded (see ``folded(_:)``), then by their former names: a
  /// name two input sources share names the first, and a current name wins over a former one.
  private static let byName: [String: AppleInputSource] = Dictionary(
    all.map { (folded($0.name), $0) } + all.flatMap { entry in entry.formerNames.map { (folded($0), entry) } },
    uniquingKeysWith: { first, _ in first })

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

  /// The entry for an input source, by identifier or by its macOS name, or `nil` when kbloc has
  /// none.
  ///
  /// A name matches whatever its case and whether its dash is written `–` or `-`
  /// (`swiss german`, `Pinyin – Simplified`), and so does a name macOS showed before
  /// (``formerNames``: `Spanish - ISO`); an identifier matches whatever its case. A name several
  /// input sources share (`Hiragana`) names the first of ``all``. A mode of an input method kbloc does not list
  /// (`com.apple.inputmethod.SCIM.ITABC.Fuzzy`) counts as the mode it refines.
  /// - Complexity: O(*n*) in the length of the text, plus one lookup per dot-separated part
  ///   dropped from a mode.
  public static func named(_ identifierOrName: String) -> AppleInputSource? {
    if let entry = entry(identifiedBy: identifierOrName) { return entry }
    guard identifierOrName.hasPrefix(identifierPrefix) else { return byName[folded(identifierOrName)] }
    if let entry = byLowercasedIdentifier[identifierOrName.lowercased()] { return entry }
    guard identifierOrName.hasPrefix("com.apple.inputmethod.") else { return nil }
    var parts = identifierOrName.split(separator: ".")
    while parts.count > 4 {
      parts.removeLast()
      if let entry = entry(identifiedBy: parts.joined(separator: ".")) { return entry }
    }
    return nil
  }

  /// A name as lookups compare it: lowercased, dashes as `-`, runs of white space as one space.
  static func folded(_ name: String) -> String {
    name.lowercased().replacingDashes.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The name of the bundled snapshot for a keyboard input source, or `nil` when kbloc has none.
  ///
  /// ```swift
  /// AppleInputSource.snapshotName(forInputSource: "com.apple.keylayout.French")   // "fr(mac)"
  /// AppleInputSource.snapshotName(forInputSource: "com.apple.keylayout.Tamil")    // nil
  /// ```
  /// - Parameter identifier: The input-source ID, such as `com.apple.keylayout.German`, or its
  ///   macOS name. A mode of the Japanese input method (`….RomajiTyping.Japanese.Katakana`)
  ///   counts as the mode it refines.
  /// - Returns: The snapshot's name, such as `de(mac)`, or `nil`.
  /// - Complexity: O(1), plus one lookup per dot-separated part dropped from a mode.
  public static func snapshotName(forInputSource identifier: String) -> String? {
    named(identifier)?.layoutName
  }

  /// Identifiers and names close to `text`, closest first, for an error message.
  public static func suggestions(for text: String) -> [String] {
    text.hasPrefix(identifierPrefix)
      ? Suggestions.closest(to: text, among: all.map(\.identifier))
      : Suggestions.closest(to: text, among: all.map(\.name))
  }
}

extension String {
  /// The text with every dash (`–`, `—`, `‐`) written `-`.
  fileprivate var replacingDashes: String {
    String(map { "–—‐‑".contains($0) ? "-" : $0 })
  }
}
