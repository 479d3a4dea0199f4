extension XKBRules {
  /// Components resolved from names, and the rules that gave them.
  struct Resolved {
    /// The KcCGST components.
    let components: [Component: String]
    /// The rules that matched, in order, each as its set's index and its own: two names resolved
    /// by the same rules went the same way through the file.
    let rules: [Int]
  }

  /// The KcCGST components libxkbcommon 1.5.0 resolves `names` to with these rules, or `nil`
  /// when a component comes out empty (libxkbcommon then rejects the names).
  func components(model: String, layouts: [String], variants: [String], options: [String]) -> [Component: String]? {
    resolve(model: model, layouts: layouts, variants: variants, options: options)?.components
  }

  /// The components libxkbcommon 1.5.0 resolves `names` to with these rules, and the rules that
  /// matched; `nil` when a component comes out empty (libxkbcommon then rejects the names) or
  /// there is no layout.
  ///
  /// Matches as libxkbcommon does: in each rule set the first matching rule applies, except in
  /// sets that match options, where every matching rule does; a set with a plain `layout`
  /// applies to one layout only, a set with `layout[n]` to two or more. Values are
  /// `%`-expanded and merged: `+x` appends, `x` is taken only while the component is empty.
  ///
  /// Complexity: O(rules) string comparisons.
  func resolve(model: String, layouts: [String], variants: [String], options: [String]) -> Resolved? {
    guard !layouts.isEmpty else { return nil }
    var result: [Component: String] = [:]
    var matchedRules: [Int] = []
    let context = Expansion(model: model, layouts: layouts, variants: variants)
    for (setIndex, set) in sets.enumerated()
    where set.applies(layoutCount: layouts.count, variantCount: variants.count) {
      let layoutIndex = set.layoutIndex ?? 0
      for (ruleIndex, rule) in set.rules.enumerated() {
        let matched = zip(set.names, rule.matches).allSatisfy { name, match in
          switch name {
          case .model: return match.matches(model)
          case .layout: return layoutIndex < layouts.count && match.matches(layouts[layoutIndex])
          // libxkbcommon 1.5.0 matches a variant at the header's *layout* index.
          case .variant: return layoutIndex < variants.count && match.matches(variants[layoutIndex])
          case .option: return options.contains { match.matches($0) }
          }
        }
        guard matched else { continue }
        matchedRules.append(setIndex << 20 | ruleIndex)
        for (component, value) in zip(set.components, rule.values) {
          guard let expanded = context.expand(value) else { continue }
          result[component] = Self.merge(expanded, into: result[component] ?? "")
        }
        if !set.matchesOptions { break }
      }
    }
    for component in [Component.keycodes, .types, .compat, .symbols] where result[component, default: ""].isEmpty {
      return nil
    }
    return Resolved(components: result, rules: matchedRules)
  }

  /// Merges an expanded value into a component as libxkbcommon does: `+bar` onto `foo` gives
  /// `foo+bar`; `bar` onto `+foo` gives `bar+foo`; `bar` onto `foo` leaves `foo`.
  static func merge(_ value: String, into component: String) -> String {
    let isMerge = { (text: String) in text.first == "+" || text.first == "|" }
    if isMerge(value) || component.isEmpty { return component + value }
    if isMerge(component) { return value + component }
    return component
  }

  /// The names `%` expansions read.
  struct Expansion {
    let model: String
    let layouts: [String]
    let variants: [String]

    /// The value with `%m`, `%l`, `%v` (with a `(`, `+`, `|`, `_` or `-` prefix and a `[n]`
    /// index) replaced; `nil` for a malformed expansion, which libxkbcommon drops.
    func expand(_ value: String) -> String? {
      guard value.contains("%") else { return value }
      var output = ""
      var characters = value[...]
      while let character = characters.popFirst() {
        guard character == "%" else {
          output.append(character)
          continue
        }
        var prefix: Character?
        if let next = characters.first, "(+|_-".contains(next) {
          prefix = next
          characters.removeFirst()
        }
        guard let kind = characters.popFirst(), "mlv".contains(kind) else { return nil }
        var index: Int?
        if characters.first == "[" {
          guard kind != "m", let found = XKBRules.groupIndex(characters) else { return nil }
          index = found
          characters.removeFirst(3)
        }
        if prefix == "(" {
          guard characters.popFirst() == ")" else { return nil }
        }
        let replacement: String
        switch kind {
        case "m": replacement = model
        case "l": replacement = Self.pick(layouts, index)
        default: replacement = Self.pick(variants, index)
        }
        guard !replacement.isEmpty else { continue }
        if let prefix { output.append(prefix) }
        output += replacement
        if prefix == "(" { output.append(")") }
      }
      return output
    }

    /// An indexed value when there are several, the only one without an index.
    static func pick(_ values: [String], _ index: Int?) -> String {
      if let index { return index < values.count && values.count > 1 ? values[index] : "" }
      return values.count == 1 ? values[0] : ""
    }
  }
}

extension XKBRules.RuleSet {
  /// Whether the set applies to this many layouts and variants: a plain `layout` (`variant`) to
  /// one only, `layout[n]` to two or more with an n-th.
  func applies(layoutCount: Int, variantCount: Int) -> Bool {
    func fits(_ name: XKBRules.Name, _ index: Int?, _ count: Int) -> Bool {
      guard names.contains(name) else { return true }
      guard let index else { return count <= 1 }
      return count > 1 && index < count
    }
    return fits(.layout, layoutIndex, layoutCount) && fits(.variant, variantIndex, variantCount)
  }
}
