import Foundation

/// The layout snapshots bundled with kbloc: compact layout tables made from xkeyboard-config by
/// `tools/generate-snapshots`, for platforms without XKB.
///
/// This module only finds and reads the files; `KBLoc` decodes them (`Layout.bundled(_:)`).
public enum BundledSnapshots {
  /// The names of the bundled layouts, such as `de(mac)`, sorted.
  public static let names: [String] = {
    guard let folder = folder,
      let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { return [] }
    return files.filter { $0.hasSuffix(".kblayout") }.map { String($0.dropLast(".kblayout".count)) }.sorted()
  }()

  /// The text of the snapshot named `name`, or `nil` when none is bundled.
  /// - Complexity: one small file read.
  public static func text(named name: String) -> String? {
    guard names.contains(name), let url = folder?.appendingPathComponent(name + ".kblayout") else { return nil }
    return try? String(contentsOf: url, encoding: .utf8)
  }

  private static let folder: URL? = Bundle.module.resourceURL?.appendingPathComponent("Snapshots")
}
