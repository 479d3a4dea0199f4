import Foundation
import KBLoc
import KBLocFiles
import KBLocTestSupport
import Testing

@testable import KBLocXKB

/// `LayoutCache`: compiled tables on disk, read back only when every byte of their entry holds, in
/// a temporary folder (never the user's cache).
struct LayoutCacheTests {
  /// Counts the compiles a cache asks for.
  final class CompileCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    /// How many compiles ran.
    var count: Int { lock.withLock { value } }

    /// A compile that counts itself, then compiles the resolved spec in this process.
    var compile: @Sendable (LayoutSpec, Platform) throws(KeymapError) -> Layout {
      { spec, platform throws(KeymapError) in
        self.lock.withLock { self.value += 1 }
        return try Layout.xkb(spec, platform: platform)
      }
    }
  }

  /// Expects two tables to be the same in every field a report reads.
  static func expectSameTable(_ read: Layout, _ compiled: Layout, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(read.name == compiled.name, sourceLocation: sourceLocation)
    #expect(read.groupNames == compiled.groupNames, sourceLocation: sourceLocation)
    #expect(read.platform == compiled.platform, sourceLocation: sourceLocation)
    #expect(read.direction == compiled.direction, sourceLocation: sourceLocation)
    #expect(read.source == compiled.source, sourceLocation: sourceLocation)
    #expect(read.keyboardType == compiled.keyboardType, sourceLocation: sourceLocation)
    #expect(read.keys == compiled.keys, sourceLocation: sourceLocation)
    #expect(read.keys.count > 40, sourceLocation: sourceLocation)
  }

  /// The names of the entries in `folder`.
  static func entries(in folder: TemporaryFolder, _ name: String = "cache") -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path(name))) ?? [])
      .filter { $0.hasSuffix(".kbloc-cache") }.sorted()
  }

  @Test func aMissCompilesAndStoresAHitReadsTheSameTable() throws {
    let folder = try TemporaryFolder()
    let cache = LayoutCache(folder: folder.path("cache"))
    let counter = CompileCounter()
    let first = try Layout.xkb(LayoutSpec("de"), cache: cache, compile: counter.compile)
    #expect(counter.count == 1)
    #expect(Self.entries(in: folder).count == 1)
    let second = try Layout.xkb(LayoutSpec("de"), cache: cache, compile: counter.compile)
    #expect(counter.count == 1, "the second load compiled")
    #expect(second.name == "de(mac)")
    Self.expectSameTable(second, try Layout.xkb("de"))
    Self.expectSameTable(second, first)
    // `de` and `de(mac)` resolve to one table: one entry.
    _ = try Layout.xkb(LayoutSpec("de(mac)"), cache: cache, compile: counter.compile)
    #expect(counter.count == 1)
    #expect(cache.contents().entries == 1)
    #expect(cache.contents().bytes > 4_000)
  }

  @Test func everyPlatformAndOptionHasItsOwnEntry() throws {
    let folder = try TemporaryFolder()
    let cache = LayoutCache(folder: folder.path("cache"))
    let counter = CompileCounter()
    let mac = try Layout.xkb(LayoutSpec("fr"), platform: .mac, cache: cache, compile: counter.compile)
    let pc = try Layout.xkb(LayoutSpec("fr"), platform: .pc, cache: cache, compile: counter.compile)
    let options = try Layout.xkb(
      LayoutSpec("fr", options: "caps:swapescape"), platform: .pc, cache: cache, compile: counter.compile)
    #expect(counter.count == 3)
    #expect(Self.entries(in: folder).count == 3)
    Self.expectSameTable(try Layout.xkb(LayoutSpec("fr"), platform: .pc, cache: cache, compile: counter.compile), pc)
    #expect(counter.count == 3)
    #expect(mac.name == "fr(mac)" && pc.name == "fr")
    #expect(options.levels(of: Key(name: "CAPS"))?.levels.first?.keysym == "Escape")

    // A table option (such as a keyboard type) keys an entry of its own.
    var typed = LayoutCache.Key(names: RuleNames(layout: "fr"), name: "fr", platform: .pc)
    typed.tableOptions["keyboard-type"] = "iso"
    var compiles = 0
    _ = cache.layout(for: typed) {
      compiles += 1
      return pc
    }
    _ = cache.layout(for: typed) {
      compiles += 1
      return pc
    }
    typed.tableOptions["keyboard-type"] = "jis"
    _ = cache.layout(for: typed) {
      compiles += 1
      return pc
    }
    #expect(compiles == 2)
    #expect(Self.entries(in: folder).count == 5)
  }

  /// Ways an entry's file can be damaged or foreign, each applied to a valid entry's bytes.
  enum Damage: String, CaseIterable, CustomTestStringConvertible {
    case truncated, truncatedToItsHeader, emptied, flippedByteInTheTable, flippedByteInTheKey, foreignVersion
    case longerThanItsHeaderSays, garbage

    var testDescription: String { rawValue }

    func apply(to bytes: [UInt8]) -> [UInt8] {
      var bytes = bytes
      switch self {
      case .truncated: return Array(bytes.prefix(bytes.count - 100))
      case .truncatedToItsHeader:
        return Array(bytes.prefix(bytes.firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0))
      case .emptied: return []
      case .flippedByteInTheTable: bytes[bytes.count - 20] ^= 0x01
      case .flippedByteInTheKey: bytes[60] ^= 0x01
      case .foreignVersion: return Array("kbloc-cache 99".utf8) + bytes.drop { $0 != UInt8(ascii: "\n") }
      case .longerThanItsHeaderSays: bytes += Array("key\tAE01\t1\t1:0:a:a:0\n".utf8)
      case .garbage: return (0..<5_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
      }
      return bytes
    }
  }

  @Test(arguments: Damage.allCases)
  func aDamagedEntryIsRebuilt(damage: Damage) throws {
    let folder = try TemporaryFolder()
    let cache = LayoutCache(folder: folder.path("cache"))
    let counter = CompileCounter()
    let compiled = try Layout.xkb(LayoutSpec("ru"), platform: .pc, cache: cache, compile: counter.compile)
    let name = try #require(Self.entries(in: folder).first)
    let path = folder.path("cache/" + name)
    let valid = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
    try Data(damage.apply(to: valid)).write(to: URL(fileURLWithPath: path))

    let rebuilt = try Layout.xkb(
      LayoutSpec("ru"), platform: .pc, cache: LayoutCache(folder: folder.path("cache")), compile: counter.compile)
    #expect(counter.count == 2, "a \(damage) entry was trusted")
    Self.expectSameTable(rebuilt, compiled)
    #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == valid, "the entry was not rewritten")
    let read = try Layout.xkb(LayoutSpec("ru"), platform: .pc, cache: cache, compile: counter.compile)
    #expect(counter.count == 2)
    Self.expectSameTable(read, compiled)
  }

  @Test func anotherKeysEntryUnderTheNameIsIgnored() throws {
    let folder = try TemporaryFolder()
    let cache = LayoutCache(folder: folder.path("cache"))
    let counter = CompileCounter()
    _ = try Layout.xkb(LayoutSpec("de"), platform: .pc, cache: cache, compile: counter.compile)
    let german = try #require(Self.entries(in: folder).first)
    let french = try Layout.xkb(LayoutSpec("fr"), platform: .pc, cache: cache, compile: counter.compile)
    let frenchName = try #require(Self.entries(in: folder).first { $0 != german })
    // A valid entry, of the German table, where the French one should be.
    try FileManager.default.removeItem(atPath: folder.path("cache/" + frenchName))
    try FileManager.default.copyItem(atPath: folder.path("cache/" + german), toPath: folder.path("cache/" + frenchName))
    let read = try Layout.xkb(LayoutSpec("fr"), platform: .pc, cache: cache, compile: counter.compile)
    #expect(counter.count == 3)
    Self.expectSameTable(read, french)
  }

  @Test func whatIsNotAFileAtAnEntrysNameIsPassedOver() throws {
    let folder = try TemporaryFolder()
    let cache = LayoutCache(folder: folder.path("cache"))
    let counter = CompileCounter()
    let compiled = try Layout.xkb(LayoutSpec("us"), platform: .pc, cache: cache, compile: counter.compile)
    let name = try #require(Self.entries(in: folder).first)
    let path = folder.path("cache/" + name)
    // A folder: read as no entry, and not written over.
    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    Self.expectSameTable(
      try Layout.xkb(
        LayoutSpec("us"), platform: .pc, cache: LayoutCache(folder: folder.path("cache")), compile: counter.compile),
      compiled)
    // A FIFO with no writer: not waited on.
    try FileManager.default.removeItem(atPath: path)
    #expect(mkfifo(path, 0o600) == 0)
    Self.expectSameTable(
      try Layout.xkb(
        LayoutSpec("us"), platform: .pc, cache: LayoutCache(folder: folder.path("cache")), compile: counter.compile),
      compiled)
    #expect(counter.count == 3)
  }

  @Test func aFolderThatCannotBeWrittenIsSilent() throws {
    let folder = try TemporaryFolder()
    try folder.file("file", containing: "not a folder")
    let cache = LayoutCache(folder: folder.path("file/cache"))
    let counter = CompileCounter()
    for _ in 0..<2 {
      Self.expectSameTable(
        try Layout.xkb(LayoutSpec("de"), platform: .pc, cache: cache, compile: counter.compile),
        try Layout.xkb("de", platform: .pc))
    }
    #expect(counter.count == 2)
    #expect(cache.contents() == LayoutCache.Contents(entries: 0, bytes: 0))
    #expect(cache.problem?.contains("cannot be created") == true, "\(cache.problem ?? "no problem")")
    #expect(LayoutCache(folder: folder.path("file")).problem?.contains("is not a folder") == true)
    #expect(LayoutCache(folder: folder.path("new/cache")).problem == nil)
  }

  @Test func aKeymapTextIsKeyedByEveryByte() throws {
    let folder = try TemporaryFolder()
    let cache = LayoutCache(folder: folder.path("cache"))
    let output = try XKBCLI.run(["compile-keymap", "--layout", "de"])
    try #require(output.exitCode == 0, "\(output)")
    let text = output.stdout
    let compiled = try Layout.xkb(keymap: text, name: "de.xkb", platform: .pc, cache: cache)
    let read = try Layout.xkb(keymap: text, name: "de.xkb", platform: .pc, cache: cache)
    #expect(read.source == .keymapText)
    Self.expectSameTable(read, compiled)
    #expect(Self.entries(in: folder).count == 1)
    _ = try Layout.xkb(keymap: text + "\n", name: "de.xkb", platform: .pc, cache: cache)
    _ = try Layout.xkb(keymap: text, name: "other.xkb", platform: .pc, cache: cache)
    #expect(Self.entries(in: folder).count == 3)
  }

  @Test func aTableWhoseSnapshotWouldNotReadBackIsNotStored() throws {
    let levels = [Level(level: 1, modifiers: [], keysym: "a", character: "a", isDead: false)]
    let crafted = Layout(
      name: "crafted", groupNames: ["A\nkey\tAE01\t1\t1:0:b:b:0"], platform: .pc,
      keys: [KeyLevels(key: Key(name: "AC01"), group: 1, levels: levels)], source: .keymapText)
    #expect(LayoutCache.Entry.bytes(of: crafted, key: Array("key".utf8)) == nil)
    let plain = Layout(
      name: "plain", groupNames: ["A"], platform: .pc,
      keys: [KeyLevels(key: Key(name: "AC01"), group: 1, levels: levels)],
      source: .keymapText)
    #expect(LayoutCache.Entry.bytes(of: plain, key: Array("key".utf8)) != nil)
  }

  @Test func aTableThatIsNotTheKeysIsNotStored() throws {
    let folder = try TemporaryFolder()
    let cache = LayoutCache(folder: folder.path("cache"))
    let french = try Layout.xkb("fr", platform: .pc)
    let named = LayoutCache.Key(names: RuleNames(layout: "de"), name: "de", platform: .pc)
    let platformed = LayoutCache.Key(names: RuleNames(layout: "fr"), name: "fr", platform: .mac)
    #expect(cache.layout(for: named) { french }.name == "fr")
    #expect(cache.layout(for: platformed) { french }.name == "fr")
    #expect(Self.entries(in: folder).isEmpty)
  }

  @Test func keysOfDifferentNamesNeverReadTheSame() {
    let names = ["a\tb", "a\\tb", "a\nb", "a\\nb", "a\\\tb"]
    let keys = names.map { LayoutCache.Key(names: RuleNames(layout: "us"), name: $0, platform: .pc).encoded }
    #expect(Set(keys).count == names.count)
    let split = LayoutCache.Key(names: RuleNames(layout: "us", variant: "a\tb"), name: "us", platform: .pc)
    let joined = LayoutCache.Key(names: RuleNames(layout: "us\ta", variant: "b"), name: "us", platform: .pc)
    #expect(split.encoded != joined.encoded)
  }

  /// The path of the entry of `key` in `cache`.
  static func entryPath(_ cache: LayoutCache, _ key: LayoutCache.Key) throws -> String {
    let origin = try #require(cache.ledger.origin())
    return cache.path(of: LayoutCache.Entry.fileName(forKey: origin.bytes + key.encoded))
  }

  @Test func theEntriesStayUnderTheBoundLeastRecentlyUsedFirst() throws {
    let folder = try TemporaryFolder()
    let specs = ["us", "fr", "de", "ru", "gr"]
    let tables = try specs.map { try Layout.xkb($0, platform: .pc) }
    let keys = specs.map { LayoutCache.Key(names: RuleNames(layout: $0), name: $0, platform: .pc) }
    // The size of each entry, from a cache with room for all.
    let roomy = LayoutCache(folder: folder.path("roomy"))
    let sizes = try zip(keys, tables).map { key, table in
      _ = roomy.layout(for: key) { table }
      return try #require(FileStatus(path: try Self.entryPath(roomy, key))?.size)
    }
    // Room for four entries: the fifth goes past it, and eviction leaves three.
    let limit = sizes.sorted().suffix(3).reduce(0, +) * 4 / 3 + 16
    try #require(sizes.reduce(0, +) > limit && sizes.sorted().prefix(4).reduce(0, +) <= limit)
    let cache = LayoutCache(folder: folder.path("cache"), sizeLimit: limit)
    for index in 0..<3 { _ = cache.layout(for: keys[index]) { tables[index] } }
    // us, fr and de were last used hours ago, us the longest ago; a read of us marks it used.
    for (index, hoursAgo) in [(0, 3.0), (1, 2.5), (2, 2.0)] {
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -hoursAgo * 3_600)],
        ofItemAtPath: Self.entryPath(cache, keys[index]))
    }
    var compiles = 0
    _ = cache.layout(for: keys[0]) {
      compiles += 1
      return tables[0]
    }
    #expect(compiles == 0)
    for index in 3..<5 { _ = cache.layout(for: keys[index]) { tables[index] } }

    let kept = try keys.map { FileManager.default.fileExists(atPath: try Self.entryPath(cache, $0)) }
    #expect(kept == [true, false, false, true, true], "us (used), ru and gr (new) stay; fr and de go")
    #expect(cache.contents().bytes <= limit)
  }

  @Test func clearRemovesKblocsEntriesAndNothingElse() throws {
    let folder = try TemporaryFolder()
    let cache = LayoutCache(folder: folder.path("cache"))
    for spec in ["us", "fr"] { _ = try Layout.xkb(spec, platform: .pc, cache: cache) }
    let entry = try #require(Self.entries(in: folder).first)
    let others = ["notes.txt", entry + ".bak", "x" + entry, ".hidden", "ABCDEF0123456789ABCDEF0123456789.kbloc-cache"]
    for name in others { try folder.file("cache/" + name, containing: "mine") }
    try folder.folder("cache/sub")
    let temporary = "." + entry + ".123-4-abc.tmp"
    try folder.file("cache/" + temporary, containing: "partial")
    let before = cache.contents()
    #expect(before.entries == 2)

    #expect(try cache.clear() == before)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path("cache")).sorted()
    #expect(left == (others + ["sub"]).sorted())
    #expect(cache.contents() == LayoutCache.Contents(entries: 0, bytes: 0))
    #expect(try LayoutCache(folder: folder.path("missing")).clear() == LayoutCache.Contents(entries: 0, bytes: 0))
  }

  @Test func concurrentLoadsAgree() async throws {
    let folder = try TemporaryFolder()
    let cache = LayoutCache(folder: folder.path("cache"))
    let specs = ["us", "fr", "de", "il"]
    let loaded = await withTaskGroup(of: (String, Layout?).self) { tasks in
      for round in 0..<16 {
        let spec = specs[round % specs.count]
        tasks.addTask { (spec, try? Layout.xkb(spec, platform: .pc, cache: cache)) }
      }
      return await tasks.reduce(into: [(String, Layout?)]()) { $0.append($1) }
    }
    for spec in specs {
      let compiled = try Layout.xkb(spec, platform: .pc)
      for case (spec, let layout?) in loaded { Self.expectSameTable(layout, compiled) }
    }
    #expect(loaded.allSatisfy { $0.1 != nil })
    #expect(Self.entries(in: folder).count == specs.count)
  }

  @Test func theDataFingerprintSeesEveryChange() throws {
    let folder = try TemporaryFolder()
    let file = try folder.file("xkb/symbols/mine", containing: "xkb_symbols { key <AD01> { [ q ] }; };\n")
    let paths = [folder.path("xkb")]
    let now = FileStatus.now
    let later = FileStatus.Time(seconds: now.seconds + 60, nanoseconds: 0)
    let recent = try #require(LayoutCache.Origin.dataFingerprint(of: paths, now: now))
    let settled = try #require(LayoutCache.Origin.dataFingerprint(of: paths, now: later))
    // A file changed within the last seconds is fingerprinted by its content too.
    #expect(recent != settled)
    #expect(recent.hasPrefix("include-path\t\(folder.path("xkb"))\nxkb-data\t1\t"))

    // The same size, written back to the same modification time: the content tells.
    let modified = try #require(FileStatus(path: file.path)?.modified)
    try Data("xkb_symbols { key <AD01> { [ w ] }; };\n".utf8).write(to: file)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: Double(modified.seconds) + Double(modified.nanoseconds) / 1e9)],
      ofItemAtPath: file.path)
    #expect(LayoutCache.Origin.dataFingerprint(of: paths, now: now) != recent)

    // A new file, and another order of the include folders.
    let edited = LayoutCache.Origin.dataFingerprint(of: paths, now: later)
    try folder.file("xkb/rules/evdev", containing: "! model = keycodes\n")
    #expect(LayoutCache.Origin.dataFingerprint(of: paths, now: later) != edited)
    try folder.file("other/symbols/x", containing: "")
    #expect(
      LayoutCache.Origin.dataFingerprint(of: [folder.path("other"), folder.path("xkb")], now: later)
        != LayoutCache.Origin.dataFingerprint(of: [folder.path("xkb"), folder.path("other")], now: later))
  }

  @Test func theOriginNamesTheCodeAndLibrariesLoaded() throws {
    let origin = try #require(LayoutCache.Origin.current())
    let text = String(decoding: origin.bytes, as: UTF8.self)
    #expect(text.hasPrefix("cache-format\t\(LayoutCache.formatVersion)\ntable-code\t/"))
    #expect(text.contains("\nlibxkbcommon\t/") && text.contains("libxkbcommon"))
    #expect(text.contains("\nlibxkbregistry\t/"))
    #expect(text.contains("\ninclude-path\t"))
    #expect(text.contains("\nxkb-data\t"))
  }

  @Test func theDefaultFolderFollowsTheEnvironment() {
    #expect(LayoutCache.defaultFolder(environment: ["KBLOC_CACHE_DIR": "/c", "HOME": "/h"]) == "/c")
    #expect(LayoutCache.defaultFolder(environment: ["KBLOC_CACHE_DIR": "", "HOME": "/h"]) != "")
    #expect(LayoutCache.defaultFolder(environment: [:]) == nil)
    #expect(LayoutCache.user(environment: [:]) == nil)
    let cache: LayoutCache? = .user(environment: ["KBLOC_CACHE_DIR": "/c"])
    #expect(cache?.folder == "/c" && cache?.sizeLimit == 32 << 20)
    #if os(macOS)
    #expect(LayoutCache.defaultFolder(environment: ["HOME": "/h"]) == "/h/Library/Caches/kbloc")
    #else
    #expect(LayoutCache.defaultFolder(environment: ["HOME": "/h"]) == "/h/.cache/kbloc")
    #expect(LayoutCache.defaultFolder(environment: ["HOME": "/h", "XDG_CACHE_HOME": "/x"]) == "/x/kbloc")
    #expect(LayoutCache.defaultFolder(environment: ["HOME": "/h", "XDG_CACHE_HOME": "rel"]) == "/h/.cache/kbloc")
    #endif
  }
}
