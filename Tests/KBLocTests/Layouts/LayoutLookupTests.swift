import Testing

@testable import KBLoc

/// `Layout.levels(of:group:)` finds the first entry of a key in a group, whatever the group
/// number and whether the key is in the catalog: each answer is checked against a search of the
/// layout's entries one by one.
struct LayoutLookupTests {
  /// An entry typing `character` on level 1.
  static func entry(_ key: Key, group: Int, _ character: Character) -> KeyLevels {
    KeyLevels(
      key: key, group: group,
      levels: [Level(level: 1, modifiers: [], keysym: String(character), character: character, isDead: false)])
  }

  /// A table with catalog keys in groups 1 to 4 and past them, group numbers below 1, keys
  /// outside the catalog (one named like a catalog alias), and a key listed twice in a group.
  static let table: [KeyLevels] = {
    var entries: [KeyLevels] = []
    let keys = [Key(name: "AC01"), Key(name: "AD11"), Key(name: "SPCE"), Key(name: "FK05")]
    let others = [
      Key(name: "I999"), Key(name: "XF86Mail"), Key(uncataloguedName: "AC12"), Key(uncataloguedName: "FK05"),
    ]
    for group in [1, 2, 3, 4, 5, 9, 0, -3, 1_000_000_000] {
      for (offset, key) in (keys + others).enumerated() where (offset + group) % 3 != 0 {
        entries.append(entry(key, group: group, Character(Unicode.Scalar(UInt8(65 + offset)))))
      }
    }
    entries.append(entry(Key(name: "AC01"), group: 1, "z"))
    entries.append(entry(Key(name: "I999"), group: 5, "z"))
    return entries
  }()

  @Test("levels(of:group:) answers what a search of the entries finds, first entry first")
  func lookupsAgreeWithASearch() {
    let layout = Layout(name: "test", groupNames: ["one", "two"], platform: .pc, keys: Self.table)
    let keys = Set(Self.table.map(\.key)).union([Key(name: "AE01"), Key(name: "BKSL"), Key(name: "I998")])
    for key in keys {
      for group in [-3, 0, 1, 2, 3, 4, 5, 6, 9, 1_000_000_000] {
        let expected = Self.table.first { $0.key == key && $0.group == group }
        let found = layout.levels(of: key, group: group)
        #expect(found?.key == expected?.key, "\(key) in group \(group)")
        #expect(found?.levels.first?.character == expected?.levels.first?.character, "\(key) in group \(group)")
      }
    }
  }
}
