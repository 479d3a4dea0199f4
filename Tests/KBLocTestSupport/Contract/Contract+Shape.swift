extension Contract {
  /// The shape of a JSON document, without its values: each object's field names and each array's
  /// elements, for the tests that pin a shape exactly (decoding a contract type ignores fields it
  /// does not name).
  ///
  /// ```swift
  /// let shape = try KblocExecutable.decode(Contract.Shape.self, "type", "--layout", "fr", "--format", "json", "{")
  /// shape.fields(at: ["*", "strokes", "*"])   // [["key", "code", "group", "level", "modifiers", "dead"]]
  /// ```
  public indirect enum Shape: Decodable, Sendable, Equatable {
    /// An object and the shape of each field's value.
    case object([String: Shape])
    /// An array and the shape of each element.
    case array([Shape])
    /// A string, number, boolean or `null`.
    case value

    /// Decodes any JSON value.
    public init(from decoder: any Decoder) throws {
      if let object = try? decoder.container(keyedBy: FieldName.self) {
        var fields: [String: Shape] = [:]
        for key in object.allKeys {
          fields[key.stringValue] = try object.decode(Shape.self, forKey: key)
        }
        self = .object(fields)
      } else if var array = try? decoder.unkeyedContainer() {
        var elements: [Shape] = []
        while !array.isAtEnd {
          elements.append(try array.decode(Shape.self))
        }
        self = .array(elements)
      } else {
        self = .value
      }
    }

    /// The field names of each object at `path`: a step names a field, and `*` stands for every
    /// element of an array.
    /// - Returns: One set per object reached, in document order (fields in no order); empty when
    ///   the path reaches none.
    public func fields(at path: [String]) -> [Set<String>] {
      var reached = [self]
      for step in path {
        reached = reached.flatMap { shape -> [Shape] in
          switch (shape, step) {
          case (.array(let elements), "*"): return elements
          case (.object(let fields), _) where step != "*": return fields[step].map { [$0] } ?? []
          default: return []
          }
        }
      }
      return reached.compactMap { shape in
        guard case .object(let fields) = shape else { return nil }
        return Set(fields.keys)
      }
    }
  }

  /// Any field name, for decoding an object whose fields are not known in advance.
  struct FieldName: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
