import KBLoc

/// Reads the key equivalents of an Interface Builder document, `.xib` or `.storyboard`.
///
/// - A `menuItem` (or any element) with a `keyEquivalent` attribute, or a
///   `<string key="keyEquivalent">` child, declares a shortcut; `base64-UTF8="YES"` carries
///   control characters (Delete, Esc, Return).
/// - `<modifierMask key="keyEquivalentModifierMask" command="YES" shift="YES" …/>` gives the
///   modifiers; a menu item without a mask has ⌘, an empty mask none; an upper-case letter adds ⇧.
/// - AppKit's private-use function keys (U+F700–F703 arrows, U+F704… F1…, U+F728 Forward
///   Delete) are the keys they name.
/// - `localization="NO"` and `mirroring="NO"` turn localizing and mirroring off.
/// - `alternate="YES"` on a menu item makes it the alternate of the menu item just before it, when
///   that item has the same key (``ShortcutDefinition/alternateOf``, by its id in the document).
/// - The title is the item's title (for a button with none, its control's tool tip or
///   accessibility description), the category its menu's title, and the id the object id (or the
///   menu path when there is none).
/// - The scope is the main menu, the menu or the window the element is in, the action its
///   `<action selector=…>` (``InterfaceBuilderScopes``).
enum InterfaceBuilderReader {
  /// Reads the document `text`.
  /// - Throws: ``SourceReadError`` at the XML reader's position for text that is not XML.
  /// - Complexity: O(*n*) in the length of `text`.
  static func read(_ text: String, file: String) throws(SourceReadError) -> SourceReading {
    let tree = try XMLTree.reading(text, file: file)
    var collector = Collector(file: file, scopes: InterfaceBuilderScopes(tree, file: file))
    collector.visit(tree.root, menus: [])
    var reading = SourceReading(
      file: file, format: .interfaceBuilder, definitions: collector.definitions, unread: collector.unread)
    (reading.outlets, reading.actions) = InterfaceBuilderOutlet.outlets(
      in: tree, definitions: reading.definitions, scopes: collector.scopes)
    return reading
  }
}

private struct Collector {
  let file: String
  let scopes: InterfaceBuilderScopes
  var definitions: [ShortcutDefinition] = []
  var unread: [UnreadDeclaration] = []

  init(file: String, scopes: InterfaceBuilderScopes) {
    self.file = file
    self.scopes = scopes
  }

  /// Reads `element` and what it holds; returns the index of the definition `element` declares
  /// itself, if any.
  ///
  /// `previousItem` is the definition of the menu item just before `element` in its menu, for an
  /// alternate item (`alternate="YES"`): AppKit shows it instead of that item while its modifiers
  /// are held, and the two have the same key equivalent with different modifier masks
  /// (`NSMenuItem.isAlternate`), so they are one command.
  @discardableResult
  mutating func visit(_ element: XMLTree.Element, menus: [String], previousItem: Int? = nil) -> Int? {
    var menus = menus
    if element.name == "menu", let title = element["title"] { menus.append(title) }
    let own = read(element, menus: menus)
    if let own, element.name == "menuItem", element["alternate"] == "YES", let previousItem,
      definitions[previousItem].shortcut.trigger == definitions[own].shortcut.trigger
    {
      definitions[own].alternateOf = definitions[previousItem].id
    }
    var previous: Int?
    for child in element.children {
      let declared = visit(child, menus: menus, previousItem: child.name == "menuItem" ? previous : nil)
      if child.name == "menuItem" { previous = declared }
    }
    return own
  }

  /// The shortcut `element` declares, if it has a key equivalent; returns its definition's index.
  @discardableResult
  mutating func read(_ element: XMLTree.Element, menus: [String]) -> Int? {
    let keyString = element.children.first { $0.name == "string" && $0["key"] == "keyEquivalent" }
    let key: String
    let position: SourcePosition
    if let attribute = element.attribute("keyEquivalent") {
      key = attribute.value
      position = attribute.valuePosition
    } else if let keyString {
      position = keyString.position
      if keyString["base64-UTF8"] == "YES" {
        guard let decoded = Base64.decodeUTF8(keyString.text) else {
          unread.append(
            UnreadDeclaration(
              file: file, position: position, reason: .unreadableKeys("the base64 key '\(keyString.text)' is not UTF-8")
            ))
          return nil
        }
        key = decoded
      } else {
        key = keyString.text
      }
    } else {
      return nil
    }
    guard !key.isEmpty else { return nil }
    guard key.count == 1, let character = key.first else {
      unread.append(
        UnreadDeclaration(
          file: file, position: position,
          reason: .unreadableKeys("the key equivalent \(key.quoted) is not one character")))
      return nil
    }
    var modifiers: Modifiers = element.name == "menuItem" ? .command : []
    if let mask = element.children.first(where: {
      $0.name == "modifierMask" && ($0["key"] == "keyEquivalentModifierMask" || $0["key"] == "modifierFlags")
    }) {
      modifiers = []
      for attribute in mask.attributes where attribute.name != "key" && attribute.value == "YES" {
        guard let known = KeyNotation.interfaceBuilder.modifier(named: attribute.name) else { continue }
        guard let modifier = known else {
          unread.append(
            UnreadDeclaration(file: file, position: attribute.position, reason: .unsupportedModifier(attribute.name)))
          return nil
        }
        modifiers.formUnion(modifier)
      }
    }
    if KeyEquivalent.impliesShift(character) { modifiers.insert(.shift) }
    let entry = scopes.entries[element.position]
    let ownTitle = element["title"] ?? element.children.first { $0.name == "string" && $0["key"] == "title" }?.text
    let title = InterfaceBuilderScopes.meaningful(ownTitle) ?? entry?.fallbackTitle ?? ownTitle
    let id = element["id"] ?? (menus + [title ?? key]).joined(separator: " > ")
    let localize = element["localization"] != "NO"
    let mirror = element["mirroring"] != "NO"
    definitions.append(
      ShortcutDefinition(
        id: id, shortcut: Shortcut(KeyEquivalent.trigger(for: character), modifiers: modifiers), title: title,
        category: element.name == "menuItem" ? menus.last : nil, mirror: mirror, localize: localize,
        position: position, entryPosition: element.position, scope: scopes.scope(of: element), action: entry?.action))
    return definitions.count - 1
  }
}

/// Base64 as Interface Builder writes it: padding optional, white space ignored.
enum Base64 {
  /// The UTF-8 text the base64 `text` encodes, or `nil` when it is not base64 or not UTF-8.
  static func decodeUTF8(_ text: String) -> String? {
    var bytes: [UInt8] = []
    var buffer: UInt32 = 0
    var bits = 0
    for scalar in text.unicodeScalars {
      let value: UInt32
      switch scalar {
      case "A"..."Z": value = scalar.value - 65
      case "a"..."z": value = scalar.value - 97 + 26
      case "0"..."9": value = scalar.value - 48 + 52
      case "+": value = 62
      case "/": value = 63
      case "=", " ", "\n", "\r", "\t": continue
      default: return nil
      }
      buffer = buffer << 6 | value
      bits += 6
      if bits >= 8 {
        bits -= 8
        bytes.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
        buffer &= (1 << UInt32(bits)) - 1
      }
    }
    return String(validating: bytes, as: UTF8.self)
  }
}
