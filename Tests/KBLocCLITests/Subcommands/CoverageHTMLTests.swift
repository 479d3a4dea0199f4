import Foundation
import KBLocTestSupport
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The HTML coverage report and the SVG keyboards, through the built binary: the page parses as
/// XML, has one heatmap row per layout and one cell per shortcut, a keyboard per drawn layout and
/// nothing loaded from elsewhere; `kbloc layout --format svg` draws the layout libxkbcommon gives.
struct CoverageHTMLTests {
  /// The layouts of the report under test: two that load and one that does not.
  static let layouts = ["fr", "de", "xx"]

  /// The example shortcuts file's path.
  static var shortcutsFile: String { ExampleFiles.url("shortcuts.json").path }

  /// Runs `kbloc coverage --format html` over ``layouts`` and returns the page.
  static func report() throws -> String {
    let output = try KblocExecutable.run(
      "coverage", shortcutsFile, "--layouts", layouts.joined(separator: ","), "--format", "html")
    try #require(output.exitCode == 0, "\(output)")
    #expect(output.stderr == "")
    return output.stdout
  }

  /// Parses text as XML, failing the test with the parser's message when it is not well-formed.
  static func xml(_ text: String) throws -> XMLDocument {
    do {
      return try XMLDocument(xmlString: text, options: [])
    } catch {
      Issue.record("not well-formed XML: \(error)\n\(text.prefix(300))")
      throw error
    }
  }

  /// The elements an XPath finds, ignoring namespaces (`svg` elements carry the SVG one).
  static func elements(_ path: String, in node: XMLNode) throws -> [XMLElement] {
    try node.nodes(forXPath: path).compactMap { $0 as? XMLElement }
  }

  @Test("html: the page is well-formed XML with an html root")
  func pageIsWellFormed() throws {
    let page = try Self.report()
    #expect(page.hasPrefix("<!DOCTYPE html>\n"))
    let document = try Self.xml(page)
    #expect(document.rootElement()?.name == "html")
    #expect(
      try Self.elements("//*[local-name()='title']", in: document).first?.stringValue?.contains("kbloc coverage")
        == true)
  }

  @Test("html: one heatmap row per layout and one cell per shortcut, the error row spanning them")
  func heatmapHasARowPerLayoutAndACellPerShortcut() throws {
    let shortcuts = try KblocExecutable.decode(
      Contract.CoverageReport.self, "coverage", Self.shortcutsFile, "--layouts", Self.layouts.joined(separator: ","),
      "--format", "json"
    ).summary.shortcuts
    let document = try Self.xml(try Self.report())
    let rows = try Self.elements("//table[@class='heatmap']/tbody/tr", in: document)
    #expect(rows.count == Self.layouts.count)
    let names = try rows.map { try #require(try Self.elements("th/a", in: $0).first?.stringValue) }
    #expect(Set(names) == ["fr(mac)", "de(mac)", "xx"])
    for row in rows {
      let cells = try Self.elements("td[contains(concat(' ', @class, ' '), ' c ')]", in: row)
      if row.attribute(forName: "class")?.stringValue?.contains("error") == true {
        #expect(cells.isEmpty)
        let message = try #require(try Self.elements("td[@colspan]", in: row).first)
        #expect(message.attribute(forName: "colspan")?.stringValue == String(shortcuts))
        #expect(message.stringValue?.contains("'xx'") == true)
      } else {
        #expect(cells.count == shortcuts, "row \(row.xmlString.prefix(200))")
        #expect(cells.allSatisfy { ($0.attribute(forName: "title")?.stringValue ?? "").isEmpty == false })
      }
    }
    let headers = try Self.elements("//table[@class='heatmap']/thead/tr/th[@class='shortcut']", in: document)
    #expect(headers.count == shortcuts)
    let footer = try Self.elements("//table[@class='heatmap']/tfoot/tr/td", in: document)
    #expect(footer.count == shortcuts + 1)
  }

  @Test("html: a keyboard drawing per layout that loaded, inside its folded section")
  func everyLoadedLayoutHasAKeyboard() throws {
    let page = try Self.report()
    let document = try Self.xml(page)
    let drawings = try Self.elements("//*[local-name()='svg']", in: document)
    #expect(drawings.count == 2)
    #expect(page.components(separatedBy: "<svg").count - 1 == drawings.count)
    let folded = try Self.elements("//details//*[local-name()='svg']", in: document)
    #expect(folded.count == drawings.count)
    for drawing in drawings {
      // Attributes of namespaced (SVG) elements are read through XPath: FoundationXML's
      // `attribute(forName:)` does not find them.
      let keys = try drawing.nodes(forXPath: ".//@data-key").compactMap(\.stringValue)
      #expect(keys.contains("AD01") && keys.contains("SPCE") && keys.contains("RTRN"))
      // Shortcut keys carry their status's class, which the page's stylesheet colours.
      let coloured = try drawing.nodes(forXPath: ".//*[@data-key and contains(@class, ' st-')]")
      #expect(!coloured.isEmpty, "no shortcut key is coloured")
    }
    let sections = try Self.elements("//details", in: document)
    #expect(sections.count == Self.layouts.count)
  }

  @Test("html: each heatmap row links to the section of the same layout")
  func heatmapLinksReachTheirLayoutsSection() throws {
    let document = try Self.xml(try Self.report())
    let links = try Self.elements("//table[@class='heatmap']/tbody/tr/th/a", in: document)
    #expect(links.count == Self.layouts.count)
    for link in links {
      let target = try #require(link.attribute(forName: "href")?.stringValue)
      #expect(target.hasPrefix("#layout-"), "\(target)")
      let section = try #require(
        try Self.elements("//details[@id='\(target.dropFirst())']", in: document).first, "no section \(target)")
      let name = try #require(try Self.elements("summary/b", in: section).first?.stringValue)
      #expect(name == link.stringValue, "\(target) names '\(link.stringValue ?? "")', its section '\(name)'")
    }
  }

  @Test("html: no resource is loaded from elsewhere; links stay on the page")
  func pageIsSelfContained() throws {
    let page = try Self.report()
    let document = try Self.xml(page)
    #expect(try Self.elements("//*[@src]", in: document).isEmpty)
    let links = try Self.elements("//*[@href]", in: document).compactMap { $0.attribute(forName: "href")?.stringValue }
    #expect(!links.isEmpty)
    #expect(links.allSatisfy { $0.hasPrefix("#") }, "\(links.filter { !$0.hasPrefix("#") })")
    for pattern in ["src=", "url(", "@import", "http://", "https://"] {
      let hits = page.components(separatedBy: pattern).count - 1
      let allowed =
        pattern == "http://" ? page.components(separatedBy: "xmlns=\"http://www.w3.org/2000/svg\"").count - 1 : 0
      #expect(hits == allowed, "'\(pattern)' appears \(hits) times")
    }
  }

  /// `kbloc layout --layout SPEC` as JSON (the whole table and its keys, as libxkbcommon gives
  /// them) and as SVG, parsed.
  static func tableAndDrawing(of spec: String) throws -> (Contract.LayoutTable, [Contract.KeyEntry], XMLDocument) {
    let table = try KblocExecutable.decode(Contract.LayoutTable.self, "layout", "--layout", spec, "--format", "json")
    let keys = table.keys
    let output = try KblocExecutable.run("layout", "--layout", spec, "--format", "svg")
    try #require(output.exitCode == 0, "\(output)")
    return (table, keys, try xml(output.stdout))
  }

  @Test("layout --format svg: French parses as XML and shows its AZERTY keys as libxkbcommon gives them")
  func frenchSVGShowsAZERTYLabels() throws {
    let (table, keys, document) = try Self.tableAndDrawing(of: "fr")
    #expect(document.rootElement()?.name == "svg")
    let title = try Self.elements("/*[local-name()='svg']/*[local-name()='title']", in: document).first?.stringValue
    #expect(title?.contains(table.name) == true)
    #expect(title?.contains(table.description) == true)
    for name in ["AD01", "AC01"] {
      let entry = try #require(keys.first { $0.key == name && $0.group == 1 }, "no \(name) in the table")
      let levels = entry.levels
      let characters = levels.filter { $0.level <= 2 }.compactMap(\.character)
      try #require(characters.count == 2, "\(name) levels: \(levels)")
      let drawn = try #require(
        try Self.elements("//*[@data-key='\(name)']", in: document).first, "no \(name) on the drawing")
      let shown = try Self.elements(".//*[local-name()='text']", in: drawn).compactMap(\.stringValue)
      let tooltip = try Self.elements("*[local-name()='title']", in: drawn).first?.stringValue ?? ""
      // A letter cap shows its capital alone; the tooltip lists every level.
      #expect(shown.contains(characters[1]), "\(name) shows \(shown), not '\(characters[1])'")
      for character in characters {
        #expect(tooltip.contains(character), "\(name)'s tooltip '\(tooltip)' lacks '\(character)'")
      }
    }
  }

  @Test("layout --format svg: a layout of two groups is drawn once per group, each with its own letters")
  func twoGroupsAreDrawnOncePerGroup() throws {
    let (_, keys, document) = try Self.tableAndDrawing(of: "us,ru")
    let drawings = try Self.elements("/*[local-name()='svg']//*[local-name()='svg']", in: document)
    #expect(drawings.count == 2, "\(drawings.count) keyboards drawn")
    // Each drawing's AC01 cap shows the capital its own group's Shift level types, not the other's.
    var capitals: [String] = []
    for group in 1...2 {
      let entry = try #require(keys.first { $0.key == "AC01" && $0.group == group }, "no AC01 in group \(group)")
      capitals.append(try #require(entry.levels.first { $0.level == 2 }?.character))
    }
    #expect(capitals[0] != capitals[1])
    for (offset, drawing) in drawings.enumerated() {
      let cap = try #require(try Self.elements(".//*[@data-key='AC01']", in: drawing).first)
      let shown = try Self.elements(".//*[local-name()='text']", in: cap).compactMap(\.stringValue)
      #expect(shown.contains(capitals[offset]), "group \(offset + 1) AC01 shows \(shown), not '\(capitals[offset])'")
      #expect(!shown.contains(capitals[1 - offset]), "group \(offset + 1) AC01 shows the other group's \(shown)")
    }
    // A key only group 1 defines (the space bar) is drawn present in group 2, not dimmed.
    let presentSpace = try Self.elements(
      ".//*[@data-key='SPCE' and not(contains(@class, 'kb-absent'))]", in: drawings[1])
    #expect(presentSpace.count == 1)
  }
}
