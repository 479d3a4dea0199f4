extension Contract {
  /// One entry of `kbloc type --format json` (docs/schemas/type.schema.json).
  public struct TypedCharacter: Decodable, Sendable {
    /// The character.
    public let character: String
    /// Every way to type it, cheapest first; empty when it cannot be typed.
    public let strokes: [Stroke]
  }

  /// One way to type a character.
  public struct Stroke: Decodable, Sendable {
    /// The XKB key name.
    public let key: String
    /// The `KeyboardEvent.code`; `null` for keys without one.
    @Nullable public var code: String?
    /// The group (1-based).
    public let group: Int
    /// The level (1-based).
    public let level: Int
    /// The modifiers to hold.
    public let modifiers: [String]
    /// Whether the key is dead at that level.
    public let dead: Bool
  }

  /// `kbloc layout --format json` (docs/schemas/layout.schema.json).
  public struct LayoutTable: Decodable, Sendable {
    /// The layout's name.
    public let name: String
    /// Its human description.
    public let description: String
    /// `ltr` or `rtl`.
    public let direction: String
    /// `mac` or `pc`.
    public let platform: String
    /// The Apple input source the table is; absent for a table that is none.
    public let inputSource: String?
    /// For an input method, the keyboard layout its key equivalents go through; absent otherwise.
    public let keyEquivalentLayout: String?
    /// `ansi`, `iso` or `jis`, for an Apple input source or a Mac layout file; absent for an XKB
    /// layout.
    public let keyboard: String?
    /// Where a table recorded on a Mac takes its keys from; absent for any other table.
    public let recording: Recording?
    /// Every key of every group.
    public let keys: [KeyEntry]
  }

  /// One key of one group in a layout table.
  public struct KeyEntry: Decodable, Sendable, Equatable {
    /// The XKB key name.
    public let key: String
    /// The `KeyboardEvent.code`; `null` for keys without one.
    @Nullable public var code: String?
    /// The group (1-based).
    public let group: Int
    /// For a table recorded on a Mac, whether the key comes from its XKB stand-in; absent for any
    /// other table.
    public let standIn: Bool?
    /// The key's levels.
    public let levels: [Level]
    /// The key's Command level, ⌘ and ⇧⌘, where it differs from its levels 1 and 2; absent
    /// elsewhere.
    public let command: [Level]?
  }

  /// One level of a key.
  public struct Level: Decodable, Sendable, Equatable {
    /// The level (1-based).
    public let level: Int
    /// The modifiers that select it.
    public let modifiers: [String]
    /// The keysym's name.
    public let keysym: String
    /// The character it types (a dead key's spacing form); `null` where it types nothing.
    @Nullable public var character: String?
    /// Whether it is a dead key.
    public let dead: Bool
  }

  /// One entry of `kbloc layouts --format json` (docs/schemas/layouts.schema.json).
  public struct LayoutListing: Decodable, Sendable {
    /// The layout's name.
    public let name: String
    /// Its human description.
    public let description: String
    /// Its languages' codes, from xkeyboard-config's registry.
    public let languages: [String]
    /// `ltr` or `rtl`; `null` for a layout that does not compile.
    @Nullable public var direction: String?
    /// Why it has no direction; `null` when it compiled.
    @Nullable public var error: String?
  }

  /// One entry of `kbloc layouts --apple --format json`: a macOS input source and the layout it
  /// loads.
  public struct InputSourceListing: Decodable, Sendable {
    /// The input source's identifier, such as `com.apple.keylayout.German`.
    public let id: String
    /// What macOS calls it, such as `Swiss German`.
    public let name: String
    /// Whether kbloc ships a table recorded on a Mac for it.
    public let recorded: Bool
    /// Its XKB layout, such as `de(mac)`: the whole table where it is not recorded, the keys the
    /// recording lacks where it is.
    public let layout: String
    /// How close that layout is to the input source: `exact`, or what differs.
    public let closeness: String
    /// The keyboard Apple sells with it: `ansi`, `iso` or `jis`.
    public let keyboard: String
    /// Whether what macOS registers for key equivalents on it was observed (the apple policy).
    public let observed: Bool
  }

  /// `kbloc cache info --format json` (docs/schemas/cache-info.schema.json).
  public struct CacheInfo: Decodable, Sendable {
    /// The cache's folder.
    public let folder: String
    /// How many compiled tables it holds.
    public let entries: Int
    /// Their size in bytes.
    public let bytes: Int
    /// The bound in bytes.
    public let limit: Int
    /// Whether the cache is on: its folder can be written.
    public let writable: Bool
    /// Why the cache is off; `null` when it is on.
    @Nullable public var problem: String?
  }

  /// A keyboard recording, wrapped as VS Code keeps them, `{"layout": {…}, "mapping": {…}}`
  /// (docs/schemas/layout-recording.schema.json): what `--layout-file` reads, and the recordings
  /// kbloc ships (`Layouts/Recordings/`).
  public struct LayoutRecording: OpenObject, Sendable {
    /// What each key types, by `KeyboardEvent.code`.
    public let mapping: [String: RecordedKey]
    /// What the recording was made with (VS Code's name for it).
    public let layout: RecordingInfo?
    /// What the recording was made with (Theia's name for it).
    public let info: RecordingInfo?
  }

  /// What a keyboard recording was made with.
  public struct RecordingInfo: OpenObject, Sendable {
    /// The input source, such as `com.apple.keylayout.German`, for a recording made on a Mac.
    public let id: String?
    /// The layout's name, as the system shows it.
    public let localizedName: String?
    /// The layout's name, as some recorders write it.
    public let text: String?
    /// The layout's label.
    public let label: String?
    /// The XKB layout.
    public let layout: String?
    /// The XKB variant.
    public let variant: String?
  }

  /// One key of a keyboard recording: an object of `value`, `withShift`, `withAltGr` and
  /// `withShiftAltGr` (with `…IsDeadKey` flags, where the recording has them), or an array of the
  /// four and a bit mask of dead levels; `[]` for a key that types nothing.
  public struct RecordedKey: SchemaDescribed, Sendable {
    /// The levels of the object form.
    struct Levels: OpenObject {
      let value: String
      let withShift: String?
      let withAltGr: String?
      let withShiftAltGr: String?
      let valueIsDeadKey: Bool?
      let withShiftIsDeadKey: Bool?
      let withAltGrIsDeadKey: Bool?
      let withShiftAltGrIsDeadKey: Bool?
    }

    /// The level names of the object form, in level order.
    static let names = ["value", "withShift", "withAltGr", "withShiftAltGr"]

    /// What the key types unshifted, with Shift, Option (AltGr) and both; an empty string where
    /// the recording gives nothing; empty for `[]`.
    public let outputs: [String]
    /// The recording's dead-key flags, where it has them.
    public let deadFlags: [Bool]?

    /// Decodes either form.
    public init(from decoder: any Decoder) throws {
      if let object = try? decoder.container(keyedBy: FieldName.self) {
        let fields = Self.names.map { FieldName(stringValue: $0) }
        outputs = try fields.map { try object.decodeIfPresent(String.self, forKey: $0) ?? "" }
        let flagFields = Self.names.map { FieldName(stringValue: $0 + "IsDeadKey") }
        deadFlags =
          flagFields.contains(where: object.contains)
          ? try flagFields.map { try object.decodeIfPresent(Bool.self, forKey: $0) ?? false } : nil
      } else {
        var array = try decoder.unkeyedContainer()
        var values: [String] = []
        while values.count < 4, !array.isAtEnd { values.append(try array.decode(String.self)) }
        outputs = values
        let mask = values.count == 4 && !array.isAtEnd ? try array.decode(Int.self) : nil
        deadFlags = mask.map { mask in (0..<4).map { mask & (1 << $0) != 0 } }
      }
    }

    private init(outputs: [String], deadFlags: [Bool]?) {
      self.outputs = outputs
      self.deadFlags = deadFlags
    }

    /// An array (of strings and a mask), or the object of levels.
    public static var schemaNode: Node {
      .alternatives([.array(.any), (try? Node(decoding: Levels.self)) ?? .any])
    }

    /// A key that types nothing.
    public static var placeholder: RecordedKey { RecordedKey(outputs: [], deadFlags: nil) }
  }
}
