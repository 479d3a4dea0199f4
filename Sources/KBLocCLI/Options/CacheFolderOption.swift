import ArgumentParser
import KBLocXKB

/// `--cache-dir`: the folder of the compiled-layout cache, for the commands that load layouts
/// (within ``CacheOptions``) and for `kbloc cache info|clear`.
struct CacheFolderOption: ParsableArguments {
  @Option(
    name: .customLong("cache-dir"),
    help: ArgumentHelp(
      "The folder of the compiled-layout cache; by default $KBLOC_CACHE_DIR, else the user's cache folder.",
      valueName: "folder"))
  var folder: String?

  func validate() throws {
    if folder?.isEmpty == true { throw ValidationError("'--cache-dir' needs a folder") }
  }

  /// The error of `kbloc cache info|clear` when there is no folder to look at.
  static let noFolder = InputError(
    description: "No cache folder: HOME is not set; give '--cache-dir FOLDER' or set KBLOC_CACHE_DIR")

  /// The cache in `--cache-dir`, else in the default folder (`LayoutCache.defaultFolder`), or `nil`
  /// when there is no folder to use (no `HOME`).
  var cache: LayoutCache? {
    (folder ?? LayoutCache.defaultFolder()).map { LayoutCache(folder: $0) }
  }
}
