import SwiftSyntax

/// Two texts Swift code writes side by side, one of which may be a command's name and the other
/// its title: the two elements of an array or tuple literal (`["Cycle layout forward",
/// CommandKey.cycleLayout.rawValue]`), or a dictionary entry's key and value (`"closeWindow":
/// NSLocalizedString("Close window", comment: "")`).
struct TitlePair: Hashable {
  /// The first text the code writes.
  var first: TextTemplate
  /// The second text the code writes.
  var second: TextTemplate
  /// Whether the code marks the first text as text for people (a localized string).
  var firstIsLocalized = false
  /// Whether the code marks the second text as text for people.
  var secondIsLocalized = false
}

/// Reads the string constants and the pairs of texts of a Swift file, for titles that code gives
/// a command's name away from where the name is bound to keys (``SourceScan`` applies them).
///
/// - Constants: a `String` enum's cases (`case cycleLayout = "cycle-layout"`; a case with no raw
///   value is its name), read through `.rawValue`, and `static let` string literals, each known as
///   `Type.member` and, where only one type declares the member, as `.member`.
/// - Texts: a string literal, its interpolations resolved where they are constants or local
///   `let`s bound to literals, else holes (``TextTemplate``); a constant; a local `let` bound to a
///   text; a localized literal (`NSLocalizedString("…", …)`, `String(localized: "…")`,
///   `LocalizedStringKey("…")`, `"…".localized`).
enum SwiftTitlePairReader {
  /// The string constants a file declares.
  struct Constants {
    /// Raw values, by `Type.case`.
    var rawValues: [String: String] = [:]
    /// Raw values by `case` alone; `nil` where two types share the case with different values.
    var bareRawValues: [String: String?] = [:]
    /// `static let` strings, by `Type.member`.
    var statics: [String: String] = [:]
    /// `static let` strings by `member` alone; `nil` where two types share the member.
    var bareStatics: [String: String?] = [:]

    /// Adds another file's constants.
    mutating func merge(_ other: Constants) {
      rawValues.merge(other.rawValues) { first, _ in first }
      statics.merge(other.statics) { first, _ in first }
      for (name, value) in other.bareRawValues { Self.add(value, as: name, to: &bareRawValues) }
      for (name, value) in other.bareStatics { Self.add(value, as: name, to: &bareStatics) }
    }

    /// The members whose values are among `values` or start one of them.
    func members(valuedIn values: Set<String>, prefixes: Set<String>) -> Set<String> {
      var members: Set<String> = []
      for (name, value) in rawValues.merging(statics, uniquingKeysWith: { first, _ in first })
      where values.contains(value) || prefixes.contains(value) {
        if let member = name.split(separator: ".").last { members.insert(String(member)) }
      }
      return members
    }

    /// Records a constant's value under its bare name, or `nil` when another value has it.
    static func add(_ value: String?, as name: String, to table: inout [String: String?]) {
      if let existing = table[name], existing != value {
        table[name] = .some(nil)
      } else {
        table[name] = value
      }
    }
  }

  /// The deepest a text is followed through local `let`s and interpolations.
  static let depthLimit = 4
  /// The most holes a template may have to be kept.
  static let holeLimit = 3

  /// The string constants `tree` declares.
  static func constants(in tree: SourceFileSyntax) -> Constants {
    let visitor = ConstantVisitor(viewMode: .sourceAccurate)
    visitor.walk(tree)
    return visitor.constants
  }

  /// The pairs of texts `tree` writes, constants resolved from `constants`.
  static func pairs(in tree: SourceFileSyntax, constants: Constants) -> [TitlePair] {
    let visitor = PairVisitor(constants: constants)
    visitor.walk(tree)
    return visitor.pairs
  }
}

/// Collects a file's string enums' raw values and `static let` strings.
private final class ConstantVisitor: SyntaxVisitor {
  var constants = SwiftTitlePairReader.Constants()

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    let isString =
      node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "String" } ?? false
    guard isString else { return .visitChildren }
    let type = node.name.text
    for member in node.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDecl.elements {
        let name = element.name.text.filter { $0 != "`" }
        let value: String?
        if let raw = element.rawValue?.value {
          value = raw.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        } else {
          value = name
        }
        guard let value else { continue }
        constants.rawValues["\(type).\(name)"] = value
        SwiftTitlePairReader.Constants.add(value, as: name, to: &constants.bareRawValues)
      }
    }
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.bindingSpecifier.tokenKind == .keyword(.let),
      node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
      let owner = ownerName(of: node)
    else { return .skipChildren }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let value = binding.initializer?.value.as(StringLiteralExprSyntax.self)?.representedLiteralValue
      else { continue }
      constants.statics["\(owner).\(name)"] = value
      SwiftTitlePairReader.Constants.add(value, as: name, to: &constants.bareStatics)
    }
    return .skipChildren
  }

  /// The name of the type a declaration is a member of.
  private func ownerName(of node: some SyntaxProtocol) -> String? {
    var parent = node.parent
    while let current = parent {
      if let decl = current.as(EnumDeclSyntax.self) { return decl.name.text }
      if let decl = current.as(StructDeclSyntax.self) { return decl.name.text }
      if let decl = current.as(ClassDeclSyntax.self) { return decl.name.text }
      if let decl = current.as(ExtensionDeclSyntax.self) {
        return decl.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
      }
      if current.is(CodeBlockSyntax.self) { return nil }
      parent = current.parent
    }
    return nil
  }
}

/// Collects the pairs of texts of a file.
private final class PairVisitor: SyntaxVisitor {
  let constants: SwiftTitlePairReader.Constants
  var pairs: [TitlePair] = []

  init(constants: SwiftTitlePairReader.Constants) {
    self.constants = constants
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ArrayExprSyntax) -> SyntaxVisitorContinueKind {
    if node.elements.count == 2 {
      let elements = Array(node.elements)
      add(elements[0].expression, elements[1].expression)
    }
    return .visitChildren
  }

  override func visit(_ node: TupleExprSyntax) -> SyntaxVisitorContinueKind {
    if node.elements.count == 2 {
      let elements = Array(node.elements)
      add(elements[0].expression, elements[1].expression)
    }
    return .visitChildren
  }

  override func visit(_ node: DictionaryElementSyntax) -> SyntaxVisitorContinueKind {
    add(node.key, node.value)
    return .visitChildren
  }

  /// Records two expressions as a pair when both read as texts.
  private func add(_ first: ExprSyntax, _ second: ExprSyntax) {
    guard let one = text(of: first, depth: 0), let other = text(of: second, depth: 0) else { return }
    pairs.append(
      TitlePair(
        first: one.template, second: other.template, firstIsLocalized: one.isLocalized,
        secondIsLocalized: other.isLocalized))
  }

  /// The text an expression writes, and whether it is written for people; `nil` for any other
  /// expression.
  private func text(of expression: ExprSyntax, depth: Int) -> (template: TextTemplate, isLocalized: Bool)? {
    guard depth <= SwiftTitlePairReader.depthLimit else { return nil }
    if let literal = expression.as(StringLiteralExprSyntax.self) {
      return template(of: literal, depth: depth).map { ($0, false) }
    }
    if let localized = localizedLiteral(expression) { return (TextTemplate(localized), true) }
    if let value = constant(expression) { return (TextTemplate(value), false) }
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      let value = localValue(named: reference.baseName.text, at: expression)
    {
      return text(of: value, depth: depth + 1)
    }
    return nil
  }

  /// A string literal as a template: each interpolation a constant, a local `let` bound to a text,
  /// or a hole named after the variable; `nil` for any other interpolation.
  private func template(of literal: StringLiteralExprSyntax, depth: Int) -> TextTemplate? {
    if let value = literal.representedLiteralValue { return TextTemplate(value) }
    var template = TextTemplate(parts: [])
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let piece):
        template.append(.text(piece.content.text))
      case .expressionSegment(let interpolation):
        guard interpolation.expressions.count == 1, let expression = interpolation.expressions.first?.expression
        else { return nil }
        if let value = constant(expression) {
          template.append(.text(value))
        } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
          let name = reference.baseName.text
          if let value = localValue(named: name, at: expression), let inner = text(of: value, depth: depth + 1) {
            template.append(contentsOf: inner.template)
            // Lets that interpolate each other many times over would grow the text without end.
            guard template.isWithinLimits else { return nil }
          } else {
            template.append(.hole(name))
          }
        } else {
          return nil
        }
      }
    }
    guard template.holes.count <= SwiftTitlePairReader.holeLimit else { return nil }
    return template.isWithinLimits ? template : nil
  }

  /// A constant's value: `Type.member.rawValue`, `.member.rawValue`, `Type.member` for a static.
  private func constant(_ expression: ExprSyntax) -> String? {
    guard let access = expression.as(MemberAccessExprSyntax.self) else { return nil }
    let member = access.declName.baseName.text
    if member == "rawValue", let inner = access.base?.as(MemberAccessExprSyntax.self) {
      let name = inner.declName.baseName.text
      if let type = inner.base.map(lastComponent), let value = constants.rawValues["\(type).\(name)"] {
        return value
      }
      return constants.bareRawValues[name] ?? nil
    }
    guard let base = access.base else { return nil }
    return constants.statics["\(lastComponent(base)).\(member)"]
  }

  /// The last name of a dotted type reference: `Menu` of `Constants.Menu`.
  private func lastComponent(_ expression: ExprSyntax) -> String {
    if let access = expression.as(MemberAccessExprSyntax.self) { return access.declName.baseName.text }
    return expression.trimmedDescription
  }

  /// The literal of `NSLocalizedString("…", …)`, `String(localized: "…")`, `LocalizedStringKey("…")`,
  /// `LocalizedStringResource("…")` or `"…".localized`.
  private func localizedLiteral(_ expression: ExprSyntax) -> String? {
    if let call = expression.as(FunctionCallExprSyntax.self) {
      let callee = call.calledExpression.trimmedDescription
      guard let first = call.arguments.first else { return nil }
      switch callee {
      case "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource":
        return first.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
      case "String" where first.label?.text == "localized":
        return first.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
      default:
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self),
          access.declName.baseName.text == "localized"
        {
          return access.base?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        }
        return nil
      }
    }
    if let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "localized" {
      return access.base?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }
    return nil
  }

  /// The value a local `let name = …` before `node` binds, in a code block around it.
  private func localValue(named name: String, at node: some SyntaxProtocol) -> ExprSyntax? {
    var current: Syntax? = Syntax(node)
    while let here = current {
      if let block = here.parent?.as(CodeBlockItemListSyntax.self), let item = here.as(CodeBlockItemSyntax.self) {
        for other in block {
          if other.id == item.id { break }
          guard let decl = other.item.as(VariableDeclSyntax.self), decl.bindingSpecifier.tokenKind == .keyword(.let)
          else { continue }
          for binding in decl.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            if let value = binding.initializer?.value { return value }
          }
        }
      }
      if here.is(MemberBlockSyntax.self) { return nil }
      current = here.parent
    }
    return nil
  }
}
