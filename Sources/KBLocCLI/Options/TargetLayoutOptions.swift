import ArgumentParser
import KBLoc
import KBLocSources

/// `--layouts`, `--platform` and `--keyboard`: the layouts a run over many layouts covers, as
/// `coverage` and `suggest` take them.
struct TargetLayoutOptions: ParsableArguments {
  @Option(
    name: .long,
    help:
      "Layouts: specs separated by ',' (or ';' when a spec has groups, 'us,ru;fr'), built-in sets (@apple, @mac, @europe, @cyrillic, @rtl, @cjk, @top, @all), set files (@path/to/set.txt) or layout files (file:path/to/Custom.keylayout); by default the project file's, else @apple on mac and @top on pc."
  )
  var layouts: String?

  @OptionGroup var conventions: PlatformOptions

  /// `--keyboard`'s Mac keyboard, if given.
  var keyboard: KeyboardType? { conventions.keyboard }

  /// The platform: `--platform`'s, else the project file's, else `mac`.
  func platform(project: ProjectConfiguration?) -> Platform {
    conventions.choice ?? project?.platform ?? .mac
  }

  /// The specs to cover: `--layouts`', else the project file's, else the platform's defaults.
  /// - Throws: ``InputError`` for an unknown set, an unreadable set file, or no spec at all.
  func specs(project: ProjectConfiguration?) throws -> [String] {
    try LayoutList.specs(from: layouts, project: project?.layouts, platform: platform(project: project))
  }
}
