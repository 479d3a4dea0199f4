internal import Foundation
internal import KBLoc
internal import KBLocFiles

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

extension LayoutCache {
  /// What the folder holds of kbloc's: how many entries and how many bytes.
  public struct Contents: Sendable, Equatable {
    /// The number of entries.
    public let entries: Int
    /// Their size in bytes.
    public let bytes: Int

    /// Creates a count.
    public init(entries: Int, bytes: Int) {
      self.entries = entries
      self.bytes = bytes
    }
  }

  /// How long a temporary file may stay before a later write takes it for the leftover of a
  /// process that was stopped while writing, and removes it: ten minutes.
  static let temporaryFileLifetime = 600

  /// The entries in the folder now; none when the folder does not exist.
  /// - Complexity: One `stat` per file of kbloc's in the folder.
  public func contents() -> Contents {
    let entries = CacheFiles.list(folder) { Entry.isEntryName($0[...]) } ?? []
    return Contents(entries: entries.count, bytes: entries.reduce(0) { $0 + $1.status.size })
  }

  /// Removes every entry of kbloc's from the folder, and the temporary files of interrupted
  /// writes; nothing else in the folder, and not the folder itself.
  /// - Returns: What was removed.
  /// - Throws: ``LayoutCacheError`` when the folder cannot be listed or an entry cannot be removed.
  @discardableResult
  public func clear() throws(LayoutCacheError) -> Contents {
    guard FileStatus(path: folder) != nil else { return Contents(entries: 0, bytes: 0) }
    guard let files = CacheFiles.list(folder, including: Self.isKblocFile) else {
      throw LayoutCacheError(message: "Cannot list the cache folder \(folder.quotedPath)")
    }
    var removed = (entries: 0, bytes: 0)
    var failures: [String] = []
    for file in files {
      guard CacheFiles.remove(path(of: file.name)) else {
        failures.append(file.name)
        continue
      }
      if Entry.isEntryName(file.name[...]) { removed = (removed.entries + 1, removed.bytes + file.status.size) }
    }
    if let first = failures.first {
      throw LayoutCacheError(
        message: "Cannot remove \(path(of: first).quotedPath)"
          + (failures.count > 1 ? " and \(failures.count - 1) more entries" : "")
          + " from the cache folder; check its permissions")
    }
    return Contents(entries: removed.entries, bytes: removed.bytes)
  }

  /// Why this cache cannot keep tables, for a person, or `nil` when it can: its folder cannot be
  /// made or written, or what makes a table cannot be told (see ``Key``).
  ///
  /// Loading never fails for these reasons; layouts are then compiled every time.
  public var problem: String? {
    guard ledger.origin() != nil else {
      return "the code or the XKB data a table is made from cannot be fingerprinted "
        + "(more than \(Origin.fileLimit) data files, or a library replaced since it was loaded)"
    }
    if let status = FileStatus(path: folder) {
      guard status.isFolder else { return "\(folder.quotedPath) is not a folder" }
      return access(folder, W_OK) == 0 ? nil : "the folder \(folder.quotedPath) is not writable"
    }
    var parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
    while FileStatus(path: parent) == nil, parent != "/", !parent.isEmpty {
      parent = URL(fileURLWithPath: parent).deletingLastPathComponent().path
    }
    guard FileStatus(path: parent)?.isFolder == true, access(parent, W_OK) == 0 else {
      return "the folder \(folder.quotedPath) cannot be created in \(parent.quotedPath)"
    }
    return nil
  }

  /// Writes an entry under `name`, then keeps the folder under ``sizeLimit``.
  ///
  /// Silent: a folder that cannot be made or written stops the writes of this process, nothing else.
  func store(_ entry: [UInt8], named name: String) {
    guard let number = ledger.nextWrite() else { return }
    guard CacheFiles.makeFolder(folder) else { return ledger.writingFailed() }
    let unique = "\(getpid())-\(number)-\(String(UInt32.random(in: .min ... .max), radix: 16))"
    guard CacheFiles.store(entry, at: path(of: name), through: path(of: ".\(name).\(unique).tmp")) else {
      return ledger.writingFailed()
    }
    let isFull = ledger.added(entry.count, limit: sizeLimit) { contents().bytes }
    if isFull { evict() }
  }

  /// Removes the least recently used entries (by modification time, which a read refreshes; see
  /// ``Entry/markInterval``) until the entries take at most three quarters of ``sizeLimit``, and
  /// temporary files older than ``temporaryFileLifetime``.
  ///
  /// Another process may be reading an entry as it goes: its open file stays readable, and a
  /// process that finds it gone compiles the layout.
  func evict() {
    guard let files = CacheFiles.list(folder, including: Self.isKblocFile) else { return }
    let now = FileStatus.now
    var entries: [(name: String, status: FileStatus)] = []
    var total = 0
    for file in files {
      if Entry.isEntryName(file.name[...]) {
        entries.append(file)
        total += file.status.size
      } else if now.seconds - file.status.modified.seconds > Self.temporaryFileLifetime {
        CacheFiles.remove(path(of: file.name))
      }
    }
    let target = sizeLimit / 4 * 3
    for entry in entries.sorted(by: { $0.status.modified < $1.status.modified }) where total > target {
      if CacheFiles.remove(path(of: entry.name)) { total -= entry.status.size }
    }
    ledger.counted(total)
  }

  /// Whether a file name is kbloc's: an entry or an entry's temporary file.
  static func isKblocFile(_ name: String) -> Bool {
    Entry.isEntryName(name[...]) || Entry.isTemporaryName(name)
  }
}
