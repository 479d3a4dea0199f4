public import Foundation
public import KBLoc

extension Layout {
  /// Loads the layout of the connected keyboard, for an app that localizes its shortcuts once at
  /// startup on Linux.
  ///
  /// The configuration is looked up in this order; the first place that names a layout wins
  /// (``ConnectedKeyboard/find(environment:keyboardConfiguration:commandTimeout:)`` has the
  /// details):
  ///
  /// 1. `KBLOC_LAYOUT`, a layout spec such as `de`, `ch(fr)` or `us,ru`: an explicit override.
  /// 2. `XKB_DEFAULT_LAYOUT` with `XKB_DEFAULT_RULES`, `_MODEL`, `_VARIANT` and `_OPTIONS`.
  /// 3. When `DISPLAY` is set, the X server's keymap names (`_XKB_RULES_NAMES`), read with
  ///    `setxkbmap -query`.
  /// 4. `/etc/default/keyboard` (`XKBLAYOUT`, `XKBVARIANT`, `XKBMODEL`, `XKBOPTIONS`).
  /// 5. `localectl status` (`X11 Layout`, `X11 Variant`, `X11 Model`, `X11 Options`).
  /// 6. Otherwise `us`.
  ///
  /// The names found are compiled as ``xkb(_:platform:rules:model:cache:compile:)`` compiles a spec: on `.pc`
  /// (the default: what a Linux keyboard is) as written, on `.mac` with each layout's Macintosh
  /// variant where xkeyboard-config has one. The layout's `source` says which place was used, as
  /// `LayoutSource.connected(_:)` with ``ConnectedKeyboard/Source/description``.
  ///
  /// A place that is absent or cannot be asked is passed over. A place that names a layout that
  /// does not load is an error naming that place, not a fall back to the next one: a broken
  /// configuration should be fixed, not hidden behind `us`.
  ///
  /// On Wayland the compositor sends the keymap itself; an app that receives it should prefer
  /// ``xkb(keymap:name:platform:cache:)``. (Under Xwayland, `setxkbmap -query` reports Xwayland's
  /// keymap, which may lag behind the compositor's.)
  ///
  /// ```swift
  /// let current = try Layout.current()
  /// current.name     // "de(nodeadkeys)"
  /// current.source   // .connected("/etc/default/keyboard")
  /// ```
  /// - Parameters:
  ///   - platform: Whose conventions the table follows; `.pc` by default.
  ///   - environment: The environment to read variables from and whose `PATH` is searched for
  ///     `setxkbmap` and `localectl`; the process's own by default.
  ///   - keyboardConfiguration: The keyboard configuration file; `/etc/default/keyboard` by default.
  ///   - commandTimeout: How long `setxkbmap` or `localectl` may take before it is passed over.
  /// - Returns: The layout, its `source` naming the place it was found in.
  /// - Throws: ``CurrentLayoutError`` naming the place whose layout is malformed or does not load.
  /// - Complexity: one keymap compile (a few milliseconds), plus at most two short commands.
  public static func current(
    platform: Platform = .pc,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    keyboardConfiguration: String = "/etc/default/keyboard",
    commandTimeout: Duration = .seconds(3)
  ) throws(CurrentLayoutError) -> Layout {
    let keyboard = try ConnectedKeyboard.find(
      environment: environment, keyboardConfiguration: keyboardConfiguration, commandTimeout: commandTimeout)
    return try current(keyboard, platform: platform)
  }

  /// Loads the layout of a keyboard configuration found by ``ConnectedKeyboard/find(environment:keyboardConfiguration:commandTimeout:)``.
  ///
  /// - Parameters:
  ///   - keyboard: The configuration.
  ///   - platform: Whose conventions the table follows; `.pc` by default.
  /// - Returns: The layout, its `source` naming the configuration's place.
  /// - Throws: ``CurrentLayoutError/unusable(source:spec:error:)`` when the names do not load.
  public static func current(_ keyboard: ConnectedKeyboard, platform: Platform = .pc) throws(CurrentLayoutError)
    -> Layout
  {
    var layout: Layout
    do {
      layout = try Keymap(spec: keyboard.spec, platform: platform, rules: keyboard.rules, model: keyboard.model)
        .layout()
    } catch {
      throw .unusable(source: keyboard.source, spec: keyboard.spec.description, error: error)
    }
    layout.source = .connected(keyboard.source.description)
    return layout
  }
}
