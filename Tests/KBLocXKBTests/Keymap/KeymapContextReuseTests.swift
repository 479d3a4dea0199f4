import KBLoc
import Testing

@testable import KBLocXKB

/// Compiles take an idle libxkbcommon context an earlier keymap gave back (issue 19's cold run):
/// a table, or a rejection's messages, is the same whatever the context compiled before.
struct KeymapContextReuseTests {
  /// The layouts compiled in between, so that the contexts have interned their names.
  static let others = ["de", "ru", "jp", "ara", "il", "gr"]

  @Test func aTableIsTheSameWhateverWasCompiledBefore() throws {
    let names = RuleNames(layout: "fr", variant: "mac")
    let first = try Keymap(names: names, name: "fr(mac)").layout()
    for layout in Self.others {
      _ = try Keymap(names: RuleNames(layout: layout), platform: .pc).layout()
    }
    let again = try Keymap(names: names, name: "fr(mac)").layout()
    #expect(again.snapshot(xkeyboardConfig: "test") == first.snapshot(xkeyboardConfig: "test"))
    #expect(again.keys.count > 40, "a whole table was read")
  }

  @Test func aRejectedKeymapReportsItsOwnMessagesOnly() throws {
    func messages() -> [String] {
      do {
        _ = try Keymap(names: RuleNames(layout: "custom"))
        Issue.record("custom compiled, but a stock system has no symbols/custom")
        return []
      } catch {
        guard case .rejected(_, let messages) = error else {
          Issue.record("expected rejected, got \(error)")
          return []
        }
        return messages
      }
    }
    let first = messages()
    for layout in Self.others {
      _ = try Keymap(names: RuleNames(layout: layout)).layout()
    }
    let second = messages()
    #expect(!first.isEmpty)
    #expect(first.contains { $0.contains("custom") }, "\(first)")
    #expect(second == first, "no message of another compile is carried over")
  }

  @Test func theUserFoldersAreThoseTheVariablesName() {
    let values = XKBContext.Environment.names.map { name -> String? in
      switch name {
      case "HOME": "/home/u"
      case "XDG_CONFIG_HOME": "/cfg"
      case "XKB_CONFIG_ROOT": "/root-data"
      default: nil
      }
    }
    let environment = XKBContext.Environment(values: values)
    #expect(environment.userFolders == ["/home/u/.config/xkb", "/home/u/.xkb", "/cfg/xkb", "/root-data"])
    let none = XKBContext.Environment(values: XKBContext.Environment.names.map { _ in nil })
    #expect(none.userFolders.isEmpty)
  }
}
