import Foundation
import KBLoc
import KBLocTestSupport
import Testing

/// kbloc's JSON reader accepts exactly what Foundation's `JSONSerialization` accepts (issue 12),
/// on generated documents: valid ones of every kind, and the same with one random edit, which
/// makes most of them invalid in some way.
///
/// Four differences are deliberate, kbloc keeping to RFC 8259 where Foundation is lenient, and
/// are left out of the comparison: kbloc refuses duplicate keys in one object, unpaired
/// surrogate escapes, trailing commas (`[1,]`), and NUL bytes outside strings, all of which
/// Foundation lets through (it reads NUL as the end of the text).
struct JSONFoundationAgreementTests {

  private static let numbers = ["0", "-0", "12", "-7", "3.25", "1e5", "-2.5E-3", "6.02e+23", "0.0"]
  private static let strings = [
    "", "a", "Command-Z", "é", "\\u00e9", "\\ud83d\\ude00", "\\n\\t\\\"\\\\\\/", "😀", "\\b\\f\\r", "x y",
  ]
  private static let spaces = ["", " ", "\n", "\t", "\r\n", "  "]
  /// What an edit inserts or writes over a character: JSON's own characters and near misses.
  private static let edits: [String] = [
    "{", "}", "[", "]", ",", ":", "\"", "\\", "0", "-", ".", "e", "+", "t", "n", "'", "/", " ", "\u{0}", "\u{1F}",
    "\u{7F}", "é", "\u{FEFF}", "x", "1", "u",
  ]

  private func value(depth: Int, _ random: inout SplitMix64) -> String {
    let space = { (random: inout SplitMix64) in Self.spaces.randomElement(using: &random) ?? "" }
    switch Int.random(in: 0..<(depth > 3 ? 5 : 7), using: &random) {
    case 0: return Self.numbers.randomElement(using: &random) ?? "0"
    case 1: return "\"" + (Self.strings.randomElement(using: &random) ?? "") + "\""
    case 2: return ["true", "false", "null"].randomElement(using: &random) ?? "null"
    case 3, 4: return "\"" + (Self.strings.randomElement(using: &random) ?? "") + "\""
    case 5:
      let count = Int.random(in: 0...4, using: &random)
      let items = (0..<count).map { _ in space(&random) + value(depth: depth + 1, &random) + space(&random) }
      return "[" + items.joined(separator: ",") + "]"
    default:
      let count = Int.random(in: 0...4, using: &random)
      let members = (0..<count).map { index in
        space(&random) + "\"k\(index)\"" + space(&random) + ":" + space(&random) + value(depth: depth + 1, &random)
      }
      return "{" + members.joined(separator: ",") + "}"
    }
  }

  /// One random edit: a character deleted, inserted or replaced.
  private func edited(_ text: String, _ random: inout SplitMix64) -> String {
    var characters = Array(text)
    let position = Int.random(in: 0...characters.count, using: &random)
    let edit = Character(Self.edits.randomElement(using: &random) ?? "x")
    switch Int.random(in: 0..<3, using: &random) {
    case 0 where position < characters.count: characters.remove(at: position)
    case 1 where position < characters.count: characters[position] = edit
    default: characters.insert(edit, at: position)
    }
    return String(characters)
  }

  private func foundationAccepts(_ text: String) -> Bool {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) != nil
  }

  /// Whether kbloc accepts the text; `nil` for a deliberate difference (duplicate key, unpaired
  /// surrogate, trailing comma, NUL byte), which is not compared.
  private func kblocAccepts(_ text: String) -> Bool? {
    guard !text.utf8.contains(0) else { return nil }
    do {
      _ = try JSONDocument(parsing: Array(text.utf8))
      return true
    } catch {
      return [.duplicateKey, .unpairedSurrogate, .trailingComma].contains(error.reason) ? nil : false
    }
  }

  @Test(arguments: 0..<4)
  func acceptsExactlyWhatFoundationAccepts(seed: UInt64) {
    var random = SplitMix64(state: seed)
    var compared = 0
    var accepted = 0
    for _ in 0..<1_500 {
      let document = Self.spaces.randomElement(using: &random)! + value(depth: 0, &random)
      for text in [document, edited(document, &random), edited(edited(document, &random), &random)] {
        guard let kbloc = kblocAccepts(text) else { continue }
        let foundation = foundationAccepts(text)
        #expect(
          kbloc == foundation, "kbloc \(kbloc ? "accepts" : "rejects"), Foundation does not: \(text.debugDescription)")
        compared += 1
        if foundation { accepted += 1 }
      }
    }
    // Both sides of the comparison are exercised: valid and invalid texts.
    #expect(compared > 4_000)
    #expect(accepted > 1_000 && accepted < compared - 500)
  }
}
