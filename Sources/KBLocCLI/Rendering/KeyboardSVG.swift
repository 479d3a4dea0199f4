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
/// Callers highlight keys with classes that their page's stylesheet colours (the coverage report
/// marks each shortcut key with its status's class) and explain them with a legend of swatches of
/// the same classes. Keys outside the drawing (function
/// row, navigation block, keypad) cannot be highlighted.
///
/// ```swift
/// var keyboard = KeyboardSVG(layout: french)
/// keyboard.classes[Key(name: "AD01")] = ["st-moved"]
/// keyboard.tooltips[Key(name: "AD01")] = "selectAll ⌘A: moved"
/// keyboard.legend = [.init(classes: "st-moved", label: "moved")]
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
  /// Classes added to the keys to highlight; the page's stylesheet gives them their fill,
  /// outline and label colours.
  var classes: [Key: [String]] = [:]
  /// Text shown on hover above the key's levels, such as the shortcuts that press it.
  var tooltips: [Key: String] = [:]
  /// The swatches explaining ``classes``, drawn under the keyboard.
  var legend: [LegendEntry] = []

  /// One swatch of the legend.
  struct LegendEntry {
    /// The swatch's classes, styled as the keys that have them.
    let classes: String
    /// What the classes mean.
    let label: String
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
      out += "<rect class=\"kb-swatch \(entry.classes.xmlEscaped)\" x=\"\(x.svg)\" y=\"\(y.svg)\" width=\"14\" "
      out += "height=\"14\" rx=\"3\"/>"
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
    var classes = ["kb-key"]
    if levels == nil { classes.append("kb-absent") }
    classes += self.classes[cap.key] ?? []

    var out = "<g class=\"\(classes.joined(separator: " ").xmlEscaped)\" data-key=\"\(cap.key.name.xmlEscaped)\">"
    out += "<title>\(tooltip(for: cap.key, levels: levels).xmlEscaped)</title>"
    out += shape("class=\"kb-shadow\"", drop: 1.5)
    out += shape("class=\"kb-cap\"")
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
        guard let character = level.character, !character.isInvisible else { return nil }
        let shown = character.displayed
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
}
