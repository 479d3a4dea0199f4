import KBLoc
import KBLocXKB
import Testing

/// XKB options: libxkbcommon ignores unknown ones silently, so kbloc checks them against the
/// system's registry.
struct KeymapOptionTests {
  @Test func unknownOptionIsAnErrorWithCloseNames() throws {
    do {
      _ = try Layout.xkb("de", platform: .pc, options: "lv3:ralt_swich")
      Issue.record("an unknown option loaded")
    } catch {
      guard case .unknownOption(let option, let suggestions) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(option == "lv3:ralt_swich")
      #expect(suggestions.first == "lv3:ralt_switch")
    }
  }

  @Test func knownOptionsChangeTheTable() throws {
    // Plain US has no euro sign; `eurosign:e` puts it on level 3 of E and `lv3:ralt_switch`
    // makes Right Alt the level-3 key that reaches it.
    let registry = try LayoutRegistry.system()
    #expect(registry.options.isSuperset(of: ["eurosign:e", "lv3:ralt_switch"]))
    let plain = try Layout.xkb("us", platform: .pc)
    #expect(plain.strokes(for: "€").filter(\.key.isMain).isEmpty)
    let withOptions = try Layout.xkb("us", platform: .pc, options: "lv3:ralt_switch,eurosign:e")
    let euro = try #require(withOptions.strokes(for: "€").first { $0.key.isMain })
    #expect(euro.key.name == "AD03")
    #expect(euro.modifiers == [.altGr])
    #expect(withOptions.name == "us [lv3:ralt_switch,eurosign:e]")
  }
}
