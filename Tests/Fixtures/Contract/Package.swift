// swift-tools-version:6.0
import PackageDescription

// The contract fixture's Swift package: an app and the framework it links. kbloc reads this
// manifest with swift-syntax to tell which target each file ships in; nothing builds it.
let package = Package(
  name: "Editor",
  platforms: [.macOS(.v14)],
  targets: [
    .executableTarget(name: "Editor", dependencies: ["EditorKit"]),
    .target(name: "EditorKit"),
  ]
)
