import KBLoc
import Testing

/// Parsing layout specs (docs/vocabulary.md: `fr`, `fr(mac)`, `ch(de_mac)`, `us,ru`, with
/// `--variant` and `--options`) and resolving them for a platform.
struct LayoutSpecTests {
  typealias Group = LayoutSpec.Group

  // MARK: Parsing

  struct ParseCase: Sendable, CustomStringConvertible {
    let text: String
    var variants: String? = nil
    var options: String? = nil
    let groups: [Group]
    var parsedOptions: [String] = []
    let description: String
  }

  static let wellFormed: [ParseCase] = [
    ParseCase(text: "fr", groups: [Group(layout: "fr")], description: "fr"),
    ParseCase(text: "fr(mac)", groups: [Group(layout: "fr", variant: "mac")], description: "fr(mac)"),
    ParseCase(text: "ch(de_mac)", groups: [Group(layout: "ch", variant: "de_mac")], description: "ch(de_mac)"),
    ParseCase(
      text: "us(dvorak-mac)", groups: [Group(layout: "us", variant: "dvorak-mac")], description: "us(dvorak-mac)"),
    ParseCase(text: "us,ru", groups: [Group(layout: "us"), Group(layout: "ru")], description: "us,ru"),
    ParseCase(
      text: "us(dvorak),ru", groups: [Group(layout: "us", variant: "dvorak"), Group(layout: "ru")],
      description: "us(dvorak),ru"),
    ParseCase(text: "  fr(mac)\t\n", groups: [Group(layout: "fr", variant: "mac")], description: "fr(mac)"),
    ParseCase(text: "us , ru", groups: [Group(layout: "us"), Group(layout: "ru")], description: "us,ru"),
    ParseCase(text: "fr", variants: "mac", groups: [Group(layout: "fr", variant: "mac")], description: "fr(mac)"),
    ParseCase(
      text: "us,ru", variants: "dvorak,phonetic",
      groups: [Group(layout: "us", variant: "dvorak"), Group(layout: "ru", variant: "phonetic")],
      description: "us(dvorak),ru(phonetic)"),
    ParseCase(
      text: "us,ru", variants: ",phonetic", groups: [Group(layout: "us"), Group(layout: "ru", variant: "phonetic")],
      description: "us,ru(phonetic)"),
    ParseCase(
      text: "us,ru", variants: "dvorak", groups: [Group(layout: "us", variant: "dvorak"), Group(layout: "ru")],
      description: "us(dvorak),ru"),
    // A variant written in the spec wins over --variant.
    ParseCase(text: "fr(mac)", variants: "oss", groups: [Group(layout: "fr", variant: "mac")], description: "fr(mac)"),
    ParseCase(
      text: "us(dvorak),ru", variants: " intl , phonetic ",
      groups: [Group(layout: "us", variant: "dvorak"), Group(layout: "ru", variant: "phonetic")],
      description: "us(dvorak),ru(phonetic)"),
    ParseCase(
      text: "de", options: "lv3:ralt_switch", groups: [Group(layout: "de")], parsedOptions: ["lv3:ralt_switch"],
      description: "de [lv3:ralt_switch]"),
    ParseCase(
      text: "us,ru", options: " grp:alt_shift_toggle , compose:ralt ,",
      groups: [Group(layout: "us"), Group(layout: "ru")],
      parsedOptions: ["grp:alt_shift_toggle", "compose:ralt"], description: "us,ru [grp:alt_shift_toggle,compose:ralt]"),
    ParseCase(text: "fr", options: "", groups: [Group(layout: "fr")], description: "fr"),
  ]

  @Test("Well-formed specs parse into groups, variants and options", arguments: LayoutSpecTests.wellFormed)
  func wellFormedSpecParses(_ example: ParseCase) throws {
    let spec = try LayoutSpec(example.text, variants: example.variants, options: example.options)
    #expect(spec.groups == example.groups)
    #expect(spec.options == example.parsedOptions)
    #expect(spec.description == example.description)
  }

  @Test("A spec's description parses back to the same spec", arguments: LayoutSpecTests.wellFormed)
  func descriptionRoundTrips(_ example: ParseCase) throws {
    let spec = try LayoutSpec(example.text, variants: example.variants, options: example.options)
    let names = spec.groups.map(\.description).joined(separator: ",")
    let reparsed = try LayoutSpec(names, options: spec.options.joined(separator: ","))
    #expect(reparsed == spec)
  }

  @Test("Group descriptions are layout or layout(variant)")
  func groupDescriptions() {
    #expect(Group(layout: "fr").description == "fr")
    #expect(Group(layout: "ch", variant: "de_mac").description == "ch(de_mac)")
  }

  // MARK: Errors

  @Test("An empty or blank spec is rejected as empty", arguments: ["", " ", "\t\n "])
  func emptySpecIsRejected(_ text: String) {
    #expect(throws: LayoutSpecError.empty) { try LayoutSpec(text) }
  }

  @Test(
    "A malformed group is rejected, naming the group and the spec",
    arguments: [
      ("fr(", "fr("), ("fr()", "fr()"), ("(mac)", "(mac)"), ("fr(mac", "fr(mac"), ("fr(mac)x", "fr(mac)x"),
      ("fr((mac))", "fr((mac))"), ("fr mac", "fr mac"), ("fr(ma c)", "fr(ma c)"), ("us,,ru", ""), ("us,", ""),
      (",us", ""), ("fr/mac", "fr/mac"), ("fr;rm -rf", "fr;rm -rf"), ("fr(mac),ru(", "ru("), ("é", "é"),
    ])
  func malformedGroupIsRejected(_ text: String, group: String) {
    #expect(throws: LayoutSpecError.malformedGroup(group, spec: text)) { try LayoutSpec(text) }
  }

  @Test("More variants than groups are rejected")
  func tooManyVariantsAreRejected() {
    #expect(throws: LayoutSpecError.tooManyVariants("dvorak,phonetic,extra", groups: 2)) {
      try LayoutSpec("us,ru", variants: "dvorak,phonetic,extra")
    }
    #expect(throws: LayoutSpecError.tooManyVariants("mac,", groups: 1)) { try LayoutSpec("fr", variants: "mac,") }
  }

  @Test("Error messages name the input in single quotes, with no trailing period")
  func errorMessagesNameTheInput() {
    let malformed = LayoutSpecError.malformedGroup("fr(", spec: "us,fr(")
    #expect(
      malformed.description
        == "Malformed layout 'fr(' in 'us,fr('; write 'layout' or 'layout(variant)', such as 'ch(de_mac)'")
    #expect(
      LayoutSpecError.empty.description == "The layout spec is empty; write a layout such as 'fr', 'fr(mac)' or 'us,ru'"
    )
    #expect(
      LayoutSpecError.tooManyVariants("a,b,c", groups: 2).description
        == "The variants 'a,b,c' are more than the 2 layout(s) of the spec")
    for error in [malformed, .empty, .tooManyVariants("a,b,c", groups: 2)] {
      #expect(!error.description.hasSuffix("."))
    }
  }

  // MARK: Resolution for a platform

  /// A small stand-in for the registry's listings (descriptions as xkeyboard-config writes them):
  /// this tests the resolution rule, not the layouts themselves (`PlatformResolutionTests` checks
  /// those against the real registry).
  static let listings: [String: LayoutSpec.Listing] = [
    "fr": listing("French", ["oss": "French (alt.)", "bepo": "French (BEPO)", "mac": "French (Macintosh)"]),
    "ch": listing(
      "German (Switzerland)",
      [
        "legacy": "German (Switzerland, legacy)", "de_nodeadkeys": "German (Switzerland, no dead keys)",
        "de_mac": "German (Switzerland, Macintosh)", "fr": "French (Switzerland)",
        "fr_mac": "French (Switzerland, Macintosh)",
      ]),
    "us": listing(
      "English (US)",
      [
        "intl": "English (US, intl., with dead keys)", "dvorak": "English (Dvorak)",
        "dvorak-mac": "English (Dvorak, Macintosh)", "colemak": "English (Colemak)", "mac": "English (Macintosh)",
      ]),
    "ua": listing("Ukrainian", ["phonetic": "Ukrainian (phonetic)", "macOS": "Ukrainian (macOS)"]),
    "cz": listing("Czech", ["qwerty": "Czech (QWERTY)", "qwerty-mac": "Czech (QWERTY, Macintosh)"]),
    "ru": listing("Russian", ["phonetic": "Russian (phonetic)", "mac": "Russian (Macintosh)"]),
    "pl": listing("Polish", ["dvorak": "Polish (Dvorak)"]),
    // Made up: a Macintosh variant under another name than `mac`.
    "zz": listing("Zedish", ["std": "Zedish (standard)", "apple": "Zedish (Macintosh)"]),
  ]

  private static func listing(_ description: String, _ variants: KeyValuePairs<String, String>) -> LayoutSpec.Listing {
    LayoutSpec.Listing(
      description: description,
      variants: variants.map { LayoutSpec.Listing.Variant(name: $0.key, description: $0.value) })
  }

  static func listing(of layout: String) -> LayoutSpec.Listing? { listings[layout] }

  @Test(
    "On mac a group takes its Macintosh variant where one exists",
    arguments: [
      ("fr", "fr(mac)"), ("ch(de)", "ch(de_mac)"), ("ch(fr)", "ch(fr_mac)"), ("us(dvorak)", "us(dvorak-mac)"),
      ("ua", "ua(macOS)"), ("cz(qwerty)", "cz(qwerty-mac)"), ("us,ru", "us(mac),ru(mac)"),
      ("us(dvorak),ru", "us(dvorak-mac),ru(mac)"),
      // No variant named mac: the one described as the layout on a Macintosh.
      ("ch", "ch(de_mac)"), ("zz", "zz(apple)"),
      // No Macintosh variant: kept as written (cz's QWERTY Mac variant is another arrangement).
      ("pl", "pl"), ("fr(bepo)", "fr(bepo)"), ("us(colemak)", "us(colemak)"), ("cz", "cz"), ("xx", "xx"),
      ("pl,ru", "pl,ru(mac)"),
      // Already a Macintosh variant: kept.
      ("fr(mac)", "fr(mac)"), ("ch(de_mac)", "ch(de_mac)"), ("ua(macOS)", "ua(macOS)"),
    ])
  func macResolvesToMacintoshVariants(_ text: String, resolved: String) throws {
    let spec = try LayoutSpec(text)
    #expect(spec.resolved(for: .mac, listing: Self.listing(of:)).description == resolved)
  }

  @Test("On pc the spec is kept verbatim", arguments: ["fr", "ch(de)", "us(dvorak),ru", "ua", "pl"])
  func pcKeepsTheSpec(_ text: String) throws {
    let spec = try LayoutSpec(text, options: "lv3:ralt_switch")
    #expect(spec.resolved(for: .pc, listing: Self.listing(of:)) == spec)
  }

  @Test("Resolution keeps the options and asks only about the spec's layouts")
  func resolutionKeepsOptions() throws {
    let spec = try LayoutSpec("fr,ru", options: "compose:ralt")
    var asked: [String] = []
    let resolved = spec.resolved(for: .mac) { layout in
      asked.append(layout)
      return Self.listing(of: layout)
    }
    #expect(resolved.options == ["compose:ralt"])
    #expect(resolved.description == "fr(mac),ru(mac) [compose:ralt]")
    #expect(Set(asked) == ["fr", "ru"])
  }
}
