import Foundation
import KBLoc
import KBLocSources
import KBLocTestSupport
import Testing

/// The targets each file of a repository ships in: from an Xcode project, a Swift package, and
/// the folder rule.
struct RepositoryModelTests {
  typealias Target = ShortcutScope.Target

  /// The model of the fixture repository, as a scan of its top folder builds it, and the folder.
  static func model() throws -> (RepositoryModel, TemporaryFolder) {
    let folder = try TemporaryFolder()
    try RepositoryFixture.write(into: folder)
    let root = folder.url.path
    let model = RepositoryModel(
      discoveringAround: [root],
      projectFiles: [root + "/Editor.xcodeproj/project.pbxproj", root + "/Kit/Package.swift"],
      bundleFolders: [root + "/Samples/Demo"])
    return (model, folder)
  }

  static func targets(_ model: RepositoryModel, _ folder: TemporaryFolder, _ path: String) -> [Target] {
    model.targets(of: folder.url.path + "/" + path, format: path.hasSuffix(".swift") ? .swift : .interfaceBuilder)
  }

  @Test func anXcodeProjectGivesEachFileTheTargetsThatBuildIt() throws {
    let (model, folder) = try Self.model()
    #expect(model.skipped.isEmpty)
    let editor = [Target(name: "Editor", kind: .app)]
    #expect(Self.targets(model, folder, "Editor/AppDelegate.swift") == editor)
    #expect(Self.targets(model, folder, "Editor/Base.lproj/MainMenu.xib") == editor, "a variant group's localization")
    #expect(Self.targets(model, folder, "Editor/Help/Keys.json") == editor, "under a folder reference")
    #expect(Self.targets(model, folder, "Share/ShareView.swift") == [Target(name: "Share", kind: .appExtension)])
    #expect(Self.targets(model, folder, "EditorTests/MenuTests.swift") == [Target(name: "EditorTests", kind: .test)])
  }

  @Test func aFrameworksFilesAlsoShipInTheAppsThatUseItButNotInTests() throws {
    let (model, folder) = try Self.model()
    #expect(
      Self.targets(model, folder, "EditorKit/Panel.xib")
        == [Target(name: "Editor", kind: .app), Target(name: "EditorKit", kind: .framework)])
    #expect(
      Self.targets(model, folder, "Kit/Lib/Core/Core.swift")
        == [
          Target(name: "Core", kind: .framework), Target(name: "Tool", kind: .app), Target(name: "Viewer", kind: .app),
        ])
  }

  @Test func aSynchronizedFolderHoldsItsFilesLessTheExceptions() throws {
    let (model, folder) = try Self.model()
    #expect(Self.targets(model, folder, "Viewer/Viewer.swift") == [Target(name: "Viewer", kind: .app)])
    #expect(Self.targets(model, folder, "Viewer/Base.lproj/New.xib") == [Target(name: "Viewer", kind: .app)])
    #expect(Self.targets(model, folder, "Viewer/Legacy.swift") == [Target(name: "Editor", kind: .app)])
    // Left out of Viewer as `/Localized/Old.xib`: no target builds it.
    #expect(Self.targets(model, folder, "Viewer/Base.lproj/Old.xib").map(\.kind) == [.other])
  }

  @Test func aPackageGivesEachTargetItsFolderLessItsExclusions() throws {
    let (model, folder) = try Self.model()
    #expect(Self.targets(model, folder, "Kit/Sources/Tool/main.swift") == [Target(name: "Tool", kind: .app)])
    #expect(
      Self.targets(model, folder, "Kit/Tests/CoreTests/CoreTests.swift") == [Target(name: "CoreTests", kind: .test)])
    #expect(Self.targets(model, folder, "Kit/Lib/Core/Old/Old.swift") == [Target(name: "Kit", kind: .other)])
  }

  @Test func aFileNoProjectBuildsFollowsTheFolderRule() throws {
    let (model, folder) = try Self.model()
    let root = folder.url.lastPathComponent
    #expect(Self.targets(model, folder, "Scripts/tool.swift") == [Target(name: root, kind: .other)])
    #expect(Self.targets(model, folder, "Samples/Demo/Menu.xib") == [Target(name: "Demo", kind: .app)])
    #expect(Self.targets(model, folder, "Samples/Demo Tests/Fixture.xib") == [Target(name: "Demo Tests", kind: .test)])
    let bare = RepositoryModel(projectFiles: [], roots: ["/src/Notes"])
    #expect(bare.targets(of: "/src/Notes/Sources/Menu.swift", format: .swift) == [Target(name: "Notes", kind: .app)])
  }

  @Test func aKeymapIsAnAppOfItsOwn() throws {
    let (model, folder) = try Self.model()
    #expect(
      model.targets(of: folder.url.path + "/Editor/Help/Keys.json", format: .vscode)
        == [Target(name: "Keys.json", kind: .keymap)])
  }

  @Test func scanningASubfolderFindsTheProjectAbove() throws {
    let folder = try TemporaryFolder()
    try RepositoryFixture.write(into: folder)
    _ = try folder.file(".git/HEAD", containing: "ref: refs/heads/main\n")
    let model = RepositoryModel(discoveringAround: [folder.url.path + "/Editor/Base.lproj"])
    #expect(Self.targets(model, folder, "Editor/Base.lproj/MainMenu.xib") == [Target(name: "Editor", kind: .app)])
    let file = RepositoryModel(discoveringAround: [folder.url.path + "/Kit/Lib/Core/Core.swift"])
    #expect(Self.targets(file, folder, "Kit/Lib/Core/Core.swift").map(\.name) == ["Core", "Tool", "Viewer"])
  }

  @Test(arguments: [
    ("{ objects = { A = {isa = PBXGroup; }; }", "expected ';' after the value of 'objects' at 2:1"),
    ("{ objects = ( A B ); }", "expected ',' or ')' in an array at 1:17"),
    (#"{ rootObject = "P; }"#, "a string is not closed with its quote at 1:16"),
    ("{ objects = {}; rootObject = P; }", "its targets are not known: it is not an Xcode project"),
  ])
  func aProjectFileThatDoesNotParseIsANoteWithItsPlace(_ text: String, _ expected: String) throws {
    let folder = try TemporaryFolder()
    let file = try folder.file("App.xcodeproj/project.pbxproj", containing: text + "\n").path
    let model = RepositoryModel(projectFiles: [file], roots: [folder.url.path])
    let note = try #require(model.skipped.first)
    #expect(note.path == file)
    #expect(note.reason.contains(expected), "\(note.reason)")
    #expect(model.targets.isEmpty)
  }
}

extension RepositoryModelTests {
  static func menuXIB(_ title: String, key: String) -> String {
    InterfaceBuilderFixture.menu([#"<menuItem title="\#(title)" keyEquivalent="\#(key)" id="i1"/>"#], id: "m1")
  }

  @Test func aScanGivesEachShortcutItsTargetsAndLeavesTestFixturesOut() throws {
    let folder = try TemporaryFolder()
    try RepositoryFixture.write(into: folder)
    _ = try folder.file("Editor/Base.lproj/MainMenu.xib", containing: Self.menuXIB("Open", key: "o"))
    _ = try folder.file("Viewer/Base.lproj/New.xib", containing: Self.menuXIB("Open Picture", key: "o"))
    _ = try folder.file(
      "EditorTests/MenuTests.swift",
      containing: #"let item = NSMenuItem(title: "Fixture", action: nil, keyEquivalent: "o")"#)
    let scan = try SourceScan(paths: [folder.url.path])
    #expect(scan.shortcuts.definitions.map(\.title) == ["Open", "Open Picture"])
    #expect(scan.shortcuts.definitions.map { $0.scope?.targets.map(\.name) } == [["Editor"], ["Viewer"]])
    #expect(scan.testShortcutsLeftOut == 1)
    #expect(scan.summary.contains(": 2 shortcuts, 1 shortcut of test targets left out,"), "\(scan.summary)")
    let withTests = try SourceScan(paths: [folder.url.path], includeTests: true)
    #expect(withTests.shortcuts.definitions.map(\.title) == ["Open", "Fixture", "Open Picture"])
    #expect(withTests.shortcuts.definitions[1].scope?.isTestOnly == true)
  }
}

extension RepositoryModelTests {
  static let xcodeGen = """
    name: Notes
    targets:
      Notes:
        type: application
        platform: macOS
        sources:
          - path: App
            excludes: [Legacy]
        dependencies:
          - target: NotesKit
      NotesKit:
        type: framework
        sources: Kit
      NotesTests:
        type: bundle.unit-test
        sources: [Tests]
    """

  static let tuist = """
    import ProjectDescription

    let project = Project(
      name: "Notes",
      targets: [
        .target(name: "Notes", destinations: .macOS, product: .app, bundleId: "n", sources: ["App/**"],
                resources: [.glob("Resources/**", excluding: ["Resources/Old/**"])],
                dependencies: [.target(name: "NotesKit")]),
        .target(name: "NotesKit", destinations: .macOS, product: .framework, bundleId: "k", sources: "Kit/**"),
        Target(name: "NotesTests", product: .unitTests, bundleId: "t", sources: ["Tests/**"]),
      ]
    )
    """

  @Test(arguments: [("project.yml", xcodeGen), ("Project.swift", tuist)])
  func aGeneratedProjectGivesItsTargetsWhenNoXcodeProjectIsCommitted(_ name: String, _ text: String) throws {
    let folder = try TemporaryFolder()
    _ = try folder.file(name, containing: text)
    let root = folder.url.path
    let model = RepositoryModel(discoveringAround: [root], projectFiles: [root + "/" + name])
    #expect(model.skipped.isEmpty, "\(model.skipped)")
    func targets(_ path: String) -> [String] {
      model.targets(of: root + "/" + path, format: .swift).map { "\($0.name) (\($0.kind.rawValue))" }
    }
    #expect(targets("App/Sources/Menu.swift") == ["Notes (app)"])
    #expect(targets("Kit/Panel.swift") == ["Notes (app)", "NotesKit (framework)"])
    #expect(targets("Tests/MenuTests.swift") == ["NotesTests (test)"])
    let excluded = name == "project.yml" ? "App/Legacy/Old.swift" : "Resources/Old/Old.xib"
    #expect(targets(excluded) == [folder.url.lastPathComponent + " (other)"])
    // With the generated Xcode project committed, the Xcode project is read instead.
    _ = try folder.file("Notes.xcodeproj/project.pbxproj", containing: "{ objects = {}; rootObject = P; }\n")
    let committed = RepositoryModel(discoveringAround: [root], projectFiles: [root + "/" + name])
    #expect(committed.generatedProjects.isEmpty)
  }

  @Test func aPackageJSONIsAnExtensionAnAppOrALibraryOfThem() throws {
    let folder = try TemporaryFolder(files: [
      "ext/package.json": #"{"name": "vim", "displayName": "%displayName%", "engines": {"vscode": "^1.90.0"}}"#,
      "app/package.json":
        #"{"name": "notes", "build": {"productName": "Notes"}, "devDependencies": {"electron": "33"}, "dependencies": {"@notes/ui": "1"}}"#,
      "ui/package.json": #"{"name": "@notes/ui", "dependencies": {"@notes/keys": "1"}}"#,
      "keys/package.json": #"{"name": "@notes/keys"}"#,
      "keys/test/package.json": "[]",
    ])
    let root = folder.url.path
    let manifests = ["ext", "app", "ui", "keys", "keys/test"].map { root + "/" + $0 + "/package.json" }
    let model = RepositoryModel(projectFiles: manifests, roots: [root])
    #expect(model.skipped.map(\.path) == [root + "/keys/test/package.json"])
    #expect(model.skipped.first?.reason.contains("not an object") == true)
    let vim = Target(name: "vim", kind: .appExtension)
    let notes = Target(name: "Notes", kind: .app)
    #expect(model.targets(of: root + "/ext/package.json", format: .vscode) == [vim], "the manifest is its package's")
    #expect(
      model.targets(of: root + "/ext/keybindings.json", format: .vscode) == [
        Target(name: "keybindings.json", kind: .keymap)
      ])
    #expect(model.targets(of: root + "/app/src/menu.js", format: .electron) == [notes])
    #expect(
      model.targets(of: root + "/ui/menu.ts", format: .electron) == [
        Target(name: "@notes/ui", kind: .framework), notes,
      ])
    #expect(
      model.targets(of: root + "/keys/lib/map.js", format: .electron)
        == [Target(name: "@notes/keys", kind: .framework), notes], "through a library to the app that uses it")
    #expect(model.targets(of: root + "/app/test/menu.js", format: .electron) == [Target(name: "test", kind: .test)])
    let scanningSource = RepositoryModel(projectFiles: manifests, roots: [root + "/app/src"])
    #expect(
      scanningSource.targets(of: root + "/app/src/menu.js", format: .electron) == [notes],
      "a package above the scanned folder")
  }

  @Test func electronBuildersRootPackageIsTheAppItsAppPackageNames() throws {
    let folder = try TemporaryFolder(files: [
      "package.json": #"{"name": "hyper", "devDependencies": {"electron": "33"}}"#,
      "app/package.json": #"{"name": "hyper", "productName": "Hyper"}"#,
    ])
    let root = folder.url.path
    let model = RepositoryModel(projectFiles: [root + "/package.json", root + "/app/package.json"], roots: [root])
    let hyper = [Target(name: "Hyper", kind: .app)]
    #expect(model.targets(of: root + "/lib/searchBox.tsx", format: .electron) == hyper, "the renderer, in the root")
    #expect(model.targets(of: root + "/app/menus/darwin.ts", format: .electron) == hyper)
  }

  /// An `Info.plist` setting `key` to `value` (`<true/>`).
  static func infoPlist(_ key: String, _ value: String = "<true/>") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>\(key)</key>\(value)<key>CFBundleName</key><string>App</string></dict></plist>

    """
  }

  @Test func theShortcutsOfABackgroundOnlyAppAreLeftOutThoseOfAnAgentAppKept() throws {
    let folder = try TemporaryFolder()
    // A login-item launcher with Xcode's template menu, beside a menu-bar (agent) app.
    _ = try folder.file("Launcher/Info.plist", containing: Self.infoPlist("LSBackgroundOnly"))
    _ = try folder.file("Launcher/Base.lproj/Main.storyboard", containing: Self.menuXIB("Quit Launcher", key: "q"))
    _ = try folder.file("Agent/Info.plist", containing: Self.infoPlist("LSUIElement"))
    _ = try folder.file("Agent/Base.lproj/Main.storyboard", containing: Self.menuXIB("Quit Agent", key: "q"))
    // `LSBackgroundOnly` set to false keeps the app's shortcuts.
    _ = try folder.file("Other/Info.plist", containing: Self.infoPlist("LSBackgroundOnly", "<false/>"))
    _ = try folder.file("Other/MainMenu.xib", containing: Self.menuXIB("Quit Other", key: "q"))
    let scan = try SourceScan(paths: [folder.url.path])
    #expect(scan.shortcuts.definitions.map(\.title) == ["Quit Agent", "Quit Other"])
    #expect(scan.backgroundShortcutsLeftOut == 1)
    #expect(scan.summary.contains(": 2 shortcuts, 1 shortcut of background-only apps left out"), "\(scan.summary)")
    let model = RepositoryModel(
      projectFiles: [], bundleFolders: [folder.path("Launcher"), folder.path("Agent"), folder.path("Other")],
      roots: [folder.url.path])
    #expect(model.isInBackgroundOnlyApp(folder.path("Launcher/Base.lproj/Main.storyboard")))
    #expect(!model.isInBackgroundOnlyApp(folder.path("Agent/Base.lproj/Main.storyboard")))
    #expect(!model.isInBackgroundOnlyApp(folder.path("Other/MainMenu.xib")))
  }
}
