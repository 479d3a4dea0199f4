import Foundation
import KBLocTestSupport

/// A repository shaped as apps are: an Xcode project with two apps, a framework one of them
/// embeds, a test bundle, an app extension and a synchronized folder with exceptions, and a Swift
/// package with several targets.
enum RepositoryFixture {
  /// The Xcode project, `Editor.xcodeproj/project.pbxproj`.
  ///
  /// - `Editor` (app): `Editor/AppDelegate.swift`, `Editor/Base.lproj/MainMenu.xib` (a variant group
  ///   with an `fr.lproj` localization), a folder reference `Editor/Help`; it depends on
  ///   `EditorKit` and embeds `Share`; also, through an exception of `Viewer`'s folder,
  ///   `Viewer/Legacy.swift`.
  /// - `EditorKit` (framework): `EditorKit/Panel.xib`, found through a group with `SOURCE_ROOT`.
  /// - `Share` (app extension): `Share/ShareView.swift`.
  /// - `EditorTests` (unit tests): the synchronized folder `EditorTests`.
  /// - `Viewer` (app): the synchronized folder `Viewer`, less `Legacy.swift` and the localized
  ///   `Old.xib`; it links the package product `CoreKit` of the local package `Kit`.
  static let project = """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      classes = {
      };
      objectVersion = 77;
      objects = {
        /* groups */
        MAIN /* main group */ = {isa = PBXGroup; children = (EDGROUP, KITGROUP, SHAREGROUP, SYNCTESTS, SYNCVIEWER, PRODUCTS, ); sourceTree = "<group>"; };
        EDGROUP /* Editor */ = {isa = PBXGroup; children = (APPDELEGATE, MAINMENU, HELP, ); path = Editor; sourceTree = "<group>"; };
        KITGROUP /* EditorKit */ = {isa = PBXGroup; children = (PANEL, ); name = Kit; path = EditorKit; sourceTree = SOURCE_ROOT; };
        SHAREGROUP = {isa = PBXGroup; children = (SHAREVIEW, ); path = "Share"; sourceTree = "<group>"; };
        PRODUCTS = {isa = PBXGroup; children = (KITPRODUCT, SHAREPRODUCT, ); name = Products; sourceTree = "<group>"; };
        APPDELEGATE = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
        MAINMENU /* MainMenu.xib */ = {isa = PBXVariantGroup; children = (MAINMENUBASE, MAINMENUFR, ); name = MainMenu.xib; sourceTree = "<group>"; };
        MAINMENUBASE = {isa = PBXFileReference; lastKnownFileType = file.xib; name = Base; path = Base.lproj/MainMenu.xib; sourceTree = "<group>"; };
        MAINMENUFR = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = fr; path = fr.lproj/MainMenu.strings; sourceTree = "<group>"; };
        HELP = {isa = PBXFileReference; lastKnownFileType = folder; path = Help; sourceTree = "<group>"; };
        PANEL = {isa = PBXFileReference; path = Panel.xib; sourceTree = "<group>"; };
        SHAREVIEW = {isa = PBXFileReference; path = ShareView.swift; sourceTree = "<group>"; };
        KITPRODUCT = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = EditorKit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
        SHAREPRODUCT = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; path = Share.appex; sourceTree = BUILT_PRODUCTS_DIR; };
        SYNCTESTS /* EditorTests */ = {isa = PBXFileSystemSynchronizedRootGroup; path = EditorTests; sourceTree = "<group>"; };
        SYNCVIEWER /* Viewer */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (VIEWEREXCEPT, EDITOREXCEPT, ); path = Viewer; sourceTree = "<group>"; };
        VIEWEREXCEPT = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Legacy.swift, "/Localized/Old.xib", ); target = VIEWER; };
        EDITOREXCEPT = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Legacy.swift, ); target = EDITOR; };
        /* build files and phases */
        BF1 = {isa = PBXBuildFile; fileRef = APPDELEGATE; };
        BF2 = {isa = PBXBuildFile; fileRef = MAINMENU; };
        BF3 = {isa = PBXBuildFile; fileRef = HELP; };
        BF4 = {isa = PBXBuildFile; fileRef = PANEL; };
        BF5 = {isa = PBXBuildFile; fileRef = SHAREVIEW; };
        BF6 /* Share.appex in Embed */ = {isa = PBXBuildFile; fileRef = SHAREPRODUCT; };
        EDSOURCES = {isa = PBXSourcesBuildPhase; files = (BF1, ); };
        EDRESOURCES = {isa = PBXResourcesBuildPhase; files = (BF2, BF3, ); };
        EDEMBED = {isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 13; files = (BF6, ); };
        KITRESOURCES = {isa = PBXResourcesBuildPhase; files = (BF4, ); };
        SHARESOURCES = {isa = PBXSourcesBuildPhase; files = (BF5, ); };
        DEPENDENCY = {isa = PBXTargetDependency; target = KIT; targetProxy = PROXY; };
        PROXY = {isa = PBXContainerItemProxy; containerPortal = PROJECT; proxyType = 1; remoteGlobalIDString = KIT; remoteInfo = EditorKit; };
        /* targets */
        EDITOR /* Editor */ = {isa = PBXNativeTarget; buildPhases = (EDSOURCES, EDRESOURCES, EDEMBED, ); dependencies = (DEPENDENCY, ); name = Editor; productType = "com.apple.product-type.application"; };
        KIT = {isa = PBXNativeTarget; buildPhases = (KITRESOURCES, ); dependencies = (); name = EditorKit; productReference = KITPRODUCT; productType = "com.apple.product-type.framework"; };
        SHARE = {isa = PBXNativeTarget; buildPhases = (SHARESOURCES, ); name = Share; productReference = SHAREPRODUCT; productType = "com.apple.product-type.app-extension"; };
        TESTS = {isa = PBXNativeTarget; buildPhases = (); dependencies = (); fileSystemSynchronizedGroups = (SYNCTESTS, ); name = EditorTests; productType = "com.apple.product-type.bundle.unit-test"; };
        VIEWER = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (SYNCVIEWER, ); name = Viewer; packageProductDependencies = (PRODUCTDEPENDENCY, ); productType = "com.apple.product-type.application"; };
        PRODUCTDEPENDENCY /* CoreKit */ = {isa = XCSwiftPackageProductDependency; package = LOCALPACKAGE; productName = CoreKit; };
        LOCALPACKAGE = {isa = XCLocalSwiftPackageReference; relativePath = Kit; };
        PROJECT /* Project object */ = {isa = PBXProject; mainGroup = MAIN; projectDirPath = ""; targets = (EDITOR, KIT, SHARE, TESTS, VIEWER, ); };
      };
      rootObject = PROJECT /* Project object */;
    }
    """

  /// `Package.swift`, for a package in `Kit/`: an executable `Tool` (default folder) using the
  /// library `Core` (`Lib/Core`, less `Old`), the product `CoreKit` made of `Core`, and
  /// `CoreTests`.
  static let manifest = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "Kit",
      products: [.library(name: "CoreKit", targets: ["Core"])],
      targets: [
        .executableTarget(name: "Tool", dependencies: ["Core"]),
        .target(name: "Core", path: "Lib/Core", exclude: ["Old"]),
        .testTarget(name: "CoreTests", dependencies: [.target(name: "Core")]),
      ]
    )
    """

  /// Writes the repository into `folder`: the project, the package and an empty file at each
  /// path a test asks about.
  static func write(into folder: TemporaryFolder) throws {
    _ = try folder.file("Editor.xcodeproj/project.pbxproj", containing: project)
    _ = try folder.file("Kit/Package.swift", containing: manifest)
    for path in [
      "Editor/AppDelegate.swift", "Editor/Base.lproj/MainMenu.xib", "Editor/Help/Keys.json", "EditorKit/Panel.xib",
      "Share/ShareView.swift", "EditorTests/MenuTests.swift", "Viewer/Viewer.swift", "Viewer/Legacy.swift",
      "Viewer/Base.lproj/Old.xib", "Viewer/Base.lproj/New.xib", "Scripts/tool.swift",
      "Kit/Sources/Tool/main.swift", "Kit/Lib/Core/Core.swift", "Kit/Lib/Core/Old/Old.swift",
      "Kit/Tests/CoreTests/CoreTests.swift", "Samples/Demo/Info.plist", "Samples/Demo/Menu.xib",
      "Samples/Demo Tests/Fixture.xib",
    ] {
      _ = try folder.file(path, containing: "\n")
    }
  }
}
