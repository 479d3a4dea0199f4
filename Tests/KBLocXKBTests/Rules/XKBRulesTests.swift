import CXKBCommon
import Foundation
import KBLoc
import Testing

@testable import KBLocXKB

/// kbloc's own RMLVO → KcCGST resolution (issue 19's cold run) gives what libxkbcommon gives:
/// checked against the components libxkbcommon logs as it compiles names, for every layout the
/// registry lists, and against `xkbcli compile-keymap --verbose`, which prints them too.
struct XKBRulesTests {
  /// Varied names: variants, options that add symbols, types and compat, several groups.
  static let samples: [RuleNames] = [
    RuleNames(layout: "us"), RuleNames(layout: "de"), RuleNames(layout: "fr", variant: "mac"),
    RuleNames(layout: "fr", variant: "azerty"), RuleNames(layout: "ru"), RuleNames(layout: "jp"),
    RuleNames(layout: "br"), RuleNames(layout: "ch", variant: "fr_mac"), RuleNames(layout: "us", variant: "dvorak"),
    RuleNames(layout: "gb", variant: "extd"), RuleNames(layout: "ara"), RuleNames(layout: "il"),
    RuleNames(layout: "kr", variant: "kr104"), RuleNames(layout: "in", variant: "eng"),
    RuleNames(layout: "cz", variant: "qwerty"),
    RuleNames(layout: "de", options: "grp:alt_shift_toggle"), RuleNames(layout: "fr", options: "lv3:ralt_switch"),
    RuleNames(layout: "us", options: "ctrl:nocaps"), RuleNames(layout: "de", options: "caps:escape,compose:ralt"),
    RuleNames(layout: "us,ru", options: "grp:alt_shift_toggle"), RuleNames(layout: "us,ru", variant: ",phonetic"),
    RuleNames(layout: "de,fr,us", variant: "nodeadkeys,,intl"), RuleNames(layout: "us,de,fr,ru"),
    RuleNames(layout: "jp,us", options: "grp:win_space_toggle"), RuleNames(layout: "ara,us", variant: "buckwalter,"),
    RuleNames(model: "macintosh", layout: "us"), RuleNames(model: "thinkpad", layout: "de"),
    RuleNames(model: "pc104", layout: "th"),
    RuleNames(layout: "latam", variant: "deadtilde", options: "terminate:ctrl_alt_bksp"),
    RuleNames(layout: "us", options: "misc:typo,lv5:ralt_switch"), RuleNames(layout: "es", options: "eurosign:e"),
  ]

  @Test func resolvesTheComponentsLibxkbcommonDoes() throws {
    for names in Self.samples {
      #expect(try Self.resolved(names) == Self.libxkbcommon(names, includes: []), "\(names)")
    }
  }

  @Test func aResolutionCompilesToTheTableOfItsNames() throws {
    let single = Self.samples.filter { !$0.layout.contains(",") && $0.options.isEmpty }
    #expect(single.count > 15)
    for names in single {
      let resolution = try #require(XKBRules.resolution(for: names), "\(names)")
      let resolved = try Keymap(text: resolution.text, name: names.layout, platform: .pc).layout()
      let reference = try Keymap(names: names, name: names.layout, platform: .pc).layout()
      #expect(resolved.snapshot(xkeyboardConfig: "t") == reference.snapshot(xkeyboardConfig: "t"), "\(names)")
    }
  }

  @Test func namesWithSeveralLayoutsOrOptionsAreLeftToLibxkbcommon() {
    #expect(XKBRules.resolution(for: RuleNames(layout: "us,ru")) == nil)
    #expect(XKBRules.resolution(for: RuleNames(layout: "us", variant: ",dvorak")) == nil)
    #expect(XKBRules.resolution(for: RuleNames(layout: "de", options: "ctrl:nocaps")) == nil)
    #expect(XKBRules.resolution(for: RuleNames(layout: "de")) != nil)
  }

  /// A compiled keymap as libxkbcommon writes it out; the keymap is released.
  static func text(of keymap: OpaquePointer) throws -> String {
    defer { xkb_keymap_unref(keymap) }
    let text = try #require(xkb_keymap_get_as_string(keymap, XKB_KEYMAP_FORMAT_TEXT_V1))
    defer { free(text) }
    return String(cString: text)
  }

  /// What libxkbcommon logs it resolved `names` to, compiling them in a context of its own.
  static func logged(_ names: RuleNames) throws -> String? {
    let context = try XKBContext()
    return withExtendedLifetime(context) {
      let (keymap, logged) = context.capturingComponents { Keymap.compile(names, in: context) }
      if let keymap { xkb_keymap_unref(keymap) }
      return logged
    }
  }

  @Test func theComponentsLibxkbcommonLogsAreThoseXkbcliPrints() throws {
    for names in Self.samples.prefix(6) {
      #expect(try Self.logged(names) == (try Self.libxkbcommon(names, includes: [])), "\(names)")
    }
  }

  @Test func everyListedLayoutResolvesAsLibxkbcommonResolvesIt() throws {
    let entries = try LayoutRegistry.system().entries
    #expect(entries.count > 500)
    for entry in entries {
      let names = RuleNames(try LayoutSpec(entry.name))
      let resolution = try #require(XKBRules.resolution(for: names), "\(entry.name)")
      #expect(resolution.components == (try Self.logged(names)), "\(entry.name)")
    }
  }

  @Test func aResolutionIsTrustedOnceItsPathIsConfirmedAndNeverAfterADisagreement() throws {
    // A rules name of this test's own, holding the system's rules, so that no other compile counts.
    let name = "kbloc-test-\(UUID().uuidString)"
    let rules = try #require(XKBRules.named("evdev"))
    XKBRules.parsedFiles.store(XKBRules.Parsed(rules: rules), for: XKBRules.Key(name: name, environment: .current))
    let resolve = { (layout: String) in XKBRules.resolution(for: RuleNames(rules: name, layout: layout)) }
    // Layouts grouped by their path through the rules: two of one path, one of another.
    let layouts = try LayoutRegistry.system().entries.map(\.name).filter { !$0.contains("(") }
    let byPath = Dictionary(grouping: layouts) { resolve($0)?.rules ?? [] }.filter { !$0.key.isEmpty }
    let shared = try #require(byPath.values.first { $0.count >= 2 })
    let other = try #require(byPath.values.first { !$0.contains(shared[0]) })[0]
    #expect(resolve(shared[0])?.isTrusted == false && resolve(shared[1])?.isTrusted == false)
    XKBRules.record(agreement: true, for: try #require(resolve(shared[0])))
    #expect(resolve(shared[1])?.isTrusted == true, "the same path, confirmed")
    #expect(resolve(other)?.isTrusted == false, "another path, not confirmed")
    XKBRules.record(agreement: false, for: try #require(resolve(other)))
    #expect(resolve(shared[0]) == nil, "a difference ends resolving")
  }

  @Test func aResolutionLibxkbcommonDisagreesWithIsNotUsedAndEndsResolving() throws {
    let name = "kbloc-test-\(UUID().uuidString)"
    let key = XKBRules.Key(name: name, environment: .current)
    let rules = try #require(XKBRules.named("evdev"))
    XKBRules.parsedFiles.store(XKBRules.Parsed(rules: rules), for: key)
    let names = RuleNames(layout: "fr")
    let right = try #require(XKBRules.resolution(for: names))
    // kbloc's resolution of `fr`, with German symbols: libxkbcommon logs French ones.
    let wrong = XKBRules.Resolution(
      text: right.text.replacingOccurrences(of: "+fr+", with: "+de+"),
      components: right.components.replacingOccurrences(of: "+fr+", with: "+de+"), rules: right.rules,
      isTrusted: false, key: key)
    #expect(wrong.components != right.components)
    let context = try XKBContext()
    let compiled = try withExtendedLifetime(context) {
      try Self.text(of: try #require(Keymap.compile(names, resolvedAs: wrong, in: context)))
    }
    let french = try withExtendedLifetime(context) {
      try Self.text(of: try #require(Keymap.compile(names, in: context)))
    }
    #expect(compiled == french, "the names were compiled, not the resolution")
    #expect(XKBRules.resolution(for: RuleNames(rules: name, model: "pc105", layout: "fr")) == nil)
  }

  @Test func libxkbcommonAgreesWithTheResolutionsOfThisProcess() throws {
    // Enough compiles for the component folder (from the 8th); `fr` and `de` go one way.
    let layouts = ["ru", "jp", "ara", "us", "il", "gr", "es", "it", "pt", "se", "fr", "de", "fr"]
    #expect(layouts.count > ComponentOverlay.threshold + 2)
    for layout in layouts {
      _ = try Keymap(names: RuleNames(layout: layout), platform: .pc)
    }
    // A disagreement would have taken the resolution away.
    let resolution = try #require(XKBRules.resolution(for: RuleNames(layout: "fr")))
    #expect(resolution.isTrusted)
  }

  @Test func rulesComeFromTheFirstIncludePathThatHasThem() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("kbloc-rules-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root.appendingPathComponent("rules"), withIntermediateDirectories: true)
    let system = try #require(XKBRules.find("evdev", in: Keymap.includePaths()))
    // The user's rules map every layout to the system's `de`, before the system's own rules.
    let own = try String(contentsOfFile: system, encoding: .utf8)
      .replacingOccurrences(
        of: "! model\t\tlayout\t\t\t\t=\tsymbols\n",
        with: "! model\t\tlayout\t\t\t\t=\tsymbols\n  *\t\t*\t\t\t\t=\tpc+de\n")
    try own.write(to: root.appendingPathComponent("rules/evdev"), atomically: true, encoding: .utf8)
    let paths = [root.path] + Keymap.includePaths()
    #expect(XKBRules.find("evdev", in: paths) == root.path + "/rules/evdev")
    let rules = try #require(XKBRules(text: own))
    let names = RuleNames(layout: "fr")
    let components = try #require(rules.components(model: "pc105", layouts: ["fr"], variants: [""], options: [""]))
    #expect(components[.symbols] == "pc+de+inet(evdev)")
    #expect(Self.format(components) == (try Self.libxkbcommon(names, includes: [root.path])))
  }

  @Test func listsAreSplitAsLibxkbcommonSplitsThem() {
    #expect(XKBRules.split("") == [""])
    #expect(XKBRules.split(" us , ru,") == ["us", "ru", ""])
    #expect(XKBRules.split("de,\u{A0}fr") == ["de", "\u{A0}fr"], "only ASCII white space is trimmed")
  }

  @Test func anIncludeIsLeftToLibxkbcommon() {
    #expect(XKBRules(text: "! include %S/evdev\n") == nil)
    #expect(XKBRules(text: "! model = keycodes\n  * = evdev\n") != nil)
  }

  static func resolved(_ names: RuleNames) throws -> String {
    let rules = try #require(XKBRules.named(names.rules))
    let components = try #require(
      rules.components(
        model: names.model, layouts: XKBRules.split(names.layout), variants: XKBRules.split(names.variant),
        options: XKBRules.split(names.options)))
    return format(components)
  }

  static func format(_ components: [XKBRules.Component: String]) -> String {
    "keycodes '\(components[.keycodes] ?? "")', types '\(components[.types] ?? "")', "
      + "compat '\(components[.compat] ?? "")', symbols '\(components[.symbols] ?? "")'"
  }

  /// The components libxkbcommon resolves the names to, as `xkbcli compile-keymap --verbose`
  /// logs them.
  static func libxkbcommon(_ names: RuleNames, includes: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xkbcli")
    var arguments = ["compile-keymap", "--verbose"]
    if !includes.isEmpty { arguments += includes.flatMap { ["--include", $0] } + ["--include-defaults"] }
    arguments += ["--rules", names.rules, "--model", names.model, "--layout", names.layout]
    if !names.variant.isEmpty { arguments += ["--variant", names.variant] }
    if !names.options.isEmpty { arguments += ["--options", names.options] }
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let log = String(decoding: data, as: UTF8.self)
    let marker = "Compiling from KcCGST: "
    let line = try #require(log.split(separator: "\n").first { $0.contains(marker) }, "\(names): \(log)")
    return String(line[try #require(line.range(of: marker)).upperBound...])
  }
}
