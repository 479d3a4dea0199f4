import KBLoc

/// Where the caps sit: an ISO keyboard with arrow keys, in key units, and the outlines' paths.
extension KeyboardSVG {
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
      layout.levels(of: Key(name: name))?.levels.contains { !($0.character?.isInvisible ?? true) } ?? false
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
}
