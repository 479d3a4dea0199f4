import KBLoc
import KBLocSources
import Testing

/// Swift source read through swift-syntax: every API form, exact positions (columns in Unicode
/// scalars), and the declarations that are not literals.
struct SwiftShortcutReaderTests {
  static let swiftUI = """
    import SwiftUI

    struct Commands: View {
      var body: some View {
        Button("Open…") {}.keyboardShortcut("o")
        Button("Align Left") {}
          .keyboardShortcut("[", modifiers: [.command, .option], localization: .withoutMirroring)
        Button("Delete") {}.keyboardShortcut(.delete, modifiers: [])
        Button("OK") {}.keyboardShortcut(.defaultAction)
        Toggle("Custom", isOn: $on).keyboardShortcut(KeyboardShortcut("é", modifiers: .control, localization: .custom))
        Button("Dynamic") {}.keyboardShortcut(key)
        Button("Caps") {}.keyboardShortcut("c", modifiers: .capsLock)
        Button("Shortcut") {}.keyboardShortcut(.openSettings)
        Button("Many") {}.keyboardShortcut("x", modifiers: flags)
      }
    }
    """

  static let uiKitAndAppKit = #"""
    import UIKit

    final class Controller: UIViewController {
      override var keyCommands: [UIKeyCommand]? {
        let find = UIKeyCommand(title: "Find", action: #selector(find), input: "f", modifierFlags: [.command, .alternate])
        find.wantsPriorityOverSystemBehavior = true
        let up = UIKeyCommand(title: "Up", action: #selector(up), input: UIKeyCommand.inputUpArrow, modifierFlags: .control)
        up.allowsAutomaticLocalization = false
        let back = UIKeyCommand(input: "\u{8}", modifierFlags: .shift, action: #selector(back))
        let odd = UIKeyCommand(title: "Odd", action: #selector(odd), input: letter, modifierFlags: .command)
        return [find, up, back, odd]
      }
    }

    func build(menu: NSMenu) {
      let redo = NSMenuItem(title: "Redo", action: nil, keyEquivalent: "Z")
      redo.keyEquivalentModifierMask = [.command, .option]
      menu.addItem(redo)
      let back = menu.addItem(withTitle: NSLocalizedString("Back", comment: ""), action: nil, keyEquivalent: "\u{F702}")
      back.allowsAutomaticKeyEquivalentMirroring = false
      menu.addItem(NSMenuItem(title: "Quit", action: nil, keyEquivalent: "q"))
      menu.addItem(NSMenuItem(title: "None", action: nil, keyEquivalent: ""))
    }
    """#

  static func position(_ line: Int, _ column: Int) -> SourcePosition { SourcePosition(line: line, column: column) }

  @Test func swiftUIFormsGiveTheirShortcutsTitlesAndPositions() throws {
    let reading = try SourceReader.read(Self.swiftUI, format: .swift, file: "Commands.swift")
    let found = reading.definitions.map { ($0.id, $0.shortcut.description, $0.position, $0.entryPosition) }
    let expected: [(String, String, SourcePosition, SourcePosition)] = [
      ("Open…", "Command-O", Self.position(5, 41), Self.position(5, 23)),
      ("Align Left", "Option-Command-[", Self.position(7, 25), Self.position(7, 7)),
      ("Delete", "Delete", Self.position(8, 42), Self.position(8, 24)),
      ("OK", "Return", Self.position(9, 38), Self.position(9, 20)),
      ("Custom", "Control-é", Self.position(10, 67), Self.position(10, 50)),
    ]
    #expect(found.count == expected.count)
    for (actual, wanted) in zip(found, expected) {
      #expect(actual.0 == wanted.0)
      #expect(actual.1 == wanted.1)
      #expect(actual.2 == wanted.2, "\(wanted.0)")
      #expect(actual.3 == wanted.3, "\(wanted.0)")
    }
    #expect(reading.definitions.map(\.title) == ["Open…", "Align Left", "Delete", "OK", "Custom"])
  }

  @Test func swiftUILocalizationTurnsMirroringOrLocalizingOff() throws {
    let reading = try SourceReader.read(Self.swiftUI, format: .swift, file: "Commands.swift")
    let align = try #require(reading.definitions.first { $0.id == "Align Left" })
    #expect(align.mirror == false)
    #expect(align.localize == true)
    let custom = try #require(reading.definitions.first { $0.id == "Custom" })
    #expect(custom.localize == false)
    #expect(custom.mirror == false)
    let open = try #require(reading.definitions.first { $0.id == "Open…" })
    #expect(open.localize && open.mirror)
  }

  @Test func nonLiteralSwiftUIDeclarationsAreNotReadAndSayWhy() throws {
    let reading = try SourceReader.read(Self.swiftUI, format: .swift, file: "Commands.swift")
    #expect(
      reading.unread == [
        UnreadDeclaration(file: "Commands.swift", position: Self.position(11, 43), reason: .notLiteral("key", "key")),
        UnreadDeclaration(
          file: "Commands.swift", position: Self.position(12, 56), reason: .unsupportedModifier("capsLock")),
        UnreadDeclaration(
          file: "Commands.swift", position: Self.position(13, 44), reason: .notLiteral("shortcut", ".openSettings")),
        UnreadDeclaration(
          file: "Commands.swift", position: Self.position(14, 56), reason: .notLiteral("modifiers", "flags")),
      ])
    #expect(
      reading.unread[0].description == "Commands.swift:11:43: note: not read: the key is 'key', not a literal")
  }

  @Test func uiKitAndAppKitFormsGiveTheirShortcutsAndPositions() throws {
    let reading = try SourceReader.read(Self.uiKitAndAppKit, format: .swift, file: "Controller.swift")
    let found = reading.definitions.map { ($0.id, $0.shortcut.description, $0.position, $0.entryPosition) }
    let expected: [(String, String, SourcePosition, SourcePosition)] = [
      ("Find", "Option-Command-F", Self.position(5, 76), Self.position(5, 16)),
      ("Up", "Control-Up Arrow", Self.position(7, 70), Self.position(7, 14)),
      ("Controller.swift:9:16", "Shift-Delete", Self.position(9, 36), Self.position(9, 16)),
      ("Redo", "Option-Shift-Command-Z", Self.position(16, 68), Self.position(16, 14)),
      ("Back", "Command-Left Arrow", Self.position(19, 106), Self.position(19, 14)),
      ("Quit", "Command-Q", Self.position(21, 70), Self.position(21, 16)),
    ]
    #expect(found.count == expected.count, "\(found)")
    for (actual, wanted) in zip(found, expected) {
      #expect(actual.0 == wanted.0)
      #expect(actual.1 == wanted.1, "\(wanted.0)")
      #expect(actual.2 == wanted.2, "\(wanted.0)")
      #expect(actual.3 == wanted.3, "\(wanted.0)")
    }
  }

  @Test func settingsMadeInTheSameScopeAreRead() throws {
    let reading = try SourceReader.read(Self.uiKitAndAppKit, format: .swift, file: "Controller.swift")
    let find = try #require(reading.definitions.first { $0.id == "Find" })
    #expect(find.extra["wantsPriorityOverSystemBehavior"]?.bool == true)
    let up = try #require(reading.definitions.first { $0.id == "Up" })
    #expect(up.localize == false)
    let back = try #require(reading.definitions.first { $0.id == "Back" })
    #expect(back.mirror == false)
    #expect(back.localize == true)
    let quit = try #require(reading.definitions.first { $0.id == "Quit" })
    #expect(quit.mirror && quit.localize)
  }

  @Test func aNonLiteralInputIsNotRead() throws {
    let reading = try SourceReader.read(Self.uiKitAndAppKit, format: .swift, file: "Controller.swift")
    #expect(
      reading.unread == [
        UnreadDeclaration(
          file: "Controller.swift", position: Self.position(10, 73), reason: .notLiteral("input", "letter"))
      ])
  }

  /// SwiftUI's `KeyEquivalent` documentation: "a key equivalent whose raw value is the capitalized
  /// string "A" corresponds with the keyboard shortcut Command-Shift-A".
  @Test func anUpperCaseLetterInASwiftUIKeyMeansShift() throws {
    let text = """
      struct TaskCommands: Commands {
        var body: some Commands {
          Button("Run") {}.keyboardShortcut("R")
          Button("Hide") {}.keyboardShortcut("H", modifiers: [.shift, .command])
          Button("Align") {}.keyboardShortcut(KeyboardShortcut(KeyEquivalent("A"), modifiers: .option))
          Button("Refresh") {}.keyboardShortcut("r")
          Button("Umlaut") {}.keyboardShortcut("Ä", modifiers: .control)
          Button("Brace") {}.keyboardShortcut("}")
        }
      }
      """
    let reading = try SourceReader.read(text, format: .swift, file: "TaskCommands.swift")
    #expect(
      reading.definitions.map { "\($0.id): \($0.keys)" } == [
        "Run: Shift-Command-R", "Hide: Shift-Command-H", "Align: Option-Shift-A", "Refresh: Command-R",
        "Umlaut: Control-Shift-Ä", "Brace: Command-}",
      ])
  }

  @Test func titlesComeFromLabelsAccessibilityLabelsHelpAndConstants() throws {
    let text = #"""
      extension LocalizedStringResource {
        static let done: LocalizedStringResource = "Done"
        static let later = LocalizedStringResource("Later", comment: "button")
      }

      struct Sheet: View {
        var body: some View {
          Button(action: {}, label: { Text("Cancel", comment: "Cancel button").frame(width: 76) })
            .help(Text("Cancel"))
            .keyboardShortcut(.cancelAction)
          Button { submit() } label: { Label("Continue", systemImage: "arrow.right") }
            .keyboardShortcut(.defaultAction)
          Button("Run \(task.name)", systemImage: "play.fill") {}.keyboardShortcut("r")
          Button(.done) {}.keyboardShortcut("d")
          Button(.later) {}.keyboardShortcut("l")
          Button(.init("Insert", table: "ColorCode", comment: "button label"), action: insert).keyboardShortcut("i")
          Button { close() } label: { EmptyView() }
            .keyboardShortcut(.escape, modifiers: [])
            .accessibilityLabel("Close Overlay")
          Button(action: refresh) { Image(systemName: "arrow.clockwise") }
            .help("Refresh")
            .keyboardShortcut("r", modifiers: [.command, .shift])
          Button(action: find) { Label("Find", systemImage: "magnifyingglass") }.keyboardShortcut("f")
          Button(role: .cancel, action: dismiss).keyboardShortcut("w")
          Button(.ok) {}.keyboardShortcut(.defaultAction)
          Button(.moveToTrash) {}.keyboardShortcut(.delete)
          Button(role: .destructive, action: erase).keyboardShortcut("e")
        }
      }

      func menu() -> NSMenuItem {
        NSMenuItem(title: "Duplicate \(isFolder ? "Folder" : "File")", action: nil, keyEquivalent: "D")
      }
      """#
    let reading = try SourceReader.read(text, format: .swift, file: "Sheet.swift")
    #expect(
      reading.definitions.map { "\($0.title ?? "-"): \($0.keys)" } == [
        "Cancel: Esc", "Continue: Return", "Run …: Command-R", "Done: Command-D", "Later: Command-L",
        "Insert: Command-I", "Close Overlay: Esc", "Refresh: Shift-Command-R", "Find: Command-F", "Cancel: Command-W",
        "OK: Return", "Move To Trash: Command-Delete", "-: Command-E",
        "Duplicate Folder/File: Shift-Command-D",
      ])
  }

  /// A shortcut given to a view whose body is one button has the button's title.
  ///
  /// XcodesApp's menu commands are such views (`InstallButton(xcode:)`). A body of several views,
  /// or of a branch, gives none.
  @Test func aViewWhoseBodyIsOneButtonTitlesTheShortcutGivenToIt() throws {
    let text = #"""
      struct InstallButton: View {
        let xcode: Xcode?
        var body: some View {
          Button(action: install) {
            Text("Install")
              .help("Install")
          }
        }
      }
      struct RevealButton: View {
        var body: some View { return Button("Reveal in Finder", action: reveal).disabled(xcode == nil) }
      }
      struct Stack: View {
        var body: some View {
          Text("Title")
          Button("Stacked") {}
        }
      }
      struct Either: View {
        var body: some View {
          if flag { Button("One") {} } else { Button("Two") {} }
        }
      }
      struct InstallCommand: View {
        var body: some View {
          InstallButton(xcode: selected).keyboardShortcut("i", modifiers: [.command, .option])
          RevealButton().keyboardShortcut("r", modifiers: [.command, .option])
          Stack().keyboardShortcut("s")
          Either().keyboardShortcut("e")
        }
      }
      """#
    let reading = try SourceReader.read(text, format: .swift, file: "XcodeCommands.swift")
    #expect(
      reading.definitions.map { "\($0.title ?? "-"): \($0.keys)" } == [
        "Install: Option-Command-I", "Reveal in Finder: Option-Command-R", "-: Command-S", "-: Command-E",
      ])
  }

  @Test func aHelpersMaskForItemsWithAKeyAndItsSelectorParameterAreRead() throws {
    let text = #"""
      enum MainMenu {
        private static func item(
          _ title: String, _ action: String, _ key: String = "", _ modifiers: NSEvent.ModifierFlags = .command
        ) -> NSMenuItem {
          let item = NSMenuItem(title: title, action: Selector(action), keyEquivalent: key)
          item.keyEquivalentModifierMask = key.isEmpty ? [] : modifiers
          return item
        }

        static func editMenu() -> NSMenu {
          let menu = NSMenu(title: "Edit")
          menu.addItem(item("Copy", "copy:", "c"))
          menu.addItem(item("Copy Style", "copyFont:", "c", [.option, .command]))
          menu.addItem(item(String(format: NSLocalizedString("Quit %@", comment: ""), App.name), "terminate:", "q"))
          return menu
        }
      }
      """#
    let reading = try SourceReader.read(text, format: .swift, file: "MainMenu.swift")
    #expect(
      reading.definitions.map { "\($0.title ?? "-"): \($0.keys) \($0.action ?? "-")" } == [
        "Copy: Command-C copy:", "Copy Style: Option-Command-C copyFont:", "Quit …: Command-Q terminate:",
      ])
  }

  @Test func aFormatsConversionsReadAsEllipses() throws {
    let text = #"""
      let a = NSMenuItem(title: String(format: "%1$@ of %2$ld, 100%%", page, count), action: nil, keyEquivalent: "a")
      let b = NSMenuItem(title: String(format: "Zoom %.2f%", zoom), action: nil, keyEquivalent: "b")
      """#
    let reading = try SourceReader.read(text, format: .swift, file: "Menu.swift")
    #expect(reading.definitions.map(\.title) == ["… of …, 100%", "Zoom …%"])
  }

  @Test func aHelpersCallsDeclareTheShortcutsTheirArgumentsGive() throws {
    let text = #"""
      final class FileMenu: NSMenu {
        private func menuItem(_ title: String, action: Selector?, key: String = "") -> NSMenuItem {
          let item = NSMenuItem(title: title, action: action, keyEquivalent: key)
          item.target = self
          return item
        }

        func build() {
          let open = menuItem("Open", action: #selector(open))
          let paste = menuItem("New File from Clipboard", action: #selector(paste), key: "v")
          paste.keyEquivalentModifierMask = [.command, .option]
          items = [open, paste, menuItem("Close", action: nil, key: "w")]
        }
      }

      enum Commands {
        static func command(title: String, input: String, modifiers: UIKeyModifierFlags) -> UIKeyCommand {
          UIKeyCommand(title: title, action: #selector(run), input: input, modifierFlags: modifiers)
        }

        static func all(entry: String) -> [UIKeyCommand] {
          let upTitle = NSLocalizedString("Select Up", comment: "")
          return [
            Commands.command(title: upTitle, input: UIKeyCommand.inputUpArrow, modifiers: []),
            command(title: "Refresh", input: "r", modifiers: [.command, .shift]),
            command(title: "Plist", input: entry, modifiers: .command),
          ]
        }
      }
      """#
    let reading = try SourceReader.read(text, format: .swift, file: "Menus.swift")
    #expect(
      reading.declared == [
        "New File from Clipboard: Option-Command-V at 10:84, entry 10:17", "Close: Command-W at 12:63, entry 12:27",
        "Select Up: Up Arrow at 24:47, entry 24:7", "Refresh: Shift-Command-R at 25:40, entry 25:7",
      ])
    #expect(
      reading.notes == [
        "Menus.swift:18:85: note: not read: the modifiers are 'modifiers', not a literal",
        "Menus.swift:26:38: note: not read: the input is 'entry', not a literal",
      ])
  }

  @Test func anInitializerCalledByNameIsTheTypesCall() throws {
    let text = """
      struct Binding {
        var shortcut: KeyboardShortcut { KeyboardShortcut.init(.init(Character(key)), modifiers: .command) }
        var save: KeyboardShortcut { SwiftUI.KeyboardShortcut.init("s", modifiers: [.command, .option]) }
      }
      """
    let reading = try SourceReader.read(text, format: .swift, file: "Binding.swift")
    #expect(reading.declared == ["Binding.swift:3:32: Option-Command-S at 3:62, entry 3:32"])
    #expect(reading.notes == ["Binding.swift:2:64: note: not read: the key is 'Character(key)', not a literal"])
  }

  @Test func swiftThatDoesNotParseGivesTheParsersPosition() {
    let text = """
      func f() {
        let x = [1, 2
      }
      """
    #expect(throws: SourceReadError.self) { try SourceReader.read(text, format: .swift, file: "Broken.swift") }
    do {
      _ = try SourceReader.read(text, format: .swift, file: "Broken.swift")
    } catch {
      #expect(error.position == Self.position(2, 16))
      #expect(error.description.hasPrefix("Broken.swift:2:16: error: not valid Swift: expected ']'"))
    }
  }
}
