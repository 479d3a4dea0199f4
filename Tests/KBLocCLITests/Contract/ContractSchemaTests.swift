import Foundation
import KBLocTestSupport
import Testing

/// The `Contract` types the tests decode kbloc's JSON with and the JSON Schemas in `docs/schemas`
/// describe the same documents: each type's fields, as a recording decoder sees the type ask for
/// them (`Contract.Node(decoding:)`), are the properties its schema names, required in both or
/// in neither, `null` allowed in both or in neither, nested types agreeing the same way, and open
/// to other fields in both or in neither (docs/schemas/README.md).
struct ContractSchemaTests {
  /// A schema, or a part of one, and the contract type of the documents it describes.
  struct Pairing: Sendable, CustomTestStringConvertible {
    /// The schema's name: `docs/schemas/<name>.schema.json`.
    let schema: String
    /// A JSON Pointer to the part of the schema the type is, or empty for the whole schema.
    let pointer: String
    /// The contract type's name, for messages.
    let type: String
    /// What the contract type decodes, or why it could not be recorded.
    let node: Result<Contract.Node, any Error>

    init<T: Decodable>(_ schema: String, at pointer: String = "", _ type: T.Type) {
      self.schema = schema
      self.pointer = pointer
      self.type = "\(type)"
      node = Result { try Contract.Node(decoding: type) }
    }

    var testDescription: String { "\(schema)\(pointer) ⇔ \(type)" }
  }

  /// Every schema with its contract types.
  static let pairings: [Pairing] = [
    Pairing("translate", Contract.TranslateReport.self),
    Pairing("coverage", Contract.CoverageReport.self),
    Pairing("lint", Contract.LintReport.self),
    Pairing("extract", Contract.ExtractReport.self),
    Pairing("suggest", Contract.SuggestReport.self),
    Pairing("layout", Contract.LayoutTable.self),
    Pairing("type", [Contract.TypedCharacter].self),
    Pairing("layouts", at: "/$defs/layoutList", [Contract.LayoutListing].self),
    Pairing("layouts", at: "/$defs/inputSourceList", [Contract.InputSourceListing].self),
    Pairing("cache-info", Contract.CacheInfo.self),
    Pairing("baseline", Contract.Baseline.self),
    Pairing("shortcuts", at: "/$defs/file", Contract.ShortcutsFile.self),
    Pairing("project-file", Contract.ProjectFile.self),
    Pairing("layout-recording", at: "/anyOf/0", Contract.LayoutRecording.self),
  ]

  @Test(arguments: pairings)
  func theContractTypeDecodesWhatTheSchemaDescribes(_ pairing: Pairing) throws {
    let schema = try Contract.Node(schema: try Contract.Node.schema(named: pairing.schema), at: pairing.pointer)
    let decoded = try pairing.node.get()
    let differences = decoded.differences(from: schema)
    #expect(
      differences.isEmpty,
      Comment(
        rawValue: "\(pairing.type) and docs/schemas/\(pairing.schema).schema.json differ:\n"
          + differences.joined(separator: "\n")))
  }

  @Test func everySchemaHasItsContractType() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Contract.Node.schemaFolder.path)
    let schemas = Set(files.filter { $0.hasSuffix(".schema.json") }.map { String($0.dropLast(".schema.json".count)) })
    #expect(schemas.count >= 13, "\(schemas.sorted())")
    #expect(
      schemas == Set(Self.pairings.map(\.schema)), "schemas without a contract type, or pairings without a schema")
  }

  /// The comparison finds what it must: a field missing on either side, one required on one side
  /// only, one nullable on one side only, another type, an object open on one side only.
  @Test func theComparisonNamesEachDifference() throws {
    let schema = try Contract.Node(
      schema: try Contract.decode(
        Contract.Value.self,
        from: #"""
          {"type": "object", "additionalProperties": false, "required": ["id", "title", "count"],
           "properties": {"id": {"type": "string"}, "title": {"type": ["string", "null"]},
                          "count": {"type": "integer"}, "extra": {"type": "string"},
                          "mirrors": {"$ref": "#/$defs/mirror"}},
           "$defs": {"mirror": {"type": "object", "properties": {"id": {"type": "string"}}}}}
          """#))
    struct Mine: Contract.OpenObject {
      let id: String?
      let title: String
      let count: Double
      let mirrors: Contract.Mirror?
      let unknown: Bool
    }
    let differences = try Contract.Node(decoding: Mine.self).differences(from: schema)
    #expect(
      differences == [
        "(root): the contract type is open (Contract.OpenObject), the schema has additionalProperties false",
        ".count: the contract type decodes number, the schema describes integer",
        ".extra: the schema has it, the contract type does not decode it",
        ".id: the contract type decodes it with decodeIfPresent, the schema has it required",
        ".mirrors: the contract type is closed, the schema allows other fields",
        ".mirrors.file: the contract type decodes it, the schema has no such property",
        ".mirrors.id: the contract type decodes it with decode, the schema has it optional",
        ".mirrors.line: the contract type decodes it, the schema has no such property",
        ".mirrors.title: the contract type decodes it, the schema has no such property",
        ".title: the contract type takes no null, the schema allows null",
        ".unknown: the contract type decodes it, the schema has no such property",
      ], "\(differences)")
  }

  /// The recording decoder sees required, optional and nullable fields, arrays, dictionaries,
  /// a type that describes itself, and a type decoded in two parts from one object.
  @Test func theRecordingDecoderSeesEveryKindOfField() throws {
    #expect(
      try Contract.Node(decoding: Contract.LayoutCoverage.self).description
        == "{covered, description, direction|null, error|null, name, percent|null, requested, results}")
    guard case .object(let row) = try Contract.Node(decoding: Contract.LayoutCoverage.self),
      case .array(.object(let result))? = row.fields["results"]?.node
    else {
      Issue.record("a coverage row is not an object of results")
      return
    }
    #expect(
      result.description
        == "{app?, conflictCount?, conflictsWith, display|null, flags, id, input, press|null, reason, shortcut|null, status}"
    )
    guard case .object(let summary) = try Contract.Node(decoding: Contract.CoverageSummary.self) else {
      Issue.record("a coverage summary is not an object")
      return
    }
    #expect(summary.fields["statuses"]?.node == .map(.integer))
    #expect(summary.fields["percent"]?.node == .number)
    #expect(try Contract.Node(decoding: Contract.OneOrMany<String>.self) == .anyOf([.array(.string), .string]))
    #expect(try Contract.Node(decoding: [Contract.Value].self) == .array(.any))
  }
}
