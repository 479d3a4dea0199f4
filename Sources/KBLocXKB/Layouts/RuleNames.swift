public import KBLoc

/// The RMLVO names libxkbcommon compiles a keymap from: rules, model, layout, variant, options.
///
/// The corresponding C type is `struct xkb_rule_names`.
public struct RuleNames: Hashable, Sendable {
  /// The rules file, `evdev` by default.
  public var rules: String
  /// The keyboard model, `pc105` by default.
  public var model: String
  /// Comma-separated layouts, one per group (`us,ru`).
  public var layout: String
  /// Comma-separated variants, parallel to `layout` (`dvorak,`).
  public var variant: String
  /// Comma-separated XKB options.
  public var options: String

  /// Creates names from their parts.
  public init(
    rules: String = "evdev", model: String = "pc105", layout: String, variant: String = "", options: String = ""
  ) {
    self.rules = rules
    self.model = model
    self.layout = layout
    self.variant = variant
    self.options = options
  }

  /// The names of a layout spec, with the default rules and model.
  public init(_ spec: LayoutSpec, rules: String = "evdev", model: String = "pc105") {
    self.init(
      rules: rules, model: model,
      layout: spec.groups.map(\.layout).joined(separator: ","),
      variant: spec.groups.allSatisfy { $0.variant == nil }
        ? "" : spec.groups.map { $0.variant ?? "" }.joined(separator: ","),
      options: spec.options.joined(separator: ","))
  }
}
