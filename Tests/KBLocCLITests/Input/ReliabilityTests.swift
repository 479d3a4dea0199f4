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

  /// The bytes of `in.json`, the small shortcuts file in every test's folder.
  static let shortcuts = Data(#"{ "shortcuts": [ { "id": "undo", "keys": "Command-Z" } ] }"#.utf8)

  /// A temporary folder holding `in.json`.
  static func folder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.file("in.json", bytes: shortcuts)
    return folder
  }

  /// Runs the built `kbloc` in `folder` under the memory limit, checking the time limit.
  static func kbloc(_ arguments: [String], in folder: TemporaryFolder, environment: [String: String] = [:]) throws
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
  ///
  /// Paths are shown whole, so only what is left beside the temporary directory's path (as long
  /// as `TMPDIR` makes it) is held to the bound.
  static func expectOneLineError(_ output: CommandOutput, containing phrase: String) {
    #expect(output.exitCode == 2, "\(output)")
    let lines = output.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2 && lines[1].isEmpty, "not one line: \(output)")
    #expect(output.stderr.hasPrefix("kbloc: error: "), "\(output)")
    let beside = output.stderr.replacingOccurrences(of: FileManager.default.temporaryDirectory.path, with: "")
    #expect(beside.count < 400, "too long: \(output.stderr.count) characters")
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
    let folder = try Self.folder()
    try folder.folder("sub")
    let output = spelling == "ABSOLUTE" ? folder.path("in.json") : spelling
    let result = try Self.kbloc(["coverage", "in.json", "--layouts", "fr", "--output", output], in: folder)
    Self.expectOneLineError(result, containing: "kbloc never writes over its input")
    #expect(try folder.bytes("in.json") == Self.shortcuts)
  }

  @Test("A symlink to the input, as the output, is refused")
  func symlinkToTheInputIsRefused() throws {
    let folder = try Self.folder()
    try FileManager.default.createSymbolicLink(atPath: folder.path("link.json"), withDestinationPath: "in.json")
    let result = try Self.kbloc(["coverage", "in.json", "--layouts", "fr", "--output", "link.json"], in: folder)
    Self.expectOneLineError(result, containing: "is the shortcuts file 'in.json' this run reads")
    #expect(try folder.bytes("in.json") == Self.shortcuts)
  }

  @Test("A hard link to the input, as the output, is refused")
  func hardLinkToTheInputIsRefused() throws {
    let folder = try Self.folder()
    try FileManager.default.linkItem(at: folder.url("in.json"), to: folder.url("hard.json"))
    let result = try Self.kbloc(["coverage", "in.json", "--layouts", "fr", "--output", "hard.json"], in: folder)
    Self.expectOneLineError(result, containing: "kbloc never writes over its input")
    #expect(try folder.bytes("in.json") == Self.shortcuts)
  }

  @Test("The @set file the run reads, as the output, is refused")
  func setFileAsOutputIsRefused() throws {
    let folder = try Self.folder()
    let set = Data("fr\nde\n".utf8)
    try folder.file("set.txt", bytes: set)
    let result = try Self.kbloc(
      ["coverage", "in.json", "--layouts", "@./set.txt", "--output", "set.txt"], in: folder)
    Self.expectOneLineError(result, containing: "is the layout set file './set.txt' this run reads")
    #expect(try folder.bytes("set.txt") == set)
    #expect(try folder.bytes("in.json") == Self.shortcuts)
  }

  @Test("The input read from standard input by redirection cannot be the output either")
  func redirectedInputAsOutputIsRefused() throws {
    let folder = try Self.folder()
    let result = try CommandRunner.run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "exec \"$0\" coverage - --layouts fr --output in.json < in.json", try KblocExecutable.url().path],
      workingDirectory: folder.url)
    Self.expectOneLineError(result, containing: "kbloc never writes over its input")
    #expect(try folder.bytes("in.json") == Self.shortcuts)
  }

  @Test("/dev/stdout as the output, when standard output is the input file, is refused")
  func standardOutputOntoTheInputIsRefused() throws {
    let folder = try Self.folder()
    let result = try CommandRunner.run(
      URL(fileURLWithPath: "/bin/sh"),
      [
        "-c", "exec \"$0\" coverage in.json --layouts fr --output /dev/stdout >> in.json",
        try KblocExecutable.url().path,
      ], workingDirectory: folder.url)
    Self.expectOneLineError(result, containing: "is the shortcuts file 'in.json' this run reads")
    #expect(try folder.bytes("in.json") == Self.shortcuts)
  }

  // MARK: - Outputs: links, special files, folders

  @Test("/dev/stdout as the output writes the report to standard output")
  func standardOutputIsWrittenInPlace() throws {
    let folder = try Self.folder()
    let result = try Self.kbloc(["coverage", "in.json", "--layouts", "fr", "--output", "/dev/stdout"], in: folder)
    #expect(result.exitCode == 0, "\(result)")
    #expect(result.stdout.hasPrefix("Coverage of in.json"), "\(result)")
  }

  @Test("A symlink as the output is written through to its target and stays a symlink")
  func symlinkOutputIsWrittenThrough() throws {
    let folder = try Self.folder()
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("report.txt"), withDestinationPath: "target.txt")
    let result = try Self.kbloc(["coverage", "in.json", "--layouts", "fr", "--output", "report.txt"], in: folder)
    #expect(result.exitCode == 0, "\(result)")
    let attributes = try FileManager.default.attributesOfItem(atPath: folder.path("report.txt"))
    #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
    #expect(try String(decoding: folder.bytes("target.txt"), as: UTF8.self).hasPrefix("Coverage of in.json"))
  }

  @Test("A new output is written whole, and an existing one is replaced with the report")
  func regularOutputIsWritten() throws {
    let folder = try Self.folder()
    try folder.file("report.txt", containing: "old")
    let result = try Self.kbloc(["coverage", "in.json", "--layouts", "fr", "--output", "report.txt"], in: folder)
    #expect(result.exitCode == 0, "\(result)")
    #expect(try String(decoding: folder.bytes("report.txt"), as: UTF8.self).hasPrefix("Coverage of in.json"))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.contains("kbloc-")
    }
    #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
  }

  @Test("A FIFO as the output is written in place, never replaced")
  func fifoOutputIsWrittenInPlace() throws {
    let folder = try Self.folder()
    let fifo = folder.path("pipe")
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
    let folder = try Self.folder()
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
    let folder = try Self.folder()
    let result = try Self.kbloc(["coverage", "in.json", "--layouts", "fr", "--output", output], in: folder)
    Self.expectOneLineError(result, containing: phrase)
    #expect(try folder.bytes("in.json") == Self.shortcuts)
  }

  // MARK: - Limits

  @Test(
    "Endless and huge inputs stop early with a clear error",
    arguments: [
      ["translate", "--layout", "fr", "/dev/zero"], ["translate", "--layout", "fr", "/dev/urandom"],
      ["translate", "--keymap", "/dev/zero", "in.json"], ["coverage", "in.json", "--layouts", "@/dev/zero"],
    ])
  func endlessInputsStopEarly(arguments: [String]) throws {
    let folder = try Self.folder()
    let start = ContinuousClock.now
    let result = try Self.kbloc(arguments, in: folder)
    #expect(ContinuousClock.now - start < .seconds(5))
    Self.expectOneLineError(result, containing: "is larger than 64 MiB, the limit for an input file")
  }

  @Test(
    "A FIFO no process writes to is refused at once, wherever it is named",
    arguments: [
      (["lint", "--config", "fifo", "in.json"], "The project file 'fifo' is a FIFO that no process writes to"),
      (["translate", "--layout", "fr", "fifo"], "The shortcuts file 'fifo' is a FIFO that no process writes to"),
      (["lint", "--baseline", "fifo", "in.json"], "The baseline 'fifo' is a FIFO that no process writes to"),
      (["extract", "fifo"], "'fifo': it is a FIFO that no process writes to"),
      (
        ["translate", "--layout-file", "fifo", "in.json"], "The layout file 'fifo' is a FIFO that no process writes to"
      ),
    ])
  func aFIFOWithoutWriterIsRefused(arguments: [String], phrase: String) throws {
    let folder = try Self.folder()
    try #require(mkfifo(folder.path("fifo"), 0o600) == 0)
    let start = ContinuousClock.now
    let result = try Self.kbloc(arguments, in: folder)
    #expect(ContinuousClock.now - start < .seconds(10))
    Self.expectOneLineError(result, containing: phrase)
  }

  @Test(
    "Unreadable inputs give one plain line",
    arguments: [
      ("/proc/self/mem", "input/output error"), ("missing.json", "There is no shortcuts file"),
    ])
  func unreadableInputsGivePlainErrors(path: String, phrase: String) throws {
    let folder = try Self.folder()
    Self.expectOneLineError(try Self.kbloc(["translate", "--layout", "fr", path], in: folder), containing: phrase)
  }

  @Test("UTF-32 text is called UTF-32, in a shortcuts file and in a keymap file")
  func utf32IsNamed() throws {
    let folder = try Self.folder()
    let utf32 = Data([0xFF, 0xFE, 0, 0]) + Data("[]".unicodeScalars.flatMap { [UInt8($0.value), 0, 0, 0] })
    try folder.file("u32.json", bytes: utf32)
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
    let folder = try Self.folder()
    let keymap = try XKBCLI.run(["compile-keymap", "--layout", "de"])
    try #require(keymap.exitCode == 0, "\(keymap)")
    try folder.file("de.xkb", containing: keymap.stdout)
    let isolated = try Self.kbloc(["layout", "--keymap", "de.xkb", "--platform", "pc", "--format", "json"], in: folder)
    let inProcess = try Self.kbloc(["layout", "--layout", "de", "--platform", "pc", "--format", "json"], in: folder)
    #expect(isolated.exitCode == 0, "\(isolated)")
    #expect(inProcess.exitCode == 0, "\(inProcess)")
    let isolatedKeys = try KblocExecutable.decode(Contract.LayoutTable.self, from: isolated).keys
    #expect(isolatedKeys.count > 50)
    #expect(isolatedKeys == (try KblocExecutable.decode(Contract.LayoutTable.self, from: inProcess).keys))
    // The same fields everywhere, those the contract does not name included.
    let shape = { (output: CommandOutput) in try KblocExecutable.decode(Contract.Shape.self, from: output) }
    #expect(try shape(isolated) == (try shape(inProcess)))
  }

  @Test("A key code of 2^31 aborts libxkbcommon in the child: one line naming the file and the signal")
  func keycodeOverflowCrashIsReported() throws {
    let folder = try Self.folder()
    let keymap = try Self.usKeymap()
    let range = try #require(keymap.range(of: #"<AE01>\s*=\s*\d+;"#, options: .regularExpression))
    try folder.file("abort.xkb", containing: keymap.replacingCharacters(in: range, with: "<AE01> = 2147483648;"))
    let result = try Self.kbloc(["translate", "--keymap", "abort.xkb", "in.json"], in: folder)
    Self.expectOneLineError(result, containing: "libxkbcommon crashed compiling 'abort.xkb' (signal \(SIGABRT))")
  }

  /// A home folder whose `~/.config/xkb` holds `symbols/loop`, which includes itself, and lists
  /// `loop` as a layout in `rules/evdev.xml`.
  static func selfIncludingHome(in folder: TemporaryFolder) throws -> String {
    try folder.file(
      "home/.config/xkb/symbols/loop",
      containing: "xkb_symbols \"basic\" {\n  include \"loop\"\n  key <AE01> { [ 1 ] };\n};\n")
    try folder.file(
      "home/.config/xkb/rules/evdev.xml",
      containing: """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE xkbConfigRegistry SYSTEM "xkb.dtd">
        <xkbConfigRegistry version="1.1"><layoutList><layout><configItem>
        <name>loop</name><description>Loop</description>
        </configItem></layout></layoutList></xkbConfigRegistry>

        """)
    return folder.path("home")
  }

  @Test("A self-including symbols file in ~/.config/xkb crashes libxkbcommon in the child, through --keymap")
  func selfIncludeThroughKeymapIsReported() throws {
    let folder = try Self.folder()
    let home = try Self.selfIncludingHome(in: folder)
    try folder.file(
      "loop.xkb",
      containing: """
        xkb_keymap {
          xkb_keycodes { include "evdev" };
          xkb_types { include "complete" };
          xkb_compat { include "complete" };
          xkb_symbols { include "pc+loop" };
        };

        """)
    let result = try Self.kbloc(
      ["translate", "--keymap", "loop.xkb", "in.json"], in: folder, environment: ["HOME": home])
    Self.expectOneLineError(result, containing: "libxkbcommon crashed compiling 'loop.xkb' (signal \(SIGSEGV))")
  }

  @Test("A layout from ~/.config/xkb that crashes libxkbcommon is an error row; the coverage run goes on")
  func selfIncludeInCoverageIsAnErrorRow() throws {
    let folder = try Self.folder()
    let home = try Self.selfIncludingHome(in: folder)
    let result = try Self.kbloc(
      ["coverage", "in.json", "--layouts", "fr,loop", "--format", "json"], in: folder, environment: ["HOME": home])
    let layouts = try KblocExecutable.decode(Contract.CoverageReport.self, from: result).layouts
    let errors = layouts.compactMap(\.error)
    #expect(errors == ["libxkbcommon crashed compiling 'loop' (signal \(SIGSEGV))"], "\(result)")
    #expect(layouts.contains { $0.name == "fr(mac)" && $0.error == nil })
  }

  @Test("A layout that crashes libxkbcommon in a worker process is an error row; the worker's other layouts load")
  func crashInWorkerIsAnErrorRow() throws {
    let folder = try Self.folder()
    let home = try Self.selfIncludingHome(in: folder)
    // More layouts than start worker processes; `loop` early, so that its worker ends with most
    // of its share undelivered.
    var layouts = CompileWorkersTests.forty
    layouts.insert("loop", at: 5)
    let result = try Self.kbloc(
      ["coverage", "in.json", "--layouts", layouts.joined(separator: ","), "--platform", "pc", "--format", "json"],
      in: folder, environment: ["HOME": home])
    let rows = try KblocExecutable.decode(Contract.CoverageReport.self, from: result).layouts
    #expect(rows.compactMap(\.error) == ["libxkbcommon crashed compiling 'loop' (signal \(SIGSEGV))"], "\(result)")
    #expect(rows.map(\.name) == layouts, "\(result)")
  }

  // MARK: - Messages

  @Test("An echoed input is escaped and cut: a long layout name with newlines is one short line")
  func echoedInputIsEscapedAndCut() throws {
    let folder = try Self.folder()
    let name = String(repeating: "x\ny\u{7}", count: 20_000)
    let result = try Self.kbloc(["translate", "--layout", name, "in.json"], in: folder)
    Self.expectOneLineError(result, containing: "'x\\ny\\u{7}x\\ny")
    #expect(result.stderr.contains("…"), "\(result)")
  }

  @Test("A long key name in a shortcuts file is one short line")
  func longKeyIsOneShortLine() throws {
    let folder = try Self.folder()
    let keys = "Command-" + String(repeating: "K\\n", count: 2_000)
    try folder.file("long.json", containing: #"[ { "id": "long", "keys": "\#(keys)" } ]"#)
    let result = try Self.kbloc(["translate", "--layout", "fr", "long.json"], in: folder)
    #expect(result.exitCode == 2, "\(result)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result)")
    #expect(result.stderr.count < 400, "\(result.stderr.count) characters")
  }

  // MARK: - Smaller things

  @Test(
    "Symbols files that are not layouts are refused", arguments: ["level3", "pc", "inet", "compose", "group(toggle)"])
  func symbolsFilesAreNotLayouts(spec: String) throws {
    let folder = try Self.folder()
    let result = try Self.kbloc(["translate", "--layout", spec, "--platform", "pc", "in.json"], in: folder)
    Self.expectOneLineError(result, containing: "is an XKB symbols file, not a layout")
  }

  @Test("A negative --min-coverage is a clear message, not 'Missing value'")
  func negativeMinimumCoverage() throws {
    let folder = try Self.folder()
    let result = try Self.kbloc(["coverage", "in.json", "--layouts", "fr", "--min-coverage", "-1"], in: folder)
    #expect(result.exitCode == 2, "\(result)")
    #expect(
      result.stderr
        == "kbloc: error: '--min-coverage' takes a percentage from 0 to 100, not -1%; see 'kbloc coverage --help'\n")
  }

  @Test("Coverage over no loaded layout has no percentage and fails any --min-coverage")
  func noLoadedLayoutIsNoPass() throws {
    let folder = try Self.folder()
    let text = try Self.kbloc(["coverage", "in.json", "--layouts", "custom", "--min-coverage", "0"], in: folder)
    #expect(text.exitCode == 1, "\(text)")
    #expect(text.stdout.hasPrefix("Coverage of in.json: no percentage, no layout loaded"), "\(text)")
    #expect(text.stderr.contains("no layout loaded"), "\(text)")
    let json = try Self.kbloc(["coverage", "in.json", "--layouts", "custom", "--format", "json"], in: folder)
    let summary = try KblocExecutable.decode(Contract.CoverageReport.self, from: json).summary
    #expect(summary.percent == nil, "\(json)")
  }
}
