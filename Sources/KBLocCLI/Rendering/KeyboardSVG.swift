import Foundation
import KBLoc

/// A layout's keyboard drawn as SVG: the ISO main block (plus the JIS keys when the layout types
/// something on them) and the arrow keys, each key a rounded cap with the characters of its levels.
///
/// Each cap shows the base level bottom-left, Shift top-left, Option (AltGr) bottom-right and
/// Option-Shift top-right, read from one group of the layout (``group``; a layout of several groups
/// is drawn once per group by ``document(title:subtitle:)``); a letter whose Shift level is its
/// capital shows the capital alone, as keycaps do. Dead keys are drawn in a distinct colour, keys
/// the layout lacks are dimmed, and keys that type nothing show the name of what they do
/// (`⇧ shift`). Every key carries a `<title>` tooltip listing its levels and a `data-key`
/// attribute with its XKB name.
///
/// Callers highlight keys with fill colours and outlines (the coverage report colours each
/// shortcut key by status) and explain them with a legend. Keys outside the drawing (function
/// row, navigation block, keypad) cannot be highlighted.
///
/// ```swift
/// var keyboard = KeyboardSVG(layout: french)
/// keyboard.fills[Key(name: "AD01")] = "#f6b26b"
/// keyboard.tooltips[Key(name: "AD01")] = "selectAll ⌘A: moved"
/// keyboard.legend = [.init(colour: "#f6b26b", label: "needs-option")]
/// print(keyboard.document(title: french.name, subtitle: french.description))
/// ```
struct KeyboardSVG {
  /// The layout whose characters the caps show.
  let layout: Layout
  /// The group (1-based) whose characters the caps show.
  ///
  /// A key the group does not define shows what XKB types for it in that group
  /// (``KBLoc/Layout/levels(of:activeGroup:)``).
  var group = 1
  /// Fill colours for keys to highlight, as `#rrggbb`; the labels turn light on dark fills.
  var fills: [Key: String] = [:]
  /// Outline colours for keys to mark on top of their fill, as `#rrggbb`.
  var outlines: [Key: String] = [:]
  /// Text shown on hover above the key's levels, such as the shortcuts that press it.
  var tooltips: [Key: String] = [:]
  /// The swatches explaining ``fills`` and ``outlines``, drawn under the keyboard; `outline`
  /// entries are drawn as an outlined swatch.
  var legend: [LegendEntry] = []

  /// One swatch of the legend.
  struct LegendEntry {
    /// The swatch's fill colour, as `#rrggbb`.
    let colour: String
    /// What the colour means.
    let label: String
    /// Whether the swatch shows an outline colour rather than a fill.
    var isOutline = false
  }

  /// The width of a 1u key, in pixels.
  static let unit = 44.0
  /// The space between two keys, in pixels.
  static let gap = 4.0
  /// The margin around the keyboard's case, in pixels.
  static let margin = 10.0

  /// The CSS the drawing's classes use.
  ///
  /// ``document(title:subtitle:)`` embeds it; a page with several keyboards includes it once in its
  /// own stylesheet.
  static let stylesheet = """
    .kb text{font-family:system-ui,-apple-system,"Segoe UI","Noto Sans","DejaVu Sans",sans-serif;fill:#1f2937}
    .kb .kb-case{fill:#e7e9ee}
    .kb .kb-shadow{fill:#b9bec8}
    .kb .kb-cap{fill:#fbfbfd;stroke:#c9ced7;stroke-width:1}
    .kb .kb-absent{opacity:.38}
    .kb .kb-absent .kb-cap{fill:#eef0f3;stroke-dasharray:3 2}
    .kb .kb-l12{font-size:13px}
    .kb .kb-letter{font-size:15px;font-weight:500}
    .kb .kb-l34{font-size:10.5px;fill:#5b6472}
    .kb .kb-fn{font-size:9.5px;fill:#5b6472}
    .kb .kb-sym{font-size:12px;fill:#5b6472}
    .kb .kb-dead{fill:#a2189c;font-weight:700}
    .kb .kb-dark text{fill:#ffffff}
    .kb .kb-dark .kb-dead{fill:#ffe0fb}
    .kb .kb-title{font-size:16px;font-weight:600}
    .kb .kb-subtitle{font-size:12.5px;fill:#5b6472}
    .kb .kb-legend{font-size:11.5px;fill:#374151}
    .kb .kb-swatch{stroke:#9aa1ad;stroke-width:1}
    """

  /// A standalone SVG document with a heading, for `kbloc layout --format svg`.
  /// - Parameters:
  ///   - title: The heading, such as the layout's name.
  ///   - subtitle: A second line, such as its description.
  /// - Returns: The SVG text, starting with the XML declaration and ending with a newline.
  func document(title: String, subtitle: String) -> String {
    let three = layout.platform == .mac ? "⌥ Option" : "AltGr"
    let footnote =
      "Bottom left: no modifier · top left: ⇧ Shift · bottom right: \(three) · top right: \(three) ⇧ Shift · "
      + "dead keys in purple · dimmed keys: not on this layout"
    // One keyboard per group, one under another; a layout of one group is one keyboard.
    let groups = max(1, layout.groupNames.count)
    let drawings = (1...groups).map { group in
      var keyboard = self
      keyboard.group = group
      let heading =
        groups == 1
        ? (title, subtitle)
        : group == 1 ? (title, "Group 1: \(layout.groupNames[0])") : ("Group \(group)", layout.groupNames[group - 1])
      return keyboard.drawing(heading: heading, footnote: group == groups ? footnote : nil)
    }
    let width = drawings.map(\.width).max() ?? 0
    let height = drawings.map(\.height).reduce(0, +)
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"kb\" viewBox=\"0 0 \(width.svg) \(height.svg)\""
    out += " width=\"\(width.svg)\" height=\"\(height.svg)\" role=\"img\">"
    out += "<title>\(([title, subtitle].filter { !$0.isEmpty }.joined(separator: " — ")).xmlEscaped)</title>"
    out += "<style>\(KeyboardSVG.stylesheet)</style>"
    var top = 0.0
    for drawing in drawings {
      out += "<g transform=\"translate(0 \(top.svg))\">\(drawing.svg)</g>"
      top += drawing.height
    }
    return out + "</svg>\n"
  }

  /// The `<svg>` element alone, for a page that includes ``stylesheet`` itself.
  var inline: String { drawing(heading: nil, footnote: nil).svg }

  // MARK: - Drawing

  /// The `<svg>` element: heading, case, caps, legend and footnote, each where given; with its size.
  private func drawing(heading: (title: String, subtitle: String)?, footnote: String?) -> (
    svg: String, width: Double, height: Double
  ) {
    let caps = KeyboardSVG.caps(for: layout)
    let unit = KeyboardSVG.unit
    let margin = KeyboardSVG.margin
    let headingHeight = heading == nil ? 0.0 : 48.0
    let legendHeight = legend.isEmpty ? 0.0 : 30.0
    let columns = caps.map { $0.column + $0.width }.max() ?? 15
    let width = columns * unit + 2 * margin
    let caseHeight = 5 * unit + 2 * margin
    let footnoteHeight = footnote == nil ? 0.0 : 26.0
    let height = headingHeight + caseHeight + legendHeight + footnoteHeight

    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"kb\" viewBox=\"0 0 \(width.svg) \(height.svg)\""
    out += " width=\"\(width.svg)\" height=\"\(height.svg)\" role=\"img\""
    let name = [layout.name, layout.description].filter { !$0.isEmpty }.joined(separator: " — ")
    out += " aria-label=\"\(("Keyboard: " + name).xmlEscaped)\">"
    if let heading {
      out +=
        "<title>\(([heading.title, heading.subtitle].filter { !$0.isEmpty }.joined(separator: " — ")).xmlEscaped)</title>"
      out += "<text class=\"kb-title\" x=\"\(margin.svg)\" y=\"22\">\(heading.title.xmlEscaped)</text>"
      out += "<text class=\"kb-subtitle\" x=\"\(margin.svg)\" y=\"40\">\(heading.subtitle.xmlEscaped)</text>"
    }
    out +=
      "<rect class=\"kb-case\" x=\"0\" y=\"\(headingHeight.svg)\" width=\"\(width.svg)\" height=\"\(caseHeight.svg)\" rx=\"10\"/>"
    for cap in caps {
      out += draw(cap, top: headingHeight + margin)
    }
    if !legend.isEmpty {
      out += drawLegend(y: headingHeight + caseHeight + 10)
    }
    if let footnote {
      out += "<text class=\"kb-legend\" x=\"\(margin.svg)\" y=\"\((height - 8).svg)\">\(footnote.xmlEscaped)</text>"
    }
    return (out + "</svg>", width, height)
  }

  /// The legend's swatches in one line from the left edge, at height `y`.
  private func drawLegend(y: Double) -> String {
    var out = ""
    var x = KeyboardSVG.margin
    for entry in legend {
      let swatch =
        entry.isOutline
        ? "fill=\"#fbfbfd\" stroke=\"\(entry.colour.xmlEscaped)\" stroke-width=\"2.5\""
        : "class=\"kb-swatch\" fill=\"\(entry.colour.xmlEscaped)\""
      out += "<rect x=\"\(x.svg)\" y=\"\(y.svg)\" width=\"14\" height=\"14\" rx=\"3\" \(swatch)/>"
      out += "<text class=\"kb-legend\" x=\"\((x + 19).svg)\" y=\"\((y + 11.5).svg)\">\(entry.label.xmlEscaped)</text>"
      x += 19 + Double(entry.label.count) * 6.6 + 16
    }
    return out
  }

  /// One cap: its shadow, its outline with the caller's fill and outline, its labels and its
  /// tooltip, grouped under the key's name.
  ///
  /// `top` is the y of the first row.
  private func draw(_ cap: Cap, top: Double) -> String {
    let unit = KeyboardSVG.unit
    let inset = KeyboardSVG.gap / 2
    let box = (
      x: KeyboardSVG.margin + cap.column * unit + inset, y: top + Double(cap.row) * unit + inset,
      width: cap.width * unit - 2 * inset, height: unit - 2 * inset
    )
    // The cap's outline as an SVG element with the given attributes, moved down by `drop` pixels.
    func shape(_ attributes: String, drop: Double = 0) -> String {
      switch cap.shape {
      case .rectangle:
        return "<rect \(attributes) x=\"\(box.x.svg)\" y=\"\((box.y + drop).svg)\" width=\"\(box.width.svg)\" "
          + "height=\"\(box.height.svg)\" rx=\"5\"/>"
      case .isoEnter(let lowerColumn):
        let lowerLeft = KeyboardSVG.margin + lowerColumn * unit + inset
        let (left, top, right) = (box.x, box.y + drop, box.x + box.width)
        let outline = [
          (left, top), (right, top), (right, top + unit + box.height), (lowerLeft, top + unit + box.height),
          (lowerLeft, top + box.height), (left, top + box.height),
        ]
        return "<path \(attributes) d=\"\(KeyboardSVG.roundedPath(outline, radius: 5))\"/>"
      }
    }
    let levels = layout.levels(of: cap.key, activeGroup: group)
    let fill = fills[cap.key]
    var classes = ["kb-key"]
    if levels == nil { classes.append("kb-absent") }
    if let fill, KeyboardSVG.isDark(fill) { classes.append("kb-dark") }

    var out = "<g class=\"\(classes.joined(separator: " "))\" data-key=\"\(cap.key.name.xmlEscaped)\">"
    out += "<title>\(tooltip(for: cap.key, levels: levels).xmlEscaped)</title>"
    out += shape("class=\"kb-shadow\"", drop: 1.5)
    var style: [String] = []
    if let fill { style.append("fill:\(fill)") }
    if let stroke = outlines[cap.key] { style += ["stroke:\(stroke)", "stroke-width:2.5"] }
    out += shape("class=\"kb-cap\"" + (style.isEmpty ? "" : " style=\"\(style.joined(separator: ";").xmlEscaped)\""))
    for label in labels(for: cap.key, levels: levels, width: cap.width) {
      out += label.svg(in: box)
    }
    return out + "</g>"
  }

  /// The key's tooltip: the caller's text, then the key's name and its levels.
  private func tooltip(for key: Key, levels: KeyLevels?) -> String {
    var lines: [String] = []
    if let text = tooltips[key] { lines.append(text) }
    var line = key.name + (key.code.map { " (\($0))" } ?? "")
    if let levels {
      let typed = levels.levels.compactMap { level -> String? in
        guard let shown = level.character.map(KeyboardSVG.visibleForm) ?? nil else { return nil }
        let modifiers = level.modifiers.isEmpty ? "" : level.modifiers.names.joined(separator: "+") + ": "
        return modifiers + shown + (level.isDead ? " (dead)" : "")
      }
      if !typed.isEmpty { line += " — " + typed.joined(separator: ", ") }
    } else {
      line += " — not on this layout"
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  // MARK: - Labels

  /// Where a label sits on a cap.
  enum Corner {
    /// The Shift level, or a letter's capital; a symbol on keys that type nothing.
    case topLeft
    /// The base level; a name on keys that type nothing.
    case bottomLeft
    /// The Option-Shift (AltGr-Shift) level.
    case topRight
    /// The Option (AltGr) level.
    case bottomRight
    /// The only label of a key such as an arrow.
    case center
  }

  /// One piece of text on a cap.
  struct Label {
    /// The text, unescaped.
    let text: String
    /// Where it sits.
    let corner: Corner
    /// Its classes in ``KeyboardSVG/stylesheet``.
    let style: String

    /// The `<text>` element in a cap whose outline is `box`.
    func svg(in box: (x: Double, y: Double, width: Double, height: Double)) -> String {
      let pad = 5.0
      let place: (x: Double, y: Double, anchor: String) =
        switch corner {
        case .topLeft: (box.x + pad, box.y + 15, "start")
        case .bottomLeft: (box.x + pad, box.y + box.height - 6, "start")
        case .topRight: (box.x + box.width - pad, box.y + 13, "end")
        case .bottomRight: (box.x + box.width - pad, box.y + box.height - 6, "end")
        case .center: (box.x + box.width / 2, box.y + box.height / 2 + 5, "middle")
        }
      let (x, y, anchor) = place
      let anchorAttribute = anchor == "start" ? "" : " text-anchor=\"\(anchor)\""
      return "<text class=\"\(style)\" x=\"\(x.svg)\" y=\"\(y.svg)\"\(anchorAttribute)>\(text.xmlEscaped)</text>"
    }
  }

  /// The labels of a cap: its characters by level, or what the key does.
  private func labels(for key: Key, levels: KeyLevels?, width: Double) -> [Label] {
    let three = Modifiers.levelThree(on: layout.platform)
    func shown(_ modifiers: Modifiers) -> (text: String, isDead: Bool)? {
      guard let level = levels?.levels.first(where: { $0.modifiers == modifiers }),
        let character = level.character, let text = KeyboardSVG.visibleForm(character)
      else { return nil }
      return (text, level.isDead)
    }
    let base = shown([])
    let shift = shown(.shift)
    let option = shown(three)
    let optionShift = shown(three.union(.shift))
    if base == nil, shift == nil, option == nil, optionShift == nil {
      // The space bar types only spaces: it stays blank.
      if levels?.levels.contains(where: { $0.character?.isWhitespace ?? false }) ?? false { return [] }
      return functionLabels(for: key, keysym: levels?.levels.first?.keysym, width: width)
    }
    var labels: [Label] = []
    func add(_ entry: (text: String, isDead: Bool)?, _ corner: Corner, _ style: String) {
      guard let entry else { return }
      labels.append(Label(text: entry.text, corner: corner, style: style + (entry.isDead ? " kb-dead" : "")))
    }
    if let base, let shift, !base.isDead, !shift.isDead, base.text != shift.text, base.text.uppercased() == shift.text,
      base.text.lowercased() == base.text
    {
      add(shift, .topLeft, "kb-letter")
    } else {
      add(shift, .topLeft, "kb-l12")
      add(base, .bottomLeft, "kb-l12")
    }
    add(optionShift, .topRight, "kb-l34")
    add(option, .bottomRight, "kb-l34")
    return labels
  }

  /// What a key that types nothing shows: its symbol and name, from what its base level does
  /// (a Caps Lock key turned into Control shows `control`), or from the key when it is absent.
  private func functionLabels(for key: Key, keysym: String?, width: Double) -> [Label] {
    let name = keysym.flatMap { KeyboardSVG.functionNames[$0] } ?? KeyboardSVG.defaultNames[key.name]
    guard let name else {
      guard let keysym, !keysym.isEmpty, keysym != "NoSymbol", keysym != "VoidSymbol" else { return [] }
      // An unnamed keysym shows its first word, as much as fits (`Zenkaku_Hankaku` → `Zenkaku`).
      let word = keysym.split(separator: "_").first.map(String.init) ?? keysym
      return [Label(text: String(word.prefix(Int(width * KeyboardSVG.unit / 6))), corner: .bottomLeft, style: "kb-fn")]
    }
    let word = layout.platform == .mac ? name.mac : name.pc
    if word.isEmpty { return [Label(text: name.symbol, corner: .center, style: "kb-sym")] }
    var labels = [Label(text: word, corner: .bottomLeft, style: "kb-fn")]
    if !name.symbol.isEmpty { labels.append(Label(text: name.symbol, corner: .topLeft, style: "kb-sym")) }
    return labels
  }

  /// A symbol with the word a Mac and a PC keyboard print for a key that types nothing.
  typealias FunctionName = (symbol: String, mac: String, pc: String)

  /// Keysyms of keys that type nothing, with their names.
  static let functionNames: [String: FunctionName] = [
    "Tab": ("⇥", "tab", "Tab"), "ISO_Left_Tab": ("⇥", "tab", "Tab"),
    "Caps_Lock": ("⇪", "caps lock", "Caps Lock"),
    "Shift_L": ("⇧", "shift", "Shift"), "Shift_R": ("⇧", "shift", "Shift"),
    "Control_L": ("⌃", "control", "Ctrl"), "Control_R": ("⌃", "control", "Ctrl"),
    "Alt_L": ("⌥", "option", "Alt"), "Alt_R": ("⌥", "option", "Alt"), "Meta_L": ("⌥", "option", "Alt"),
    "Meta_R": ("⌥", "option", "Alt"),
    "ISO_Level3_Shift": ("⌥", "option", "AltGr"), "Mode_switch": ("⌥", "option", "AltGr"),
    "ISO_Level5_Shift": ("", "level 5", "Level 5"),
    "Super_L": ("⌘", "command", "Win"), "Super_R": ("⌘", "command", "Win"),
    "Hyper_L": ("", "hyper", "Hyper"), "Hyper_R": ("", "hyper", "Hyper"),
    "Menu": ("☰", "menu", "Menu"), "Multi_key": ("⎄", "compose", "Compose"),
    "BackSpace": ("⌫", "delete", "Backspace"), "Return": ("⏎", "return", "Enter"),
    "ISO_Next_Group": ("", "next group", "Next group"), "ISO_Prev_Group": ("", "prev. group", "Prev. group"),
    "Escape": ("", "esc", "Esc"),
    "Up": ("↑", "", ""), "Down": ("↓", "", ""), "Left": ("←", "", ""), "Right": ("→", "", ""),
  ]

  /// What an absent key would be called, by XKB key name.
  static let defaultNames: [String: FunctionName] = [
    "TAB": functionNames["Tab"], "CAPS": functionNames["Caps_Lock"], "LFSH": functionNames["Shift_L"],
    "RTSH": functionNames["Shift_R"], "LCTL": functionNames["Control_L"], "RCTL": functionNames["Control_R"],
    "LALT": functionNames["Alt_L"], "RALT": functionNames["ISO_Level3_Shift"], "LWIN": functionNames["Super_L"],
    "RWIN": functionNames["Super_R"], "COMP": functionNames["Menu"], "BKSP": functionNames["BackSpace"],
    "RTRN": functionNames["Return"], "UP": functionNames["Up"], "DOWN": functionNames["Down"],
    "LEFT": functionNames["Left"], "RGHT": functionNames["Right"],
  ].compactMapValues { $0 }

  /// How a character is shown on a cap: combining marks on a dotted circle, nothing for spaces,
  /// control and format characters.
  static func visibleForm(_ character: Character) -> String? {
    guard let first = character.unicodeScalars.first else { return nil }
    switch first.properties.generalCategory {
    case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .unassigned, .privateUse, .surrogate:
      return nil
    case .nonspacingMark, .enclosingMark, .spacingMark:
      return "\u{25CC}" + String(character)
    default:
      return String(character)
    }
  }

  // MARK: - Geometry

  /// A key's place on the drawing, in key units.
  struct Cap {
    /// The physical key.
    let key: Key
    /// The row, 0 for the digits.
    let row: Int
    /// The left edge, in units from the keyboard's left edge.
    let column: Double
    /// The width, in units (the upper part's for the ISO Return key).
    let width: Double
    /// The shape.
    var shape: Shape = .rectangle

    /// A cap's outline.
    enum Shape {
      /// A plain rounded rectangle one row high.
      case rectangle
      /// The two-row ISO Return key, whose lower part starts at the given column.
      case isoEnter(lowerColumn: Double)
    }
  }

  /// The caps of an ISO keyboard with arrow keys, with the JIS keys `AE13` (Yen) and `AB11` (Ro)
  /// when the layout types something on them.
  static func caps(for layout: Layout) -> [Cap] {
    func types(_ name: String) -> Bool {
      layout.levels(of: Key(name: name))?.levels.contains { $0.character.flatMap(visibleForm) != nil } ?? false
    }
    let yen = types("AE13")
    let ro = types("AB11")
    let rows: [[(String, Double)]] = [
      [("TLDE", 1)] + (1...12).map { ((format2("AE", $0)), 1.0) } + (yen ? [("AE13", 1)] : []) + [
        ("BKSP", yen ? 1 : 2)
      ],
      [("TAB", 1.5)] + (1...12).map { ((format2("AD", $0)), 1.0) },
      [("CAPS", 1.75)] + (1...11).map { ((format2("AC", $0)), 1.0) } + [("BKSL", 1)],
      [("LFSH", 1.25), ("LSGT", 1)] + (1...10).map { ((format2("AB", $0)), 1.0) } + (ro ? [("AB11", 1)] : [])
        + [("RTSH", ro ? 1.75 : 2.75)],
      [
        ("LCTL", 1.25), ("LWIN", 1.25), ("LALT", 1.25), ("SPCE", 6.25), ("RALT", 1.25), ("RWIN", 1.25), ("COMP", 1.25),
        ("RCTL", 1.25),
      ],
    ]
    var caps: [Cap] = []
    for (row, keys) in rows.enumerated() {
      var column = 0.0
      for (name, width) in keys {
        caps.append(Cap(key: Key(name: name), row: row, column: column, width: width))
        column += width
      }
    }
    caps.append(Cap(key: Key(name: "RTRN"), row: 1, column: 13.5, width: 1.5, shape: .isoEnter(lowerColumn: 13.75)))
    caps.append(Cap(key: Key(name: "UP"), row: 3, column: 16.5, width: 1))
    caps += [("LEFT", 15.5), ("DOWN", 16.5), ("RGHT", 17.5)].map {
      Cap(key: Key(name: $0.0), row: 4, column: $0.1, width: 1)
    }
    return caps
  }

  /// `AE05` from `AE` and 5.
  private static func format2(_ prefix: String, _ number: Int) -> String {
    prefix + (number < 10 ? "0" : "") + String(number)
  }

  /// A closed path through the points with every corner rounded by `radius`; concave corners
  /// (the ISO Return key's) are rounded the same way.
  static func roundedPath(_ points: [(Double, Double)], radius: Double) -> String {
    var path = ""
    for (index, point) in points.enumerated() {
      let previous = points[(index + points.count - 1) % points.count]
      let next = points[(index + 1) % points.count]
      let entry = KeyboardSVG.towards(point, previous, by: radius)
      let exit = KeyboardSVG.towards(point, next, by: radius)
      path += (index == 0 ? "M" : "L") + "\(entry.0.svg) \(entry.1.svg)"
      path += "Q\(point.0.svg) \(point.1.svg) \(exit.0.svg) \(exit.1.svg)"
    }
    return path + "Z"
  }

  /// The point `distance` from `from` in the direction of `to`.
  private static func towards(_ from: (Double, Double), _ to: (Double, Double), by distance: Double) -> (Double, Double)
  {
    let dx = to.0 - from.0
    let dy = to.1 - from.1
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0 else { return from }
    let step = min(distance, length / 2)
    return (from.0 + dx / length * step, from.1 + dy / length * step)
  }

  /// Whether a `#rrggbb` colour is dark enough to need light labels (relative luminance below 0.4).
  static func isDark(_ colour: String) -> Bool {
    let hex = colour.hasPrefix("#") ? colour.dropFirst() : Substring(colour)
    guard hex.count == 6, let value = UInt32(hex, radix: 16) else { return false }
    func linear(_ channel: UInt32) -> Double {
      let c = Double(channel) / 255
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    let luminance =
      0.2126 * linear(value >> 16 & 0xFF) + 0.7152 * linear(value >> 8 & 0xFF) + 0.0722 * linear(value & 0xFF)
    return luminance < 0.4
  }
}

extension Double {
  /// The number as SVG writes it: at most two decimals, no trailing zeros (`12`, `12.5`).
  var svg: String {
    let rounded = (self * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
