import Foundation
import KBLocTestSupport
import Testing

/// Hostile input, end to end (issue 13, docs/reliability.md): the built `kbloc` never writes over a
/// file it reads, whatever path names it; special files and symlinks as outputs are written
/// through, never replaced; endless or huge inputs stop early; libxkbcommon's crashes end a child
/// process, not the run; every error is one short line with exit code 2.
///
/// Each run is also held to generous time and memory bounds (a guard against runaway cost, not
/// a benchmark): it runs under `ulimit -v` and must end within ``timeLimit``.
struct ReliabilityTests {
  /// A generous bound on one run; the cases here take well under a second.
  static let timeLimit: Duration = .seconds(20)
  /// A generous bound on the address space of one run, in KiB (`ulimit -v`): 3 GiB.
  static let memoryLimitKiB = 3 << 20

  /// A temporary folder holding a small shortcuts file, `in.json`.
  struct Folder {
    let url: URL
    /// The shortcuts file's bytes.
    static let shortcuts = Data(#"{ "shortcuts": [ { "id": "undo", "keys": "Command-Z" } ] }"#.utf8)

    init() throws {
      url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "kbloc-reliability-\(UUID().uuidString)", isDirectory: true)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try Self.shortcuts.write(to: file("in.json"))
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    func bytes(_ name: String) throws -> Data { try Data(contentsOf: file(name)) }

    func remove() { try? FileManager.default.removeItem(at: url) }
  }

  /// Runs the built `kbloc` in `folder` under the memory limit, checking the time limit.
  static func kbloc(_ arguments: [String], in folder: Folder, environment: [String: String] = [:]) throws
    -> CommandOutput
  {
    let start = ContinuousClock.now
    let output = try CommandRunner.run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "ulimit -v \(memoryLimitKiB) && exec \"$0\" \"$@\"", try KblocExecutable.url().path] + arguments,
      environment: environment, workingDirectory: folder.url)
    let elapsed = ContinuousClock.now - start
    #expect(elapsed < timeLimit, "kbloc \(arguments.prefix(6)) took \(elapsed)")
    return output
  }

  /// Expects exit code 2 and one line on standard error, `kbloc: error: …`, short, that contains `phrase`.
  static func expectOneLineError(_ output: CommandOutput, containing phrase: String) {
    #expect(output.exitCode == 2, "\(output)")
    let lines = output.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2 && lines[1].isEmpty, "not one line: \(output)")
    #expect(output.stderr.hasPrefix("kbloc: error: "), "\(output)")
    #expect(output.stderr.count < 400, "too long: \(output.stderr.count) characters")
    #expect(output.stderr.contains(phrase), "\(output)")
    #expect(!output.stderr.contains("NSCocoaErrorDomain") && !output.stderr.contains("could not be completed"))
  }

  // MARK: - Inputs are sacred

  /// Every spelling of the input file as `--output`: the same path, `./`, `..`, `/proc/self/cwd`,
  /// a trailing slash, an absolute path.
  @Test(
    "An output that names the input in any spelling is refused and the input is unchanged",
    arguments: ["in.json", "./in.json", "sub/../in.json", "/proc/self/cwd/in.json", "in.json/", "ABSOLUTE"])
  func outputNamingTheInputIsRefused(spelling: String) throws {
    let folder = try Folder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(at: folder.file("sub"), withIntermediateDirectories: true)
    let output = spelling == "ABSOLUTE" ? folder.file("in.json").path : spelling
    let result = try Self.kbloc(["coverage", "in.json", "--layouts", "fr", "--output", output], in: folder)
    Self.expectOneLineError(result, containing: "kbloc never writes over its input")
    #expect(try folder.bytes("in.json") == Folder.shortcuts)
  }

  @Test("A symlink to the input, as the output, is refused")
  func symlinkToTheInputIsRefused() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try FileManager.default.createSymbolicLink(atPath: folder.file("link.json").path, withDestinationPath: "in.json")
    let result = try Self.kbloc(["coverage", "in.json", "--layouts", "fr", "--output", "link.json"], in: folder)
    Self.expectOneLineError(result, containing: "is the shortcuts file 'in.json' this run reads")
    #expect(try folder.bytes("in.json") == Folder.shortcuts)
  }

  @Test("A hard link to the input, as the output, is refused")
  func hardLinkToTheInputIsRefused() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try FileManager.default.linkItem(at: folder.file("in.json"), to: folder.file("hard.json"))
    let result = try Self.kbloc(["coverage", "in.json", "--layouts", "fr", "--output", "hard.json"], in: folder)
    Self.expectOneLineError(result, containing: "kbloc never writes over its input")
    #expect(try folder.bytes("in.json") == Folder.shortcuts)
  }

  @Test("The @set file the run reads, as the output, is refused")
  func setFileAsOutputIsRefused() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let set = Data("fr\nde\n".utf8)
    try set.write(to: folder.file("set.txt"))
    let result = try Self.kbloc(
      ["coverage", "in.json", "--layouts", "@./set.txt", "--output", "set.txt"], in: folder)
    Self.expectOneLineError(result, containing: "is the layout set file './set.txt' this run reads")
    #expect(try folder.bytes("set.txt") == set)
    #expect(try folder.bytes("in.json") == Folder.shortcuts)
  }

  @Test("The input read from standard input by redirection cannot be the output either")
  func redirectedInputAsOutputIsRefused() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let result = try CommandRunner.run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "exec \"$0\" coverage - --layouts fr --output in.json < in.json", try KblocExecutable.url().path],
      workingDirectory: folder.url)
    Self.expectOneLineError(result, containing: "kbloc never writes over its input")
    #expect(try folder.bytes("in.json") == Folder.shortcuts)
  }

  @Test("/dev/stdout as the output, when standard output is the input file, is refused")
  func standardOutputOntoTheInputIsRefused() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let result = try CommandRunner.run(
      URL(fileURLWithPath: "/bin/sh"),
      [
        "-c", "exec \"$0\" coverage in.json --layouts fr --output /dev/stdout >> in.json",
        try KblocExecutable.url().path,
      ], workingDirectory: folder.url)
    Self.expectOneLineError(result, containing: "is the shortcuts file 'in.json' this run reads")
    #expect(try folder.bytes("in.json") == Folder.shortcuts)
  }

  // MARK: - Outputs: links, special files, folders

  @Test("/dev/stdout as the output writes the report to standard output")
  func standardOutputIsWrittenInPlace() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let result = try Self.kbloc(["coverage", "in.json", "--layouts", "fr", "--output", "/dev/stdout"], in: folder)
    #expect(result.exitCode == 0, "\(result)")
    #expect(result.stdout.hasPrefix("Coverage of in.json"), "\(result)")
  }

  @Test("A symlink as the output is written through to its target and stays a symlink")
  func symlinkOutputIsWrittenThrough() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("report.txt").path, withDestinationPath: "target.txt")
    let result = try Self.kbloc(["coverage", "in.json", "--layouts", "fr", "--output", "report.txt"], in: folder)
    #expect(result.exitCode == 0, "\(result)")
    let attributes = try FileManager.default.attributesOfItem(atPath: folder.file("report.txt").path)
    #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
    #expect(try String(decoding: folder.bytes("target.txt"), as: UTF8.self).hasPrefix("Coverage of in.json"))
  }

  @Test("A new output is written whole, and an existing one is replaced with the report")
  func regularOutputIsWritten() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try Data("old".utf8).write(to: folder.file("report.txt"))
    let result = try Self.kbloc(["coverage", "in.json", "--layouts", "fr", "--output", "report.txt"], in: folder)
    #expect(result.exitCode == 0, "\(result)")
    #expect(try String(decoding: folder.bytes("report.txt"), as: UTF8.self).hasPrefix("Coverage of in.json"))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter {
      $0.contains("kbloc-")
    }
    #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
  }

  @Test("A FIFO as the output is written in place, never replaced")
  func fifoOutputIsWrittenInPlace() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let fifo = folder.file("pipe").path
    #expect(mkfifo(fifo, 0o600) == 0)
    // A reader on the FIFO, so that kbloc's open for writing does not wait forever.
    let result = try CommandRunner.run(
      URL(fileURLWithPath: "/bin/sh"),
      [
        "-c", "timeout 20 cat pipe > read.txt & exec \"$0\" coverage in.json --layouts fr --output pipe",
        try KblocExecutable.url().path,
      ], workingDirectory: folder.url)
    #expect(result.exitCode == 0, "\(result)")
    var status = stat()
    #expect(lstat(fifo, &status) == 0)
    #expect(status.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced")
  }

  @Test("/dev/full as the output: one plain line, the device untouched")
  func fullDeviceOutputIsAPlainError() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let result = try Self.kbloc(["coverage", "in.json", "--layouts", "fr", "--output", "/dev/full"], in: folder)
    Self.expectOneLineError(result, containing: "no space left on device")
    var status = stat()
    #expect(stat("/dev/full", &status) == 0)
    #expect(status.st_mode & S_IFMT == S_IFCHR)
  }

  @Test(
    "Outputs that cannot be written give one plain line",
    arguments: [
      ("/proc/version", "is in /proc"), (".", "is a folder"), ("missing/report.txt", "there is no folder"),
    ])
  func unwritableOutputsGivePlainErrors(output: String, phrase: String) throws {
    let folder = try Folder()
    defer { folder.remove() }
    let result = try Self.kbloc(["coverage", "in.json", "--layouts", "fr", "--output", output], in: folder)
    Self.expectOneLineError(result, containing: phrase)
    #expect(try folder.bytes("in.json") == Folder.shortcuts)
  }

  // MARK: - Limits

  @Test(
    "Endless and huge inputs stop early with a clear error",
    arguments: [
      ["translate", "--layout", "fr", "/dev/zero"], ["translate", "--layout", "fr", "/dev/urandom"],
      ["translate", "--keymap", "/dev/zero", "in.json"], ["coverage", "in.json", "--layouts", "@/dev/zero"],
    ])
  func endlessInputsStopEarly(arguments: [String]) throws {
    let folder = try Folder()
    defer { folder.remove() }
    let start = ContinuousClock.now
    let result = try Self.kbloc(arguments, in: folder)
    #expect(ContinuousClock.now - start < .seconds(5))
    Self.expectOneLineError(result, containing: "is larger than 64 MiB, the limit for an input file")
  }

  @Test(
    "Unreadable inputs give one plain line",
    arguments: [
      ("/proc/self/mem", "input/output error"), ("missing.json", "There is no shortcuts file"),
    ])
  func unreadableInputsGivePlainErrors(path: String, phrase: String) throws {
    let folder = try Folder()
    defer { folder.remove() }
    Self.expectOneLineError(try Self.kbloc(["translate", "--layout", "fr", path], in: folder), containing: phrase)
  }

  @Test("UTF-32 text is called UTF-32, in a shortcuts file and in a keymap file")
  func utf32IsNamed() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let utf32 = Data([0xFF, 0xFE, 0, 0]) + Data("[]".unicodeScalars.flatMap { [UInt8($0.value), 0, 0, 0] })
    try utf32.write(to: folder.file("u32.json"))
    let shortcuts = try Self.kbloc(["translate", "--layout", "fr", "u32.json"], in: folder)
    #expect(shortcuts.exitCode == 2)
    #expect(shortcuts.stderr.contains("UTF-32, not UTF-8"), "\(shortcuts)")
    Self.expectOneLineError(
      try Self.kbloc(["translate", "--keymap", "u32.json", "in.json"], in: folder), containing: "is UTF-32 text")
  }

  // MARK: - libxkbcommon isolated

  /// The keymap libxkbcommon (1.5.0) lays out for `us`, as `xkbcli` prints it.
  static func usKeymap() throws -> String {
    let output = try XKBCLI.run(["compile-keymap", "--layout", "us"])
    try #require(output.exitCode == 0, "\(output)")
    return output.stdout
  }

  @Test("A keymap compiled in the child process gives the same table as its layout compiled by names in process")
  func isolatedCompileKeepsTheTable() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let keymap = try XKBCLI.run(["compile-keymap", "--layout", "de"])
    try #require(keymap.exitCode == 0, "\(keymap)")
    try Data(keymap.stdout.utf8).write(to: folder.file("de.xkb"))
    let isolated = try Self.kbloc(["layout", "--keymap", "de.xkb", "--platform", "pc", "--format", "json"], in: folder)
    let inProcess = try Self.kbloc(["layout", "--layout", "de", "--platform", "pc", "--format", "json"], in: folder)
    #expect(isolated.exitCode == 0, "\(isolated)")
    #expect(inProcess.exitCode == 0, "\(inProcess)")
    let keys = { (output: CommandOutput) throws -> NSArray in
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any], "\(output)")
      return try #require(object["keys"] as? NSArray, "\(output)")
    }
    let isolatedKeys = try keys(isolated)
    #expect(isolatedKeys.count > 50)
    #expect(isolatedKeys == (try keys(inProcess)))
  }

  @Test("A key code of 2^31 aborts libxkbcommon in the child: one line naming the file and the signal")
  func keycodeOverflowCrashIsReported() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let keymap = try Self.usKeymap()
    let range = try #require(keymap.range(of: #"<AE01>\s*=\s*\d+;"#, options: .regularExpression))
    try Data(keymap.replacingCharacters(in: range, with: "<AE01> = 2147483648;").utf8).write(
      to: folder.file("abort.xkb"))
    let result = try Self.kbloc(["translate", "--keymap", "abort.xkb", "in.json"], in: folder)
    Self.expectOneLineError(result, containing: "libxkbcommon crashed compiling 'abort.xkb' (signal \(SIGABRT))")
  }

  /// A home folder whose `~/.config/xkb` holds `symbols/loop`, which includes itself, and lists
  /// `loop` as a layout in `rules/evdev.xml`.
  static func selfIncludingHome(in folder: Folder) throws -> String {
    let xkb = folder.file("home/.config/xkb")
    try FileManager.default.createDirectory(
      at: xkb.appendingPathComponent("symbols"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: xkb.appendingPathComponent("rules"), withIntermediateDirectories: true)
    try Data("xkb_symbols \"basic\" {\n  include \"loop\"\n  key <AE01> { [ 1 ] };\n};\n".utf8).write(
      to: xkb.appendingPathComponent("symbols/loop"))
    try Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE xkbConfigRegistry SYSTEM "xkb.dtd">
      <xkbConfigRegistry version="1.1"><layoutList><layout><configItem>
      <name>loop</name><description>Loop</description>
      </configItem></layout></layoutList></xkbConfigRegistry>

      """.utf8
    ).write(to: xkb.appendingPathComponent("rules/evdev.xml"))
    return folder.file("home").path
  }

  @Test("A self-including symbols file in ~/.config/xkb crashes libxkbcommon in the child, through --keymap")
  func selfIncludeThroughKeymapIsReported() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let home = try Self.selfIncludingHome(in: folder)
    try Data(
      """
      xkb_keymap {
        xkb_keycodes { include "evdev" };
        xkb_types { include "complete" };
        xkb_compat { include "complete" };
        xkb_symbols { include "pc+loop" };
      };

      """.utf8
    ).write(to: folder.file("loop.xkb"))
    let result = try Self.kbloc(
      ["translate", "--keymap", "loop.xkb", "in.json"], in: folder, environment: ["HOME": home])
    Self.expectOneLineError(result, containing: "libxkbcommon crashed compiling 'loop.xkb' (signal \(SIGSEGV))")
  }

  @Test("A layout from ~/.config/xkb that crashes libxkbcommon is an error row; the coverage run goes on")
  func selfIncludeInCoverageIsAnErrorRow() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let home = try Self.selfIncludingHome(in: folder)
    let result = try Self.kbloc(
      ["coverage", "in.json", "--layouts", "fr,loop", "--format", "json"], in: folder, environment: ["HOME": home])
    let layouts = try KblocExecutable.decode(Contract.CoverageReport.self, from: result).layouts
    let errors = layouts.compactMap(\.error)
    #expect(errors == ["libxkbcommon crashed compiling 'loop' (signal \(SIGSEGV))"], "\(result)")
    #expect(layouts.contains { $0.name == "fr(mac)" && $0.error == nil })
  }

  // MARK: - Messages

  @Test("An echoed input is escaped and cut: a long layout name with newlines is one short line")
  func echoedInputIsEscapedAndCut() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let name = String(repeating: "x\ny\u{7}", count: 20_000)
    let result = try Self.kbloc(["translate", "--layout", name, "in.json"], in: folder)
    Self.expectOneLineError(result, containing: "'x\\ny\\u{7}x\\ny")
    #expect(result.stderr.contains("…"), "\(result)")
  }

  @Test("A long key name in a shortcuts file is one short line")
  func longKeyIsOneShortLine() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let keys = "Command-" + String(repeating: "K\\n", count: 2_000)
    try Data(#"[ { "id": "long", "keys": "\#(keys)" } ]"#.utf8).write(to: folder.file("long.json"))
    let result = try Self.kbloc(["translate", "--layout", "fr", "long.json"], in: folder)
    #expect(result.exitCode == 2, "\(result)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result)")
    #expect(result.stderr.count < 400, "\(result.stderr.count) characters")
  }

  // MARK: - Smaller things

  @Test(
    "Symbols files that are not layouts are refused", arguments: ["level3", "pc", "inet", "compose", "group(toggle)"])
  func symbolsFilesAreNotLayouts(spec: String) throws {
    let folder = try Folder()
    defer { folder.remove() }
    let result = try Self.kbloc(["translate", "--layout", spec, "--platform", "pc", "in.json"], in: folder)
    Self.expectOneLineError(result, containing: "is an XKB symbols file, not a layout")
  }

  @Test("A negative --min-coverage is a clear message, not 'Missing value'")
  func negativeMinimumCoverage() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let result = try Self.kbloc(["coverage", "in.json", "--layouts", "fr", "--min-coverage", "-1"], in: folder)
    #expect(result.exitCode == 2, "\(result)")
    #expect(
      result.stderr
        == "kbloc: error: '--min-coverage' takes a percentage from 0 to 100, not -1%; see 'kbloc coverage --help'\n")
  }

  @Test("Coverage over no loaded layout has no percentage and fails any --min-coverage")
  func noLoadedLayoutIsNoPass() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let text = try Self.kbloc(["coverage", "in.json", "--layouts", "custom", "--min-coverage", "0"], in: folder)
    #expect(text.exitCode == 1, "\(text)")
    #expect(text.stdout.hasPrefix("Coverage of in.json: no percentage, no layout loaded"), "\(text)")
    #expect(text.stderr.contains("no layout loaded"), "\(text)")
    let json = try Self.kbloc(["coverage", "in.json", "--layouts", "custom", "--format", "json"], in: folder)
    let summary = try KblocExecutable.decode(Contract.CoverageReport.self, from: json).summary
    #expect(summary.percent == nil, "\(json)")
  }
}
