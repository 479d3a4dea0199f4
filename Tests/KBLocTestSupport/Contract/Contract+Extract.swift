extension Contract {
  /// `kbloc extract --format json` (docs/schemas/extract.schema.json): a shortcuts file whose
  /// every definition names its declaration, and the declarations that were not read.
  public struct ExtractReport: Decodable, Sendable {
    /// The definitions read, in file order.
    public let shortcuts: [ExtractedShortcut]
    /// The declarations not read, with why.
    public let notRead: [UnreadDeclaration]
    /// The Interface Builder declarations code changes through outlets, when there are any.
    public let changed: [ChangedDeclaration]?
    /// The files and folders a folder scan did not read, with why, when there are any.
    public let skipped: [SkippedFile]?
    /// The files in languages kbloc does not read that look like shortcut tables, when there are any.
    public let foreignTables: [ForeignTable]?
  }

  /// A file or folder a folder scan did not read.
  public struct SkippedFile: Decodable, Sendable {
    /// The file or folder.
    public let file: String
    /// Why it was not read.
    public let reason: String
  }

  /// A file in a language kbloc does not read that looks like a shortcut table.
  public struct ForeignTable: Decodable, Sendable {
    /// The file.
    public let file: String
    /// The line of its first entry.
    public let line: Int
    /// Its language.
    public let language: String
    /// How many entries the test counts.
    public let entries: Int
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

  /// One definition `extract` read: the fields that differ from a shortcuts file's defaults, its
  /// declaration, and what else its source gave.
  ///
  /// A shortcuts file read by `extract` keeps its unknown fields, which `extract` writes back:
  /// the object is open.
  public struct ExtractedShortcut: OpenObject, Sendable {
    /// Its id.
    public let id: String
    /// Its keys, canonical.
    public let keys: String
    /// Its title, when it has one.
    public let title: String?
    /// Its category (an Electron menu, a keymap's section), when it has one.
    public let category: String?
    /// `position`, for a shortcut matched by key position; absent for the default, `character`.
    public let match: String?
    /// `false` for a shortcut that is never localized; absent otherwise.
    public let localize: Bool?
    /// `false` for a shortcut that does not mirror on right-to-left layouts; absent otherwise.
    public let mirror: Bool?
    /// The file that declares it.
    public let file: String
    /// The line of the declaration's key.
    public let line: Int
    /// Its column, in Unicode scalars.
    public let column: Int
    /// The action it performs, when the source names one.
    public let action: String?
    /// The key code the app matches the key by (`mac:0x0D`, `hid:0x1A`), for a shortcut matched by
    /// key code.
    public let keyCode: String?
    /// When it is live.
    public let scope: Scope?
    /// VS Code's `args` of the binding, as written.
    public let args: Value?
    /// The whole chord, for a declaration of several strokes.
    public let chord: String?
    /// The condition (other than the platform) an Electron accelerator holds under.
    public let condition: String?
    /// Zed's or Sublime Text's `context` of the binding, as written.
    public let context: Value?
    /// For a declaration code changes: the keys the Interface Builder file declares.
    public let declaredKeys: String?
    /// The `NSUserKeyEquivalents` domain.
    public let domain: String?
    /// For a binding of a library keymap: the package, its version and the keymap.
    public let library: String?
    /// The operating systems (`mac`, `windows`, `linux`) the declaration applies to, when it
    /// applies to some only.
    public let platforms: [String]?
    /// For a declaration code changes: where the Interface Builder file declares it.
    public let replaces: String?
    /// An Electron menu item's role.
    public let role: String?
    /// The command an Electron menu item sends to the focused page, when it sends one.
    public let sends: SentCommand?
    /// For an item code builds from one a document declares: where the document declares it.
    public let variantOf: String?
    /// `UIKeyCommand`'s `wantsPriorityOverSystemBehavior`, when the source sets it.
    public let wantsPriorityOverSystemBehavior: Bool?
    /// VS Code's `when` clause of the binding.
    public let when: String?
    /// The main-menu item this declaration mirrors (one command declared twice), when it does.
    public let mirrors: Mirror?
    /// For an alternate menu item, its primary: the item before it in its menu.
    public let alternateOf: Mirror?
    /// The ids of the declarations the project file says are one command with it.
    public let oneCommandWith: [String]?
    /// The ids of the declarations the project file says never to report as a conflict with it.
    public let ignoresConflictWith: [String]?
    /// The shortcuts declared before it on its key press that are no conflict with it, with why:
    /// the first five.
    public let ruledOut: [RuledOut]?
    /// How many there are in all, when `ruledOut` lists fewer.
    public let ruledOutCount: Int?
  }

  /// A shortcut declared before another on its key press that is no conflict with it, and why.
  public struct RuledOut: Decodable, Sendable, Equatable {
    /// Its id.
    public let id: String
    /// The rule that rules the pair out: `project-file-ignore`, `alternate`, `project-file`,
    /// `same-action`, `mirror`, `one-command`, `never-live` or `dialog-button`.
    public let reason: String
    /// The rule said of the two, in a few words, where it says more than the reason: which places
    /// are never live together, which button is the dialog's.
    public let detail: String?
  }

  /// The main-menu item an extracted shortcut mirrors, or the primary of an alternate item.
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

  /// The command an Electron menu item sends to the focused page (`webContents.send`).
  public struct SentCommand: Decodable, Sendable, Equatable {
    /// The channel it is sent on.
    public let channel: String
    /// The string sent on the channel, when one is.
    public let command: String?
    /// The calls the page's handlers make for it, where a scan read them.
    public let calls: [String]?
  }

  /// A shortcut's `scope` as kbloc writes it (docs/scopes.md): optional fields only when they
  /// have a value.
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
    /// `anywhere`, `main-menu`, `window`, `view`, `menu`, `condition` or `never-called`.
    public let context: String
    /// The window's, view's or menu's name, or the condition's text.
    public let name: String?
    /// What tells the place from another of the same name.
    public let identity: String?
    /// The window's panes it is in, outermost first.
    public let panes: [String]?
    /// For a window: `alert`, `sheet` or `panel`, when kbloc can tell.
    public let windowKind: String?
    /// `menu-item`, `button`, `toolbar-item`, `key-command`, `binding`, `key-handler`,
    /// `key-equivalent-handler`, `event-monitor` or `global-hotkey`.
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
}
