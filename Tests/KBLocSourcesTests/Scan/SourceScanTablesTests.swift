import Foundation
import KBLoc
import KBLocSources
import KBLocTestSupport
import Testing

/// A folder scan's tables: hotkey tables told by content whatever their name, GtkBuilder files
/// named `.xml`, shortcut tables in other languages listed, files not read listed, and global
/// hotkeys kept in background-only apps.
struct SourceScanTablesTests {
  static let table = """
    {"mod1": ["option", "shift"], "focus-left": {"mod": "mod1", "key": "h"}, "focus-right": {"mod": "mod1", "key": "l"}}
    """

  static let zig = (1...6).map { "    .{ .key = .{ .unicode = '\($0)' }, .mods = .{ .ctrl = true } }," }
    .joined(separator: "\n")

  static let gtk = """
    <?xml version="1.0"?>
    <interface>
      <menu id="menu"><item><attribute name="label">Quit</attribute><attribute name="action">app.quit</attribute><attribute name="accel">&lt;Primary&gt;q</attribute></item></menu>
    </interface>
    """

  @Test func readsTablesAndListsWhatItDoesNotRead() throws {
    let folder = try TemporaryFolder(files: [
      "Resources/default.myapp": Self.table,
      "Resources/menus.xml": Self.gtk,
      "src/bindings.zig": Self.zig,
      "src/other.zig": "const x = 1;\n",
      "App/Bad.swift": "let x = KeyboardShortcut(\"k\"",
      "README": "nothing here\n",
    ])
    let root = folder.path
    let scan = try SourceScan(paths: [root])
    let formats = Dictionary(uniqueKeysWithValues: scan.readings.map { ($0.file, $0.format) })
    #expect(formats["\(root)/Resources/default.myapp"] == .hotkeyTable)
    #expect(formats["\(root)/Resources/menus.xml"] == .gtk)
    #expect(scan.shortcuts.definitions.count == 3)
    #expect(
      scan.foreignTables == [ForeignTable(file: "\(root)/src/bindings.zig", language: "Zig", entries: 6, line: 1)])
    #expect(scan.skipped.map(\.path) == ["\(root)/App/Bad.swift"])
    #expect(scan.summary.hasSuffix("1 file skipped, 1 shortcut table in other languages not read"))
  }

  @Test func keepsGlobalHotkeysOfBackgroundOnlyApps() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>LSBackgroundOnly</key><true/></dict></plist>
      """
    let code = """
      let item = NSMenuItem(title: "Open", action: nil, keyEquivalent: "o")
      let hotKey = HotKey(key: .space, modifiers: [.control, .option, .command])
      """
    let folder = try TemporaryFolder(files: ["Helper/Info.plist": plist, "Helper/Helper.swift": code])
    let scan = try SourceScan(paths: [folder.path])
    #expect(scan.shortcuts.definitions.map(\.shortcut) == [try Shortcut(parsing: "Control-Option-Command-Space")])
    #expect(scan.backgroundShortcutsLeftOut == 1)
  }
}
