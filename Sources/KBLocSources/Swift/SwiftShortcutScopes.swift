import KBLoc
import SwiftSyntax

/// Where a shortcut declared in Swift is live, from the code around its declaration.
///
/// Going out from the declaration:
/// - inside a `CommandMenu`, `CommandGroup` or `.commands { }`, in a type that conforms to
///   `Commands`, in UIKit's `buildMenu(with:)`, or in code that is clearly about the menu bar (a
///   function or type whose name says main menu or menu bar and that builds no status item —
///   `NSStatusBar`, `NSStatusItem`, `statusItem` — or a function that sets `mainMenu`): the main
///   menu;
/// - inside `.contextMenu { }`, a SwiftUI `Menu { }` or a `MenuBarExtra { }` (a status item's
///   menu): a menu of its own;
/// - inside `.toolbar { }`, `ToolbarItem` or `ToolbarItemGroup`: a toolbar item of the view;
/// - inside the content of `.sheet`, `.popover`, `.alert`, `.confirmationDialog`,
///   `.fullScreenCover` or `.inspector`: a window of its own;
/// - otherwise, for an AppKit menu item, the menus the enclosing type builds; for anything else
///   the view (or responder) the enclosing type is, named by its type; `anywhere` at the top level.
///
/// A view type shown in the menu bar (instantiated inside one of those) is recorded in the
/// reading's ``SourceReading/menuBarTypes``; a scan puts its shortcuts in the main menu.
struct SwiftShortcutScopes {
  /// What kind of API declares a shortcut.
  enum API {
    /// SwiftUI's `.keyboardShortcut`, on a control.
    case swiftUI
    /// UIKit's `UIKeyCommand`.
    case keyCommand
    /// AppKit's `NSMenuItem`.
    case menuItem
  }

  /// Calls whose content is the menu bar.
  static let mainMenuCalls: Set<String> = ["CommandMenu", "CommandGroup", "commands"]
  /// Calls whose content is a menu that opens on demand.
  static let menuCalls: Set<String> = ["contextMenu", "Menu", "MenuBarExtra"]
  /// Calls whose content is a toolbar: a control there is a toolbar item.
  static let toolbarCalls: Set<String> = ["toolbar", "ToolbarItem", "ToolbarItemGroup"]
  /// Modifiers whose content is shown in a window of its own.
  static let windowCalls: Set<String> = [
    "sheet", "popover", "alert", "confirmationDialog", "fullScreenCover", "inspector",
  ]
  /// The kind of window each of ``windowCalls`` shows, where it is one the key order knows.
  static let windowKinds: [String: ShortcutScope.Context.WindowKind] = [
    "sheet": .sheet, "fullScreenCover": .sheet, "alert": .alert, "confirmationDialog": .alert,
  ]

  /// The file the declarations are in.
  let file: String
  /// Its lines, to tell places apart.
  let lines: LineTable
  /// Whether each function body searched mentions `mainMenu`: each body is searched once.
  private var mentionsOfMainMenu: [SyntaxIdentifier: Bool] = [:]
  /// Whether each function or type searched names a status item: each is searched once.
  private var statusItemMentions: [SyntaxIdentifier: Bool] = [:]

  init(file: String, lines: LineTable) {
    self.file = file
    self.lines = lines
  }

  /// The scope of a shortcut declared by `node` (the call that declares it).
  /// - Complexity: O(*d*) for a declaration *d* syntax nodes deep, plus, once per function, the
  ///   tokens of the function holding it.
  mutating func scope(of node: some SyntaxProtocol, api: API) -> ShortcutScope {
    var child = Syntax(node)
    var place: ShortcutScope.Context?
    var typeName: String?
    var isMainMenu = false
    var isInToolbar = false
    while let parent = child.parent {
      defer { child = parent }
      if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != child.id,
        let name = Self.calledName(call)
      {
        let line = lines.position(ofOffset: call.positionAfterSkippingLeadingTrivia.utf8Offset).line
        if Self.mainMenuCalls.contains(name) {
          isMainMenu = true
        } else if place == nil, Self.toolbarCalls.contains(name) {
          isInToolbar = true
        } else if place == nil, Self.menuCalls.contains(name) {
          let title = call.arguments.first.flatMap { $0.label == nil ? Self.literal($0.expression) : nil }
          let kind = name == "contextMenu" ? "context menu" : name == "Menu" ? "menu" : "menu bar extra"
          place = .menu(title ?? kind, identity: "\(file):\(line)")
        } else if place == nil, Self.windowCalls.contains(name) {
          place = .window(name, identity: "\(file):\(line)", kind: Self.windowKinds[name])
        }
      } else if let function = parent.as(FunctionDeclSyntax.self) {
        let name = function.name.text
        if name == "buildMenu" || function.body.map({ mentionsMainMenu($0) }) == true
          || Self.saysMainMenu(name) && !buildsStatusItem(Syntax(function))
        {
          isMainMenu = true
        }
      } else if let name = Self.typeName(of: parent) {
        if typeName == nil { typeName = name }
        if Self.conformsToCommands(parent) || Self.saysMainMenu(name) && !buildsStatusItem(parent) {
          isMainMenu = true
        }
      }
    }
    let element: ShortcutScope.Element =
      switch api {
      case .keyCommand: .keyCommand
      case .menuItem: .menuItem
      case .swiftUI: isMainMenu || place?.kind == .menu ? .menuItem : isInToolbar ? .toolbarItem : .button
      }
    if isMainMenu { return ShortcutScope(context: .mainMenu, element: element) }
    if var place {
      if let typeName { place.name = "\(place.name ?? "") in \(typeName)" }
      return ShortcutScope(context: place, element: element)
    }
    guard let typeName else { return ShortcutScope(context: .anywhere, element: element) }
    let context: ShortcutScope.Context =
      api == .menuItem ? .menu("menus of \(typeName)", identity: typeName) : .view(typeName)
    return ShortcutScope(context: context, element: element)
  }

  /// The words a file that shows views in the menu bar has, as UTF-8 bytes.
  static let menuBarNeedles = ["CommandMenu", "CommandGroup", ".commands", ": Commands", ", Commands"].map {
    Array($0.utf8)
  }

  /// Whether a file's text names a menu bar container at all (``menuBarNeedles``); when it does
  /// not, no call in it is in the menu bar.
  /// - Complexity: O(*n*) in the length of the text, for each of five words.
  static func mayShowViewsInMenuBar(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { ByteSearch.contains(anyOf: menuBarNeedles, in: $0) }
  }

  /// Whether `node` is in the menu bar: inside `.commands`, `CommandMenu` or `CommandGroup`, or
  /// in a type that conforms to `Commands`.
  /// - Complexity: O(*d*) for a node *d* syntax nodes deep.
  func isInMenuBar(_ node: some SyntaxProtocol) -> Bool {
    var child = Syntax(node)
    while let parent = child.parent {
      defer { child = parent }
      if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != child.id,
        let name = Self.calledName(call), Self.mainMenuCalls.contains(name)
      {
        return true
      }
      if Self.conformsToCommands(parent) { return true }
    }
    return false
  }

  /// The action of a `UIKeyCommand(action:)` or `NSMenuItem(action:)` written as `#selector(…)`:
  /// the Objective-C selector when it can be told (`paste(_:)` is `paste:`), else the text.
  static func action(of call: FunctionCallExprSyntax) -> String? {
    call.arguments.first(where: { $0.label?.text == "action" }).flatMap { selector($0.expression) }
  }

  /// The Objective-C selector a `#selector(…)` names (`paste(_:)` is `paste:`), else its text;
  /// a selector written as a string (`"paste:"`, `Selector("paste:")`,
  /// `NSSelectorFromString("paste:")`, as helpers that make key commands take it); `nil` for
  /// another expression.
  static func selector(_ argument: ExprSyntax) -> String? {
    if let text = selectorLiteral(argument) { return text }
    guard let selector = argument.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
      let inner = selector.arguments.first?.expression
    else { return nil }
    // `Type.name(_:)` is `name(_:)`: the selector does not name the type.
    guard let name = inner.as(DeclReferenceExprSyntax.self) ?? inner.as(MemberAccessExprSyntax.self)?.declName else {
      return inner.trimmedDescription
    }
    let base = name.baseName.text
    guard let labels = name.argumentNames?.arguments.map(\.name.text) else { return base }
    return labels == ["_"] ? base + ":" : base + "(" + labels.map { $0 + ":" }.joined() + ")"
  }

  /// What names a selector: the argument of `Selector(…)` or `NSSelectorFromString(…)`, else
  /// `argument` itself.
  static func selectorName(_ argument: ExprSyntax) -> ExprSyntax {
    guard let call = argument.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
      let name = calledName(call), name == "Selector" || name == "NSSelectorFromString",
      let inner = call.arguments.first?.expression
    else { return argument }
    return inner
  }

  /// A selector's name written as a string literal, bare or in `Selector(…)` or
  /// `NSSelectorFromString(…)`: letters, digits, `_` and `:`, not starting with a digit.
  static func selectorLiteral(_ argument: ExprSyntax) -> String? {
    guard let text = literal(selectorName(argument)), let first = text.unicodeScalars.first,
      !("0"..."9").contains(first),
      text.unicodeScalars.allSatisfy({
        $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == ":"
      })
    else { return nil }
    return text
  }

  /// The name a call calls: `Menu` for `Menu(…)`, `contextMenu` for `.contextMenu(…)`.
  static func calledName(_ call: FunctionCallExprSyntax) -> String? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }

  /// The name of a type or extension; `nil` for any other node.
  /// - Complexity: O(1), by the node's kind: no dynamic cast to a protocol.
  static func typeName(of declaration: Syntax) -> String? {
    switch declaration.kind {
    case .structDecl: return declaration.as(StructDeclSyntax.self)?.name.text
    case .classDecl: return declaration.as(ClassDeclSyntax.self)?.name.text
    case .enumDecl: return declaration.as(EnumDeclSyntax.self)?.name.text
    case .actorDecl: return declaration.as(ActorDeclSyntax.self)?.name.text
    case .extensionDecl: return declaration.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
    default: return nil
    }
  }

  /// Whether a type or extension declares a conformance to SwiftUI's `Commands`.
  static func conformsToCommands(_ declaration: Syntax) -> Bool {
    let clause: InheritanceClauseSyntax? =
      switch declaration.kind {
      case .structDecl: declaration.as(StructDeclSyntax.self)?.inheritanceClause
      case .classDecl: declaration.as(ClassDeclSyntax.self)?.inheritanceClause
      case .enumDecl: declaration.as(EnumDeclSyntax.self)?.inheritanceClause
      case .actorDecl: declaration.as(ActorDeclSyntax.self)?.inheritanceClause
      case .extensionDecl: declaration.as(ExtensionDeclSyntax.self)?.inheritanceClause
      default: nil
      }
    return clause?.inheritedTypes.contains {
      $0.type.as(IdentifierTypeSyntax.self)?.name.tokenKind == .identifier("Commands")
        || $0.type.as(MemberTypeSyntax.self)?.name.tokenKind == .identifier("Commands")
    } ?? false
  }

  /// Whether a name says main menu or menu bar: `MainMenu`, `buildMainMenu`, `MenuBarBuilder`.
  static func saysMainMenu(_ name: String) -> Bool {
    var lowered = name.lowercased()
    return lowered.withUTF8 { ByteSearch.contains(anyOf: mainMenuNameNeedles, in: $0) }
  }

  /// What a name that says main menu or menu bar holds, lowercased, as UTF-8 bytes.
  static let mainMenuNameNeedles = [Array("mainmenu".utf8), Array("menubar".utf8)]

  /// The names that say a status item, the menu bar extra whose menu opens on demand.
  static let statusItemNames: Set<String> = ["NSStatusBar", "NSStatusItem", "statusItem"]

  /// Whether a function or type names a status item (`NSStatusBar.system.statusItem(…)`): a
  /// `Menubar` class that builds one builds the status item's menu, not the main menu.
  mutating func buildsStatusItem(_ declaration: Syntax) -> Bool {
    Self.mentions(Self.statusItemNames, in: declaration, memo: &statusItemMentions)
  }

  /// Whether a function's body mentions `mainMenu` (`NSApp.mainMenu = menu`).
  mutating func mentionsMainMenu(_ body: CodeBlockSyntax) -> Bool {
    Self.mentions(["mainMenu"], in: Syntax(body), memo: &mentionsOfMainMenu)
  }

  /// Whether `node` holds an identifier of `names`, searched once per node (`memo`).
  private static func mentions(
    _ names: Set<String>, in node: Syntax, memo: inout [SyntaxIdentifier: Bool]
  ) -> Bool {
    if let known = memo[node.id] { return known }
    let found = node.tokens(viewMode: .sourceAccurate).contains {
      if case .identifier(let name) = $0.tokenKind { return names.contains(name) }
      return false
    }
    memo[node.id] = found
    return found
  }

  /// A string literal's value, or `nil` for another expression.
  static func literal(_ expression: ExprSyntax) -> String? {
    expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
  }
}
