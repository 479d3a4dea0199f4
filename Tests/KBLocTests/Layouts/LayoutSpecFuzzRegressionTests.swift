import KBLoc
import Testing

/// Layout specs found by `make fuzz` (Fuzz/Corpus/layout-spec/).
struct LayoutSpecFuzzRegressionTests {
  /// A variant given apart (`--variant`, XKB's RMLVO) follows the rules of one written in the
  /// spec: `m` with the variant `;` was accepted as `m(;)`, which the spec's own text refuses.
  @Test func variantGivenApartFollowsTheRulesOfTheSpecText() {
    #expect(throws: LayoutSpecError.self) { try LayoutSpec("m", variants: ";") }
    #expect(throws: LayoutSpecError.self) { try LayoutSpec("m(;)") }
  }

  @Test func everyAcceptedSpecReadsBackAsTheSameGroups() throws {
    let spec = try LayoutSpec("us,ru", variants: "dvorak,", options: "grp:alt_shift_toggle")
    let groups = spec.groups.map(\.description).joined(separator: ",")
    #expect(groups == "us(dvorak),ru")
    #expect(try LayoutSpec(groups).groups == spec.groups)
  }
}
