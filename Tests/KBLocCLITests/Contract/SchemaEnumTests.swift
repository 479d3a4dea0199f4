import Foundation
import KBLoc
import KBLocSources
import KBLocTestSupport
import Testing

/// The closed lists of names the schemas in `docs/schemas` give (statuses, flags, lint rules,
/// scopes, modifiers…) are kbloc's own: a case added to one of kbloc's enumerations fails here
/// until every schema that lists it does too, as docs/schemas/README.md says.
struct SchemaEnumTests {
  /// Every schema, by name.
  static func schemas() throws -> [String: Contract.Value] {
    let files = try FileManager.default.contentsOfDirectory(atPath: Contract.Node.schemaFolder.path)
    var schemas: [String: Contract.Value] = [:]
    for file in files where file.hasSuffix(".schema.json") {
      let name = String(file.dropLast(".schema.json".count))
      schemas[name] = try Contract.Node.schema(named: name)
    }
    return schemas
  }

  /// The `enum` of `$defs/<definition>` in every schema that has that definition, by schema.
  static func enumerations(of definition: String) throws -> [String: [String]] {
    var found: [String: [String]] = [:]
    for (name, schema) in try schemas() {
      guard let values = schema["$defs"]?[definition]?["enum"]?.array else { continue }
      found[name] = values.compactMap(\.string)
    }
    return found
  }

  /// A shared definition and the names kbloc has for it, in kbloc's order.
  struct Names: Sendable, CustomTestStringConvertible {
    let definition: String
    let names: [String]
    var testDescription: String { definition }
  }

  static let names: [Names] = [
    Names(definition: "status", names: LocalizedShortcut.Status.allCases.map(\.rawValue)),
    Names(definition: "flag", names: LocalizedShortcut.Flag.allCases.map(\.rawValue)),
    Names(definition: "modifier", names: Modifiers.ordered.map(\.name)),
    Names(definition: "direction", names: WritingDirection.allCases.map(\.rawValue)),
    Names(definition: "platform", names: Platform.allCases.map(\.rawValue)),
    Names(definition: "keyboard", names: KeyboardType.allCases.map(\.rawValue)),
    Names(definition: "policy", names: TranslationPolicy.allCases.map(\.rawValue)),
    Names(definition: "ruleId", names: Linter.standardRules.map(\.id)),
    Names(definition: "severity", names: LintSeverity.allCases.map(\.rawValue)),
    Names(definition: "targetKind", names: ShortcutScope.Kind.allCases.map(\.rawValue)),
    Names(definition: "context", names: ShortcutScope.Context.Kind.allCases.map(\.rawValue)),
    Names(definition: "element", names: ShortcutScope.Element.allCases.map(\.rawValue)),
    Names(definition: "windowKind", names: ShortcutScope.Context.WindowKind.allCases.map(\.rawValue)),
    Names(definition: "sourcePlatform", names: SourcePlatforms.all.members),
  ]

  @Test(arguments: names)
  func everySchemaListsKblocsNames(_ expected: Names) throws {
    let found = try Self.enumerations(of: expected.definition)
    #expect(!found.isEmpty, "no schema defines $defs/\(expected.definition)")
    for (schema, names) in found {
      #expect(Set(names) == Set(expected.names), "docs/schemas/\(schema).schema.json's $defs/\(expected.definition)")
    }
  }

  @Test func theSuggestSchemaListsEveryKindOfProblem() throws {
    let suggest = try Contract.Node.schema(named: "suggest")
    let problem = suggest["properties"]?["suggestions"]?["items"]?["properties"]?["problems"]?["items"]
    let kinds = problem?["properties"]?["kind"]?["enum"]?.array?.compactMap(\.string)
    #expect(Set(kinds ?? []) == Set(ShortcutSuggestion.Problem.Kind.allCases.map(\.rawValue)))
  }

  @Test func theBaselineSchemaListsEveryCommand() throws {
    let baseline = try Contract.Node.schema(named: "baseline")
    let commands = baseline["properties"]?["command"]?["enum"]?.array?.compactMap(\.string)
    #expect(Set(commands ?? []) == Set(Baseline.Command.allCases.map(\.rawValue)))
  }
}
