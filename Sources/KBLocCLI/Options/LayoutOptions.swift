public import ArgumentParser
import Foundation
public import KBLoc
import KBLocXKB

/// The options that choose a layout: `--layout`, `--variant`, `--options`, `--platform`, a
/// keymap file with `--keymap`, or a layout file (`.keylayout`, recording) with `--layout-file`;
/// `--keyboard` for the keyboard an Apple input source or a Mac layout file sits on.
struct LayoutOptions: ParsableArguments {
  @Option(
    name: .long,
    help:
      "The layout spec: 'fr', 'fr(mac)', 'ch(de_mac)', 'us,ru', or a macOS input source: 'com.apple.keylayout.German' or 'German'."
  )
  var layout: String?

  @Option(name: .long, help: "Comma-separated variants for the layouts that do not name one.")
  var variant: String?

  @Option(name: .long, help: "Comma-separated XKB options, such as 'lv3:ralt_switch'.")
  var options: String?

  @Option(name: .long, help: "A full keymap file (.xkb) instead of --layout.")
  var keymap: String?

  @Option(
    name: .customLong("layout-file"),
    help: "An Apple .keylayout file or a keyboard recording (JSON) instead of --layout.")
  var layoutFile: String?

  @OptionGroup var conventions: PlatformOptions

  /// The platform: `--platform`'s, else `mac`.
  var platform: Platform { conventions.choice ?? .mac }

  /// `--keyboard`'s Mac keyboard, if given.
  var keyboard: KeyboardType? { conventions.keyboard }

  func validate() throws {
    switch [layout, keymap, layoutFile].compactMap({ $0 }).count {
    case 0:
      throw ValidationError(
        "Give a layout with '--layout SPEC' (such as '--layout fr'), a keymap file with '--keymap FILE' "
          + "or a layout file with '--layout-file FILE'")
    case 1:
      if layout == nil, variant != nil || options != nil {
        let other = keymap != nil ? "--keymap" : "--layout-file"
        throw ValidationError("'--variant' and '--options' go with '--layout', not with '\(other)'")
      }
    default:
      throw ValidationError("Give one of '--layout', '--keymap' and '--layout-file', not several")
    }
  }

  /// Loads the chosen layout: through libxkbcommon (a keymap file in a child process, so that a
  /// crash in libxkbcommon cannot end the run, see ``IsolatedCompile``) or from the cache of
  /// compiled tables, imported from a layout file, or an Apple input source's table (recorded on a
  /// Mac, or its XKB layout).
  /// - Parameter cache: Where compiled tables are kept between runs, or `nil`.
  /// - Returns: The layout.
  /// - Throws: ``KeymapError``, ``LayoutFileError`` or ``InputError`` with a message for the user.
  func load(cache: LayoutCache?) throws -> Layout {
    if let layoutFile {
      let layout = try LayoutFile.load(layoutFile, keyboard: keyboard)
      if let keyboard, layout.keyboardType == nil {
        throw InputError(
          description: "'--keyboard \(keyboard.rawValue)' places the keys of Apple input sources and Mac layout files; "
            + "\(layoutFile.quoted) was recorded on a PC, whose keys are physical keys already")
      }
      return layout
    }
    if let keymap {
      try Self.refuseKeyboard(keyboard, for: "--keymap")
      let text = try InputFile.text(at: keymap, kind: "keymap file")
      return try IsolatedCompile.layout(
        keymap: text, name: URL(fileURLWithPath: keymap).lastPathComponent, file: keymap, platform: platform,
        cache: cache)
    }
    if let layout, let entry = AppleInputSource.named(layout) {
      return try Self.load(
        entry, keyboard: keyboard, platform: platform, variants: variant, options: options, cache: cache)
    }
    if let layout, layout.hasPrefix(AppleInputSource.identifierPrefix) {
      throw Self.unknownInputSource(layout)
    }
    try Self.refuseKeyboard(keyboard, for: "--layout \(layout ?? "")")
    return try IsolatedCompile.layout(
      named: layout ?? "", platform: platform, variants: variant, options: options, cache: cache)
  }

  /// `--keyboard` with an XKB layout: refused, since an XKB layout keeps its XKB model.
  static func refuseKeyboard(_ keyboard: KeyboardType?, for given: String) throws {
    guard let keyboard else { return }
    throw InputError(
      description: "'--keyboard \(keyboard.rawValue)' places the keys of Apple input sources and Mac layout files; "
        + "\(given.quoted) is an XKB layout, which keeps its XKB model")
  }

  /// The error for an input source kbloc does not know, naming close identifiers.
  static func unknownInputSource(_ identifier: String) -> InputError {
    let close = Array(AppleInputSource.suggestions(for: identifier).prefix(3))
    return InputError(
      description: "Unknown input source \(identifier.quoted); "
        + (Suggestions.didYouMean(close).map { $0 + " " } ?? "")
        + "'kbloc layouts --apple' lists the input sources kbloc knows")
  }

  /// Loads the table of a macOS input source (`kbloc layouts --apple` lists them): the one
  /// recorded on a Mac where kbloc has it, else its XKB layout compiled by libxkbcommon; on
  /// `keyboard`, by default the one Apple sells with it.
  ///
  /// The XKB layout comes from `cache` when it has the table.
  /// - Throws: ``InputError`` for XKB variants or options given with a recorded table, or what
  ///   compiling the XKB layout throws.
  static func load(
    _ entry: AppleInputSource, keyboard: KeyboardType?, platform: Platform, variants: String?, options: String?,
    cache: LayoutCache?
  ) throws -> Layout {
    if let recorded = try entry.recordedLayout(on: keyboard) {
      if variants != nil || options != nil {
        throw InputError(
          description: "'--variant' and '--options' change XKB layouts; \(entry.name.quoted) "
            + "(\(entry.identifier)) is a table recorded on a Mac")
      }
      return recorded
    }
    let table = try IsolatedCompile.layout(
      named: entry.layoutName, platform: platform, variants: variants, options: options, cache: cache)
    return entry.layout(standingIn: table, on: keyboard)
  }
}

extension Platform: ExpressibleByArgument {}
extension KeyboardType: ExpressibleByArgument {}
extension WritingDirection: ExpressibleByArgument {}
extension ShortcutLocalizer.Preference: ExpressibleByArgument {}
extension TranslationPolicy: ExpressibleByArgument {}

extension KeymapError: KblocError {
  var exitCode: ExitCode { .inputError }
}

extension LayoutFileError: KblocError {
  var exitCode: ExitCode { .inputError }
}

extension SnapshotError: KblocError {
  var exitCode: ExitCode { .inputError }
}
