extension Contract.Node {
  /// The node a `Decodable` type decodes: what it asks a decoder for, recorded by a decoder that
  /// hands it a value of every kind it asks for.
  ///
  /// Each field is recorded with its name, whether the type asks for it with `decode` (required;
  /// a non-optional or ``Nullable`` property) or `decodeIfPresent` (an optional property), whether
  /// it checks for `null` first (nullable: ``Nullable``), and what it decodes there, recorded in
  /// turn. An array's element is recorded from one element; a `[String: Value]` dictionary is a
  /// map. A ``Contract/SchemaDescribed`` type gives its own node instead, and an
  /// ``Contract/OpenObject`` type's object is open.
  ///
  /// ```swift
  /// try Contract.Node(decoding: Contract.Mirror.self)   // {file?, id, line?, title?}
  /// ```
  /// - Throws: When the type throws on the values the decoder hands it.
  public init<T: Decodable>(decoding type: T.Type) throws {
    let slot = Slot()
    _ = try Recording.value(of: type, into: slot, at: [])
    self = slot.node ?? .any
  }
}

/// Where the node of one value is recorded.
private final class Slot {
  var node: Contract.Node?
  /// Whether the value was checked for `null` before it was decoded.
  var isNullable = false
  /// Whether the keyed container's `allKeys` was asked for: the value is a dictionary.
  var listsKeys = false

  /// Adds a field to the object recorded here.
  func record(_ name: String, _ field: Contract.Field) {
    var object = Contract.Object()
    if case .object(let recorded)? = node { object = recorded }
    object.fields[name] = field
    node = .object(object)
  }
}

/// The name a dictionary's one recorded entry goes by.
private let anyKeyName = "*"

private enum Recording {
  /// Decodes a value of `type` from the recording decoder, recording its node in `slot`.
  static func value<T: Decodable>(of type: T.Type, into slot: Slot, at path: [any CodingKey]) throws -> T {
    if let described = type as? any Contract.SchemaDescribed.Type {
      slot.node = described.schemaNode
      return try placeholder(of: described, as: type)
    }
    let value = try T(from: Decoder(slot: slot, codingPath: path))
    if slot.listsKeys, case .object(let object)? = slot.node, let entry = object.fields[anyKeyName],
      object.fields.count == 1
    {
      slot.node = .map(entry.node)
    } else if type is any Contract.OpenObject.Type, case .object(var object)? = slot.node {
      object.isOpen = true
      slot.node = .object(object)
    }
    return value
  }

  static func placeholder<T>(of described: any Contract.SchemaDescribed.Type, as type: T.Type) throws -> T {
    guard let value = described.placeholder as? T else {
      throw CommandError("\(described)'s placeholder is not a \(type)")
    }
    return value
  }

  /// A key of any name.
  struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  struct Decoder: Swift.Decoder {
    let slot: Slot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
      if case .object? = slot.node {} else { slot.node = .object(Contract.Object()) }
      return KeyedDecodingContainer(Keyed<Key>(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
      Unkeyed(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
      Single(slot: slot, codingPath: codingPath)
    }
  }

  /// The kind of value a primitive type is, and the value handed for it.
  static func primitive<T>(_ type: T.Type) -> (node: Contract.Node, value: Any)? {
    switch type {
    case is String.Type: return (.string, "")
    case is Bool.Type: return (.boolean, false)
    case is Double.Type: return (.number, 1.0)
    case is Float.Type: return (.number, Float(1))
    case is Int.Type: return (.integer, 1)
    case is Int8.Type: return (.integer, Int8(1))
    case is Int16.Type: return (.integer, Int16(1))
    case is Int32.Type: return (.integer, Int32(1))
    case is Int64.Type: return (.integer, Int64(1))
    case is UInt.Type: return (.integer, UInt(1))
    case is UInt8.Type: return (.integer, UInt8(1))
    case is UInt16.Type: return (.integer, UInt16(1))
    case is UInt32.Type: return (.integer, UInt32(1))
    case is UInt64.Type: return (.integer, UInt64(1))
    default: return nil
    }
  }

  /// Records a value of `type` in `slot` and hands one back: a primitive's kind, or what the
  /// type decodes.
  static func sample<T: Decodable>(_ type: T.Type, into slot: Slot, at path: [any CodingKey]) throws -> T {
    if let (node, value) = primitive(type), let typed = value as? T {
      slot.node = node
      return typed
    }
    return try Recording.value(of: type, into: slot, at: path)
  }

  struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let slot: Slot
    let codingPath: [any CodingKey]

    var allKeys: [Key] {
      slot.listsKeys = true
      return Key(stringValue: anyKeyName).map { [$0] } ?? []
    }

    func contains(_ key: Key) -> Bool { true }

    func decodeNil(forKey key: Key) throws -> Bool { false }

    func field<T: Decodable>(_ type: T.Type, _ key: Key, isRequired: Bool) throws -> T {
      let child = Slot()
      let value = try sample(type, into: child, at: codingPath + [key])
      slot.record(
        key.stringValue, Contract.Field(node: child.node ?? .any, isRequired: isRequired, isNullable: child.isNullable))
      return value
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try field(type, key, isRequired: true) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try field(type, key, isRequired: true) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try field(type, key, isRequired: true) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try field(type, key, isRequired: true) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try field(type, key, isRequired: true) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try field(type, key, isRequired: true) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try field(type, key, isRequired: true) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try field(type, key, isRequired: true) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try field(type, key, isRequired: true) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try field(type, key, isRequired: true) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try field(type, key, isRequired: true) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try field(type, key, isRequired: true) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try field(type, key, isRequired: true) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try field(type, key, isRequired: true) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try field(type, key, isRequired: true) }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
      try field(type, key, isRequired: false)
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
      try field(type, key, isRequired: false)
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
      try field(type, key, isRequired: false)
    }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
      try field(type, key, isRequired: false)
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try field(type, key, isRequired: false) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
      try field(type, key, isRequired: false)
    }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
      try field(type, key, isRequired: false)
    }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
      try field(type, key, isRequired: false)
    }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
      try field(type, key, isRequired: false)
    }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
      try field(type, key, isRequired: false)
    }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
      try field(type, key, isRequired: false)
    }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
      try field(type, key, isRequired: false)
    }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
      try field(type, key, isRequired: false)
    }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
      try field(type, key, isRequired: false)
    }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
      try field(type, key, isRequired: false)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      try superDecoder(forKey: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      try superDecoder(forKey: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Swift.Decoder {
      try superDecoder(forKey: Key(stringValue: "super").orThrow())
    }

    func superDecoder(forKey key: Key) throws -> any Swift.Decoder {
      let child = Slot()
      child.node = .object(Contract.Object())
      slot.record(key.stringValue, Contract.Field(node: .any))
      // The nested value's node is recorded when it is known: after the caller decodes it.
      return NestedDecoder(parent: slot, name: key.stringValue, child: child, codingPath: codingPath + [key])
    }
  }

  /// The decoder of a nested container: it records its value's node in the parent's field as
  /// the value is decoded.
  struct NestedDecoder: Swift.Decoder {
    let parent: Slot
    let name: String
    let child: Slot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
      defer { parent.record(name, Contract.Field(node: child.node ?? .any)) }
      return try Decoder(slot: child, codingPath: codingPath).container(keyedBy: type)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
      throw CommandError("\(codingPath.map(\.stringValue)): a nested unkeyed container is not recorded")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
      throw CommandError("\(codingPath.map(\.stringValue)): a nested single value is not recorded")
    }
  }

  /// An array's container: one element, recorded.
  struct Unkeyed: UnkeyedDecodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]
    var currentIndex = 0
    var count: Int? { 1 }
    var isAtEnd: Bool { currentIndex >= 1 }

    init(slot: Slot, codingPath: [any CodingKey]) {
      self.slot = slot
      self.codingPath = codingPath
      if slot.node == nil { slot.node = .array(.any) }
    }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
      let element = Slot()
      let value = try sample(type, into: element, at: codingPath + [AnyKey(stringValue: "[\(currentIndex)]")])
      slot.node = .array(element.node ?? .any)
      currentIndex += 1
      return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      throw CommandError("\(codingPath.map(\.stringValue)): a nested container in an array is not recorded")
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      throw CommandError("\(codingPath.map(\.stringValue)): a nested array in an array is not recorded")
    }

    mutating func superDecoder() throws -> any Swift.Decoder {
      throw CommandError("\(codingPath.map(\.stringValue)): a super decoder in an array is not recorded")
    }
  }

  /// A single value's container: `decodeNil` makes the value nullable.
  struct Single: SingleValueDecodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool {
      slot.isNullable = true
      return false
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
      try sample(type, into: slot, at: codingPath)
    }
  }
}

extension Optional {
  /// The value, or a ``CommandError`` when there is none.
  fileprivate func orThrow() throws -> Wrapped {
    guard let value = self else { throw CommandError("A key could not be made") }
    return value
  }
}
