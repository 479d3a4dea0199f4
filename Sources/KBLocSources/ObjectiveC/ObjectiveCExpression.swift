/// An Objective-C expression, as far as a reader of shortcut declarations needs one: literals,
/// names, message sends, calls, member accesses and the operators that combine modifier masks.
struct ObjectiveCExpression {
  indirect enum Kind {
    /// A string literal (adjacent literals joined), its value decoded; `wellFormed` is false
    /// when an escape does not decode or the literal is cut by the end of its line.
    case string(String, wellFormed: Bool)
    /// A character literal, `'a'`.
    case character(String)
    /// A number, as written.
    case number(String)
    /// A name: a variable, a constant, a class, `self`.
    case name(String)
    /// `base.name` or `base->name`.
    case member(ObjectiveCExpression, String)
    /// `base[index]`.
    case subscripted(ObjectiveCExpression, ObjectiveCExpression)
    /// `callee(arguments…)`.
    case call(ObjectiveCExpression, [ObjectiveCExpression])
    /// `[receiver part:argument part:argument…]`: the selector (`initWithTitle:action:keyEquivalent:`)
    /// and one argument per part, then any variadic arguments.
    case message(ObjectiveCExpression, selector: String, arguments: [ObjectiveCExpression])
    /// `@selector(name:)`.
    case selector(String)
    /// A prefix or postfix operator and its operand.
    case unary(String, ObjectiveCExpression)
    /// `lhs OP rhs`.
    case binary(String, ObjectiveCExpression, ObjectiveCExpression)
    /// `condition ? then : otherwise` (`then` is `nil` for `?:`).
    case conditional(ObjectiveCExpression, ObjectiveCExpression?, ObjectiveCExpression)
    /// `target = value`, or a compound assignment (`|=`).
    case assignment(String, ObjectiveCExpression, ObjectiveCExpression)
    /// `(Type)operand`.
    case cast(String, ObjectiveCExpression)
    /// A C brace initializer, `{ @"Save", @selector(saveDocument:), @"s", .tag = 2 }`: its
    /// elements in order, a designated one (`.tag = 2`) as ``designated(_:_:)``.
    case initializer([ObjectiveCExpression])
    /// `.field = value` inside a brace initializer.
    case designated(String, ObjectiveCExpression)
    /// Anything else — a block, a collection literal, text the parser passed over — with the
    /// expressions found inside it.
    case other([ObjectiveCExpression])
  }

  var kind: Kind
  /// Where the expression starts, in bytes of UTF-8.
  var start: Int
  /// Where it ends.
  var end: Int

  /// The same text as one expression of nothing the reader follows: what the parser keeps of a
  /// chain too long to follow, so that no expression is deeper than the nesting it reads.
  var flattened: ObjectiveCExpression { ObjectiveCExpression(kind: .other([]), start: start, end: end) }

  /// The expressions directly inside this one.
  var children: [ObjectiveCExpression] {
    switch kind {
    case .string, .character, .number, .name, .selector: return []
    case .member(let base, _): return [base]
    case .subscripted(let base, let index): return [base, index]
    case .call(let callee, let arguments): return [callee] + arguments
    case .message(let receiver, _, let arguments): return [receiver] + arguments
    case .unary(_, let operand), .cast(_, let operand): return [operand]
    case .binary(_, let lhs, let rhs), .assignment(_, let lhs, let rhs): return [lhs, rhs]
    case .conditional(let condition, let then, let otherwise):
      return [condition] + (then.map { [$0] } ?? []) + [otherwise]
    case .designated(_, let value): return [value]
    case .initializer(let inner), .other(let inner): return inner
    }
  }

  /// The expression without the parentheses and casts around it.
  var unwrapped: ObjectiveCExpression {
    if case .cast(_, let operand) = kind { return operand.unwrapped }
    return self
  }

  /// The name when the expression is one.
  var name: String? {
    if case .name(let name) = unwrapped.kind { return name }
    return nil
  }

  /// The receiver, selector and arguments when the expression is a message send.
  var message: (receiver: ObjectiveCExpression, selector: String, arguments: [ObjectiveCExpression])? {
    if case .message(let receiver, let selector, let arguments) = unwrapped.kind {
      return (receiver, selector, arguments)
    }
    return nil
  }
}

/// One statement of an Objective-C function or method body, or one declaration of an
/// `@interface` (an instance variable, a property).
struct ObjectiveCStatement {
  enum Kind {
    /// `Type *name = initializer;` — one per declarator.
    case declaration(ObjectiveCDeclaration)
    /// Any other statement, or the condition of an `if`, `while`, `switch` or `for`.
    case expression(ObjectiveCExpression)
  }

  var kind: Kind
  /// The body holding the statement (an index into ``ObjectiveCSyntax/bodies``); `nil` for a
  /// declaration of an `@interface` or at the top level.
  var body: Int?
  /// The class of the `@interface` or `@implementation` the statement is in, if any.
  var className: String?
  /// The innermost `{ … }` block, or `case` of a `switch`, holding the statement: statements with
  /// the same number run one after the other (a number is never reused in a file).
  var block: Int
  /// Where the statement starts, in bytes of UTF-8.
  var start: Int
  /// What the statement is to the code around it.
  var role = Role.plain

  /// What a statement is to the code around it.
  enum Role {
    /// A statement that runs where it stands.
    case plain
    /// The condition of the `if`, `while` or `switch` that follows (read in the block before
    /// the conditional's own blocks).
    case condition
    /// `return VALUE`: the expression is the value returned.
    case returned
    /// `return;`, `break;`, `continue;` or `goto`: the expression is empty.
    case exit
  }
}

/// A declared variable, instance variable or property.
struct ObjectiveCDeclaration {
  /// The type's name, `NSMenuItem` for `NSMenuItem *item`.
  var type: String
  /// The variable's name.
  var name: String
  /// The value it starts with, if any.
  var initializer: ObjectiveCExpression?
  /// Whether it is marked `IBOutlet`.
  var isOutlet: Bool
}

/// A method or function body.
struct ObjectiveCBody {
  /// The class of the `@implementation` (or `@interface`) holding it, if any.
  var className: String?
  /// The method's selector (`applicationDidFinishLaunching:`) or the function's name.
  var name: String
  /// Where the body's `{` is, in bytes of UTF-8.
  var start: Int
  /// The number of the block of its statements.
  var block = 0
  /// The names of its parameters, in order: a method's after each part of its selector, a
  /// function's after each type.
  var parameters: [String] = []
  /// The types of a method's parameters, as written between the parentheses (`NSEvent *`), in
  /// the order of ``parameters``; empty for a function.
  var parameterTypes: [String] = []
  /// Whether the body names the main menu (`[NSApp mainMenu]`, `setMainMenu:`): what it builds
  /// goes there.
  var mentionsMainMenu = false
}

/// The statements and bodies of one Objective-C file.
struct ObjectiveCSyntax {
  var statements: [ObjectiveCStatement] = []
  var bodies: [ObjectiveCBody] = []
  /// The block each block is inside, by number; a block of the top level has none.
  var blockParents: [Int: Int] = [:]
  /// The branch of a conditional each block is, by number: the `{ … }` after an `if (…)` or an
  /// `else`, or a `switch`'s case.
  var blockBranches: [Int: Branch] = [:]

  /// One branch of a conditional: its `if` (the first of an `else if` chain) or `switch`, and its
  /// number among the branches, from 0.
  struct Branch: Hashable {
    /// Where the `if` or `switch` is, in bytes of UTF-8.
    var start: Int
    var number: Int
  }
  /// The condition of each branch that is an `if`'s (or an `else if`'s) body.
  var branchConditions: [Branch: ObjectiveCExpression] = [:]
  /// The superclass each `@interface` names, by class.
  var superclasses: [String: String] = [:]
  /// Where each block starts, by number: its `{`, a `case` label, or the statement of a body
  /// without braces.
  var blockStarts: [Int: Int] = [:]
  /// The `switch` each block of cases belongs to (where the `switch` is), by the block's number.
  var switchBlocks: [Int: Int] = [:]
  /// What each `switch` switches over, by where the `switch` is.
  var switchSubjects: [Int: ObjectiveCExpression] = [:]
  /// The labels of each `case`, by the number of the block the case starts; a `default` has none.
  var caseLabels: [Int: [ObjectiveCExpression]] = [:]
  /// The blocks of block literals (`^(NSEvent *event) { … }`), by where the literal starts: the
  /// number of its body and its parameters' types and names.
  var blockLiterals: [Int: BlockLiteral] = [:]

  /// A block literal's body and parameters.
  struct BlockLiteral {
    /// The number of the block that is its body.
    var block: Int
    /// Its parameters, as written: the type (`NSEvent *`) and the name.
    var parameters: [(type: String, name: String)]
  }

  /// The branches of conditionals block `inner` is in, outermost first.
  /// - Complexity: O(*d*) for blocks *d* deep.
  func branches(of inner: Int) -> [Branch] {
    var found: [Branch] = []
    var block: Int? = inner
    while let current = block {
      if let branch = blockBranches[current] { found.append(branch) }
      block = blockParents[current]
    }
    return found.reversed()
  }

  /// Whether the statements of block `inner` run after those of block `outer` that come before
  /// them: `inner` is `outer` or inside it, not in another branch.
  /// - Complexity: O(*d*) for blocks *d* deep.
  func block(_ inner: Int, isWithin outer: Int) -> Bool {
    var block: Int? = inner
    while let current = block {
      if current == outer { return true }
      block = blockParents[current]
    }
    return false
  }
}
