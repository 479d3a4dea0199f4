internal import KBLoc
internal import KBLocFiles

extension LayoutCache {
  /// One entry's file: a header, the key, and the table as a snapshot (``KBLoc/Layout/snapshot(xkeyboardConfig:)``,
  /// the format of the bundled tables).
  ///
  /// ```
  /// kbloc-cache 1
  /// <key bytes> <table bytes> <checksum of key and table, 16 hexadecimal digits>
  /// cache-format	1                 ← the key: what the process compiles with, …
  /// input	names                     ← … then what decides this table
  /// …
  /// kbloc-layout 1                    ← the table
  /// name	fr(mac)
  /// …
  /// ```
  /// An entry is trusted only when all of it holds: the header's version, both lengths adding up
  /// to the file's size, the checksum, the key equal byte for byte to the key asked for, a table
  /// that decodes, and its name and platform those of the key.
  enum Entry {
    /// The first line of every entry.
    static let magic = "kbloc-cache \(LayoutCache.formatVersion)"
    /// How an entry's file name ends.
    static let fileExtension = ".kbloc-cache"
    /// The largest entry written or read: 4 MiB (a table is about 6 kB; a keymap text, kept in the
    /// key, rarely 100 kB).
    static let sizeLimit = 4 << 20
    /// How long a read entry keeps its modification time before a read marks it used again: the
    /// order of eviction needs no finer clock, and a run of hits then writes nothing.
    static let markInterval = 3_600

    /// The file name of the entry of a key: 32 hexadecimal digits (two independent hashes of the
    /// key) and ``fileExtension``.
    static func fileName(forKey key: [UInt8]) -> String {
      Checksum.hex(Checksum.hash(key, seed: 1)) + Checksum.hex(Checksum.hash(key, seed: 2)) + fileExtension
    }

    /// Whether `name` is the name of an entry's file.
    static func isEntryName(_ name: Substring) -> Bool {
      name.hasSuffix(fileExtension) && name.dropLast(fileExtension.count).isHexadecimal(count: 32)
    }

    /// Whether `name` is the name of an entry's temporary file: `.` and the entry's name, a
    /// unique part, `.tmp`.
    static func isTemporaryName(_ name: String) -> Bool {
      guard name.hasPrefix("."), name.hasSuffix(".tmp"), let end = name.range(of: fileExtension + ".")?.upperBound
      else { return false }
      return isEntryName(name[name.index(after: name.startIndex)..<name.index(end, offsetBy: -1)])
    }

    /// The entry of `layout` under `key`, or `nil` when its snapshot would not read back the same
    /// (a name with a tab or a line break, which only a crafted keymap text has).
    static func bytes(of layout: Layout, key: [UInt8]) -> [UInt8]? {
      guard layout.snapshotReadsBack else { return nil }
      let table = layout.snapshotUTF8(xkeyboardConfig: "compiled")
      let body = key + table
      let header = "\(magic)\n\(key.count) \(table.count) \(Checksum.hex(Checksum.hash(body)))\n"
      return Array(header.utf8) + body
    }

    /// The table of the entry at `path` when the entry is valid for `key` (see ``Entry``), marked
    /// used; `nil` for a missing, damaged, foreign or stale entry.
    static func read(path: String, key: [UInt8], expecting expected: Key) -> Layout? {
      guard let (bytes, status) = CacheFiles.contents(of: path, limit: sizeLimit),
        let layout = decode(bytes, key: key, expecting: expected)
      else { return nil }
      if FileStatus.now.seconds - status.modified.seconds > markInterval { CacheFiles.markUsed(path) }
      return layout
    }

    /// The table of an entry's bytes when the entry is valid for `key`; see ``Entry``.
    static func decode(_ bytes: [UInt8], key: [UInt8], expecting expected: Key) -> Layout? {
      let magicBytes = Array(magic.utf8) + [UInt8(ascii: "\n")]
      guard bytes.starts(with: magicBytes),
        let lineEnd = bytes[magicBytes.count...].prefix(64).firstIndex(of: UInt8(ascii: "\n"))
      else { return nil }
      let fields = bytes[magicBytes.count..<lineEnd].split(
        separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
      guard fields.count == 3, let keyCount = Int(ascii: fields[0]), let tableCount = Int(ascii: fields[1]),
        keyCount == key.count, bytes.count - (lineEnd + 1) == keyCount + tableCount
      else { return nil }
      let body = bytes[(lineEnd + 1)...]
      let checksum = body.withUnsafeBytes { Checksum.hash($0) }
      guard fields[2].elementsEqual(Checksum.hex(checksum).utf8), body.prefix(keyCount).elementsEqual(key),
        var layout = try? Layout(snapshotUTF8: Array(body.dropFirst(keyCount))),
        layout.name == expected.name, layout.platform == expected.platform
      else { return nil }
      layout.source = expected.source
      return layout
    }
  }
}

extension Substring {
  /// Whether the text is `count` lowercase hexadecimal digits.
  fileprivate func isHexadecimal(count: Int) -> Bool {
    utf8.count == count && utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }
}

extension Int {
  /// The number written in ASCII decimal digits, or `nil` for anything else (no sign, at most 18
  /// digits).
  fileprivate init?(ascii digits: ArraySlice<UInt8>) {
    guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    self = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
  }
}
