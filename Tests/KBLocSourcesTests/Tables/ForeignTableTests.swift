import KBLocSources
import Testing

/// The line test that lists shortcut tables in languages kbloc does not read, on tables written
/// for it and on negative fixtures: text that looks busy with keys but is no shortcut table.
struct ForeignTableTests {
  static func table(_ text: String, _ path: String) -> ForeignTable? {
    ForeignTable.detect(in: Array(text.utf8), path: path)
  }

  @Test func countsStructEntriesWithKeyAndModifierFields() throws {
    let zig = """
      pub fn init(set: *Set) !void {
          // The defaults.
          try set.put(.{ .key = .{ .unicode = 'c' }, .mods = .{ .super = true } }, .copy_to_clipboard);
          try set.put(.{ .key = .{ .unicode = 'v' }, .mods = .{ .super = true } }, .paste_from_clipboard);
          try set.put(
              .{ .key = .{ .unicode = 't' },
                 .mods = .{ .super = true } },
              .new_tab,
          );
          try set.put(.{ .key = .{ .unicode = 'w' }, .mods = .{ .super = true } }, .close_surface);
          try set.put(.{ .key = .{ .unicode = 'q' }, .mods = .{ .super = true } }, .quit);
      }

      test "put" {
          try set.put(.{ .key = .{ .unicode = 'x' }, .mods = .{} }, .ignore);
      }
      """
    let table = try #require(Self.table(zig, "src/config/Defaults.zig"))
    #expect(table.language == "Zig")
    #expect(table.entries == 5)
    #expect(table.line == 3)
  }

  @Test func countsQuotedKeyCombinations() throws {
    let python = """
      BINDINGS = {
          "ctrl+shift+t": "reopen_tab",
          "ctrl+w": "close_tab",
          "cmd+enter": "run",
          'Alt-F4': "quit",
          "super+shift+,": "settings",
          "ctrl++": "zoom_in",
      }
      """
    let table = try #require(Self.table(python, "app/keys.py"))
    #expect(table.language == "Python")
    #expect(table.entries == 6)
    let lua = """
      return {
        { key = "t", mods = "CTRL|SHIFT", action = "SpawnTab" },
        { key = "w", mods = "CTRL", action = "CloseTab" },
        { key = "n", mods = "CTRL|SHIFT", action = "SpawnWindow" },
        { key = "c", mods = "CTRL|SHIFT", action = "Copy" },
        { key = "v", mods = "CTRL|SHIFT", action = "Paste" },
      }
      """
    #expect(Self.table(lua, "config/keys.lua")?.entries == 5)
  }

  /// The negative fixtures; the false-positive count docs/sources.md reports is the number of
  /// them listed as tables: none.
  static let negatives: [(String, String)] = [
    (
      "styles/anim.c",
      """
      /* @keyframes in a C string table */
      static const char *css[] = {
        "@keyframes fade { from { opacity: 0; } to { opacity: 1; } }",
        "@keyframes slide { 0% { left: 0; } 100% { left: 10px; } }",
        ".shift-left { margin-left: -4px; }",
        ".ctrl-panel { display: flex; }",
        ".alt-text { color: gray; }",
        ".command-line { font-family: monospace; }",
      };
      """
    ),
    (
      "app/strings.py",
      """
      TRANSLATIONS = [
          {"key": "save", "value": "Enregistrer"},
          {"key": "open", "value": "Ouvrir"},
          {"key": "close", "value": "Fermer"},
          {"key": "quit", "value": "Quitter"},
          {"key": "shift", "value": "Majuscule"},
          {"key": "command-line", "value": "Ligne de commande"},
      ]
      """
    ),
    (
      "crypto/vectors.rs",
      """
      const VECTORS: &[Vector] = &[
          Vector { key: "000102030405", nonce: "0001", modulus: "ff" },
          Vector { key: "101112131415", nonce: "0002", modulus: "fe" },
          Vector { key: "202122232425", nonce: "0003", modulus: "fd" },
          Vector { key: "303132333435", nonce: "0004", modulus: "fc" },
          Vector { key: "404142434445", nonce: "0005", modulus: "fb" },
      ];

      #[cfg(test)]
      mod tests {
          const K: [Combo; 5] = [
              Combo { key: 'a', mods: CTRL }, Combo { key: 'b', mods: CTRL },
              Combo { key: 'c', mods: CTRL }, Combo { key: 'd', mods: CTRL },
              Combo { key: 'e', mods: CTRL },
          ];
      }
      """
    ),
    (
      "web/vendor.min.go",
      "var bundle = `" + String(repeating: "{key:\"ctrl+a\",mod:1},", count: 200) + "`\n"
    ),
    (
      "src/keycodes.c",
      """
      static const struct { int code; const char *name; } keycodes[] = {
          { 0x00, "a" }, { 0x0B, "b" }, { 0x08, "c" },
          { kVK_Shift, "shift" }, { kVK_Control, "control" }, { kVK_Option, "option" },
          { kVK_Command, "command" }, { kVK_Return, "return" },
          { kVK_Escape, "escape" }, { kVK_Tab, "tab" },
      };
      // "ctrl+a" "ctrl+b" "ctrl+c" "ctrl+d" "ctrl+e" "ctrl+f" in a comment
      """
    ),
    (
      "tests/keymap_cases.py",
      """
      CASES = ["ctrl+a", "ctrl+b", "ctrl+c", "ctrl+d", "ctrl+e"]
      A = "ctrl+a"
      B = "ctrl+b"
      C = "ctrl+c"
      D = "ctrl+d"
      E = "ctrl+e"
      """
    ),
  ]

  @Test func listsNoNegativeFixture() {
    let listed = Self.negatives.filter { Self.table($0.1, $0.0) != nil }.map(\.0)
    #expect(listed == [])
  }

  @Test func looksOnlyAtLanguagesItDoesNotRead() {
    let text = (0..<6).map { "\"ctrl+\($0)\": \"x\"," }.joined(separator: "\n")
    #expect(Self.table(text, "a.py") != nil)
    #expect(Self.table(text, "a.swift") == nil)
    #expect(Self.table(text, "a.json") == nil)
    #expect(Self.table(text, "a_test.go") == nil)
  }
}
