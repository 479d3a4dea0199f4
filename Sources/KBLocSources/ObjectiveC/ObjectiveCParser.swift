/// Reads Objective-C tokens into the statements of each method and function body, and the
/// declarations of each `@interface`: enough structure to follow shortcut declarations, and no
/// compiler.
///
/// It knows message sends (`[receiver part:argument …]`, nested, with variadic arguments),
/// C calls, member access, casts, C's operators, `@selector(…)`, blocks (whose statements it
/// reads where they stand), collection literals, declarations (`NSMenuItem *item = …;`,
/// `IBOutlet NSButton *ok;`, `@property … IBOutlet NSMenuItem *item;`) and the control
/// statements whose conditions it reads as expressions. What it cannot make out it passes over
/// to the end of the statement, reading any block it finds there.
///
/// Every token is looked at a bounded number of times, so the cost is linear; nesting deeper than
/// ``maximumDepth`` (brackets, parentheses, blocks) is passed over without recursion, so hostile
/// input cannot exhaust the stack.
///
/// The top level (methods, functions, `@interface`s) is read here, statements in
/// `ObjectiveCParser+Statements.swift`, declarations in `ObjectiveCParser+Declarations.swift` and
/// expressions in `ObjectiveCParser+Expressions.swift`; its state is internal for those files,
/// and only `parse` and `parseExpression` make a parser.
struct ObjectiveCParser {
  /// The deepest nesting of brackets, parentheses and blocks read; deeper text is passed over.
  static let maximumDepth = 64

  let tokens: [ObjectiveCToken]
  var index = 0
  var depth = 0
  var className: String?
  var body: Int?
  var block = 0
  /// The block of the `{ … }` whose statements are being read (a `case` starts a block inside it).
  var listBlock = 0
  var blocks = 0
  var syntax = ObjectiveCSyntax()
  /// The branch the next `{` starts: after an `if (…)` or an `else`.
  var pendingBranch: ObjectiveCSyntax.Branch?
  /// The branch of the block just read, which an `else` continues.
  var closedBranch: ObjectiveCSyntax.Branch?
  /// The condition of the `if`, `while` or `switch` read last.
  var lastCondition: ObjectiveCExpression?
  /// Where the `switch` whose `{` comes next is.
  var pendingSwitch: Int?
  /// The `switch` each block of cases belongs to, and how many cases it has had.
  var switches: [Int: (start: Int, cases: Int)] = [:]

  /// Parses `tokens`.
  /// - Complexity: O(*n*) in the number of tokens.
  static func parse(_ tokens: [ObjectiveCToken]) -> ObjectiveCSyntax {
    var parser = ObjectiveCParser(tokens: tokens)
    parser.parseTopLevel()
    return parser.syntax
  }

  /// Parses `tokens` as one expression (a macro's value); `nil` when they start none.
  /// - Complexity: O(*n*) in the number of tokens.
  static func parseExpression(_ tokens: [ObjectiveCToken]) -> ObjectiveCExpression? {
    var parser = ObjectiveCParser(tokens: tokens)
    return parser.parseComma(until: ";")
  }

  private init(tokens: [ObjectiveCToken]) {
    self.tokens = tokens
  }

  // MARK: Tokens

  var current: ObjectiveCToken? { index < tokens.count ? tokens[index] : nil }

  func peek(_ offset: Int) -> ObjectiveCToken? {
    index + offset < tokens.count ? tokens[index + offset] : nil
  }

  func isMark(_ mark: String, at offset: Int = 0) -> Bool { peek(offset)?.isMark(mark) == true }

  /// The end of the token before the current one: where an expression just read ends.
  var previousEnd: Int { index > 0 ? tokens[index - 1].end : 0 }

  /// Moves past the bracket, parenthesis or brace at the current token and everything up to its
  /// match (or the end), without recursion.
  mutating func skipBalanced() {
    var open = 0
    repeat {
      guard let token = current else { return }
      if token.kind == .punctuation {
        switch token.text {
        case "(", "[", "{": open += 1
        case ")", "]", "}": open -= 1
        default: break
        }
      }
      index += 1
    } while open > 0
  }

  // MARK: Top level

  private mutating func parseTopLevel() {
    var atDeclarationStart = true
    var lastCalledName: String?
    // The `(` after the last name followed by one: a function's parameters, when a body follows.
    var lastOpen: Int?
    while let token = current {
      switch token.kind {
      case .directive:
        parseDirective(token.text)
        atDeclarationStart = true
        continue
      case .punctuation where (token.text == "-" || token.text == "+") && atDeclarationStart:
        parseMethod()
        atDeclarationStart = true
        continue
      case .punctuation where token.text == "{":
        let previous = index > 0 ? tokens[index - 1] : nil
        if previous?.isMark(")") == true || previous?.isName("const") == true {
          parseBody(named: lastCalledName ?? "function", parameters: lastOpen.map(functionParameters) ?? [])
        } else {
          index += 1  // `extern "C" {`, a namespace, a struct or an initializer: read on inside.
        }
        atDeclarationStart = true
        continue
      case .punctuation where token.text == ";" || token.text == "}":
        atDeclarationStart = true
      case .identifier where isMark("(", at: 1):
        lastCalledName = token.text
        lastOpen = index + 1
        atDeclarationStart = false
      default:
        atDeclarationStart = false
      }
      index += 1
    }
  }

  /// The names of the parameters in the parentheses at token `open`: the last name of each part
  /// between top-level commas (`NSString *title, NSString *key` gives `title`, `key`); none for
  /// `(void)`.
  /// - Complexity: O(*k*) in the tokens up to the matching `)`, at most ``maximumParameterTokens``.
  private func functionParameters(_ open: Int) -> [String] {
    var names: [String] = []
    var last: String?
    var nesting = 0
    var offset = open + 1
    while offset < tokens.count, offset - open < Self.maximumParameterTokens {
      let token = tokens[offset]
      if token.isMark("(") || token.isMark("[") { nesting += 1 }
      if token.isMark(")") || token.isMark("]") {
        if nesting == 0 { break }
        nesting -= 1
      }
      if nesting == 0, token.isMark(",") {
        names.append(last ?? "")
        last = nil
      } else if nesting == 0, token.kind == .identifier {
        last = token.text
      }
      offset += 1
    }
    if let last, last != "void" { names.append(last) }
    return names
  }

  /// The most tokens a function's parameter list is read over.
  static let maximumParameterTokens = 256

  /// `@implementation`, `@interface`, `@protocol`, `@end`, `@property`; any other directive is
  /// passed over.
  private mutating func parseDirective(_ name: String) {
    index += 1
    switch name {
    case "implementation", "interface", "protocol":
      if let name = current, name.kind == .identifier {
        className = name.text
        index += 1
        if isMark(":"), let superclass = peek(1), superclass.kind == .identifier {
          syntax.superclasses[name.text] = superclass.text
        }
      }
      // `: Superclass`, `(Category)`, `<Protocols>`, up to the instance variables or the first
      // member.
      while let token = current, token.kind != .directive, !token.isMark("-"), !token.isMark("+"),
        !token.isMark("{"), !token.isMark(";")
      {
        if token.isMark("(") { skipBalanced() } else { index += 1 }
      }
      if isMark("{") { parseInstanceVariables() }
    case "end":
      className = nil
    case "property":
      if isMark("(") { skipBalanced() }
      parseDeclarationStatement(start: current?.start ?? previousEnd)
    default:
      break
    }
  }

  /// The `{ … }` of an `@interface`: its instance variables, read as declarations.
  private mutating func parseInstanceVariables() {
    index += 1
    while let token = current, !token.isMark("}") {
      if token.kind == .directive {
        index += 1  // `@public`, `@private`, `@protected`.
        continue
      }
      let before = index
      parseDeclarationStatement(start: token.start)
      if index == before { index += 1 }
    }
    index += 1
  }

  /// `- (Type)part:(Type)name part:(Type)name { … }`, or its declaration ending in `;`.
  private mutating func parseMethod() {
    index += 1
    var name = ""
    var parameters: [String] = []
    var types: [String] = []
    if isMark("(") { skipBalanced() }
    while let token = current, !token.isMark("{"), !token.isMark(";"), token.kind != .directive {
      if token.kind == .identifier, isMark(":", at: 1) {
        name += token.text + ":"
        index += 2
        var type = ""
        if isMark("(") {
          let open = index
          skipBalanced()
          type = tokens[(open + 1)..<max(open + 1, index - 1)].map(\.text).joined(separator: " ")
        }
        if let parameter = current, parameter.kind == .identifier {
          parameters.append(parameter.text)
          types.append(type)
          index += 1
        }
      } else if token.kind == .identifier, name.isEmpty {
        name = token.text
        index += 1
      } else if token.isMark("(") {
        skipBalanced()  // `__attribute__((…))`, `NS_SWIFT_NAME(…)`.
      } else {
        index += 1
      }
    }
    if isMark("{") { parseBody(named: name, parameters: parameters, types: types) }
  }

  /// A body at the current `{`, up to its `}`.
  private mutating func parseBody(named name: String, parameters: [String], types: [String] = []) {
    let outer = body
    syntax.bodies.append(
      ObjectiveCBody(
        className: className, name: name, start: current?.start ?? 0, parameters: parameters, parameterTypes: types))
    body = syntax.bodies.count - 1
    syntax.bodies[syntax.bodies.count - 1].block = blocks + 1
    let first = index
    index += 1
    parseStatements()
    // Bodies are only at the top level: each token is looked at once more.
    syntax.bodies[syntax.bodies.count - 1].mentionsMainMenu = tokens[first..<min(index, tokens.count)].contains {
      $0.kind == .identifier && ($0.text == "mainMenu" || $0.text == "setMainMenu")
    }
    body = outer
  }
}
