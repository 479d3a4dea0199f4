public import ArgumentParser
import Foundation
public import KBLoc
import KBLocXKB

/// The options that choose a layout: `--layout`, `--variant`, `--options`, `--platform`, or a
/// keymap file with `--keymap`.
struct LayoutOptions: ParsableArguments {
  @Option(name: .long, help: "The layout spec: 'fr', 'fr(mac)', 'ch(de_mac)', 'us,ru'.")
  var layout: String?

  @Option(name: .long, help: "Comma-separated variants for the layouts that do not name one.")
  var variant: String?

  @Option(name: .long, help: "Comma-separated XKB options, such as 'lv3:ralt_switch'.")
  var options: String?

  @Option(name: .long, help: "A full keymap file (.xkb) instead of --layout.")
  var keymap: String?

  @Option(
    name: .long,
    help: "Whose conventions: 'mac' resolves a layout to its Macintosh variant; 'pc' takes it as written.")
  var platform: Platform = .mac

  func validate() throws {
    switch (layout, keymap) {
    case (nil, nil):
      throw ValidationError(
        "Give a layout with '--layout SPEC' (such as '--layout fr') or a keymap file with '--keymap FILE'")
    case (.some, .some):
      throw ValidationError("Give either '--layout' or '--keymap', not both")
    default:
      if keymap != nil, variant != nil || options != nil {
        throw ValidationError("'--variant' and '--options' go with '--layout', not with '--keymap'")
      }
    }
  }

  /// Loads the chosen layout through libxkbcommon: a keymap file in a child process, so that a
  /// crash in libxkbcommon cannot end the run (see ``IsolatedCompile``).
  /// - Throws: ``KeymapError`` or ``InputError`` with a message for the user.
  func load() throws -> Layout {
    if let keymap {
      let text = try InputFile.text(at: keymap, kind: "keymap file")
      return try IsolatedCompile.layout(
        keymap: text, name: URL(fileURLWithPath: keymap).lastPathComponent, file: keymap, platform: platform)
    }
    return try IsolatedCompile.layout(named: layout ?? "", platform: platform, variants: variant, options: options)
  }
}

extension Platform: ExpressibleByArgument {}
extension WritingDirection: ExpressibleByArgument {}
extension ShortcutLocalizer.Preference: ExpressibleByArgument {}
extension TranslationPolicy: ExpressibleByArgument {}

extension KeymapError: KblocError {
  var exitCode: ExitCode { .inputError }
}
