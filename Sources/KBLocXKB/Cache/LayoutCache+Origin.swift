internal import Foundation
internal import KBLocFiles

extension LayoutCache {
  /// What every table this process compiles depends on beside its own ``Key``: the cache's format,
  /// the file holding kbloc's table code, the libxkbcommon and libxkbregistry files loaded, the
  /// include folders libxkbcommon searches, and a fingerprint of the XKB data in them.
  ///
  /// It starts every entry's key, so an entry made with other code, other libraries or other data
  /// is never found: the table is compiled again.
  ///
  /// **The data's fingerprint** covers every file under the `rules`, `keycodes`, `types`, `compat`
  /// and `symbols` folders of every include folder (the system's xkeyboard-config, `~/.config/xkb`,
  /// `~/.xkb`, `XKB_CONFIG_ROOT`, `XKB_CONFIG_EXTRA_PATH`): its path, size, modification and
  /// status-change times, and — for a file changed in the last ``racyInterval`` seconds, whose
  /// next change could keep the same size and times on a file system with a coarse clock — its
  /// content. It is the data folders rather than the files one compile reads, because libxkbcommon
  /// does not say which files it read; taking it costs one `stat` per file (about 300 on a stock
  /// system, a millisecond), once per process.
  struct Origin: Sendable {
    /// The lines every key starts with.
    let bytes: [UInt8]

    /// The folders of an include folder that libxkbcommon (`rules`, `keycodes`, `types`, `compat`,
    /// `symbols`) and libxkbregistry (`rules`) read.
    static let dataFolders = ["rules", "keycodes", "types", "compat", "symbols"]
    /// The most files the fingerprint looks at; past it (an include folder that is not XKB data),
    /// nothing is cached.
    static let fileLimit = 20_000
    /// How deep the fingerprint goes below a data folder (symbolic links may make cycles).
    static let depthLimit = 8
    /// Seconds within which a file's times may not tell a later change: the coarsest file system
    /// clocks in use (FAT) tick every two seconds.
    static let racyInterval = 3
    /// The largest recently changed file whose content the fingerprint reads.
    static let racyFileLimit = 16 << 20

    /// The origin of the tables this process compiles, or `nil` when it cannot be told whole (kbloc's
    /// own file cannot be found, or the data is too large): then nothing is cached.
    static func current() -> Origin? {
      guard let images = LoadedImages.identities(),
        let data = dataFingerprint(of: Keymap.includePaths(), now: FileStatus.now)
      else { return nil }
      let text = "cache-format\t\(LayoutCache.formatVersion)\n" + images + data
      return Origin(bytes: Array(text.utf8))
    }

    /// The include folders in order, then the fingerprint of the data under them, as lines:
    /// `include-path<TAB>PATH` for each, then `xkb-data<TAB>FILES<TAB>DIGEST`.
    /// - Parameters:
    ///   - includePaths: The include folders, in libxkbcommon's search order.
    ///   - now: The current time, against which a file counts as recently changed.
    /// - Returns: The lines, or `nil` past ``fileLimit`` files or a recently changed file larger
    ///   than ``racyFileLimit``.
    static func dataFingerprint(of includePaths: [String], now: FileStatus.Time) -> String? {
      var listing: [UInt8] = []
      var files = 0
      var text = ""
      for path in includePaths {
        text += "include-path\t\(Key.escaped(path))\n"
        listing += Array("include-path\t\(Key.escaped(path))\n".utf8)
        for folder in dataFolders {
          guard
            walk(path + "/" + folder, as: folder, depth: 0, now: now, files: &files, into: &listing)
          else { return nil }
        }
      }
      let digest = Checksum.hex(Checksum.hash(listing, seed: 1)) + Checksum.hex(Checksum.hash(listing, seed: 2))
      return text + "xkb-data\t\(files)\t\(digest)\n"
    }

    /// Adds a line for each file under `folder`, in name order, to `listing`.
    /// - Returns: `false` past the limits.
    private static func walk(
      _ folder: String, as relative: String, depth: Int, now: FileStatus.Time, files: inout Int,
      into listing: inout [UInt8]
    ) -> Bool {
      guard depth <= depthLimit else { return false }
      // A missing or unreadable folder is read by libxkbcommon as having nothing.
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return true }
      let recent = FileStatus.Time(seconds: now.seconds - racyInterval, nanoseconds: now.nanoseconds)
      for name in names.sorted() {
        let path = folder + "/" + name
        let shown = relative + "/" + Key.escaped(name)
        guard let status = FileStatus(path: path) else { continue }
        if status.isFolder {
          guard walk(path, as: shown, depth: depth + 1, now: now, files: &files, into: &listing) else { return false }
          continue
        }
        guard status.isRegularFile else { continue }
        files += 1
        guard files <= fileLimit else { return false }
        var line = "\(shown)\t\(status.size)\t\(status.modified)\t\(status.changed)"
        if status.modified >= recent || status.changed >= recent {
          guard let (content, _) = CacheFiles.contents(of: path, limit: racyFileLimit) else { return false }
          line += "\t" + Checksum.hex(Checksum.hash(content))
        }
        listing += Array((line + "\n").utf8)
      }
      return true
    }
  }
}
