import KBLoc
import KBLocTestSupport
import KBLocXKB
import Testing

/// docs/reliability.md: no crash on an unknown layout (suggest close names) or a keymap
/// libxkbcommon rejects (its message); and a full keymap text loads like the names it was made
/// from.
struct KeymapErrorTests {
  @Test("An unknown layout is reported with close names", arguments: Platform.allCases)
  func unknownLayoutSuggestsCloseNames(_ platform: Platform) throws {
    let error = try #require(throws: KeymapError.self) { try Layout.xkb("fx", platform: platform) }
    guard case .unknownLayout(let name, let suggestions) = error else {
      Issue.record("expected unknownLayout, got \(error)")
      return
    }
    #expect(name == "fx")
    #expect(suggestions.contains("fr"))
    #expect(error.description.hasPrefix("Unknown layout 'fx'; did you mean "))
    #expect(error.description.contains("'fr'"))
  }

  @Test("More layouts than a keymap has groups is an error, not a keymap missing the last ones")
  func tooManyGroupsIsAnError() throws {
    // Four groups fit: each is compiled.
    let four = try Layout.xkb("us,ru,de,fr", platform: .pc)
    #expect(four.groupNames.count == 4)
    let error = try #require(throws: KeymapError.self) { try Layout.xkb("us,ru,de,fr,gb", platform: .pc) }
    guard case .tooManyGroups(let spec, let given, let compiled) = error else {
      Issue.record("expected tooManyGroups, got \(error)")
      return
    }
    #expect(spec == "us,ru,de,fr,gb")
    #expect(given == 5)
    #expect(compiled == four.groupNames.count)
    #expect(error.description.contains("give at most \(compiled)"))
  }

  @Test("An unknown variant is reported with the layout's close variants", arguments: Platform.allCases)
  func unknownVariantSuggestsCloseVariants(_ platform: Platform) throws {
    let error = try #require(throws: KeymapError.self) { try Layout.xkb("fr(macc)", platform: platform) }
    guard case .unknownVariant(let variant, let layout, let suggestions) = error else {
      Issue.record("expected unknownVariant, got \(error)")
      return
    }
    #expect(variant == "macc")
    #expect(layout == "fr")
    #expect(suggestions.contains("mac"))
    #expect(error.description.contains("did you mean 'fr(mac)'"))
  }

  @Test("An unknown variant given with --variant is reported too")
  func unknownVariantOptionIsReported() throws {
    let error = try #require(throws: KeymapError.self) { try Layout.xkb("de", variants: "neoo") }
    guard case .unknownVariant("neoo", layout: "de", let suggestions) = error else {
      Issue.record("expected unknownVariant neoo of de, got \(error)")
      return
    }
    #expect(suggestions.contains("neo"))
  }

  @Test("An unknown layout in a later group is reported")
  func unknownLaterGroupIsReported() throws {
    let error = try #require(throws: KeymapError.self) { try Layout.xkb("us,fx") }
    guard case .unknownLayout("fx", _) = error else {
      Issue.record("expected unknownLayout fx, got \(error)")
      return
    }
  }

  @Test("A malformed spec is reported as such", arguments: ["fr(", "us,,ru", ""])
  func malformedSpecIsReported(_ spec: String) throws {
    let error = try #require(throws: KeymapError.self) { try Layout.xkb(spec) }
    guard case .invalidSpec = error else {
      Issue.record("expected invalidSpec, got \(error)")
      return
    }
  }

  @Test("XKB options are compiled into the keymap", arguments: Platform.allCases)
  func optionsAreCompiled(_ platform: Platform) throws {
    let swapped = try Layout.xkb("us", platform: platform, options: "caps:swapescape")
    let plain = try Layout.xkb("us", platform: platform)
    func keysym(_ layout: Layout, _ name: String) throws -> String {
      let key = try #require(Key.named(name))
      let entry = try #require(layout.levels(of: key), "\(layout.name) has no \(name)")
      return try #require(entry.levels.first).keysym
    }
    #expect(try keysym(swapped, "CAPS") == "Escape")
    #expect(try keysym(swapped, "ESC") == "Caps_Lock")
    #expect(try keysym(plain, "CAPS") == "Caps_Lock")
    #expect(swapped.name.hasSuffix(" [caps:swapescape]"))
  }

  @Test("Malformed keymap text is rejected with libxkbcommon's messages")
  func malformedKeymapIsRejected() throws {
    let text = "xkb_keymap { xkb_keycodes { <A> = 38 }; };"
    let error = try #require(throws: KeymapError.self) { try Layout.xkb(keymap: text, name: "broken.xkb") }
    guard case .rejected(let what, let messages) = error else {
      Issue.record("expected rejected, got \(error)")
      return
    }
    #expect(what == "the keymap 'broken.xkb'")
    #expect(messages.contains { $0.contains("syntax error") }, "\(messages)")
    #expect(error.description.hasPrefix("libxkbcommon rejected the keymap 'broken.xkb': "))
    #expect(!error.description.contains("\n"), "one line: \(error.description)")
    #expect(error.description.contains("syntax error"))
  }

  @Test("Empty keymap text is rejected, not crashed on", arguments: ["", "   ", "xkb_keymap {"])
  func emptyKeymapIsRejected(_ text: String) throws {
    let error = try #require(throws: KeymapError.self) { try Layout.xkb(keymap: text) }
    guard case .rejected = error else {
      Issue.record("expected rejected, got \(error)")
      return
    }
  }

  /// The keymap text libxkbcommon itself writes for some names (`xkbcli compile-keymap`), loaded
  /// with `Layout.xkb(keymap:)`, gives the same table as loading the names.
  @Test(
    "A compiled keymap's text loads into the same table as its names",
    arguments: [
      LayoutFixture("us", .pc), LayoutFixture("fr(mac)", .mac), LayoutFixture("us,ru", .pc),
      LayoutFixture("de(neo)", .pc), LayoutFixture("il", .mac),
    ])
  func keymapTextMatchesNames(_ fixture: LayoutFixture) throws {
    let names = RuleNames(try fixture.layoutSpec())
    var arguments = ["compile-keymap", "--rules", names.rules, "--model", names.model, "--layout", names.layout]
    if !names.variant.isEmpty { arguments += ["--variant", names.variant] }
    let output = try XKBCLI.run(arguments)
    try #require(output.exitCode == 0, "xkbcli compile-keymap failed: \(output)")
    let fromText = try Layout.xkb(keymap: output.stdout, name: "compiled.xkb", platform: fixture.platform)
    let fromNames = try Layout.xkb(fixture.layoutSpec(), platform: fixture.platform)
    #expect(fromText.name == "compiled.xkb")
    #expect(fromText.groupNames == fromNames.groupNames)
    #expect(fromText.direction == fromNames.direction)
    #expect(fromText.keys.count == fromNames.keys.count)
    let differing = zip(fromText.keys, fromNames.keys).filter { $0.0 != $0.1 }
    #expect(differing.isEmpty, "\(differing.prefix(5).map { "\($0.0.key) group \($0.0.group)" })")
    #expect(Set(fromText.characters) == Set(fromNames.characters))
  }

  @Test("A small hand-written keymap loads, with its one key and its Shift level")
  func handWrittenKeymapLoads() throws {
    let text = """
      xkb_keymap {
        xkb_keycodes "minimal" {
          minimum = 8;
          maximum = 255;
          <AD11> = 34;
          <LFSH> = 50;
        };
        xkb_types "minimal" { include "complete" };
        xkb_compat "minimal" { include "complete" };
        xkb_symbols "minimal" {
          name[group1] = "Minimal";
          key <AD11> { [ bracketleft, braceleft ] };
          key <LFSH> { [ Shift_L ] };
          modifier_map Shift { <LFSH> };
        };
      };
      """
    let layout = try Layout.xkb(keymap: text, name: "minimal.xkb", platform: .mac)
    #expect(layout.name == "minimal.xkb")
    #expect(layout.groupNames == ["Minimal"])
    #expect(layout.strokes(for: "[").map(\.description) == ["AD11"])
    let brace = try #require(layout.strokes(for: "{").first)
    #expect(brace.key.name == "AD11")
    #expect(brace.level == 2)
    #expect(brace.modifiers == [.shift])
    #expect(layout.strokes(for: "{").count == 1)
    #expect(layout.strokes(for: "a").isEmpty)
  }

  @Test("A keymap whose level 2 has no Shift key drops the level")
  func levelWithoutModifierKeyIsDropped() throws {
    // No key produces Shift, so level 2 cannot be reached by a person: it is left out
    // (docs/vocabulary.md, "Level").
    let text = """
      xkb_keymap {
        xkb_keycodes { minimum = 8; maximum = 255; <AD11> = 34; };
        xkb_types { include "complete" };
        xkb_compat { include "complete" };
        xkb_symbols { key <AD11> { [ bracketleft, braceleft ] }; };
      };
      """
    let layout = try Layout.xkb(keymap: text)
    #expect(layout.strokes(for: "[").count == 1)
    #expect(layout.strokes(for: "{").isEmpty)
  }

  @Test(
    "Error descriptions follow the house style",
    arguments: [
      (
        KeymapError.unknownLayout("fx", suggestions: ["fi", "fo", "fr"]),
        "Unknown layout 'fx'; did you mean 'fi', 'fo' or 'fr'?"
      ),
      (.unknownLayout("qq", suggestions: []), "Unknown layout 'qq'; 'kbloc layouts' lists the layouts this system has"),
      (.unknownLayout("fx", suggestions: ["fr"]), "Unknown layout 'fx'; did you mean 'fr'?"),
      (
        .unknownVariant("macc", layout: "fr", suggestions: ["mac"]),
        "Layout 'fr' has no variant 'macc'; did you mean 'fr(mac)'?"
      ),
      (
        .rejected("the keymap 'a.xkb'", messages: ["one", "two"]),
        "libxkbcommon rejected the keymap 'a.xkb': one; two"
      ),
      (.rejected("the layout 'x'", messages: []), "libxkbcommon rejected the layout 'x'"),
      (.invalidSpec(.empty), LayoutSpecError.empty.description),
    ])
  func descriptionsFollowHouseStyle(_ error: KeymapError, message: String) {
    #expect(error.description == message)
  }
}
