extension ShortcutScope {
  /// The step of a key press's way at which a declaration can take the key (docs/scopes.md, "The
  /// key order"): a key taken at one stage never reaches a later one.
  ///
  /// ```swift
  /// ShortcutScope(context: .mainMenu, element: .menuItem).stage       // .menuBar
  /// ShortcutScope(context: .window("Find"), element: .button).stage   // .keyWindow
  /// ShortcutScope(context: .view("Canvas"), element: .keyHandler).stage // .firstResponder
  /// ```
  public enum Stage: Int, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    /// A global hotkey: the system delivers it before any app sees the key.
    case system = 1
    /// A local event monitor: it sees each key event of the app before anything else.
    case monitor
    /// The key window's views and controls, UIKit's key commands on the focused responders, a
    /// focused web page or editor: before the menu bar.
    case keyWindow
    /// The menu bar: what no view of the key window took.
    case menuBar
    /// The first responder's own key handling (`keyDown(with:)`, `onKeyPress`): what neither the key
    /// window nor the menu bar took.
    case firstResponder

    /// Orders stages by when they get the key.
    public static func < (lhs: Stage, rhs: Stage) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `global hotkey`, `event monitor`, `key window`, `menu bar`, `key handler`.
    public var description: String {
      switch self {
      case .system: "global hotkey"
      case .monitor: "event monitor"
      case .keyWindow: "key window"
      case .menuBar: "menu bar"
      case .firstResponder: "key handler"
      }
    }
  }

  /// The stage at which a shortcut in this scope can take its key.
  ///
  /// A global hotkey, an event monitor and a key handler have their own stages whatever their
  /// place. Otherwise the main menu's declarations are the menu bar's, and so are the items of a
  /// menu that opens on demand (which conflict only among themselves) and the declarations of an
  /// app's code kbloc cannot place (`anywhere`); everything else in a window, view or condition —
  /// controls, key commands, `performKeyEquivalent(with:)` overrides, keymap bindings, the items of
  /// a window's own menu — is the key window's. An editor's keymap file, an app of its own, holds
  /// bindings only: one stage.
  public var stage: Stage {
    if element == .globalHotkey || context.kind == .global { return .system }
    switch element {
    case .eventMonitor: return .monitor
    case .keyHandler: return .firstResponder
    default: break
    }
    switch context.kind {
    case .mainMenu: return .menuBar
    case .menu: return element == .menuItem || element == nil ? .menuBar : .keyWindow
    case .anywhere: return element == .binding ? .keyWindow : .menuBar
    default: return .keyWindow
    }
  }
}

extension ShortcutDefinition {
  /// The stage at which the shortcut can take its key; the menu bar's for a shortcut with no scope
  /// (an entry of a plain shortcuts file), which is what the entries of such a file were always
  /// compared as.
  ///
  /// A focused page's or editor's binding (a `binding` in a view) without ⌘ comes after the menu
  /// bar: a web view gets
  /// only ⌘ combinations before the menus (Chromium's `performKeyEquivalent:` gives the page the
  /// key equivalents with Command and returns the others, which reach the page through
  /// `keyDown:`), so a main-menu item on plain Esc takes it before the page's listener.
  public var stage: ShortcutScope.Stage {
    guard let scope else { return .menuBar }
    let stage = scope.stage
    if stage == .keyWindow, scope.element == .binding, scope.context.kind == .view,
      !shortcut.modifiers.contains(.command)
    {
      return .firstResponder
    }
    return stage
  }

  /// Whether the shortcut is a dialog's cancel or default button, or one of an alert's buttons.
  ///
  /// An alert's buttons are its choices, whatever their keys. Elsewhere it is a button on Esc, ⌘.,
  /// Return or Enter with no other modifier: AppKit gives the key window's button with such a key
  /// equivalent
  /// the cancel or default role, so it takes those keys in its window by the platform's design
  /// (docs/scopes.md, "The key order"): it is never in conflict with a menu item or a key handler.
  public var isDialogButton: Bool {
    guard let scope, let element = scope.element, element == .button || element == .toolbarItem else { return false }
    if scope.context.windowKind == .alert { return true }
    let modifiers = shortcut.modifiers
    switch shortcut.trigger {
    case .named(.escape), .named(.return): return modifiers.isEmpty
    case .physical(let key): return key.name == "KPEN" && modifiers.isEmpty
    case .character("."): return modifiers == .command
    default: return false
    }
  }
}
