public import KBLoc

/// What kbloc read from one file: the shortcuts it declares, each with its position, and the
/// declarations it could not read.
///
/// ```swift
/// let reading = try SourceReader.read("Button(\"Open\") {}.keyboardShortcut(\"o\")", format: .swift, file: "App.swift")
/// reading.definitions.map(\.keys)   // ["Command-O"]
/// ```
public struct SourceReading: Sendable {
  /// The file, as the user named it or as found under a folder they named.
  public var file: String
  /// The format it was read as.
  public var format: SourceFormat
  /// The shortcuts, in the order declared; each `position` is in ``file``.
  public var definitions: [ShortcutDefinition]
  /// The declarations that were not read, in the order declared.
  public var unread: [UnreadDeclaration]
  /// What code states about items built elsewhere (outlets, most often), for ``SourceScan`` to
  /// apply where they are declared; each change's own reading is among ``definitions`` or
  /// ``unread`` until then.
  var changes: [KeyEquivalentChange] = []
  /// The outlets an Interface Builder document wires to menu items and buttons, for ``SourceScan``
  /// to apply code's changes to.
  var outlets: [InterfaceBuilderOutlet] = []
  /// The menu items and buttons an Interface Builder document gives an action, each named by its
  /// action (`selectColumnUp`), for ``SourceScan`` to apply changes made while validating them.
  var actions: [InterfaceBuilderOutlet] = []
  /// The menu items, buttons and key commands code builds with an action (keyless ones too), each
  /// named by its action as ``actions`` are, for ``SourceScan`` to apply changes to an item code
  /// finds at run time by its action (`indexOfItemWithTarget:andAction:`).
  var codeItems: [InterfaceBuilderOutlet] = []
  /// The Objective-C methods and functions that build an item from their parameters, for
  /// ``SourceScan`` to follow calls to.
  var helpers: [ObjectiveCHelper] = []
  /// The Objective-C calls that pass a key as a literal to a method or function that may be one
  /// of ``helpers``, in any file.
  var helperCalls: [ObjectiveCHelperCall] = []
  /// What a Swift file says about hotkeys that only the scan settles: hotkey helpers and the calls
  /// that may be to them, library values whose scope depends on registrations, and those it makes.
  var swiftHotkeys = SwiftHotkeyFacts()
  /// The items Swift code builds as stored properties (`let actionButton = NSButton()`), by
  /// `Type.property`, for ``SourceScan`` to apply other files' changes to (``KeyEquivalentItem/member``).
  var builtProperties: [String: BuiltProperty] = [:]
  /// The view types the file shows in the menu bar (`CommandMenu("Edit") { EditItems() }`): a
  /// scan puts the shortcuts of those views, wherever declared in the same target, in the main
  /// menu.
  public var menuBarTypes: Set<String> = []
  /// For each definition declared in a function only the repository can call, that function
  /// (``DeclaringFunction``), by definition index: a folder scan moves the shortcuts of a function
  /// nothing names to a ``ShortcutScope/Context/Kind/neverCalled`` scope.
  var declaringFunctions: [Int: DeclaringFunction] = [:]
  /// The command ids a Swift file registers with the action run for each (`addCommand(id:
  /// "open.drawer", command: { model.togglePanel() })`), for a scan to give the controls that run
  /// a command by its id (`executeCommand("open.drawer")`) that action; `nil` for an id registered
  /// with different actions.
  var registeredCommands = CommandRegistrations()
  /// For each definition whose control runs a command by its id, the id, by definition index.
  var commandIDs: [Int: String] = [:]
  /// What a page's handlers run for the commands its app's menu items send it
  /// (``SentCommandHandlerReader``), for a scan to record with each item's ``SentCommand``.
  var sentCommandHandlers: [SentCommandHandler] = []

  /// Creates a reading from its parts.
  public init(
    file: String, format: SourceFormat, definitions: [ShortcutDefinition] = [], unread: [UnreadDeclaration] = []
  ) {
    self.file = file
    self.format = format
    self.definitions = definitions
    self.unread = unread
  }
}

extension SourceReading {
  /// The scope of an editor's binding: while `condition` holds (VS Code's `when`, Zed's
  /// `context`), a ``ShortcutScope/Context/Kind/condition`` named by its text with the spaces
  /// around it trimmed; anywhere when there is none or it is blank.
  static func bindingScope(condition: String?) -> ShortcutScope {
    let text = condition?.trimmingSpaces ?? ""
    return ShortcutScope(context: text.isEmpty ? .anywhere : .condition(text), element: .binding)
  }
}

/// An item a type builds as a stored property: its kind and title.
struct BuiltProperty: Sendable, Equatable {
  var kind: KeyEquivalentItem.Kind
  var title: String?
}
