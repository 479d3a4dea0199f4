/// When a shortcut is live: the apps or targets it ships in, where in them it is declared (the
/// main menu, one window, one view, one menu), and what declares it.
///
/// Two shortcuts on the same keys conflict only when both can be live at once (docs/scopes.md):
/// they share a target, and both are in the main menu (or anywhere in the app), or both in the same
/// window, view or condition, or one in a window, view or condition and the other in the main menu
/// (or anywhere). A menu that opens on demand (a context menu, a pop-up, the Dock menu) only
/// conflicts with itself. A shortcut with no scope — an entry of a plain shortcuts file — conflicts
/// with every other.
///
/// ```swift
/// let menu = ShortcutScope(targets: [.init(name: "Editor", kind: .app)], context: .mainMenu, element: .menuItem)
/// let sheet = ShortcutScope(targets: [.init(name: "Editor", kind: .app)], context: .window("Go to Line"), element: .button)
/// menu.canBeLive(with: sheet)   // true: a sheet's shortcut and the menu bar's are live together
/// menu.description              // "Editor: main menu"
/// ```
public struct ShortcutScope: Sendable, Hashable, CustomStringConvertible {
  /// An app, framework, extension, test bundle or other product a repository builds.
  public struct Target: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The target's name, as its product is built (`Hex Fiend` for the Xcode target `HexFiend_2`
    /// that builds `Hex Fiend.app`, `Share Extension`).
    public var name: String
    /// What the target builds.
    public var kind: Kind

    /// Creates a target from its name and kind.
    public init(name: String, kind: Kind) {
      self.name = name
      self.kind = kind
    }

    /// The name.
    public var description: String { name }

    /// The one app of shortcuts read with no target, such as a single file.
    static let unnamed = Target(name: "", kind: .app)

    /// Orders targets by name, then kind.
    public static func < (lhs: Target, rhs: Target) -> Bool {
      (lhs.name, lhs.kind.rawValue) < (rhs.name, rhs.kind.rawValue)
    }
  }

  /// What a target builds; the raw values are the names `extract` writes.
  public enum Kind: String, Sendable, CaseIterable {
    /// An application.
    case app
    /// A framework or library linked into apps; its shortcuts are live in each app that embeds it.
    case framework
    /// An app extension, XPC service or widget: a process of its own.
    case appExtension = "extension"
    /// A unit-test or UI-test bundle: its shortcuts are fixtures, never live in an app.
    case test
    /// A command-line tool.
    case tool
    /// An editor's keymap file.
    case keymap
    /// Anything else: an aggregate target, a plug-in, a folder of files no project claims.
    case other
  }

  /// Where in an app a shortcut is live.
  public struct Context: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of place; the raw values are the names `extract` writes.
    public enum Kind: String, Sendable, CaseIterable {
      /// Wherever the app is active: an editor keymap's binding, or a place kbloc cannot tell.
      case anywhere
      /// The menu bar (AppKit's main menu, SwiftUI's commands, UIKit's main menu system).
      case mainMenu = "main-menu"
      /// One window, panel, sheet, dialog, popover or view controller's scene.
      case window
      /// One view, named by its type: live wherever the view is shown.
      case view
      /// A menu that opens on demand: a context menu, a pop-up button's menu, the Dock menu.
      case menu
      /// A condition an editor checks before it runs a binding (VS Code's `when`, Zed's
      /// `context`), named by its text: live while the condition holds, as a view is while it is
      /// shown. Two conditions of different text are taken as never holding together.
      case condition
      /// Code nothing in the repository calls: a function or method declared in the sources and
      /// named nowhere else (no call, no `#selector`, no string), named by the function. Its
      /// shortcuts are never live, so they conflict with nothing.
      case neverCalled = "never-called"
      /// Over every app: a global hotkey, which the system delivers to the app that registered it
      /// whatever app is active, before that app sees the key (Carbon's `RegisterEventHotKey` and
      /// the libraries built on it). Live whenever the app runs, even an app with no menu bar.
      case global
    }

    /// What kind of window a window is, where the key order depends on it (docs/scopes.md, "The
    /// key order"); the raw values are the names `extract` writes.
    public enum WindowKind: String, Sendable, CaseIterable {
      /// An alert (`NSAlert`, SwiftUI's `.alert` and `.confirmationDialog`): each of its buttons is
      /// one of its choices, the platform's design; run app-modal, it leaves the menu bar to
      /// itself.
      case alert
      /// A document-modal sheet: it blocks its parent window only.
      case sheet
      /// A panel (`NSPanel`): it leaves the menu bar enabled, and actions its own responders do not
      /// handle reach the main window's.
      case panel
    }

    /// The kind of place.
    public var kind: Kind
    /// A name for people: the window's title, the view's type, the menu's title; `nil` for the
    /// main menu and anywhere.
    public var name: String?
    /// What tells this place from another of the same name (an Interface Builder object's file
    /// and id); `nil` when the name is unique enough, as a type name is.
    public var identity: String?
    /// The panes of the place the shortcut is in, outermost first; empty for the place's own
    /// content.
    ///
    /// A pane is one of several alternatives only one of which holds at a time: a tab of a tab
    /// view, or a branch of a conditional in code that sets the shortcut (the `if` or the `else`).
    /// Two shortcuts of one place (the main menu and anywhere are one) are live together when
    /// one's panes begin with the other's.
    public var panes: [String]
    /// For a window, what kind of window it is, when kbloc can tell; `nil` for a plain window, a
    /// window it cannot tell, and any other place.
    public var windowKind: WindowKind?

    /// Creates a context.
    public init(
      kind: Kind, name: String? = nil, identity: String? = nil, panes: [String] = [], windowKind: WindowKind? = nil
    ) {
      self.kind = kind
      self.name = name
      self.identity = identity
      self.panes = panes
      self.windowKind = windowKind
    }

    /// Wherever the app is active.
    public static let anywhere = Context(kind: .anywhere)
    /// The menu bar.
    public static let mainMenu = Context(kind: .mainMenu)

    /// One window, panel, sheet, dialog or popover, or a pane of it.
    public static func window(
      _ name: String, identity: String? = nil, panes: [String] = [], kind windowKind: WindowKind? = nil
    ) -> Context {
      Context(kind: .window, name: name, identity: identity, panes: panes, windowKind: windowKind)
    }

    /// One view, named by its type.
    public static func view(_ name: String, identity: String? = nil) -> Context {
      Context(kind: .view, name: name, identity: identity)
    }

    /// A menu that opens on demand.
    public static func menu(_ name: String, identity: String? = nil) -> Context {
      Context(kind: .menu, name: name, identity: identity)
    }

    /// While a condition holds (VS Code's `when`, Zed's `context`), named by its text.
    public static func condition(_ text: String) -> Context {
      Context(kind: .condition, name: text)
    }

    /// Inside a function nothing in the repository calls, named by the function (`installMenu()`).
    public static func neverCalled(_ function: String, identity: String? = nil) -> Context {
      Context(kind: .neverCalled, name: function, identity: identity)
    }

    /// What two contexts of the same kind must share to be the same place: the identity, else
    /// the name.
    var key: String { identity ?? name ?? "" }

    /// Whether the context is live whenever its app is: the main menu, anywhere, or over every app.
    var isAlwaysLive: Bool { kind == .anywhere || kind == .mainMenu || kind == .global }

    /// `main menu`, `anywhere`, `window 'Add Feed'`, `view 'SettingsView'`, `menu 'Tab'`,
    /// `condition 'editorTextFocus'`.
    public var description: String {
      switch kind {
      case .anywhere: return "anywhere"
      case .mainMenu: return "main menu"
      case .global: return "over every app"
      case .window, .view, .menu, .condition, .neverCalled: return "\(kind.rawValue) \((name ?? identity ?? "").quoted)"
      }
    }
  }

  /// What declares a shortcut; the raw values are the names `extract` writes.
  public enum Element: String, Sendable, CaseIterable {
    /// A menu item: listed in its menu and where people look for shortcuts.
    case menuItem = "menu-item"
    /// A button or another control in a window: a dialog's default or cancel button, say. Rules
    /// about menus (a missing title, too many shortcuts) leave buttons out.
    case button
    /// A toolbar item, or a control in one: a button that can mirror a main-menu item of the same
    /// title (one command declared twice). Rules about menus leave it out, as a button.
    case toolbarItem = "toolbar-item"
    /// A key command a responder handles (UIKit's `UIKeyCommand`, a SwiftUI shortcut on no
    /// control kbloc knows).
    case keyCommand = "key-command"
    /// A binding of a keymap: an editor's keymap file, or a keymap in an app's code (CodeMirror,
    /// ProseMirror, Monaco, Mousetrap, a web page's key listener), which the focused editor or page
    /// gets before the menu bar.
    case binding
    /// A view's or window's own handling of key events, which gets only the keys the menu bar and
    /// the key window did not take: AppKit's `keyDown(with:)`, SwiftUI's `onKeyPress`, UIKit's
    /// `pressesBegan(_:with:)`.
    case keyHandler = "key-handler"
    /// A view's `performKeyEquivalent(with:)` override, which the key window's views get before
    /// the menu bar.
    case keyEquivalentHandler = "key-equivalent-handler"
    /// A local event monitor (`NSEvent.addLocalMonitorForEvents`), which sees every key event of
    /// the app before anything else does.
    case eventMonitor = "event-monitor"
    /// A global hotkey, which the system delivers before any app sees the key
    /// (``Context/Kind/global``).
    case globalHotkey = "global-hotkey"
  }

  /// The targets the shortcut ships in, sorted.
  ///
  /// Empty when kbloc knows none (one file read on its own): all such shortcuts belong to the same
  /// app. A file two targets share belongs to each.
  public var targets: [Target]
  /// Where in the targets the shortcut is live.
  public var context: Context
  /// What declares the shortcut; `nil` when unknown.
  public var element: Element?

  /// Creates a scope.
  ///
  /// - Parameters:
  ///   - targets: The targets the shortcut ships in; sorted and made unique.
  ///   - context: Where in them it is live.
  ///   - element: What declares it.
  public init(targets: [Target] = [], context: Context, element: Element? = nil) {
    self.targets = Array(Set(targets)).sorted()
    self.context = context
    self.element = element
  }

  /// Whether the shortcut ships in a test bundle only: a fixture, never live in an app.
  public var isTestOnly: Bool { !targets.isEmpty && targets.allSatisfy { $0.kind == .test } }

  /// The targets, or one unnamed app for a scope without targets.
  ///
  /// What two scopes must share to be live together. A target is its name and kind, so that a
  /// folder no project builds is never taken for the app of the same name.
  var targetKeys: [Target] {
    if targets.isEmpty { return [Target.unnamed] }
    // `targets` is kept sorted and unique by `init`, but it can be set.
    if targets.indices.dropFirst().allSatisfy({ targets[$0 - 1] < targets[$0] }) { return targets }
    return Array(Set(targets)).sorted()
  }

  /// Whether a shortcut in this scope and one in `other` can be live at the same time, so that
  /// the same keys in both conflict.
  ///
  /// They must share a target (or both have none); then both in the main menu or anywhere, both
  /// in the same window, view or menu (in the same pane of a window, or one in a pane and the other
  /// in the window around it), or one in a window, view or condition and the other in the main menu or
  /// anywhere. Within one place — the main menu and anywhere count as one — the panes must meet:
  /// one's begin with the other's. A shortcut in code nothing calls (``Context/Kind/neverCalled``)
  /// is live with nothing.
  /// - Complexity: O(*t* + *p*) in the number of targets and panes.
  public func canBeLive(with other: ShortcutScope) -> Bool {
    guard !Set(targetKeys).isDisjoint(with: other.targetKeys) else { return false }
    let (a, b) = (context, other.context)
    if a.kind == .neverCalled || b.kind == .neverCalled { return false }
    let shorter = min(a.panes.count, b.panes.count)
    let panesMeet = a.panes.prefix(shorter) == b.panes.prefix(shorter)
    if a.kind == .menu || b.kind == .menu { return a.kind == b.kind && a.key == b.key && panesMeet }
    if a.isAlwaysLive && b.isAlwaysLive { return panesMeet }
    if a.isAlwaysLive || b.isAlwaysLive { return true }
    return a.kind == b.kind && a.key == b.key && panesMeet
  }

  /// `Editor: main menu`, `Editor, Editor Lite: window 'Go to Line'`; `main menu` with no target.
  public var description: String {
    targets.isEmpty ? context.description : "\(targets.map(\.name).joined(separator: ", ")): \(context)"
  }
}

extension Optional where Wrapped == ShortcutScope {
  /// Whether shortcuts in scopes `self` and `other` can be live at once; a missing scope (a plain
  /// shortcuts file's entry) can be live with anything.
  func canBeLive(with other: ShortcutScope?) -> Bool {
    guard let self, let other else { return true }
    return self.canBeLive(with: other)
  }
}
