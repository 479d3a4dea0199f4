import KBLoc
import SwiftSyntax

/// A function of the sources that declares shortcuts and that only code of the repository can
/// call: when nothing in the repository names it, its shortcuts are never live.
///
/// Only functions a framework cannot call by convention are kept: not an `override`, not an
/// `@IBAction` or `@IBSegueAction`, not `public` or `open` (another module may call it), not a
/// protocol's requirement or a function with an Objective-C name of its own (`@objc(name)`), and
/// not named as Apple's frameworks name the methods they call on delegates, data sources and
/// representables (`applicationDidFinishLaunching`, `menuNeedsUpdate`, `makeNSView`,
/// `validateMenuItem` — ``frameworkWords``). An initializer, an accessor and a closure are never
/// such functions. In doubt, a function is live.
///
/// ```swift
/// // Menu.swift: installStandaloneMenuItem() holds NSMenuItem(title: "New Window", …, keyEquivalent: "N")
/// DeclaringFunction.functions(in: tree, definitions: reading.definitions, lines: lines, file: "Menu.swift")
/// // [0: DeclaringFunction(name: "installStandaloneMenuItem", file: "Menu.swift", line: 3)]
/// ```
struct DeclaringFunction: Sendable, Hashable {
  /// The function's base name, as a call, a `#selector` or a string names it.
  var name: String
  /// The file of its declaration.
  var file: String
  /// The line of its declaration: with the file, what tells two functions of one name apart.
  var line: Int

  /// The function as people read it: `installMenu()`.
  var display: String { name + "()" }

  /// The first words (lowercased) of the names Apple's frameworks give the methods they call on
  /// an app's objects — delegates, data sources, representables, responders, life-cycle methods —
  /// which code of the app never names.
  static let frameworkWords: Set<String> = [
    "accepts", "accessibility", "alert", "animation", "application", "awake", "become", "body", "browser",
    "build", "can", "collection", "color", "combo", "control", "data", "dealloc", "did", "dismantle", "document",
    "draw", "drawer", "encode", "flags", "font", "gesture", "handle", "image", "init", "initialize", "key",
    "layout", "load", "main", "make", "menu", "menus", "mouse", "navigation", "number", "observe", "outline",
    "page", "panel", "path", "perform", "popover", "prepare", "presses", "print", "receive", "resign",
    "responds", "restore", "rule", "scene", "scroll", "search", "sheet", "should", "size", "sound", "speech",
    "split", "stream", "supplemental", "tab", "table", "text", "token", "toolbar", "touches", "update", "url",
    "user", "validate", "view", "web", "will", "window", "windows",
  ]

  /// Whether Apple's frameworks may call a method of this name by convention: its first word is
  /// one of ``frameworkWords``.
  static func mayBeCalledByFramework(_ name: String) -> Bool {
    let trimmed = name.drop { $0 == "_" }
    let firstWord = trimmed.prefix { !$0.isUppercase && $0 != "_" && !$0.isNumber }
    return frameworkWords.contains(firstWord.lowercased())
  }

  /// For each of `definitions` (read from the Swift file `tree`) declared inside a function that
  /// only the repository can call — the innermost function around it — that function.
  /// - Complexity: O(*n* + *d* log *f*) for a tree of *n* nodes, *d* definitions and *f* functions.
  static func functions(
    in tree: some SyntaxProtocol, definitions: [ShortcutDefinition], lines: LineTable, file: String
  ) -> [Int: DeclaringFunction] {
    guard !definitions.isEmpty else { return [:] }
    let finder = FunctionRangeFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    guard finder.ranges.contains(where: { $0.name != nil }) else { return [:] }
    let ranges = finder.ranges.map { range in
      (
        start: lines.position(ofOffset: range.start), end: lines.position(ofOffset: range.end), name: range.name,
        parent: range.parent
      )
    }
    var found: [Int: DeclaringFunction] = [:]
    for (index, definition) in definitions.enumerated() {
      let position = definition.entryPosition
      // The last function starting at or before the declaration, then out through the functions
      // around it to the first that holds it.
      var low = 0
      var high = ranges.count
      while low < high {
        let middle = (low + high) / 2
        if ranges[middle].start <= position { low = middle + 1 } else { high = middle }
      }
      var candidate = low - 1
      while candidate >= 0, !(ranges[candidate].end >= position) { candidate = ranges[candidate].parent ?? -1 }
      guard candidate >= 0, let name = ranges[candidate].name else { continue }
      found[index] = DeclaringFunction(name: name, file: file, line: ranges[candidate].start.line)
    }
    return found
  }
}

/// The ranges of a file's functions in source order, each with its name when only the repository
/// can call it (``DeclaringFunction``) and the index of the function around it.
private final class FunctionRangeFinder: SyntaxVisitor {
  var ranges: [(start: Int, end: Int, name: String?, parent: Int?)] = []
  private var open: [Int] = []

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    ranges.append(
      (
        node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset,
        Self.isOnlyCalledByTheRepository(node) ? node.name.text : nil, open.last
      ))
    open.append(ranges.count - 1)
    return .visitChildren
  }

  override func visitPost(_ node: FunctionDeclSyntax) {
    open.removeLast()
  }

  /// Whether only code of the repository can call `node` (``DeclaringFunction``).
  static func isOnlyCalledByTheRepository(_ node: FunctionDeclSyntax) -> Bool {
    guard node.body != nil, !DeclaringFunction.mayBeCalledByFramework(node.name.text) else { return false }
    if node.modifiers.contains(where: {
      if case .keyword(let keyword) = $0.name.tokenKind { return liveModifiers.contains(keyword) }
      return false
    }) {
      return false
    }
    for attribute in node.attributes {
      guard let attribute = attribute.as(AttributeSyntax.self) else { return false }
      let name = attribute.attributeName.trimmedDescription
      if name == "IBAction" || name == "IBSegueAction" || name.hasPrefix("_") { return false }
      // `@objc(otherName:)` is called by a name of its own.
      if name == "objc", attribute.arguments != nil { return false }
    }
    // A protocol's requirement has no body: the guard above leaves it out.
    return true
  }

  /// The modifiers of a function that code outside the repository may call.
  private static let liveModifiers: Set<Keyword> = [.override, .public, .open, .required, .dynamic]
}
