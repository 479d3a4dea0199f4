import KBLocTestSupport
import Testing

@testable import KBLoc

struct ShortcutScopeTests {
  static let editor = ShortcutScope.Target(name: "Editor", kind: .app)
  static let viewer = ShortcutScope.Target(name: "Viewer", kind: .app)

  static func scope(_ context: ShortcutScope.Context, in targets: [ShortcutScope.Target] = [editor]) -> ShortcutScope {
    ShortcutScope(targets: targets, context: context)
  }

  @Test func theMainMenuIsLiveWithEveryWindowOfItsApp() {
    let menu = Self.scope(.mainMenu)
    #expect(menu.canBeLive(with: Self.scope(.window("Go to Line"))))
    #expect(Self.scope(.view("SettingsView")).canBeLive(with: menu))
    #expect(menu.canBeLive(with: Self.scope(.anywhere)))
    #expect(menu.canBeLive(with: menu))
  }

  @Test func twoWindowsAreNeverLiveTogether() {
    #expect(!Self.scope(.window("Add Feed")).canBeLive(with: Self.scope(.window("Rename"))))
    #expect(
      !Self.scope(.window("Sheet", identity: "A.xib:1")).canBeLive(
        with: Self.scope(.window("Sheet", identity: "B.xib:1"))))
    #expect(!Self.scope(.view("A")).canBeLive(with: Self.scope(.window("A"))))
    #expect(Self.scope(.window("Add Feed")).canBeLive(with: Self.scope(.window("Add Feed"))))
  }

  @Test func twoTabsOfAWindowAreNeverLiveTogetherButEachIsWithTheWindowAroundIt() {
    let structure = Self.scope(.window("DB", panes: ["structure"]))
    let content = Self.scope(.window("DB", panes: ["content"]))
    let nested = Self.scope(.window("DB", panes: ["structure", "indexes"]))
    #expect(!structure.canBeLive(with: content))
    #expect(structure.canBeLive(with: nested))
    #expect(!content.canBeLive(with: nested))
    #expect(Self.scope(.window("DB")).canBeLive(with: nested))
    #expect(Self.scope(.mainMenu).canBeLive(with: content))
  }

  @Test func twoBranchesOfCodeThatSetsTheMainMenuAreNeverLiveTogetherButEachIsWithTheRest() {
    let oneTab = Self.scope(.init(kind: .mainMenu, panes: ["App.m:4:5 branch 1"]))
    let severalTabs = Self.scope(.init(kind: .mainMenu, panes: ["App.m:4:5 branch 2"]))
    #expect(!oneTab.canBeLive(with: severalTabs))
    #expect(oneTab.canBeLive(with: Self.scope(.mainMenu)) && severalTabs.canBeLive(with: Self.scope(.anywhere)))
    #expect(oneTab.canBeLive(with: Self.scope(.window("Add Feed"))))
    let tabMenu = Self.scope(.init(kind: .menu, name: "Tab", panes: ["a"]))
    #expect(tabMenu.canBeLive(with: Self.scope(.menu("Tab"))))
    #expect(!tabMenu.canBeLive(with: Self.scope(.init(kind: .menu, name: "Tab", panes: ["b"]))))
  }

  @Test func aMenuThatOpensOnDemandIsLiveOnlyWithItself() {
    let tab = Self.scope(.menu("Tab"))
    #expect(!tab.canBeLive(with: Self.scope(.mainMenu)))
    #expect(!tab.canBeLive(with: Self.scope(.anywhere)))
    #expect(!tab.canBeLive(with: Self.scope(.menu("Dock"))))
    #expect(tab.canBeLive(with: tab))
  }

  @Test func aGlobalHotkeyIsLiveWithEverythingOfItsAppAndNothingOfAnother() {
    let hotkey = Self.scope(.init(kind: .global))
    #expect(hotkey.canBeLive(with: Self.scope(.mainMenu)))
    #expect(hotkey.canBeLive(with: Self.scope(.window("Go to Line"))))
    #expect(Self.scope(.view("SettingsView")).canBeLive(with: hotkey))
    #expect(!hotkey.canBeLive(with: Self.scope(.mainMenu, in: [Self.viewer])))
    #expect(!hotkey.canBeLive(with: Self.scope(.menu("Tab"))), "a menu that opens on demand takes every key while open")
    #expect(hotkey.description == "Editor: over every app")
  }

  @Test func twoAppsAreNeverLiveTogetherButASharedFileIsInEach() {
    #expect(!Self.scope(.mainMenu, in: [Self.editor]).canBeLive(with: Self.scope(.mainMenu, in: [Self.viewer])))
    let shared = Self.scope(.window("About"), in: [Self.viewer, Self.editor])
    #expect(shared.targets == [Self.editor, Self.viewer])
    #expect(shared.canBeLive(with: Self.scope(.mainMenu, in: [Self.editor])))
    #expect(shared.canBeLive(with: Self.scope(.mainMenu, in: [Self.viewer])))
    #expect(ShortcutScope(context: .mainMenu).canBeLive(with: ShortcutScope(context: .window("A"))))
  }

  @Test func describesTheTargetsAndThePlace() {
    #expect(Self.scope(.mainMenu).description == "Editor: main menu")
    #expect(
      Self.scope(.window("Go to Line"), in: [Self.viewer, Self.editor]).description
        == "Editor, Viewer: window 'Go to Line'")
    #expect(ShortcutScope(context: .menu("Tab")).description == "menu 'Tab'")
    #expect(ShortcutScope(targets: [.init(name: "EditorTests", kind: .test)], context: .anywhere).isTestOnly)
  }

  // MARK: Reading a shortcuts file's "scope"

  @Test func readsTheScopeAndActionExtractWrites() throws {
    let text = """
      {"shortcuts": [
        {"id": "ok", "title": "OK", "keys": "Return", "action": "ok:", "scope": {"targets": [{"name": "Editor", "kind": "app"},
          {"name": "EditorKit", "kind": "framework"}], "context": "window", "name": "Go to Line", "identity": "Go.xib:F5a",
          "element": "button"}},
        {"id": "undo", "keys": "Command-Z"}
      ]}
      """
    let file = try ShortcutFile(parsing: text, fileName: "x.json")
    let ok = try #require(file.definitions.first)
    #expect(ok.action == "ok:")
    #expect(
      ok.scope
        == ShortcutScope(
          targets: [Self.editor, .init(name: "EditorKit", kind: .framework)],
          context: .window("Go to Line", identity: "Go.xib:F5a"), element: .button))
    #expect(ok.extra["scope"] == nil)
    #expect(file.definitions[1].scope == nil)
  }

  @Test(arguments: [
    (
      #"{"context": "windw", "name": "A"}"#,
      "3:57: error: unknown context 'windw' (shortcut 'a'); did you mean 'window'?"
    ),
    (
      #"{"context": "window"}"#,
      "3:45: error: a window scope has no 'name' (shortcut 'a'); name the window, such as \"name\": \"Preferences\""
    ),
    (#"{"target": []}"#, "3:46: error: unknown field 'target' in 'scope' (shortcut 'a'); did you mean 'targets'?"),
    (
      #"{"targets": [{"kind": "app"}]}"#,
      "3:58: error: a target has no 'name' (shortcut 'a'); write each target as {\"name\": \"MyApp\", \"kind\": \"app\"}"
    ),
    (
      #""main-menu""#,
      "3:45: error: 'scope' is a string, not an object (shortcut 'a'); write \"scope\": {\"targets\": [{\"name\": \"MyApp\", \"kind\": \"app\"}], \"context\": \"main-menu\"}"
    ),
  ])
  func rejectsAScopeItCannotReadWithItsPlace(_ scope: String, _ expected: String) throws {
    let text =
      "{\"shortcuts\": [\n  {\"id\": \"b\", \"keys\": \"Command-B\"},\n  {\"id\": \"a\", \"keys\": \"Command-A\", \"scope\": \(scope)}\n]}"
    let error = #expect(throws: ShortcutFileError.self) { try ShortcutFile(parsing: text, fileName: "x.json") }
    #expect(error?.description == "x.json:" + expected)
  }

  @Test func eachConditionIsAPlaceOfItsOwnLiveWithTheWholeApp() throws {
    let focused = Self.scope(.condition("editorTextFocus"))
    #expect(!focused.canBeLive(with: Self.scope(.condition("notebookEditorFocused"))))
    #expect(focused.canBeLive(with: Self.scope(.condition("editorTextFocus"))))
    #expect(focused.canBeLive(with: Self.scope(.anywhere)))
    #expect(!focused.canBeLive(with: Self.scope(.view("editorTextFocus"))), "a condition is no view of that name")
    #expect(focused.description == "Editor: condition 'editorTextFocus'")
    let text =
      #"{"shortcuts": [{"id": "a", "keys": "Escape", "scope": {"context": "condition", "name": "editorTextFocus"}}]}"#
    let file = try ShortcutFile(parsing: text, fileName: "x.json")
    #expect(file.definitions.first?.scope?.context == .condition("editorTextFocus"))
  }
}
