// swift-tools-version:6.2
import PackageDescription

// A small Mac app on KBLocMac (Sources/KBLoc/KBLoc.docc/GettingStarted.md): its Edit menu's key
// equivalents localized for the current input source, a global hotkey registered by character,
// and both redone when the input source changes. A package of its own, outside kbloc's Linux build:
// `swift run` here on a Mac. Every file is under `#if canImport(AppKit)`; elsewhere it only says so.
let package = Package(
  name: "KBLocMacSample",
  platforms: [.macOS(.v13)],
  dependencies: [
    // `name:` because a package by path is known by its folder's name, which a clone may change.
    .package(name: "kbloc", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "KBLocMacSample",
      dependencies: [.product(name: "KBLoc", package: "kbloc"), .product(name: "KBLocMac", package: "kbloc")]
    )
  ],
  swiftLanguageModes: [.v6]
)
