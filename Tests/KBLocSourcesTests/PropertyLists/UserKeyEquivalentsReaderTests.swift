import Foundation
import KBLoc
import KBLocSources
import KBLocTestSupport
import Testing

/// `NSUserKeyEquivalents` (menu title → `@$~^` key equivalent) in XML and old-style property
/// lists, shell `defaults write` commands and Nix attribute sets.
///
/// The fixtures follow the notation as `defaults` and AppKit document it, not any repository's
/// files.
struct UserKeyEquivalentsReaderTests {
  @Test func anXMLPropertyListGivesEachMenuTitleItsShortcut() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>NSNavLastRootDirectory</key>
        <string>~/Documents</string>
        <key>NSUserKeyEquivalents</key>
        <dict>
          <key>Save As…</key>
          <string>@$s</string>
          <key>Show Previous Tab</key>
          <string>^~\u{F702}</string>
          <key>Select All</key>
          <string>@A</string>
          <key>Zoom In</key>
          <string>@#+</string>
          <key>Count</key>
          <integer>3</integer>
        </dict>
      </dict>
      </plist>
      """
    let reading = try SourceReader.read(text, format: .userKeyEquivalents, file: "com.example.Editor.plist")
    #expect(
      reading.declared == [
        "Save As…: Shift-Command-S at 9:5, entry 8:5",
        "Show Previous Tab: Control-Option-Left Arrow at 11:5, entry 10:5",
        "Select All: Shift-Command-A at 13:5, entry 12:5",
      ])
    #expect(reading.definitions.map(\.title) == ["Save As…", "Show Previous Tab", "Select All"])
    #expect(
      reading.notes == [
        "com.example.Editor.plist:15:5: note: not read: the modifier '#' has no place in a shortcut",
        "com.example.Editor.plist:17:5: note: not read: the key equivalent of 'Count' is <integer>, not a string",
      ])
  }

  @Test func anOldStyleListReadsEscapesAndMenuPaths() throws {
    // What `defaults read com.example.Editor` prints.
    let text = #"""
      {
          NSUserKeyEquivalents =     {
              "\033Edit\033Find\033Find\U2026" = "@f";
              Minimize = "@~\UF701";
              "Move Line" = "^\UF727";
              Zoom = "^~z";
          };
          NSWindowTabbingShoudShowTabBarKey = 1;
      }
      """#
    let reading = try SourceReader.read(text, format: .userKeyEquivalents, file: "defaults.txt")
    #expect(
      reading.declared == [
        "Edit > Find > Find…: Command-F at 3:44, entry 3:9",
        "Minimize: Option-Command-Down Arrow at 4:20, entry 4:9",
        "Zoom: Control-Option-Z at 6:16, entry 6:9",
      ])
    #expect(reading.definitions.map(\.title) == ["Find…", "Minimize", "Zoom"])
    #expect(reading.definitions.map(\.category) == ["Find", nil, nil])
    #expect(reading.notes == ["defaults.txt:5:23: note: not read: no keyboard has the key 'U+F727'"])
  }

  @Test func shellScriptsDefaultsWriteCommandsAreRead() throws {
    let text = #"""
      #!/bin/sh
      # App Shortcuts
      defaults write com.apple.TextEdit NSUserKeyEquivalents -dict-add "Save As..." '@$s'
      defaults write -g NSUserKeyEquivalents -dict-add "Show Previous Tab" "@~\\U2190" \
        "Show Next Tab" -string '@~\U2192'
      defaults write -app Preview NSUserKeyEquivalents '{ "Adjust Size..." = "@~s"; }'
      defaults write com.apple.Safari NSUserKeyEquivalents -dict-add "Reopen Last Closed Tab" "@$t"
      defaults write com.apple.mail NSUserKeyEquivalents -dict-add $'\033Message\033Send' '@\U21A9'
      defaults read com.apple.mail NSUserKeyEquivalents
      defaults write -g NSUserKeyEquivalents -dict-add "\033Edit\033Paste and Match Style" '"@$v"'
      """#
    let reading = try SourceReader.read(text, format: .userKeyEquivalents, file: "macos.sh")
    #expect(
      reading.declared == [
        "Save As...: Shift-Command-S at 3:79, entry 3:66",
        "Show Previous Tab: Option-Command-Left Arrow at 4:70, entry 4:50",
        "Show Next Tab: Option-Command-Right Arrow at 5:27, entry 5:3",
        "Adjust Size...: Option-Command-S at 6:72, entry 6:53",
        "Message > Send: Command-Return at 8:85, entry 8:62",
        "Edit > Paste and Match Style: Shift-Command-V at 10:86, entry 10:50",
      ])
    #expect(
      reading.definitions.map { $0.extra["domain"]?.string } == [
        "com.apple.TextEdit", "NSGlobalDomain", "NSGlobalDomain", "Preview", "com.apple.mail", "NSGlobalDomain",
      ])
    #expect(
      reading.notes == [
        "macos.sh:7:89: note: not read: the shell expands '$t' in the key equivalent; write it in single quotes if it is no variable"
      ])
  }

  @Test func nixAttributeSetsAreRead() throws {
    let text = #"""
      {
        system.defaults.CustomUserPreferences."com.google.Chrome".NSUserKeyEquivalents = {
          # Control, as on Linux
          "New Tab" = "^t";
          "Reopen Closed Tab" = "^\$t";
        };
      }
      """#
    let reading = try SourceReader.read(text, format: .userKeyEquivalents, file: "chrome.nix")
    #expect(
      reading.declared == [
        "New Tab: Control-T at 4:17, entry 4:5", "Reopen Closed Tab: Control-Shift-T at 5:27, entry 5:5",
      ]
    )
  }

  @Test func filesAreToldByTheirNameAndMention() throws {
    #expect(SourceFormat(detectingFrom: "Defaults.plist", text: "<plist><dict/></plist>") == nil)
    #expect(
      SourceFormat(detectingFrom: "Defaults.plist", text: "<plist><dict><key>NSUserKeyEquivalents</key>")
        == .userKeyEquivalents)
    #expect(
      SourceFormat(detectingFrom: "setup.sh", text: "defaults write x NSUserKeyEquivalents") == .userKeyEquivalents)
    #expect(SourceFormat(detectingFrom: "setup.sh", text: "echo hello") == nil)
    let folder = try TemporaryFolder(files: [
      "Info.plist": "<plist><dict><key>CFBundleName</key><string>App</string></dict></plist>",
      "macos.sh": "defaults write -g NSUserKeyEquivalents -dict-add Zoom '^~z'\n",
    ])
    try folder.file("Settings.plist", bytes: Data("bplist00\u{0}\u{1}NSUserKeyEquivalents".utf8))
    try folder.file("Other.plist", bytes: Data("bplist00\u{0}\u{1}".utf8))
    let scan = try SourceScan(paths: [folder.path])
    #expect(scan.shortcuts.definitions.map(\.keys) == ["Control-Option-Z"])
    #expect(scan.skipped.map(\.path) == [folder.path + "/Settings.plist"])
    #expect(scan.skipped.first?.reason.hasPrefix("it is a binary property list") == true)
  }

  @Test func eachDomainIsAnAppAndTheGlobalDomainsShortcutsAreLiveInEach() throws {
    let text = #"""
      defaults write com.example.Editor NSUserKeyEquivalents -dict-add "Close" "^w"
      defaults write -app Viewer NSUserKeyEquivalents -dict-add "Close" "^w"
      defaults write .GlobalPreferences NSUserKeyEquivalents -dict-add "Close Tab" "^w"
      """#
    let definitions = try SourceReader.read(text, format: .userKeyEquivalents, file: "macos.sh").definitions
    let editor = ShortcutScope.Target(name: "com.example.Editor", kind: .app)
    let viewer = ShortcutScope.Target(name: "Viewer", kind: .app)
    #expect(
      definitions.map(\.scope) == [
        ShortcutScope(targets: [editor], context: .mainMenu, element: .menuItem),
        ShortcutScope(targets: [viewer], context: .mainMenu, element: .menuItem),
        ShortcutScope(targets: [editor, viewer], context: .mainMenu, element: .menuItem),
      ])
    #expect(definitions.map { $0.extra["domain"]?.string } == ["com.example.Editor", "Viewer", "NSGlobalDomain"])
    #expect(definitions[0].scope.map { !$0.canBeLive(with: definitions[1].scope!) } == true)
    #expect(definitions[2].scope.map { $0.canBeLive(with: definitions[1].scope!) } == true)
    let plist =
      "<plist><dict><key>NSUserKeyEquivalents</key><dict><key>Zoom</key><string>^z</string></dict></dict></plist>"
    let unnamed = try SourceReader.read(plist, format: .userKeyEquivalents, file: "Defaults.plist").definitions
    #expect(unnamed.first?.scope?.targets == [], "the scan gives it the file's targets")
    let safari = try SourceReader.read(plist, format: .userKeyEquivalents, file: "Prefs/com.apple.Safari.plist")
    #expect(safari.definitions.first?.scope?.targets.map(\.name) == ["com.apple.Safari"])
  }

  @Test func aNixAttributeSetsDomainIsTheKeyAroundTheDictionary() throws {
    let text = #"""
      {
        system.defaults.CustomUserPreferences = {
          "com.google.Chrome" = {
            "NSUserKeyEquivalents" = { "New Tab" = "^t"; };
          };
          NSGlobalDomain = { NSUserKeyEquivalents = { "Zoom" = "^z"; }; };
        };
        system.defaults.CustomUserPreferences."com.apple.Safari".NSUserKeyEquivalents = { "Close Tab" = "^w"; };
        targets.darwin.defaults.NSGlobalDomain.NSUserKeyEquivalents = { "Minimize" = "^m"; };
      }
      """#
    let definitions = try SourceReader.read(text, format: .userKeyEquivalents, file: "keys.nix").definitions
    #expect(
      definitions.map { "\($0.id): \($0.extra["domain"]?.string ?? "-")" } == [
        "New Tab: com.google.Chrome", "Zoom: NSGlobalDomain", "Close Tab: com.apple.Safari", "Minimize: NSGlobalDomain",
      ])
    #expect(definitions[1].scope?.targets.map(\.name) == ["com.apple.Safari", "com.google.Chrome"])
  }
}
