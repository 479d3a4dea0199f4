import KBLoc

/// A layout's table as plain rows, to compare with the tables written by hand in the tests.
struct TableRow: Equatable, CustomStringConvertible {
  var key: String
  var levels: [LevelRow]

  var description: String { "\(key): \(levels)" }
}

/// One level as a plain row: number, modifiers, character, dead.
struct LevelRow: Equatable, CustomStringConvertible {
  var level: Int
  var modifiers: Modifiers
  var character: Character?
  var isDead = false

  var description: String {
    "\(level)\(modifiers.isEmpty ? "" : "[\(modifiers.names.joined(separator: "+"))]")="
      + (character.map { "'\($0)'" } ?? "nil") + (isDead ? " dead" : "")
  }
}

extension Layout {
  /// The layout's table as plain rows, in the table's order.
  var rows: [TableRow] { Self.rows(of: keys) }

  /// The layout's Command level as plain rows, in keyboard order.
  var commandRows: [TableRow] { Self.rows(of: commandLevels) }

  /// `entries` as plain rows.
  static func rows(of entries: [KeyLevels]) -> [TableRow] {
    entries.map { entry in
      TableRow(
        key: entry.key.name,
        levels: entry.levels.map {
          LevelRow(level: $0.level, modifiers: $0.modifiers, character: $0.character, isDead: $0.isDead)
        })
    }
  }
}

/// The four usual levels of a key with the given characters on `levelThree`'s platform; `nil`
/// leaves a level out, and `dead` lists the dead ones.
func row(
  _ key: String, _ characters: [Character?], dead: Set<Int> = [], levelThree: Modifiers = .option
) -> TableRow {
  let modifiers: [Modifiers] = [[], .shift, levelThree, levelThree.union(.shift)]
  return TableRow(
    key: key,
    levels: characters.enumerated().compactMap { offset, character in
      character.map {
        LevelRow(level: offset + 1, modifiers: modifiers[offset], character: $0, isDead: dead.contains(offset + 1))
      }
    })
}
