import ArgumentParser
import KBLocXKB

/// The options of every command that loads layouts: where compiled layout tables are cached
/// (`--cache-dir`), or `--no-cache`.
struct CacheOptions: ParsableArguments {
  @OptionGroup var location: CacheFolderOption

  @Flag(name: .customLong("no-cache"), help: "Neither read nor write the layout cache: compile every layout.")
  var noCache = false

  func validate() throws {
    if noCache, location.folder != nil {
      throw ValidationError("Give '--cache-dir' or '--no-cache', not both")
    }
  }

  /// The cache the options choose, or `nil` for `--no-cache` or when there is no cache folder
  /// (no `HOME`): layouts are then compiled every time.
  var cache: LayoutCache? { noCache ? nil : location.cache }
}
