import Foundation

/// kbloc's JSON contract as `Decodable` types: what `kbloc … --format json` (and `sarif`) prints
/// (docs/commands.md), decoded by name, so a test reads `report.layouts[0].results[0].status`
/// instead of casting dictionaries; and the files kbloc reads and writes: the shortcuts file
/// (docs/shortcuts-file.md), the baseline, the project file and keyboard recordings.
///
/// Each type is the Swift side of a schema in `docs/schemas` (docs/schemas/README.md), and
/// `ContractSchemaTests` keeps the two in agreement: every property a schema names is a stored
/// property of its type and the other way round, a field the schema requires is decoded with
/// `decode` (a non-optional property, or ``Nullable`` where the schema allows `null`), an
/// optional one with `decodeIfPresent` (an optional property), and nested types agree the same
/// way. Decoding fails, naming the path, when a field is missing or has another type. Decoding
/// ignores fields no type names; `tools/check-schemas` rejects them in kbloc's output (every
/// output object is closed), and ``Shape`` pins a shape exactly in a test.
public enum Contract {
  /// Decodes a JSON text as `type`.
  ///
  /// ```swift
  /// let report = try Contract.decode(Contract.ExtractReport.self, from: output.stdout)
  /// ```
  /// - Returns: The decoded value.
  /// - Throws: ``CommandError`` naming the path of the field that did not decode, with the start
  ///   of the text.
  public static func decode<T: Decodable>(_ type: T.Type, from json: String) throws -> T {
    do {
      return try JSONDecoder().decode(type, from: Data(json.utf8))
    } catch let error as DecodingError {
      throw CommandError("This JSON is not a \(type): \(error.summary)\n\(json.prefix(600))")
    }
  }

  /// A contract type whose JSON object may hold fields it does not name: its schema has
  /// `"additionalProperties": true` (the shortcuts file's entries keep unknown fields, for one).
  public protocol OpenObject: Decodable {}

  /// A contract type that says itself what its JSON is, where decoding it would not tell: a
  /// value of several shapes, or any JSON value.
  public protocol SchemaDescribed: Decodable {
    /// What the type's JSON is, as its schema must describe it.
    static var schemaNode: Node { get }
    /// A value of the type, which ``Node/init(decoding:)`` hands to the type that holds it
    /// instead of decoding one.
    static var placeholder: Self { get }
  }

  /// Any JSON value, for the fields the contract passes through as they are written (VS Code's
  /// `args`, Zed's `context`) and for reading the schemas themselves.
  public enum Value: SchemaDescribed, Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([Value])
    /// An object, by field name.
    case object([String: Value])

    /// Decodes any JSON value.
    public init(from decoder: any Decoder) throws {
      if let object = try? decoder.container(keyedBy: FieldName.self) {
        var fields: [String: Value] = [:]
        for key in object.allKeys {
          fields[key.stringValue] = try object.decode(Value.self, forKey: key)
        }
        self = .object(fields)
      } else if var array = try? decoder.unkeyedContainer() {
        var elements: [Value] = []
        while !array.isAtEnd {
          elements.append(try array.decode(Value.self))
        }
        self = .array(elements)
      } else {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
          self = .null
        } else if let flag = try? container.decode(Bool.self) {
          self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
          self = .number(number)
        } else {
          self = .string(try container.decode(String.self))
        }
      }
    }

    /// Any JSON value: the schema describes no type.
    public static var schemaNode: Node { .any }
    /// `null`.
    public static var placeholder: Value { .null }

    /// The field `name` of an object; `nil` for a missing field or a value that is no object.
    public subscript(name: String) -> Value? {
      guard case .object(let fields) = self else { return nil }
      return fields[name]
    }

    /// The string, or `nil` for any other value.
    public var string: String? {
      guard case .string(let text) = self else { return nil }
      return text
    }

    /// The elements of an array, or `nil` for any other value.
    public var array: [Value]? {
      guard case .array(let elements) = self else { return nil }
      return elements
    }

    /// The fields of an object, or `nil` for any other value.
    public var object: [String: Value]? {
      guard case .object(let fields) = self else { return nil }
      return fields
    }
  }

  /// One of several texts, or a single one: what a YAML key of the project file takes as a list
  /// or as one item.
  public struct OneOrMany<Element: Decodable & Sendable & Equatable>: SchemaDescribed, Sendable, Equatable {
    /// The items: the one given alone, or the list's.
    public let items: [Element]

    /// Decodes one item, or a list of them.
    public init(from decoder: any Decoder) throws {
      if var list = try? decoder.unkeyedContainer() {
        var items: [Element] = []
        while !list.isAtEnd {
          items.append(try list.decode(Element.self))
        }
        self.items = items
      } else {
        items = [try decoder.singleValueContainer().decode(Element.self)]
      }
    }

    /// Wraps items.
    public init(_ items: [Element]) {
      self.items = items
    }

    /// An item, or an array of items.
    public static var schemaNode: Node {
      let item = (try? Node(decoding: Element.self)) ?? .any
      return .alternatives([item, .array(item)])
    }

    /// No items.
    public static var placeholder: OneOrMany { OneOrMany([]) }
  }
}

/// A field the contract writes as a value or `null`, but always writes: decoding fails when the
/// key is missing, where a plain optional would take a missing key for `null`.
@propertyWrapper
public struct Nullable<Value: Decodable & Sendable>: Decodable, Sendable {
  /// The value, or `nil` for `null`.
  public var wrappedValue: Value?

  /// Wraps a value.
  public init(wrappedValue: Value?) {
    self.wrappedValue = wrappedValue
  }

  /// Decodes `null` or a value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
  }
}

extension Nullable: Equatable where Value: Equatable {}
