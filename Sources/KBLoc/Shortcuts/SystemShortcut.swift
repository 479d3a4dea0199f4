/// A shortcut macOS itself takes in every app, as System Settings › Keyboard › Keyboard Shortcuts
/// sets it out of the box: while it is on, no app ever sees the key.
///
/// The table keeps each shortcut's source and whether it is on by default; the lint rule
/// `global-hotkey-takes-shortcut` reads it.
///
/// ```swift
/// SystemShortcut.macOS.first { $0.shortcut.description == "Control-Up Arrow" }?.name   // "Mission Control"
/// ```
public struct SystemShortcut: Sendable, Hashable {
  /// The shortcut.
  public let shortcut: Shortcut
  /// What it does, as System Settings names it.
  public let name: String
  /// Whether it is on in a new user account.
  public let isOnByDefault: Bool
  /// Where the shortcut and its default are documented.
  public let source: String

  /// Creates a row from its parts.
  public init(shortcut: Shortcut, name: String, isOnByDefault: Bool, source: String) {
    self.shortcut = shortcut
    self.name = name
    self.isOnByDefault = isOnByDefault
    self.source = source
  }

  /// Apple's support article "Mac keyboard shortcuts" (HT201236).
  static let supportPage = "Apple, Mac keyboard shortcuts (HT201236)"
  /// The defaults of System Settings › Keyboard › Keyboard Shortcuts, as a new account has them.
  static let settings = "System Settings › Keyboard › Keyboard Shortcuts, defaults"

  /// The shortcuts of macOS (13 and later) that a global hotkey would take from it.
  public static let macOS: [SystemShortcut] = rows.compactMap { keys, name, on, source in
    (try? Shortcut(parsing: keys)).map { SystemShortcut(shortcut: $0, name: name, isOnByDefault: on, source: source) }
  }

  /// `keys`, `name`, on by default, source.
  static let rows: [(String, String, Bool, String)] = [
    ("Control-Up Arrow", "Mission Control", true, settings + " › Mission Control"),
    ("Control-Down Arrow", "Application windows", true, settings + " › Mission Control"),
    ("Control-Left Arrow", "Move left a space", true, settings + " › Mission Control"),
    ("Control-Right Arrow", "Move right a space", true, settings + " › Mission Control"),
    ("Control-1", "Switch to Desktop 1", false, settings + " › Mission Control"),
    ("Control-2", "Switch to Desktop 2", false, settings + " › Mission Control"),
    ("Control-Space", "Select the previous input source", true, settings + " › Input Sources"),
    ("Control-Option-Space", "Select next source in Input menu", true, settings + " › Input Sources"),
    ("Shift-Command-3", "Save picture of screen as a file", true, settings + " › Screenshots; " + supportPage),
    (
      "Control-Shift-Command-3", "Copy picture of screen to the clipboard", true,
      settings + " › Screenshots; " + supportPage
    ),
    ("Shift-Command-4", "Save picture of selected area as a file", true, settings + " › Screenshots; " + supportPage),
    (
      "Control-Shift-Command-4", "Copy picture of selected area to the clipboard", true,
      settings + " › Screenshots; " + supportPage
    ),
    ("Shift-Command-5", "Screenshot and recording options", true, settings + " › Screenshots; " + supportPage),
    ("Command-Space", "Show Spotlight search", true, settings + " › Spotlight; " + supportPage),
    ("Option-Command-Space", "Show Finder search window", true, settings + " › Spotlight; " + supportPage),
    ("Option-Command-8", "Turn zoom on or off", false, settings + " › Accessibility; " + supportPage),
    ("Option-Command-=", "Zoom in", false, settings + " › Accessibility; " + supportPage),
    ("Option-Command--", "Zoom out", false, settings + " › Accessibility; " + supportPage),
    ("Option-Command-F5", "Show Accessibility controls", true, settings + " › Accessibility; " + supportPage),
    ("Option-Command-D", "Turn Dock hiding on/off", true, settings + " › Launchpad & Dock; " + supportPage),
    ("Command-Tab", "Switch apps", true, supportPage),
    ("Shift-Command-Tab", "Switch apps backwards", true, supportPage),
    ("Option-Command-Esc", "Force Quit", true, supportPage),
    ("Control-Command-Q", "Lock Screen", true, supportPage),
    ("Shift-Command-Q", "Log Out", true, supportPage),
    ("Control-Command-Space", "Show the Character Viewer", true, supportPage),
    ("Shift-Command-/", "Show Help menu", true, settings + " › App Shortcuts › All Applications"),
    ("Control-F2", "Move focus to the menu bar", true, settings + " › Keyboard"),
    ("Control-F3", "Move focus to the Dock", true, settings + " › Keyboard"),
    ("Command-F5", "Turn VoiceOver on or off", true, settings + " › Accessibility; " + supportPage),
    ("F11", "Show Desktop", true, settings + " › Mission Control"),
  ]
}
