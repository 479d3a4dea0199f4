import KBLoc
import SwiftSyntax

/// Finds what a Swift file says about key-code carriers (``SwiftKeyCodeCarrier``): the types it
/// declares whose initializers store a key code and a mask from their parameters, the calls that
/// may build one with literals, and the calls that pass a value's key code and mask to a global
/// hotkey API.
///
/// Which calls build a carrier only the scan settles, as the type may be declared in another file;
/// a call is kept when one argument reads as a key code and another as a mask. The file's own
/// constants (`let alt = NSEvent.ModifierFlags.option.rawValue`, at file level or `static`) are
/// read wherever they are declared in it, so the calls are read once the file is walked.
final class SwiftKeyCodeCarrierFinder: SyntaxVisitor {
  /// The words a file must hold for this finder to walk it.
  static let words = ["kVK_", "keyCode", "KeyCode", "modifierFlags", "carbonModifiers"]
  /// ``words`` as UTF-8 bytes.
  static let wordNeedles = words.map { Array($0.utf8) }
  /// The most calls one file records.
  static let maximumCalls = 20_000
  /// The global hotkey APIs a value's key code may be passed to.
  static let registrationTypes: Set<String> = ["MASShortcut", "RegisterEventHotKey", "HotKey", "KeyCombo"]

  /// The file's lines, for positions.
  let lines: LineTable
  /// The carrier types the file declares.
  private(set) var carriers: [SwiftKeyCodeCarrier] = []
  /// The calls that pass a value's key code to a global hotkey API.
  private(set) var registrations: [SwiftKeyCodeCarrier.Registration] = []

  /// A call that may build a carrier, kept until the file's constants are all known.
  private struct Pending {
    var call: FunctionCallExprSyntax
    var type: String
    var name: String?
    var set: String?
    var owner: String?
  }

  /// The types around the node being walked, innermost last: a name and whether it is a struct or
  /// class (which a carrier is).
  private var types: [(name: String, holdsValues: Bool)] = []
  /// The calls that may build a carrier.
  private var pending: [Pending] = []
  /// The file's constants whose values are modifier masks, by name.
  private var constants: [String: Modifiers] = [:]

  /// A finder for the file whose lines are `lines`.
  init(lines: LineTable) {
    self.lines = lines
    super.init(viewMode: .sourceAccurate)
  }

  /// The calls that may build a carrier, read with the file's constants: call this once the file
  /// is walked.
  /// - Complexity: O(*c* × *a*) for *c* calls of *a* arguments.
  func constructions() -> [SwiftKeyCodeCarrier.Construction] {
    pending.compactMap { found in
      let arguments = found.call.arguments.map { argument in
        SwiftKeyCodeCarrier.Argument(
          label: argument.label?.text, key: HotkeyLiteral.keyCode(argument.expression),
          modifiers: HotkeyLiteral.modifiers(argument.expression, constants: constants))
      }
      // A carrier's call has a key and a mask in two arguments.
      guard let key = arguments.firstIndex(where: { $0.key != nil }),
        arguments.indices.contains(where: { $0 != key && arguments[$0].modifiers != nil })
      else { return nil }
      return SwiftKeyCodeCarrier.Construction(
        type: found.type, arguments: arguments, position: position(found.call), name: found.name, set: found.set,
        owner: found.owner)
    }
  }

  /// Where a node starts, as a line and column.
  func position(_ node: some SyntaxProtocol) -> SourcePosition {
    lines.position(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    types.append((node.name.text, true))
    return .visitChildren
  }

  override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    types.append((node.name.text, true))
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    types.append((node.name.text, false))
    return .visitChildren
  }

  override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    // An extension of a struct or class may hold an initializer; one of an enum holds no value.
    let name = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
    types.append((name, true))
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

  /// A constant whose value is a mask: `fileprivate let alt = NSEvent.ModifierFlags.option.rawValue`.
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
    guard node.bindingSpecifier.tokenKind == .keyword(.let), types.isEmpty || isStatic else { return .visitChildren }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let value = binding.initializer?.value, let mask = HotkeyLiteral.modifiers(value)
      else { continue }
      constants[name] = mask
    }
    return .visitChildren
  }

  /// An initializer of a struct or class that stores a key code and a mask from its parameters.
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let type = types.last, type.holdsValues, !SwiftKeyCodeCarrier.libraryTypes.contains(type.name),
      let body = node.body
    else { return .visitChildren }
    let parameters = Array(node.signature.parameterClause.parameters)
    let names = parameters.map { ($0.secondName ?? $0.firstName).text }
    var key: (property: String, index: Int)?
    var mask: (property: String, index: Int)?
    for statement in body.statements {
      guard let (property, value) = Self.assignment(statement.item),
        let index = names.firstIndex(of: value)
      else { continue }
      let parameterType = parameters[index].type.trimmedDescription
      if SwiftKeyCodeCarrier.keyNames.contains(property), SwiftKeyCodeCarrier.keyTypes.contains(parameterType) {
        key = (property, index)
      } else if SwiftKeyCodeCarrier.modifierNames.contains(property),
        SwiftKeyCodeCarrier.modifierTypes.contains(parameterType)
      {
        mask = (property, index)
      }
    }
    guard let key, let mask else { return .visitChildren }
    let labels = parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
    let initializer = SwiftKeyCodeCarrier.Initializer(labels: labels, key: key.index, modifiers: mask.index)
    if let index = carriers.firstIndex(where: { $0.name == type.name && $0.keyProperty == key.property }) {
      carriers[index].initializers.append(initializer)
    } else {
      carriers.append(
        SwiftKeyCodeCarrier(
          name: type.name, keyProperty: key.property, modifierProperty: mask.property, initializers: [initializer]))
    }
    return .visitChildren
  }

  /// A call that may build a carrier, or one that registers a value's key code.
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let callee = node.calledExpression.trimmedDescription
    let type = SwiftLiteral.typeName(of: node.calledExpression)
    if let type, Self.registrationTypes.contains(type) || callee == "KeyboardShortcuts.Shortcut" {
      registration(node)
      return .visitChildren
    }
    guard let type, type.first?.isUppercase == true, !SwiftKeyCodeCarrier.libraryTypes.contains(type),
      (2...4).contains(node.arguments.count), node.trailingClosure == nil, pending.count < Self.maximumCalls
    else { return .visitChildren }
    var found = Pending(call: node, type: type)
    if let (caseName, set) = Self.switchSelfCase(around: node) {
      found.name = caseName
      found.set = set
      found.owner = types.last?.name
    } else {
      found.name =
        SwiftHotkeyHelperFinder.owner(of: node) ?? node.parent?.as(LabeledExprSyntax.self)?.label?.text
    }
    pending.append(found)
    return .visitChildren
  }

  /// `MASShortcut(keyCode: shortcut.keyCode, modifierFlags: NSEvent.ModifierFlags(rawValue:
  /// shortcut.modifierFlags))`, `RegisterEventHotKey(UInt32(keyCode), UInt32(modifiers), …)`.
  private func registration(_ node: FunctionCallExprSyntax) {
    var key: (base: String?, property: String)?
    var mask: (base: String?, property: String)?
    for argument in node.arguments {
      guard let read = Self.property(argument.expression) else { continue }
      if key == nil, SwiftKeyCodeCarrier.keyNames.contains(read.property) {
        key = read
      } else if mask == nil, SwiftKeyCodeCarrier.modifierNames.contains(read.property) {
        mask = read
      }
    }
    guard let key, let mask, key.base == mask.base else { return }
    registrations.append(
      SwiftKeyCodeCarrier.Registration(
        key: key.property, modifiers: mask.property, owner: key.base == nil ? types.last?.name : nil,
        position: position(node)))
  }

  /// The value and property an argument reads, inside conversions: `shortcut.keyCode` is
  /// (`shortcut`, `keyCode`), `UInt32(keyCode)` is (`nil`, `keyCode`).
  static func property(_ expression: ExprSyntax) -> (base: String?, property: String)? {
    let inner = HotkeyLiteral.unwrapped(expression)
    if let reference = inner.as(DeclReferenceExprSyntax.self) { return (nil, reference.baseName.text) }
    guard let member = inner.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
    let baseText = base.trimmedDescription
    return (baseText == "self" ? nil : baseText, member.declName.baseName.text)
  }

  /// `self.keyCode = keyCode` or `keyCode = UInt32(keyCode)`: the property and the name assigned.
  static func assignment(_ item: CodeBlockItemSyntax.Item) -> (property: String, value: String)? {
    guard let sequence = item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self) else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
      let value = HotkeyLiteral.unwrapped(elements[2]).as(DeclReferenceExprSyntax.self)?.baseName.text
    else { return nil }
    if let reference = elements[0].as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, value) }
    guard let member = elements[0].as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" else {
      return nil
    }
    return (member.declName.baseName.text, value)
  }

  /// For a call inside a `case .name:` of a `switch self`, the case's name and the property or
  /// function whose body the switch is.
  static func switchSelfCase(around node: some SyntaxProtocol) -> (name: String, set: String?)? {
    var current = node.parent
    var caseName: String?
    for _ in 0..<64 {
      guard let parent = current else { return nil }
      if parent.is(ClosureExprSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
      if caseName == nil, let switchCase = parent.as(SwitchCaseSyntax.self) {
        guard let label = switchCase.label.as(SwitchCaseLabelSyntax.self), label.caseItems.count == 1,
          let pattern = label.caseItems.first?.pattern.as(ExpressionPatternSyntax.self)?.expression
            .as(MemberAccessExprSyntax.self),
          pattern.base == nil,
          let switchExpr = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
          switchExpr.subject.trimmedDescription == "self"
        else { return nil }
        caseName = pattern.declName.baseName.text
      }
      if let caseName {
        if let binding = parent.as(PatternBindingSyntax.self) {
          return (caseName, binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text)
        }
        if let function = parent.as(FunctionDeclSyntax.self) { return (caseName, function.name.text) }
      }
      current = parent.parent
    }
    return nil
  }
}
