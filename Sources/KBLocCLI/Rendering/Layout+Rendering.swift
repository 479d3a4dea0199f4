import KBLoc

extension Layout {
  /// The layout's header fields of docs/commands.md: name, description, direction; the platform;
  /// and for an Apple input source or a Mac layout file, the input source and the keyboard type;
  /// for a recorded table, where its keys come from (`recording`).
  var headerJSON: [(String, JSON)] {
    var fields: [(String, JSON)] = [
      ("name", .string(name)), ("description", .string(description)),
      ("direction", .string(direction.rawValue)), ("platform", .string(platform.rawValue)),
    ]
    if let inputSource {
      fields.append(("inputSource", .string(inputSource)))
      if let through = AppleInputSource.named(inputSource)?.keyEquivalentLayout {
        fields.append(("keyEquivalentLayout", .string(through)))
      }
    }
    if let keyboardType { fields.append(("keyboard", .string(keyboardType.rawValue))) }
    if case .recorded(let table) = source {
      fields.append(
        (
          "recording",
          .object([
            ("inputSource", .string(table.inputSource)), ("standIn", .string(table.standIn)),
            (
              "standInKeys",
              .array(
                keys.filter { $0.group == 1 && isStandIn($0.key) }.map { .string($0.key.name) })
            ),
          ])
        ))
    }
    return fields
  }

  /// The whole table as `kbloc layout`'s JSON (docs/commands.md); a key with a Command level
  /// (``KBLoc/Layout/commandLevels``) has its ⌘ and ⇧⌘ levels in `command`.
  var json: JSON {
    .object(
      headerJSON + [
        (
          "keys",
          .array(
            keys.map { entry in
              .object(
                [("key", .string(entry.key.name)), ("code", .string(entry.key.code)), ("group", .int(entry.group))]
                  + (isRecorded ? [("standIn", .bool(isStandIn(entry.key)))] : [])
                  + [("levels", .array(entry.levels.map(\.json)))]
                  + commandJSON(of: entry))
            })
        )
      ])
  }

  /// `command` and the key's ⌘ and ⇧⌘ levels, for a group-1 key with a Command level; nothing
  /// for the others.
  func commandJSON(of entry: KeyLevels) -> [(String, JSON)] {
    guard !commandLevels.isEmpty, entry.group == 1, let command = commandLevels(of: entry.key) else { return [] }
    return [("command", .array(command.levels.map(\.json)))]
  }

  /// Whether the table was recorded on a Mac (``KBLoc/LayoutSource/recorded(_:)``).
  var isRecorded: Bool {
    if case .recorded = source { return true }
    return false
  }

  /// One line naming the layout for text output: `fr(mac) — French (Macintosh), left to right`;
  /// for an Apple input source or a Mac layout file, with its keyboard type, and for a recorded
  /// table, with where its keys come from.
  var title: String {
    "\(name) — \(description), \(direction == .rightToLeft ? "right to left" : "left to right")" + tableNote
  }

  /// `, ISO keyboard` for a layout with a keyboard type; for an input method, the layout its key
  /// equivalents go through; for a recorded table `; recorded on a Mac, keys outside the
  /// recording from de(mac)`.
  var tableNote: String {
    var note = keyboardType.map { ", \($0) keyboard" } ?? ""
    if let entry = inputSource.flatMap(AppleInputSource.named), let through = entry.keyEquivalentLayout,
      let layout = AppleInputSource.named(through)
    {
      note += "; an input method: key equivalents through \(layout.name)"
    }
    if case .recorded(let table) = source {
      note += "; recorded on a Mac, keys outside the recording from \(table.standIn)"
    }
    return note
  }
}

extension Level {
  /// A level as `kbloc layout`'s JSON (docs/commands.md).
  var json: JSON {
    .object([
      ("level", .int(level)), ("modifiers", .array(modifiers.names.map(JSON.string))), ("keysym", .string(keysym)),
      ("character", .string(character.map { String($0) })), ("dead", .bool(isDead)),
    ])
  }
}

extension Stroke {
  /// A stroke as `kbloc type`'s JSON (docs/commands.md).
  var json: JSON {
    .object([
      ("key", .string(key.name)), ("code", .string(key.code)), ("group", .int(group)), ("level", .int(level)),
      ("modifiers", .array(modifiers.names.map(JSON.string))), ("dead", .bool(isDead)),
    ])
  }
}
