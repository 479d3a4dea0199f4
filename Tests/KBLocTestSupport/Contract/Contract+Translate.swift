extension Contract {
  /// `kbloc translate --format json` (docs/schemas/translate.schema.json).
  public struct TranslateReport: Decodable, Sendable {
    /// The target layout, with the direction used and where it came from.
    public let layout: TranslatedLayout
    /// The reference layout the shortcuts were written on.
    public let reference: LayoutName
    /// One result per shortcut, in file order.
    public let results: [Result]
    /// The policy that answered, and for the apple policies where its answers came from.
    public let policy: Policy
  }

  /// The `policy` of a translate report.
  public struct Policy: Decodable, Sendable, Equatable {
    /// `apple`, `apple-rule` or `kbloc`.
    public let name: String
    /// For the apple policies, where the answers came from: `observed` or `rule`; absent for
    /// `kbloc`.
    public let source: String?
    /// For observed answers, the input source they were observed on; absent otherwise.
    public let inputSource: String?

    /// Creates a policy, to compare a decoded one with.
    public init(name: String, source: String? = nil, inputSource: String? = nil) {
      self.name = name
      self.source = source
      self.inputSource = inputSource
    }
  }

  /// The `layout` object of a translate report.
  public struct TranslatedLayout: Decodable, Sendable {
    /// The layout's name, such as `fr(mac)`.
    public let name: String
    /// Its human description.
    public let description: String
    /// `ltr` or `rtl`.
    public let direction: String
    /// `mac` or `pc`.
    public let platform: String
    /// The direction the shortcuts were translated for.
    public let directionUsed: String
    /// `layout` (its script) or `option` (`--direction`).
    public let directionSource: String
    /// The Apple input source the table is, for an input source or a Mac layout file naming one;
    /// absent otherwise.
    public let inputSource: String?
    /// For an input method, the keyboard layout its key equivalents go through
    /// (`com.apple.keylayout.ABC`); absent otherwise.
    public let keyEquivalentLayout: String?
    /// `ansi`, `iso` or `jis`, for an Apple input source or a Mac layout file; absent for an XKB
    /// layout.
    public let keyboard: String?
    /// Where a table recorded on a Mac takes its keys from; absent for any other table.
    public let recording: Recording?
  }

  /// The `recording` object of a layout recorded on a Mac: the recording's input source and the
  /// XKB layout standing in for the keys it lacks.
  public struct Recording: Decodable, Sendable, Equatable {
    /// The input source the recording was made with.
    public let inputSource: String
    /// The XKB layout whose keys fill in what the recording lacks, such as `de(mac)`.
    public let standIn: String
    /// The keys taken from the stand-in.
    public let standInKeys: [String]
  }

  /// A layout's name and description.
  public struct LayoutName: Decodable, Sendable {
    /// The layout's name.
    public let name: String
    /// Its human description.
    public let description: String
  }

  /// One translated shortcut.
  public struct Result: Decodable, Sendable, Equatable {
    /// The shortcut's id.
    public let id: String
    /// The shortcut as written.
    public let input: String
    /// One of the eight statuses.
    public let status: String
    /// Flags, in contract order.
    public let flags: [String]
    /// The canonical shortcut to register; `null` when unreachable.
    @Nullable public var shortcut: String?
    /// The symbol form with the layout's key label; `null` when unreachable.
    @Nullable public var display: String?
    /// The key to press; `null` when unreachable.
    @Nullable public var press: Press?
    /// One line saying why.
    public let reason: String
    /// The ids (or `standard:` names) it collides with: the first 16 when there are more.
    public let conflictsWith: [String]
    /// How many it collides with in all; present only when `conflictsWith` names fewer.
    public let conflictCount: Int?
  }

  /// The key and modifiers to press.
  public struct Press: Decodable, Sendable, Equatable {
    /// The XKB key name, such as `AD02`.
    public let key: String
    /// The `KeyboardEvent.code`, such as `KeyW`; `null` for keys without one.
    @Nullable public var code: String?
    /// The group (1-based).
    public let group: Int
    /// Every modifier to hold, in canonical order.
    public let modifiers: [String]
    /// The character the key types at that level; `null` for named keys.
    @Nullable public var character: String?
    /// Whether the key is dead at that level.
    public let dead: Bool
  }
}
