import KBLoc

extension Layout {
  /// The layout's header fields of DESIGN §5: name, description, direction.
  var headerJSON: [(String, JSON)] {
    [
      ("name", .string(name)), ("description", .string(description)),
      ("direction", .string(direction.rawValue)), ("platform", .string(platform.rawValue)),
    ]
  }

  /// The whole table as DESIGN §5's `kbloc layout` JSON.
  var json: JSON {
    .object(
      headerJSON + [
        (
          "keys",
          .array(
            keys.map { entry in
              .object([
                ("key", .string(entry.key.name)), ("code", .string(entry.key.code)), ("group", .int(entry.group)),
                (
                  "levels",
                  .array(
                    entry.levels.map { level in
                      .object([
                        ("level", .int(level.level)), ("modifiers", .array(level.modifiers.names.map(JSON.string))),
                        ("keysym", .string(level.keysym)), ("character", .string(level.character.map { String($0) })),
                        ("dead", .bool(level.isDead)),
                      ])
                    })
                ),
              ])
            })
        )
      ])
  }

  /// One line naming the layout for text output: `fr(mac) — French (Macintosh), left to right`.
  var title: String {
    "\(name) — \(description), \(direction == .rightToLeft ? "right to left" : "left to right")"
  }
}

extension Stroke {
  /// A stroke as DESIGN §5's `kbloc type` JSON.
  var json: JSON {
    .object([
      ("key", .string(key.name)), ("code", .string(key.code)), ("group", .int(group)), ("level", .int(level)),
      ("modifiers", .array(modifiers.names.map(JSON.string))), ("dead", .bool(isDead)),
    ])
  }
}
