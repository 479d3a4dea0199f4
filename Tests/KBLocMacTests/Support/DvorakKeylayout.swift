import KBLoc

/// Dvorak, and Dvorak – QWERTY ⌘, as `.keylayout` files written from the standard and TN2056.
///
/// The rows are those of the Dvorak Simplified Keyboard (the American standard ANSI X4.22-1983,
/// which Apple's Dvorak input source follows), the format Apple's Technical Note TN2056; nothing
/// is copied from a layout file.
///
/// Dvorak – QWERTY ⌘ types Dvorak, and QWERTY while ⌘ is held (its ⌘ and ⇧⌘ `keyMap`s); both
/// have a dead acute on Option with Dvorak's E key, whose terminator is `´`.
enum DvorakKeylayout {
  /// One row of the typing block: its keys, and what QWERTY and Dvorak type on them, unshifted
  /// then shifted.
  struct Row {
    let keys: [String]
    let qwerty: (String, String)
    let dvorak: (String, String)
  }

  static let rows = [
    Row(
      keys: ["TLDE"] + (1...12).map { String(format2: "AE", $0) }, qwerty: ("`1234567890-=", "~!@#$%^&*()_+"),
      dvorak: ("`1234567890[]", "~!@#$%^&*(){}")),
    Row(
      keys: (1...12).map { String(format2: "AD", $0) } + ["BKSL"], qwerty: ("qwertyuiop[]\\", "QWERTYUIOP{}|"),
      dvorak: ("',.pyfgcrl/=\\", "\"<>PYFGCRL?+|")),
    Row(
      keys: (1...11).map { String(format2: "AC", $0) }, qwerty: ("asdfghjkl;'", "ASDFGHJKL:\""),
      dvorak: ("aoeuidhtns-", "AOEUIDHTNS_")),
    Row(
      keys: (1...10).map { String(format2: "AB", $0) }, qwerty: ("zxcvbnm,./", "ZXCVBNM<>?"),
      dvorak: (";qjkxbmwvz", ":QJKXBMWVZ")),
  ]

  /// The `.keylayout` text; with `qwertyWithCommand`, ⌘ and ⇧⌘ select QWERTY maps.
  static func text(qwertyWithCommand: Bool) -> String {
    let plainKeys = qwertyWithCommand ? "caps?" : "command? caps?"
    let shiftKeys = qwertyWithCommand ? "anyShift caps?" : "anyShift caps? command?"
    let commandSelects =
      qwertyWithCommand
      ? """
          <keyMapSelect mapIndex="2"><modifier keys="command caps? anyOption?"/></keyMapSelect>
          <keyMapSelect mapIndex="3"><modifier keys="anyShift command caps? anyOption?"/></keyMapSelect>
      """ : ""
    let eKey = code("AC03")
    return """
      <?xml version="1.1" encoding="UTF-8"?>
      <keyboard group="0" id="-7" name="\(qwertyWithCommand ? "Dvorak – QWERTY ⌘" : "Dvorak")">
        <layouts><layout first="0" last="17" modifiers="m" mapSet="s"/></layouts>
        <modifierMap id="m" defaultIndex="0">
          <keyMapSelect mapIndex="0"><modifier keys="\(plainKeys)"/></keyMapSelect>
          <keyMapSelect mapIndex="1"><modifier keys="\(shiftKeys)"/></keyMapSelect>
      \(commandSelects)
          <keyMapSelect mapIndex="4"><modifier keys="anyOption caps?"/></keyMapSelect>
        </modifierMap>
        <keyMapSet id="s">
          \(keyMap(0, rows.map { ($0.keys, $0.dvorak.0) }))
          \(keyMap(1, rows.map { ($0.keys, $0.dvorak.1) }))
          \(keyMap(2, rows.map { ($0.keys, $0.qwerty.0) }))
          \(keyMap(3, rows.map { ($0.keys, $0.qwerty.1) }))
          <keyMap index="4"><key code="\(eKey)" action="acute"/></keyMap>
        </keyMapSet>
        <actions>
          <action id="acute"><when state="none" next="acute"/></action>
        </actions>
        <terminators><when state="acute" output="&#x00B4;"/></terminators>
      </keyboard>
      """
  }

  /// A `<keyMap>` typing `rows`, each key its character, with the space bar.
  static func keyMap(_ index: Int, _ rows: [(keys: [String], characters: String)]) -> String {
    var keys = ["<key code=\"\(code("SPCE"))\" output=\" \"/>"]
    for (names, characters) in rows {
      for (name, character) in zip(names, characters) {
        let escaped = character.unicodeScalars.map { "&#x\(String($0.value, radix: 16, uppercase: true));" }.joined()
        keys.append("<key code=\"\(code(name))\" output=\"\(escaped)\"/>")
      }
    }
    return "<keyMap index=\"\(index)\">" + keys.joined() + "</keyMap>"
  }

  /// The virtual key code of the catalog key `name`.
  static func code(_ name: String) -> Int {
    Int(Key(name: name).macKeyCode ?? 0xFFFF)
  }
}

extension String {
  /// `prefix` and `number` in two digits: `AE01`.
  init(format2 prefix: String, _ number: Int) {
    self = prefix + (number < 10 ? "0" : "") + String(number)
  }
}
