public import Foundation
public import KBLoc
internal import KBLocFiles

/// Compiled layout tables kept on disk between runs, so that a layout compiled once is read back
/// in a fraction of a compile until something that decides its table changes.
///
/// An entry is keyed by everything that decides a table (``Key``): the layout's names or keymap
/// text, the platform and any other table option, plus what this process compiles with — the XKB
/// data in every include folder libxkbcommon searches (the system's xkeyboard-config, the user's
/// `~/.config/xkb` and `~/.xkb`, `XKB_CONFIG_ROOT`, `XKB_CONFIG_EXTRA_PATH`), the libxkbcommon and
/// libxkbregistry files loaded, the file holding kbloc's table code, and ``formatVersion``.
/// Change any of them and the entry is no longer found: it is compiled again.
///
/// Entries are written atomically (a temporary file renamed into place) and validated when read:
/// a truncated, corrupt, foreign or stale entry is ignored and rebuilt, never trusted. Processes
/// may share a folder. The entries are kept under ``sizeLimit`` bytes, the least recently used
/// removed first. A folder that cannot be created or written costs nothing but the compile: the
/// cache is then silent, never an error.
///
/// ```swift
/// let cache = LayoutCache.user()            // ~/.cache/kbloc, or nil without a home folder
/// let german = try Layout.xkb("de", cache: cache)
/// ```
public struct LayoutCache: Sendable {
  /// The folder holding the entries.
  public let folder: String
  /// The most bytes the entries may take; past it, the least recently used are removed.
  public let sizeLimit: Int
  /// What every copy of this cache value shares: the origin, once computed, and the size estimate.
  let ledger: Ledger

  /// The version of the entries kbloc writes: raised whenever what a table holds, how it is
  /// extracted from a keymap or how it is written changes, so that older entries are never read.
  public static let formatVersion = 1

  /// The default ``sizeLimit``: 32 MiB, about 5,000 tables (every layout of `@all` takes 3.5 MB
  /// for one platform).
  public static let defaultSizeLimit = 32 << 20

  /// Creates a cache in `folder`, made when the first entry is written.
  ///
  /// Nothing is read or written until a layout is asked for.
  /// - Parameters:
  ///   - folder: The folder for the entries; kbloc's entries are told by their names, so the
  ///     folder may hold other files, which kbloc never touches.
  ///   - sizeLimit: The most bytes the entries may take.
  public init(folder: String, sizeLimit: Int = LayoutCache.defaultSizeLimit) {
    self.folder = folder
    self.sizeLimit = max(0, sizeLimit)
    self.ledger = Ledger()
  }

  /// The user's cache folder for kbloc: `KBLOC_CACHE_DIR` when set, else `~/Library/Caches/kbloc`
  /// on macOS; elsewhere `$XDG_CACHE_HOME/kbloc`, else `~/.cache/kbloc`.
  /// - Parameter environment: The variables to read; the process's by default.
  /// - Returns: The folder, or `nil` when none of those variables is set.
  public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    if let folder = environment["KBLOC_CACHE_DIR"], !folder.isEmpty { return folder }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
    #if canImport(Darwin)
    return home.map { $0 + "/Library/Caches/kbloc" }
    #else
    // The XDG Base Directory specification ignores a relative XDG_CACHE_HOME.
    if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") { return base + "/kbloc" }
    return home.map { $0 + "/.cache/kbloc" }
    #endif
  }

  /// The cache in the user's cache folder (``defaultFolder(environment:)``).
  /// - Parameter environment: The variables to read; the process's by default.
  /// - Returns: The cache, or `nil` when there is no cache folder to use.
  public static func user(environment: [String: String] = ProcessInfo.processInfo.environment) -> LayoutCache? {
    defaultFolder(environment: environment).map { LayoutCache(folder: $0) }
  }

  /// The table of `key`: read from its entry when a valid one is there, else compiled by
  /// `compile` and stored.
  ///
  /// A read table is the same as a compiled one in every field, its ``KBLoc/Layout/source`` too;
  /// a compile that throws stores nothing.
  /// - Parameters:
  ///   - key: What decides the table.
  ///   - compile: Compiles the table when there is no valid entry.
  /// - Returns: The table.
  /// - Throws: What `compile` throws; the cache itself never throws.
  /// - Complexity: A hit reads and checks one file of a few kilobytes and decodes it (a tenth of
  ///   a compile or less); the first use in a process also takes the origin's fingerprint (one
  ///   `stat` per file of the XKB data, about 300 files on a stock system).
  public func layout<Failure: Error>(for key: Key, compile: () throws(Failure) -> Layout) throws(Failure) -> Layout {
    guard let origin = ledger.origin() else { return try compile() }
    let keyBytes = origin.bytes + key.encoded
    let name = Entry.fileName(forKey: keyBytes)
    if let layout = Entry.read(path: path(of: name), key: keyBytes, expecting: key) { return layout }
    let layout = try compile()
    // A table that is not the key's (another name or platform) would never be read back.
    if layout.name == key.name, layout.platform == key.platform,
      let entry = Entry.bytes(of: layout, key: keyBytes), entry.count <= Entry.sizeLimit
    {
      store(entry, named: name)
    }
    return layout
  }

  /// Whether the cache has an entry for `key`: a file under the key's name, not yet read or
  /// checked (``layout(for:compile:)`` may still find it stale and compile).
  /// - Complexity: one `stat`; the first use in a process also takes the origin's fingerprint.
  public func hasEntry(for key: Key) -> Bool {
    guard let origin = ledger.origin() else { return false }
    return FileStatus(path: path(of: Entry.fileName(forKey: origin.bytes + key.encoded))) != nil
  }

  /// The path of an entry's file.
  func path(of name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}
