/// A menu item role of Electron (`{ role: 'undo' }`): its default label, accelerator and, for the
/// menu roles, submenu, per platform.
///
/// The table is Electron's own (`lib/browser/api/menu-item-roles.ts`, as of electron/electron
/// 01ba3b8): an item with a role and no `accelerator` (or `undefined`, `null`) gets the role's;
/// `accelerator: ''` takes it away. Roles are matched in any case, as Electron lowercases them.
/// The macOS-only roles (`hide`, `hideOthers`) give their accelerator on macOS only. Labels that
/// hold the app's name there (`About ${app.name}`, `Hide ${app.name}`, `Quit ${app.name}`) are
/// the words alone.
///
/// ```swift
/// ElectronRole.named("Redo")?.accelerators   // [(.windows, "Control+Y"), ([.mac, .linux], "Shift+CommandOrControl+Z")]
/// ```
struct ElectronRole {
  /// The label, per platform.
  let labels: [(SourcePlatforms, String)]
  /// The default accelerator, per platform; none where no entry covers a platform.
  let accelerators: [(SourcePlatforms, String)]
  /// The roles of the default submenu of a menu role (`editMenu`), lowercased, per platform.
  let submenu: [(SourcePlatforms, [String])]

  init(
    _ label: String, labels: [(SourcePlatforms, String)] = [], accelerator: String? = nil,
    accelerators: [(SourcePlatforms, String)] = [], submenu: [(SourcePlatforms, [String])] = []
  ) {
    self.labels = labels.isEmpty ? [(.all, label)] : labels
    self.accelerators = accelerator.map { [(.all, $0)] } ?? accelerators
    self.submenu = submenu
  }

  /// The role called `name`, in any case; `nil` for a role Electron's table does not list.
  static func named(_ name: String) -> ElectronRole? { table[name.lowercased()] }

  private static let notMac: SourcePlatforms = [.windows, .linux]

  /// Electron's roles, by their lowercased names.
  static let table: [String: ElectronRole] = [
    "about": ElectronRole("About"),
    "close": ElectronRole(
      "Close", labels: [(.mac, "Close Window"), (notMac, "Close")], accelerator: "CommandOrControl+W"),
    "copy": ElectronRole("Copy", accelerator: "CommandOrControl+C"),
    "cut": ElectronRole("Cut", accelerator: "CommandOrControl+X"),
    "delete": ElectronRole("Delete"),
    "forcereload": ElectronRole("Force Reload", accelerator: "Shift+CmdOrCtrl+R"),
    "front": ElectronRole("Bring All to Front"),
    "help": ElectronRole("Help"),
    "hide": ElectronRole("Hide", accelerators: [(.mac, "Command+H")]),
    "hideothers": ElectronRole("Hide Others", accelerators: [(.mac, "Command+Alt+H")]),
    "minimize": ElectronRole("Minimize", accelerator: "CommandOrControl+M"),
    "paste": ElectronRole("Paste", accelerator: "CommandOrControl+V"),
    "pasteandmatchstyle": ElectronRole(
      "Paste and Match Style", accelerators: [(.mac, "Cmd+Option+Shift+V"), (notMac, "Shift+CommandOrControl+V")]),
    "quit": ElectronRole(
      "Quit", labels: [([.mac, .linux], "Quit"), (.windows, "Exit")],
      accelerators: [([.mac, .linux], "CommandOrControl+Q")]),
    "redo": ElectronRole(
      "Redo", accelerators: [(.windows, "Control+Y"), ([.mac, .linux], "Shift+CommandOrControl+Z")]),
    "reload": ElectronRole("Reload", accelerator: "CmdOrCtrl+R"),
    "resetzoom": ElectronRole("Actual Size", accelerator: "CommandOrControl+0"),
    "selectall": ElectronRole("Select All", accelerator: "CommandOrControl+A"),
    "services": ElectronRole("Services"),
    "recentdocuments": ElectronRole("Open Recent"),
    "clearrecentdocuments": ElectronRole("Clear Menu"),
    "showsubstitutions": ElectronRole("Show Substitutions"),
    "togglesmartquotes": ElectronRole("Smart Quotes"),
    "togglesmartdashes": ElectronRole("Smart Dashes"),
    "toggletextreplacement": ElectronRole("Text Replacement"),
    "startspeaking": ElectronRole("Start Speaking"),
    "stopspeaking": ElectronRole("Stop Speaking"),
    "toggledevtools": ElectronRole(
      "Toggle Developer Tools", accelerators: [(.mac, "Alt+Command+I"), (notMac, "Ctrl+Shift+I")]),
    "togglefullscreen": ElectronRole(
      "Toggle Full Screen", accelerators: [(.mac, "Control+Command+F"), (notMac, "F11")]),
    "undo": ElectronRole("Undo", accelerator: "CommandOrControl+Z"),
    "unhide": ElectronRole("Show All"),
    "window": ElectronRole("Window"),
    "zoom": ElectronRole("Zoom"),
    "zoomin": ElectronRole("Zoom In", accelerator: "CommandOrControl+Plus"),
    "zoomout": ElectronRole("Zoom Out", accelerator: "CommandOrControl+-"),
    "togglespellchecker": ElectronRole("Check Spelling While Typing"),
    "appmenu": ElectronRole(
      "App", submenu: [(.all, ["about", "services", "hide", "hideothers", "unhide", "quit"])]),
    "filemenu": ElectronRole("File", submenu: [(.mac, ["close"]), (notMac, ["quit"])]),
    "editmenu": ElectronRole(
      "Edit",
      submenu: [
        (
          .mac,
          [
            "undo", "redo", "cut", "copy", "paste", "pasteandmatchstyle", "delete", "selectall", "showsubstitutions",
            "togglesmartquotes", "togglesmartdashes", "toggletextreplacement", "startspeaking", "stopspeaking",
          ]
        ),
        (notMac, ["undo", "redo", "cut", "copy", "paste", "delete", "selectall"]),
      ]),
    "viewmenu": ElectronRole(
      "View",
      submenu: [
        (.all, ["reload", "forcereload", "toggledevtools", "resetzoom", "zoomin", "zoomout", "togglefullscreen"])
      ]),
    "windowmenu": ElectronRole(
      "Window", submenu: [(.mac, ["minimize", "zoom", "front"]), (notMac, ["minimize", "zoom", "close"])]),
    "sharemenu": ElectronRole("Share"),
  ]
}
