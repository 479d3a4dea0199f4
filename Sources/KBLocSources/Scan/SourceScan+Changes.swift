public import KBLoc

/// A key equivalent an Interface Builder file declares that code changes through an outlet: the
/// shortcut people get is the code's.
///
/// ```swift
/// let scan = try SourceScan(paths: ["HexFiend"])
/// scan.changedDeclarations.first?.description
/// // "app/sources/AppDelegate.m:77:5: note: changes 'Extend Selection' declared at
/// //  app/resources/Base.lproj/MainMenu.xib:243:54 from Command-] to Shift-Command-]"
/// ```
public struct ChangedDeclaration: Sendable, Hashable, CustomStringConvertible {
  /// Where the code changes the item.
  public var change: Declaration
  /// Where the Interface Builder file declares it.
  public var declared: Declaration
  /// The item's title, else its object id.
  public var item: String
  /// The shortcut the file declares; `nil` when it declares none.
  public var declaredShortcut: Shortcut?
  /// The shortcut after the code's change; `nil` when the code takes the key equivalent away or
  /// sets one kbloc cannot read.
  public var shortcut: Shortcut?
  /// Whether the code sets a key or mask kbloc cannot read (a note says why).
  public var isUnread: Bool
  /// Whether the code changes the item while validating it (`case #selector(…):` in
  /// `validateUserInterfaceItem`): its shortcut is one the item has in some states, beside the
  /// declared one, which stays.
  public var isVariant: Bool

  /// `FILE:LINE:COLUMN: note: changes 'ITEM' declared at FILE:LINE:COLUMN from KEYS to KEYS`, and
  /// `…, while validating it (the declared shortcut stays)` for a variant.
  public var description: String {
    let from = declaredShortcut.map { " from \($0)" } ?? ""
    let to = shortcut.map { " to \($0)" } ?? (isUnread ? " to keys kbloc cannot read" : " to none")
    let variant = isVariant ? " while validating it (the declared shortcut stays)" : ""
    return "\(change): note: changes \(item.quoted) declared at \(declared)\(from)\(to)\(variant)"
  }
}

extension SourceScan {
  /// Applies what code states about items built elsewhere (``KeyEquivalentChange``) to the
  /// Interface Builder items their outlets are wired to, and returns what changed.
  ///
  /// A change names an outlet (`extendForwardsItem`, `self.okButton`); it applies to every item an
  /// outlet of that name is wired to in the documents read, when the object holding the outlet is
  /// of the class whose code makes the change (or either class is not known). A change to an item
  /// code finds at run time by its action (``KeyEquivalentChange/sentAction``) applies to every
  /// item an Interface Builder file or code declares with that action, keyless ones too — those
  /// in the code's own context (the main menu, its class's menus) when some are. The code's key
  /// replaces the declared one, its mask the declared modifiers, and `[item
  /// keyEquivalentModifierMask] | …` adds to them; the definition then names the code's place and
  /// keeps the declared one in `replaces` and `declaredKeys`. The change's own reading (a note
  /// that the modifiers are set where the item is built) goes; a note that the code's key or mask
  /// cannot be read stays, and the declared shortcut goes with it. Changes in two branches of one
  /// conditional (`if`/`else`, `switch` cases) are two declarations, each from what the code
  /// around the conditional made the item, with the branches as panes of the item's scope: they
  /// are never live together. An item changed in one branch only keeps its scope as it is.
  /// - Complexity: O(*c* · *o* + *d*) for *c* changes, *o* outlets of one name, *d* definitions.
  static func applyingChanges(to readings: inout [SourceReading]) -> [ChangedDeclaration] {
    var outlets: [String: [(reading: Int, outlet: InterfaceBuilderOutlet)]] = [:]
    var actions: [String: [(reading: Int, outlet: InterfaceBuilderOutlet)]] = [:]
    // Every declared item by its action, Interface Builder's and code's, for changes that find an
    // item by the action it sends.
    var sent: [String: [(reading: Int, outlet: InterfaceBuilderOutlet)]] = [:]
    for (index, reading) in readings.enumerated() {
      for outlet in reading.outlets { outlets[outlet.property, default: []].append((index, outlet)) }
      for action in reading.actions { actions[action.property, default: []].append((index, action)) }
      for item in reading.actions + reading.codeItems { sent[item.property, default: []].append((index, item)) }
    }
    guard !outlets.isEmpty || !sent.isEmpty else { return [] }
    // The branches each outlet is changed in: only an item changed in several is told apart by
    // them, so that one changed in one branch (`if ((self = [super init]))`) keeps its place whole.
    var branchesOfOutlet: [String: Set<[String]>] = [:]
    for reading in readings {
      for change in reading.changes where change.action == nil {
        if let name = change.target { branchesOfOutlet[name, default: []].insert(change.branches) }
      }
    }
    // The items as the code leaves them, by document, item and branches.
    var items: [String: AppliedItem] = [:]
    // The branches whose change takes the place of each item's declaration.
    var owners: [String: String] = [:]
    var droppedDefinitions: [Int: Set<Int>] = [:]
    var droppedNotes: [Int: Set<Int>] = [:]
    // Definitions for items the documents declare no key for, by document and item, in order.
    var added: [(document: Int, item: String, definition: ShortcutDefinition)] = []
    var changed: [ChangedDeclaration] = []
    for (codeIndex, reading) in readings.enumerated() {
      for change in reading.changes {
        let wired: [(reading: Int, outlet: InterfaceBuilderOutlet)]
        if let action = change.action {
          wired = actions[action] ?? []
        } else if let action = change.sentAction {
          // The items in the code's own menus or view, if any send it; else every one.
          let all = sent[action] ?? []
          let near = all.filter { $0.outlet.item.scope?.context == change.item.scope?.context }
          wired = near.isEmpty ? all : near
        } else if let name = change.outletName {
          wired = (outlets[name] ?? []).filter { candidate in
            guard let owner = candidate.outlet.ownerClass, let className = change.className else { return true }
            return owner == className
          }
        } else {
          continue
        }
        guard !wired.isEmpty else { continue }
        switch change.fallback {
        case .nothing: break
        case .definition(let index): droppedDefinitions[codeIndex, default: []].insert(index)
        case .note(let index):
          if !change.leavesUnread { droppedNotes[codeIndex, default: []].insert(index) }
        }
        for (documentIndex, outlet) in wired {
          if change.action != nil {
            if let variant = variant(of: outlet.item, by: change, in: readings[documentIndex].file) {
              added.append((documentIndex, "\(outlet.item.id) at \(change.position)", variant.definition))
              changed.append(variant.change)
            }
            continue
          }
          // Each branch of a conditional changes the item its own way, from what the code around
          // the conditional made it; the first branch takes the declaration's place.
          let itemKey = "\(documentIndex)#\(outlet.item.id)"
          let branchKeys = (0...change.branches.count).map {
            ([itemKey] + change.branches.prefix($0)).joined(separator: "\u{1}")
          }
          let key = branchKeys[change.branches.count]
          var item = branchKeys.reversed().lazy.compactMap { items[$0] }.first ?? AppliedItem(outlet.item)
          item.apply(change)
          items[key] = item
          let ownsDeclaration = owners[itemKey, default: key] == key
          owners[itemKey] = owners[itemKey] ?? key
          let declaredIndex = ownsDeclaration ? outlet.item.definition : nil
          let slot = ownsDeclaration ? outlet.item.id : key
          let document = readings[documentIndex].file
          let place = Declaration(file: change.file, position: change.position)
          let declared = Declaration(file: document, position: outlet.item.position)
          let shortcut = item.shortcut
          changed.append(
            ChangedDeclaration(
              change: place, declared: declared, item: change.title ?? outlet.item.title ?? outlet.item.id,
              declaredShortcut: outlet.item.declaredShortcut, shortcut: shortcut, isUnread: item.isUnread,
              isVariant: false))
          let addedIndex = added.firstIndex { $0.document == documentIndex && $0.item == slot }
          guard let shortcut else {
            if let index = declaredIndex { droppedDefinitions[documentIndex, default: []].insert(index) }
            if let addedIndex { added.remove(at: addedIndex) }
            continue
          }
          var definition =
            declaredIndex.map { readings[documentIndex].definitions[$0] }
            ?? addedIndex.map { added[$0].definition }
            ?? outlet.item.definition.map { readings[documentIndex].definitions[$0] }
            ?? ShortcutDefinition(
              id: outlet.item.definitionID ?? outlet.item.id, shortcut: shortcut, title: outlet.item.title,
              position: change.position,
              entryPosition: outlet.item.position, scope: outlet.item.scope, action: outlet.item.action)
          definition.shortcut = shortcut
          definition.keys = shortcut.description
          if !change.branches.isEmpty, (change.target.flatMap { branchesOfOutlet[$0] }?.count ?? 0) > 1,
            var scope = outlet.item.scope
          {
            scope.context.panes += change.branches
            definition.scope = scope
          }
          if let title = change.title { definition.title = title }
          definition.position = change.position
          definition.extra["file"] = JSONValue(.string(change.file), at: change.position)
          definition.extra["line"] = JSONValue(.number(String(change.position.line)), at: change.position)
          definition.extra["column"] = JSONValue(.number(String(change.position.column)), at: change.position)
          definition.extra["replaces"] = JSONValue(.string(declared.description), at: change.position)
          if let declaredShortcut = outlet.item.declaredShortcut {
            definition.extra["declaredKeys"] = JSONValue(.string(declaredShortcut.description), at: change.position)
          }
          if let index = declaredIndex {
            readings[documentIndex].definitions[index] = definition
            droppedDefinitions[documentIndex]?.remove(index)
          } else if let addedIndex {
            added[addedIndex].definition = definition
          } else {
            added.append((documentIndex, slot, definition))
          }
        }
      }
    }
    for index in readings.indices {
      let definitions = droppedDefinitions[index] ?? []
      let notes = droppedNotes[index] ?? []
      if !definitions.isEmpty {
        readings[index].definitions = readings[index].definitions.enumerated().filter {
          !definitions.contains($0.offset)
        }
        .map(\.element)
      }
      if !notes.isEmpty {
        readings[index].unread = readings[index].unread.enumerated().filter { !notes.contains($0.offset) }.map(
          \.element)
      }
      readings[index].definitions += added.filter { $0.document == index }.map(\.definition)
    }
    return changed
  }

  /// The shortcut code gives `item` while validating it, beside the one the document declares; `nil`
  /// when it is the declared one or cannot be read.
  private static func variant(of item: InterfaceBuilderOutlet.Item, by change: KeyEquivalentChange, in document: String)
    -> (definition: ShortcutDefinition, change: ChangedDeclaration)?
  {
    var applied = AppliedItem(item)
    applied.apply(change)
    guard let shortcut = applied.shortcut, shortcut != item.declaredShortcut else { return nil }
    let declared = Declaration(file: document, position: item.position)
    let title = change.title ?? item.title
    var definition = ShortcutDefinition(
      id: title ?? item.id, shortcut: shortcut, title: title, position: change.position, entryPosition: item.position,
      scope: item.scope, action: item.action)
    definition.extra["file"] = JSONValue(.string(change.file), at: change.position)
    definition.extra["line"] = JSONValue(.number(String(change.position.line)), at: change.position)
    definition.extra["column"] = JSONValue(.number(String(change.position.column)), at: change.position)
    definition.extra["variantOf"] = JSONValue(.string(declared.description), at: change.position)
    if let declaredShortcut = item.declaredShortcut {
      definition.extra["declaredKeys"] = JSONValue(.string(declaredShortcut.description), at: change.position)
    }
    let note = ChangedDeclaration(
      change: Declaration(file: change.file, position: change.position), declared: declared,
      item: title ?? item.id, declaredShortcut: item.declaredShortcut, shortcut: shortcut, isUnread: false,
      isVariant: true)
    return (definition, note)
  }
}

/// An Interface Builder item as code's changes leave it.
private struct AppliedItem {
  var trigger: Shortcut.Trigger?
  var capital: Bool
  var modifiers: Modifiers
  var kind: KeyEquivalentItem.Kind
  /// Whether a change set a key or mask kbloc cannot read.
  var isUnread = false

  init(_ item: InterfaceBuilderOutlet.Item) {
    trigger = item.trigger
    capital = item.capital
    modifiers = item.modifiers
    kind = item.kind
  }

  mutating func apply(_ change: KeyEquivalentChange) {
    switch change.key {
    case .unset: break
    case .none: trigger = nil
    case .trigger(let value, let isCapital):
      trigger = value
      capital = isCapital
    case .unread: isUnread = true
    }
    switch change.mask.applied(to: modifiers) {
    case .some(let value): modifiers = value
    case .none: isUnread = true
    }
  }

  /// The shortcut the item comes to; `nil` without a key or with one kbloc cannot read.
  var shortcut: Shortcut? {
    guard !isUnread, let trigger else { return nil }
    var modifiers = modifiers
    if capital, kind.readsCapitalsAsShift { modifiers.insert(.shift) }
    return Shortcut(trigger, modifiers: modifiers)
  }
}

extension InterfaceBuilderOutlet.Item {
  /// The shortcut the document declares for the item, if any.
  var declaredShortcut: Shortcut? {
    guard let trigger else { return nil }
    var modifiers = modifiers
    if kind.readsCapitalsAsShift, capital { modifiers.insert(.shift) }
    return Shortcut(trigger, modifiers: modifiers)
  }
}

extension KeyEquivalentChange {
  /// What names the declared items the change is to, for telling its branches apart: the action
  /// code finds them by, else the outlet's name.
  var target: String? { sentAction.map { "@selector(\($0))" } ?? outletName }

  /// Whether the change sets a key or mask kbloc cannot read, whose note stays.
  var leavesUnread: Bool {
    if case .unread = key { return true }
    if case .unread = mask { return true }
    return false
  }
}
