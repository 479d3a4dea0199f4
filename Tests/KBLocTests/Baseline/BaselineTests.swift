import KBLoc
import Testing

/// The baseline model: entries as a multiset keyed without places, fixed entries, layouts a run
/// did not check, and the file format's errors with their places.
struct BaselineTests {
  static let menu = ShortcutScope(targets: [.init(name: "Editor", kind: .app)], context: .mainMenu, element: .menuItem)

  static func entry(_ title: String, rule: String = "duplicate-shortcut", layout: String? = nil) -> Baseline.Entry {
    Baseline.Entry(title: title, keys: "Command-V", rule: rule, scope: menu, layout: layout)
  }

  @Test func findingsInTheBaselineAreKnownAndTheRestAreNew() {
    let baseline = Baseline(command: .lint, entries: [Self.entry("Paste"), Self.entry("Paste Style")])
    let comparison = baseline.compare(with: [Self.entry("Paste Style"), Self.entry("Jump"), Self.entry("Paste")])
    #expect(comparison.new == [1])
    #expect(comparison.known == 2)
    #expect(comparison.fixed.isEmpty)
  }

  @Test func anEntryNoLongerFoundIsFixed() {
    let baseline = Baseline(
      command: .lint, entries: [Self.entry("Paste"), Self.entry("Reload", rule: "control-modifier")])
    let comparison = baseline.compare(with: [Self.entry("Paste")])
    #expect(comparison.new.isEmpty)
    #expect(comparison.fixed == [Self.entry("Reload", rule: "control-modifier")])
    #expect(comparison.fixed.first?.description == "'Reload' (Command-V) [control-modifier] in Editor: main menu")
  }

  @Test func aKeyFoundMoreOftenThanRecordedReportsEveryFindingOfIt() {
    let baseline = Baseline(command: .lint, entries: [Self.entry("Paste")])
    #expect(baseline.compare(with: [Self.entry("Paste"), Self.entry("Paste")]).new == [0, 1])
    let two = Baseline(command: .lint, entries: [Self.entry("Paste"), Self.entry("Paste")])
    let comparison = two.compare(with: [Self.entry("Paste")])
    #expect(comparison.new.isEmpty)
    #expect(comparison.fixed == [Self.entry("Paste")])
  }

  @Test func theScopeAndTheRuleArePartOfTheKey() {
    let baseline = Baseline(command: .lint, entries: [Self.entry("Paste")])
    var elsewhere = Self.entry("Paste")
    elsewhere.scope = ShortcutScope(targets: [.init(name: "Viewer", kind: .app)], context: .mainMenu)
    #expect(baseline.compare(with: [elsewhere]).new == [0])
    #expect(baseline.compare(with: [Self.entry("Paste", rule: "modifier-order")]).new == [0])
  }

  @Test func anEntryOfALayoutTheRunDidNotCheckIsNotFixed() {
    let baseline = Baseline(
      command: .coverage, entries: [Self.entry("Paste", layout: "fr(mac)"), Self.entry("Paste", layout: "de(mac)")])
    let comparison = baseline.compare(with: [], layouts: ["fr(mac)"])
    #expect(comparison.fixed == [Self.entry("Paste", layout: "fr(mac)")])
  }

  @Test func entriesAreSortedWhateverOrderTheyCameIn() {
    let entries = [
      Self.entry("Zoom"), Self.entry("Copy", layout: "fr"), Self.entry("Copy", layout: "de"), Self.entry("Paste"),
    ]
    #expect(Baseline(command: .coverage, entries: entries) == Baseline(command: .coverage, entries: entries.reversed()))
    #expect(Baseline(command: .coverage, entries: entries).entries.map(\.title) == ["Copy", "Copy", "Paste", "Zoom"])
    #expect(Baseline(command: .coverage, entries: entries).entries.first?.layout == "de")
  }

  @Test func aBaselineFileReadsBackItsEntries() throws {
    let text = """
      {"version": 1, "command": "coverage", "entries": [
        {"title": "Paste", "keys": "Command-V", "rule": "conflict", "layout": "fr(mac)",
         "scope": {"targets": [{"name": "Editor", "kind": "app"}], "context": "main-menu", "element": "menu-item"}}
      ]}
      """
    let baseline = try Baseline(parsing: text, fileName: "b.json", for: .coverage)
    #expect(baseline.entries == [Self.entry("Paste", rule: "conflict", layout: "fr(mac)")])
  }

  @Test(arguments: [
    (
      "[]",
      "b.json:1:1: error: a baseline is an array, not an object; write one with 'kbloc lint --write-baseline b.json'"
    ),
    (
      #"{"version": 2, "command": "lint", "entries": []}"#,
      "b.json:1:13: error: unknown baseline version 2; this kbloc reads version 1"
    ),
    (
      #"{"version": 1, "command": "coverage", "entries": []}"#,
      "b.json:1:27: error: this is a baseline of 'kbloc coverage', not of 'kbloc lint'"
    ),
    (
      #"{"version": 1, "command": "lint", "entries": [{"title": "A", "keys": "B"}]}"#,
      "b.json:1:47: error: a baseline entry has no 'rule'"
    ),
    (
      #"{"version": 1, "command": "lint", "entries": [{"title": "A", "keys": "B", "rule": 3}]}"#,
      "b.json:1:83: error: 'rule' is a number, not a string"
    ),
    (
      #"{"version": 1, "command": "lint", "entries": [{"title": "A", "keys": "B", "rule": "r", "layout": "fr"}]}"#,
      "b.json:1:98: error: a lint baseline's entry has a 'layout'"
    ),
    (
      #"{"version": 1, "command": "lint", "entries": [{"title": "A", "keys": "B", "rule": "r", "scope": {"context": "windw"}}]}"#,
      "b.json:1:109: error: unknown context 'windw'"
    ),
    (#"{"version": 1, "command": "lint", "entries": [}"#, "b.json:1:47: error: "),
  ])
  func aMalformedBaselineIsAnErrorAtItsPlace(text: String, expected: String) {
    #expect {
      try Baseline(parsing: text, fileName: "b.json", for: .lint)
    } throws: { error in
      "\(error)".hasPrefix(expected)
    }
  }
}
