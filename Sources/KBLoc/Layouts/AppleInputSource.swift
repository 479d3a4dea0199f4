/// The keyboard input sources of macOS and iOS, mapped to the layout snapshots bundled with kbloc,
/// so an Apple-platform app can pass what the system reports.
///
/// The identifiers are the system's input-source IDs (`kTISPropertyInputSourceID` on macOS), such
/// as `com.apple.keylayout.German`. For shortcuts, ask macOS for the *ASCII-capable* layout
/// (`TISCopyCurrentASCIICapableKeyboardLayoutInputSource()`): it is the layout key equivalents go
/// through, also while an input method (Pinyin, Korean, Japanese) is active.
///
/// Only bundled snapshots are named: an input source kbloc has no faithful table for (Colemak,
/// Belgian, Dvorak – QWERTY ⌘, most Indic and African layouts, input methods other than
/// Japanese) has no entry, and ``snapshotName(forInputSource:)`` returns `nil`; an app then keeps
/// its shortcuts as written or asks the user. The layout used is the xkeyboard-config layout that
/// describes the Apple one: its Macintosh variant where there is one (`de(mac)`), otherwise the
/// layout of the same standard (`il` for Hebrew, `ru` for Russian – PC).
///
/// The identifier names the layout, not the keyboard: on a JIS keyboard `com.apple.keylayout.ABC`
/// types with JIS positions. An app that finds a JIS keyboard
/// (`KBGetLayoutType(LMGetKbdType()) == kKeyboardJIS`) should load `jp(mac)` instead.
///
/// ```swift
/// AppleInputSource.snapshotName(forInputSource: "com.apple.keylayout.SwissGerman")   // "ch(de_mac)"
/// let layout = try Layout.bundled(inputSource: "com.apple.keylayout.German")          // de(mac)
/// ```
public enum AppleInputSource {
  /// Every input-source identifier kbloc knows, with the name of its bundled snapshot.
  ///
  /// A test checks that every name is bundled (`BundledSnapshots.names`).
  public static let snapshotNames: [String: String] = [
    // English
    "com.apple.keylayout.US": "us(mac)",
    "com.apple.keylayout.ABC": "us(mac)",  // "ABC": the U.S. layout under another name
    "com.apple.keylayout.Australian": "us(mac)",  // the U.S. keys with an ISO key
    "com.apple.keylayout.British": "gb(mac)",
    "com.apple.keylayout.British-PC": "gb",
    "com.apple.keylayout.Dvorak": "us(dvorak-mac)",
    // German-speaking
    "com.apple.keylayout.German": "de(mac)",
    "com.apple.keylayout.Austrian": "at(mac)",
    "com.apple.keylayout.SwissGerman": "ch(de_mac)",
    // French-speaking
    "com.apple.keylayout.French": "fr(mac)",
    "com.apple.keylayout.French-PC": "fr",
    "com.apple.keylayout.SwissFrench": "ch(fr_mac)",
    "com.apple.keylayout.CanadianFrench-PC": "ca",
    // Southern Europe and Latin America
    "com.apple.keylayout.Spanish-ISO": "es(mac)",  // "Spanish"; the legacy "Spanish" has no table
    "com.apple.keylayout.LatinAmerican": "latam",
    "com.apple.keylayout.Italian": "it(mac)",  // "Italian – QZERTY", which it(mac) describes
    "com.apple.keylayout.Italian-Pro": "it",  // "Italian", the QWERTY layout of the PC standard
    "com.apple.keylayout.Portuguese": "pt(mac)",
    "com.apple.keylayout.Brazilian-ABNT2": "br",
    "com.apple.keylayout.Greek": "gr",
    "com.apple.keylayout.Turkish-QWERTY-PC": "tr",  // "Turkish Q"
    // Northern Europe
    "com.apple.keylayout.Danish": "dk(mac)",
    "com.apple.keylayout.Norwegian": "no(mac)",
    "com.apple.keylayout.Swedish-Pro": "se(mac)",  // "Swedish"
    "com.apple.keylayout.Swedish": "se(mac)",  // "Swedish – Legacy"
    "com.apple.keylayout.Finnish": "fi(mac)",
    "com.apple.keylayout.Icelandic": "is(mac)",
    "com.apple.keylayout.Dutch": "nl(mac)",
    // Central and Eastern Europe
    "com.apple.keylayout.Czech-QWERTY": "cz(qwerty-mac)",
    "com.apple.keylayout.Czech": "cz",  // QWERTZ, as the PC standard
    "com.apple.keylayout.PolishPro": "pl",  // "Polish": U.S. keys, Option for the Polish letters
    "com.apple.keylayout.Russian": "ru(mac)",
    "com.apple.keylayout.RussianWin": "ru",  // "Russian – PC"
    "com.apple.keylayout.Ukrainian": "ua(macOS)",  // "Ukrainian – Legacy", the Mac Russian arrangement
    "com.apple.keylayout.Ukrainian-PC": "ua",  // "Ukrainian", the PC standard
    // Right to left
    "com.apple.keylayout.Hebrew": "il",  // SI-1452, as il
    "com.apple.keylayout.Hebrew-PC": "il",
    "com.apple.keylayout.Arabic": "ara(mac)",
    "com.apple.keylayout.ArabicPC": "ara",
    // Asia
    "com.apple.keylayout.Thai": "th",  // Kedmanee
    "com.apple.keylayout.Vietnamese": "vn",
    "com.apple.inputmethod.Kotoeri.Japanese": "jp(mac)",
    "com.apple.inputmethod.Kotoeri.RomajiTyping": "jp(mac)",
    "com.apple.inputmethod.Kotoeri.RomajiTyping.Japanese": "jp(mac)",
    "com.apple.inputmethod.Kotoeri.RomajiTyping.Roman": "jp(mac)",
    "com.apple.inputmethod.Kotoeri.KanaTyping": "jp(mac)",
    "com.apple.inputmethod.Kotoeri.KanaTyping.Japanese": "jp(mac)",
    "com.apple.inputmethod.Kotoeri.KanaTyping.Roman": "jp(mac)",
  ]

  /// The input source each layout name stands for when a layout was loaded by name: the one
  /// macOS users of that layout pick first (`de(mac)` → `com.apple.keylayout.German`).
  static let primaryInputSources: [String: String] = [
    "us(mac)": "com.apple.keylayout.US", "gb(mac)": "com.apple.keylayout.British",
    "us(dvorak-mac)": "com.apple.keylayout.Dvorak", "de(mac)": "com.apple.keylayout.German",
    "at(mac)": "com.apple.keylayout.Austrian", "ch(de_mac)": "com.apple.keylayout.SwissGerman",
    "fr(mac)": "com.apple.keylayout.French", "ch(fr_mac)": "com.apple.keylayout.SwissFrench",
    "es(mac)": "com.apple.keylayout.Spanish-ISO", "it(mac)": "com.apple.keylayout.Italian",
    "pt(mac)": "com.apple.keylayout.Portuguese", "br": "com.apple.keylayout.Brazilian-ABNT2",
    "dk(mac)": "com.apple.keylayout.Danish", "no(mac)": "com.apple.keylayout.Norwegian",
    "se(mac)": "com.apple.keylayout.Swedish-Pro", "fi(mac)": "com.apple.keylayout.Finnish",
    "is(mac)": "com.apple.keylayout.Icelandic", "nl(mac)": "com.apple.keylayout.Dutch",
    "cz(qwerty-mac)": "com.apple.keylayout.Czech-QWERTY", "cz": "com.apple.keylayout.Czech",
    "ru(mac)": "com.apple.keylayout.Russian", "ara(mac)": "com.apple.keylayout.Arabic",
  ]

  /// The input source a layout name stands for, or `nil`: see ``primaryInputSources``.
  /// - Complexity: O(1).
  public static func primaryInputSource(forLayoutNamed name: String) -> String? {
    primaryInputSources[name]
  }

  /// The name of the bundled snapshot for a keyboard input source, or `nil` when kbloc has none.
  ///
  /// ```swift
  /// AppleInputSource.snapshotName(forInputSource: "com.apple.keylayout.French")   // "fr(mac)"
  /// AppleInputSource.snapshotName(forInputSource: "com.apple.keylayout.Colemak")  // nil
  /// ```
  /// - Parameter identifier: The input-source ID, such as `com.apple.keylayout.German`. A mode of
  ///   the Japanese input method (`….RomajiTyping.Japanese.Katakana`) counts as the mode it
  ///   refines.
  /// - Returns: The snapshot's name, such as `de(mac)`, or `nil`.
  /// - Complexity: O(1), plus one lookup per dot-separated part dropped from a mode.
  public static func snapshotName(forInputSource identifier: String) -> String? {
    if let name = snapshotNames[identifier] { return name }
    guard identifier.hasPrefix("com.apple.inputmethod.Kotoeri.") else { return nil }
    var parts = identifier.split(separator: ".")
    while parts.count > 4 {
      parts.removeLast()
      if let name = snapshotNames[parts.joined(separator: ".")] { return name }
    }
    return nil
  }
}

extension Layout {
  /// Loads the bundled layout of a macOS or iOS keyboard input source, with Apple's conventions.
  ///
  /// The layout always follows `.mac` conventions (Option, ⌘ in ``LocalizedShortcut/display``):
  /// a snapshot made with PC conventions (`il`, `ru`) has its AltGr level named Option, which is
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
        suggestions: Suggestions.closest(to: identifier, among: AppleInputSource.snapshotNames.keys.sorted()))
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
