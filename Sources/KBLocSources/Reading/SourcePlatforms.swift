public import KBLoc

/// The operating systems a declaration applies to, when a file gives a shortcut for some only:
/// VS Code's `mac`, `win` and `linux` keys, an Electron accelerator chosen by `process.platform`.
///
/// kbloc's ``Platform`` `mac` is macOS; `pc` is Windows and Linux. A definition for some
/// platforms only records them in its `platforms` field (`kbloc extract` writes
/// `"platforms": ["windows", "linux"]`); a scan for one platform keeps the definitions that
/// apply to it (``SourceScan``).
///
/// ```swift
/// let platforms: SourcePlatforms = [.windows, .linux]
/// platforms.includes(.pc)    // true
/// platforms.includes(.mac)   // false
/// platforms.description      // "windows, linux"
/// ```
public struct SourcePlatforms: OptionSet, Sendable, Hashable, CustomStringConvertible {
  /// The bits of the set.
  public let rawValue: UInt8

  /// Creates a set from its bits; bits beyond the three platforms are dropped.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue & 0b111
  }

  /// macOS.
  public static let mac = SourcePlatforms(rawValue: 1 << 0)
  /// Windows.
  public static let windows = SourcePlatforms(rawValue: 1 << 1)
  /// Linux (and the other Unix systems Electron and VS Code run on).
  public static let linux = SourcePlatforms(rawValue: 1 << 2)
  /// Every platform: what a declaration applies to unless its file says otherwise.
  public static let all = SourcePlatforms(rawValue: 0b111)

  /// The operating systems of one of kbloc's platforms: macOS for `mac`, Windows and Linux for `pc`.
  public init(_ platform: Platform) {
    self = platform == .mac ? .mac : [.windows, .linux]
  }

  /// Whether a declaration for these platforms is live on `platform`.
  public func includes(_ platform: Platform) -> Bool { !isDisjoint(with: SourcePlatforms(platform)) }

  /// Each platform and its name, in the order written.
  static let names: [(SourcePlatforms, String)] = [(.mac, "mac"), (.windows, "windows"), (.linux, "linux")]

  /// The names of the platforms in the set: `mac`, `windows`, `linux`.
  public var members: [String] { Self.names.filter { contains($0.0) }.map(\.1) }

  /// The names joined by commas: `windows, linux`.
  public var description: String { members.joined(separator: ", ") }

  /// The field of a definition's `extra` that records its platforms.
  static let field = "platforms"

  /// The set as the JSON array `extract` writes, at `position`.
  func json(at position: SourcePosition) -> JSONValue {
    JSONValue(.array(members.map { JSONValue(.string($0), at: position) }), at: position)
  }

  /// The set a JSON array of platform names gives; `nil` when the value is no such array.
  init?(json value: JSONValue) {
    guard let names = value.array else { return nil }
    var platforms: SourcePlatforms = []
    for name in names {
      guard let platform = Self.names.first(where: { $0.1 == name.string })?.0 else { return nil }
      platforms.insert(platform)
    }
    self = platforms
  }
}

extension ShortcutDefinition {
  /// The platforms the shortcut applies to, from the `platforms` field a reader records for a
  /// declaration that applies to some only; every platform when there is none.
  public var platforms: SourcePlatforms {
    extra[SourcePlatforms.field].flatMap(SourcePlatforms.init(json:)) ?? .all
  }
}
