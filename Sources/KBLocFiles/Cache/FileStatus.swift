#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// What `stat` says of a file, in the few fields the layout cache reads: its kind, size and times.
package struct FileStatus: Equatable {
  /// A time as seconds and nanoseconds since 1970.
  package struct Time: Comparable, Hashable, CustomStringConvertible {
    package var seconds: Int
    package var nanoseconds: Int

    /// The time `seconds` and `nanoseconds` after 1970 (the memberwise initializer, made visible to
    /// the package).
    package init(seconds: Int, nanoseconds: Int) {
      self.seconds = seconds
      self.nanoseconds = nanoseconds
    }

    /// `SECONDS.NANOSECONDS`, the nanoseconds in nine digits.
    package var description: String {
      let digits = String(nanoseconds)
      return "\(seconds)." + String(repeating: "0", count: max(0, 9 - digits.count)) + digits
    }

    package static func < (left: Time, right: Time) -> Bool {
      (left.seconds, left.nanoseconds) < (right.seconds, right.nanoseconds)
    }
  }

  /// Whether the file is a regular file.
  package let isRegularFile: Bool
  /// Whether the file is a folder.
  package let isFolder: Bool
  /// The size in bytes.
  package let size: Int
  /// When the content last changed (`st_mtime`).
  package let modified: Time
  /// When the content or the file's status last changed (`st_ctime`), which no one can set back.
  package let changed: Time

  /// The status of the file at `path`, following symbolic links, or `nil` when there is none.
  package init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    self.init(status)
  }

  /// The status of an open file, or `nil` when it cannot be read.
  package init?(descriptor: Int32) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    self.init(status)
  }

  private init(_ status: stat) {
    let kind = status.st_mode & S_IFMT
    isRegularFile = kind == S_IFREG
    isFolder = kind == S_IFDIR
    size = Int(status.st_size)
    #if canImport(Darwin)
    modified = Time(seconds: Int(status.st_mtimespec.tv_sec), nanoseconds: Int(status.st_mtimespec.tv_nsec))
    changed = Time(seconds: Int(status.st_ctimespec.tv_sec), nanoseconds: Int(status.st_ctimespec.tv_nsec))
    #else
    modified = Time(seconds: Int(status.st_mtim.tv_sec), nanoseconds: Int(status.st_mtim.tv_nsec))
    changed = Time(seconds: Int(status.st_ctim.tv_sec), nanoseconds: Int(status.st_ctim.tv_nsec))
    #endif
  }

  /// The current time, as the file system stamps files.
  package static var now: Time {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Time(seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
  }
}
