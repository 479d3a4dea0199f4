import KBLoc
import KBLocTestSupport
import KBLocXKB
import Testing

/// The lint rules' built-in US keys (`TwoCharacterKey.usMac`, used when no reference layout is
/// given) against what libxkbcommon compiles, so the built-in list can never drift from
/// xkeyboard-config.
struct LintReferenceKeysTests {
  @Test func theBuiltInUSKeysAreThoseOfUSMac() throws {
    let us = try Layout.xkb("us")
    #expect(us.name == "us(mac)")
    #expect(TwoCharacterKey.keys(of: us) == TwoCharacterKey.usMac)
  }

  @Test func thePCUSLayoutHasTheANSIKeysAndAnISOKeyForLessAndGreater() throws {
    let us = try Layout.xkb("us", platform: .pc)
    let keys = TwoCharacterKey.keys(of: us)
    #expect(keys.filter { $0.unshifted != "<" } == TwoCharacterKey.usMac.filter { $0.unshifted != "§" })
    #expect(keys.contains(TwoCharacterKey(unshifted: "<", shifted: ">")))
    // `<` is the upper character of `,` first: Shift with it is redundant, not Shift with the ISO key.
    let context = LintContext(reference: us)
    #expect(context.folded(try Shortcut(parsing: "Shift-Command-<")) == (try Shortcut(parsing: "Command-<")))
    #expect(context.folded(try Shortcut(parsing: "Shift-Command-,")) == (try Shortcut(parsing: "Command-<")))
  }

  @Test func lintingWithTheCompiledLayoutFindsWhatTheBuiltInKeysFind() throws {
    let file = try ExampleFiles.shortcutFile("shortcuts.json")
    let compiled = try Linter(context: LintContext(reference: Layout.xkb("us"))).lint(file)
    let builtIn = try Linter().lint(file)
    #expect(compiled == builtIn)
    #expect(!builtIn.isEmpty)
  }

  @Test func aGermanReferenceFoldsShiftWithItsOwnKeys() throws {
    let context = LintContext(reference: try Layout.xkb("de"))
    let shortcut = try Shortcut(parsing: "Shift-Command-7")  // digits keep their Shift
    #expect(context.folded(shortcut) == shortcut)
    let hash = try Shortcut(parsing: "Shift-Command-#")  // '#' and '\'' share a key on German
    #expect(context.folded(hash) == (try Shortcut(parsing: "Command-'")))
  }
}
