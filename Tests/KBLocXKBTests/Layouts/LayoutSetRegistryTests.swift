import KBLoc
import KBLocXKB
import Testing

/// The built-in layout sets against the system's xkeyboard-config registry: no set names a layout
/// or variant the system lacks, and `@mac` is exactly the Macintosh variants it lists.
struct LayoutSetRegistryTests {
  @Test(arguments: LayoutSet.builtin.keys.sorted())
  func everySpecOfABuiltInSetIsKnownToTheRegistry(_ name: String) throws {
    let registry = try LayoutRegistry.system()
    let set = try #require(LayoutSet.builtin[name])
    try #require(!set.specs.isEmpty)
    // Input sources (`@apple`) are checked by AppleInputSourceTests: their XKB layouts compile,
    // though the registry does not list them all (`fr(basic)`).
    for text in set.specs where AppleInputSource.named(text) == nil {
      let spec = try LayoutSpec(text)
      let problem = registry.problem(with: spec)
      #expect(problem == nil, "@\(name): '\(text)': \(problem?.description ?? "")")
    }
  }

  @Test func macIsExactlyTheRegistrysMacintoshVariants() throws {
    let registry = try LayoutRegistry.system()
    let apple = try #require(LayoutSet.builtin["mac"])
    let macintosh = registry.entries.filter { $0.variant?.lowercased().contains("mac") == true }.map(\.name)
    try #require(!macintosh.isEmpty, "the registry lists no Macintosh variant")
    let missing = macintosh.filter { !apple.specs.contains($0) }
    let extra = apple.specs.filter { !macintosh.contains($0) }
    #expect(missing.isEmpty, "Macintosh variants the registry lists but @mac lacks: \(missing)")
    #expect(extra.isEmpty, "@mac members that are not Macintosh variants of the registry: \(extra)")
    #expect(apple.specs.count == macintosh.count)
  }

  @Test func macMembersAreTheirOwnMacResolution() throws {
    let registry = try LayoutRegistry.system()
    let apple = try #require(LayoutSet.builtin["mac"])
    for text in apple.specs {
      let spec = try LayoutSpec(text)
      #expect(spec.resolved(for: .mac, listing: registry.listing(of:)) == spec, "'\(text)'")
    }
  }
}
