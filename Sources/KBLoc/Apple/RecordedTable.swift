/// Where the keys of an Apple input source's recorded table come from: a recording made on a real
/// Mac, and an XKB layout standing in for the keys the recording lacks.
///
/// A recording lists the typing block (48 keys: letters, digits, punctuation, the key left of 1
/// and the key beside left Shift) at its four levels, as macOS types them; the space bar, Return,
/// the keypad, function and navigation keys come from the stand-in, the input source's
/// ``AppleInputSource/layoutName``. A result pressed on a stand-in key says so in its reason.
///
/// ```swift
/// let german = try Layout.bundled(inputSource: "com.apple.keylayout.German")
/// if case .recorded(let table) = german.source {
///   table.standIn                                  // "de(mac)"
///   table.standInKeys.contains(Key(name: "SPCE"))  // true
/// }
/// ```
public struct RecordedTable: Sendable, Hashable, CustomStringConvertible {
  /// The input source the recording was made with, such as `com.apple.keylayout.German`.
  public let inputSource: String
  /// The XKB layout whose keys fill in what the recording lacks, such as `de(mac)`.
  public let standIn: String
  /// The keys taken from the stand-in.
  /// - Complexity: O(*k*) in the number of stand-in keys: the set is made on each call.
  public var standInKeys: Set<Key> { Set(standInKeyList) }
  /// The keys taken from the stand-in, in keyboard order (``Key/order``, then name), each once:
  /// an array, as a process's first `Set<Key>` costs a scan of every protocol conformance of the
  /// process for `Key: Hashable`, more than the rest of a recorded table's first load.
  let standInKeyList: [Key]
  /// The xkeyboard-config version the stand-in's keys were read from.
  public let xkeyboardConfig: String

  /// Creates the provenance of a recorded table.
  public init(inputSource: String, standIn: String, standInKeys: Set<Key>, xkeyboardConfig: String) {
    self.init(inputSource: inputSource, standIn: standIn, keys: Array(standInKeys), xkeyboardConfig: xkeyboardConfig)
  }

  /// Creates the provenance of a recorded table from its stand-in keys in any order.
  init(inputSource: String, standIn: String, keys: [Key], xkeyboardConfig: String) {
    self.inputSource = inputSource
    self.standIn = standIn
    // A recording's keys come in keyboard order already.
    var sorted = keys
    sorted.sortNearlySorted { ($0.order, $0.name) < ($1.order, $1.name) }
    var unique: [Key] = []
    unique.reserveCapacity(sorted.count)
    for key in sorted where key != unique.last { unique.append(key) }
    self.standInKeyList = unique
    self.xkeyboardConfig = xkeyboardConfig
  }

  /// Whether `key` comes from the stand-in.
  /// - Complexity: O(log *k*) in the number of stand-in keys.
  func takes(_ key: Key) -> Bool {
    let wanted = (key.order, key.name)
    let position = standInKeyList.partitionPoint { ($0.order, $0.name) >= wanted }
    return position < standInKeyList.endIndex && standInKeyList[position] == key
  }

  /// A phrase naming the source, for messages.
  public var description: String {
    "a table recorded on a Mac for \(inputSource), keys outside the recording from \(standIn) "
      + "(xkeyboard-config \(xkeyboardConfig))"
  }

  /// The bundled form of an input source's recorded table: the recording's keys, by macOS virtual
  /// key code, with the stand-in's keys for what it lacks, as a snapshot text.
  ///
  /// The keys are not placed on a keyboard yet; ``Layout/bundled(inputSource:keyboard:)`` places
  /// them when it loads the table. `tools/generate-snapshots` writes these into
  /// `Layouts/Recorded/`. Dead keys are the recording's flags, or where it has none, the rule of
  /// ``AppleDeadKeys``.
  ///
  /// - Parameters:
  ///   - text: The recording, as JSON, naming its input source in `info.id` or `layout.id`.
  ///   - standIn: The input source's XKB layout (``AppleInputSource/layoutName``).
  ///   - xkeyboardConfig: The xkeyboard-config version `standIn` was compiled from.
  /// - Returns: The snapshot text.
  /// - Throws: ``LayoutImportError`` for a recording that does not load, or that names no input
  ///   source kbloc knows.
  public static func snapshot(ofRecording text: String, standIn: Layout, xkeyboardConfig: String)
    throws(LayoutImportError) -> String
  {
    let recording = try RecordingReader.read(text)
    guard recording.platform == .mac, let identifier = recording.inputSource,
      let inputSource = AppleInputSource.named(identifier)
    else {
      throw .invalid(
        "The recording names no Apple input source kbloc knows in 'info.id'; "
          + "'kbloc layouts --apple' lists them", at: SourcePosition(line: 1, column: 1))
    }
    let deadCells = recording.deadCells
    let recorded = recording.keys.compactMap { $0.levels(on: .mac, deadCells: deadCells) }
    let recordedKeys = Set(recorded.map(\.key))
    // The key left of 1 and the key beside left Shift swap on ISO keyboards, so a stand-in's,
    // named by physical key, would land on the wrong one: they come from the recording only.
    let ambiguous: Set<Key> = [Key(name: "TLDE"), Key(name: "LSGT")]
    let standInEntries = standIn.withMacConventions().keys.filter {
      $0.group == 1 && !recordedKeys.contains($0.key) && !ambiguous.contains($0.key)
    }
    let table = RecordedTable(
      inputSource: inputSource.identifier, standIn: standIn.name, standInKeys: Set(standInEntries.map(\.key)),
      xkeyboardConfig: xkeyboardConfig)
    let layout = Layout(
      name: inputSource.identifier, groupNames: [inputSource.name], platform: .mac,
      keys: (recorded + standInEntries).sorted { $0.key.order < $1.key.order }, source: .recorded(table))
    return layout.snapshot(xkeyboardConfig: xkeyboardConfig)
  }
}

extension Layout {
  /// Whether `key` comes from the XKB stand-in of a recorded table (see ``RecordedTable``);
  /// `false` for every key of any other table.
  /// - Complexity: O(log *k*) in the number of stand-in keys.
  public func isStandIn(_ key: Key) -> Bool {
    if case .recorded(let table) = source { return table.takes(key) }
    return false
  }
}
