extension ShortcutScope {
  /// A problem in a shortcut's `"scope"` object: where, what, and how to fix it.
  struct JSONProblem: Error {
    var position: SourcePosition
    var message: String
    var fix: String
  }

  /// The fields of a `"scope"` object.
  static let jsonFields: Set<String> = [
    "targets", "context", "name", "identity", "panes", "windowKind", "element",
  ]

  /// Reads a shortcut's `"scope"`, as `kbloc extract` writes it.
  ///
  /// ```json
  /// "scope": {"targets": [{"name": "Editor", "kind": "app"}], "context": "window",
  ///           "name": "Go to Line", "identity": "GoToLine.xib:F5a-Q7-NMn", "element": "button"}
  /// ```
  ///
  /// `targets` (default none), `name`, `identity`, `panes` and `element` are optional; `context` is one of
  /// ``Context/Kind``'s names (default `anywhere`), and a window, view or menu needs a `name` or
  /// an `identity`. Unknown fields are errors, so that a misspelt one does not silently widen the
  /// scope.
  /// - Throws: ``JSONProblem`` at the first field of the wrong type or value.
  init(json value: JSONValue) throws(JSONProblem) {
    let example = #"write "scope": {"targets": [{"name": "MyApp", "kind": "app"}], "context": "main-menu"}"#
    guard let members = value.members else {
      throw JSONProblem(position: value.position, message: "'scope' is \(value.kindName), not an object", fix: example)
    }
    for member in members where !Self.jsonFields.contains(member.key) {
      let close = Suggestions.closest(to: member.key, among: Array(Self.jsonFields), limit: 1)
      throw JSONProblem(
        position: member.keyPosition, message: "Unknown field \(member.key.quoted) in 'scope'",
        fix: Suggestions.didYouMean(close)
          ?? "its fields are \(Self.jsonFields.sorted().map(\.quoted).joined(separator: ", "))")
    }
    var targets: [Target] = []
    if let list = value["targets"], !list.isNull {
      guard let elements = list.array else {
        throw JSONProblem(position: list.position, message: "'targets' is \(list.kindName), not an array", fix: example)
      }
      for element in elements {
        let fix = #"write each target as {"name": "MyApp", "kind": "app"}"#
        guard element.members != nil else {
          throw JSONProblem(
            position: element.position, message: "A target is \(element.kindName), not an object", fix: fix)
        }
        guard let name = try Self.string(element["name"], field: "name") else {
          throw JSONProblem(position: element.position, message: "A target has no 'name'", fix: fix)
        }
        let kind = try Self.enumeration(Kind.self, element["kind"], field: "kind") ?? .app
        targets.append(Target(name: name, kind: kind))
      }
    }
    let kind = try Self.enumeration(Context.Kind.self, value["context"], field: "context") ?? .anywhere
    let name = try Self.string(value["name"], field: "name")
    let identity = try Self.string(value["identity"], field: "identity")
    if kind != .anywhere, kind != .mainMenu, name == nil, identity == nil {
      throw JSONProblem(
        position: value.position, message: "A \(kind.rawValue) scope has no 'name'",
        fix: "name the \(kind.rawValue), such as \"name\": \"Preferences\"")
    }
    var panes: [String] = []
    if let list = value["panes"], !list.isNull {
      guard let elements = list.array else {
        throw JSONProblem(
          position: list.position, message: "'panes' is \(list.kindName), not an array",
          fix: #"write "panes": ["Structure"], the window's panes outermost first"#)
      }
      for element in elements {
        guard let pane = try Self.string(element, field: "pane") else { continue }
        panes.append(pane)
      }
    }
    let element = try Self.enumeration(Element.self, value["element"], field: "element")
    let windowKind = try Self.enumeration(Context.WindowKind.self, value["windowKind"], field: "windowKind")
    self.init(
      targets: targets,
      context: Context(kind: kind, name: name, identity: identity, panes: panes, windowKind: windowKind),
      element: element)
  }

  /// An optional string field; `nil` when absent or `null`.
  static func string(_ value: JSONValue?, field: String) throws(JSONProblem) -> String? {
    guard let value, !value.isNull else { return nil }
    guard let text = value.string else {
      throw JSONProblem(
        position: value.position, message: "\(field.quoted) is \(value.kindName), not a string",
        fix: "write it in double quotes")
    }
    return text
  }

  /// An optional field naming a case of `type`; `nil` when absent or `null`.
  static func enumeration<Value: RawRepresentable & CaseIterable>(
    _ type: Value.Type, _ value: JSONValue?, field: String
  )
    throws(JSONProblem) -> Value? where Value.RawValue == String
  {
    guard let text = try string(value, field: field), let value else { return nil }
    guard let known = Value(rawValue: text) else {
      let names = Value.allCases.map(\.rawValue)
      throw JSONProblem(
        position: value.position, message: "Unknown \(field) \(text.quoted)",
        fix: Suggestions.didYouMean(Suggestions.closest(to: text, among: names, limit: 1))
          ?? "write one of \(names.map(\.quoted).joined(separator: ", "))")
    }
    return known
  }
}
