import KBLoc
import KBLocTestSupport
import Testing

@testable import KBLocXKB

/// libxkbcommon gives no character for a dead keysym, so kbloc keeps a table of spacing forms
/// (`DeadKeys`).
///
/// These tests compile every layout and variant the system's xkeyboard-config lists and check that
/// no dead key of any of them is left without a character.
struct DeadKeysTests {
  /// Every registry entry compiled as written (`.pc`), two at a time.
  static func everyRegistryLayout() async throws -> (layouts: [Layout], failures: [String: KeymapError]) {
    let groups = try LayoutRegistry.system().entries.map(\.group)
    return await withTaskGroup(of: (String, Result<Layout, KeymapError>).self) { tasks in
      var pending = groups[...]
      func startNext() {
        guard let group = pending.popFirst() else { return }
        tasks.addTask {
          (
            group.description,
            Result { () throws(KeymapError) in try Layout.xkb(LayoutSpec(groups: [group]), platform: .pc) }
          )
        }
      }
      for _ in 0..<2 { startNext() }
      var layouts: [Layout] = []
      var failures: [String: KeymapError] = [:]
      for await (name, result) in tasks {
        switch result {
        case .success(let layout): layouts.append(layout)
        case .failure(let error): failures[name] = error
        }
        startNext()
      }
      return (layouts, failures)
    }
  }

  @Test("Every dead key of every system layout has a spacing form")
  func everyDeadKeyHasASpacingForm() async throws {
    let (layouts, failures) = try await Self.everyRegistryLayout()
    // `custom` is xkeyboard-config's slot for a user's own symbols file, which is not installed.
    #expect(Set(failures.keys).isSubset(of: ["custom"]), "layouts that do not compile: \(failures)")
    #expect(layouts.count >= 500)
    var deadKeysyms: [String: String] = [:]  // keysym → a layout using it
    var withoutCharacter: Set<String> = []
    for layout in layouts {
      for entry in layout.keys {
        for level in entry.levels where level.isDead {
          deadKeysyms[level.keysym] = deadKeysyms[level.keysym] ?? "\(layout.name) \(entry.key)"
          if level.character == nil { withoutCharacter.insert("\(level.keysym) (\(layout.name) \(entry.key))") }
          #expect(level.character == DeadKeys.spacingForm(ofKeysymNamed: level.keysym))
          #expect(level.keysym.hasPrefix("dead_"))
        }
      }
    }
    #expect(withoutCharacter.isEmpty, "dead keys without a spacing form: \(withoutCharacter.sorted())")
    // The sweep really met dead keys: French, German, Nordic and Greek layouts use a dozen kinds.
    #expect(deadKeysyms.count >= 12, "only \(deadKeysyms.keys.sorted()) met")
  }

  @Test("The swept layouts' dead keys are listed under their spacing forms", arguments: LayoutFixtures.sweep)
  func deadKeysAreIndexedUnderTheirSpacingForms(_ fixture: LayoutFixture) throws {
    let layout = try Layout.xkb(fixture.layoutSpec(), platform: fixture.platform)
    for entry in layout.keys {
      for level in entry.levels where level.isDead {
        let character = try #require(level.character, "\(layout.name) \(entry.key) \(level.keysym) has no spacing form")
        #expect(
          layout.strokes(for: character).contains {
            $0.key == entry.key && $0.group == entry.group && $0.level == level.level && $0.isDead
          }, "\(layout.name): \(entry.key) \(level.keysym) is not listed under \(character)")
      }
    }
  }

  @Test("Spacing forms of common dead keys are the accents people expect")
  func commonSpacingForms() {
    let expected: [String: Character] = [
      "dead_grave": "`", "dead_acute": "´", "dead_circumflex": "^", "dead_tilde": "~", "dead_diaeresis": "¨",
      "dead_cedilla": "¸", "dead_caron": "ˇ", "dead_ogonek": "˛", "dead_abovering": "˚", "dead_doubleacute": "˝",
    ]
    for (keysym, character) in expected {
      #expect(DeadKeys.spacingForm(ofKeysymNamed: keysym) == character, "\(keysym)")
    }
    #expect(DeadKeys.spacingForm(ofKeysymNamed: "grave") == nil)
  }
}
