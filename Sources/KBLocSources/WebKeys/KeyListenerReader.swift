import KBLoc

/// Reads the shortcuts of a web page's key listeners: the keys and modifiers their code tests
/// literally, and what each branch does.
///
/// - Listeners: a function given to `addEventListener('keydown' | 'keyup' | 'keypress', …)`, set
///   as `onkeydown`, given to React's `onKeyDown={…}` (and `onKeyUp`, `onKeyPress`), named by a
///   Vue template's `v-on:keydown="name"`, or any function whose parameter is typed
///   `KeyboardEvent`; its first parameter is the event (a destructured `{ key, metaKey }` too).
/// - Conditions (``KeyCondition``): `event.key === 'x'` (`!==`, either side, `.toLowerCase()`),
///   `event.code === 'KeyW'` (a physical key, `code:KeyW`), `event.keyCode === 13`, `[…]
///   .includes(event.key)`, `switch (event.key) { case … }`, the modifier flags, platform tests,
///   `!`, `&&`, `||`, `?:` and local constants holding them (`const mod = isMac ? e.metaKey :
///   e.ctrlKey`). An `if (…) return` applies to everything below it.
/// - A shortcut is each key a branch runs for, with the modifiers it requires down; a branch
///   inside it that tests only modifiers (`if (event.shiftKey)`) is a variant with them. A key
///   tested at several places is read at the last (deepest) one.
/// - The title: the IPC command the branch sends (`{ command: 'file-rename' }`), else the event
///   it emits (`emit('confirm')`), else its one call (`selectTop()`), else the listener's name.
/// - What cannot be read — a listener that reads the key only in ways kbloc does not decide
///   (`keymap[event.key]`) — is a note; a listener that only passes the event on says nothing.
/// - Scope: the view named by the Vue component, else the file.
struct KeyListenerReader {
  let file: ElectronMenuFile
  var reading: SourceReading
  /// The Vue component the script belongs to, if any.
  let component: String?
  /// The bodies read so far, by their first token.
  var read: Set<Int> = []

  init(file: ElectronMenuFile, reading: SourceReading, component: String?) {
    self.file = file
    self.reading = reading
    self.component = component
  }

  /// A listener: its event parameter, its body, its name.
  struct Handler {
    var parameter: Substring?
    /// The names a destructuring parameter takes (`{ key, metaKey }`).
    var destructured: Set<Substring> = []
    var body: Range<Int>
    var name: String?
    /// The local constants seen so far, by name: their values' tokens.
    var aliases: [Substring: Range<Int>] = [:]
    /// The pane of the view the listener's shortcuts are in: the element it listens on.
    ///
    /// The focused element gets a key, so listeners on different elements never take the same
    /// press.
    var pane = ""
  }

  /// The DOM events whose listeners are read.
  static let events: Set<String> = ["keydown", "keyup", "keypress"]

  /// Reads every listener of the file, and the functions `extraHandlers` names (a Vue
  /// template's `v-on:keydown="name"`).
  mutating func read(extraHandlers: Set<String> = []) {
    for index in 0..<file.count {
      if file.isToken(index, "addEventListener"), file.isOpening(index + 1, "("),
        let event = file.string(index + 2), Self.events.contains(event.lowercased()), file.isToken(index + 3, ",")
      {
        let arguments = file.segments(of: index + 1)
        if arguments.count > 1 { readHandler(expression: arguments[1], pane: "listener on \(receiver(of: index))") }
      } else if file.isIdentifier(index), ["onkeydown", "onkeyup", "onkeypress"].contains(String(file.text(index))),
        file.isToken(index - 1, "."), file.isToken(index + 1, "=")
      {
        readHandler(
          expression: (index + 2)..<file.expressionEnd(from: index + 2), pane: "listener on \(receiver(of: index))")
      } else if file.isIdentifier(index), ["onKeyDown", "onKeyUp", "onKeyPress"].contains(String(file.text(index))),
        file.isToken(index + 1, "="), file.isOpening(index + 2, "{"), let close = file.partner(index + 2)
      {
        readHandler(expression: (index + 3)..<close, pane: "element \(file.position(index))")
      }
    }
    // Functions taking a `KeyboardEvent` that no registration above named.
    for index in 0..<file.count where file.isToken(index, "KeyboardEvent") {
      if var function = typedFunction(at: index) {
        function.pane = "listener \(function.name ?? "\(file.position(index))")"
        readHandler(function)
      }
    }
    for name in extraHandlers.sorted() {
      if var function = namedFunction(Substring(name)) {
        function.pane = "listener \(name)"
        readHandler(function)
      }
    }
  }

  /// The object a method called at `index` (after a `.`) is called on, as written
  /// (`document`, `this.input`); `the page` when there is none.
  func receiver(of index: Int) -> String {
    guard file.isToken(index - 1, ".") || file.isToken(index - 1, "?.") else { return "the page" }
    var start = index - 2
    while start > 0, file.isToken(start - 1, ".") || file.isToken(start - 1, "?."), file.isIdentifier(start - 2) {
      start -= 2
    }
    guard start >= 0, start <= index - 2, file.isIdentifier(start) || file.isToken(start, "this") else {
      return "the page"
    }
    return file.source(start..<(index - 1))
  }

  /// Reads the listener an expression gives: a function expression, or the name of a function
  /// of the file (`handleKey`, `this.handleKey`, `handleKey.bind(this)`); its shortcuts are in
  /// `pane`.
  mutating func readHandler(expression range: Range<Int>, pane: String) {
    guard !range.isEmpty else { return }
    if var function = function(at: range.lowerBound, name: nil) {
      function.pane = pane
      readHandler(function)
      return
    }
    var index = range.lowerBound
    if file.isToken(index, "this"), file.isToken(index + 1, ".") { index += 2 }
    guard file.isIdentifier(index), var function = namedFunction(file.text(index)) else { return }
    function.pane = pane
    readHandler(function)
  }

  /// The function expression starting at `start` (`(e) => …`, `e => …`, `function (e) { … }`,
  /// `async …`), or `nil`.
  func function(at start: Int, name: String?) -> Handler? {
    var index = start
    if file.isToken(index, "async") { index += 1 }
    if file.isToken(index, "function") {
      index += 1
      if file.isIdentifier(index) { index += 1 }
      guard file.isOpening(index, "("), let close = file.partner(index) else { return nil }
      return handler(parameters: index, close: close, name: name)
    }
    if file.isIdentifier(index), file.isToken(index + 1, "=>") {
      return Handler(parameter: file.text(index), body: body(after: index + 2), name: name)
    }
    guard file.isOpening(index, "("), let close = file.partner(index) else { return nil }
    var arrow = close + 1
    if file.isToken(arrow, ":") {
      while arrow < file.count, arrow - close < 32, !file.isToken(arrow, "=>"), !file.isToken(arrow, "{") { arrow += 1 }
    }
    guard file.isToken(arrow, "=>") else { return nil }
    var handler = handler(parameters: index, close: close, name: name)
    handler?.body = body(after: arrow + 1)
    return handler
  }

  /// A handler from its parameter list (`open` and `close` its parentheses) and the body after
  /// them (`{ … }`, past a return type).
  func handler(parameters open: Int, close: Int, name: String?) -> Handler? {
    var handler = Handler(body: body(after: close + 1), name: name)
    let first = open + 1
    if file.isIdentifier(first) {
      handler.parameter = file.text(first)
    } else if file.isOpening(first, "{"), let end = file.partner(first), end < close {
      for segment in file.segments(of: first) where file.isIdentifier(segment.lowerBound) {
        handler.destructured.insert(
          segment.count >= 3 && file.isToken(segment.lowerBound + 1, ":")
            ? file.text(segment.lowerBound + 2) : file.text(segment.lowerBound))
      }
    }
    return handler.parameter == nil && handler.destructured.isEmpty ? nil : handler
  }

  /// The body starting at or after `index`: a block (past a return type), or an expression.
  func body(after index: Int) -> Range<Int> {
    var start = index
    if file.isToken(start, ":") {
      while start < file.count, start - index < 32, !file.isToken(start, "{"), !file.isToken(start, "=>") { start += 1 }
      if file.isToken(start, "=>") { start += 1 }
    }
    if file.isOpening(start, "{"), let close = file.partner(start) { return (start + 1)..<close }
    return start..<file.expressionEnd(from: start)
  }

  /// The function of the file named `name`: `function name(e) { … }`, `const name = (e) => …`, or
  /// a method `name(e) { … }`.
  func namedFunction(_ name: Substring) -> Handler? {
    if let value = file.declarations[name], let function = function(at: value.lowerBound, name: String(name)) {
      return function
    }
    for use in file.uses[name] ?? [] where !file.isToken(use - 1, ".") && file.isOpening(use + 1, "(") {
      guard let close = file.partner(use + 1) else { continue }
      var after = close + 1
      if file.isToken(after, ":") {
        while after < file.count, after - close < 32, !file.isToken(after, "{") { after += 1 }
      }
      guard file.isOpening(after, "{") else { continue }
      return handler(parameters: use + 1, close: close, name: String(name))
    }
    return nil
  }

  /// The function whose parameter the `KeyboardEvent` at `index` types (`(event: KeyboardEvent)`,
  /// `e: React.KeyboardEvent<HTMLElement>`, `KeyboardEvent | FocusEvent`).
  func typedFunction(at index: Int) -> Handler? {
    var colon = index - 1
    if file.isToken(colon, "."), file.isIdentifier(colon - 1) { colon -= 2 }
    while file.isToken(colon, "|"), file.isIdentifier(colon - 1) { colon -= 2 }
    guard file.isToken(colon, ":"), file.isIdentifier(colon - 1) else { return nil }
    let open = file.tokens.enclosing[index]
    guard open >= 0, file.isToken(open, "("), let close = file.partner(open), open + 1 == colon - 1 else { return nil }
    let name: String?
    if file.isToken(open - 1, "function") {
      name = nil
    } else if file.isIdentifier(open - 1), file.isToken(open - 2, "function") || !file.isToken(open - 2, ".") {
      name = String(file.text(open - 1))
    } else {
      name = nil
    }
    var after = close + 1
    if file.isToken(after, ":") {
      while after < file.count, after - close < 32, !file.isToken(after, "{"), !file.isToken(after, "=>") { after += 1 }
    }
    guard file.isOpening(after, "{") || file.isToken(after, "=>") else { return nil }
    var handler = handler(parameters: open, close: close, name: name ?? enclosingConstant(of: open))
    handler?.body = body(after: file.isToken(after, "=>") ? after + 1 : after)
    return handler
  }

  /// The constant an arrow function at `open` is the value of (`const handleKey = (e) => …`).
  func enclosingConstant(of open: Int) -> String? {
    var scan = open - 1
    if file.isToken(scan, "async") { scan -= 1 }
    if file.isToken(scan, "function") { scan -= 1 }
    guard file.isToken(scan, "=") || file.isToken(scan, ":"), file.isIdentifier(scan - 1) else { return nil }
    return String(file.text(scan - 1))
  }
}
