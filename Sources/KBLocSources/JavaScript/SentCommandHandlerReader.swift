import KBLoc

/// What a page does with a command its app's menu sends it: the call its handler makes for the
/// command on a channel (`ipcRenderer.on('shortcut', (event, command) => { if (command ===
/// 'search') editor.toggleSearchPanel() })` is `shortcut`, `search`, `toggleSearchPanel`).
struct SentCommandHandler: Sendable, Hashable {
  /// The channel the handler listens on.
  var channel: String
  /// The command it tests the channel's argument for; `nil` for a handler of the whole channel.
  var command: String?
  /// The name of the call it makes for the command.
  var call: String
}

/// Reads the handlers a page registers for what its app's main process sends it (Electron's
/// `ipcRenderer.on(channel, listener)`), for a scan to name the commands menu items send to the
/// page by what the page runs for them (``SentCommand/calls``; docs/sources.md).
///
/// For each `ipcRenderer.on` (or `addListener`, `once`) with a string channel and a listener
/// `(event, argument) => …` (or a `function`):
///
/// - each test of the argument against a string (`argument === 'search'`, `==`, either side) in an
///   `if`, and each `case 'search':` of a `switch (argument)`, is a handler of that command: the
///   first call its branch makes (`currentEditor.toggleSearchPanel()` is `toggleSearchPanel`);
/// - a listener that tests nothing and is one statement is a handler of the whole channel: its call.
///
/// A branch whose first call goes back to the main process (`ipcRenderer.invoke(…)`) runs nothing
/// in the page, and calls of `console` are passed over.
enum SentCommandHandlerReader {
  /// `ipcRenderer`, as UTF-8 bytes: what a file must mention to hold a handler.
  static let needles = [Array("ipcRenderer".utf8)]

  /// The most branches read in one listener: far more than any app's.
  static let branchLimit = 512

  /// The most listeners read in one file: far more than any page registers.
  static let listenerLimit = 256

  /// The most parentheses a test of the argument is looked out of for its `if`.
  static let nestingLimit = 16

  /// The most tokens of a branch looked at for its first call.
  static let callLookahead = 256

  /// The handlers `file` registers.
  /// - Complexity: O(*n*) in the file's tokens: each of at most ``listenerLimit`` listeners is
  ///   read in a bounded number of passes over its body (each of its at most ``branchLimit``
  ///   branches up to its first call).
  static func handlers(in file: ElectronMenuFile) -> [SentCommandHandler] {
    var found: [SentCommandHandler] = []
    var listeners = 0
    for index in 0..<file.count where file.isToken(index, "ipcRenderer") && listeners < listenerLimit {
      guard file.isToken(index + 1, ".") || file.isToken(index + 1, "?."),
        ["on", "addListener", "once"].contains(String(file.text(index + 2))), file.isOpening(index + 3, "(")
      else { continue }
      let arguments = file.segments(of: index + 3)
      guard arguments.count == 2, arguments[0].count == 1, let channel = file.string(arguments[0].lowerBound),
        let listener = Listener(arguments[1], in: file)
      else { continue }
      listeners += 1
      let branches = listener.parameter.map { branchesTesting($0, in: listener.body, file: file) } ?? []
      if branches.isEmpty {
        if listener.isOneStatement, let call = firstCall(in: listener.body, file: file) {
          found.append(SentCommandHandler(channel: channel, command: nil, call: call))
        }
        continue
      }
      for (command, body) in branches {
        if let call = firstCall(in: body, file: file) {
          found.append(SentCommandHandler(channel: channel, command: command, call: call))
        }
      }
    }
    return found
  }

  /// A listener function: its body and the name of its second parameter, the argument sent.
  struct Listener {
    /// The tokens of its body, braces aside.
    var body: Range<Int>
    /// The name of its second parameter; `nil` when it has none.
    var parameter: Substring?
    /// Whether its body is one statement or expression.
    var isOneStatement: Bool

    /// Reads the listener written in `range`: an arrow function or a `function`; `nil` for
    /// anything else (a name, a call).
    init?(_ range: Range<Int>, in file: ElectronMenuFile) {
      var index = range.lowerBound
      if file.isToken(index, "async") { index += 1 }
      if file.isToken(index, "function") {
        index += 1
        if file.isIdentifier(index) { index += 1 }
      }
      if file.isIdentifier(index), file.isToken(index + 1, "=>") {
        parameter = nil
        index += 2
      } else {
        guard file.isOpening(index, "("), let close = file.partner(index) else { return nil }
        let parameters = file.segments(of: index)
        parameter = parameters.count >= 2 && parameters[1].count >= 1 ? file.text(parameters[1].lowerBound) : nil
        index = close + 1
        // A TypeScript parameter type is part of the segment; an arrow follows the parentheses.
        if file.isToken(index, "=>") { index += 1 }
      }
      guard index < range.upperBound else { return nil }
      if file.isOpening(index, "{"), let close = file.partner(index), close == range.upperBound - 1 {
        body = (index + 1)..<close
        isOneStatement = file.statementEnd(from: index + 1) >= close
      } else {
        body = index..<range.upperBound
        isOneStatement = true
      }
    }
  }

  /// The commands `parameter` is tested for in `body`, each with the branch that runs for it.
  static func branchesTesting(_ parameter: Substring, in body: Range<Int>, file: ElectronMenuFile) -> [(
    String, Range<Int>
  )] {
    var branches: [(String, Range<Int>)] = []
    for index in body where branches.count < branchLimit {
      if file.isToken(index, "case"), let command = file.string(index + 1), file.isToken(index + 2, ":"),
        let branch = caseBranch(at: index, testing: parameter, file: file)
      {
        branches.append((command, branch))
        continue
      }
      guard ["===", "=="].contains(String(file.text(index))) else { continue }
      let command: String
      if file.isToken(index - 1, String(parameter)), let text = file.string(index + 1) {
        command = text
      } else if file.isToken(index + 1, String(parameter)), let text = file.string(index - 1) {
        command = text
      } else {
        continue
      }
      // The test is in an `if`'s condition: the branch is its statement.
      var open = file.tokens.enclosing[index]
      var steps = 0
      while open >= body.lowerBound, steps < nestingLimit, !(file.isToken(open, "(") && file.isToken(open - 1, "if")) {
        guard file.isToken(open, "(") else { break }
        open = file.tokens.enclosing[open]
        steps += 1
      }
      guard open >= body.lowerBound, file.isToken(open - 1, "if"), let close = file.partner(open) else { continue }
      branches.append((command, (close + 1)..<min(file.statementEnd(from: close + 1), body.upperBound)))
    }
    return branches
  }

  /// The statements of `case 'x':` at token `index`, in a `switch` on `parameter`, up to the next
  /// label or the end of the `switch`.
  static func caseBranch(at index: Int, testing parameter: Substring, file: ElectronMenuFile) -> Range<Int>? {
    let block = file.tokens.enclosing[index]
    guard block >= 0, file.isToken(block, "{"), file.isToken(block - 1, ")"), let open = file.partner(block - 1),
      file.isToken(open - 1, "switch"), file.isToken(open + 1, String(parameter)), open + 2 == block - 1,
      let end = file.partner(block)
    else { return nil }
    var next = index + 3
    while next < end {
      if file.tokens.enclosing[next] == block, file.isToken(next, "case") || file.isToken(next, "default") { break }
      next += 1
    }
    return (index + 3)..<next
  }

  /// The words before `(` that are no call: statements and operators.
  static let notCalls: Set<String> = [
    "if", "for", "while", "switch", "catch", "function", "return", "typeof", "new", "await", "void", "in", "of",
  ]

  /// The name of the first call in `range` (`editor?.toggleSearchPanel()` is `toggleSearchPanel`);
  /// `nil` when there is none, or when it goes back to the main process (`ipcRenderer.…`).
  static func firstCall(in range: Range<Int>, file: ElectronMenuFile) -> String? {
    let range = range.lowerBound..<min(range.upperBound, range.lowerBound + callLookahead)
    for index in range where file.isIdentifier(index) && file.isOpening(index + 1, "(") {
      let name = String(file.text(index))
      guard !notCalls.contains(name), !file.isToken(index - 1, "new"), !file.isToken(index - 1, "function") else {
        continue
      }
      // The receiver's first name: `a` of `a.b?.c()`.
      var root = index
      while file.isToken(root - 1, ".") || file.isToken(root - 1, "?.") {
        guard file.isIdentifier(root - 2) else { break }
        root -= 2
      }
      switch file.text(root) {
      case "ipcRenderer": return nil
      case "console": continue
      default: return name
      }
    }
    return nil
  }
}
