import Foundation
import KBLoc
import Testing

@testable import KBLocXKB

/// Issue 19's cold run: layouts compiled with the types and compat `complete` written out by
/// libxkbcommon (``ComponentOverlay``) have the same tables as compiled from xkeyboard-config's
/// own files, and the folder holds each component whole.
@Suite(.serialized) struct ComponentOverlayTests {
  /// A folder made as the overlay is, removed by the caller.
  static func madeFolder() throws -> String {
    try #require(ComponentOverlay.make(), "the system's types and compat 'complete' compile")
  }

  @Test func theFolderHoldsEachComponentWholeWithNoInclude() throws {
    let folder = try Self.madeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for component in ComponentOverlay.components {
      let text = try String(contentsOfFile: folder + "/" + component.folder + "/" + component.file, encoding: .utf8)
      #expect(text.hasPrefix(component.writtenKeyword + " "), "\(text.prefix(80))")
      #expect(text.hasSuffix("\n};\n"))
      #expect(!text.contains("include"), "written whole, with nothing left to read")
      #expect(text.components(separatedBy: "\n" + component.writtenKeyword + " ").count == 1, "one section")
    }
    let types = try String(contentsOfFile: folder + "/types/complete", encoding: .utf8)
    #expect(types.contains("type \"FOUR_LEVEL\""))
    let compat = try String(contentsOfFile: folder + "/compat/complete", encoding: .utf8)
    #expect(compat.contains("interpret ISO_Level3_Shift"))
  }

  /// Every 5th layout and variant of the registry, on both platforms, and layouts with options
  /// that add to the compat and types: the same table with the folder as without it.
  @Test func tablesAreTheSameWithTheFolderAsWithout() throws {
    let folder = try Self.madeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let registry = try LayoutRegistry.system()
    var specs = registry.entries.enumerated().filter { $0.offset % 5 == 0 }.map {
      LayoutSpec(groups: [$0.element.group])
    }
    specs += try ["us,ru", "de(neo)", "jp", "fr(bepo_afnor)"].map { try LayoutSpec($0) }
    specs += try [("gb", "caps:swapescape,lv3:ralt_switch"), ("us", "compose:ralt,shift:both_capslock")].map {
      try LayoutSpec($0.0, options: $0.1)
    }
    var compared = 0
    for platform in [Platform.pc, .mac] {
      for spec in specs {
        let resolved = try Keymap.resolve(spec, for: platform)
        let names = RuleNames(resolved)
        let compiled = try? Keymap(names: names, name: resolved.description, platform: platform, searchingFirst: folder)
        guard let plain = try? Keymap(names: names, name: resolved.description, platform: platform, searchingFirst: nil)
        else {
          // `custom`, which a stock system lists but does not have, is rejected both ways.
          #expect(compiled == nil, "\(resolved) compiles only with the folder")
          continue
        }
        let flattened = try #require(compiled, "\(resolved) compiles only without the folder")
        // Not through the fallback to the default paths: the folder's own context compiled it.
        #expect(flattened.context.firstFolder == folder, "\(resolved) is rejected with the folder")
        #expect(
          flattened.layout().snapshot(xkeyboardConfig: "test") == plain.layout().snapshot(xkeyboardConfig: "test"),
          "\(resolved) on \(platform)")
        compared += 1
      }
    }
    #expect(compared > 200)
  }

  /// The check above could pass with a folder libxkbcommon never reads: one whose types are not
  /// `complete`'s gives another table.
  @Test func theFolderIsWhatLibxkbcommonReads() throws {
    let folder = try Self.madeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let names = RuleNames(layout: "fr")
    let plain = try Keymap(names: names, name: "fr", platform: .pc, searchingFirst: nil).layout()
    try "xkb_types \"complete\" {\n\tinclude \"basic\"\n};\n".write(
      toFile: folder + "/types/complete", atomically: false, encoding: .utf8)
    let other = try Keymap(names: names, name: "fr", platform: .pc, searchingFirst: folder).layout()
    #expect(other.snapshot(xkeyboardConfig: "test") != plain.snapshot(xkeyboardConfig: "test"))
  }

  @Test func theFolderIsCheckedByReadingItBack() throws {
    let folder = try Self.madeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let text = try #require(ComponentOverlay.componentsText())
    #expect(text.contains("xkb_types") && text.contains("interpret ISO_Level3_Shift"))
    #expect(ComponentOverlay.readsBack(text, from: folder))
    try "xkb_types \"complete\" {\n\tinclude \"basic\"\n};\n".write(
      toFile: folder + "/types/complete", atomically: false, encoding: .utf8)
    #expect(!ComponentOverlay.readsBack(text, from: folder), "other types are written out otherwise")
  }

  @Test func foldersOfEndedProcessesAreRemovedOthersKept() throws {
    let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("kbloc-overlay-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: temporary) }
    let ended = Process()
    ended.executableURL = URL(fileURLWithPath: "/bin/true")
    try ended.run()
    ended.waitUntilExit()
    let names = [
      "kbloc-components-\(ended.processIdentifier)-a1b2c3", "kbloc-components-\(getpid())-d4e5f6",
      "kbloc-components-x", "unrelated-\(ended.processIdentifier)",
    ]
    for name in names {
      try FileManager.default.createDirectory(
        at: temporary.appendingPathComponent(name + "/types"), withIntermediateDirectories: true)
    }
    ComponentOverlay.removeFoldersOfEndedProcesses(in: temporary.path)
    let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path).sorted()
    #expect(left == names.dropFirst().sorted(), "only the ended process's folder goes")
  }

  /// A cleaner of temporary files may remove the folder while a process runs: compiles go on
  /// without it.
  @Test func aRemovedFolderLeavesCompilesAsTheyWere() throws {
    let gone = FileManager.default.temporaryDirectory.appendingPathComponent("kbloc-gone-\(UUID().uuidString)").path
    let keymap = try Keymap(names: RuleNames(layout: "fr"), name: "fr", platform: .pc, searchingFirst: gone)
    #expect(keymap.context.firstFolder == nil)
    #expect(keymap.layout().keys.count > 40)
  }

  @Test func aRejectedLayoutReportsTheMessagesOfTheDefaultPaths() throws {
    let folder = try Self.madeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    func messages(searchingFirst folder: String?) -> [String] {
      do {
        _ = try Keymap(names: RuleNames(layout: "custom"), name: nil, platform: .pc, searchingFirst: folder)
        Issue.record("custom compiled, but a stock system has no symbols/custom")
      } catch {
        if case .rejected(_, let messages) = error { return messages }
        Issue.record("expected rejected, got \(error)")
      }
      return []
    }
    let withFolder = messages(searchingFirst: folder)
    #expect(!withFolder.isEmpty)
    #expect(withFolder == messages(searchingFirst: nil))
    #expect(!withFolder.joined().contains(folder), "the folder is kbloc's own, not the user's")
  }

  @Test func aSectionIsCutFromAWrittenKeymap() {
    let text = "xkb_keymap {\nxkb_keycodes \"x\" {\n\t<A> = 9;\n};\n\nxkb_types \"t\" {\n\ttype \"A\" { };\n};\n\n};\n"
    #expect(ComponentOverlay.section("xkb_types", of: text) == "xkb_types \"t\" {\n\ttype \"A\" { };\n};\n")
    #expect(ComponentOverlay.section("xkb_compatibility", of: text) == nil)
  }
}
