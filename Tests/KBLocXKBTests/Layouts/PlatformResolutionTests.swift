import KBLoc
import KBLocTestSupport
import KBLocXKB
import Testing

/// docs/vocabulary.md: `--platform mac` (the default) resolves a bare layout to its Macintosh
/// variant where xkeyboard-config has one and says so in the name; `--platform pc` takes the spec
/// verbatim.
///
/// Checked against the system's real registry and keymaps.
struct PlatformResolutionTests {
  @Test(
    "On mac a layout loads as its Macintosh variant",
    arguments: [
      ("fr", "fr(mac)"), ("de", "de(mac)"), ("ch(de)", "ch(de_mac)"), ("ch(fr)", "ch(fr_mac)"),
      ("us(dvorak)", "us(dvorak-mac)"), ("ua", "ua(macOS)"), ("cz(qwerty)", "cz(qwerty-mac)"),
      ("us,ru", "us(mac),ru(mac)"), ("us(dvorak),ru", "us(dvorak-mac),ru(mac)"),
      // No variant named mac: the one the registry describes as the layout on a Macintosh.
      ("ch", "ch(de_mac)"),
    ])
  func macLoadsTheMacintoshVariant(_ spec: String, resolved: String) throws {
    let layout = try Layout.xkb(spec)
    #expect(layout.name == resolved)
    #expect(layout.platform == .mac)
    // The group names come from the compiled keymap; they are the registry's descriptions of the
    // resolved variants, so the Macintosh variant was really compiled, not just named.
    let registry = try LayoutRegistry.system()
    let descriptions = try LayoutSpec(resolved).groups.map { group in registry.entry(for: group)?.description }
    #expect(layout.groupNames.map(Optional.some) == descriptions)
  }

  @Test(
    "On mac a layout without a Macintosh variant is kept",
    arguments: ["pl", "hu", "il", "us(colemak)", "fr(bepo)", "cz", "ml"])
  func macKeepsLayoutsWithoutMacintoshVariant(_ spec: String) throws {
    let layout = try Layout.xkb(spec)
    #expect(layout.name == spec)
  }

  @Test("Every bare layout resolves to itself or to a variant the registry describes as Macintosh")
  func everyBareLayoutResolvesToItselfOrAMacintoshVariant() throws {
    let registry = try LayoutRegistry.system()
    var resolvedCount = 0
    for layout in registry.layoutNames {
      let group = try #require(LayoutSpec(layout).resolved(for: .mac, listing: registry.listing(of:)).groups.first)
      guard group.variant != nil else { continue }
      resolvedCount += 1
      let description = registry.entry(for: group)?.description ?? "(not listed)"
      #expect(
        description.contains("Macintosh") || description.contains("macOS"), "\(layout) → \(group): \(description)")
    }
    #expect(resolvedCount >= 15, "only \(resolvedCount) layouts have a Macintosh variant")
  }

  @Test("--variant is resolved like a variant written in the spec")
  func variantOptionIsResolved() throws {
    #expect(try Layout.xkb("ch", variants: "de").name == "ch(de_mac)")
    #expect(try Layout.xkb("us,ru", variants: "dvorak,").name == "us(dvorak-mac),ru(mac)")
  }

  @Test("On pc the spec is compiled verbatim", arguments: ["fr", "de", "ch(de)", "us(dvorak)", "ua", "us,ru", "pl"])
  func pcKeepsTheSpec(_ spec: String) throws {
    let layout = try Layout.xkb(spec, platform: .pc)
    #expect(layout.name == spec)
    #expect(layout.platform == .pc)
    #expect(layout.groupNames.allSatisfy { !$0.contains("Macintosh") && !$0.contains("macOS") }, "\(layout.groupNames)")
  }

  @Test("The issue's headline: on French (Macintosh), { is Option-5")
  func braceOnFrenchMacIsOptionFive() throws {
    let keymap = try Keymap(spec: LayoutSpec("fr"), platform: .mac)
    let layout = keymap.layout()
    #expect(layout.name == "fr(mac)")
    let stroke = try #require(layout.strokes(for: "{").first, "fr(mac) cannot type {")
    #expect(stroke.key.name == "AE05")
    #expect(stroke.key.code == "Digit5")
    #expect(stroke.level == 3)
    #expect(stroke.modifiers == [.option])
    #expect(stroke.group == 1)
    #expect(!stroke.isDead)
    // And it is true: pressing Option and the 5 key types a brace.
    let typed = try #require(keymap.type(stroke))
    #expect(typed.keysym == "braceleft")
    #expect(typed.character == "{")
  }

  @Test("French PC and French Macintosh differ: on pc, { is AltGr on the 4 key")
  func braceOnFrenchPCIsAltGrFour() throws {
    let layout = try Layout.xkb("fr", platform: .pc)
    let stroke = try #require(layout.strokes(for: "{").first, "fr cannot type {")
    #expect(stroke.key.name == "AE04")
    #expect(stroke.modifiers == [.altGr])
  }
}
