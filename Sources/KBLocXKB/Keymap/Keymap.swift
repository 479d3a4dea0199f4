internal import CXKBCommon
public import KBLoc

/// A compiled XKB keymap: the libxkbcommon object kbloc reads layout tables from and types
/// strokes through.
///
/// A `Keymap` owns its `xkb_keymap` and the context it was compiled in. It is not `Sendable`
/// (libxkbcommon's reference counts are not atomic): build the ``KBLoc/Layout`` value with
/// ``layout()`` and share that instead.
///
/// ```swift
/// let keymap = try Keymap(names: RuleNames(layout: "fr", variant: "mac"), name: "fr(mac)")
/// let layout = keymap.layout()
/// ```
public final class Keymap {
  let context: XKBContext
  let handle: OpaquePointer
  /// The name the layout table will carry, such as `fr(mac)`.
  public let name: String
  /// The platform whose modifier names the layout table uses.
  public let platform: Platform
  /// The real modifier masks and modifier keys of each group, found by pressing the keys.
  let modifierKeys: [ModifierKeys]
  /// Where the keymap came from, carried into the layout table.
  let source: LayoutSource

  /// Compiles a keymap from RMLVO names.
  ///
  /// - Parameters:
  ///   - names: The rules, model, layout, variant and options.
  ///   - name: The name of the resulting layout; the layouts and variants by default.
  ///   - platform: The platform whose modifier names to use.
  /// - Throws: ``KeymapError/rejected(_:messages:)`` with libxkbcommon's messages.
  /// - The corresponding C function is `xkb_keymap_new_from_names`.
  public convenience init(names: RuleNames, name: String? = nil, platform: Platform = .mac) throws(KeymapError) {
    try self.init(names: names, name: name, platform: platform, searchingFirst: ComponentOverlay.folder())
  }

  /// Compiles a keymap from RMLVO names with `folder` searched before the default include paths
  /// (see ``ComponentOverlay``); names it rejects are compiled again without it, so that the
  /// error holds libxkbcommon's messages about the default paths only.
  convenience init(names: RuleNames, name: String?, platform: Platform, searchingFirst folder: String?)
    throws(KeymapError)
  {
    let label = name ?? names.layout
    // Like the folder, kbloc's own resolution pays in a process that compiles many layouts.
    let resolution = folder == nil ? nil : XKBRules.resolution(for: names)
    // A folder removed since (by a cleaner of temporary files) makes no context: compiled as by default.
    if let folder, let context = try? XKBContext.reused(searchingFirst: folder) {
      if let compiled = Self.compile(names, resolvedAs: resolution, in: context) {
        self.init(context: context, handle: compiled, name: label, platform: platform, source: .names)
        return
      }
      XKBContext.recycle(context)
    }
    // Without the folder, by libxkbcommon's own matching: the folder's context was gone, or
    // rejected the names and this compile is for messages about the default paths.
    let context = try XKBContext.reused()
    guard let compiled = Self.compile(names, in: context) else {
      let messages = context.takeMessages()
      XKBContext.recycle(context)
      throw .rejected("the layout \(label.quoted)", messages: messages)
    }
    self.init(context: context, handle: compiled, name: label, platform: platform, source: .names)
  }

  /// Compiles a keymap's full text in `context`, or returns `nil` when libxkbcommon rejects it.
  ///
  /// The corresponding C function is `xkb_keymap_new_from_string`.
  static func compile(text: String, in context: XKBContext) -> OpaquePointer? {
    text.withCString {
      xkb_keymap_new_from_string(context.handle, $0, XKB_KEYMAP_FORMAT_TEXT_V1, XKB_KEYMAP_COMPILE_NO_FLAGS)
    }
  }

  /// Compiles `names` in `context` by kbloc's resolution of them where libxkbcommon confirmed
  /// its path (``XKBRules/Resolution``), else by names; `nil` when libxkbcommon rejects them.
  ///
  /// A trusted resolution skips libxkbcommon's reading and matching of the whole rules file
  /// (about 5% of a worker's time over `@all`). An untrusted one is checked: the names are
  /// compiled by libxkbcommon and the components it logs are compared with kbloc's. A keymap
  /// text libxkbcommon rejects is compiled again by names, so that a rejection carries its
  /// messages about the names.
  static func compile(_ names: RuleNames, resolvedAs resolution: XKBRules.Resolution?, in context: XKBContext)
    -> OpaquePointer?
  {
    guard let resolution else { return compile(names, in: context) }
    if resolution.isTrusted {
      if let compiled = compile(text: resolution.text, in: context) { return compiled }
      _ = context.takeMessages()
      return compile(names, in: context)
    }
    let (compiled, logged) = context.capturingComponents { compile(names, in: context) }
    // A compile that logged no components (another libxkbcommon's wording) cannot be checked: a
    // difference.
    if compiled != nil || logged != nil {
      XKBRules.record(agreement: logged == resolution.components, for: resolution)
    }
    return compiled
  }

  /// Compiles `names` in `context`, or returns `nil` when libxkbcommon rejects them.
  static func compile(_ names: RuleNames, in context: XKBContext) -> OpaquePointer? {
    names.rules.withCString { rules in
      names.model.withCString { model in
        names.layout.withCString { layout in
          names.variant.withCString { variant in
            names.options.withCString { options in
              var rmlvo = xkb_rule_names(rules: rules, model: model, layout: layout, variant: variant, options: options)
              return xkb_keymap_new_from_names(context.handle, &rmlvo, XKB_KEYMAP_COMPILE_NO_FLAGS)
            }
          }
        }
      }
    }
  }

  /// Compiles a keymap from its full text, such as an `.xkb` file or what a Wayland compositor
  /// sends.
  ///
  /// - Parameters:
  ///   - text: The keymap in XKB's text format (`xkb_keymap { … }`).
  ///   - name: The name of the resulting layout, such as the file name.
  ///   - platform: The platform whose modifier names to use.
  /// - Throws: ``KeymapError/rejected(_:messages:)`` with libxkbcommon's messages.
  /// - The corresponding C function is `xkb_keymap_new_from_string`.
  public convenience init(text: String, name: String = "keymap", platform: Platform = .mac) throws(KeymapError) {
    let context = try XKBContext.reused()
    guard let compiled = Self.compile(text: text, in: context) else {
      let messages = context.takeMessages()
      XKBContext.recycle(context)
      throw .rejected("the keymap \(name.quoted)", messages: messages)
    }
    self.init(context: context, handle: compiled, name: name, platform: platform, source: .keymapText)
  }

  private init(context: XKBContext, handle: OpaquePointer, name: String, platform: Platform, source: LayoutSource) {
    self.context = context
    self.source = source
    self.handle = handle
    self.name = name
    self.platform = platform
    self.modifierKeys = (0..<xkb_keymap_num_layouts(handle)).map { ModifierKeys(keymap: handle, group: $0) }
  }

  deinit {
    xkb_keymap_unref(handle)
    XKBContext.recycle(context)
  }

  /// The number of groups (layouts) in the keymap.
  ///
  /// The corresponding C function is `xkb_keymap_num_layouts`.
  public var groupCount: Int { Int(xkb_keymap_num_layouts(handle)) }

  /// The human name of each group, such as `French (Macintosh)`.
  ///
  /// The corresponding C function is `xkb_keymap_layout_get_name`.
  public var groupNames: [String] {
    (0..<xkb_keymap_num_layouts(handle)).map { index in
      xkb_keymap_layout_get_name(handle, index).map { String(cString: $0) } ?? "Group \(index + 1)"
    }
  }

  /// The keycode of a key, or `nil` when the keymap has no such key.
  ///
  /// The corresponding C function is `xkb_keymap_key_by_name`.
  func keycode(of key: Key) -> UInt32? {
    let code = xkb_keymap_key_by_name(handle, key.name)
    return code == XKB_KEYCODE_INVALID ? nil : code
  }

  /// Every keycode the keymap defines, with its name.
  var namedKeycodes: [(keycode: UInt32, name: String)] {
    (xkb_keymap_min_keycode(handle)...xkb_keymap_max_keycode(handle)).compactMap { keycode in
      xkb_keymap_key_get_name(handle, keycode).map { (keycode, String(cString: $0)) }
    }
  }
}

/// The modifier keys of one group and the real modifier masks they set.
struct ModifierKeys {
  /// The keycode pressed for each modifier, where the group has one.
  var keycodes: [Modifiers.Element: UInt32] = [:]
  /// The real modifier mask each modifier sets (`Mod5` for level 3 on most keymaps).
  var masks: [(modifier: Modifiers, mask: UInt32)] = []

  /// Finds the group's Shift, Control, level-3 and level-5 keys by their keysyms, presses each,
  /// and records the real modifiers it sets.
  init(keymap: OpaquePointer, group: UInt32) {
    guard let probe = XKBState(keymap: keymap, lockedGroup: group) else { return }
    let wanted: [(keysyms: [UInt32], modifier: Modifiers)] = [
      ([UInt32(XKB_KEY_Shift_L), UInt32(XKB_KEY_Shift_R)], .shift),
      ([UInt32(XKB_KEY_Control_L), UInt32(XKB_KEY_Control_R)], .control),
      ([UInt32(XKB_KEY_ISO_Level3_Shift)], .option),
      ([UInt32(XKB_KEY_ISO_Level5_Shift)], .level5),
    ]
    for keycode in xkb_keymap_min_keycode(keymap)...xkb_keymap_max_keycode(keymap) {
      let keysym = probe.keysym(of: keycode)
      guard keysym != 0, let match = wanted.first(where: { $0.keysyms.contains(keysym) }),
        keycodes[match.modifier] == nil,
        let pressed = XKBState(keymap: keymap, lockedGroup: group)
      else { continue }
      pressed.press(keycode)
      let mask = pressed.depressedModifiers
      guard mask != 0 else { continue }
      keycodes[match.modifier] = keycode
      masks.append((match.modifier, mask))
    }
  }

  /// The modifiers a real modifier mask stands for, or `nil` when it needs a modifier the group
  /// has no key for, Caps Lock, Num Lock, or another modifier shortcuts cannot use.
  ///
  /// `option` stands for the level-3 modifier; the layout table renames it for the platform.
  func modifiers(forMask mask: UInt32) -> Modifiers? {
    var remaining = mask
    var result: Modifiers = []
    for (modifier, bits) in masks where bits & mask == bits {
      result.insert(modifier)
      remaining &= ~bits
    }
    return remaining == 0 ? result : nil
  }
}
