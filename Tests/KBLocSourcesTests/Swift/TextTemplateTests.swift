import Testing

@testable import KBLocSources

/// Templates of texts with holes: matching a name, filling a title.
struct TextTemplateTests {
  @Test func matchesANameAndFillsItsPartner() {
    let name = TextTemplate(parts: [.text("throw-space"), .text("-"), .hole("n")])
    let title = TextTemplate(parts: [.text("Throw window to space "), .hole("n")])
    #expect(name.parts == [.text("throw-space-"), .hole("n")])
    #expect(name.values(reading: "throw-space-12") == ["n": "12"])
    #expect(name.values(reading: "throw-space-").map { _ in true } == nil)
    #expect(name.values(reading: "focus-space-1").map { _ in true } == nil)
    #expect(name.values(reading: "throw-space-12").flatMap(title.filled(with:)) == "Throw window to space 12")
  }

  @Test func bindsAHoleOnceAndTriesShorterValuesFirst() {
    let twice = TextTemplate(parts: [.hole("a"), .text("-"), .hole("a")])
    #expect(twice.values(reading: "x-x") == ["a": "x"])
    #expect(twice.values(reading: "x-y").map { _ in true } == nil)
    let two = TextTemplate(parts: [.hole("a"), .text("-"), .hole("b")])
    #expect(two.values(reading: "a-b-c") == ["a": "a", "b": "b-c"])
  }

  @Test func aLiteralHasNoHoles() {
    let literal = TextTemplate("Cycle layout")
    #expect(literal.literal == "Cycle layout")
    #expect(literal.holes.isEmpty)
    #expect(TextTemplate(parts: [.text("a"), .hole("b")]).literal == nil)
    #expect(TextTemplate(parts: [.hole("b")]).filled(with: [:]) == nil)
  }

  @Test func givesUpPastItsStepLimit() {
    // The second hole tries one length after another until the `!`: a match within the limit on a
    // short text, past it on a long one.
    let template = TextTemplate(parts: [.hole("a"), .hole("b"), .text("!")])
    #expect(template.values(reading: String(repeating: "x", count: 100) + "!")?["b"]?.count == 99)
    let long = String(repeating: "x", count: TextTemplate.stepLimit + 10) + "!"
    #expect(template.values(reading: long).map { _ in true } == nil)
  }
}
