import Foundation
import KBLoc
import KBLocXKB
import Testing

/// `Layout.current()` with each place it asks simulated: an environment dictionary, and a
/// temporary folder holding the keyboard file and the `setxkbmap` and `localectl` scripts on a
/// `PATH` the test controls (so the machine's own commands and files are never consulted).
struct CurrentLayoutTests {
  /// A temporary folder with a `bin` folder for fake commands; removed when the test ends.
  final class Sandbox {
    let root: URL
    let bin: URL

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("kbloc-current-\(UUID().uuidString)")
      bin = root.appendingPathComponent("bin")
      try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// A keyboard configuration path inside the sandbox; the file exists once ``write(_:to:)`` made it.
    var keyboardFile: String { root.appendingPathComponent("keyboard").path }

    /// An environment whose `PATH` is the sandbox's `bin` folder only, plus `variables`.
    func environment(_ variables: [String: String] = [:]) -> [String: String] {
      variables.merging(["PATH": bin.path]) { own, _ in own }
    }

    /// Writes a file.
    func write(_ text: String, to path: String) throws {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Puts an executable shell script called `name` in `bin`.
    ///
    /// Only shell built-ins and absolute paths work in it: `PATH` is the sandbox's.
    func command(_ name: String, script: String) throws {
      let url = bin.appendingPathComponent(name)
      try write("#!/bin/sh\n" + script + "\n", to: url.path)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }

    /// `Layout.current` with this sandbox's keyboard file.
    func current(_ variables: [String: String] = [:], platform: Platform = .pc, timeout: Duration = .seconds(5)) throws
      -> Layout
    {
      try Layout.current(
        platform: platform, environment: environment(variables), keyboardConfiguration: keyboardFile,
        commandTimeout: timeout)
    }

    /// `ConnectedKeyboard.find` with this sandbox's keyboard file.
    func find(_ variables: [String: String] = [:], timeout: Duration = .seconds(5)) throws -> ConnectedKeyboard {
      try ConnectedKeyboard.find(
        environment: environment(variables), keyboardConfiguration: keyboardFile, commandTimeout: timeout)
    }
  }

  static let setxkbmapOutput = """
    printf 'rules:      evdev\\n'
    printf 'model:      pc105\\n'
    printf 'layout:     us,ru\\n'
    printf 'variant:    ,\\n'
    printf 'options:    grp:alt_shift_toggle\\n'
    """

  static let localectlOutput = """
    printf '   System Locale: LANG=sv_SE.UTF-8\\n'
    printf '       VC Keymap: se\\n'
    printf '      X11 Layout: se\\n'
    printf '       X11 Model: pc105\\n'
    printf '     X11 Variant: nodeadkeys\\n'
    printf '     X11 Options: n/a\\n'
    """

  // MARK: - Each place

  @Test func kblocLayoutIsALayoutSpec() throws {
    let sandbox = try Sandbox()
    let layout = try sandbox.current(["KBLOC_LAYOUT": "ch(fr)"])
    #expect(layout.name == "ch(fr)")
    #expect(layout.platform == .pc)
    #expect(layout.source == .connected("the KBLOC_LAYOUT environment variable"))
  }

  @Test func kblocLayoutOnMacResolvesTheMacintoshVariant() throws {
    let layout = try Sandbox().current(["KBLOC_LAYOUT": "de"], platform: .mac)
    #expect(layout.name == "de(mac)")
    #expect(layout.platform == .mac)
  }

  @Test func xkbDefaultVariablesGiveEveryName() throws {
    let sandbox = try Sandbox()
    let variables = [
      "XKB_DEFAULT_RULES": "evdev", "XKB_DEFAULT_MODEL": "pc104", "XKB_DEFAULT_LAYOUT": "de,us",
      "XKB_DEFAULT_VARIANT": "nodeadkeys,", "XKB_DEFAULT_OPTIONS": "compose:ralt",
    ]
    let keyboard = try sandbox.find(variables)
    #expect(keyboard.source == .xkbDefaultVariables)
    #expect(
      keyboard.names
        == RuleNames(rules: "evdev", model: "pc104", layout: "de,us", variant: "nodeadkeys,", options: "compose:ralt"))
    let layout = try sandbox.current(variables)
    #expect(layout.name == "de(nodeadkeys),us [compose:ralt]")
    #expect(layout.groupNames.count == 2)
    #expect(layout.source == .connected("the XKB_DEFAULT_* environment variables"))
  }

  @Test func xkbDefaultVariantAloneIsNotALayout() throws {
    let sandbox = try Sandbox()
    let layout = try sandbox.current(["XKB_DEFAULT_VARIANT": "nodeadkeys"])
    #expect(layout.name == "us")
    #expect(layout.source == .connected("the default 'us'"))
  }

  @Test func theXServerIsAskedWhenADisplayIsSet() throws {
    let sandbox = try Sandbox()
    try sandbox.command("setxkbmap", script: Self.setxkbmapOutput)
    let keyboard = try sandbox.find(["DISPLAY": ":99"])
    #expect(keyboard.source == .xServer)
    #expect(keyboard.names == RuleNames(layout: "us,ru", variant: "", options: "grp:alt_shift_toggle"))
    let layout = try sandbox.current(["DISPLAY": ":99"])
    #expect(layout.name == "us,ru [grp:alt_shift_toggle]")
    #expect(layout.source == .connected("the X server (setxkbmap -query)"))
  }

  @Test func setxkbmapRunsWithTheGivenEnvironment() throws {
    let sandbox = try Sandbox()
    try sandbox.command("setxkbmap", script: "printf 'layout: %s\\n' \"$KBLOC_TEST_LAYOUT\"")
    let layout = try sandbox.current(["DISPLAY": ":1", "KBLOC_TEST_LAYOUT": "fr"])
    #expect(layout.name == "fr")
  }

  @Test func withoutADisplayTheXServerIsNotAsked() throws {
    let sandbox = try Sandbox()
    try sandbox.command("setxkbmap", script: Self.setxkbmapOutput)
    let layout = try sandbox.current()
    #expect(layout.source == .connected("the default 'us'"))
  }

  @Test func aFailingSetxkbmapIsPassedOverWithItsMessage() throws {
    let sandbox = try Sandbox()
    try sandbox.command("setxkbmap", script: "printf 'Cannot open display \":99\"\\n' >&2\nexit 1")
    try sandbox.write("XKBLAYOUT=fr\n", to: sandbox.keyboardFile)
    let keyboard = try sandbox.find(["DISPLAY": ":99"])
    #expect(keyboard.source == .keyboardFile(sandbox.keyboardFile))
    #expect(
      keyboard.passedOver == [
        #"the X server (setxkbmap -query): setxkbmap -query failed (exit status 1): Cannot open display ":99""#
      ])
  }

  @Test func aSetxkbmapThatHangsIsStoppedAndPassedOver() throws {
    let sandbox = try Sandbox()
    try sandbox.command("setxkbmap", script: "exec /bin/sleep 30")
    let clock = ContinuousClock()
    let start = clock.now
    let keyboard = try sandbox.find(["DISPLAY": ":99"], timeout: .milliseconds(300))
    #expect(start.duration(to: clock.now) < .seconds(10))
    #expect(keyboard.source == .fallback)
    #expect(keyboard.passedOver.count == 1)
    #expect(keyboard.passedOver.first?.contains("did not answer") == true)
  }

  @Test func noSetxkbmapOnThePathIsPassedOver() throws {
    let sandbox = try Sandbox()
    let keyboard = try sandbox.find(["DISPLAY": ":99"])
    #expect(keyboard.source == .fallback)
    #expect(keyboard.passedOver == ["the X server (setxkbmap -query): setxkbmap is not on the PATH"])
  }

  @Test func theKeyboardFileIsReadWithShellQuoting() throws {
    let sandbox = try Sandbox()
    try sandbox.write(
      """
      # KEYBOARD CONFIGURATION FILE

      # Consult the keyboard(5) manual page.

      XKBMODEL="pc105"
      export XKBLAYOUT='ch'
      XKBVARIANT="fr"   # French-speaking Switzerland
      XKBOPTIONS=compose:ralt\\,terminate:ctrl_alt_bksp
      BACKSPACE="guess"
      """, to: sandbox.keyboardFile)
    let keyboard = try sandbox.find()
    #expect(keyboard.source == .keyboardFile(sandbox.keyboardFile))
    #expect(keyboard.names == RuleNames(layout: "ch", variant: "fr", options: "compose:ralt,terminate:ctrl_alt_bksp"))
    let layout = try sandbox.current()
    #expect(layout.name == "ch(fr) [compose:ralt,terminate:ctrl_alt_bksp]")
    #expect(layout.source == .connected(sandbox.keyboardFile))
  }

  @Test func aKeyboardFileWithoutALayoutIsPassedOver() throws {
    let sandbox = try Sandbox()
    try sandbox.write("XKBMODEL=pc105\nXKBLAYOUT=\"\"\n", to: sandbox.keyboardFile)
    try sandbox.command("localectl", script: Self.localectlOutput)
    let keyboard = try sandbox.find()
    #expect(keyboard.source == .localectl)
    #expect(keyboard.passedOver == ["\(sandbox.keyboardFile): no XKBLAYOUT"])
  }

  @Test func localectlGivesTheX11Layout() throws {
    let sandbox = try Sandbox()
    try sandbox.command("localectl", script: Self.localectlOutput)
    let keyboard = try sandbox.find()
    #expect(keyboard.source == .localectl)
    #expect(keyboard.names == RuleNames(layout: "se", variant: "nodeadkeys", options: ""))
    let layout = try sandbox.current()
    #expect(layout.name == "se(nodeadkeys)")
    #expect(layout.source == .connected("localectl"))
  }

  @Test func localectlWithoutAnX11LayoutFallsBackToUS() throws {
    let sandbox = try Sandbox()
    try sandbox.command(
      "localectl", script: "printf '   System Locale: LANG=C.UTF-8\\n       VC Keymap: n/a\\n      X11 Layout: n/a\\n'")
    let keyboard = try sandbox.find()
    #expect(keyboard.source == .fallback)
    #expect(keyboard.passedOver == ["localectl: no X11 layout is set"])
  }

  @Test func nothingConfiguredFallsBackToUS() throws {
    let sandbox = try Sandbox()
    let layout = try sandbox.current()
    #expect(layout.name == "us")
    #expect(layout.source == .connected("the default 'us'"))
    #expect(try sandbox.find().passedOver.isEmpty)
  }

  // MARK: - Order

  @Test func eachPlaceWinsOverTheOnesAfterIt() throws {
    let sandbox = try Sandbox()
    try sandbox.command("localectl", script: Self.localectlOutput)
    #expect(try sandbox.find().source == .localectl)
    try sandbox.write("XKBLAYOUT=fr\n", to: sandbox.keyboardFile)
    #expect(try sandbox.find().source == .keyboardFile(sandbox.keyboardFile))
    try sandbox.command("setxkbmap", script: Self.setxkbmapOutput)
    #expect(try sandbox.find(["DISPLAY": ":0"]).source == .xServer)
    #expect(try sandbox.find(["DISPLAY": ":0", "XKB_DEFAULT_LAYOUT": "de"]).source == .xkbDefaultVariables)
    #expect(
      try sandbox.find(["DISPLAY": ":0", "XKB_DEFAULT_LAYOUT": "de", "KBLOC_LAYOUT": "it"]).source == .layoutVariable)
  }

  @Test func blankVariablesCountAsUnset() throws {
    let sandbox = try Sandbox()
    #expect(try sandbox.find(["KBLOC_LAYOUT": "  ", "XKB_DEFAULT_LAYOUT": "", "DISPLAY": ""]).source == .fallback)
  }

  // MARK: - Failures name the place and do not fall through

  @Test func anUnknownLayoutThrowsNamingThePlace() throws {
    let sandbox = try Sandbox()
    try sandbox.command("localectl", script: Self.localectlOutput)
    let error = try #require(throws: CurrentLayoutError.self) { try sandbox.current(["XKB_DEFAULT_LAYOUT": "dee"]) }
    #expect(error.source == .xkbDefaultVariables)
    guard case .unusable(_, let spec, .unknownLayout("dee", _)) = error else {
      Issue.record("unexpected error \(error)")
      return
    }
    #expect(spec == "dee")
    #expect(
      error.description.hasPrefix(
        "The keyboard layout 'dee' from the XKB_DEFAULT_* environment variables cannot be loaded: Unknown layout 'dee'")
    )
  }

  @Test func aBrokenKeyboardFileIsReportedNotSkipped() throws {
    let sandbox = try Sandbox()
    try sandbox.write("XKBLAYOUT=de\nXKBVARIANT=nodeadkeyz\n", to: sandbox.keyboardFile)
    try sandbox.command("localectl", script: Self.localectlOutput)
    let error = try #require(throws: CurrentLayoutError.self) { try sandbox.current() }
    #expect(error.source == .keyboardFile(sandbox.keyboardFile))
    #expect(error.description.contains(sandbox.keyboardFile))
    #expect(error.description.contains("nodeadkeys"), "suggests the close variant: \(error)")
  }

  @Test func aMalformedSpecIsReportedWithThePlace() throws {
    let error = try #require(throws: CurrentLayoutError.self) { try Sandbox().current(["KBLOC_LAYOUT": "de("]) }
    #expect(error.source == .layoutVariable)
    guard case .malformedNames(_, "de(", .malformedGroup) = error else {
      Issue.record("unexpected error \(error)")
      return
    }
    #expect(
      error.description.hasPrefix(
        "The keyboard layout 'de(' from the KBLOC_LAYOUT environment variable is not a layout spec"))
  }

  @Test func moreVariantsThanLayoutsIsMalformed() throws {
    let sandbox = try Sandbox()
    try sandbox.command("setxkbmap", script: "printf 'layout: de\\nvariant: nodeadkeys,mac\\n'")
    let error = try #require(throws: CurrentLayoutError.self) { try sandbox.find(["DISPLAY": ":0"]) }
    #expect(error.source == .xServer)
    guard case .malformedNames(_, _, .tooManyVariants) = error else {
      Issue.record("unexpected error \(error)")
      return
    }
  }
}
