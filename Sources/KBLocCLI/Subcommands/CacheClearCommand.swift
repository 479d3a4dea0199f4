import ArgumentParser
import KBLoc
import KBLocXKB

/// `kbloc cache clear`: removes kbloc's entries from the cache folder.
struct CacheClearCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "clear",
    abstract: "Remove every cached layout table; nothing else in the folder is touched."
  )

  @OptionGroup var location: CacheFolderOption

  func run() async throws {
    guard let cache = location.cache else { throw CacheFolderOption.noFolder }
    let removed = try cache.clear()
    Terminal.standardOutput.write(
      "Removed \(removed.entries) \(removed.entries == 1 ? "entry" : "entries") (\(ByteCount(removed.bytes))) from \(cache.folder.quotedPath)\n"
    )
  }
}

extension LayoutCacheError: KblocError {
  var exitCode: ExitCode { .inputError }
}
