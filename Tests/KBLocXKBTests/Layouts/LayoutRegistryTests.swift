import Foundation
import KBLoc
import KBLocTestSupport
import KBLocXKB
import Testing

/// The registry of layouts read through libxkbregistry, checked against the system's
/// xkeyboard-config and against libxkbcommon's own `xkbcli list`.
struct LayoutRegistryTests {
  @Test("The registry lists every layout and variant, each with a description")
  func registryListsLayoutsWithDescriptions() throws {
    let registry = try LayoutRegistry.system()
    #expect(registry.entries.count >= 500)
    let undescribed = registry.entries.filter { $0.description.isEmpty }
    #expect(undescribed.isEmpty, "entries without a description: \(undescribed.map(\.name))")
    #expect(registry.entries.allSatisfy { !$0.layout.isEmpty && $0.variant != "" })
    let names = registry.entries.map(\.name)
    #expect(
      Set(names).count == names.count,
      "names listed twice: \(Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted())")
  }

  @Test("French and its Macintosh variant are listed, for the French language")
  func frenchIsListed() throws {
    let registry = try LayoutRegistry.system()
    let french = try #require(registry.entry(for: LayoutSpec.Group(layout: "fr")))
    let frenchMac = try #require(registry.entry(for: LayoutSpec.Group(layout: "fr", variant: "mac")))
    #expect(french.name == "fr")
    #expect(frenchMac.name == "fr(mac)")
    #expect(french.languages.contains("fra"))
    #expect(frenchMac.description.contains("Macintosh"))
    #expect(registry.contains(layout: "fr"))
    #expect(registry.variants(of: "fr").contains("mac"))
    #expect(registry.layoutNames.contains("fr"))
    #expect(registry.layoutNames == registry.layoutNames.sorted())
  }

  @Test("Each layout comes first, followed by its variants")
  func layoutsPrecedeTheirVariants() throws {
    let registry = try LayoutRegistry.system()
    var seenLayouts: Set<String> = []
    for entry in registry.entries {
      if entry.variant == nil {
        seenLayouts.insert(entry.layout)
      } else {
        #expect(seenLayouts.contains(entry.layout), "\(entry.name) comes before \(entry.layout)")
      }
    }
    for layout in registry.layoutNames {
      #expect(registry.variants(of: layout) == registry.entries.filter { $0.layout == layout }.compactMap(\.variant))
    }
  }

  /// `xkbcli list` prints the same registry through libxkbregistry's own code:
  /// `- layout: 'fr'`, `  variant: 'mac'`, `  description: French (Macintosh)`, `  iso639: ['fra']`.
  @Test("The registry has the same entries, descriptions and languages as xkbcli list")
  func registryMatchesXkbcliList() throws {
    let output = try XKBCLI.run(["list"])
    try #require(output.exitCode == 0, "xkbcli list failed: \(output)")
    let section = try #require(output.stdout.range(of: "\nlayouts:\n"), "no layouts section in xkbcli list")
    var listed: [String: (description: String, languages: [String])] = [:]
    var current: (layout: String, variant: String, description: String, languages: [String])?
    func flush() {
      guard let entry = current else { return }
      let name = entry.variant.isEmpty ? entry.layout : "\(entry.layout)(\(entry.variant))"
      listed[name] = (entry.description, entry.languages)
    }
    func quoted(_ text: Substring) -> String { String(text.trimmingCharacters(in: ["'"])) }
    for line in output.stdout[section.upperBound...].split(separator: "\n") {
      if line.hasPrefix("- layout: ") {
        flush()
        current = (quoted(line.dropFirst("- layout: ".count)), "", "", [])
      } else if line.hasPrefix("  variant: ") {
        current?.variant = quoted(line.dropFirst("  variant: ".count))
      } else if line.hasPrefix("  description: ") {
        current?.description = String(line.dropFirst("  description: ".count))
      } else if line.hasPrefix("  iso639: ") {
        current?.languages = line.dropFirst("  iso639: ".count).trimmingCharacters(in: ["[", "]"])
          .split(separator: ",").map { quoted(Substring($0.trimmingCharacters(in: .whitespaces))) }
      } else if !line.hasPrefix(" ") && !line.hasPrefix("-") {
        break  // the next section (options)
      }
    }
    flush()
    let registry = try LayoutRegistry.system()
    #expect(listed.count >= 500)
    #expect(Set(registry.entries.map(\.name)) == Set(listed.keys))
    for entry in registry.entries {
      guard let reference = listed[entry.name] else { continue }
      #expect(entry.description == reference.description, "\(entry.name)")
      #expect(entry.languages == reference.languages, "\(entry.name)")
    }
  }

  @Test("An unknown layout is a problem with close names: fx suggests fr")
  func unknownLayoutSuggestsCloseNames() throws {
    let registry = try LayoutRegistry.system()
    let problem = try #require(registry.problem(with: LayoutSpec("fx")))
    guard case .unknownLayout(let name, let suggestions) = problem else {
      Issue.record("expected unknownLayout, got \(problem)")
      return
    }
    #expect(name == "fx")
    #expect(suggestions.contains("fr"))
    #expect(suggestions.count <= 3)
    #expect(suggestions.allSatisfy(registry.contains(layout:)))
    #expect(problem.description.hasPrefix("Unknown layout 'fx'; did you mean "))
  }

  @Test("A layout named by its description's start is suggested: 'french' suggests fr")
  func layoutNamedByDescriptionIsSuggested() throws {
    let registry = try LayoutRegistry.system()
    let problem = try #require(registry.problem(with: LayoutSpec("french")))
    guard case .unknownLayout(_, let suggestions) = problem else {
      Issue.record("expected unknownLayout, got \(problem)")
      return
    }
    #expect(suggestions.contains("fr"), "\(suggestions)")
  }

  @Test("An unknown variant is a problem with close variants: fr(macc) suggests fr(mac)")
  func unknownVariantSuggestsCloseVariants() throws {
    let registry = try LayoutRegistry.system()
    let problem = try #require(registry.problem(with: LayoutSpec("fr(macc)")))
    guard case .unknownVariant(let variant, let layout, let suggestions) = problem else {
      Issue.record("expected unknownVariant, got \(problem)")
      return
    }
    #expect(variant == "macc")
    #expect(layout == "fr")
    #expect(suggestions.first == "mac")
    #expect(problem.description.hasPrefix("Layout 'fr' has no variant 'macc'; did you mean 'fr(mac)'"))
  }

  @Test(
    "Listed layouts are no problem, in any group", arguments: ["fr", "fr(mac)", "us,ru", "us(dvorak),ru(phonetic)"])
  func listedLayoutsAreNoProblem(_ spec: String) throws {
    let registry = try LayoutRegistry.system()
    #expect(registry.problem(with: try LayoutSpec(spec)) == nil)
  }

  @Test("A problem in a later group is found")
  func problemInLaterGroupIsFound() throws {
    let registry = try LayoutRegistry.system()
    let problem = registry.problem(with: try LayoutSpec("us,fx"))
    guard case .unknownLayout("fx", _) = problem else {
      Issue.record("expected unknownLayout fx, got \(String(describing: problem))")
      return
    }
  }
}
