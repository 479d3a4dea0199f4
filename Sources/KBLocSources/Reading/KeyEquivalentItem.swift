import KBLoc

/// A menu item, button or key command followed through the code that builds or changes it — in
/// Objective-C or Swift — and what its key equivalent, modifiers, title and settings come to.
///
/// An item is built where the code calls a constructor that gives its key (or none), or built by
/// AppKit as NSAlert builds its buttons, or built elsewhere: an outlet wired in an Interface
/// Builder file, a parameter, another object's property. What the code states about an item
/// built elsewhere is a ``KeyEquivalentChange``, which ``SourceScan`` applies to the item where
/// it is declared; until then (and when no file declares it) it reads only as far as the code
/// states it.
struct KeyEquivalentItem {
  /// What the item is.
  enum Kind: Sendable, Hashable {
    /// An `NSMenuItem`: ⌘ unless its mask says otherwise, ⇧ for an upper-case letter.
    case menuItem
    /// An `NSButton`: no modifiers unless its mask says otherwise, ⇧ for an upper-case letter.
    case button
    /// A `UIKeyCommand`: the modifiers it is given, the input as written.
    case keyCommand

    /// The modifiers an item of this kind has when none are set.
    var defaultModifiers: Modifiers { self == .menuItem ? .command : [] }

    /// Whether an upper-case letter in the key means Shift, as AppKit reads key equivalents.
    var readsCapitalsAsShift: Bool { self != .keyCommand }

    /// What declares a shortcut of an item of this kind, in its scope.
    var element: ShortcutScope.Element {
      switch self {
      case .menuItem: .menuItem
      case .button: .button
      case .keyCommand: .keyCommand
      }
    }
  }

  /// Where the item is built.
  enum Origin: Sendable, Equatable {
    /// Here, by the call that gives its key (or none).
    case built
    /// By AppKit, with its kind's defaults (NSAlert's buttons).
    case framework
    /// Elsewhere: an outlet, a parameter, another object's property, named here as `receiver`.
    case elsewhere(receiver: String)
  }

  /// What the code says the key is.
  enum Key: Sendable, Equatable {
    /// Nothing: the key is what the item had.
    case unset
    /// The empty string: no key equivalent.
    case none
    /// A key.
    case trigger(Shortcut.Trigger, capital: Bool)
    /// A key that cannot be read, and why.
    case unread(UnreadDeclaration.Reason)
  }

  /// What the code says the modifiers are.
  enum Mask: Sendable, Equatable {
    /// Nothing: the modifiers are what the item had.
    case unset
    /// These modifiers.
    case set(Modifiers)
    /// The modifiers the item had, with some added and some taken away
    /// (`[item keyEquivalentModifierMask] | NSEventModifierFlagShift`).
    case adjusted(adding: Modifiers, removing: Modifiers)
    /// Modifiers that cannot be read, and why.
    case unread(UnreadDeclaration.Reason)

    /// This mask applied to the modifiers `base` an item had.
    func applied(to base: Modifiers) -> Modifiers? {
      switch self {
      case .unset: return base
      case .set(let modifiers): return modifiers
      case .adjusted(let adding, let removing): return base.union(adding).subtracting(removing)
      case .unread: return nil
      }
    }

    /// This mask, then `later` on top of it.
    func followed(by later: Mask) -> Mask {
      switch (self, later) {
      case (_, .unset): return self
      case (.unread, _), (_, .set), (_, .unread), (.unset, _): return later
      case (.set(let modifiers), .adjusted(let adding, let removing)):
        return .set(modifiers.union(adding).subtracting(removing))
      case (.adjusted(let first, let firstRemoving), .adjusted(let adding, let removing)):
        return .adjusted(adding: first.subtracting(removing).union(adding), removing: firstRemoving.union(removing))
      }
    }
  }

  var kind: Kind?
  var origin: Origin
  var title: String?
  var key: Key = .unset
  var keyPosition: SourcePosition?
  var mask: Mask = .unset
  var maskPosition: SourcePosition?
  /// Where the item is built, or where the code first changes it.
  var entryPosition: SourcePosition
  /// Where the code sets the item's shortcut: its key, else its mask, else where it is built.
  var shortcutPosition: SourcePosition { keyPosition ?? maskPosition ?? entryPosition }
  var localize = true
  var mirror = true
  /// Whether the code makes it an alternate menu item (`isAlternate = true`, `setAlternate:YES`):
  /// one command with the item before it in its menu, which ``SourceScan`` finds.
  var isAlternate = false
  /// Settings kept as they are (`wantsPriorityOverSystemBehavior`).
  var extra: [String: JSONValue] = [:]
  /// The class whose code changes the item, to tell outlets of two classes apart.
  var className: String?
  /// The action of the item code changes while validating it (`case #selector(selectColumnUp):`
  /// in `validateUserInterfaceItem`): the item is whichever sends it.
  var action: String?
  /// The action the item sends, as an Objective-C selector (`paste:`), when the code that builds
  /// it names one.
  var selector: String?
  /// The action by which code finds the item at run time, without its colons (`goBack`).
  ///
  /// As in `[menu itemAtIndex:[menu indexOfItemWithTarget:nil andAction:@selector(goBack:)]]`:
  /// the item is every declared one that sends it.
  var sentAction: String?
  /// Where the item is live, from the code around where it is built; an item built elsewhere takes
  /// its declaration's when the scan finds it.
  var scope: ShortcutScope?
  /// For an item built elsewhere named `base.member` whose base's type the file declares
  /// (`statusView.actionButton`, `statusView` a `StatusView`): `StatusView.actionButton`, for a
  /// scan to match with the property another file builds (`let actionButton = NSButton()`).
  var member: String?
  /// The branches of conditionals (`if`/`else`, `switch` cases) the code that changes an item built
  /// elsewhere is in, outermost first, named by ``branchName(_:of:in:)``: the panes of its scope, as
  /// two branches of one conditional never run together.
  var branches: [String] = []

  /// The name of branch `number` (from 0) of the conditional at `position` of `file`:
  /// `AppController.m:1276:2 branch 2`.
  static func branchName(_ number: Int, of position: SourcePosition, in file: String) -> String {
    "\(file):\(position) branch \(number + 1)"
  }

  /// Sets the key, at `position`.
  mutating func setKey(_ key: Key, at position: SourcePosition) {
    self.key = key
    keyPosition = position
  }

  /// Sets or adjusts the modifiers, at `position`.
  mutating func setMask(_ mask: Mask, at position: SourcePosition) {
    self.mask = self.mask.followed(by: mask)
    maskPosition = position
  }

  /// Whether the code states anything about the key or modifiers.
  var changesShortcut: Bool { key != .unset || mask != .unset }

  /// Adds what the item declares to `reading`: a definition when its key and modifiers are known,
  /// a note when one of them cannot be read, nothing when it has no key; an item built elsewhere
  /// and named as an outlet is (`extendItem`, `self.okButton`) also becomes a
  /// ``KeyEquivalentChange`` for the scan to apply where the item is declared.
  mutating func add(to reading: inout SourceReading) {
    guard changesShortcut else { return }
    if case .elsewhere(let receiver) = origin {
      var change = KeyEquivalentChange(receiver: receiver, item: self, file: reading.file)
      change.fallback = addResolved(to: &reading)
      // Only an outlet's name, the action being validated, or a member of a known type can name a
      // declaration in another file.
      if change.outletName != nil || change.action != nil || change.member != nil || change.sentAction != nil {
        reading.changes.append(change)
      }
      return
    }
    _ = addResolved(to: &reading)
  }

  /// Adds the definition or note the item comes to on its own, and says which it added.
  private func addResolved(to reading: inout SourceReading) -> KeyEquivalentChange.Fallback {
    let position = shortcutPosition
    switch resolved() {
    case .none: return .nothing
    case .unread(let reason, let at):
      reading.unread.append(UnreadDeclaration(file: reading.file, position: at ?? position, reason: reason))
      return .note(reading.unread.count - 1)
    case .shortcut(let shortcut):
      var definition = ShortcutDefinition(
        id: title ?? "\(reading.file):\(entryPosition)", shortcut: shortcut, title: title, mirror: mirror,
        localize: localize, position: position, entryPosition: entryPosition, scope: scope, action: selector)
      definition.extra = extra
      definition.isAlternate = isAlternate && kind == .menuItem
      reading.definitions.append(definition)
      return .definition(reading.definitions.count - 1)
    }
  }

  /// What the item comes to.
  enum Resolution: Equatable {
    case none
    case shortcut(Shortcut)
    case unread(UnreadDeclaration.Reason, at: SourcePosition?)
  }

  /// What the item's key and modifiers come to on their own, from what the code states and, for an
  /// item built here or by AppKit, its kind's defaults.
  func resolved() -> Resolution {
    let elsewhere: String? =
      if case .elsewhere(let receiver) = origin { receiver } else { nil }
    let trigger: Shortcut.Trigger
    let capital: Bool
    switch key {
    case .none: return .none
    case .unread(let reason): return .unread(reason, at: keyPosition)
    case .unset:
      guard let elsewhere else { return .none }
      if case .unread(let reason) = mask { return .unread(reason, at: maskPosition) }
      return .unread(.builtElsewhere("key", elsewhere), at: maskPosition)
    case .trigger(let value, let isCapital):
      trigger = value
      capital = isCapital
    }
    var modifiers: Modifiers
    switch mask {
    case .unread(let reason): return .unread(reason, at: maskPosition)
    case .set(let value): modifiers = value
    case .unset, .adjusted:
      guard elsewhere == nil, let kind, let applied = mask.applied(to: kind.defaultModifiers) else {
        return .unread(.builtElsewhere("modifiers", elsewhere ?? "the item"), at: maskPosition ?? keyPosition)
      }
      modifiers = applied
    }
    if capital, kind?.readsCapitalsAsShift ?? true { modifiers.insert(.shift) }
    return .shortcut(Shortcut(trigger, modifiers: modifiers))
  }
}

/// What code states about a key equivalent of an item built elsewhere — an outlet wired in an
/// Interface Builder file, most often — for ``SourceScan`` to apply to the item's declaration.
struct KeyEquivalentChange: Sendable {
  /// What the reading holds for the change on its own, until the scan finds the item.
  enum Fallback: Sendable, Equatable {
    case nothing
    case definition(Int)
    case note(Int)
  }

  /// The name the code gives the item: an outlet's property name (`extendForwardsItem`, without
  /// `self.` or a leading `_`), or the expression (`statusView.actionButton`).
  var receiver: String
  /// The file of the code.
  var file: String
  /// What the reading holds for it.
  var fallback: Fallback = .nothing
  /// The item as the code leaves it.
  var item: KeyEquivalentItem

  init(receiver: String, item: KeyEquivalentItem, file: String) {
    self.receiver = receiver
    self.item = item
    self.file = file
  }

  /// Where the code changes the item (``KeyEquivalentItem/shortcutPosition``).
  var position: SourcePosition { item.shortcutPosition }
  /// The class whose code makes the change, when known.
  var className: String? { item.className }
  var key: KeyEquivalentItem.Key { item.key }
  var mask: KeyEquivalentItem.Mask { item.mask }
  var title: String? { item.title }
  /// The action of the item when the code changes it while validating it: the item is whichever
  /// sends it, and the change gives it another shortcut beside the declared one.
  var action: String? { item.action }
  /// The branches of conditionals the code is in, outermost first (``KeyEquivalentItem/branches``).
  var branches: [String] { item.branches }
  /// The property the item is, as `Type.member` (``KeyEquivalentItem/member``).
  var member: String? { item.member }
  /// The action by which code finds the item (``KeyEquivalentItem/sentAction``).
  var sentAction: String? { item.sentAction }

  /// The outlet name `receiver` stands for, when it is one: `name`, `self.name`, `self->name`,
  /// `_name`.
  var outletName: String? {
    var name = Substring(receiver)
    for prefix in ["self.", "self->"] where name.hasPrefix(prefix) { name = name.dropFirst(prefix.count) }
    if name.hasPrefix("_") { name = name.dropFirst() }
    guard let first = name.first, first.isLetter || first == "_",
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    return String(name)
  }
}
