import Testing

@testable import KBLocCLI

/// Workflow commands as GitHub's toolkit writes them (`@actions/core`, `packages/core/src/command.ts`):
/// `escapeData` for the message, `escapeProperty` (which adds `:` and `,`) for property values.
struct GitHubAnnotationTests {
  @Test func theMessageEscapesPercentCarriageReturnAndLineFeedOnly() {
    #expect(GitHubAnnotation.escapedData("50% done\r\nnext: a, b") == "50%25 done%0D%0Anext: a, b")
  }

  @Test func propertiesAlsoEscapeColonsAndCommas() {
    #expect(GitHubAnnotation.escapedProperty("Save, As: 100%\nnow\r") == "Save%2C As%3A 100%25%0Anow%0D")
  }

  @Test func percentIsEscapedFirstSoEscapesInTheTextStayText() {
    // A title that already reads like an escape must come back as itself, not as a line break.
    #expect(GitHubAnnotation.escapedProperty("%0A%3A") == "%250A%253A")
    #expect(GitHubAnnotation.escapedData("%0A") == "%250A")
  }

  @Test func propertiesComeInTheToolkitsOrderAndOnlyWhenSet() {
    let full = GitHubAnnotation(
      level: .error, file: "App/Menu, Main.swift", line: 12, column: 5, title: "Open: Recent", message: "a\nb")
    #expect(full.rendered == "::error file=App/Menu%2C Main.swift,line=12,col=5,title=Open%3A Recent::a%0Ab")
    let bare = GitHubAnnotation(level: .notice, file: nil, line: nil, column: nil, title: nil, message: "done")
    #expect(bare.rendered == "::notice::done")
    #expect(GitHubAnnotation(level: .warning, title: "kbloc", message: "x").rendered == "::warning title=kbloc::x")
  }

  @Test func pathsAreRelativeToTheWorkspaceUnlessOutsideIt() {
    let workspace = GitHubAnnotation.workspace
    #expect(GitHubAnnotation.repositoryPath(of: workspace + "/App/./Menu.swift") == "App/Menu.swift")
    #expect(GitHubAnnotation.repositoryPath(of: "App/../Menu.swift") == "Menu.swift")
    #expect(GitHubAnnotation.repositoryPath(of: "/elsewhere/Menu.swift").hasPrefix("/"))
  }
}
