// kbloc-startup-example: what an app does once at startup — load the keyboard layout, localize
// its shortcuts, and register each menu item's key command.
//
//   swift run kbloc-startup-example                          # the connected layout (Layout.current())
//   swift run kbloc-startup-example --layout de              # a layout spec, through libxkbcommon
//   swift run kbloc-startup-example --bundled 'de(mac)'      # a bundled snapshot, no libxkbcommon
//   swift run kbloc-startup-example --input-source com.apple.keylayout.Hebrew --rtl
//   swift run kbloc-startup-example --shortcuts Examples/shortcuts.json
//
// Options: --platform mac|pc (default pc for the connected layout, mac otherwise), --rtl for a
// right-to-left interface. Without --shortcuts it localizes a handful of menu items written in code.
import Foundation
import KBLoc
import KBLocXKB

/// Where to load the layout from.
enum LayoutChoice {
  case current
  case spec(String)
  case bundled(String)
  case inputSource(String)
}

/// The command line.
struct Arguments {
  var layout = LayoutChoice.current
  var platform: Platform?
  var rightToLeft = false
  var shortcutsFile: String?

  static let usage = """
    usage: kbloc-startup-example [--layout SPEC | --bundled NAME | --input-source ID] [--platform mac|pc]
                                 [--rtl] [--shortcuts FILE]
    """

  /// Parses the arguments after the program name, or returns the message to print.
  static func parse(_ arguments: [String]) -> Result<Arguments, Failure> {
    var parsed = Arguments()
    var remaining = arguments[...]
    while let flag = remaining.popFirst() {
      if flag == "--help" || flag == "-h" { return .failure(Failure(message: usage, status: 0)) }
      if flag == "--rtl" {
        parsed.rightToLeft = true
        continue
      }
      guard let value = remaining.popFirst() else {
        return .failure(Failure(message: "\(flag) needs a value\n\(usage)"))
      }
      switch flag {
      case "--layout": parsed.layout = .spec(value)
      case "--bundled": parsed.layout = .bundled(value)
      case "--input-source": parsed.layout = .inputSource(value)
      case "--shortcuts": parsed.shortcutsFile = value
      case "--platform":
        guard let platform = Platform(rawValue: value) else {
          return .failure(Failure(message: "--platform is 'mac' or 'pc', not '\(value)'"))
        }
        parsed.platform = platform
      default:
        return .failure(Failure(message: "Unknown argument '\(flag)'\n\(usage)"))
      }
    }
    return .success(parsed)
  }
}

/// A message to print and the exit status to stop with.
struct Failure: Error {
  var message: String
  var status: Int32 = 2
}

/// The shortcuts an app defines in code when it has no shortcuts file: a few menu items.
func builtInShortcuts() throws -> [ShortcutDefinition] {
  let items: [(id: String, title: String, keys: String)] = [
    ("save", "Save", "Command-S"),
    ("undo", "Undo", "Command-Z"),
    ("redo", "Redo", "Shift-Command-Z"),
    ("toggleComment", "Toggle Comment", "Command-/"),
    ("goBack", "Go Back", "Command-["),
    ("goForward", "Go Forward", "Command-]"),
    ("settings", "Settings…", "Command-,"),
    ("help", "Help", "Command-?"),
  ]
  return try items.map { item in
    try ShortcutDefinition(id: item.id, shortcut: Shortcut(parsing: item.keys), keys: item.keys, title: item.title)
  }
}

/// Loads the layout the arguments ask for.
func loadLayout(_ arguments: Arguments) throws -> Layout {
  switch arguments.layout {
  case .current:
    return try Layout.current(platform: arguments.platform ?? .pc)
  case .spec(let spec):
    return try Layout.xkb(spec, platform: arguments.platform ?? .mac)
  case .bundled(let name):
    return try Layout.bundled(name)
  case .inputSource(let identifier):
    return try Layout.bundled(inputSource: identifier)
  }
}

/// A key command's input as source code would write it (`"ü"`, `"\t"`, `UIKeyInputLeftArrow`).
func inputLiteral(_ input: String) -> String {
  if input.hasPrefix("UIKeyInput") { return input }
  let escaped = input.unicodeScalars.map { scalar -> String in
    switch scalar {
    case "\t": return "\\t"
    case "\r": return "\\r"
    case "\u{8}": return "\\u{8}"
    case "\"": return "\\\""
    case "\\": return "\\\\"
    default: return String(scalar)
    }
  }.joined()
  return "\"\(escaped)\""
}

/// A key command's modifier flags as `UIKeyModifierFlags` members and their raw value.
func flagsText(_ flags: Int) -> String {
  let names: [(flag: Int, name: String)] = [
    (1 << 18, ".control"), (1 << 19, ".alternate"), (1 << 17, ".shift"), (1 << 20, ".command"),
  ]
  let members = names.filter { flags & $0.flag != 0 }.map(\.name)
  return "[\(members.joined(separator: ", "))] (\(flags))"
}

/// Pads `text` on the right to `width` characters.
func padded(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

func run() throws {
  let arguments: Arguments
  switch Arguments.parse(Array(CommandLine.arguments.dropFirst())) {
  case .success(let parsed): arguments = parsed
  case .failure(let failure): throw failure
  }

  // 1. Once at startup: the layout, and a localizer for it (a Sendable value to keep and share).
  let layout = try loadLayout(arguments)
  let localizer = ShortcutLocalizer(layout: layout, direction: arguments.rightToLeft ? .rightToLeft : nil)
  print(
    "Layout \(layout.name) — \(layout.description), \(layout.direction == .rightToLeft ? "right to left" : "left to right")"
  )
  print("  from \(layout.source)")
  print(
    "  interface \(localizer.direction == .rightToLeft ? "right to left" : "left to right"), \(layout.platform) conventions"
  )
  print("")

  // 2. The app's shortcuts, localized together so that collisions are flagged.
  let definitions: [ShortcutDefinition]
  if let path = arguments.shortcutsFile {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    definitions = try ShortcutFile(parsing: bytes, fileName: path).definitions
  } else {
    definitions = try builtInShortcuts()
  }
  let results = localizer.localize(definitions)

  // 3. What each menu item registers: UIKeyCommand(input:modifierFlags:) or an NSMenuItem's key
  //    equivalent and mask, and the text to show beside it.
  let rows = zip(definitions, results).map { definition, result -> [String] in
    let command =
      result.keyCommand.map { "input \(inputLiteral($0.input)), flags \(flagsText($0.modifierFlags))" }
      ?? "— (not registered)"
    var status = result.status.rawValue
    if !result.flags.isEmpty { status += " (" + result.flags.map(\.rawValue).joined(separator: ", ") + ")" }
    return [definition.title ?? definition.id, definition.keys, command, result.display ?? "—", status]
  }
  let header = ["Menu item", "Written", "Register", "Display", "Status"]
  let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
  for row in [header] + rows {
    print(zip(row, widths).map { padded($0, $1) }.joined(separator: "  ").trimmingCharacters(in: .whitespaces))
  }
  for result in results where result.status == .unreachable || result.flags.contains(.conflict) {
    print(
      "\nnote: \(result.id): \(result.reason)"
        + (result.conflictsWith.isEmpty ? "" : " (conflicts with \(result.conflictsWith.joined(separator: ", ")))"))
  }
}

do {
  try run()
} catch let failure as Failure {
  if failure.status == 0 {
    print(failure.message)
  } else {
    FileHandle.standardError.write(Data((failure.message + "\n").utf8))
  }
  exit(failure.status)
} catch {
  FileHandle.standardError.write(Data("kbloc-startup-example: error: \(error)\n".utf8))
  exit(1)
}
