import Foundation

extension SourceScan {
  /// The most bytes of a file of unknown extension looked at: its first 64.
  static let peekLength = 64

  /// Whether a file's first bytes, past spaces and a byte-order mark, are `{`.
  static func startsAsJSONObject(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    guard let bytes = try? handle.read(upToCount: peekLength) else { return false }
    let rest = bytes.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    return rest.first == UInt8(ascii: "{")
  }
}

extension FolderWalker {
  /// The extensions of files that are never a JSON table whatever they start with: images,
  /// archives, documents, compiled code, fonts, other source and markup; a file of another
  /// extension (or none) is peeked at (``SourceScan/Candidate/Kind/peek``).
  static let unpeekedExtensions: Set<String> = [
    "png", "jpg", "jpeg", "gif", "pdf", "psd", "sketch", "icns", "ico", "tif", "tiff", "heic", "webp", "svg", "nib",
    "zip", "gz", "tgz", "bz2", "xz", "tar", "dmg", "pkg", "a", "o", "so", "dylib", "framework", "car", "mp3", "mp4",
    "mov", "wav", "aiff", "caf", "m4a", "ttf", "otf", "woff", "woff2", "md", "markdown", "txt", "rst", "html", "htm",
    "css", "scss", "less", "strings", "stringsdict", "xcstrings", "pbxproj", "xcscheme", "xcworkspacedata",
    "entitlements", "metal", "sh", "pl", "php", "lock", "sum", "mod", "cfg", "ini", "csv", "tsv", "log", "patch",
    "diff", "in", "am", "s", "asm", "cmake", "mk", "gradle", "properties", "xcconfig", "modulemap", "def",
  ]

  /// The largest file of unknown extension peeked at: 1 MiB.
  static let peekSizeLimit = 1 << 20

  /// What a folder scan looks for in a file named `name` of `size` bytes, or `nil` for nothing.
  static func candidateKind(_ name: String, size: Int) -> SourceScan.Candidate.Kind? {
    let pathExtension = pathExtension(name)
    if extensions.contains(pathExtension) { return .source }
    if ForeignTable.languages[pathExtension] != nil { return .foreign }
    guard size <= peekSizeLimit, size > 1, !unpeekedExtensions.contains(pathExtension), !name.hasPrefix(".")
    else { return nil }
    return .peek
  }
}
