/// A stroke on a main key (``Key/isMain``) as plain values: what the localizer's steps read of
/// the cheapest stroke that types a character.
///
/// A main key is always a ``Key/catalog`` key, so the key is held as its catalog position and a
/// main stroke copies and drops without a reference to count. A `Stroke?`, whose key may hold a
/// name, is copied and dropped through its type's metadata, and each localization looks up two
/// or three strokes.
struct MainStroke: Sendable, Equatable {
  /// The key's position in ``Key/catalog`` (``Key/order``).
  let keyOrder: Int
  /// The group (1-based) that must be active.
  let group: Int
  /// The modifiers to hold.
  let modifiers: Modifiers
  /// Whether the key is a dead key at that level.
  let isDead: Bool

  /// The physical key.
  var key: Key { Key(catalogIndex: keyOrder) }

  /// The stroke `stroke` on a main key; `nil` when there is no stroke, or its key is outside the
  /// catalog (which no main key is).
  @inline(__always)
  init?(_ stroke: Stroke?) {
    // Read in place: the stroke itself is never copied.
    guard let order = stroke?.key.order, order != Int.max, let group = stroke?.group,
      let modifiers = stroke?.modifiers, let isDead = stroke?.isDead
    else { return nil }
    self.keyOrder = order
    self.group = group
    self.modifiers = modifiers
    self.isDead = isDead
  }
}

extension Layout {
  /// The cheapest stroke on a main key that types `character`, in group 1 only when
  /// `inGroupOne` — the first such of ``strokes(for:)`` —, as a ``MainStroke``.
  /// - Complexity: O(1) for U+0000 to U+00FF (an array lookup); otherwise a dictionary lookup and
  ///   a search of the character's strokes.
  func mainStroke(for character: Character, inGroupOne: Bool) -> MainStroke? {
    if let code = character.asciiByte ?? character.latin1Scalar {
      return inGroupOne ? latin1GroupOneMainStrokes[Int(code)] : latin1MainStrokes[Int(code)]
    }
    return MainStroke(strokes(for: character).first { $0.key.isMain && (!inGroupOne || $0.group == 1) })
  }
}
