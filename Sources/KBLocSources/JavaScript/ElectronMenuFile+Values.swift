extension ElectronMenuFile {
  /// What a property's value is, on some platforms.
  enum Value: Equatable {
    /// A string, and the token that writes it.
    case text(String, at: Int)
    /// `undefined` or `null`: as if the property were not there.
    case absent
    /// An expression kbloc does not decide, such as a variable or a call; with its tokens.
    case unread(Range<Int>)
  }

  /// A value and the platforms it is the value on.
  struct Variant: Equatable {
    var platforms: SourcePlatforms
    var value: Value
    /// The condition, other than the platform, under which it is the value (`focused`,
    /// `!(focused)`); `nil` when there is none.
    var condition: String? = nil

    /// The variant under one more condition.
    func under(_ other: String) -> Variant {
      var variant = self
      variant.condition = condition.map { "\($0) && \(other)" } ?? other
      return variant
    }
  }

  /// The values of the expression `range` on `platforms`.
  ///
  /// Read: a string literal or a template without substitutions; `undefined` and `null`; a
  /// conditional, `&&` or an immediately called arrow function that picks by platform
  /// (`process.platform === 'darwin' ? 'Cmd+Q' : 'Ctrl+Q'`); a template whose substitutions do; a
  /// constant of the file holding one. A conditional or `&&` on anything but the platform gives
  /// each side, under its ``Variant/condition``: kbloc cannot tell which holds when the app runs.
  /// Anything else is ``Value/unread(_:)``.
  /// - Parameters:
  ///   - range: The expression's tokens.
  ///   - platforms: The platforms the expression is evaluated for.
  ///   - titles: Whether a call gives its last string argument, as translation functions take
  ///     the English text (`_('New note')`, `t.__('Back')`): for labels, never keys.
  ///   - depth: How many constants and functions deep the evaluation is.
  /// - Returns: The values, each with the platforms it holds on; none for no platform.
  func evaluate(_ range: Range<Int>, on platforms: SourcePlatforms = .all, titles: Bool = false, depth: Int = 0)
    -> [Variant]
  {
    guard !platforms.isEmpty else { return [] }
    let unread = [Variant(platforms: platforms, value: .unread(range))]
    guard depth < 8, !range.isEmpty else {
      return range.isEmpty ? [Variant(platforms: platforms, value: .absent)] : unread
    }
    let first = range.lowerBound
    let last = range.upperBound - 1
    if first == last {
      if let text = string(first) { return [Variant(platforms: platforms, value: .text(text, at: first))] }
      if isToken(first, "undefined") || isToken(first, "null") {
        return [Variant(platforms: platforms, value: .absent)]
      }
      if isIdentifier(first), let value = declarations[text(first)] {
        return evaluate(value, on: platforms, titles: titles, depth: depth + 1)
      }
      return unread
    }
    // A TypeScript cast: `'Cmd+Q' as const`, `x as string`.
    if last - first >= 2, isToken(last - 1, "as") {
      return evaluate(first..<(last - 1), on: platforms, titles: titles, depth: depth + 1)
    }
    if let variants = calledFunction(range, on: platforms, titles: titles, depth: depth) { return variants }
    if isOpening(first, "("), partner(first) == last {
      return evaluate((first + 1)..<last, on: platforms, titles: titles, depth: depth + 1)
    }
    if case .templatePart(_, .head)? = kind(first), partner(first) == last {
      return template(range, on: platforms, depth: depth) ?? unread
    }
    if let question = topLevel("?", in: range) {
      let colon = expressionEnd(from: question + 1, limit: range.upperBound)
      guard isToken(colon, ":") else { return unread }
      let then = (question + 1)..<colon
      let otherwise = (colon + 1)..<range.upperBound
      guard let condition = platformCondition(first..<question) else {
        let written = source(first..<question)
        return evaluate(then, on: platforms, titles: titles, depth: depth + 1).map { $0.under(written) }
          + evaluate(otherwise, on: platforms, titles: titles, depth: depth + 1).map { $0.under("!(\(written))") }
      }
      return evaluate(then, on: platforms.intersection(condition), titles: titles, depth: depth + 1)
        + evaluate(otherwise, on: platforms.subtracting(condition), titles: titles, depth: depth + 1)
    }
    if let and = topLevel("&&", in: range), topLevel("||", in: range) == nil {
      let rest = (and + 1)..<range.upperBound
      guard let condition = platformCondition(first..<and) else {
        let written = source(first..<and)
        return evaluate(rest, on: platforms, titles: titles, depth: depth + 1).map { $0.under(written) }
      }
      let absent = platforms.subtracting(condition)
      return evaluate(rest, on: platforms.intersection(condition), titles: titles, depth: depth + 1)
        + (absent.isEmpty ? [] : [Variant(platforms: absent, value: .absent)])
    }
    if titles, isOpening(last, ")"), let open = partner(last), open > first {
      // A translation call: its last argument that is text (`esc(t('Open'))` is 'Open').
      for argument in segments(of: open).reversed() {
        for variant in evaluate(argument, on: platforms, titles: true, depth: depth + 1) {
          if case .text = variant.value { return [Variant(platforms: platforms, value: variant.value)] }
        }
      }
    }
    return unread
  }

  /// The first token `text` at the top level of `range`, past nested brackets.
  func topLevel(_ text: String, in range: Range<Int>) -> Int? {
    var index = range.lowerBound
    while index < range.upperBound {
      if isToken(index, text) { return index }
      if let close = partner(index), close > index {
        index = close + 1
      } else {
        index += 1
      }
    }
    return nil
  }

  /// A template literal whose substitutions each give strings by platform: every combination,
  /// on the platforms where all its parts hold; `nil` when a substitution is no such value.
  func template(_ range: Range<Int>, on platforms: SourcePlatforms, depth: Int) -> [Variant]? {
    // Each combination, and the token of its first substituted string: where its keys are written.
    var texts: [(platforms: SourcePlatforms, text: String, anchor: Int?)] = [(platforms, "", nil)]
    var index = range.lowerBound
    while index < range.upperBound {
      guard case .templatePart(let part, let kind)? = self.kind(index) else { return nil }
      texts = texts.map { ($0.platforms, $0.text + part, $0.anchor) }
      if kind == .tail { break }
      // The substitution runs from past `${` to the next part of this template.
      var end = index + 2
      while end < range.upperBound, !isTemplatePart(end, of: range) {
        end = (partner(end).map { $0 > end ? $0 : end } ?? end) + 1
      }
      var next: [(platforms: SourcePlatforms, text: String, anchor: Int?)] = []
      for (shared, prefix, anchor) in texts {
        for variant in evaluate((index + 2)..<end, on: shared, depth: depth + 1) {
          guard case .text(let text, let at) = variant.value else { return nil }
          next.append((variant.platforms, prefix + text, anchor ?? at))
        }
      }
      texts = next
      index = end
    }
    return texts.map { Variant(platforms: $0.platforms, value: .text($0.text, at: $0.anchor ?? range.lowerBound)) }
  }

  /// Whether token `index` is a middle part or the tail of the template `range`.
  private func isTemplatePart(_ index: Int, of range: Range<Int>) -> Bool {
    guard case .templatePart(_, let part)? = kind(index), part != .head else { return false }
    return part == .middle || index == range.upperBound - 1
  }

  /// The values an immediately called function returns (`(() => { if (isMac) return 'A'; return
  /// 'B' })()`, `(function () { … })()`), or `nil` when `range` is no such call.
  func calledFunction(_ range: Range<Int>, on platforms: SourcePlatforms, titles: Bool, depth: Int) -> [Variant]? {
    let first = range.lowerBound
    let last = range.upperBound - 1
    guard last - first >= 3, isToken(last, ")"), partner(last) == last - 1, isOpening(first, "("),
      partner(first) == last - 2
    else { return nil }
    var body = first + 1
    if isToken(body, "function") {
      body += 1
      guard isOpening(body, "("), let close = partner(body), close == body + 1 else { return nil }
      body = close + 1
    } else {
      guard isOpening(body, "("), partner(body) == body + 1, isToken(body + 2, "=>") else { return nil }
      body += 3
    }
    let end = last - 2
    if isOpening(body, "{"), partner(body) == end - 1 {
      guard let run = run((body + 1)..<(end - 1), on: platforms, titles: titles, depth: depth + 1) else {
        return [Variant(platforms: platforms, value: .unread(range))]
      }
      return run.variants + (run.rest.isEmpty ? [] : [Variant(platforms: run.rest, value: .absent)])
    }
    return evaluate(body..<end, on: platforms, titles: titles, depth: depth + 1)
  }

  /// Runs a function body made of `return`s and `if`/`else` on platform tests: the values
  /// returned and the platforms that run past the end; `nil` for any other statement.
  func run(_ range: Range<Int>, on platforms: SourcePlatforms, titles: Bool, depth: Int) -> (
    variants: [Variant], rest: SourcePlatforms
  )? {
    guard depth < 16 else { return nil }
    var remaining = platforms
    var variants: [Variant] = []
    var index = range.lowerBound
    while index < range.upperBound, !remaining.isEmpty {
      if isToken(index, ";") {
        index += 1
      } else if isToken(index, "return") {
        let end = expressionEnd(from: index + 1, limit: range.upperBound)
        variants += evaluate((index + 1)..<end, on: remaining, titles: titles, depth: depth + 1)
        remaining = []
        index = end
      } else if isOpening(index, "{"), let close = partner(index), close < range.upperBound {
        guard let inner = run((index + 1)..<close, on: remaining, titles: titles, depth: depth + 1) else { return nil }
        variants += inner.variants
        remaining = inner.rest
        index = close + 1
      } else if isToken(index, "if"), isOpening(index + 1, "("), let close = partner(index + 1) {
        guard let condition = platformCondition((index + 2)..<close) else { return nil }
        let bodyEnd = min(statementEnd(from: close + 1), range.upperBound)
        guard
          let then = run((close + 1)..<bodyEnd, on: remaining.intersection(condition), titles: titles, depth: depth + 1)
        else { return nil }
        variants += then.variants
        var rest = then.rest
        index = bodyEnd
        if isToken(bodyEnd, "else") {
          let elseEnd = min(statementEnd(from: bodyEnd + 1), range.upperBound)
          let otherwise = remaining.subtracting(condition)
          guard let other = run((bodyEnd + 1)..<elseEnd, on: otherwise, titles: titles, depth: depth + 1) else {
            return nil
          }
          variants += other.variants
          rest.formUnion(other.rest)
          index = elseEnd
        } else {
          rest.formUnion(remaining.subtracting(condition))
        }
        remaining = rest
      } else {
        return nil
      }
    }
    return (variants, remaining)
  }
}
