/// A JSON value with the place it starts in its text.
///
/// Made by ``JSONDocument``, whose strict parser records the ``SourcePosition`` of every value and
/// every object key, so that whatever reads the document can point at the exact place of a
/// problem. Numbers keep their literal text, so no precision is lost; ``number`` converts it.
///
/// ```swift
/// let document = try JSONDocument(parsing: #"{"keys": "Command-Z"}"#)
/// document.root["keys"]?.string     // "Command-Z"
/// document.root["keys"]?.position   // 1:10
/// ```
package struct JSONValue: Hashable, Sendable {
  /// What a JSON value is, with its contents.
  package enum Kind: Hashable, Sendable {
    /// An object: its members in the order written (keys are unique; the parser rejects
    /// duplicates).
    case object([JSONMember])
    /// An array of values.
    case array([JSONValue])
    /// A string, escapes decoded.
    case string(String)
    /// A number, as its literal text (`-1.5e3`).
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
  }

  /// What the value is.
  package var kind: Kind
  /// Where the value starts: its first character (`{`, `[`, `"`, digit, `-`, `t`, `f`, `n`).
  package var position: SourcePosition

  /// Creates a value of the given kind starting at `position`.
  package init(_ kind: Kind, at position: SourcePosition) {
    self.kind = kind
    self.position = position
  }

  /// The string, or `nil` when the value is not a string.
  package var string: String? {
    if case .string(let value) = kind { return value }
    return nil
  }

  /// The boolean, or `nil` when the value is not `true` or `false`.
  package var bool: Bool? {
    if case .bool(let value) = kind { return value }
    return nil
  }

  /// The number as a `Double`, or `nil` when the value is not a number.
  package var number: Double? {
    if case .number(let literal) = kind { return Double(literal) }
    return nil
  }

  /// The elements, or `nil` when the value is not an array.
  package var array: [JSONValue]? {
    if case .array(let elements) = kind { return elements }
    return nil
  }

  /// The members in the order written, or `nil` when the value is not an object.
  package var members: [JSONMember]? {
    if case .object(let members) = kind { return members }
    return nil
  }

  /// Whether the value is `null`.
  package var isNull: Bool { kind == .null }

  /// The member named `key` of an object, or `nil` when there is none or the value is not an
  /// object.
  /// - Complexity: O(*n*) in the number of members.
  package func member(_ key: String) -> JSONMember? {
    members?.first { $0.key == key }
  }

  /// The value of the member named `key` of an object, or `nil`.
  /// - Complexity: O(*n*) in the number of members.
  package subscript(key: String) -> JSONValue? {
    member(key)?.value
  }

  /// What the value is, with its article, for messages: `an object`, `an array`, `a string`,
  /// `a number`, `a boolean` or `null`.
  package var kindName: String {
    switch kind {
    case .object: return "an object"
    case .array: return "an array"
    case .string: return "a string"
    case .number: return "a number"
    case .bool: return "a boolean"
    case .null: return "null"
    }
  }
}

/// One member of a JSON object: its key, where the key is written, and its value.
package struct JSONMember: Hashable, Sendable {
  /// The key, escapes decoded.
  package var key: String
  /// Where the key starts (its opening quote).
  package var keyPosition: SourcePosition
  /// The value.
  package var value: JSONValue

  /// Creates a member from its parts.
  package init(key: String, keyPosition: SourcePosition, value: JSONValue) {
    self.key = key
    self.keyPosition = keyPosition
    self.value = value
  }
}
