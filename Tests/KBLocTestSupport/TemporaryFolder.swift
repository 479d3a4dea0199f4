public import Foundation

/// A fresh folder under the temporary directory, removed with everything in it when the value
/// goes away: the one way the tests make files, so a test run leaves nothing behind.
///
/// Keep the value for as long as its files are used; a local keeps it to the end of its scope.
///
/// ```swift
/// let folder = try TemporaryFolder(files: ["App/Menu.swift": source])
/// let output = try KblocExecutable.run("extract", folder.path)
/// ```
public final class TemporaryFolder: Sendable {
  /// The folder.
  public let url: URL

  /// Creates a folder named `kbloc-tests-<UUID>` holding `files` (relative path → text; the
  /// folders on the way are made).
  /// - Throws: When the folder or a file cannot be created.
  public convenience init(files: [String: String] = [:]) throws {
    try self.init(in: FileManager.default.temporaryDirectory, files: files)
  }

  /// Creates a folder as ``init(files:)`` does, under `base`.
  private init(in base: URL, files: [String: String]) throws {
    url = base.appendingPathComponent("kbloc-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, text) in files {
      try file(name, containing: text)
    }
  }

  /// Creates a folder as ``init(files:)`` does, that every user of the machine can reach: for the
  /// tests that run kbloc as another user.
  ///
  /// The temporary directory may be private (`mktemp -d` makes it mode 0700), so the folder is made
  /// under the first of it, `/tmp` and `/var/tmp` that every user can reach, and is itself open to
  /// every user (mode 0755).
  /// - Throws: When none of the three can be reached by every user, or the folder or a file cannot
  ///   be created.
  public static func reachableByEveryone(files: [String: String] = [:]) throws -> TemporaryFolder {
    let candidates = [
      FileManager.default.temporaryDirectory, URL(fileURLWithPath: "/tmp"), URL(fileURLWithPath: "/var/tmp"),
    ]
    guard let base = candidates.first(where: isReachableByEveryone) else {
      throw CommandError("No temporary folder every user can reach among \(candidates.map(\.path))")
    }
    let folder = try TemporaryFolder(in: base, files: files)
    for path in [folder.path] + files.keys.flatMap(folder.folders(leadingTo:)) {
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }
    for name in files.keys {
      try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: folder.path(name))
    }
    return folder
  }

  /// Whether every folder from the root down to `folder` lets every user pass through it.
  private static func isReachableByEveryone(_ folder: URL) -> Bool {
    var path = folder.standardizedFileURL.resolvingSymlinksInPath()
    while true {
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path.path),
        let mode = attributes[.posixPermissions] as? Int, mode & 0o001 != 0
      else { return false }
      if path.path == "/" { return true }
      path.deleteLastPathComponent()
    }
  }

  /// The paths of the folders inside this one that hold `name` (a relative path), outermost first.
  private func folders(leadingTo name: String) -> [String] {
    let parts = name.split(separator: "/").dropLast()
    return parts.indices.map { index in path(parts[...index].joined(separator: "/")) }
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The folder's path.
  public var path: String { url.path }

  /// The URL of `name` inside the folder (a relative path).
  public func url(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }

  /// The path of `name` inside the folder (a relative path).
  public func path(_ name: String) -> String {
    url(name).path
  }

  /// `text` with every path inside the folder made relative to it: `Main.xib:9:77` for
  /// `/tmp/…/Main.xib:9:77`, as a test states what a message or a declaration names.
  public func relative(_ text: some StringProtocol) -> String {
    String(text).replacingOccurrences(of: path + "/", with: "")
  }

  /// Writes `text` to `name` inside the folder (a relative path: its folders are made) and
  /// returns its URL.
  /// - Throws: When the file cannot be written.
  @discardableResult
  public func file(_ name: String, containing text: String) throws -> URL {
    try file(name, bytes: Data(text.utf8))
  }

  /// Writes `bytes` to `name` inside the folder (a relative path: its folders are made) and
  /// returns its URL.
  /// - Throws: When the file cannot be written.
  @discardableResult
  public func file(_ name: String, bytes: Data) throws -> URL {
    let file = url(name)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try bytes.write(to: file)
    return file
  }

  /// Makes the folder `name` inside the folder (a relative path: its folders are made too) and
  /// returns its URL.
  /// - Throws: When the folder cannot be created.
  @discardableResult
  public func folder(_ name: String) throws -> URL {
    let folder = url(name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The bytes of the file `name` inside the folder.
  /// - Throws: When the file cannot be read.
  public func bytes(_ name: String) throws -> Data {
    try Data(contentsOf: url(name))
  }
}
