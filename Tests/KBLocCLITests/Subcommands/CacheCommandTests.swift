import Foundation
import KBLocTestSupport
import Testing

/// The compiled-layout cache end to end (issue 19).
///
/// `--cache-dir`, `--no-cache`, `kbloc cache info|clear`, and reports that are the same whether
/// tables are compiled, read back, or rebuilt from a damaged entry. Every run uses a temporary
/// cache folder.
struct CacheCommandTests {
  /// The coverage run the tests compare: a few layouts of different scripts, in JSON.
  static let coverage = [
    "coverage", ExampleFiles.url("shortcuts.json").path, "--layouts", "fr,de,ru,il,jp", "--format", "json",
  ]

  /// Runs the built `kbloc`.
  static func kbloc(_ arguments: [String], environment: [String: String] = [:]) throws -> CommandOutput {
    try CommandRunner.run(try KblocExecutable.url(), arguments, environment: environment)
  }

  /// The entries' file names in `folder`.
  static func entries(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".kbloc-cache") }
      .sorted()
  }

  /// Damages every entry in `folder` with `damage`.
  static func damageEntries(in folder: String, _ damage: ([UInt8]) -> [UInt8]) throws {
    for name in entries(in: folder) {
      let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
      try Data(damage(Array(try Data(contentsOf: url)))).write(to: url)
    }
  }

  @Test func damagedEntriesAreRebuiltAndTheReportIsTheSameAsWithoutTheCache() throws {
    let folder = try TemporaryFolder()
    let cache = folder.path("cache")
    let reference = try Self.kbloc(Self.coverage + ["--no-cache"])
    #expect(reference.exitCode == 0, "\(reference)")
    #expect(try KblocExecutable.decode(Contract.CoverageReport.self, from: reference).layouts.count == 5)
    #expect(Self.entries(in: cache).isEmpty)

    let filled = try Self.kbloc(Self.coverage + ["--cache-dir", cache])
    #expect(filled == reference)
    // The five layouts and the reference layout, us(mac).
    #expect(Self.entries(in: cache).count == 6)
    #expect(try Self.kbloc(Self.coverage + ["--cache-dir", cache]) == reference)

    let damages: [(String, ([UInt8]) -> [UInt8])] = [
      ("truncated", { Array($0.prefix($0.count / 2)) }),
      (
        "corrupt",
        { bytes in bytes.enumerated().map { $0.offset == bytes.count - 30 ? $0.element ^ 0x20 : $0.element } }
      ),
      ("foreign version", { Array("kbloc-cache 0".utf8) + $0.drop { $0 != UInt8(ascii: "\n") } }),
      ("empty", { _ in [] }),
    ]
    for (name, damage) in damages {
      try Self.damageEntries(in: cache, damage)
      let rebuilt = try Self.kbloc(Self.coverage + ["--cache-dir", cache])
      #expect(rebuilt == reference, "\(name) entries")
      #expect(Self.entries(in: cache).count == 6)
      #expect(try Self.kbloc(Self.coverage + ["--cache-dir", cache]) == reference, "after rebuilding \(name) entries")
    }
  }

  /// Where a test's own layout `kbtest` lives: the user's `~/.config/xkb`, or `XKB_CONFIG_EXTRA_PATH`.
  enum UserFolder: String, CaseIterable, CustomTestStringConvertible {
    case home = "~/.config/xkb"
    case extraPath = "XKB_CONFIG_EXTRA_PATH"

    var testDescription: String { rawValue }

    /// The folder of XKB data in `folder`, and the environment that makes libxkbcommon read it.
    func make(in folder: TemporaryFolder) -> (data: String, environment: [String: String]) {
      switch self {
      case .home: return ("home/.config/xkb", ["HOME": folder.path("home")])
      case .extraPath: return ("extra", ["XKB_CONFIG_EXTRA_PATH": folder.path("extra"), "HOME": folder.path("home")])
      }
    }
  }

  /// The `kbtest` symbols file, whose AD01 key types `letter`.
  static func symbols(_ letter: String) -> String {
    """
    default xkb_symbols "basic" {
      include "us(basic)"
      name[Group1] = "Cache test";
      key <AD01> { [ \(letter), \(letter.uppercased()) ] };
    };

    """
  }

  /// What AD01 types first on `kbtest`, as `kbloc layout` reports it.
  static func firstKeysymOfAD01(_ environment: [String: String], cache: String) throws -> String? {
    let output = try kbloc(
      ["layout", "--layout", "kbtest", "--platform", "pc", "--format", "json", "--cache-dir", cache],
      environment: environment)
    let table = try KblocExecutable.decode(Contract.LayoutTable.self, from: output)
    return table.keys.first { $0.key == "AD01" }?.levels.first?.keysym
  }

  @Test(arguments: UserFolder.allCases)
  func changingALayoutFileInAnIncludeFolderInvalidatesItsEntry(place: UserFolder) throws {
    let folder = try TemporaryFolder()
    let (data, environment) = place.make(in: folder)
    try folder.folder("home")
    // Every data file carries one modification time, an hour ahead: the times cannot tell the two
    // versions of the symbols apart, and each file counts as recently changed in every run however
    // slow the machine is (a file changed over 3 s before a run is known by its times alone, so
    // two runs on either side of that mark would make two entries of one table).
    let modified = Date(timeIntervalSinceNow: 3600)
    let rules = try folder.file(
      data + "/rules/evdev.xml",
      containing: """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE xkbConfigRegistry SYSTEM "xkb.dtd">
        <xkbConfigRegistry version="1.1"><layoutList><layout><configItem>
        <name>kbtest</name><description>Cache test</description>
        </configItem></layout></layoutList></xkbConfigRegistry>

        """)
    let symbols = try folder.file(data + "/symbols/kbtest", containing: Self.symbols("q"))
    for file in [rules, symbols] {
      try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: file.path)
    }
    let cache = folder.path("cache")
    #expect(try Self.firstKeysymOfAD01(environment, cache: cache) == "q")
    #expect(try Self.firstKeysymOfAD01(environment, cache: cache) == "q")
    #expect(Self.entries(in: cache).count == 1)

    // The same size and times: only the content differs.
    try folder.file(data + "/symbols/kbtest", containing: Self.symbols("w"))
    try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: symbols.path)
    #expect(try Self.firstKeysymOfAD01(environment, cache: cache) == "w")
    #expect(try Self.firstKeysymOfAD01(environment, cache: cache) == "w")
    #expect(Self.entries(in: cache).count == 2)
  }

  @Test func twoRunsAtOnceOnAnEmptyCacheAgree() async throws {
    let folder = try TemporaryFolder()
    let arguments = [
      "coverage", ExampleFiles.url("shortcuts.json").path, "--layouts", "@europe", "--platform", "pc", "--format",
      "json",
    ]
    let cache = folder.path("cache")
    async let first = Self.kbloc(arguments + ["--cache-dir", cache])
    async let second = Self.kbloc(arguments + ["--cache-dir", cache])
    let (one, two) = try await (first, second)
    #expect(one.exitCode == 0, "\(one)")
    #expect(one == two)
    let layouts = try KblocExecutable.decode(Contract.CoverageReport.self, from: one).layouts
    #expect(layouts.count > 30 && layouts.allSatisfy { $0.error == nil })
    #expect(try Self.kbloc(arguments + ["--no-cache"]) == one)
    #expect(Self.entries(in: cache).count == layouts.count + 1)
    #expect(try Self.kbloc(arguments + ["--cache-dir", cache]) == one)
  }

  @Test func infoAndClear() throws {
    let folder = try TemporaryFolder()
    let cache = folder.path("cache")
    let empty = try Self.kbloc(["cache", "info", "--cache-dir", cache])
    #expect(
      empty.stdout == """
        Folder:   \(cache)
        Entries:  0 (0 bytes)
        Bound:    32.0 MiB; past it, the least recently used entries are removed
        State:    on

        """, "\(empty)")
    #expect(try Self.kbloc(["type", "--layout", "fr", "--cache-dir", cache, "{"]).exitCode == 0)
    try folder.file("cache/notes.txt", containing: "mine")

    let info = try KblocExecutable.decode(
      Contract.CacheInfo.self, from: try Self.kbloc(["cache", "info", "--cache-dir", cache, "--format", "json"]))
    #expect(info.folder == cache)
    #expect(info.entries == 1)
    #expect(info.bytes > 4_000)
    #expect(info.limit == 32 << 20)
    #expect(info.writable == true)
    #expect(info.problem == nil)

    // KBLOC_CACHE_DIR is the default folder.
    let cleared = try Self.kbloc(["cache", "clear"], environment: ["KBLOC_CACHE_DIR": cache])
    #expect(cleared.exitCode == 0, "\(cleared)")
    #expect(cleared.stdout.hasPrefix("Removed 1 entry ("))
    #expect(cleared.stdout.hasSuffix("from '\(cache)'\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache) == ["notes.txt"])
    #expect(
      try Self.kbloc(["cache", "clear", "--cache-dir", cache]).stdout == "Removed 0 entries (0 bytes) from '\(cache)'\n"
    )
  }

  @Test func noCacheNeitherReadsNorWrites() throws {
    let folder = try TemporaryFolder()
    let cache = folder.path("cache")
    let environment = ["KBLOC_CACHE_DIR": cache]
    let arguments = ["translate", "--layout", "de", ExampleFiles.url("shortcuts.json").path]
    let compiled = try Self.kbloc(arguments + ["--no-cache"], environment: environment)
    #expect(compiled.exitCode == 0, "\(compiled)")
    #expect(!FileManager.default.fileExists(atPath: cache))

    let cached = try Self.kbloc(arguments, environment: environment)
    #expect(cached == compiled)
    // de(mac) and the reference, us(mac).
    #expect(Self.entries(in: cache).count == 2)
    // An entry that would change the report is not read with --no-cache.
    try Self.damageEntries(in: cache) { _ in [] }
    #expect(try Self.kbloc(arguments + ["--no-cache"], environment: environment) == compiled)
    #expect(
      Self.entries(in: cache).allSatisfy {
        (try? FileManager.default.attributesOfItem(atPath: cache + "/" + $0)[.size] as? Int) == 0
      })
  }

  @Test func aCacheFolderThatCannotBeWrittenIsSilent() throws {
    let folder = try TemporaryFolder()
    try folder.file("file", containing: "not a folder")
    let arguments = ["type", "--layout", "fr", "{"]
    let compiled = try Self.kbloc(arguments + ["--no-cache"])
    let unwritable = try Self.kbloc(arguments + ["--cache-dir", folder.path("file/cache")])
    #expect(unwritable == compiled)
    #expect(unwritable.stderr.isEmpty)
    let info = try Self.kbloc(["cache", "info", "--cache-dir", folder.path("file/cache")])
    #expect(
      info.stdout.contains(
        "State:    off: the folder '\(folder.path("file/cache"))' cannot be created in '\(folder.path("file"))'"),
      "\(info)")
  }

  @Test func aKeymapFileIsCachedByItsText() throws {
    let folder = try TemporaryFolder()
    let keymap = try XKBCLI.run(["compile-keymap", "--layout", "de"])
    try #require(keymap.exitCode == 0, "\(keymap)")
    let file = try folder.file("de.xkb", containing: keymap.stdout)
    let arguments = ["layout", "--keymap", file.path, "--platform", "pc", "--format", "json"]
    let compiled = try Self.kbloc(arguments + ["--no-cache"])
    let cache = folder.path("cache")
    #expect(try Self.kbloc(arguments + ["--cache-dir", cache]) == compiled)
    #expect(try Self.kbloc(arguments + ["--cache-dir", cache]) == compiled)
    #expect(Self.entries(in: cache).count == 1)
    let french = try XKBCLI.run(["compile-keymap", "--layout", "fr"])
    try folder.file("de.xkb", containing: french.stdout)
    let changed = try Self.kbloc(arguments + ["--cache-dir", cache])
    #expect(changed == (try Self.kbloc(arguments + ["--no-cache"])))
    #expect(changed != compiled)
  }

  @Test func withoutAHomeFolderLayoutsAreCompiledAndCacheCommandsSaySo() throws {
    let homeless = ["HOME": "", "KBLOC_CACHE_DIR": "", "XDG_CACHE_HOME": ""]
    let typed = try Self.kbloc(["type", "--layout", "fr", "{"], environment: homeless)
    #expect(typed == (try Self.kbloc(["type", "--layout", "fr", "--no-cache", "{"])))
    for command in ["info", "clear"] {
      let output = try Self.kbloc(["cache", command], environment: homeless)
      #expect(output.exitCode == 2)
      #expect(
        output.stderr
          == "kbloc: error: No cache folder: HOME is not set; give '--cache-dir FOLDER' or set KBLOC_CACHE_DIR\n")
    }
  }

  @Test func noCacheAndACacheFolderAreOneChoice() throws {
    let output = try Self.kbloc(["type", "--layout", "fr", "--no-cache", "--cache-dir", "x", "{"])
    #expect(output.exitCode == 2)
    #expect(output.stderr == "kbloc: error: Give '--cache-dir' or '--no-cache', not both; see 'kbloc type --help'\n")
  }
}
