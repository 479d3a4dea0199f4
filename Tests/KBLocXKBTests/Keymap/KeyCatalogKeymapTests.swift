import KBLocTestSupport
import Testing

@testable import KBLoc
@testable import KBLocXKB

/// Checks the key catalog against a real keymap: every XKB name kbloc uses is a key of the
/// `evdev` keycodes xkeyboard-config installs, so none is misspelled or an alias.
struct KeyCatalogKeymapTests {
  @Test("Every catalog name is a key of the compiled us pc105 evdev keymap")
  func everyCatalogNameIsAnEvdevKey() throws {
    let keymap = try Keymap(names: RuleNames(layout: "us"), platform: .pc)
    // `xkb_keymap_key_get_name` gives each keycode's own name, never an alias.
    let names = Set(keymap.namedKeycodes.map(\.name))
    #expect(names.count > 200, "the keymap names only \(names.count) keys")
    let missing = Key.catalog.map(\.name).filter { !names.contains($0) }
    #expect(missing.isEmpty, "catalog names that are not evdev keys: \(missing)")
  }

  @Test("Every catalog alias resolves to the keycode of its key")
  func everyAliasResolvesToItsKey() throws {
    let keymap = try Keymap(names: RuleNames(layout: "us"), platform: .pc)
    #expect(!Key.aliasRows.isEmpty)
    for (alias, target) in Key.aliasRows {
      // A key carrying the alias itself as its name: `Key(name:)` would normalize it.
      let aliasKey = Key(uncataloguedName: alias)
      let targetKey = try #require(Key.named(target), "alias \(alias) points to \(target), not a catalog key")
      let aliasCode = try #require(keymap.keycode(of: aliasKey), "\(alias) is not an alias in the evdev keymap")
      let targetCode = try #require(keymap.keycode(of: targetKey), "\(target) is not in the evdev keymap")
      #expect(aliasCode == targetCode, "\(alias) is keycode \(aliasCode), \(target) is \(targetCode)")
    }
  }

  @Test("The us table has exactly the catalog keys the keymap gives symbols")
  func usTableHasTheCatalogKeysWithSymbols() throws {
    let layout = try Layout.xkb("us", platform: .pc)
    // libxkbcommon's own text of the same keymap: the `key <NAME> { … }` lines of its
    // xkb_symbols section are the keys that have symbols (FK19 and FK24, for one, have none).
    let output = try XKBCLI.run(["compile-keymap", "--rules", "evdev", "--model", "pc105", "--layout", "us"])
    try #require(output.exitCode == 0, "xkbcli compile-keymap failed: \(output)")
    let symbolsSection = try #require(output.stdout.range(of: "xkb_symbols"), "no xkb_symbols section")
    let withSymbols = Set(
      output.stdout[symbolsSection.upperBound...].split(separator: "\n").compactMap { line -> String? in
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("key <"), let close = trimmed.firstIndex(of: ">") else { return nil }
        return String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 5)..<close])
      })
    #expect(withSymbols.count > 100, "only \(withSymbols.count) keys with symbols parsed")
    let catalogNames = Set(Key.catalog.map(\.name))
    let tableCatalogKeys = Set(layout.keys.map(\.key.name)).intersection(catalogNames)
    #expect(tableCatalogKeys == catalogNames.intersection(withSymbols))
    // The typing block is all there, but for the Japanese Yen and Ro keys, which `us` leaves empty.
    let typingBlock = Set(Key.catalog.filter(\.isMain).map(\.name)).subtracting(["AE13", "AB11"])
    #expect(
      typingBlock.isSubset(of: tableCatalogKeys), "missing: \(typingBlock.subtracting(tableCatalogKeys).sorted())")
    // The table keeps keys outside the catalog only when they type a character.
    for entry in layout.keys where entry.key.code == nil {
      #expect(entry.levels.contains { $0.character != nil }, "\(entry.key) is outside the catalog and types nothing")
    }
  }
}
