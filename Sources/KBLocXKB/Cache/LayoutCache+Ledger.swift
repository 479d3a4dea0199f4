internal import Foundation

extension LayoutCache {
  /// What the copies of one cache value share in a process: the origin, taken once, and what is
  /// known of the folder's size.
  ///
  /// Thread-safe: a coverage run reads and writes entries from every core at once.
  final class Ledger: @unchecked Sendable {
    private let lock = NSLock()
    /// The origin once taken; `.some(nil)` when it cannot be told.
    private var takenOrigin: Origin??
    /// The bytes of the folder's entries as last counted plus what this process wrote since, or
    /// `nil` before the first count.
    private var estimatedSize: Int?
    /// Whether writing failed: the folder cannot be made or written, so no more writes are tried.
    private var cannotWrite = false
    /// Makes temporary names unique between the threads of this process.
    private var writes = 0

    /// The origin of this process's tables, taken on first use (see ``Origin``).
    func origin() -> Origin? {
      lock.withLock {
        if let takenOrigin { return takenOrigin }
        let origin = Origin.current()
        takenOrigin = .some(origin)
        return origin
      }
    }

    /// A number for a temporary file's name, unique in this process; `nil` once writing failed.
    func nextWrite() -> Int? {
      lock.withLock {
        guard !cannotWrite else { return nil }
        writes += 1
        return writes
      }
    }

    /// Remembers that the folder cannot be written.
    func writingFailed() {
      lock.withLock { cannotWrite = true }
    }

    /// Adds an entry of `bytes` just written to the estimate and says whether the folder may now be
    /// past `limit`; `count` gives the size (the new entry included) when it was never counted.
    func added(_ bytes: Int, limit: Int, count: () -> Int) -> Bool {
      lock.withLock {
        let size = estimatedSize.map { $0 + bytes } ?? count()
        estimatedSize = size
        return size > limit
      }
    }

    /// Records the folder's size as just counted.
    func counted(_ size: Int) {
      lock.withLock { estimatedSize = size }
    }
  }
}
