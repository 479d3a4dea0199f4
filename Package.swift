// swift-tools-version:6.2
import PackageDescription

/// Settings shared by every target: Swift 6 language mode plus the upcoming features the house
/// style asks for (explicit `any`, imports internal unless marked `public`), and no warnings: a
/// warning in our own targets is an error (dependencies keep their own settings).
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .treatAllWarnings(as: .error),
]

let package = Package(
  name: "kbloc",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "KBLoc", targets: ["KBLoc"]),
    .library(name: "KBLocXKB", targets: ["KBLocXKB"]),
    .library(name: "KBLocSources", targets: ["KBLocSources"]),
    .library(name: "KBLocMac", targets: ["KBLocMac"]),
    .executable(name: "kbloc", targets: ["KBLocCLI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    // The YAML of the project file, `.kbloc.yml` (what SwiftLint reads its configuration with).
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CXKBCommon",
      pkgConfig: "xkbcommon",
      providers: [
        .apt(["libxkbcommon-dev", "libxkbregistry-dev"]),
        .brew(["libxkbcommon"]),
      ]
    ),
    .target(
      name: "KBLocLayouts",
      path: "Layouts",
      exclude: [
        "sets", "Recordings", "apple-standard-shortcuts.tsv", "apple-key-equivalents.tsv", "web-library-keymaps.tsv",
      ],
      resources: [.copy("Snapshots"), .copy("Recorded")],
      swiftSettings: strictSettings
    ),
    .target(name: "KBLoc", dependencies: ["KBLocLayouts"], swiftSettings: strictSettings),
    // The library in a Mac app: the current input source's table made at run time, hotkeys by
    // character. KBLoc only: no libxkbcommon; its one Carbon file builds on macOS only.
    .target(name: "KBLocMac", dependencies: ["KBLoc"], swiftSettings: strictSettings),
    // The file primitives KBLocXKB, KBLocSources and the CLI share, with no libxkbcommon and no
    // parser: the layout cache's files, checksums and file status (docs/architecture.md).
    .target(name: "KBLocFiles", swiftSettings: strictSettings),
    .target(
      name: "KBLocXKB",
      dependencies: ["KBLoc", "KBLocFiles", "CXKBCommon"],
      swiftSettings: strictSettings
    ),
    // Reads shortcuts where apps declare them (Swift source, editors' keymaps, Interface Builder);
    // its own target, so that an app linking KBLoc never links a parser.
    .target(
      name: "KBLocSources",
      dependencies: [
        "KBLoc",
        "KBLocFiles",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "Yams", package: "Yams"),
      ],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "KBLocCLI",
      dependencies: [
        "KBLoc", "KBLocFiles", "KBLocXKB", "KBLocSources",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "kbloc-bench",
      dependencies: ["KBLoc", "KBLocXKB", "KBLocLayouts", "KBLocSources", "CXKBCommon"],
      path: "tools/bench",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "kbloc-lint-docs",
      dependencies: ["KBLoc"],
      path: "tools/lint-docs",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "kbloc-snapshots",
      dependencies: ["KBLoc", "KBLocXKB"],
      path: "tools/snapshots",
      swiftSettings: strictSettings
    ),
    // The fuzz targets (docs/fuzzing.md): `make fuzz` builds them with libFuzzer and AddressSanitizer.
    .executableTarget(
      name: "kbloc-fuzz",
      dependencies: ["KBLoc", "KBLocXKB", "KBLocSources"],
      path: "Fuzz/Targets",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "kbloc-startup-example",
      dependencies: ["KBLoc", "KBLocXKB"],
      path: "Examples/StartupExample",
      swiftSettings: strictSettings
    ),
    .target(
      name: "KBLocTestSupport",
      dependencies: ["KBLoc"],
      path: "Tests/KBLocTestSupport",
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "KBLocTests",
      dependencies: ["KBLoc", "KBLocTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "KBLocXKBTests",
      dependencies: ["KBLoc", "KBLocFiles", "KBLocXKB", "KBLocLayouts", "KBLocTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "KBLocSourcesTests",
      dependencies: ["KBLoc", "KBLocSources", "KBLocTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "KBLocMacTests",
      dependencies: ["KBLoc", "KBLocMac", "KBLocTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "KBLocFilesTests",
      dependencies: ["KBLocFiles", "KBLocTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "KBLocCLITests",
      dependencies: ["KBLocTestSupport", "KBLocFiles", "KBLocCLI"],
      swiftSettings: strictSettings
    ),
    // A client's view: the library products only (their targets, as a package cannot name its
    // own products), no test support and no @testable import; KBLocXKB and KBLocMac imported
    // together, as an app on both platforms does.
    .testTarget(
      name: "KBLocClientTests",
      dependencies: ["KBLoc", "KBLocXKB", "KBLocMac"],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)

// The SwiftPM plugins (docs/plugins.md): `swift package kbloc …` on a package's targets, and
// `kbloc lint` during `swift build` and Xcode builds. SwiftPM builds a plugin's tool, `kbloc`,
// for the host apart from the rest, so a package that holds plugins builds kbloc and swift-syntax
// twice in a plain `swift build`. Nothing in this package uses them: kbloc's own builds leave
// them out with `KBLOC_SKIP_PLUGINS=1` (the Makefile sets it), and tools/test-plugins builds them
// in an example package that depends on kbloc, as users' packages do.
if Context.environment["KBLOC_SKIP_PLUGINS"] == nil {
  package.products += [
    // The executable under its target's name: SwiftPM looks a plugin's tool up by the name of the
    // target it depends on, and fails when no product has that name
    // (swiftlang/swift-package-manager#8831).
    .executable(name: "KBLocCLI", targets: ["KBLocCLI"]),
    .plugin(name: "KBLocCommandPlugin", targets: ["KBLocCommandPlugin"]),
    .plugin(name: "KBLocBuildToolPlugin", targets: ["KBLocBuildToolPlugin"]),
  ]
  package.targets += [
    .plugin(
      name: "KBLocCommandPlugin",
      capability: .command(
        intent: .custom(
          verb: "kbloc", description: "Run kbloc (lint, coverage, translate, extract…) on this package's targets")
      ),
      dependencies: ["KBLocCLI"]
    ),
    .plugin(name: "KBLocBuildToolPlugin", capability: .buildTool(), dependencies: ["KBLocCLI"]),
  ]
}
