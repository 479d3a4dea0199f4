// kbloc-fuzz: the project's fuzz targets, one executable for all of them.
//
// Built by `make fuzz` with `--sanitize fuzzer --sanitize address` and `-DKBLOC_FUZZ`, libFuzzer
// provides `main` and calls `LLVMFuzzerTestOneInput` with each input; the target is chosen by the
// environment variable KBLOC_FUZZ_TARGET. Built plainly (as `swift build` does), it is a replay
// tool: `kbloc-fuzz TARGET FILE…` runs each file through the target once, which is how a crash
// file is reproduced without the sanitizers. docs/fuzzing.md says more.

internal import KBLoc
internal import KBLocSources
internal import KBLocXKB

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A fuzz target: takes any bytes, and must neither crash nor break an invariant (a broken one
/// stops the run through `precondition`, which libFuzzer records as a crash).
enum FuzzTarget: String, CaseIterable {
  /// `Shortcut(parsing:)`; a parsed shortcut must read back from its description.
  case shortcut
  /// `JSONDocument(parsing:)` on raw bytes.
  case json
  /// `Layout(snapshot:)`, the bundled snapshot decoder.
  case snapshot
  /// `LayoutSpec(_:variants:options:)`, the layout-spec parser: the input's first three lines
  /// are the spec, the variants and the options.
  case layoutSpec = "layout-spec"
  /// Keymap text through libxkbcommon (`Layout.xkb(keymap:)`).
  case keymap
  /// JavaScript or TypeScript through the Electron menu reader (its lexer and its platform
  /// analysis); every place it reports is in the text.
  case electron
  /// JSON through the VS Code keybindings reader (a manifest or a `keybindings.json`).
  case vscode
  /// Text through the `NSUserKeyEquivalents` reader: property lists, shell commands, Nix.
  case userKeyEquivalents = "user-key-equivalents"
  /// The Objective-C reader (`SourceReader.read(_:format: .objectiveC, file:)`), then a scan of
  /// the text as two files, which follows each file's calls to the other's helpers; every
  /// position either gives must be in the text.
  case objectiveC = "objective-c"
  /// JavaScript, TypeScript and Vue through the web keymap reader (CodeMirror and ProseMirror
  /// keymaps, library calls, DOM key listeners and their conditions, Vue templates), read as a
  /// `.ts` file and as a `.vue` component; every place it reports is in the text.
  case webKeymap = "web-keymap"
  /// Text through the hotkey-table reader, as JSON and as YAML; every position it gives is in
  /// the text.
  case hotkeyTable = "hotkey-table"
  /// The shortcut-table line test of languages kbloc does not read (`ForeignTable.detect`): a
  /// table's first entry is a line of the text and its count at least the minimum.
  case foreignTable = "foreign-table"
  /// XML through the property-list key-map reader; every position it gives is in the text.
  case plistKeyMap = "plist-key-map"
  /// Swift through the Swift readers (SwiftUI, UIKit and AppKit declarations, key handlers and
  /// their tests, global hotkeys, titles paired with names); every place it reports is in the
  /// text.
  case swift

  /// Runs one input through the target.
  func run(_ bytes: UnsafeBufferPointer<UInt8>) {
    switch self {
    case .shortcut:
      let text = String(decoding: bytes, as: UTF8.self)
      guard let shortcut = try? Shortcut(parsing: text) else { return }
      let again = try? Shortcut(parsing: shortcut.description)
      precondition(again == shortcut, "'\(shortcut)' does not read back as itself (\(String(describing: again)))")
    case .json:
      _ = try? JSONDocument(parsing: bytes)
    case .snapshot:
      _ = try? Layout(snapshot: String(decoding: bytes, as: UTF8.self))
    case .layoutSpec:
      let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      let part = { (index: Int) in index < lines.count ? String(lines[index]) : nil }
      guard let spec = try? LayoutSpec(part(0) ?? "", variants: part(1), options: part(2)) else { return }
      // The groups, written back as a spec (the description adds the options in brackets).
      let groups = spec.groups.map(\.description).joined(separator: ",")
      let again = try? LayoutSpec(groups)
      precondition(again?.groups == spec.groups, "'\(groups)' does not read back as the same groups")
    case .keymap:
      _ = try? Layout.xkb(keymap: String(decoding: bytes, as: UTF8.self))
    case .webKeymap, .hotkeyTable:
      // Each read as the two kinds of file it takes.
      let text = String(decoding: bytes, as: UTF8.self)
      let (format, files): (SourceFormat, [String]) =
        self == .webKeymap ? (.webKeymap, ["fuzz.ts", "Fuzz.vue"]) : (.hotkeyTable, ["fuzz.json", "fuzz.yml"])
      for file in files {
        guard let reading = try? SourceReader.read(text, format: format, file: file) else { continue }
        Self.checkPlaces(reading, in: text)
      }
    case .foreignTable:
      guard let table = ForeignTable.detect(in: bytes, path: "fuzz.zig") else { return }
      let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
      precondition(table.line >= 1 && table.line <= lines, "line \(table.line) is not in the text")
      precondition(table.entries >= 5, "\(table.entries) entries make no table")
    case .electron, .vscode, .userKeyEquivalents, .objectiveC, .plistKeyMap, .swift:
      let text = String(decoding: bytes, as: UTF8.self)
      let formats: [FuzzTarget: SourceFormat] = [
        .electron: .electron, .vscode: .vscode, .userKeyEquivalents: .userKeyEquivalents, .objectiveC: .objectiveC,
        .plistKeyMap: .plistKeyMap, .swift: .swift,
      ]
      if self == .swift { Self.checkTitles(from: text) }
      guard let format = formats[self], let reading = try? SourceReader.read(text, format: format, file: "fuzz")
      else { return }
      Self.checkPlaces(reading, in: text)
      if self == .objectiveC, let other = try? SourceReader.read(text, format: format, file: "other") {
        for scanned in SourceScan(readings: [reading, other], name: "fuzz").readings {
          Self.checkPlaces(scanned, in: text)
        }
      }
    }
  }

  /// Names a table's entries might have, for the titles Swift code pairs with them.
  static let tableNames: Set<String> = ["cycle-layout", "throw-space-1", "togglePanel", "focus-next"]

  /// The titles Swift code gives table entries are each one of the names' partners: a text of the
  /// code, with a letter, never a name itself.
  static func checkTitles(from text: String) {
    for (name, title) in SourceScan.titles(for: tableNames, inSwiftSources: [text]) {
      precondition(tableNames.contains(name), "'\(name)' is not one of the names")
      precondition(!tableNames.contains(title) && title.contains(where: \.isLetter), "'\(title)' is not a title")
    }
  }

  /// Every definition and note of a reading stands at a line and column of `text`.
  static func checkPlaces(_ reading: SourceReading, in text: String) {
    // Lines as the readers count them: LF, CR LF or a lone CR ends one; columns in scalars.
    var lengths: [Int] = [0]
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      if scalar == "\n", previous == "\r" {
      } else if scalar == "\n" || scalar == "\r" {
        lengths.append(0)
      } else {
        lengths[lengths.count - 1] += 1
      }
      previous = scalar
    }
    let places = reading.definitions.flatMap { [$0.position, $0.entryPosition] } + reading.unread.map(\.position)
    for place in places {
      precondition(place.line >= 1 && place.line <= lengths.count, "line \(place.line) is not in the text")
      precondition(
        place.column >= 1 && place.column <= lengths[place.line - 1] + 1,
        "column \(place.column) is not in line \(place.line)")
    }
  }

  /// The target KBLOC_FUZZ_TARGET names; the process stops with a message when it names none.
  static let selected: FuzzTarget = {
    let name = getenv("KBLOC_FUZZ_TARGET").map { String(cString: $0) } ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
      let names = allCases.map(\.rawValue).joined(separator: ", ")
      printError("kbloc-fuzz: set KBLOC_FUZZ_TARGET to one of: \(names)")
      exit(2)
    }
    return target
  }()
}

/// Writes a line to standard error.
func printError(_ message: String) {
  let bytes = Array((message + "\n").utf8)
  _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

#if KBLOC_FUZZ
/// libFuzzer's entry point: one input, run through the selected target.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  FuzzTarget.selected.run(UnsafeBufferPointer(start: data, count: count))
  return 0
}
#else
/// The replay tool: `kbloc-fuzz TARGET FILE…`.
@main
enum Replay {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
      let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
      printError("usage: kbloc-fuzz \(names) FILE…")
      exit(2)
    }
    for path in arguments.dropFirst() {
      guard let bytes = read(path) else {
        printError("kbloc-fuzz: cannot read '\(path)'")
        exit(2)
      }
      bytes.withUnsafeBufferPointer { target.run($0) }
    }
    print("kbloc-fuzz: \(arguments.count - 1) input(s) through '\(name)', no crash")
  }

  /// The bytes of a file, or `nil`.
  static func read(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return bytes
  }
}
#endif
