import KBLoc

/// A Vue single-file component read for its key bindings: its `<script>` blocks, which the
/// JavaScript readers read (everything else blanked out, so that lines and columns stay the
/// file's), and the key listeners of its template.
///
/// A template listener with key modifiers — `v-on:keyup.enter="…"`, `@keydown.ctrl.s="save"` — is
/// a shortcut: the key modifier is the key (`enter`, `tab`, `delete` — Backspace and Delete both
/// —, `esc`, `space`, `up`, `down`, `left`, `right`, a letter or digit, or any `KeyboardEvent.key`
/// in kebab case, `page-down`), the system modifiers `ctrl`, `alt`, `shift` and `meta` its
/// modifiers (Vue tests no other). Its title is the event the handler emits (`emit('confirm')`
/// is Confirm), else the method it calls; an assignment has none. A listener without a key
/// modifier (`v-on:keydown="handleKey"`) names a method that the listener reader reads as a key
/// handler.
///
/// ```swift
/// let component = VueTemplate("<template><input @keyup.enter=\"emit('confirm')\"></template>")
/// component.listeners.first?.keys   // ["enter"]
/// ```
struct VueTemplate {
  /// One template listener: its key and system modifiers, its handler, and where it is written.
  struct Listener: Equatable {
    var keys: [String]
    var modifiers: [String]
    var handler: String
    /// The byte offset of the attribute's name.
    var offset: Int
  }

  /// The text with everything but the `<script>` blocks' content blanked out.
  let script: String
  /// The listeners of the template with key modifiers.
  private(set) var listeners: [Listener] = []
  /// The methods the template's key listeners without key modifiers name.
  private(set) var handlerNames: Set<String> = []

  /// Vue's key modifiers that stand for other key names.
  static let keyAliases: [String: [String]] = [
    "enter": ["Enter"], "tab": ["Tab"], "delete": ["Backspace", "Delete"], "esc": ["Escape"], "space": ["Space"],
    "up": ["ArrowUp"], "down": ["ArrowDown"], "left": ["ArrowLeft"], "right": ["ArrowRight"],
  ]

  /// Vue's modifiers that change how the listener runs, not which key it takes.
  static let eventModifiers: Set<String> = ["stop", "prevent", "self", "capture", "once", "passive", "exact", "native"]

  /// The system modifiers and the modifier names they stand for.
  static let systemModifiers: [String: String] = ["ctrl": "Ctrl", "alt": "Alt", "shift": "Shift", "meta": "Meta"]

  /// Splits a component's text into its script and its template's listeners.
  /// - Complexity: O(*n*) in the length of `text`.
  init(_ text: String) {
    let bytes = Array(text.utf8)
    var kept = [UInt8](repeating: UInt8(ascii: " "), count: bytes.count)
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
      kept[index] = byte
    }
    var index = 0
    var templateRanges: [Range<Int>] = []
    while let open = Self.find(Array("<script".utf8), in: bytes, from: index) {
      guard let tagEnd = Self.find([UInt8(ascii: ">")], in: bytes, from: open) else { break }
      let close = Self.find(Array("</script".utf8), in: bytes, from: tagEnd) ?? bytes.count
      for offset in (tagEnd + 1)..<close { kept[offset] = bytes[offset] }
      templateRanges.append(index..<open)
      index = close
    }
    templateRanges.append(index..<bytes.count)
    script = String(decoding: kept, as: UTF8.self)
    for range in templateRanges { scanListeners(bytes, in: range) }
  }

  /// The offset of the first `needle` in `bytes` at or after `start`.
  static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard start < bytes.count else { return nil }
    return bytes[start...].firstRange(of: needle)?.lowerBound
  }

  /// Finds the key listeners (`v-on:keydown…=`, `@keyup…=`) in `range` of the text.
  private mutating func scanListeners(_ bytes: [UInt8], in range: Range<Int>) {
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      var nameStart: Int?
      if byte == UInt8(ascii: "@") {
        nameStart = index + 1
      } else if byte == UInt8(ascii: "v"), bytes[index...].starts(with: Array("v-on:".utf8)) {
        nameStart = index + 5
      }
      guard let start = nameStart, start < range.upperBound,
        index == 0 || bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\n")
          || bytes[index - 1] == UInt8(ascii: "\t") || bytes[index - 1] == UInt8(ascii: "\r")
      else {
        index += 1
        continue
      }
      var end = start
      while end < range.upperBound, bytes[end] != UInt8(ascii: "="), bytes[end] > 0x20, bytes[end] != UInt8(ascii: ">")
      {
        end += 1
      }
      let name = String(decoding: bytes[start..<end], as: UTF8.self)
      let parts = name.split(separator: ".").map(String.init)
      guard let event = parts.first, ["keydown", "keyup", "keypress"].contains(event), end < range.upperBound,
        bytes[end] == UInt8(ascii: "="), end + 1 < range.upperBound,
        let quote = [UInt8(ascii: "\""), UInt8(ascii: "'")].first(where: { $0 == bytes[end + 1] }),
        let closing = Self.find([quote], in: bytes, from: end + 2), closing < range.upperBound
      else {
        index = max(end, index + 1)
        continue
      }
      let handler = String(decoding: bytes[(end + 2)..<closing], as: UTF8.self)
      var keys: [String] = []
      var modifiers: [String] = []
      for part in parts.dropFirst() where !Self.eventModifiers.contains(part) {
        if let system = Self.systemModifiers[part] { modifiers.append(system) } else { keys.append(part) }
      }
      if keys.isEmpty {
        let trimmed = handler.trimmingSpaces
        if !trimmed.isEmpty, trimmed.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }) {
          handlerNames.insert(trimmed)
        }
      } else {
        listeners.append(Listener(keys: keys, modifiers: modifiers, handler: handler, offset: index))
      }
      index = closing + 1
    }
  }

  /// The component's name: its file's name.
  func componentName(file: String) -> String { WebKeymapReader.placeName(of: file) }

  /// Adds the template listeners' shortcuts to `reading`, positioned through `file`'s lines.
  func readListeners(into reading: inout SourceReading, file: ElectronMenuFile) {
    let view = componentName(file: file.file)
    for listener in listeners {
      let position = file.lines.position(ofOffset: listener.offset)
      let title = Self.title(of: listener.handler)
      for key in listener.keys {
        let names = Self.keyAliases[key] ?? [Self.keyValue(key)]
        for name in names {
          var sides: [(platforms: SourcePlatforms, reading: StrokeReading)] = []
          for platform in Platform.allCases {
            let stroke = KeyNotation.webKey.stroke(modifiers: listener.modifiers, key: name, on: platform) {
              .unreadableKeys("'\($0)' is not a modifier")
            }
            if let known = sides.firstIndex(where: { $0.reading == stroke }) {
              sides[known].platforms.formUnion(SourcePlatforms(platform))
            } else {
              sides.append((SourcePlatforms(platform), stroke))
            }
          }
          for side in sides {
            reading.add(
              [(side.reading, position)], chord: name, id: title.command ?? "\(reading.file):\(position)",
              title: title.command.flatMap(CommandName.title(of:)), position: position, entryPosition: position,
              platforms: side.platforms,
              scope: WebKeymapReader.scope(view: view, file: file.file, panes: ["element \(position)"]),
              action: title.command)
          }
        }
      }
    }
  }

  /// The `KeyboardEvent.key` value a kebab-case key modifier stands for (`page-down` is
  /// `PageDown`, `a` is `a`, `f5` is `F5`).
  static func keyValue(_ modifier: String) -> String {
    guard modifier.count > 1 else { return modifier }
    return modifier.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// The command a template handler runs: the event it emits (`emit('confirm', …)`,
  /// `$emit('update:modelValue', …)`, with `:` read as a word break), else the method it names or
  /// calls; `nil` for an assignment or anything else.
  static func title(of handler: String) -> (command: String?, emitted: Bool) {
    let file = ElectronMenuFile(text: handler, file: "")
    guard file.count > 0 else { return (nil, false) }
    if file.isIdentifier(0), ["emit", "$emit"].contains(String(file.text(0))), file.isOpening(1, "("),
      let name = file.string(2)
    {
      return (name.replacingColons, true)
    }
    if file.isToken(1, "=") || (0..<file.count).contains(where: { file.isToken($0, "=") }) { return (nil, false) }
    return (file.commandName(of: 0..<file.count), false)
  }
}

extension String {
  /// The text with each `:` a `-`, so that `update:modelValue` reads as words.
  fileprivate var replacingColons: String { String(map { $0 == ":" ? "-" : $0 }) }
}
