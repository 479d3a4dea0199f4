#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// What `stat` says of a file, in the few fields the layout cache reads: its kind, size and times.
struct FileStatus: Equatable {
  /// A time as seconds and nanoseconds since 1970.
  struct Time: Comparable, Hashable, CustomStringConvertible {
    var seconds: Int
    var nanoseconds: Int

    /// `SECONDS.NANOSECONDS`, the nanoseconds in nine digits.
    var description: String {
      let digits = String(nanoseconds)
      return "\(seconds)." + String(repeating: "0", count: max(0, 9 - digits.count)) + digits
    }

    static func < (left: Time, right: Time) -> Bool {
      (left.seconds, left.nanoseconds) < (right.seconds, right.nanoseconds)
    }
  }

  /// Whether the file is a regular file.
  let isRegularFile: Bool
  /// Whether the file is a folder.
  let isFolder: Bool
  /// The size in bytes.
  let size: Int
  /// When the content last changed (`st_mtime`).
  let modified: Time
  /// When the content or the file's status last changed (`st_ctime`), which no one can set back.
  let changed: Time

  /// The status of the file at `path`, following symbolic links, or `nil` when there is none.
  init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    self.init(status)
  }

  /// The status of an open file, or `nil` when it cannot be read.
  init?(descriptor: Int32) {
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
  static var now: Time {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Time(seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
  }
}
