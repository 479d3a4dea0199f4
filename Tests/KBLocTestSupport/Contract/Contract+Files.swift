extension Contract {
  /// A shortcuts file (docs/shortcuts-file.md; docs/schemas/shortcuts.schema.json), the object
  /// form: what a test reads without kbloc, and what `suggest --output` writes.
  ///
  /// Fields the format does not name are kept and ignored.
  public struct ShortcutsFile: OpenObject, Sendable {
    /// The shortcuts, in file order.
    public let shortcuts: [ShortcutDefinition]
    /// The file's settings for `kbloc lint`.
    public let lint: LintSettings?
  }

  /// A shortcuts file's `lint` settings.
  public struct LintSettings: OpenObject, Sendable {
    /// The lint rules the file turns off.
    public let disable: [String]?
  }

  /// One entry of a shortcuts file.
  ///
  /// Unknown fields are kept and ignored; `null` means the same as leaving a field out.
  public struct ShortcutDefinition: OpenObject, Sendable {
    /// Its id.
    public let id: String
    /// Its keys as written.
    public let keys: String
    /// Its title, when it has one.
    public let title: String?
    /// A menu or group, for reports.
    public let category: String?
    /// `character` (the default) or `position`.
    public let match: String?
    /// Whether it mirrors on right-to-left layouts; true when left out.
    public let mirror: Bool?
    /// Whether it is localized at all; true when left out.
    public let localize: Bool?
    /// The action it performs.
    public let action: String?
    /// The key code the app matches the key by (`mac:0x0D`, `hid:0x1A`).
    public let keyCode: String?
    /// When it is live; with every other shortcut when left out.
    public let scope: FileScope?
    /// The file that declares it, as `extract` writes it.
    public let file: String?
    /// The line of the declaration's key.
    public let line: Int?
    /// Its column, in Unicode scalars.
    public let column: Int?
    /// VS Code's `args` of the binding, as written.
    public let args: Value?
    /// The whole chord, for a declaration of several strokes.
    public let chord: String?
    /// The condition an Electron accelerator holds under.
    public let condition: String?
    /// Zed's or Sublime Text's `context` of the binding, as written.
    public let context: Value?
    /// For a declaration code changes: the keys the Interface Builder file declares.
    public let declaredKeys: String?
    /// The `NSUserKeyEquivalents` domain.
    public let domain: String?
    /// For a binding of a library keymap: the package, its version and the keymap.
    public let library: String?
    /// The operating systems the declaration applies to, when it applies to some only.
    public let platforms: [String]?
    /// For a declaration code changes: where the Interface Builder file declares it.
    public let replaces: String?
    /// An Electron menu item's role.
    public let role: String?
    /// The command an Electron menu item sends to the focused page, when it sends one.
    public let sends: SentCommand?
    /// For an item code builds from one a document declares: where the document declares it.
    public let variantOf: String?
    /// `UIKeyCommand`'s `wantsPriorityOverSystemBehavior`, when set.
    public let wantsPriorityOverSystemBehavior: Bool?
    /// VS Code's `when` clause of the binding.
    public let when: String?
    /// The main-menu item it mirrors, as `extract` writes it.
    public let mirrors: Mirror?
    /// For an alternate menu item, its primary, as `extract` writes it: its `id` links the two as
    /// one command.
    public let alternateOf: Mirror?
    /// The ids of the declarations that are one command with it.
    public let oneCommandWith: [String]?
    /// The ids of the declarations never reported as a conflict with it.
    public let ignoresConflictWith: [String]?
    /// Why the shortcuts before it on its key press are no conflict with it, as `extract` writes
    /// it; made again, not read.
    public let ruledOut: [RuledOut]?
    /// How many `ruledOut` stands for, as `extract` writes it.
    public let ruledOutCount: Int?
  }

  /// A shortcuts file's `scope`, as kbloc reads it: every field optional, `null` as good as
  /// absent; unknown fields are errors.
  public struct FileScope: Decodable, Sendable {
    /// One app or target.
    public struct Target: Decodable, Sendable {
      /// Its name.
      public let name: String
      /// Its kind; `app` when left out.
      public let kind: String?
    }

    /// The targets it ships in; none when left out.
    public let targets: [Target]?
    /// Where in them it is live; `anywhere` when left out.
    public let context: String?
    /// The window's, view's or menu's name, or the condition's text.
    public let name: String?
    /// What tells the place from another of the same name.
    public let identity: String?
    /// The window's panes it is in, outermost first (a `null` pane is skipped).
    public let panes: [String?]?
    /// For a window: `alert`, `sheet` or `panel`.
    public let windowKind: String?
    /// What declares it.
    public let element: String?
  }

  /// The file `--write-baseline` writes and `--baseline` reads (docs/baseline.md;
  /// docs/schemas/baseline.schema.json).
  public struct Baseline: Decodable, Sendable {
    /// One accepted finding.
    public struct Entry: Decodable, Sendable {
      /// The shortcut's title, else its id.
      public let title: String
      /// Its keys as written.
      public let keys: String
      /// The lint rule, or the kind of coverage miss.
      public let rule: String
      /// When the shortcut is live, when it has a scope.
      public let scope: Scope?
      /// For coverage, the layout of the miss.
      public let layout: String?
    }

    /// The file format's version: 1.
    public let version: Int
    /// `lint` or `coverage`.
    public let command: String
    /// The entries, sorted.
    public let entries: [Entry]
  }

  /// The project file, `.kbloc.yml` (docs/project-file.md; docs/schemas/project-file.schema.json),
  /// as JSON: YAML read as JSON has the same fields.
  public struct ProjectFile: Decodable, Sendable {
    /// `lint`'s settings.
    public struct Lint: Decodable, Sendable {
      /// Rules to turn off.
      public let disable: OneOrMany<String>?
      /// Rules whose findings are warnings.
      public let warn: OneOrMany<String>?
    }

    /// One app's settings.
    public struct App: Decodable, Sendable {
      /// Globs of the app's files.
      public let paths: OneOrMany<String>
      /// Whether it is a test target.
      public let test: Bool?
      /// Its own least coverage.
      public let minimumCoverage: Double?

      enum CodingKeys: String, CodingKey {
        case paths, test
        case minimumCoverage = "min-coverage"
      }
    }

    /// The baseline each command reads.
    public struct Baselines: Decodable, Sendable {
      /// `lint`'s baseline file.
      public let lint: String?
      /// `coverage`'s baseline file.
      public let coverage: String?
    }

    /// Globs of the files a folder scan reads.
    public let include: OneOrMany<String>?
    /// Globs of the files and folders a folder scan leaves out.
    public let exclude: OneOrMany<String>?
    /// The layouts `coverage` covers by default.
    public let layouts: OneOrMany<String>?
    /// `mac` or `pc`.
    public let platform: String?
    /// `apple`, `apple-rule` or `kbloc`.
    public let policy: String?
    /// The least coverage, a percentage.
    public let minimumCoverage: Double?
    /// Rules for `lint`.
    public let lint: Lint?
    /// Which files belong to which app, by app name.
    public let apps: [String: App]?
    /// Whether to keep the shortcuts of test targets.
    public let includesTests: Bool?
    /// The baseline files.
    public let baseline: Baselines?
    /// The kinds of windows kbloc cannot tell, by window name or identity.
    public let windows: [String: String]?
    /// Pairs of declarations that are one command, or never a conflict.
    public let conflicts: Conflicts?

    /// `conflicts`: lists of pairs, each a list of two declarations.
    public struct Conflicts: Decodable, Sendable {
      /// Pairs of declarations that are one command.
      public let oneCommand: [[Declaration]]?
      /// Pairs never to report as a conflict.
      public let ignore: [[Declaration]]?

      enum CodingKeys: String, CodingKey {
        case ignore
        case oneCommand = "one-command"
      }
    }

    /// A declaration a project file names by its fields: what names it, each optional.
    public struct DeclarationFields: Decodable, Sendable, Equatable {
      /// Its id.
      public let id: String?
      /// Its title.
      public let title: String?
      /// Its file, from the project file's folder.
      public let file: String?
      /// The line of its declaration.
      public let line: Int?
    }

    /// A declaration a project file names: an id, or its `id`, `title`, `file` and `line`.
    public enum Declaration: SchemaDescribed, Sendable, Equatable {
      /// An id.
      case id(String)
      /// The fields that name it.
      case fields(DeclarationFields)

      /// Decodes a text or an object.
      public init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
          self = .id(text)
        } else {
          self = .fields(try decoder.singleValueContainer().decode(DeclarationFields.self))
        }
      }

      /// Text, or the object of its fields.
      public static var schemaNode: Node {
        .alternatives([.string, (try? Node(decoding: DeclarationFields.self)) ?? .any])
      }

      /// An id.
      public static var placeholder: Declaration { .id("") }
    }

    enum CodingKeys: String, CodingKey {
      case include, exclude, layouts, platform, policy, lint, apps, baseline, windows, conflicts
      case minimumCoverage = "min-coverage"
      case includesTests = "include-tests"
    }
  }
}
