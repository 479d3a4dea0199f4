import ArgumentParser
import Foundation
import KBLoc
import KBLocSources
import KBLocXKB

/// `kbloc translate`: what each shortcut of a file becomes on a layout.
struct TranslateCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "translate",
    abstract: "Translate a file of shortcuts for a keyboard layout.",
    discussion: """
      Each shortcut gets a status (unchanged, moved, shifted, remapped, positional, latin-fallback, \
      needs-option, unreachable), flags (mirrored, dead-key, conflict, shadows-character), the key \
      and modifiers to press, and a reason. --policy apple (the default on --platform mac) answers \
      what macOS registers, --policy kbloc (the default on pc) kbloc's own character-first policy; \
      docs/policies.md describes both.
      """
  )

  @OptionGroup var layoutOptions: LayoutOptions
  @OptionGroup var translation: TranslationOptions
  @OptionGroup var cacheOptions: CacheOptions

  @Option(name: .long, help: "Output format: text or json.")
  var format: OutputFormat = .text

  @Argument(help: "The shortcuts file, or where an app declares them: Swift, keymaps, .xib, .storyboard, a folder.")
  var file: String

  @OptionGroup var input: InputOptions
  @OptionGroup var project: ProjectOptions

  func run() async throws {
    let (shortcuts, settings) = try project.read(
      file, format: input.format(), platform: layoutOptions.conventions.choice)
    var layoutOptions = layoutOptions
    var translation = translation
    layoutOptions.conventions.choice = layoutOptions.conventions.choice ?? settings?.platform
    translation.policy = translation.policy ?? settings?.policy
    let cache = cacheOptions.cache
    let layout = try layoutOptions.load(cache: cache)
    let localizer = try translation.localizer(for: layout, platform: layoutOptions.platform, cache: cache)
    let results = localizer.localize(shortcuts.definitions)
    let report = TranslationReport(
      localizer: localizer, results: results, definitions: shortcuts.definitions,
      directionSource: translation.direction == nil ? "layout" : "option")
    switch format {
    case .json: Terminal.standardOutput.write(report.jsonText)
    case .text: Terminal.standardOutput.write(report.text(color: Terminal.standardOutput.wantsColor))
    }
  }
}

/// The options that shape a translation: direction, reference layout, strategy, policy.
struct TranslationOptions: ParsableArguments {
  @Option(name: .long, help: "Interface direction: ltr or rtl; by default the target layout's script decides.")
  var direction: WritingDirection?

  @Option(name: .long, help: "The layout the shortcuts were written on.")
  var from: String = "us"

  @Option(name: .long, help: "Force one strategy for every shortcut: character or position.")
  var prefer: ShortcutLocalizer.Preference?

  @Option(
    name: .long,
    help:
      "Translation policy: apple (what macOS registers), apple-rule (the apple rule alone) or kbloc; apple on mac, kbloc on pc by default."
  )
  var policy: TranslationPolicy?

  /// A localizer for `layout`, loading the reference layout with the same platform.
  func localizer(for layout: Layout, platform: Platform, cache: LayoutCache?) throws -> ShortcutLocalizer {
    let reference = try IsolatedCompile.layout(named: from, platform: platform, cache: cache)
    return ShortcutLocalizer(
      layout: layout, reference: reference, direction: direction, preference: prefer, policy: policy)
  }
}
