internal import CXKBCommon
internal import KBLocXKB

/// libxkbcommon on its own: what a program that only compiles a keymap pays, and the yardstick
/// for kbloc's layout load (docs/performance.md).
///
/// Calls the C API directly, with nothing of kbloc in between: a fresh context with no names
/// taken from the environment and only critical messages logged, one `xkb_keymap_new_from_names`,
/// then both objects released.
enum Baseline {
  /// Compiles `names` with libxkbcommon alone and releases the keymap.
  ///
  /// The corresponding C functions are `xkb_context_new`, `xkb_context_set_log_level`,
  /// `xkb_keymap_new_from_names`, `xkb_keymap_unref` and `xkb_context_unref`.
  /// - Throws: ``BenchFailure`` when libxkbcommon returns no context or no keymap.
  static func compile(_ names: RuleNames) throws(BenchFailure) {
    guard let context = xkb_context_new(XKB_CONTEXT_NO_ENVIRONMENT_NAMES) else {
      throw BenchFailure("xkb_context_new failed")
    }
    defer { xkb_context_unref(context) }
    // Errors only: a keymap that fails (`custom` in the coverage figure) would print libxkbcommon's
    // messages on stderr. kbloc collects them instead; neither costs anything on success.
    xkb_context_set_log_level(context, XKB_LOG_LEVEL_CRITICAL)
    let keymap = names.rules.withCString { rules in
      names.model.withCString { model in
        names.layout.withCString { layout in
          names.variant.withCString { variant in
            names.options.withCString { options in
              var rmlvo = xkb_rule_names(rules: rules, model: model, layout: layout, variant: variant, options: options)
              return xkb_keymap_new_from_names(context, &rmlvo, XKB_KEYMAP_COMPILE_NO_FLAGS)
            }
          }
        }
      }
    }
    guard let keymap else {
      throw BenchFailure("libxkbcommon rejected layout '\(names.layout)' variant '\(names.variant)'")
    }
    xkb_keymap_unref(keymap)
  }
}
