public import Foundation

extension Contract {
  /// The shape of a JSON document without its values, as a contract type decodes it
  /// (``init(decoding:)``) or as a JSON Schema describes it (``init(schema:in:)``): the two are
  /// compared by ``differences(from:)``.
  public indirect enum Node: Sendable, Equatable, CustomStringConvertible {
    /// A string.
    case string
    /// A whole number.
    case integer
    /// Any number.
    case number
    /// `true` or `false`.
    case boolean
    /// Any JSON value.
    case any
    /// An array, and what each element is.
    case array(Node)
    /// An object whose field names are not known in advance, and what each value is.
    case map(Node)
    /// An object of named fields.
    case object(Object)
    /// One of several shapes.
    case anyOf([Node])

    /// The node in short: `[{id, keys?}]`, a `?` after a field that may be left out, `|null`
    /// after one that may be `null`.
    public var description: String {
      switch self {
      case .string: return "string"
      case .integer: return "integer"
      case .number: return "number"
      case .boolean: return "boolean"
      case .any: return "any"
      case .array(let element): return "[\(element)]"
      case .map(let value): return "{*: \(value)}"
      case .object(let object): return object.description
      case .anyOf(let nodes): return "(" + nodes.map(\.description).joined(separator: " or ") + ")"
      }
    }

    /// Several shapes, in a canonical order and each once; one shape alone is itself.
    /// - Returns: ``anyOf(_:)`` of the shapes, or the one shape.
    public static func alternatives(_ nodes: [Node]) -> Node {
      var unique: [Node] = []
      for node in nodes where !unique.contains(node) { unique.append(node) }
      return unique.count == 1 ? unique[0] : .anyOf(unique.sorted { $0.description < $1.description })
    }

    /// How this node, a contract type's, differs from `schema`, a schema's: each difference a
    /// line naming the field's path (`results[].press.group: …`), empty when they agree.
    ///
    /// The two agree when they are the same kind of value; objects when they have the same field
    /// names, each required in both or in neither, `null` allowed in both or in neither for a
    /// required field, the same fields agreeing, and both open or both closed to other fields.
    /// - Parameter schema: The schema's node.
    /// - Returns: The differences, in field order.
    public func differences(from schema: Node) -> [String] {
      differences(from: schema, at: "")
    }

    fileprivate func differences(from schema: Node, at path: String) -> [String] {
      let place = path.isEmpty ? "(root)" : path
      switch (self, schema) {
      case (.array(let mine), .array(let theirs)):
        return mine.differences(from: theirs, at: path + "[]")
      case (.map(let mine), .map(let theirs)):
        return mine.differences(from: theirs, at: path + ".*")
      case (.anyOf(let mine), .anyOf(let theirs)) where mine.count == theirs.count:
        return zip(mine, theirs).enumerated().flatMap { index, pair in
          pair.0.differences(from: pair.1, at: path + "|\(index)")
        }
      case (.object(let mine), .object(let theirs)):
        return mine.differences(from: theirs, at: path)
      default:
        return self == schema ? [] : ["\(place): the contract type decodes \(self), the schema describes \(schema)"]
      }
    }
  }

  /// An object's fields, and whether it may hold others.
  public struct Object: Sendable, Equatable, CustomStringConvertible {
    /// The fields, by name.
    public var fields: [String: Field]
    /// Whether fields it does not name may be there: `additionalProperties` is not `false`.
    public var isOpen: Bool

    /// Creates an object's node.
    public init(fields: [String: Field] = [:], isOpen: Bool = false) {
      self.fields = fields
      self.isOpen = isOpen
    }

    /// `{id, keys?, title|null}`, the fields in name order, `…` last for an open object.
    public var description: String {
      let names = fields.keys.sorted().map { name in
        let field = fields[name] ?? Field(node: .any)
        return name + (field.isRequired ? "" : "?") + (field.isNullable ? "|null" : "")
      }
      return "{" + (names + (isOpen ? ["…"] : [])).joined(separator: ", ") + "}"
    }

    func differences(from schema: Object, at path: String) -> [String] {
      let place = path.isEmpty ? "(root)" : path
      var found: [String] = []
      if isOpen != schema.isOpen {
        found.append(
          "\(place): the contract type is \(isOpen ? "open (Contract.OpenObject)" : "closed"), the schema "
            + (schema.isOpen ? "allows other fields" : "has additionalProperties false"))
      }
      for name in Set(fields.keys).union(schema.fields.keys).sorted() {
        let field = path + "." + name
        switch (fields[name], schema.fields[name]) {
        case (let mine?, let theirs?):
          if mine.isRequired != theirs.isRequired {
            found.append(
              "\(field): the contract type decodes it with \(mine.isRequired ? "decode" : "decodeIfPresent"), "
                + "the schema has it \(theirs.isRequired ? "required" : "optional")")
          } else if mine.isRequired, mine.isNullable != theirs.isNullable {
            found.append(
              "\(field): the contract type \(mine.isNullable ? "takes null (Nullable)" : "takes no null"), "
                + "the schema \(theirs.isNullable ? "allows" : "does not allow") null")
          }
          found += mine.node.differences(from: theirs.node, at: field)
        case (_?, nil): found.append("\(field): the contract type decodes it, the schema has no such property")
        case (nil, _?): found.append("\(field): the schema has it, the contract type does not decode it")
        case (nil, nil): break
        }
      }
      return found
    }
  }

  /// One field of an object.
  public struct Field: Sendable, Equatable {
    /// What its value is.
    public var node: Node
    /// Whether it is always there: decoded with `decode`, or listed in the schema's `required`.
    public var isRequired: Bool
    /// Whether its value may be `null`.
    public var isNullable: Bool

    /// Creates a field's node.
    public init(node: Node, isRequired: Bool = true, isNullable: Bool = false) {
      self.node = node
      self.isRequired = isRequired
      self.isNullable = isNullable
    }
  }
}

extension Contract.Node {
  /// The folder of the schemas, `docs/schemas`.
  public static let schemaFolder: URL = PackageRoot.appending("docs/schemas")

  /// The schema `docs/schemas/<name>.schema.json`, read.
  /// - Throws: When the file is missing or is not JSON.
  public static func schema(named name: String) throws -> Contract.Value {
    let text = try String(
      contentsOf: schemaFolder.appendingPathComponent(name + ".schema.json"), encoding: .utf8)
    return try Contract.decode(Contract.Value.self, from: text)
  }

  /// The node the part of a JSON Schema at `pointer` describes, in the schema `document`.
  ///
  /// `$ref`s to the document's own `$defs` are followed; `anyOf` and `oneOf` are alternatives, of
  /// which `{"type": "null"}` makes the value nullable; `type` (a name, or names with `null`),
  /// `const` and `enum` give the kind of value; an object's `properties`, `required` and
  /// `additionalProperties` its fields (no `properties` but an `additionalProperties` schema is a
  /// map); an array's `items` its elements. Refinements (`allOf`, `if`, `minimum`, `enum`'s
  /// values…) leave the shape as it is; an `allOf` alone is its first schema's shape.
  /// - Parameters:
  ///   - document: The whole schema, which `$ref`s are resolved in.
  ///   - pointer: A JSON Pointer into the document, such as `/$defs/layoutList`; empty for the
  ///     root.
  /// - Throws: ``CommandError`` when the pointer or a `$ref` leads nowhere.
  public init(schema document: Contract.Value, at pointer: String = "") throws {
    let reader = SchemaReader(document: document)
    self = try reader.node(reader.resolve(pointer)).node
  }
}

/// Reads the shape a JSON Schema describes (``Contract/Node/init(schema:at:)``).
private struct SchemaReader {
  let document: Contract.Value

  /// The value at a JSON Pointer.
  func resolve(_ pointer: String) throws -> Contract.Value {
    var value = document
    for step in pointer.split(separator: "/", omittingEmptySubsequences: true) {
      let name = step.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
      if let elements = value.array, let index = Int(name), elements.indices.contains(index) {
        value = elements[index]
      } else if let field = value[name] {
        value = field
      } else {
        throw CommandError("The schema has nothing at '\(pointer)'")
      }
    }
    return value
  }

  /// The shape a schema describes, and whether it allows `null`.
  func node(_ schema: Contract.Value) throws -> (node: Contract.Node, isNullable: Bool) {
    if let reference = schema["$ref"]?.string {
      guard reference.hasPrefix("#") else { throw CommandError("A $ref outside the schema: '\(reference)'") }
      return try node(resolve(String(reference.dropFirst())))
    }
    if let alternatives = (schema["anyOf"] ?? schema["oneOf"])?.array {
      var nodes: [Contract.Node] = []
      var isNullable = false
      for alternative in alternatives {
        if alternative["type"]?.string == "null" {
          isNullable = true
          continue
        }
        let (node, nullable) = try self.node(alternative)
        nodes.append(node)
        isNullable = isNullable || nullable
      }
      return (nodes.isEmpty ? .any : .alternatives(nodes), isNullable)
    }
    var types: [String] = []
    switch schema["type"] {
    case .string(let type)?: types = [type]
    case .array(let names)?: types = names.compactMap(\.string)
    default:
      if let first = schema["allOf"]?.array?.first { return try node(first) }
      if let constant = schema["const"] { return (Self.kind(of: constant), false) }
      if let first = schema["enum"]?.array?.first { return (Self.kind(of: first), false) }
      return (.any, false)
    }
    let isNullable = types.contains("null")
    var nodes: [Contract.Node] = []
    for type in types where type != "null" {
      switch type {
      case "string": nodes.append(.string)
      case "integer": nodes.append(.integer)
      case "number": nodes.append(.number)
      case "boolean": nodes.append(.boolean)
      case "array": nodes.append(.array(try schema["items"].map { try node($0).node } ?? .any))
      case "object": nodes.append(try object(schema))
      default: throw CommandError("An unknown type '\(type)' in the schema")
      }
    }
    return (nodes.isEmpty ? .any : .alternatives(nodes), isNullable)
  }

  /// An object's node: its fields, or a map.
  func object(_ schema: Contract.Value) throws -> Contract.Node {
    let extra = schema["additionalProperties"]
    guard let properties = schema["properties"]?.object else {
      if let extra, extra.object != nil { return .map(try node(extra).node) }
      return .object(Contract.Object(isOpen: true))
    }
    let required = Set(schema["required"]?.array?.compactMap(\.string) ?? [])
    var fields: [String: Contract.Field] = [:]
    for (name, property) in properties {
      let (node, isNullable) = try self.node(property)
      fields[name] = Contract.Field(node: node, isRequired: required.contains(name), isNullable: isNullable)
    }
    return .object(Contract.Object(fields: fields, isOpen: extra != .bool(false)))
  }

  /// The kind of a JSON value, for `const` and `enum`.
  static func kind(of value: Contract.Value) -> Contract.Node {
    switch value {
    case .bool: return .boolean
    case .number(let number): return number == number.rounded() ? .integer : .number
    case .string: return .string
    case .array: return .array(.any)
    case .object: return .object(Contract.Object(isOpen: true))
    case .null: return .any
    }
  }
}
