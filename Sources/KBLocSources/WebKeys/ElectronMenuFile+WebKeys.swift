import KBLoc

/// What the readers of key bindings in web code need beside what the menu reader does: object
/// literals' members, the names a module imports, the function a value runs and the declaration
/// around a token.
extension ElectronMenuFile {
  /// A name a module imports: the package or path it comes from, and its name there (`*` for a
  /// namespace import, `default` for a default import).
  struct Import: Equatable {
    var module: String
    var name: String

    /// Whether the module is a file of the app (`./keymaps`, `../commands`, `@/modules/x`,
    /// `~/x`), not a package.
    var isRelative: Bool {
      module.hasPrefix(".") || module.hasPrefix("/") || module.hasPrefix("@/") || module.hasPrefix("~/")
    }
  }

  /// The names the file imports, by their local name: `import { a, b as c } from 'm'`, `import d
  /// from 'm'`, `import * as ns from 'm'`, `const { a, b: c } = require('m')` and `const d =
  /// require('m')`.
  /// - Complexity: O(*n*) in the number of tokens.
  func imports() -> [Substring: Import] {
    var imports: [Substring: Import] = [:]
    for index in 0..<count {
      if isToken(index, "import"), !isToken(index - 1, "."), !isOpening(index + 1, "(") {
        // `import type { … }` imports types only.
        var start = index + 1
        if isToken(start, "type") { start += 1 }
        var end = start
        while end < count, end - start < 512, !isToken(end, "from"), string(end) == nil { end += 1 }
        guard isToken(end, "from"), let module = string(end + 1) else { continue }
        importedNames(start..<end, module: module, into: &imports)
      } else if isToken(index, "require"), isOpening(index + 1, "("), let module = string(index + 2),
        isToken(index + 3, ")"), isToken(index - 1, "=")
      {
        let target = index - 2
        if isIdentifier(target) {
          imports[text(target)] = Import(module: module, name: "default")
        } else if isToken(target, "}"), let open = partner(target) {
          for segment in segments(of: open) {
            let name = text(segment.lowerBound)
            let local = segment.count == 3 && isToken(segment.lowerBound + 1, ":") ? text(segment.lowerBound + 2) : name
            imports[local] = Import(module: module, name: String(name))
          }
        }
      }
    }
    return imports
  }

  /// The names of one `import` clause, tokens `range` (between `import` and `from`).
  private func importedNames(_ range: Range<Int>, module: String, into imports: inout [Substring: Import]) {
    var index = range.lowerBound
    while index < range.upperBound {
      if isToken(index, "*"), isToken(index + 1, "as"), isIdentifier(index + 2) {
        imports[text(index + 2)] = Import(module: module, name: "*")
        index += 3
      } else if isOpening(index, "{"), let close = partner(index), close < range.upperBound {
        for segment in segments(of: index) {
          var first = segment.lowerBound
          if isToken(first, "type"), segment.count > 1 { first += 1 }
          guard isIdentifier(first) || string(first) != nil else { continue }
          let name = string(first) ?? String(text(first))
          let local = isToken(first + 1, "as") && first + 2 < segment.upperBound ? text(first + 2) : Substring(name)
          imports[local] = Import(module: module, name: name)
        }
        index = close + 1
      } else if isIdentifier(index), !isToken(index, "type") {
        imports[text(index)] = Import(module: module, name: "default")
        index += 1
      } else {
        index += 1
      }
    }
  }

  /// The members of the object literal at `open`, or `nil` when the braces hold statements.
  ///
  /// Each member is its key (a name or a string) and its value's tokens; a method
  /// (`addKeyboardShortcuts() { … }`) has its body as value. Braces with a `;` at their top level
  /// are a block, no object.
  func objectMembers(of open: Int) -> [(key: Int, name: String, value: Range<Int>)]? {
    var members: [(key: Int, name: String, value: Range<Int>)] = []
    for segment in segments(of: open) {
      if topLevel(";", in: segment) != nil { return nil }
      let key = segment.lowerBound
      guard let name = string(key) ?? (isIdentifier(key) ? String(text(key)) : nil) else { continue }
      if isToken(key + 1, ":") {
        members.append((key, name, (key + 2)..<segment.upperBound))
      } else if isOpening(key + 1, "("), let close = partner(key + 1), isOpening(close + 1, "{") {
        members.append((key, name, (close + 1)..<segment.upperBound))
      } else if segment.count == 1 {
        members.append((key, name, key..<(key + 1)))
      }
    }
    return members
  }

  /// Whether the braces at `open` are a destructuring pattern, not an object: after `const`,
  /// `let` or `var`, before `=`, or a function's parameter (`({ key, run }) =>`).
  func isPattern(_ open: Int) -> Bool {
    guard let close = partner(open) else { return true }
    if ["const", "let", "var"].contains(String(text(open - 1))) || isToken(close + 1, "=") { return true }
    if isToken(close + 1, ":"), isToken(open - 1, "(") || isToken(open - 1, ",") { return true }
    return isToken(close + 1, ")") && (isToken(close + 2, "=>") || isToken(close + 2, "{") || isToken(close + 2, ":"))
  }

  /// The name of the innermost function or constant of the file whose body or value holds token
  /// `index` (a declaration made once in the file), or of the method or property it stands in
  /// (`addKeyboardShortcuts() { … }`, `handleKey: (e) => …`); `nil` at the top level.
  func enclosingName(of index: Int) -> String? {
    var best: (name: Substring, size: Int)?
    for (name, range) in declarations where range.contains(index) {
      if best.map({ range.count < $0.size }) ?? true { best = (name, range.count) }
    }
    // A method or an arrow function's property closer than the declaration.
    var scan = tokens.enclosing[index]
    var steps = 0
    while scan >= 0, steps < 64 {
      steps += 1
      if let best, let range = declarations[best.name], scan < range.lowerBound { break }
      if isToken(scan, "{"), isToken(scan - 1, ")"), let open = partner(scan - 1), isIdentifier(open - 1),
        !["if", "for", "while", "switch", "catch", "function"].contains(String(text(open - 1)))
      {
        return String(text(open - 1))
      }
      scan = tokens.enclosing[scan]
    }
    return best.map { String($0.name) }
  }

  /// The name of the function a value runs, as a command's name.
  ///
  /// It is the function named (`indentLess`, `commands.indentLess`), the function a call makes (`toggleMark(…)`,
  /// `moveCompletionSelection(true)`), or the one call an arrow or function expression makes —
  /// its expression (`v => alignTables(v)`, `() => moveNextRow(view) ?? true`) or its one
  /// statement beside a `return` of a literal (`view => { pasteAsPlain(view); return true }`);
  /// in a chain of calls, the last one that is not `run`, `focus` or `chain`
  /// (`this.editor.chain().focus().toggleBold().run()` runs `toggleBold`). `nil` for anything
  /// else: a function of several statements runs no one command.
  func commandName(of range: Range<Int>, depth: Int = 0) -> String? {
    guard !range.isEmpty, depth < 4 else { return nil }
    var range = range
    // `(x) => …`, `x => …`, `async (x) => …`, `function (x) { … }`.
    var start = range.lowerBound
    if isToken(start, "async") { start += 1 }
    if isToken(start, "function") {
      var open = start + 1
      if isIdentifier(open) { open += 1 }
      guard isOpening(open, "("), let close = partner(open) else { return nil }
      var body = close + 1
      if isToken(body, ":") { while body < range.upperBound, !isToken(body, "{") { body += 1 } }
      return isOpening(body, "{") ? bodyCommand(body, depth: depth) : nil
    }
    if let arrow = arrowBody(at: start, in: range) {
      if isOpening(arrow, "{"), partner(arrow) == range.upperBound - 1 { return bodyCommand(arrow, depth: depth) }
      range = arrow..<range.upperBound
    }
    // `call(…) ?? true`, `call(…) || false`: the call.
    for operator_ in ["??", "||", "&&"] {
      if let at = topLevel(operator_, in: range), at > range.lowerBound, isLiteral((at + 1)..<range.upperBound) {
        range = range.lowerBound..<at
      }
    }
    return chainCommand(range)
  }

  /// Where the body of the arrow function starting at `start` begins, or `nil` when it is none.
  private func arrowBody(at start: Int, in range: Range<Int>) -> Int? {
    if isIdentifier(start), isToken(start + 1, "=>") { return start + 2 }
    guard isOpening(start, "("), let close = partner(start), close < range.upperBound else { return nil }
    var arrow = close + 1
    // A TypeScript return type: `(v): boolean => …`.
    if isToken(arrow, ":") {
      while arrow < range.upperBound, arrow - close < 32, !isToken(arrow, "=>") { arrow += 1 }
    }
    return isToken(arrow, "=>") ? arrow + 1 : nil
  }

  /// The command a function body at `open` runs: its one statement that is not a `return` of a
  /// literal, when that is a call (or `return` of a call).
  private func bodyCommand(_ open: Int, depth: Int) -> String? {
    guard let close = partner(open) else { return nil }
    var statements: [Range<Int>] = []
    var index = open + 1
    while index < close {
      if isToken(index, ";") {
        index += 1
        continue
      }
      let end = min(statementEnd(from: index), close)
      guard end > index else { break }
      var statement = index..<end
      if isToken(statement.upperBound - 1, ";") { statement = statement.lowerBound..<(statement.upperBound - 1) }
      if isToken(statement.lowerBound, "return") {
        let value = (statement.lowerBound + 1)..<statement.upperBound
        if value.isEmpty || isLiteral(value) {
          index = end
          continue
        }
        statement = value
      }
      statements.append(statement)
      index = end
    }
    guard statements.count == 1, let only = statements.first else { return nil }
    return commandName(of: only, depth: depth + 1)
  }

  /// Whether tokens `range` are one literal: `true`, `false`, `null`, `undefined`, a number or a
  /// string.
  func isLiteral(_ range: Range<Int>) -> Bool {
    guard range.count == 1 else { return false }
    let index = range.lowerBound
    if kind(index) == .number || string(index) != nil { return true }
    return ["true", "false", "null", "undefined"].contains(String(text(index)))
  }

  /// The function a name or chain of calls runs (`a.b.c`, `f(x)`, `a.b().c()`), `nil` when
  /// `range` is another expression.
  private func chainCommand(_ range: Range<Int>) -> String? {
    var names: [(name: String, called: Bool)] = []
    var index = range.lowerBound
    if isToken(index, "await") || isToken(index, "new") || isToken(index, "void") { index += 1 }
    while index < range.upperBound {
      if isIdentifier(index) {
        names.append((String(text(index)), false))
        index += 1
      } else if isToken(index, ".") || isToken(index, "?.") || isToken(index, "!") {
        index += 1
      } else if isOpening(index, "("), let close = partner(index), !names.isEmpty {
        names[names.count - 1].called = true
        index = close + 1
      } else if isOpening(index, "["), let close = partner(index), !names.isEmpty {
        index = close + 1
      } else {
        return nil
      }
    }
    guard let last = names.last, last.name != "this" else { return nil }
    let plumbing: Set<String> = ["run", "focus", "chain", "bind", "call", "apply", "then", "catch"]
    if names.contains(where: \.called) {
      return names.last { $0.called && !plumbing.contains($0.name) }?.name
    }
    return last.name
  }
}
