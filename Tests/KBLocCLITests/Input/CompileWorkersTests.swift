import Foundation
import KBLoc
import KBLocTestSupport
import Testing

@testable import KBLocCLI
@testable import KBLocXKB

/// Layouts compiled ahead in worker processes (`CompileWorkers`, `kbloc compile-layouts`): the
/// frames read back whatever pieces they arrive in, a worker's tables are libxkbcommon's, and a
/// coverage run through workers reports what it reports compiling in its own process.
struct CompileWorkersTests {
  /// Forty layouts of xkeyboard-config, more than `CompileWorkers.minimumCount`, of many scripts.
  static let forty = [
    "us", "fr", "de", "ru", "ara", "il", "gr", "es", "it", "pt", "br", "se", "no", "dk", "fi", "pl", "cz", "sk", "hu",
    "ro", "bg", "ua", "by", "tr", "jp", "kr", "cn", "th", "in", "ir", "af", "am", "ge", "lt", "lv", "ee", "is", "ie",
    "gb", "ca",
  ]

  // MARK: - Frames

  @Test("Frames read back the same, whatever pieces the output arrives in")
  func framesReadBackInAnyPieces() {
    let frames: [CompileWorkers.Frame] = [
      .table(Array("kbloc-layout 1\nname\tus\n".utf8)), .failure("Layout 'us' has no variant 'x'"), .unfit,
      .table([]), .failure("ü — \n two lines"),
    ]
    let bytes = frames.flatMap(\.encoded)
    for size in 1...bytes.count {
      var reader = CompileWorkers.FrameReader()
      var read: [CompileWorkers.Frame] = []
      var start = 0
      while start < bytes.count {
        read += reader.read(bytes[start..<min(start + size, bytes.count)])
        start += size
      }
      #expect(read == frames, "pieces of \(size) bytes")
      #expect(!reader.isBroken)
    }
  }

  @Test(
    "A header that is not a frame's stops the reading",
    arguments: ["table\n", "table x\n", "table -1\n", "picture 3\nabc", "table 1 2\nab", "table 99999999999\n"])
  func malformedHeaderStopsReading(_ header: String) {
    var reader = CompileWorkers.FrameReader()
    let good = CompileWorkers.Frame.failure("first")
    let read = reader.read(ArraySlice(good.encoded + Array(header.utf8) + CompileWorkers.Frame.unfit.encoded))
    #expect(read == [good])
    #expect(reader.isBroken)
    #expect(reader.read(ArraySlice(CompileWorkers.Frame.unfit.encoded)).isEmpty)
  }

  // MARK: - The worker command

  @Test("compile-layouts prints libxkbcommon's table for each spec, and the message of one that does not compile")
  func workerPrintsTablesAndMessages() throws {
    let folder = try TemporaryFolder()
    let specs = ["fr", "ru", "us(dvorak),ru\tgrp:alt_shift_toggle", "us(nosuchvariant)", "de(nodeadkeys)"]
    try folder.file("specs.txt", containing: specs.joined(separator: "\n") + "\n")
    let output = try CommandRunner.run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "exec \"$0\" compile-layouts --platform pc < specs.txt", try KblocExecutable.url().path],
      workingDirectory: folder.url)
    try #require(output.exitCode == 0, "\(output)")
    var reader = CompileWorkers.FrameReader()
    let frames = reader.read(ArraySlice(Array(output.stdout.utf8)))
    try #require(frames.count == specs.count, "\(output)")
    for (line, frame) in zip(specs, frames) {
      let fields = line.split(separator: "\t").map(String.init)
      let spec = try LayoutSpec(fields[0], options: fields.count > 1 ? fields[1] : nil)
      switch (frame, Result { () throws(KeymapError) in try Layout.xkb(resolved: spec, platform: .pc) }) {
      case (.table(let bytes), .success(let expected)):
        let table = try Layout(snapshotUTF8: bytes)
        #expect(table.snapshot(xkeyboardConfig: "") == expected.snapshot(xkeyboardConfig: ""), "\(line)")
        #expect(table.name == expected.name && table.groupNames == expected.groupNames, "\(line)")
        #expect(table.keys.count > 40, "\(line)")
      case (.failure(let message), .failure(let error)):
        #expect(message == error.description)
        #expect(message.contains("nosuchvariant"))
      default:
        Issue.record("\(line): the worker gave \(frame), in process \(spec)")
      }
    }
  }

  // MARK: - Workers

  @Test(
    "Workers deliver libxkbcommon's tables, in whatever order the run asks for them",
    arguments: [Platform.pc, .mac])
  func workersDeliverTables(platform: Platform) throws {
    let workers = CompileWorkers(executable: try KblocExecutable.url().path)
    let specs = try Self.forty.map { try Keymap.resolve(try LayoutSpec($0), for: platform) }
    workers.start(specs, platform: platform)
    let cores = ProcessInfo.processInfo.activeProcessorCount
    #expect(workers.startedCount == (cores >= 2 ? min(cores, specs.count / CompileWorkers.minimumShare) : 0))
    for spec in specs.reversed() {
      let table = try workers.layout(spec, platform: platform)
      let expected = try Layout.xkb(resolved: spec, platform: platform)
      #expect(table.snapshot(xkeyboardConfig: "") == expected.snapshot(xkeyboardConfig: ""), "\(spec)")
      #expect(table.source == .names)
    }
    #expect(workers.deliveredCount == (cores >= 2 ? specs.count : 0))
    // Taken once: asked again, a layout is compiled by the run.
    #expect(try workers.layout(specs[0], platform: platform).name == specs[0].description)
    #expect(workers.deliveredCount == (cores >= 2 ? specs.count : 0))
  }

  @Test("Workers that cannot start leave the layouts to the run, which compiles them as without workers")
  func workersThatCannotStartLeaveTheLayoutsToTheRun() throws {
    let workers = CompileWorkers(executable: "/nonexistent/kbloc")
    let specs = try Self.forty.map { try LayoutSpec($0) }
    workers.start(specs, platform: .pc)
    for spec in specs.prefix(5) {
      let table = try workers.layout(spec, platform: .pc)
      let expected = try Layout.xkb(resolved: spec, platform: .pc)
      #expect(table.snapshot(xkeyboardConfig: "") == expected.snapshot(xkeyboardConfig: ""), "\(spec)")
    }
    #expect(workers.deliveredCount == 0)
  }

  @Test("A spec a worker's input line would not give back is left to the run")
  func specsThatDoNotRoundTripAreNotGivenToWorkers() throws {
    #expect(
      CompileWorkers.line(for: try LayoutSpec("us(dvorak),ru", options: "grp:alt_shift_toggle"))
        == "us(dvorak),ru\tgrp:alt_shift_toggle\n")
    let broken = LayoutSpec(groups: [.init(layout: "us", variant: "a\nb")])
    #expect(CompileWorkers.line(for: broken) == nil)
    let spaced = LayoutSpec(groups: [.init(layout: " us")])
    #expect(CompileWorkers.line(for: spaced) == nil, "read back as `us`")
  }

  @Test("Too few layouts start no worker")
  func fewLayoutsStartNoWorker() throws {
    let workers = CompileWorkers(executable: try KblocExecutable.url().path)
    let specs = try Self.forty.prefix(CompileWorkers.minimumCount - 1).map { try LayoutSpec($0) }
    workers.start(Array(specs), platform: .pc)
    #expect(workers.startedCount == 0)
    #expect(try workers.layout(specs[3], platform: .pc).name == specs[3].description)
    #expect(workers.deliveredCount == 0)
  }

  // MARK: - Coverage through workers

  /// The report's `layouts` entries of a `kbloc coverage --format json --no-cache` run, by name.
  static func rows(_ layouts: [String], platform: String) throws -> [String: Contract.LayoutCoverage] {
    let output = try KblocExecutable.run(
      [
        "coverage", ExampleFiles.url("shortcuts.json").path, "--layouts", layouts.joined(separator: ";"),
        "--platform", platform, "--format", "json", "--no-cache",
      ])
    try #require(output.exitCode == 0 || output.exitCode == 1, "\(output)")
    let report = try Contract.decode(Contract.CoverageReport.self, from: output.stdout)
    var rows: [String: Contract.LayoutCoverage] = [:]
    for entry in report.layouts {
      rows[entry.name] = entry
    }
    return rows
  }

  @Test(
    "Coverage over more layouts than start workers reports each layout as runs compiling in process do",
    arguments: ["pc", "mac"])
  func workersReportWhatInProcessCompilesReport(platform: String) throws {
    let layouts = Self.forty + ["us(nosuchvariant)", "us(dvorak),ru"]
    try #require(layouts.count >= CompileWorkers.minimumCount)
    let throughWorkers = try Self.rows(layouts, platform: platform)
    // Runs below the workers' minimum compile in their own process.
    let half = CompileWorkers.minimumCount - 1
    var inProcess: [String: Contract.LayoutCoverage] = [:]
    for start in stride(from: 0, to: layouts.count, by: half) {
      let part = Array(layouts[start..<min(start + half, layouts.count)])
      inProcess.merge(try Self.rows(part, platform: platform)) { first, _ in first }
    }
    #expect(throughWorkers.count == layouts.count)
    #expect(Set(throughWorkers.keys) == Set(inProcess.keys))
    for (name, row) in inProcess {
      #expect(throughWorkers[name] == row, "\(name)")
    }
    let failed = throughWorkers.values.filter { $0.error != nil }
    #expect(failed.count == 1)
    #expect(failed.first?.error?.contains("nosuchvariant") == true)
  }
}
