import KBLocSources
import Testing

/// The globs of project files and `--exclude`: `**`, `*`, `?`, classes, anchoring, folders.
struct PathGlobTests {
  static func matches(_ pattern: String, _ path: String, isFolder: Bool = false) throws -> Bool {
    try PathGlob(pattern).matches(path, isFolder: isFolder)
  }

  @Test func doubleStarMatchesAnyNumberOfFoldersNoneIncluded() throws {
    #expect(try Self.matches("sample_code/**", "sample_code/Demo/Base.lproj/MainMenu.xib"))
    #expect(try Self.matches("sample_code/**", "sample_code", isFolder: true))
    #expect(try Self.matches("app/**/Tests/*.swift", "app/Tests/A.swift"))
    #expect(try Self.matches("app/**/Tests/*.swift", "app/x/y/Tests/A.swift"))
    #expect(try !Self.matches("sample_code/**", "app/sample_code.xib"))
    #expect(try !Self.matches("app/**/Tests/*.swift", "app/Tests/Sub/A.swift"))
  }

  @Test func starAndQuestionMarkStayWithinOneComponent() throws {
    #expect(try Self.matches("app/*.xib", "app/MainMenu.xib"))
    #expect(try !Self.matches("app/*.xib", "app/Base.lproj/MainMenu.xib"))
    #expect(try Self.matches("app/Menu?.swift", "app/Menu2.swift"))
    #expect(try !Self.matches("app/Menu?.swift", "app/Menu.swift"))
    #expect(try !Self.matches("app/a?b", "app/a/b"))
    #expect(try Self.matches("app/*", "app/.hidden"))
  }

  @Test func classesMatchOneCharacterOfARangeOrNotOfIt() throws {
    #expect(try Self.matches("v[0-9].txt", "v7.txt"))
    #expect(try !Self.matches("v[0-9].txt", "vx.txt"))
    #expect(try Self.matches("v[!0-9].txt", "vx.txt"))
    #expect(try Self.matches("v[^0-9].txt", "vx.txt"))
    #expect(try !Self.matches("v[!0-9].txt", "v7.txt"))
    #expect(try Self.matches("[]a]", "]"))
    #expect(try Self.matches("[a-]", "-"))
    #expect(try Self.matches(#"\[x\]"#, "[x]"))
    #expect(try Self.matches(#"a\*"#, "a*"))
    #expect(try !Self.matches(#"a\*"#, "ab"))
  }

  @Test func aPatternWithoutASlashMatchesANameAtAnyDepth() throws {
    #expect(try Self.matches("Pods", "Pods", isFolder: true))
    #expect(try Self.matches("Pods", "vendor/Pods", isFolder: true))
    #expect(try Self.matches("*Tests", "app/HexFiendTests", isFolder: true))
    // A leading slash anchors to the glob's folder, not to the file system's root.
    #expect(try Self.matches("/Pods", "Pods", isFolder: true))
    #expect(try !Self.matches("/Pods", "vendor/Pods", isFolder: true))
    #expect(try Self.matches("./app/*.xib", "app/Main.xib"))
  }

  @Test func aTrailingSlashMatchesFoldersOnly() throws {
    #expect(try Self.matches("build/", "build", isFolder: true))
    #expect(try !Self.matches("build/", "build", isFolder: false))
  }

  @Test(arguments: [
    ("src/[a-", "not closed"), ("[z-a]", "runs backwards"), ("a\\", "escapes nothing"), ("", "matches no path"),
    ("/", "matches no path"),
  ])
  func aBadPatternIsAnErrorSayingWhy(pattern: String, reason: String) {
    #expect {
      try PathGlob(pattern)
    } throws: { error in
      "\(error)".contains(reason) && "\(error)".contains("Bad glob")
    }
  }

  @Test func matchingStaysLinearOnManyStars() throws {
    // The classic exponential case for backtracking matchers.
    let glob = try PathGlob(String(repeating: "a*", count: 30) + "b")
    #expect(!glob.matches(String(repeating: "a", count: 200)))
    let folders = try PathGlob(String(repeating: "**/x/", count: 20) + "y")
    #expect(!folders.matches(Array(repeating: "x", count: 200).joined(separator: "/")))
  }
}
