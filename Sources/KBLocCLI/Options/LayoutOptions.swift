public import ArgumentParser
import Foundation
public import KBLoc
import KBLocXKB

/// The options that choose a layout: `--layout`, `--variant`, `--options`, `--platform`, a
/// keymap file with `--keymap`, or a layout file (`.keylayout`, recording) with `--layout-file`.
struct LayoutOptions: ParsableArguments {
  @Option(
    name: .long,
    help:
      "The layout spec: 'fr', 'fr(mac)', 'ch(de_mac)', 'us,ru', or a macOS input source: 'com.apple.keylayout.German'.")
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

  @Option(
    name: .customLong("platform"),
    help: ArgumentHelp(
      "Whose conventions: 'mac' resolves a layout to its Macintosh variant; 'pc' takes it as written (default: mac).",
      valueName: "platform"))
  var platformChoice: Platform?

  /// The platform: `--platform`'s, else `mac`.
  var platform: Platform { platformChoice ?? .mac }

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
  /// crash in libxkbcommon cannot end the run, see ``IsolatedCompile``), or imported from a layout
  /// file.
  /// - Throws: ``KeymapError``, ``LayoutFileError`` or ``InputError`` with a message for the user.
  func load() throws -> Layout {
    if let layoutFile { return try LayoutFile.load(layoutFile) }
    if let keymap {
      let text = try InputFile.text(at: keymap, kind: "keymap file")
      return try IsolatedCompile.layout(
        keymap: text, name: URL(fileURLWithPath: keymap).lastPathComponent, file: keymap, platform: platform)
    }
    if let layout, layout.hasPrefix("com.apple.") {
      return try Self.load(inputSource: layout, platform: platform, variants: variant, options: options)
    }
    return try IsolatedCompile.layout(named: layout ?? "", platform: platform, variants: variant, options: options)
  }

  /// Loads the layout of a macOS input source (`kbloc layouts --apple` lists them): the layout
  /// `Layout.bundled(inputSource:)` uses, compiled by libxkbcommon, remembering the input source.
  /// - Throws: ``InputError`` naming close identifiers when kbloc does not know the input source.
  static func load(inputSource identifier: String, platform: Platform, variants: String?, options: String?) throws
    -> Layout
  {
    guard let entry = AppleInputSource.named(identifier) else {
      let close = Array(AppleInputSource.suggestions(for: identifier).prefix(3))
      throw InputError(
        description: "Unknown input source \(identifier.quoted); "
          + (Suggestions.didYouMean(close).map { $0 + " " } ?? "")
          + "'kbloc layouts --apple' lists the input sources kbloc knows")
    }
    var layout = try IsolatedCompile.layout(
      named: entry.layoutName, platform: platform, variants: variants, options: options)
    layout.inputSource = entry.identifier
    return layout
  }
}

extension Platform: ExpressibleByArgument {}
extension WritingDirection: ExpressibleByArgument {}
extension ShortcutLocalizer.Preference: ExpressibleByArgument {}
extension TranslationPolicy: ExpressibleByArgument {}

extension KeymapError: KblocError {
  var exitCode: ExitCode { .inputError }
}

extension LayoutFileError: KblocError {
  var exitCode: ExitCode { .inputError }
}
