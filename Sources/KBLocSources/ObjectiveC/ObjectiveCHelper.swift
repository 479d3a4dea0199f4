import KBLoc

/// An Objective-C method or function that builds a menu item, button or key command from its
/// parameters — `- (NSMenuItem *)addItemWithTitle:(NSString *)title target:(id)target
/// action:(SEL)action keyEquivalent:(NSString *)key`, `NSMenuItem *MakeItem(NSString *title,
/// NSString *key)` — which ``SourceScan`` follows from each call that passes it literals
/// (``ObjectiveCHelperCall``), in any file of the scan.
struct ObjectiveCHelper: Sendable {
  /// The parts of an item a parameter can give.
  enum Field: String, Sendable {
    case title, key, mask, action
  }

  /// The method's selector or the function's name.
  var name: String
  /// The item as the helper builds it: what it states itself, and the notes its parameters gave.
  var item: KeyEquivalentItem
  /// The parameter, by number from 0, that gives each field.
  var parameters: [Field: Int]
  /// The note the helper's own reading holds for the item (that its key is no literal): it goes
  /// once a call is followed.
  var note: UnreadDeclaration?
  /// Where the definition the helper's own reading holds for the item is entered, if it holds one
  /// (a literal key, a title from a parameter): it goes once a call is followed.
  var definitionEntry: SourcePosition?

  /// The item a call builds: the helper's, each field a parameter gives taken from the call's
  /// argument, then what the caller's code states about the item afterwards.
  func item(for call: ObjectiveCHelperCall) -> KeyEquivalentItem {
    var item = item
    for (field, number) in parameters where number < call.arguments.count {
      let argument = call.arguments[number]
      switch field {
      case .title: item.title = argument.title
      case .key: item.setKey(argument.key, at: argument.position)
      case .mask: item.setMask(argument.mask, at: argument.position)
      case .action: item.selector = argument.selector
      }
    }
    let caller = call.item
    item.entryPosition = caller.entryPosition
    item.className = caller.className
    item.scope = call.scopes[item.kind ?? .menuItem] ?? caller.scope
    item.branches = caller.branches
    if let title = caller.title { item.title = title }
    if let selector = caller.selector { item.selector = selector }
    if caller.key != .unset, let position = caller.keyPosition { item.setKey(caller.key, at: position) }
    if caller.mask != .unset, let position = caller.maskPosition {
      item.setMask(item.mask.followed(by: caller.mask), at: position)
    }
    if !caller.localize { item.localize = false }
    if !caller.mirror { item.mirror = false }
    item.extra.merge(caller.extra) { _, new in new }
    return item
  }
}

/// A call that may be to an ``ObjectiveCHelper``: a message send or function call that is no
/// AppKit or UIKit constructor and passes a key as a literal, with what each argument reads as.
struct ObjectiveCHelperCall: Sendable {
  /// What one argument reads as, for whichever field the helper takes it for.
  struct Argument: Sendable {
    var title: String?
    var key: KeyEquivalentItem.Key
    var mask: KeyEquivalentItem.Mask
    var selector: String?
    var position: SourcePosition
  }

  /// The selector sent or the function called.
  var name: String
  var arguments: [Argument]
  /// What the caller's code states about the item after the call (a mask set on the result),
  /// with the call's place as its entry.
  var item: KeyEquivalentItem
  /// The scope the item has in the caller, by the kind the helper builds.
  var scopes: [KeyEquivalentItem.Kind: ShortcutScope]
}
