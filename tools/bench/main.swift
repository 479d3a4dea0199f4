// kbloc-bench: measures kbloc against the targets of docs/performance.md and prints each figure beside
// its baseline. Build and run in release:
//
//   swift build -c release --scratch-path .build-bench --product kbloc
//   swift build -c release --scratch-path .build-bench --product kbloc-bench
//   .build-bench/release/kbloc-bench [--iterations N] [--layouts fr,de,ru,jp] [--only NAMES] [--json]
//
// (`make bench` does all three.) The coverage figure runs the `kbloc` built next to kbloc-bench:
// the bench cannot depend on an executable target, so that product is built on its own.

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Writes a line to standard error.
func printError(_ message: String) {
  let bytes = Array((message + "\n").utf8)
  var offset = 0
  while offset < bytes.count {
    let written = bytes[offset...].withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    guard written > 0 else { return }
    offset += written
  }
}

// A child run of a figure that needs a fresh process (`--child NAME ARGUMENTS…`).
if CommandLine.arguments.count == 5, CommandLine.arguments[1] == "--child",
  CommandLine.arguments[2] == "first-bundled-load"
{
  exit(Benchmarks.firstBundledLoadChild(name: CommandLine.arguments[3], mode: CommandLine.arguments[4]))
}
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "--child",
  CommandLine.arguments[2] == "first-recorded-load"
{
  exit(Benchmarks.firstRecordedLoadChild(identifier: CommandLine.arguments[3]))
}

let options: Options
do {
  switch try Options.parse(Array(CommandLine.arguments.dropFirst())) {
  case .help:
    print(Options.usage)
    exit(0)
  case .run(let parsed):
    options = parsed
  case .readmeTable(let results, let writing):
    do {
      try writing ? ReadmeTable.write(results: results) : ReadmeTable.check(results: results)
      exit(0)
    } catch {
      printError("kbloc-bench: \(error)")
      exit(1)
    }
  }
} catch {
  printError("kbloc-bench: \(error)\n\n\(Options.usage)")
  exit(2)
}

let load = MachineLoad()
var figures: [Figure] = []
for benchmark in Benchmarks.selected(by: options) {
  figures += await benchmark(options)
}
if options.json {
  do {
    print(try JSONReport(options: options, figures: figures, load: load).encoded())
  } catch {
    printError("kbloc-bench: could not encode JSON: \(error)")
    exit(1)
  }
} else {
  print(Report(options: options, figures: figures).text)
}
exit(figures.contains { $0.rows.contains { $0.verdict == .error } } ? 1 : 0)
