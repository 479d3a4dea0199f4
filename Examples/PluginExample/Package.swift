// swift-tools-version:6.2
import PackageDescription

// A package that uses kbloc's SwiftPM plugins as an app's package would (docs/plugins.md), with
// kbloc by path: `tools/test-plugins` runs `swift build` and `swift package kbloc …` on it.
let package = Package(
  name: "PluginExample",
  platforms: [.macOS(.v13)],
  dependencies: [
    // `name:` because a package by path is known by its folder's name, which a clone may change.
    .package(name: "kbloc", path: "../..")
  ],
  targets: [
    // Declares shortcuts: one lint finding, one shortcut not covered on every layout.
    .target(name: "Editor", plugins: [.plugin(name: "KBLocBuildToolPlugin", package: "kbloc")]),
    // Declares none: the build-tool plugin has nothing to say, and says nothing.
    .target(name: "Storage", plugins: [.plugin(name: "KBLocBuildToolPlugin", package: "kbloc")]),
  ],
  swiftLanguageModes: [.v6]
)
