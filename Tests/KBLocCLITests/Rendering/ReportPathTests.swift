import Foundation
import Testing

@testable import KBLocCLI

/// How reports name files: from the current folder when under it, else whole.
struct ReportPathTests {
  @Test func aFileUnderTheFolderIsNamedFromItHoweverItWasGiven() {
    #expect(ReportPath.shown("/work/Pkg/Sources/App/Menu.swift", from: "/work/Pkg") == "Sources/App/Menu.swift")
    #expect(
      ReportPath.shown("/work/Pkg/./Sources/../Sources/App/Menu.swift", from: "/work/Pkg/") == "Sources/App/Menu.swift")
    #expect(ReportPath.shown("/work/Pkg", from: "/work/Pkg") == ".")
    #expect(ReportPath.shown("/Menu.swift", from: "/") == "Menu.swift")
  }

  @Test func aFileOutsideTheFolderIsNamedWhole() {
    #expect(ReportPath.shown("/work/Other/Menu.swift", from: "/work/Pkg") == "/work/Other/Menu.swift")
    #expect(ReportPath.shown("/work/Pkg2/Menu.swift", from: "/work/Pkg") == "/work/Pkg2/Menu.swift")
  }

  @Test func aRelativePathStartsFromTheCurrentFolder() {
    let current = FileManager.default.currentDirectoryPath
    #expect(ReportPath.shown("./App/../App/Menu.swift") == "App/Menu.swift")
    #expect(ReportPath.shown("../Menu.swift", from: current).hasPrefix("/"))
    #expect(ReportPath.shown("-") == "-")
  }

  @Test func aPlaceKeepsItsLineAndColumn() {
    #expect(ReportPath.shownPlace("/work/Pkg/App/MainMenu.xib:4:64", from: "/work/Pkg") == "App/MainMenu.xib:4:64")
    #expect(ReportPath.shownPlace("/work/Pkg/App/MainMenu.xib:4", from: "/work/Pkg") == "App/MainMenu.xib:4")
    #expect(ReportPath.shownPlace("/elsewhere/Menu.swift:12:5", from: "/work/Pkg") == "/elsewhere/Menu.swift:12:5")
    #expect(ReportPath.shownPlace("no place", from: "/work/Pkg") == "no place")
  }
}
