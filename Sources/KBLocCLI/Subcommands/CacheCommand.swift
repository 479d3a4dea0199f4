import ArgumentParser
import KBLocXKB

/// `kbloc cache`: the cache of compiled layout tables (`info`, `clear`).
struct CacheCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cache",
    abstract: "Show or clear the cache of compiled layout tables.",
    discussion: """
      Commands that load layouts keep each compiled table in the user's cache folder \
      ($KBLOC_CACHE_DIR, else ~/.cache/kbloc or $XDG_CACHE_HOME/kbloc; ~/Library/Caches/kbloc on \
      macOS), and read it back until the layout, its options, the XKB data, libxkbcommon or kbloc \
      change. --cache-dir picks another folder, --no-cache turns it off.
      """,
    subcommands: [CacheInfoCommand.self, CacheClearCommand.self]
  )
}
