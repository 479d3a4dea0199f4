import Foundation
import KBLoc
import KBLocSources
import KBLocTestSupport
import Testing

/// The project file, `.kbloc.yml`: every key, the errors with their places, the bounds on hostile
/// files, and how it is found.
struct ProjectConfigurationTests {
  static func parse(_ text: String, file: String = "/repo/.kbloc.yml") throws -> ProjectConfiguration {
    try ProjectConfiguration(parsing: text, file: file)
  }

  /// The error a text gives, as one diagnostic line.
  static func error(_ text: String) -> String {
    do {
      _ = try parse(text)
      return "no error"
    } catch {
      return "\(error)"
    }
  }

  @Test func everyKeyIsRead() throws {
    let project = try Self.parse(
      """
      # HexFiend's settings
      include: ["app/**", "framework/**"]
      exclude:
        - sample_code/**
        - "**/Tests/**"
      layouts: [fr, "us,ru", "@europe", "@sets/mine.txt", "file:Layouts/Custom.keylayout", no]
      platform: pc
      policy: apple-rule
      min-coverage: 92.5
      lint:
        disable: [control-modifier]
        warn: [duplicate-shortcut, missing-title]
      apps:
        HexFiend:
          paths: [app/**]
          min-coverage: 95
        HexFiendTests: {paths: ["app/tests/**"], test: true}
      include-tests: false
      """)
    #expect(project.folder == "/repo")
    #expect(project.include.map(\.pattern) == ["app/**", "framework/**"])
    #expect(project.exclude.map(\.pattern) == ["sample_code/**", "**/Tests/**"])
    // `no` is Norway's layout, not YAML 1.1's false; paths are the project file's folder's.
    #expect(
      project.layouts == [
        "fr", "us,ru", "@europe", "@/repo/sets/mine.txt", "file:/repo/Layouts/Custom.keylayout", "no",
      ])
    #expect(project.platform == .pc)
    #expect(project.policy == .appleRule)
    #expect(project.minimumCoverage == 92.5)
    #expect(project.disabledRules == ["control-modifier"])
    #expect(project.warningRules == ["duplicate-shortcut", "missing-title"])
    #expect(project.apps.map(\.name) == ["HexFiend", "HexFiendTests"])
    #expect(project.apps.map(\.isTest) == [false, true])
    #expect(project.minimumCoverage(ofApp: "HexFiend") == 95)
    #expect(project.minimumCoverage(ofApp: "HexFiendTests") == 92.5)
    #expect(project.includesTests == false)
    // The first app whose paths hold the file, in the order written.
    #expect(project.app(containing: "/repo/app/tests/Fixtures.xib")?.name == "HexFiend")
    #expect(project.app(containing: "/repo/framework/x.swift") == nil)
  }

  @Test func layoutsAlsoTakeTheCommandLinesSyntax() throws {
    #expect(try Self.parse("layouts: '@apple'").layouts == ["@apple"])
    #expect(try Self.parse("layouts: fr,de").layouts == ["fr", "de"])
    #expect(try Self.parse("layouts: us,ru;fr").layouts == ["us,ru", "fr"])
  }

  @Test func anEmptyFileOrOneOfCommentsSetsNothing() throws {
    for text in ["", "# nothing yet\n", "---\n"] {
      let project = try Self.parse(text)
      #expect(project == ProjectConfiguration(file: "/repo/.kbloc.yml", folder: "/repo"))
    }
  }

  @Test func anAppTellsWhichFilesItHolds() throws {
    let app = ProjectConfiguration.App(name: "App", paths: [try PathGlob("Sources/App"), try PathGlob("*.xib")])
    #expect(app.contains("Sources/App/Menu.swift"))
    #expect(app.contains("Other/MainMenu.xib"))
    #expect(!app.contains("Sources/AppKit/Menu.swift"))
  }

  @Test(arguments: [
    ("exlude: [a]", "/repo/.kbloc.yml:1:1: error: unknown key 'exlude' in the project file; did you mean 'exclude'?"),
    (
      "lint:\n  disable: [control-modifer]",
      "/repo/.kbloc.yml:2:13: error: unknown lint rule 'control-modifer' in 'lint.disable'; did you mean 'control-modifier'?"
    ),
    (
      "lint:\n  warn: x\n  off: [y]",
      "/repo/.kbloc.yml:3:3: error: unknown key 'off' in 'lint'; the keys are 'disable', 'warn'"
    ),
    (
      "include-tests: 'yes'",
      "/repo/.kbloc.yml:1:16: error: 'include-tests' is the text 'yes', not a boolean; write true or false, without quotes"
    ),
    (
      "min-coverage: [90]",
      "/repo/.kbloc.yml:1:15: error: 'min-coverage' is a list, not a number; write a percentage such as 90"
    ),
    (
      "min-coverage: '90'",
      "/repo/.kbloc.yml:1:15: error: 'min-coverage' is the text '90', not a number; write a percentage such as 90"
    ),
    ("min-coverage: 120", "/repo/.kbloc.yml:1:15: error: 'min-coverage' is 120, not a percentage from 0 to 100"),
    ("platform: {mac: true}", "/repo/.kbloc.yml:1:11: error: 'platform' is a mapping, not text"),
    ("platform: macos", "/repo/.kbloc.yml:1:11: error: unknown platform 'macos'; write 'mac' or 'pc'"),
    ("policy: apple_rule", "/repo/.kbloc.yml:1:9: error: unknown policy 'apple_rule'; did you mean 'apple-rule'?"),
    (
      "exclude:\n  - ok/**\n  - src/[a-",
      "/repo/.kbloc.yml:3:5: error: bad glob 'src/[a-': a '[' is not closed by ']'; write '\\[' for the character itself"
    ),
    ("exclude: [[a]]", "/repo/.kbloc.yml:1:11: error: an item of 'exclude' is a list, not text"),
    ("layouts: [fr, '@eurpoe']", "/repo/.kbloc.yml:1:15: error: unknown layout set '@eurpoe'; did you mean '@europe'?"),
    (
      "layouts: []",
      "/repo/.kbloc.yml:1:10: error: 'layouts' names no layout; give specs such as [fr, de] or a set such as '@apple'"
    ),
    (
      "apps:\n  App: {test: true}",
      "/repo/.kbloc.yml:2:8: error: app 'App' has no 'paths'; add the folders it is in, such as paths: [\"App/**\"]"
    ),
    (
      "apps:\n  App: {paths: [a], tests: true}",
      "/repo/.kbloc.yml:2:21: error: unknown key 'tests' in app 'App'; did you mean 'test'?"
    ),
    (
      "exclude: [*a]",
      "/repo/.kbloc.yml:1:11: error: a '*' here starts a YAML alias, which a project file does not use; write a glob that starts with '*' in quotes, such as \"**/Tests/**\""
    ),
    ("- exclude", "/repo/.kbloc.yml:1:1: error: the project file is a list, not a mapping of settings"),
    ("exclude: [a]\nexclude: [b]", "/repo/.kbloc.yml:1:1: error: the key 'exclude' is written twice; keep one of them"),
    ("exclude: [a", "/repo/.kbloc.yml:2:1: error: not valid YAML: did not find expected ',' or ']'"),
    (
      "exclude: [**/Tests]",
      "/repo/.kbloc.yml:1:11: error: a '*' here starts a YAML alias, which a project file does not use; write a glob that starts with '*' in quotes, such as \"**/Tests/**\""
    ),
  ])
  func aMistakeIsAnErrorAtItsLineAndColumn(text: String, expected: String) {
    #expect(Self.error(text) == expected)
  }

  @Test func anAliasBombIsRefusedBeforeItIsExpanded() {
    // Nine levels of ten aliases each: a billion strings from 1 kB ("billion laughs").
    var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
    for level in 1...9 {
      text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
    }
    text += "exclude: *a9\n"
    #expect(
      Self.error(text)
        == "/repo/.kbloc.yml:1:5: error: a project file uses no YAML anchors ('&name') or aliases ('*name'); write the values out; quote a value that starts with '&'"
    )
    // As a key, where Yams would hash the whole expansion.
    #expect(Self.error("? &k [a, b]\n: x\n").contains(":1:3: error: a project file uses no YAML anchors"))
    // An `&` inside a word or quoted after a letter is text.
    #expect(Self.error("apps:\n  Q&A: {paths: [qa/**]}") == "no error")
  }

  @Test func aHugeFileIsRefusedByItsCountOfValuesNotRead() {
    let lines = String(repeating: "- a\n", count: ProjectConfiguration.valueLimit)
    #expect(
      Self.error("exclude:\n" + lines).contains(
        "'/repo/.kbloc.yml': it has more than 100000 lines, keys and list items"))
    let flow = "exclude: [" + String(repeating: "a,", count: ProjectConfiguration.valueLimit) + "a]"
    #expect(Self.error(flow).contains("more than 100000 lines, keys and list items"))
  }

  @Test func valuesNestedTooDeepAreRefusedWithTheirPlace() {
    let depth = ProjectConfiguration.depthLimit + 10
    let text = "exclude: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(Self.error(text).contains("error: values are nested more than 512 deep"))
    // Deeper than libyaml's own bound: its error, not a crash.
    let deeper = "exclude: " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
    #expect(Self.error(deeper).contains("error: not valid YAML"))
  }

  @Test func aFileLargerThanTheInputLimitIsRefused() throws {
    let folder = try TemporaryFolder()
    let file = folder.path(".kbloc.yml")
    #expect(FileManager.default.createFile(atPath: file, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: file))
    try handle.truncate(atOffset: UInt64(InputLimits.fileSize) + 1)
    try handle.close()
    #expect {
      try ProjectConfiguration(contentsOfFile: file)
    } throws: { error in
      "\(error)".contains("larger than 64 MiB")
    }
  }

  // MARK: Finding the file

  /// A temporary tree: a name ending in `/` is a folder, any other a project file.
  static func tree(_ files: [String]) throws -> TemporaryFolder {
    let tree = try TemporaryFolder()
    for file in files {
      if file.hasSuffix("/") {
        _ = try tree.folder(String(file.dropLast()))
      } else {
        _ = try tree.file(file, containing: "exclude: [x]\n")
      }
    }
    return tree
  }

  @Test func theNearestProjectFileAboveThePathIsFound() throws {
    let tree = try Self.tree([
      "repo/.git/", "repo/.kbloc.yml", "repo/app/Base.lproj/MainMenu.xib", "repo/lib/.kbloc.yml",
    ])
    let root = tree.path
    #expect(ProjectConfiguration.find(startingAt: root + "/repo/app/Base.lproj") == root + "/repo/.kbloc.yml")
    #expect(
      ProjectConfiguration.find(startingAt: root + "/repo/app/Base.lproj/MainMenu.xib") == root + "/repo/.kbloc.yml")
    #expect(ProjectConfiguration.find(startingAt: root + "/repo") == root + "/repo/.kbloc.yml")
    #expect(ProjectConfiguration.find(startingAt: root + "/repo/lib") == root + "/repo/lib/.kbloc.yml")
  }

  @Test func theSearchStopsAtTheTopOfTheRepository() throws {
    // A project file above the checkout belongs to something else; a worktree's `.git` is a file.
    let tree = try Self.tree([".kbloc.yml", "checkout/.git/", "checkout/app/", "worktree/.git", "worktree/app/"])
    let root = tree.path
    #expect(ProjectConfiguration.find(startingAt: root + "/checkout/app") == nil)
    #expect(ProjectConfiguration.find(startingAt: root + "/worktree/app") == nil)
    // Outside any repository the search goes on up.
    let looseTree = try Self.tree([".kbloc.yml", "a/b/"])
    let loose = looseTree.path
    #expect(ProjectConfiguration.find(startingAt: loose + "/a/b") == loose + "/.kbloc.yml")
  }
}
