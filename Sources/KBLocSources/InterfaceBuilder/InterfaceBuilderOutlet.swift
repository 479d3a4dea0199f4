import KBLoc

/// An outlet an Interface Builder document wires to a menu item or button — `<outlet
/// property="extendForwardsItem" destination="397"/>` in the connections of an object whose
/// class is `AppDelegate` — with what the document declares for the item, so that code changing
/// the item through the outlet can be applied to its declaration (``SourceScan``).
struct InterfaceBuilderOutlet: Sendable {
  /// The outlet's property name.
  var property: String
  /// The class of the object that holds the outlet (its `customClass`), when the document says.
  var ownerClass: String?
  /// The item the outlet is wired to.
  var item: Item

  /// What the document declares for a menu item or button an outlet is wired to.
  struct Item: Sendable {
    /// The object id, unique in its document.
    var id: String
    var kind: KeyEquivalentItem.Kind
    /// The key equivalent's key, when the document gives one.
    var trigger: Shortcut.Trigger?
    /// Whether the key equivalent is an upper-case letter (Shift, on an item that reads it so).
    var capital = false
    /// The modifiers its mask gives (a menu item without a mask has ⌘), not counting the Shift
    /// an upper-case letter adds.
    var modifiers: Modifiers
    var title: String?
    /// The id of a definition a change gives the item when it declares none; `nil` for ``id``.
    var definitionID: String?
    /// Where the item's key equivalent is (else the element).
    var position: SourcePosition
    /// The index of the definition the document's reading made for it, if any.
    var definition: Int?
    /// Where it is live: its window, menu or the main menu (``InterfaceBuilderScopes``).
    var scope: ShortcutScope?
    /// The action it sends, when the document connects one.
    var action: String?
  }

  /// The outlets `tree` wires to menu items and buttons, and its menu items and buttons with an
  /// action, with what it declares for each.
  /// - Parameters:
  ///   - tree: The document.
  ///   - definitions: The definitions read from it, each at its element (`entryPosition`).
  ///   - scopes: Where each of its items is live.
  /// - Returns: The outlets, and the menu items and buttons with an action (each as an "outlet"
  ///   named by the action's name without its colons, `selectColumnUp`), in document order.
  /// - Complexity: O(*n*) in the number of elements.
  static func outlets(in tree: XMLTree, definitions: [ShortcutDefinition], scopes: InterfaceBuilderScopes) -> (
    outlets: [InterfaceBuilderOutlet], actions: [InterfaceBuilderOutlet]
  ) {
    var found = Found()
    collect(tree.root, owner: nil, into: &found)
    guard !found.wired.isEmpty || !found.actions.isEmpty else { return ([], []) }
    var definitionAt: [SourcePosition: Int] = [:]
    for (index, definition) in definitions.enumerated() { definitionAt[definition.entryPosition] = index }
    let outlets = found.wired.compactMap { outlet -> InterfaceBuilderOutlet? in
      guard let element = found.elements[outlet.destination],
        let item = item(element, definitionAt: definitionAt, scopes: scopes)
      else { return nil }
      return InterfaceBuilderOutlet(property: outlet.property, ownerClass: outlet.owner, item: item)
    }
    let actions = found.actions.compactMap { action -> InterfaceBuilderOutlet? in
      item(action.element, definitionAt: definitionAt, scopes: scopes).map {
        InterfaceBuilderOutlet(property: action.selector, ownerClass: nil, item: $0)
      }
    }
    return (outlets, actions)
  }

  /// What one pass over a document finds.
  private struct Found {
    var elements: [String: XMLTree.Element] = [:]
    var wired: [(property: String, destination: String, owner: String?)] = []
    /// Menu items and buttons with an action, by the action's name without its colons.
    var actions: [(selector: String, element: XMLTree.Element)] = []
  }

  /// Records every element with an id, every outlet with the class of the object holding it, and
  /// every menu item or button with an action.
  private static func collect(_ element: XMLTree.Element, owner: String?, into found: inout Found) {
    if let id = element["id"] { found.elements[id] = element }
    if element.name == "connections" {
      for outlet in element.children where outlet.name == "outlet" {
        guard let property = outlet["property"], let destination = outlet["destination"] else { continue }
        found.wired.append((property, destination, owner))
      }
    }
    if ["menuItem", "button", "popUpButton"].contains(element.name),
      let selector = element.firstChild(named: "connections")?.firstChild(named: "action")?["selector"],
      let name = ObjectiveCSelector.baseName(selector)
    {
      found.actions.append((name, element))
    }
    let holder = element["customClass"]
    for child in element.children { collect(child, owner: holder, into: &found) }
  }

  /// What the document declares for a menu item or a button (whose key equivalent is on its cell).
  private static func item(
    _ element: XMLTree.Element, definitionAt: [SourcePosition: Int], scopes: InterfaceBuilderScopes
  ) -> Item? {
    let kind: KeyEquivalentItem.Kind
    var holder = element
    switch element.name {
    case "menuItem":
      kind = .menuItem
    case "button", "popUpButton":
      kind = .button
      if let cell = element.children.first(where: { $0["key"] == "cell" }) { holder = cell }
    case "buttonCell", "popUpButtonCell":
      kind = .button
    default:
      return nil
    }
    let keyAttribute = holder.attribute("keyEquivalent")
    let keyString = holder.children.first { $0.name == "string" && $0["key"] == "keyEquivalent" }
    var key = keyAttribute?.value ?? keyString?.text
    if keyString?["base64-UTF8"] == "YES", let text = keyString?.text { key = Base64.decodeUTF8(text) }
    var modifiers = kind.defaultModifiers
    if let mask = holder.children.first(where: {
      $0.name == "modifierMask" && ($0["key"] == "keyEquivalentModifierMask" || $0["key"] == "modifierFlags")
    }) {
      modifiers = []
      for attribute in mask.attributes where attribute.value == "YES" {
        if case .some(.some(let modifier)) = KeyNotation.interfaceBuilder.modifier(named: attribute.name) {
          modifiers.formUnion(modifier)
        }
      }
    }
    let title = element["title"] ?? holder["title"]
    let entry = scopes.entries[holder.position] ?? scopes.entries[element.position]
    let character = key.flatMap { $0.count == 1 ? $0.first : nil }
    return Item(
      id: element["id"] ?? "", kind: kind, trigger: character.map(KeyEquivalent.trigger(for:)),
      capital: character.map(KeyEquivalent.impliesShift) ?? false, modifiers: modifiers, title: title,
      position: keyAttribute?.valuePosition ?? keyString?.position ?? holder.position,
      definition: definitionAt[holder.position],
      scope: entry.map { ShortcutScope(context: $0.context, element: kind.element) },
      action: entry?.action ?? InterfaceBuilderScopes.action(of: element))
  }
}
