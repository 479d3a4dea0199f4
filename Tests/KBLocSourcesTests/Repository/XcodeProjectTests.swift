import Foundation
import KBLoc
import KBLocSources
import KBLocTestSupport
import Testing

/// The targets an Xcode project builds as their products are: named after what they build, an app
/// made to host tests a test, an XPC service credited with its own files only.
struct XcodeProjectTests {
  typealias Target = ShortcutScope.Target

  /// A project in Xcode's format, written for these tests.
  ///
  /// Its targets:
  ///
  /// - `Fiend_2` (app) builds `Fiend Editor.app`: `App/resources/Base.lproj/MainMenu.xib`, through
  ///   a variant group with a folder of its own (`path = resources`); it links `libShared.a`.
  /// - `Shared` (static library, `libShared.a`): `Shared/Panel.swift`.
  /// - `Worker` (XPC service, `Worker.xpc`): `Worker/Worker.swift`; it links `libShared.a` too.
  /// - `Fiend2Tests` (app) and `HostApp` (app, the `TEST_HOST` of `UnitTests`): apps that host
  ///   tests, `Tests/Host.swift` (and `Shared/Panel.swift`) and `Host/Host.swift`.
  /// - `UnitTests` (unit tests), and `CLI` (a tool with no product reference and the literal
  ///   `PRODUCT_NAME` `fiend`).
  static let project = """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objectVersion = 56;
      objects = {
        MAIN = {isa = PBXGroup; children = (APPGROUP, SHAREDGROUP, WORKERGROUP, TESTSGROUP, HOSTGROUP, PRODUCTS, ); sourceTree = "<group>"; };
        APPGROUP = {isa = PBXGroup; children = (MENU, ); path = App; sourceTree = "<group>"; };
        MENU /* MainMenu.xib */ = {isa = PBXVariantGroup; children = (MENUBASE, ); name = MainMenu.xib; path = resources; sourceTree = "<group>"; };
        MENUBASE = {isa = PBXFileReference; lastKnownFileType = file.xib; name = Base; path = Base.lproj/MainMenu.xib; sourceTree = "<group>"; };
        SHAREDGROUP = {isa = PBXGroup; children = (PANEL, ); path = Shared; sourceTree = "<group>"; };
        PANEL = {isa = PBXFileReference; path = Panel.swift; sourceTree = "<group>"; };
        WORKERGROUP = {isa = PBXGroup; children = (WORKERSOURCE, ); path = Worker; sourceTree = "<group>"; };
        WORKERSOURCE = {isa = PBXFileReference; path = Worker.swift; sourceTree = "<group>"; };
        TESTSGROUP = {isa = PBXGroup; children = (TESTHOSTSOURCE, ); path = Tests; sourceTree = "<group>"; };
        TESTHOSTSOURCE = {isa = PBXFileReference; path = Host.swift; sourceTree = "<group>"; };
        HOSTGROUP = {isa = PBXGroup; children = (HOSTSOURCE, ); path = Host; sourceTree = "<group>"; };
        HOSTSOURCE = {isa = PBXFileReference; path = Host.swift; sourceTree = "<group>"; };
        PRODUCTS = {isa = PBXGroup; children = (APPPRODUCT, SHAREDPRODUCT, WORKERPRODUCT, TESTHOSTPRODUCT, HOSTPRODUCT, TESTSPRODUCT, ); name = Products; sourceTree = "<group>"; };
        APPPRODUCT = {isa = PBXFileReference; explicitFileType = wrapper.application; path = "Fiend Editor.app"; sourceTree = BUILT_PRODUCTS_DIR; };
        SHAREDPRODUCT = {isa = PBXFileReference; explicitFileType = archive.ar; path = libShared.a; sourceTree = BUILT_PRODUCTS_DIR; };
        WORKERPRODUCT = {isa = PBXFileReference; explicitFileType = "wrapper.xpc-service"; path = Worker.xpc; sourceTree = BUILT_PRODUCTS_DIR; };
        TESTHOSTPRODUCT = {isa = PBXFileReference; explicitFileType = wrapper.application; path = Fiend2Tests.app; sourceTree = BUILT_PRODUCTS_DIR; };
        HOSTPRODUCT = {isa = PBXFileReference; explicitFileType = wrapper.application; path = HostApp.app; sourceTree = BUILT_PRODUCTS_DIR; };
        TESTSPRODUCT = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; path = UnitTests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };
        BFMENU = {isa = PBXBuildFile; fileRef = MENU; };
        BFPANEL = {isa = PBXBuildFile; fileRef = PANEL; };
        BFPANELTESTED = {isa = PBXBuildFile; fileRef = PANEL; };
        BFWORKER = {isa = PBXBuildFile; fileRef = WORKERSOURCE; };
        BFTESTHOST = {isa = PBXBuildFile; fileRef = TESTHOSTSOURCE; };
        BFHOST = {isa = PBXBuildFile; fileRef = HOSTSOURCE; };
        BFLINKAPP = {isa = PBXBuildFile; fileRef = SHAREDPRODUCT; };
        BFLINKWORKER = {isa = PBXBuildFile; fileRef = SHAREDPRODUCT; };
        APPRESOURCES = {isa = PBXResourcesBuildPhase; files = (BFMENU, ); };
        APPFRAMEWORKS = {isa = PBXFrameworksBuildPhase; files = (BFLINKAPP, ); };
        SHAREDSOURCES = {isa = PBXSourcesBuildPhase; files = (BFPANEL, ); };
        WORKERSOURCES = {isa = PBXSourcesBuildPhase; files = (BFWORKER, ); };
        WORKERFRAMEWORKS = {isa = PBXFrameworksBuildPhase; files = (BFLINKWORKER, ); };
        TESTHOSTSOURCES = {isa = PBXSourcesBuildPhase; files = (BFTESTHOST, BFPANELTESTED, ); };
        HOSTSOURCES = {isa = PBXSourcesBuildPhase; files = (BFHOST, ); };
        APPCONFIGS = {isa = XCConfigurationList; buildConfigurations = (APPDEBUG, APPRELEASE, ); };
        APPDEBUG = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "Fiend Editor"; }; name = Debug; };
        APPRELEASE = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "Fiend Editor Beta"; }; name = Release; };
        TESTSCONFIGS = {isa = XCConfigurationList; buildConfigurations = (TESTSDEBUG, ); };
        TESTSDEBUG = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; TEST_HOST = "$(BUILT_PRODUCTS_DIR)/HostApp.app/Contents/MacOS/HostApp"; }; name = Debug; };
        CLICONFIGS = {isa = XCConfigurationList; buildConfigurations = (CLIDEBUG, ); };
        CLIDEBUG = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = fiend; }; name = Debug; };
        APP = {isa = PBXNativeTarget; buildConfigurationList = APPCONFIGS; buildPhases = (APPRESOURCES, APPFRAMEWORKS, ); name = Fiend_2; productReference = APPPRODUCT; productType = "com.apple.product-type.application"; };
        SHARED = {isa = PBXNativeTarget; buildPhases = (SHAREDSOURCES, ); name = Shared; productReference = SHAREDPRODUCT; productType = "com.apple.product-type.library.static"; };
        WORKER = {isa = PBXNativeTarget; buildPhases = (WORKERSOURCES, WORKERFRAMEWORKS, ); name = Worker; productReference = WORKERPRODUCT; productType = "com.apple.product-type.xpc-service"; };
        TESTHOST = {isa = PBXNativeTarget; buildPhases = (TESTHOSTSOURCES, ); name = Fiend2Tests; productReference = TESTHOSTPRODUCT; productType = "com.apple.product-type.application"; };
        HOST = {isa = PBXNativeTarget; buildPhases = (HOSTSOURCES, ); name = HostApp; productReference = HOSTPRODUCT; productType = "com.apple.product-type.application"; };
        TESTS = {isa = PBXNativeTarget; buildConfigurationList = TESTSCONFIGS; buildPhases = (); name = UnitTests; productReference = TESTSPRODUCT; productType = "com.apple.product-type.bundle.unit-test"; };
        CLI = {isa = PBXNativeTarget; buildConfigurationList = CLICONFIGS; buildPhases = (); name = CLI; productType = "com.apple.product-type.tool"; };
        PROJECT = {isa = PBXProject; mainGroup = MAIN; projectDirPath = ""; targets = (APP, SHARED, WORKER, TESTHOST, HOST, TESTS, CLI, ); };
      };
      rootObject = PROJECT;
    }
    """

  /// The model of a repository holding `project` as `Fiend.xcodeproj`, and its folder.
  static func model(_ text: String = project) throws -> (RepositoryModel, String, TemporaryFolder) {
    let folder = try TemporaryFolder()
    let file = try folder.file("Fiend.xcodeproj/project.pbxproj", containing: text).path
    return (RepositoryModel(projectFiles: [file], roots: [folder.url.path]), folder.url.path, folder)
  }

  @Test func aTargetIsNamedAsItsProductIsBuilt() throws {
    let project = try XcodeProject(reading: Self.project, at: "/src/Fiend.xcodeproj/project.pbxproj")
    #expect(
      project.targets.map(\.productName) == [
        "Fiend Editor", "Shared", "Worker", "Fiend2Tests", "HostApp", "UnitTests", "fiend",
      ], "the product reference's path less its extension, else a literal PRODUCT_NAME")
    #expect(project.targets.map(\.name).first == "Fiend_2")
    let (model, root, _) = try Self.model()
    #expect(
      model.targets(of: root + "/App/resources/Base.lproj/MainMenu.xib", format: .interfaceBuilder)
        == [Target(name: "Fiend Editor", kind: .app)], "a variant group with a folder of its own")
    #expect(model.targets.map(\.name).contains("fiend"))
  }

  @Test func twoTargetsBuildingProductsOfOneNameKeepTheirTargetNames() throws {
    let text = Self.project.replacingOccurrences(of: "path = HostApp.app;", with: #"path = "Fiend Editor.app";"#)
    let (model, root, _) = try Self.model(text)
    #expect(
      model.targets(of: root + "/App/resources/Base.lproj/MainMenu.xib", format: .interfaceBuilder)
        == [Target(name: "Fiend_2", kind: .app)])
    #expect(model.targets(of: root + "/Host/Host.swift", format: .swift) == [Target(name: "HostApp", kind: .app)])
  }

  @Test func anAppMadeToHostTestsIsATest() throws {
    let (model, root, _) = try Self.model()
    #expect(
      model.targets(of: root + "/Tests/Host.swift", format: .swift) == [Target(name: "Fiend2Tests", kind: .test)],
      "its name says so")
    #expect(
      model.targets(of: root + "/Host/Host.swift", format: .swift) == [Target(name: "HostApp", kind: .test)],
      "a TEST_HOST named a host")
    let project = try XcodeProject(reading: Self.project, at: "/src/Fiend.xcodeproj/project.pbxproj")
    #expect(project.targets.first?.kind == .app, "the app under test is no test host by its name")
  }

  @Test func anXPCServiceIsCreditedWithItsOwnFilesOnly() throws {
    let (model, root, _) = try Self.model()
    #expect(
      model.targets(of: root + "/Shared/Panel.swift", format: .swift)
        == [
          Target(name: "Fiend Editor", kind: .app), Target(name: "Fiend2Tests", kind: .test),
          Target(name: "Shared", kind: .framework),
        ], "a library's files ship in the app that links it, not in the XPC service that links it too")
    #expect(
      model.targets(of: root + "/Worker/Worker.swift", format: .swift) == [Target(name: "Worker", kind: .appExtension)])
  }

  @Test func aScanLeavingTestsOutLeavesTestHostsOutOfTheAppsScopes() throws {
    let (_, root, folder) = try Self.model()
    _ = try folder.file(
      "Shared/Panel.swift", containing: #"let item = NSMenuItem(title: "Open", action: nil, keyEquivalent: "o")"#)
    let scan = try SourceScan(paths: [root])
    #expect(scan.shortcuts.definitions.map { $0.scope?.targets.map(\.name) } == [["Fiend Editor", "Shared"]])
    let withTests = try SourceScan(paths: [root], includeTests: true)
    #expect(
      withTests.shortcuts.definitions.map { $0.scope?.targets.map(\.name) } == [
        ["Fiend Editor", "Fiend2Tests", "Shared"]
      ])
  }
}
