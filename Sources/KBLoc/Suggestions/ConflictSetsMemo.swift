/// Conflict sets already made, for a caller that translates the same groups of declarations on
/// many layouts: `kbloc suggest` tries each candidate on every layout, among the same few others.
///
/// ``ConflictSets`` depend on the declarations alone, never on the layout, so a group met again
/// takes the sets made the first time. The caller names each declaration it passes by a token
/// that stands for that declaration as it is, keys included, for as long as the memo holds
/// anything, and empties the memo when a declaration changes.
final class ConflictSetsMemo {
  private var sets: [[Int]: ConflictSets] = [:]

  /// The sets of the group `key` names (its declarations' tokens and their places among the
  /// declarations the sets index), made by `make` the first time.
  func sets(for key: [Int], making make: () -> ConflictSets) -> ConflictSets {
    if let known = sets[key] { return known }
    let made = make()
    sets[key] = made
    return made
  }

  /// Forgets every group, for declarations that changed.
  func removeAll() { sets.removeAll() }
}
