import KBLoc

extension SourceScan {
  /// Follows each Objective-C call that passes a literal key to a helper some file of the scan
  /// defines (``ObjectiveCHelper``): the item the helper builds, with the call's arguments,
  /// becomes a declaration at the call, in the caller's file and scope. A helper followed from at
  /// least one call loses its own reading (a note that its key is a parameter, not a literal); a
  /// helper no call passes literals to keeps it. Calls to no helper the scan found are forgotten:
  /// they are other messages that happen to pass a one-character string. A helper is followed one
  /// level deep: a helper calling another is not followed further.
  /// - Complexity: O(*h* + *c*) for *h* helpers and *c* calls, with hashing.
  static func applyingHelpers(to readings: inout [SourceReading]) {
    // Every helper of each name (a file copied into two folders defines it twice); the first
    // builds the items.
    var helpers: [String: [(reading: Int, helper: Int)]] = [:]
    for (readingIndex, reading) in readings.enumerated() {
      for (helperIndex, helper) in reading.helpers.enumerated() {
        helpers[helper.name, default: []].append((readingIndex, helperIndex))
      }
    }
    guard !helpers.isEmpty else { return }
    var followed: Set<String> = []
    for readingIndex in readings.indices where !readings[readingIndex].helperCalls.isEmpty {
      let before = readings[readingIndex].definitions.count
      for call in readings[readingIndex].helperCalls {
        guard let (helperReading, helperIndex) = helpers[call.name]?.first else { continue }
        var item = readings[helperReading].helpers[helperIndex].item(for: call)
        item.add(to: &readings[readingIndex])
        followed.insert(call.name)
      }
      if readings[readingIndex].definitions.count > before {
        // Kept in the order of the file, as every reader gives them.
        readings[readingIndex].definitions = readings[readingIndex].definitions.enumerated()
          .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }.map(\.element)
      }
    }
    // Each followed helper's own reading goes.
    var dropped: [Int: (definitions: Set<SourcePosition>, notes: Set<UnreadDeclaration>)] = [:]
    for name in followed {
      for (readingIndex, helperIndex) in helpers[name] ?? [] {
        let helper = readings[readingIndex].helpers[helperIndex]
        if let entry = helper.definitionEntry {
          dropped[readingIndex, default: ([], [])].definitions.insert(entry)
        }
        if let note = helper.note { dropped[readingIndex, default: ([], [])].notes.insert(note) }
      }
    }
    for (readingIndex, sets) in dropped {
      readings[readingIndex].definitions.removeAll { sets.definitions.contains($0.entryPosition) }
      readings[readingIndex].unread.removeAll { sets.notes.contains($0) }
    }
  }
}
