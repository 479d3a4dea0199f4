import Foundation
import KBLoc
import KBLocLayouts
import KBLocTestSupport
import KBLocXKB
import Testing

/// The bundled snapshots and the compiled-in US reference tables must equal what libxkbcommon
/// gives on this machine; when xkeyboard-config changes, these tests say how to regenerate them.
struct SnapshotTests {
  /// The system's xkeyboard-config version, as `tools/xkeyboard-config-version` prints it.
  static let systemVersion: String = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    let script = PackageRoot.appending("tools/xkeyboard-config-version")
    process.arguments = [script.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return "unknown" }
    process.waitUntilExit()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }()

  static let hint =
    "the system's xkeyboard-config differs from the bundled snapshots: run tools/generate-snapshots and commit the result"

  @Test func theAppleAndTopSetsAreBundled() throws {
    let names = Set(BundledSnapshots.names)
    #expect(names.count >= 50)
    for required in ["us(mac)", "us", "de(mac)", "fr(mac)", "ru(mac)", "il", "jp(mac)"] {
      #expect(names.contains(required), "'\(required)' is not bundled")
    }
  }

  @Test(arguments: BundledSnapshots.names)
  func bundledSnapshotEqualsTheLiveTable(_ name: String) throws {
    let text = try #require(BundledSnapshots.text(named: name))
    let bundled = try Layout(snapshot: text)
    guard case .bundled(let version) = bundled.source else {
      Issue.record("the snapshot of '\(name)' has no version stamp")
      return
    }
    #expect(
      version == Self.systemVersion,
      "bundled from xkeyboard-config \(version), system has \(Self.systemVersion): \(Self.hint)")
    let live = try Layout.xkb(name, platform: bundled.platform)
    #expect(live.name == name)
    #expect(live.snapshot(xkeyboardConfig: version) == text, "'\(name)': \(Self.hint)")
  }

  @Test(arguments: Platform.allCases)
  func compiledInUSReferenceEqualsTheLiveTable(_ platform: Platform) throws {
    let reference = Layout.usReference(for: platform)
    #expect(!reference.keys.isEmpty)
    let live = try Layout.xkb("us", platform: platform)
    #expect(reference.name == live.name)
    #expect(
      reference.snapshot(xkeyboardConfig: Self.systemVersion) == live.snapshot(xkeyboardConfig: Self.systemVersion),
      Comment(rawValue: Self.hint))
  }

  @Test(arguments: ["fr", "de", "ru", "il", "ca(multix)", "us,ru", "jp", "ara"])
  func decodingAnEncodedLayoutGivesTheSameTable(_ spec: String) throws {
    let live = try Layout.xkb(spec, platform: .pc)
    let decoded = try Layout(snapshot: live.snapshot(xkeyboardConfig: "test"))
    #expect(decoded.name == live.name)
    #expect(decoded.groupNames == live.groupNames)
    #expect(decoded.platform == live.platform)
    #expect(decoded.keys == live.keys)
    #expect(decoded.direction == live.direction)
    for character in live.characters {
      #expect(decoded.strokes(for: character) == live.strokes(for: character))
    }
  }

  @Test func bundledLoadNamesItsSource() throws {
    let german = try Layout.bundled("de(mac)")
    #expect(german.source == .bundled(xkeyboardConfig: Self.systemVersion))
    #expect(german.strokes(for: "/").first?.modifiers == [.shift])
  }

  @Test func unknownBundledNameSuggestsCloseOnes() {
    do {
      _ = try Layout.bundled("de(macc)")
      Issue.record("'de(macc)' loaded")
    } catch {
      guard case .notBundled(let name, let suggestions) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(name == "de(macc)")
      #expect(suggestions.first == "de(mac)")
    }
  }

  @Test(arguments: [
    "", "kbloc-layout 2\nname\tx\nplatform\tmac\n", "kbloc-layout 1\nplatform\tmac\n",
    "kbloc-layout 1\nname\tx\nplatform\tamiga\n",
    "kbloc-layout 1\nname\tx\nplatform\tpc\nkey\tAD01\tone\t1:0:q:q:0\n",
    "kbloc-layout 1\nname\tx\nplatform\tpc\nkey\tAD01\t1\t1:0:q:\\u{zz}:0\n",
    "kbloc-layout 1\nname\tx\nplatform\tpc\nkey\tAD01\t1\t1:0:q:qq:0\n",
    "kbloc-layout 1\nname\tx\nplatform\tpc\nbogus line\n",
    // A level with a dead field other than 0 or 1, modifier bits over a byte, a sixth part, no keysym.
    "kbloc-layout 1\nname\tx\nplatform\tpc\nkey\tAD01\t1\t1:0:q:q:2\n",
    "kbloc-layout 1\nname\tx\nplatform\tpc\nkey\tAD01\t1\t1:1ff:q:q:0\n",
    "kbloc-layout 1\nname\tx\nplatform\tpc\nkey\tAD01\t1\t1:0:q:q:0:0\n",
    "kbloc-layout 1\nname\tx\nplatform\tpc\nkey\tAD01\t1\t1:0::q:0\n",
    // A key line without levels, two characters in four bytes or fewer, a tag that starts as `key`.
    "kbloc-layout 1\nname\tx\nplatform\tpc\nkey\tAD01\t1\n",
    "kbloc-layout 1\nname\tx\nplatform\tpc\nkey\tAD01\t1\t1:0:q:éé:0\n",
    "kbloc-layout 1\nname\tx\nplatform\tpc\nkey\tAD01\t1\t1:0:q:éa:0\n",
    "kbloc-layout 1\nname\tx\nplatform\tpc\nkeys\tAD01\t1\t1:0:q:q:0\n",
  ])
  func malformedSnapshotsAreRejectedWithALine(_ text: String) {
    #expect(throws: SnapshotError.self) { try Layout(snapshot: text) }
  }

  @Test func bytesThatAreNotUTF8DecodeAsTheirTextDoes() throws {
    let text = try #require(BundledSnapshots.text(named: "fr(mac)"))
    var bytes = Array(text.utf8)
    // Damage a group name, a keysym and a character field of several bytes (a cache entry's
    // checksum keeps this from happening, but the reading must not depend on it).
    for needle in ["French", "eacute:", "é"] {
      let found = try #require(bytes.firstRange(of: Array(needle.utf8)))
      bytes[found.lowerBound] = 0xC3  // a lead byte followed by what cannot continue it
      if needle == "é" { bytes[found.lowerBound + 1] = 0xFF }
    }
    let fromBytes = Result { () throws(SnapshotError) in try Layout(snapshotUTF8: bytes) }
    let fromText = Result { () throws(SnapshotError) in try Layout(snapshot: String(decoding: bytes, as: UTF8.self)) }
    switch (fromBytes, fromText) {
    case (.success(let bytesLayout), .success(let textLayout)):
      #expect(bytesLayout.groupNames == textLayout.groupNames)
      #expect(bytesLayout.keys == textLayout.keys)
      #expect(bytesLayout.groupNames.first?.contains("\u{FFFD}") == true)
    case (.failure(let bytesError), .failure(let textError)):
      #expect(bytesError == textError)
    default:
      Issue.record("bytes \(fromBytes), text \(fromText)")
    }
  }

  @Test func aDamagedGroupNameDecodesFromBytesAsFromItsText() throws {
    let text = try #require(BundledSnapshots.text(named: "fr(mac)"))
    var bytes = Array(text.utf8)
    let found = try #require(bytes.firstRange(of: Array("French".utf8)))
    bytes[found.lowerBound] = 0xC3  // a lead byte followed by what cannot continue it
    let fromBytes = try Layout(snapshotUTF8: bytes)
    let fromText = try Layout(snapshot: String(decoding: bytes, as: UTF8.self))
    #expect(fromBytes.groupNames == fromText.groupNames)
    #expect(fromBytes.keys == fromText.keys)
    #expect(fromBytes.groupNames.first?.contains("\u{FFFD}") == true)
    #expect(fromBytes.keys.count > 40)
  }

  @Test func truncatedSnapshotsNeverCrash() throws {
    let text = try #require(BundledSnapshots.text(named: "fr(mac)"))
    let scalars = Array(text.unicodeScalars)
    for cut in stride(from: 0, to: scalars.count, by: 97) {
      var prefix = String.UnicodeScalarView()
      prefix.append(contentsOf: scalars[..<cut])
      _ = try? Layout(snapshot: String(prefix))
    }
  }
}
