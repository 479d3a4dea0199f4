import KBLoc

extension SourceScan {
  /// Follows each Objective-C call that passes a literal key to a helper of the scan.
  ///
  /// The item the helper (``ObjectiveCHelper``) builds, with the call's arguments,
  /// becomes a declaration at the call, in the caller's file and scope. A helper followed from at
  /// least one call loses its own reading (a note that its key is a parameter, not a literal); a
  /// helper no call passes literals to keeps it. Calls to no helper the scan found are forgotten:
  /// they are other messages that happen to pass a one-character string. A helper is followed one
  /// level deep: a helper calling another is not followed further. Swift's hotkey helpers and
  /// library values are settled first (``SwiftHotkeyFacts/apply(to:)``).
  /// - Complexity: O(*h* + *c*) for *h* helpers and *c* calls, with hashing.
  static func applyingHelpers(to readings: inout [SourceReading]) {
    SwiftHotkeyFacts.apply(to: &readings)
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

extension SourceScan {
  /// What a change to an item another type builds as a stored property comes to.
  struct MemberChange {
    var reading: Int
    var definition: ShortcutDefinition
    /// The note it replaces: that the item is built where kbloc did not find.
    var replaced: UnreadDeclaration
  }

  /// The definitions that code's changes to items other types build as stored properties come to.
  ///
  /// For a change such as `statusView.actionButton.keyEquivalent = "\u{1b}"`, where `statusView` is
  /// a `StatusView` whose `let actionButton = NSButton()`, it is the item as the code leaves it, with the
  /// property's kind and its defaults (a button has no modifiers), in place of the note that the
  /// item is built where kbloc did not find. Read before ``applyingChanges(to:)`` moves notes.
  /// - Complexity: O(*p* + *c*) for *p* properties and *c* changes, with hashing.
  static func memberChanges(in readings: [SourceReading]) -> [MemberChange] {
    var properties: [String: BuiltProperty] = [:]
    for reading in readings { properties.merge(reading.builtProperties) { first, _ in first } }
    guard !properties.isEmpty else { return [] }
    var found: [MemberChange] = []
    for (index, reading) in readings.enumerated() {
      for change in reading.changes where change.action == nil {
        guard let member = change.member, let property = properties[member],
          case .note(let note) = change.fallback, note < reading.unread.count
        else { continue }
        var item = change.item
        item.origin = .built
        item.kind = property.kind
        item.title = item.title ?? property.title
        item.scope?.element = property.kind.element
        var resolved = SourceReading(file: reading.file, format: reading.format)
        item.add(to: &resolved)
        guard let definition = resolved.definitions.first else { continue }
        found.append(MemberChange(reading: index, definition: definition, replaced: reading.unread[note]))
      }
    }
    return found
  }
}
