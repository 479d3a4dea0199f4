import KBLoc
import KBLocTestSupport
import Testing

@testable import KBLocXKB

/// Compares kbloc's answer to "how do I type this character?" with libxkbcommon's own tool,
/// `xkbcli how-to-type`, for every printable ASCII character on layouts of several families.
///
/// `xkbcli how-to-type` turns the code point into a keysym (`xkb_utf32_to_keysym`) and lists every
/// key, group and level whose keysym it is, once per modifier mask that selects the level
/// (`xkb_keymap_key_get_mods_for_level`), printed as real modifiers: `[ Shift ]`, `[ Mod5 ]`,
/// `[ Lock ]`. The comparison:
///
/// - Rows that need Caps Lock, Num Lock or any modifier that none of the group's Shift, Control,
///   level-3 and level-5 keys sets are left out: docs/vocabulary.md ignores levels reached through
///   locks.
/// - Every remaining (key, group, level) must be one of kbloc's strokes for the character, with
///   modifiers that are the cheapest of the masks xkbcli lists for it.
/// - Every kbloc stroke whose level has xkbcli's keysym must be among xkbcli's rows. kbloc's other
///   strokes are for other keysyms that type the same character (`KP_Multiply` types `*`, a dead
///   key is listed under its spacing form), which how-to-type does not look for: they must be
///   keypad or dead-key strokes.
///
/// How modifiers are compared: xkbcli prints real modifiers by name. The eight real modifiers have
/// fixed indices in every libxkbcommon keymap (Shift, Lock, Control, Mod1 … Mod5 are 0 … 7, as in
/// the X11 core protocol), so a name gives a bit. Which bit each of kbloc's modifiers stands for is
/// not assumed but read from the keymap: the keymap's Shift, Control, ISO_Level3_Shift and
/// ISO_Level5_Shift keys are pressed in an `xkb_state` and the real modifiers they set are
/// recorded (`Keymap.modifierKeys`). On evdev keymaps that finds level 3 on Mod5 and level 5 on
/// Mod3 (Neo and the Canadian multilingual layout move them), and nothing here depends on it.
struct HowToTypeCrossCheckTests {
  /// The real modifier names in index order.
  static let realModifierNames = ["Shift", "Lock", "Control", "Mod1", "Mod2", "Mod3", "Mod4", "Mod5"]

  /// One row of how-to-type's table.
  struct Row: Hashable, CustomStringConvertible {
    let key: String
    let group: Int
    let level: Int
    let mask: UInt32

    var description: String {
      let names = HowToTypeCrossCheckTests.realModifierNames.enumerated()
        .filter { mask & (1 << UInt32($0.offset)) != 0 }.map(\.element)
      return "\(key) group \(group) level \(level) [\(names.joined(separator: " "))]"
    }
  }

  /// how-to-type's answer: the keysym it searched for and the rows it found.
  struct Answer {
    let keysym: String
    let rows: [Row]

    /// Parses `keysym: braceleft (0x7b)`, a header, then rows such as
    /// `14  AE05  1  French (Macintosh)  3  [ Mod5 ]` (the layout name may hold spaces).
    init(parsing output: String) throws {
      let lines = output.split(separator: "\n").map(String.init)
      try #require(lines.count >= 2, "expected a keysym line and a header, got '\(output)'")
      let keysymLine = lines[0].split(separator: " ")
      try #require(keysymLine.count >= 2 && keysymLine[0] == "keysym:", "unexpected first line '\(lines[0])'")
      keysym = String(keysymLine[1])
      try #require(lines[1].hasPrefix("KEYCODE"), "unexpected header '\(lines[1])'")
      rows = try lines.dropFirst(2).map { line in
        let tokens = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let open = try #require(tokens.firstIndex(of: "["), "no modifiers in '\(line)'")
        try #require(tokens.last == "]" && open >= 4, "unexpected row '\(line)'")
        var mask: UInt32 = 0
        for name in tokens[(open + 1)..<(tokens.count - 1)] {
          let index = try #require(
            HowToTypeCrossCheckTests.realModifierNames.firstIndex(of: name), "unknown modifier '\(name)' in '\(line)'")
          mask |= 1 << UInt32(index)
        }
        return Row(
          key: tokens[1], group: try #require(Int(tokens[2])), level: try #require(Int(tokens[open - 1])), mask: mask)
      }
    }
  }

  /// Runs how-to-type for one code point on the names kbloc compiled.
  static func howToType(_ character: Character, names: RuleNames) throws -> Answer {
    let scalar = try #require(character.unicodeScalars.first)
    var arguments = ["how-to-type", "--rules", names.rules, "--model", names.model, "--layout", names.layout]
    if !names.variant.isEmpty { arguments += ["--variant", names.variant] }
    if !names.options.isEmpty { arguments += ["--options", names.options] }
    arguments.append(String(scalar.value))
    let output = try XKBCLI.run(arguments)
    try #require(output.exitCode == 0, "xkbcli \(arguments.joined(separator: " ")) failed: \(output)")
    return try Answer(parsing: output.stdout)
  }

  /// kbloc's modifiers for a real-modifier mask, from the modifier keys found by pressing them, or
  /// `nil` when the mask needs a modifier no such key sets (Lock, NumLock's Mod2, Alt's Mod1…).
  static func modifiers(forMask mask: UInt32, keys: ModifierKeys, platform: Platform) -> Modifiers? {
    var result: Modifiers = []
    var covered: UInt32 = 0
    for (modifier, bits) in keys.masks where bits != 0 && mask & bits == bits {
      result.insert(modifier == .option ? Modifiers.levelThree(on: platform) : modifier)
      covered |= bits
    }
    return covered == mask ? result : nil
  }

  @Test("xkbcli is installed, so the cross-check cannot pass by not running")
  func xkbcliIsInstalled() {
    #expect(XKBCLI.isInstalled, "\(XKBCLI.missingMessage)")
  }

  @Test(
    "Strokes for every printable ASCII character match xkbcli how-to-type",
    arguments: LayoutFixtures.howToTypeCrossCheck)
  func printableASCIIMatchesHowToType(_ fixture: LayoutFixture) throws {
    try #require(XKBCLI.isInstalled, "\(XKBCLI.missingMessage)")
    let keymap = try Keymap(spec: fixture.layoutSpec(), platform: fixture.platform)
    let layout = keymap.layout()
    // The spec kbloc really compiled, after resolving `fr` to `fr(mac)` on mac.
    let names = RuleNames(try LayoutSpec(layout.name))
    #expect(keymap.modifierKeys.count == layout.groupNames.count)

    var problems: [String] = []
    var matchedRows = 0
    for character in LayoutFixtures.printableASCII {
      let answer = try Self.howToType(character, names: names)
      let ours = layout.strokes(for: character)
      // The level of each of our strokes, to know its keysym.
      func keysym(of stroke: Stroke) -> String? {
        layout.levels(of: stroke.key, group: stroke.group)?.levels.first { $0.level == stroke.level }?.keysym
      }
      var eligible: [Row: Modifiers] = [:]
      for row in answer.rows {
        guard row.group >= 1, row.group <= keymap.modifierKeys.count else {
          problems.append("\(character): xkbcli row \(row) names a group the keymap does not have")
          continue
        }
        if let modifiers = Self.modifiers(
          forMask: row.mask, keys: keymap.modifierKeys[row.group - 1], platform: layout.platform)
        {
          eligible[row] = modifiers
        }
      }
      // Every eligible (key, group, level) of xkbcli is one of our strokes, with the cheapest mods.
      let eligibleLevels = Dictionary(grouping: eligible, by: { "\($0.key.key) \($0.key.group) \($0.key.level)" })
      for (_, rows) in eligibleLevels {
        let row = rows[0].key
        let choices = rows.map(\.value)
        guard
          let stroke = ours.first(where: { $0.key.name == row.key && $0.group == row.group && $0.level == row.level })
        else {
          problems.append(
            "\(String(reflecting: character)): xkbcli types it with \(row), kbloc does not list it (kbloc: \(ours))")
          continue
        }
        matchedRows += 1
        let cheapest = choices.map(\.cost).min() ?? 0
        if !choices.contains(stroke.modifiers) || stroke.modifiers.cost != cheapest {
          problems.append(
            "\(String(reflecting: character)): \(stroke) has modifiers \(stroke.modifiers), xkbcli's masks give \(choices)"
          )
        }
      }
      // Every stroke of ours with xkbcli's keysym is one of xkbcli's rows; the others have other
      // keysyms (keypad, dead keys, `leftcaret`…), which how-to-type does not search.
      for stroke in ours {
        if keysym(of: stroke) == answer.keysym {
          if !eligible.keys.contains(where: {
            $0.key == stroke.key.name && $0.group == stroke.group && $0.level == stroke.level
          }) {
            problems.append(
              "\(String(reflecting: character)): kbloc lists \(stroke) level \(stroke.level), xkbcli does not (\(answer.rows))"
            )
          }
        } else {
          // Another keysym for the same character: typing it must give the character.
          guard let typed = keymap.type(stroke) else {
            problems.append("\(String(reflecting: character)): kbloc lists \(stroke), which cannot be typed")
            continue
          }
          if typed.character != character || typed.isDead != stroke.isDead {
            problems.append(
              "\(String(reflecting: character)): kbloc lists \(stroke) with keysym \(keysym(of: stroke) ?? "?"), which types \(typed.keysym)"
            )
          }
        }
      }
    }
    #expect(
      problems.isEmpty, "\(layout.name): \(problems.count) differences:\n\(problems.prefix(40).joined(separator: "\n"))"
    )
    // Every layout here types at least the digits, space and most ASCII punctuation.
    #expect(matchedRows >= 30, "\(layout.name): only \(matchedRows) (key, level) answers compared")
  }
}
