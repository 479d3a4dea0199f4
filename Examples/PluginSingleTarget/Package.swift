// swift-tools-version:6.2
import PackageDescription

// A package of one target, as many apps are, that uses kbloc's SwiftPM plugins with kbloc by path:
// `tools/test-plugins` checks that `swift package kbloc …` finds the shortcuts the build-tool
// plugin lints during `swift build`.
let package = Package(
  name: "PluginSingleTarget",
  platforms: [.macOS(.v13)],
  dependencies: [
    // `name:` because a package by path is known by its folder's name, which a clone may change.
    .package(name: "kbloc", path: "../..")
  ],
  targets: [
    // Declares shortcuts: one lint finding.
    .executableTarget(name: "App", plugins: [.plugin(name: "KBLocBuildToolPlugin", package: "kbloc")])
  ],
  swiftLanguageModes: [.v6]
)
