import Foundation

/// DESIGN §5's JSON contract as `Decodable` types: what `kbloc … --format json` (and `sarif`)
/// prints, decoded by name, so a test reads `report.layouts[0].results[0].status` instead of
/// casting dictionaries; and DESIGN §3's shortcuts file, which `extract` prints.
///
/// Every field the contract names is a stored property; optional exactly where the contract
/// allows `null`, and even then the field must be there (``Nullable``). Decoding fails, naming the
/// path, when a field is missing or has another type. Decoding ignores fields no type names:
/// ``Shape`` pins a shape exactly.
public enum Contract {
  /// Decodes a JSON text as `type`.
  ///
  /// ```swift
  /// let report = try Contract.decode(Contract.ExtractReport.self, from: output.stdout)
  /// ```
  /// - Returns: The decoded value.
  /// - Throws: ``CommandError`` naming the path of the field that did not decode, with the start
  ///   of the text.
  public static func decode<T: Decodable>(_ type: T.Type, from json: String) throws -> T {
    do {
      return try JSONDecoder().decode(type, from: Data(json.utf8))
    } catch let error as DecodingError {
      throw CommandError("This JSON is not a \(type): \(error.summary)\n\(json.prefix(600))")
    }
  }

  /// `kbloc translate --format json`.
  public struct TranslateReport: Decodable, Sendable {
    /// The target layout, with the direction used and where it came from.
    public let layout: TranslatedLayout
    /// The reference layout the shortcuts were written on.
    public let reference: LayoutName
    /// One result per shortcut, in file order.
    public let results: [Result]
    /// The policy that answered (`name`), and for the apple policies where its answers came from
    /// (`source`: `observed` or `rule`, and the observed `inputSource`).
    public let policy: [String: String]
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
  public struct Result: Decodable, Sendable {
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
  public struct Press: Decodable, Sendable {
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

  /// `kbloc coverage --format json`.
  public struct CoverageReport: Decodable, Sendable {
    /// The headline figures.
    public let summary: CoverageSummary
    /// Each shortcut's coverage, worst first.
    public let shortcuts: [ShortcutCoverage]
    /// The layouts, in the order asked.
    public let layouts: [LayoutCoverage]
    /// Each app's coverage, for shortcuts read with apps or targets; absent otherwise.
    public let apps: [AppCoverage]?
  }

  /// One entry of a coverage report's `apps`.
  public struct AppCoverage: Decodable, Sendable {
    /// One layout's figures for the app.
    public struct Layout: Decodable, Sendable {
      /// The layout.
      public let name: String
      /// The app's coverage on it; `null` when it failed.
      @Nullable public var percent: Double?
      /// How many of the app's results on it are covered.
      public let covered: Int
    }

    /// The app's name.
    public let name: String
    /// Its kind (`app`, `framework`…); `null` for shortcuts with no target.
    @Nullable public var kind: String?
    /// Its coverage; `null` when no layout loaded.
    @Nullable public var percent: Double?
    /// How many shortcuts it has.
    public let shortcuts: Int
    /// How many results.
    public let results: Int
    /// How many are covered.
    public let covered: Int
    /// Its figures on each layout, in the order of `layouts`.
    public let layouts: [Layout]
  }

  /// The `summary` of a coverage report.
  public struct CoverageSummary: Decodable, Sendable {
    /// The shortcuts file.
    public let file: String
    /// `mac` or `pc`.
    public let platform: String
    /// Covered results over all results of the layouts that loaded, 0–100; `null` when no layout
    /// loaded.
    @Nullable public var percent: Double?
    /// How many shortcuts.
    public let shortcuts: Int
    /// How many layouts were asked for (after deduplication).
    public let layouts: Int
    /// How many loaded.
    public let loaded: Int
    /// How many failed to load.
    public let errors: Int
    /// How many results.
    public let results: Int
    /// How many are covered.
    public let covered: Int
    /// How many results have each status.
    public let statuses: [String: Int]
  }

  /// One entry of a coverage report's `shortcuts`.
  public struct ShortcutCoverage: Decodable, Sendable {
    /// The shortcut's id.
    public let id: String
    /// Its keys as written.
    public let keys: String
    /// On how many layouts it is covered, as a percentage.
    public let percent: Double
    /// On how many layouts it is covered.
    public let covered: Int
    /// On how many layouts it was translated.
    public let total: Int
    /// The file that declares it, for a shortcut read from an app's sources; absent otherwise.
    public let file: String?
    /// The line of its declaration; absent with `file`.
    public let line: Int?
    /// The column of its declaration, in Unicode scalars; absent with `file`.
    public let column: Int?
    /// The app it is counted in, for shortcuts read with apps or targets; absent otherwise.
    public let app: String?
  }

  /// One entry of a coverage report's `layouts`.
  public struct LayoutCoverage: Decodable, Sendable {
    /// The layout used, or the spec when it failed.
    public let name: String
    /// The spec as asked.
    public let requested: String
    /// The layout's description; empty when it failed.
    public let description: String
    /// `ltr` or `rtl`; `null` when it failed.
    @Nullable public var direction: String?
    /// Why it failed to load; `null` when it loaded.
    @Nullable public var error: String?
    /// Its coverage; `null` when it failed.
    @Nullable public var percent: Double?
    /// How many results are covered.
    public let covered: Int
    /// One result per shortcut (as `translate` writes them); empty when it failed.
    public let results: [Result]
  }

  /// One entry of `kbloc type --format json`.
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

  /// `kbloc layout --format json`.
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

  /// One entry of `kbloc layouts --format json`; more fields may come.
  public struct LayoutListing: Decodable, Sendable {
    /// The layout's name.
    public let name: String
    /// Its human description.
    public let description: String
    /// `ltr` or `rtl`; absent or `null` for a layout that does not compile.
    public let direction: String?
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

  /// A shortcuts file (DESIGN §3), the object form: what a test reads without kbloc.
  public struct ShortcutsFile: Decodable, Sendable {
    /// The shortcuts, in file order.
    public let shortcuts: [ShortcutDefinition]
  }

  /// One entry of a shortcuts file; fields other than these are not decoded.
  public struct ShortcutDefinition: Decodable, Sendable {
    /// Its id.
    public let id: String
    /// Its keys as written.
    public let keys: String
    /// Its title, when it has one.
    public let title: String?
  }

  /// `kbloc extract --format json`: a shortcuts file whose every definition names its declaration,
  /// and the declarations that were not read.
  public struct ExtractReport: Decodable, Sendable {
    /// The definitions read, in file order.
    public let shortcuts: [ExtractedShortcut]
    /// The declarations not read, with why.
    public let notRead: [UnreadDeclaration]
    /// The Interface Builder declarations code changes through outlets, when there are any.
    public let changed: [ChangedDeclaration]?
  }

  /// A key equivalent an Interface Builder file declares that code changes.
  public struct ChangedDeclaration: Decodable, Sendable {
    /// The file of the code.
    public let file: String
    /// The line of the change.
    public let line: Int
    /// Its column, in Unicode scalars.
    public let column: Int
    /// Where the document declares the item, `FILE:LINE:COLUMN`.
    public let declared: String
    /// The item's title, else its object id.
    public let item: String
    /// The keys the document declares, if any.
    public let declaredKeys: String?
    /// The keys after the change; absent when the code takes them away.
    public let keys: String?
  }

  /// One definition `extract` read.
  public struct ExtractedShortcut: Decodable, Sendable {
    /// Its id.
    public let id: String
    /// Its keys, canonical.
    public let keys: String
    /// Its title, when it has one.
    public let title: String?
    /// The file that declares it.
    public let file: String
    /// The line of the declaration's key.
    public let line: Int
    /// Its column, in Unicode scalars.
    public let column: Int
    /// The action it performs, when the source names one.
    public let action: String?
    /// When it is live.
    public let scope: Scope?
    /// For a declaration code changes: where the Interface Builder file declares it.
    public let replaces: String?
    /// For a declaration code changes: the keys the Interface Builder file declares.
    public let declaredKeys: String?
    /// The main-menu item this declaration mirrors (one command declared twice), when it does.
    public let mirrors: Mirror?
  }

  /// The main-menu item an extracted shortcut mirrors.
  public struct Mirror: Decodable, Sendable {
    /// Its id.
    public let id: String
    /// Its title.
    public let title: String?
    /// Its file.
    public let file: String?
    /// Its line.
    public let line: Int?
  }

  /// A shortcut's `scope` (docs/scopes.md).
  public struct Scope: Decodable, Sendable, Equatable {
    /// One app or target.
    public struct Target: Decodable, Sendable, Equatable {
      /// Its name.
      public let name: String
      /// `app`, `framework`, `extension`, `test`, `tool`, `keymap` or `other`.
      public let kind: String
    }

    /// The targets it ships in.
    public let targets: [Target]
    /// `anywhere`, `main-menu`, `window`, `view`, `menu` or `condition`.
    public let context: String
    /// The window's, view's or menu's name, or the condition's text.
    public let name: String?
    /// What tells the place from another of the same name.
    public let identity: String?
    /// The window's panes it is in, outermost first.
    public let panes: [String]?
    /// `menu-item`, `button`, `key-command` or `binding`.
    public let element: String?
  }

  /// A declaration `extract` could not read.
  public struct UnreadDeclaration: Decodable, Sendable {
    /// The file.
    public let file: String
    /// The line of the declaration.
    public let line: Int
    /// Its column, in Unicode scalars.
    public let column: Int
    /// Why it was not read.
    public let reason: String
  }

  /// `kbloc lint --format json`.
  public struct LintReport: Decodable, Sendable {
    /// The shortcuts file.
    public let file: String
    /// How many shortcuts it has.
    public let shortcuts: Int
    /// The rules turned off.
    public let disabledRules: [String]
    /// How many findings are errors.
    public let errors: Int
    /// How many are warnings.
    public let warnings: Int
    /// The findings, sorted.
    public let findings: [LintFinding]
  }

  /// One finding of a lint report.
  public struct LintFinding: Decodable, Sendable {
    /// The shortcut's id.
    public let id: String
    /// The rule's id.
    public let rule: String
    /// `error` or `warning`.
    public let severity: String
    /// What is wrong.
    public let message: String
    /// How to fix it; `null` when there is no fix to offer.
    @Nullable public var fix: String?
    /// The file.
    public let file: String
    /// The line of the shortcut's `keys` value.
    public let line: Int
    /// Its column, in Unicode scalars.
    public let column: Int
    /// When the shortcut is live, for one read from an app's files.
    public let scope: Scope?
    /// For a conflict, the other shortcuts.
    public let conflictsWith: [ConflictingShortcut]?
    /// How many there are in all, when `conflictsWith` does not list them all.
    public let conflictCount: Int?
  }

  /// The other side of a conflict in a lint finding.
  public struct ConflictingShortcut: Decodable, Sendable, Equatable {
    /// Its id.
    public let id: String
    /// Its title.
    @Nullable public var title: String?
    /// Its keys, as written.
    public let keys: String
    /// The file that declares it.
    public let file: String
    /// The line of its keys.
    public let line: Int
    /// Their column.
    public let column: Int
    /// When it is live.
    public let scope: Scope?
  }
}

/// A field the contract writes as a value or `null`, but always writes: decoding fails when the
/// key is missing, where a plain optional would take a missing key for `null`.
@propertyWrapper
public struct Nullable<Value: Decodable & Sendable>: Decodable, Sendable {
  /// The value, or `nil` for `null`.
  public var wrappedValue: Value?

  /// Wraps a value.
  public init(wrappedValue: Value?) {
    self.wrappedValue = wrappedValue
  }

  /// Decodes `null` or a value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
  }
}

extension Nullable: Equatable where Value: Equatable {}
