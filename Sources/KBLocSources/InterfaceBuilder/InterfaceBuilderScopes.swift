import KBLoc

/// Where each key equivalent of an Interface Builder document is live, what declares it, the action
/// it sends and the title to fall back on — one pass over the document.
///
/// - The main menu (`<menu systemMenu="main">`, a storyboard application's `<menu key="mainMenu">`,
///   or the menu an `<outlet property="mainMenu">` names) and everything in it: the main menu.
/// - A pop-up button's menu in a window: that window, whose key equivalents its items are while the
///   window is key.
/// - Any other menu (a context menu, the Dock menu, a pop-up button's menu outside a window) and its
///   submenus: a menu of its own, named by its title (else its label, else the control it belongs
///   to).
/// - Everything else in one top-level object of a `.xib` (a window, panel, view or view
///   controller) or one scene of a `.storyboard`: that window, named by its title, label or class,
///   else the file's name; told apart from others by the file and its object id. Each tab of a tab
///   view (`tabViewItem`) is a pane of the window: only one shows at a time.
///
/// A `menuItem` is a menu item; any other element (a button's cell, a segmented control) a button,
/// or a toolbar item inside a `toolbarItem`.
/// The action is the `<action selector=…>` connection of the element or of the control holding it;
/// the fallback title the control's tool tip, else its accessibility description.
struct InterfaceBuilderScopes {
  /// What is known of one element with a key equivalent.
  struct Entry {
    var context: ShortcutScope.Context
    var element: ShortcutScope.Element
    var action: String?
    var fallbackTitle: String?
  }

  /// The entry of each element with a key equivalent, by the element's place.
  private(set) var entries: [SourcePosition: Entry] = [:]
  let file: String
  /// The file's name without its folder and extension: `MainMenu` for `Base.lproj/MainMenu.xib`.
  let stem: String
  /// The ids of menus that outlets name as the main menu.
  var mainMenuIDs: Set<String> = []

  init(_ tree: XMLTree, file: String) {
    self.file = file
    let name = file.split(separator: "/").last.map(String.init) ?? file
    stem = name.split(separator: ".").first.map(String.init) ?? name
    collectMainMenuOutlets(tree.root, depth: 0)
    visit(tree.root, context: nil, parents: [])
  }

  /// The scope of `element`, for a definition the reader makes.
  func scope(of element: XMLTree.Element) -> ShortcutScope? {
    entries[element.position].map { ShortcutScope(context: $0.context, element: $0.element) }
  }

  /// The deepest nesting followed; deeper elements stay in their ancestor's place.
  static let maximumDepth = 512

  private mutating func collectMainMenuOutlets(_ element: XMLTree.Element, depth: Int) {
    guard depth < Self.maximumDepth else { return }
    if element.name == "outlet", element["property"] == "mainMenu", let destination = element["destination"] {
      mainMenuIDs.insert(destination)
    }
    for child in element.children { collectMainMenuOutlets(child, depth: depth + 1) }
  }

  private mutating func visit(_ element: XMLTree.Element, context: ShortcutScope.Context?, parents: [XMLTree.Element]) {
    guard parents.count < Self.maximumDepth else { return }
    var context = context
    if element.name == "menu" {
      if element["systemMenu"] == "main" || element["key"] == "mainMenu"
        || element["id"].map(mainMenuIDs.contains) == true
      {
        context = .mainMenu
      } else if context?.kind == .window, parents.contains(where: { Self.popUpElements.contains($0.name) }) {
        // A pop-up button's menu: the button answers its items' key equivalents while its window
        // is key (NSView passes key equivalents down the view hierarchy, "including contextual
        // and pop-up menus": Cocoa Event Handling Guide), so they are the window's.
      } else if context?.kind != .mainMenu, context?.kind != .menu {
        let owner = parents.last.flatMap { $0["title"] ?? $0["userLabel"] }
        context = .menu(
          Self.meaningful(element["title"]) ?? Self.meaningful(element["userLabel"]) ?? owner ?? "\(stem) menu",
          identity: "\(file)#\(element["id"] ?? "\(element.position)")")
      }
    } else if element.name == "tabViewItem", var window = context, window.kind == .window {
      // One tab of a tab view shows at a time: a pane of the window.
      window.panes.append(element["id"] ?? "\(element.position)")
      if let label = Self.meaningful(element["label"]) { window.name = "\(window.name ?? stem) › \(label)" }
      context = window
    } else if context == nil, isTopLevel(element, parents: parents) {
      context = .window(
        windowName(element) ?? stem,
        identity: "\(file)#\(element["id"] ?? element["sceneID"] ?? "\(element.position)")",
        kind: Self.isPanel(element) ? .panel : nil)
    }
    // Items without a key too: code may give one through an outlet (``InterfaceBuilderOutlet``).
    if element.attribute("keyEquivalent") != nil || Self.itemElements.contains(element.name)
      || element.children.contains(where: { $0.name == "string" && $0["key"] == "keyEquivalent" })
    {
      let control = parents.last
      entries[element.position] = Entry(
        context: context ?? .window(stem, identity: file),
        element: element.name == "menuItem"
          ? .menuItem : parents.contains { $0.name == "toolbarItem" } ? .toolbarItem : .button,
        action: Self.action(of: element) ?? control.flatMap(Self.action(of:)),
        fallbackTitle: Self.fallbackTitle(of: element) ?? control.flatMap(Self.fallbackTitle(of:)))
    }
    let inner = parents + [element]
    for child in element.children { visit(child, context: context, parents: inner) }
  }

  /// The elements of a pop-up button, whose menu's items are live while its window is key.
  static let popUpElements: Set<String> = ["popUpButton", "popUpButtonCell"]

  /// The elements that are menu items or buttons, whether or not they declare a key equivalent.
  static let itemElements: Set<String> = ["menuItem", "button", "buttonCell", "popUpButton", "popUpButtonCell"]

  /// Whether `element` is a top-level object of a `.xib` (a child of the document's `<objects>`)
  /// or a storyboard's `<scene>`.
  func isTopLevel(_ element: XMLTree.Element, parents: [XMLTree.Element]) -> Bool {
    if element.name == "scene" { return true }
    guard let parent = parents.last, parent.name == "objects" else { return false }
    return parents.count == 2 && parents[0].name == "document"
  }

  /// A window's name: its title, label or class; for a scene, its controller's.
  func windowName(_ element: XMLTree.Element) -> String? {
    if element.name == "scene" {
      let objects = element.children.first { $0.name == "objects" }?.children ?? []
      let controller = objects.first { $0["sceneMemberID"] == "viewController" } ?? objects.first
      guard let controller else { return nil }
      let window = controller.children.first { $0.name == "window" }
      return window.flatMap { Self.meaningful($0["title"]) } ?? windowName(controller)
        ?? Self.meaningful(controller["storyboardIdentifier"])
    }
    return Self.meaningful(element["title"]) ?? Self.meaningful(element["userLabel"])
      ?? Self.meaningful(element["customClass"])
  }

  /// Whether a top-level `window` element is a panel: an `NSPanel` (or a class named as one), or a
  /// window with a utility or HUD style.
  static func isPanel(_ element: XMLTree.Element) -> Bool {
    guard element.name == "window" else { return false }
    if element["customClass"]?.hasSuffix("Panel") == true { return true }
    let style = element.children.first { $0.name == "windowStyleMask" }
    return style?["utility"] == "YES" || style?["HUD"] == "YES"
  }

  /// The selector of the element's `<action>` connection.
  static func action(of element: XMLTree.Element) -> String? {
    element.children.first { $0.name == "connections" }?.children.first { $0.name == "action" }?["selector"]
  }

  /// The element's tool tip, else its accessibility description.
  static func fallbackTitle(of element: XMLTree.Element) -> String? {
    meaningful(element["toolTip"])
      ?? meaningful(element.children.first { $0.name == "accessibility" }?["description"])
  }

  /// `text`, unless it is missing or only spaces.
  static func meaningful(_ text: String?) -> String? {
    guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
    return text
  }
}
