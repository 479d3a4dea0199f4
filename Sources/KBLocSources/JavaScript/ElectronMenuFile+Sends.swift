import KBLoc

extension ElectronMenuFile {
  /// A `webContents.send(channel, …)` call as written: each of its first two arguments a string, or
  /// a name that holds none (a parameter of the function around it).
  struct Send: Hashable {
    /// An argument of the call.
    enum Argument: Hashable {
      /// A string literal, or a constant of the file holding one.
      case text(String)
      /// A bare name that holds no string of the file: a parameter.
      case parameter
    }

    /// The channel.
    var channel: Argument
    /// The argument after the channel, when it is a string or a parameter; `nil` otherwise.
    var command: Argument?

    /// The command sent, with `given` for a parameter (the string a function sending its
    /// parameter is called with); `nil` when the channel is no string.
    func sent(given: String?) -> SentCommand? {
      switch (channel, command) {
      case (.text(let channel), .text(let command)?): SentCommand(channel: channel, command: command)
      case (.text(let channel), .parameter?): SentCommand(channel: channel, command: given)
      case (.text(let channel), nil): SentCommand(channel: channel)
      case (.parameter, _): given.map { SentCommand(channel: $0) }
      }
    }
  }

  /// The command a menu item's `click` sends to the page rather than running it (docs/sources.md,
  /// "Electron menu templates"): the one `webContents.send(channel, …)` call its code makes; `nil`
  /// when it makes none, several, or one whose channel is not a string kbloc reads.
  ///
  /// The call may be the click's own (`click: (item, window) => window?.webContents.send('shortcut',
  /// 'paste-as-plain')`, `click () { BrowserWindow.getFocusedWindow()?.webContents.send('find') }`),
  /// that of a function of the file the click names (`click: openSettings`), or that of a function
  /// of the file it calls with a string (`click: emit('find-text')`, `click: () => sendMenu('find')`),
  /// whose string stands for the parameter the function sends. The send may also be a call named
  /// `send` given the page (`ipc.send(window.webContents, 'menu-event', name)`). The channel is the
  /// first argument after the page, the command the string after it.
  /// - Parameters:
  ///   - click: The tokens of the `click` member's value.
  ///   - functions: The sends of the file's functions looked at so far, by name: each function's
  ///     body is read once however many items call it.
  /// - Returns: The command, or `nil`.
  /// - Complexity: O(*k*) in the tokens of the value, beside the functions it calls that are not
  ///   in `functions` yet.
  func sentCommand(click: Range<Int>, functions: inout [Substring: [Send]]) -> SentCommand? {
    func sendsOfFunction(_ name: Substring) -> [Send]? {
      if let known = functions[name] { return known }
      guard let body = functionBody(name) else { return nil }
      let found = sends(in: body)
      functions[name] = found
      return found
    }
    var found: Set<SentCommand> = []
    if click.count == 1, isIdentifier(click.lowerBound), let sends = sendsOfFunction(text(click.lowerBound)) {
      found.formUnion(sends.compactMap { $0.sent(given: nil) })
    } else {
      found.formUnion(sends(in: click).compactMap { $0.sent(given: nil) })
      for index in click where isIdentifier(index) && isOpening(index + 1, "(") && !isToken(index - 1, ".") {
        guard let close = partner(index + 1), close < click.upperBound, let argument = segments(of: index + 1).first,
          argument.count == 1, let given = string(argument.lowerBound), let sends = sendsOfFunction(text(index))
        else { continue }
        found.formUnion(sends.compactMap { $0.sent(given: given) })
      }
    }
    return found.count == 1 ? found.first : nil
  }

  /// The tokens of the body of the function `name` the file declares (`function name(…) { … }`,
  /// `const name = (…) => …`); `nil` for anything else.
  func functionBody(_ name: Substring) -> Range<Int>? {
    guard let body = declarations[name], !body.isEmpty else { return nil }
    let start = body.lowerBound
    if isToken(start, "{") { return body }
    // An arrow function or function expression: past its parameters.
    var index = start
    if isToken(index, "async") { index += 1 }
    if isToken(index, "function") { index += 1 }
    if isIdentifier(index), isToken(index + 1, "=>") { return (index + 2)..<body.upperBound }
    guard isOpening(index, "("), let close = partner(index) else { return nil }
    if isToken(close + 1, "=>") || isOpening(close + 1, "{") { return (close + 1)..<body.upperBound }
    return nil
  }

  /// The `send` calls in `range` that send to a page.
  /// - Complexity: O(*k*) in the tokens of `range`.
  func sends(in range: Range<Int>) -> [Send] {
    var found: [Send] = []
    for index in range where isToken(index, "send") && isOpening(index + 1, "(") {
      guard isToken(index - 1, ".") || isToken(index - 1, "?."), let close = partner(index + 1),
        close < range.upperBound
      else { continue }
      var arguments = segments(of: index + 1)[...]
      if isToken(index - 2, "webContents") {
        // `window.webContents.send(channel, …)`.
      } else if let page = arguments.firstIndex(where: { isToken($0.upperBound - 1, "webContents") }) {
        // `ipc.send(window.webContents, channel, …)`.
        arguments = arguments[(page + 1)...]
      } else {
        continue
      }
      guard let channelArgument = arguments.first, let channel = argument(channelArgument) else { continue }
      found.append(Send(channel: channel, command: arguments.dropFirst().first.flatMap(argument)))
    }
    return found
  }

  /// What an argument is: a string literal, a constant of the file holding one, or a bare name
  /// that holds no string of the file (a parameter); `nil` for anything else.
  private func argument(_ tokens: Range<Int>) -> Send.Argument? {
    guard tokens.count == 1 else { return nil }
    let token = tokens.lowerBound
    if let text = string(token) { return .text(text) }
    guard isIdentifier(token) else { return nil }
    guard let value = declarations[text(token)] else { return .parameter }
    return value.count == 1 ? string(value.lowerBound).map(Send.Argument.text) : nil
  }
}
