internal import Foundation
internal import KBLocSources

extension Benchmarks {
  /// docs/performance.md and issue 11: scanning a generated app tree of 5,000 Swift files and 50 `.xib`
  /// files (``GeneratedAppTree/scanTarget``).
  ///
  /// The tree is written to a temporary folder and removed afterwards. One row scans the tree as
  /// apps are (one Swift file in five declares shortcuts), one a tree where every Swift file does
  /// (each parsed by swift-syntax); the baseline is merely reading the same files, one after the
  /// other, with no parsing.
  static func sourceScan(_ options: Options) -> [Figure] {
    var rows: [Row] = []
    for share in [5, 1] {
      let label = share == 1 ? "every Swift file declares" : "1 Swift file in \(share) declares"
      do {
        let tree = try GeneratedAppTree(swiftFiles: 5_000, xibFiles: 50, oneDeclaringIn: share)
        defer { tree.remove() }
        var scan = Samples()
        var read = Samples()
        let rounds = max(3, options.coverageIterations)
        for round in 0..<(rounds + 1) {
          var scanTime = Samples()
          var readTime = Samples()
          let found = try scanTime.time { () throws(SourceReadError) in try SourceScan(paths: [tree.root]) }
          let bytes = readTime.time { tree.readEveryFile() }
          guard found.shortcuts.definitions.count == tree.expectedShortcuts, bytes > 0 else {
            throw BenchFailure(
              "found \(found.shortcuts.definitions.count) shortcuts, expected \(tree.expectedShortcuts)")
          }
          // The first round warms the file cache and is not counted.
          if round > 0 {
            scan.append(scanTime.median)
            read.append(readTime.median)
          }
        }
        rows.append(Row(label, kbloc: scan, baseline: read, target: GeneratedAppTree.scanTarget))
      } catch {
        rows.append(Row(label, failure: String(describing: error), target: GeneratedAppTree.scanTarget))
      }
    }
    return [
      Figure(
        id: "source-scan", title: "Source scan — SourceScan over 5,000 Swift files and 50 .xib files",
        note: "kbloc: SourceScan(paths:) on a generated tree (walk, read in parallel, swift-syntax on files that "
          + "mention a shortcut API, the XML reader on each .xib). Baseline: reading the same files one after "
          + "the other, without parsing.",
        rows: rows)
    ]
  }
}

/// A generated app tree: Swift files in folders of 100, some declaring shortcuts, and `.xib` menus.
struct GeneratedAppTree {
  /// docs/performance.md: scanning a 5,000-file repository.
  static let scanTarget = Target.timeBelow(.seconds(2))

  let root: String
  private(set) var files: [String] = []
  private(set) var expectedShortcuts = 0

  init(swiftFiles: Int, xibFiles: Int, oneDeclaringIn share: Int) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("kbloc-bench-\(UUID().uuidString)").path
    for index in 0..<swiftFiles {
      let folder = "\(root)/Sources/Module\(index / 100)"
      if index % 100 == 0 { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
      let declares = index % share == 0
      try write(Self.swiftFile(number: index, declaring: declares), to: "\(folder)/File\(index).swift")
      if declares { expectedShortcuts += 3 }
    }
    try FileManager.default.createDirectory(atPath: "\(root)/Resources", withIntermediateDirectories: true)
    for index in 0..<xibFiles {
      try write(Self.xib(number: index), to: "\(root)/Resources/Menu\(index).xib")
      expectedShortcuts += 20
    }
  }

  private mutating func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    files.append(path)
  }

  /// Reads every file, one after the other; returns the bytes read.
  func readEveryFile() -> Int {
    files.reduce(0) { total, path in total + (FileManager.default.contents(atPath: path)?.count ?? 0) }
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: root)
  }

  /// About 60 lines of an ordinary view model; with three SwiftUI, UIKit and AppKit shortcuts
  /// when `declaring`.
  static func swiftFile(number: Int, declaring: Bool) -> String {
    var text = "import SwiftUI\n\n/// Model \(number).\nstruct Model\(number) {\n"
    for field in 0..<12 {
      text += "  var field\(field): Int = \(field)\n"
      text += "  func compute\(field)(_ value: Int) -> Int { value * \(field) + field\(field) }\n"
    }
    text += "}\n\nstruct View\(number): View {\n  @State var on = false\n  var body: some View {\n    VStack {\n"
    for label in 0..<6 {
      text += "      Text(\"Label \(label)\").padding()\n"
    }
    if declaring {
      text += "      Button(\"Open \(number)\") {}.keyboardShortcut(\"o\", modifiers: [.command, .shift])\n"
      text += "      Toggle(\"Flag\", isOn: $on).keyboardShortcut(.upArrow)\n"
      text += "    }\n  }\n}\n\nlet commands\(number) = [\n"
      text += "  UIKeyCommand(title: \"Find\", action: #selector(find), input: \"f\", modifierFlags: .command)\n]\n"
    } else {
      text += "    }\n  }\n}\n"
    }
    return text
  }

  /// A `MainMenu.xib` with one menu of 20 items.
  static func xib(number: Int) -> String {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505">
          <objects>
              <menu title="Menu \(number)" systemMenu="main" id="menu-\(number)">
                  <items>

      """
    let keys = Array("abcdefghijklmnopqrst")
    for (index, key) in keys.enumerated() {
      text += """
                        <menuItem title="Item \(index)" keyEquivalent="\(key)" id="item-\(number)-\(index)">
                            <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
                            <connections>
                                <action selector="item\(index):" target="-1" id="action-\(number)-\(index)"/>
                            </connections>
                        </menuItem>

        """
    }
    text += "            </items>\n        </menu>\n    </objects>\n</document>\n"
    return text
  }
}
