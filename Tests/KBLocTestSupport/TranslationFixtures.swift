public import Foundation
public import KBLoc

/// The repository's example shortcut files, found from this source file's path so tests read the
/// very files `make demo` and the README use.
///
/// ```swift
/// let file = try ExampleFiles.shortcutFile("shortcuts.json")
/// file.definitions.count   // 35
/// ```
public enum ExampleFiles {
  /// The repository's `Examples/` folder.
  public static let folder: URL = PackageRoot.appending("Examples")

  /// The example files the translate tests run over.
  public static let names = ["shortcuts.json", "game-bindings.json"]

  /// The URL of an example file, such as `shortcuts.json`.
  public static func url(_ name: String) -> URL {
    folder.appendingPathComponent(name)
  }

  /// Reads and parses an example file.
  /// - Throws: When the file cannot be read, or ``KBLoc/ShortcutFileError`` when it is not a
  ///   valid shortcuts file.
  public static func shortcutFile(_ name: String) throws -> ShortcutFile {
    let text = try String(contentsOf: url(name), encoding: .utf8)
    return try ShortcutFile(parsing: text, fileName: name)
  }
}

extension LayoutFixtures {
  /// The layouts the translation tests sweep: the Macintosh and PC forms of the layouts Mac and
  /// PC users most often type on, layouts without Latin letters (with and without a Latin group),
  /// right-to-left layouts, CJK layouts and the US alternatives.
  ///
  /// `ch(de)` is written `ch(de_mac)` on `.mac` (see docs/vocabulary.md: a bare `ch(de)` resolves
  /// to it on `mac`).
  public static let translationSweep: [LayoutFixture] = [
    LayoutFixture("fr", .mac), LayoutFixture("fr", .pc),
    LayoutFixture("de", .mac), LayoutFixture("de", .pc),
    LayoutFixture("ch(de_mac)", .mac), LayoutFixture("ch(de)", .pc),
    LayoutFixture("ch(fr)", .mac), LayoutFixture("ch(fr)", .pc),
    LayoutFixture("se", .mac), LayoutFixture("se", .pc),
    LayoutFixture("no", .mac), LayoutFixture("no", .pc),
    LayoutFixture("dk", .mac), LayoutFixture("dk", .pc),
    LayoutFixture("pl", .mac), LayoutFixture("pl", .pc),
    LayoutFixture("cz", .mac), LayoutFixture("cz", .pc),
    LayoutFixture("tr", .mac), LayoutFixture("tr", .pc),
    LayoutFixture("es", .mac), LayoutFixture("es", .pc),
    LayoutFixture("it", .mac), LayoutFixture("it", .pc),
    LayoutFixture("pt", .mac), LayoutFixture("pt", .pc),
    LayoutFixture("be", .mac), LayoutFixture("be", .pc),
    LayoutFixture("gb", .mac), LayoutFixture("gb", .pc),
    LayoutFixture("us", .mac), LayoutFixture("us", .pc),
    LayoutFixture("us(dvorak)", .mac), LayoutFixture("us(dvorak)", .pc),
    LayoutFixture("us(colemak)", .mac), LayoutFixture("us(colemak)", .pc),
    LayoutFixture("ru", .mac), LayoutFixture("ru", .pc),
    LayoutFixture("ua", .mac), LayoutFixture("ua", .pc),
    LayoutFixture("gr", .mac), LayoutFixture("gr", .pc),
    LayoutFixture("il", .mac), LayoutFixture("il", .pc),
    LayoutFixture("ara", .mac), LayoutFixture("ara", .pc),
    LayoutFixture("jp", .mac), LayoutFixture("jp", .pc),
    LayoutFixture("kr", .mac), LayoutFixture("kr", .pc),
    LayoutFixture("ru,us", .mac), LayoutFixture("us,ru", .mac), LayoutFixture("gr,us", .pc),
  ]

  /// What Shift does to each unshifted punctuation key of the US layout, the reference layout
  /// shortcuts are written on (`Shift-Command-/` is `Command-?`).
  ///
  /// Written out here rather than read from a layout, so tests compare kbloc's normalization with
  /// a table kbloc did not make.
  public static let usShiftedPunctuation: [Character: Character] = [
    "`": "~", "-": "_", "=": "+", "[": "{", "]": "}", "\\": "|", ";": ":", "'": "\"", ",": "<", ".": ">",
    "/": "?",
  ]
}
