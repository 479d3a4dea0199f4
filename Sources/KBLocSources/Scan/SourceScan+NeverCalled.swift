import Foundation
import KBLoc
internal import KBLocFiles

extension SourceScan {
  /// Moves the shortcuts declared in functions that nothing in `files` names to a
  /// ``ShortcutScope/Context/Kind/neverCalled`` scope, where they conflict with nothing.
  ///
  /// A function is named when its name stands as a whole word in one of the files (Swift,
  /// Objective-C, headers, Interface Builder documents: a call, a `#selector`, an `@selector`, an
  /// action's selector, a string, a comment) more often than the repository declares it: in doubt,
  /// it is live.
  ///
  /// Only a scan that sees the whole repository can tell (``seesWholeRepository(_:)``): the caller
  /// checks that first.
  /// - Complexity: O(*n*) in the total size of the files, read only when a function is in question.
  static func movingNeverCalled(_ readings: inout [SourceReading], searching files: [String]) {
    var declarations: [String: Set<DeclaringFunction>] = [:]
    for reading in readings {
      for function in reading.declaringFunctions.values { declarations[function.name, default: []].insert(function) }
    }
    guard !declarations.isEmpty else { return }
    let mentions = wordCounts(of: Set(declarations.keys), in: files)
    let neverCalled = Set(declarations.filter { mentions[$0.key, default: 0] <= $0.value.count }.keys)
    guard !neverCalled.isEmpty else { return }
    for index in readings.indices {
      for (definition, function) in readings[index].declaringFunctions where neverCalled.contains(function.name) {
        var scope = readings[index].definitions[definition].scope ?? ShortcutScope(context: .anywhere)
        scope.context = .neverCalled(function.display, identity: "\(function.file):\(function.line)")
        readings[index].definitions[definition].scope = scope
      }
    }
  }

  /// Whether a scan of `folders` reads every file that could call a function of theirs.
  ///
  /// Each folder must be a repository's top (it holds `.git`), or no folder above it does:
  /// scanning a subfolder of a repository (`app/` of HexFiend) leaves out callers elsewhere in
  /// it, so nothing is taken as never called.
  /// - Complexity: O(*f* × *d*) for *f* folders *d* folders deep, at most
  ///   ``RepositoryModel/ancestorLimit`` each.
  static func seesWholeRepository(_ folders: [String]) -> Bool {
    folders.allSatisfy { path in
      var folder = RepositoryModel.absolute(path)
      if FileManager.default.fileExists(atPath: ProjectPath.join(folder, ".git")) { return true }
      for _ in 0..<RepositoryModel.ancestorLimit {
        let parent = ProjectPath.parent(folder)
        guard parent != folder else { return true }
        folder = parent
        if FileManager.default.fileExists(atPath: ProjectPath.join(folder, ".git")) { return false }
      }
      return false
    }
  }

  /// How many times each of `names` stands as a whole word (not part of a longer identifier) in
  /// the files, read in parallel.
  /// - Complexity: O(*n*) in the total size of the files.
  static func wordCounts(of names: Set<String>, in files: [String]) -> [String: Int] {
    let needles = names.map { Array($0.utf8) }
    let lengths = Set(needles.map(\.count))
    let perFile = FileSlots<[String: Int]>(count: files.count, filledWith: [:])
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let path = files[index]
      guard case .regularFile(let size) = FileKind(at: path), size <= sizeLimit,
        let data = try? GuardedFile.contents(of: path, limit: sizeLimit).bytes, mentions(needles, in: data)
      else { return }
      perFile.set(index, wordCounts(of: names, lengths: lengths, in: data))
    }
    return perFile.values.reduce(into: [:]) { total, counts in total.merge(counts, uniquingKeysWith: +) }
  }

  /// How many times each of `names` (whose UTF-8 lengths are `lengths`) stands as a whole word in
  /// `data`.
  private static func wordCounts(of names: Set<String>, lengths: Set<Int>, in data: Data) -> [String: Int] {
    var counts: [String: Int] = [:]
    data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      var position = 0
      while position < bytes.count {
        guard ByteSearch.isIdentifierByte(bytes[position]) else {
          position += 1
          continue
        }
        let start = position
        while position < bytes.count, ByteSearch.isIdentifierByte(bytes[position]) { position += 1 }
        guard lengths.contains(position - start) else { continue }
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        if names.contains(word) { counts[word, default: 0] += 1 }
      }
    }
    return counts
  }
}
