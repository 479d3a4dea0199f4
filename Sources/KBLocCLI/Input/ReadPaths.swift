import Foundation
import KBLoc
internal import KBLocFiles

/// The files and folders this run reads, so that nothing the run reads is ever written over.
///
/// Every reader adds what it reads: ``InputFile`` adds each file it opens (shortcuts files, set
/// files, keymaps, layout files); a reader that scans a folder adds the folder with
/// ``addFolder(_:)``. ``OutputFile`` asks ``conflict(with:)`` before it writes.
final class ReadPaths: @unchecked Sendable {
  /// The one registry of the process.
  static let shared = ReadPaths()

  private let lock = NSLock()
  private var files: [FileIdentity: (path: String, kind: String)] = [:]
  private var folders: [FileIdentity: String] = [:]

  /// Records a file the run reads, by the identity of its open descriptor.
  /// - Parameters:
  ///   - identity: The file's device and inode.
  ///   - path: The path as the user gave it.
  ///   - kind: What the file is, for messages: `shortcuts file`.
  func addFile(_ identity: FileIdentity, path: String, kind: String) {
    lock.withLock { files[identity] = (path, kind) }
  }

  /// Records a folder the run scans: no output may be written anywhere inside it.
  /// - Parameter path: The folder as the user gave it; a path that names nothing is ignored.
  func addFolder(_ path: String) {
    guard let identity = FileIdentity(path: path) else { return }
    lock.withLock { _ = folders.updateValue(path, forKey: identity) }
  }

  /// Why `output` must not be written, or `nil` when it names nothing the run reads.
  ///
  /// `output` conflicts when it is (after symlinks, `..`, `/proc` aliases and hard links) a file
  /// the run reads, or, unless `allowingScannedFolders`, when it lies inside a folder the run
  /// scans.
  func conflict(with output: String, allowingScannedFolders: Bool = false) -> String? {
    let (files, folders) = lock.withLock { (self.files, self.folders) }
    if let identity = FileIdentity(path: output), let input = files[identity] {
      let which = input.path == output ? "" : " " + input.path.quotedPath
      return
        "The output \(output.quotedPath) is the \(input.kind)\(which) this run reads; kbloc never writes over its input"
    }
    guard !folders.isEmpty, !allowingScannedFolders else { return nil }
    // Walk up from the folder that will hold the output, by identity, to the root.
    var folder = URL(fileURLWithPath: output).deletingLastPathComponent().path
    var visited = Set<FileIdentity>()
    while let identity = FileIdentity(path: folder), visited.insert(identity).inserted {
      if let scanned = folders[identity] {
        return
          "The output \(output.quotedPath) is inside the folder \(scanned.quotedPath) this run reads; write it elsewhere"
      }
      folder += "/.."
    }
    return nil
  }
}
