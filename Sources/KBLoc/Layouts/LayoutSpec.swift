/// What to compile: one or more layouts with their variants (`fr`, `fr(mac)`, `us(dvorak),ru`)
/// and XKB options.
///
/// ```swift
/// let spec = try LayoutSpec("us(dvorak),ru")
/// spec.groups.map(\.layout)   // ["us", "ru"]
/// spec.description            // "us(dvorak),ru"
/// ```
public struct LayoutSpec: Hashable, Sendable, CustomStringConvertible {
  /// One layout of a spec: what XKB calls a group.
  public struct Group: Hashable, Sendable, CustomStringConvertible {
    /// The layout name, such as `fr` or `ch`.
    public var layout: String
    /// The variant name, such as `mac` or `de_mac`; `nil` for the layout's default.
    public var variant: String?

    /// Creates a group from a layout and an optional variant.
    public init(layout: String, variant: String? = nil) {
      self.layout = layout
      self.variant = variant
    }

    /// `layout` or `layout(variant)`.
    public var description: String {
      variant.map { "\(layout)(\($0))" } ?? layout
    }
  }

  /// The groups, in order: the first is the layout active when the keyboard starts.
  public var groups: [Group]
  /// XKB options such as `compose:ralt` or `lv3:ralt_switch`.
  public var options: [String]

  /// Creates a spec from its groups and options.
  public init(groups: [Group], options: [String] = []) {
    self.groups = groups
    self.options = options
  }

  /// Parses a layout spec: comma-separated groups, each `layout` or `layout(variant)`.
  ///
  /// - Parameters:
  ///   - text: The spec, such as `fr`, `ch(de_mac)` or `us,ru`.
  ///   - variants: Comma-separated variants for the groups, as XKB's `-variant` takes them; a
  ///     variant written in `text` wins over this one.
  ///   - options: Comma-separated XKB options.
  /// - Throws: ``LayoutSpecError`` when the text is empty or malformed.
  public init(_ text: String, variants: String? = nil, options: String? = nil) throws(LayoutSpecError) {
    let trimmed = text.trimmingWhitespace
    guard !trimmed.isEmpty else { throw .empty }
    let extraVariants =
      variants.map { $0.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace } }
      ?? []
    var groups: [Group] = []
    for (position, part) in trimmed.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
      var group = try Group(parsing: String(part).trimmingWhitespace, in: trimmed)
      if group.variant == nil, position < extraVariants.count, !extraVariants[position].isEmpty {
        // A variant given apart follows the rules of one written in the spec (found by fuzzing).
        group = try Group(parsing: "\(group.layout)(\(extraVariants[position]))", in: trimmed)
      }
      groups.append(group)
    }
    if extraVariants.count > groups.count {
      throw .tooManyVariants(variants ?? "", groups: groups.count)
    }
    self.groups = groups
    self.options = (options ?? "").split(separator: ",").map { String($0).trimmingWhitespace }
      .filter { !$0.isEmpty }
  }

  /// The groups as written, `us(dvorak),ru`, followed by ` [options]` when there are options.
  public var description: String {
    let names = groups.map(\.description).joined(separator: ",")
    return options.isEmpty ? names : "\(names) [\(options.joined(separator: ","))]"
  }

  /// The spec for `platform`: on `mac`, each group without a Macintosh variant takes one where
  /// xkeyboard-config has it (`fr` → `fr(mac)`, `ch` → `ch(de_mac)`, `ch(fr)` → `ch(fr_mac)`,
  /// `us(dvorak)` → `us(dvorak-mac)`); on `pc` the spec is kept as written.
  ///
  /// A group with a variant takes `variant_mac` or `variant-mac`. A group without one takes the
  /// variant named `mac` or `macOS`, else the variant described as the layout on a Macintosh
  /// (`ch` is "German (Switzerland)", `ch(de_mac)` "German (Switzerland, Macintosh)").
  /// - Parameters:
  ///   - platform: The platform to resolve for.
  ///   - listing: How xkeyboard-config lists a layout name: its description and variants, or
  ///     `nil` for a layout it does not list.
  /// - Returns: The spec with each group resolved; the spec itself on `pc`.
  public func resolved(for platform: Platform, listing: (String) -> Listing?) -> LayoutSpec {
    guard platform == .mac else { return self }
    var resolved = self
    resolved.groups = groups.map { group in
      guard let listing = listing(group.layout) else { return group }
      let named = { (candidates: [String]) in
        listing.variants.first { candidates.contains($0.name.lowercased()) }?.name
      }
      let match: String?
      if let variant = group.variant {
        guard !variant.lowercased().contains("mac") else { return group }
        match = named(["\(variant)_mac".lowercased(), "\(variant)-mac".lowercased()])
      } else {
        match =
          named(["mac", "macos"])
          ?? listing.variants.first { $0.description == listing.macintoshDescription }?.name
      }
      return match.map { Group(layout: group.layout, variant: $0) } ?? group
    }
    return resolved
  }

  /// A layout as xkeyboard-config lists it: what resolving a spec for a platform needs to know.
  public struct Listing: Sendable, Equatable {
    /// A variant's name and description, such as `de_mac`, "German (Switzerland, Macintosh)".
    public struct Variant: Sendable, Equatable {
      /// The variant name.
      public var name: String
      /// The human description.
      public var description: String

      /// Creates a variant listing.
      public init(name: String, description: String) {
        self.name = name
        self.description = description
      }
    }

    /// The layout's description, such as "German (Switzerland)".
    public var description: String
    /// The layout's variants, in the registry's order.
    public var variants: [Variant]

    /// Creates a listing.
    public init(description: String, variants: [Variant]) {
      self.description = description
      self.variants = variants
    }

    /// How the layout's Macintosh variant would be described: "German (Switzerland, Macintosh)"
    /// for "German (Switzerland)", "French (Macintosh)" for "French".
    var macintoshDescription: String {
      description.hasSuffix(")") ? description.dropLast() + ", Macintosh)" : description + " (Macintosh)"
    }
  }
}

/// Why a layout spec could not be parsed.
public enum LayoutSpecError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The spec was empty.
  case empty
  /// A group was not `layout` or `layout(variant)`.
  case malformedGroup(String, spec: String)
  /// More variants were given than the spec has groups.
  case tooManyVariants(String, groups: Int)

  /// A human message naming the input.
  public var description: String {
    switch self {
    case .empty:
      return "The layout spec is empty; write a layout such as 'fr', 'fr(mac)' or 'us,ru'"
    case .malformedGroup(let group, let spec):
      return
        "Malformed layout \(group.quoted) in \(spec.quoted); write 'layout' or 'layout(variant)', such as 'ch(de_mac)'"
    case .tooManyVariants(let variants, let groups):
      return "The variants \(variants.quoted) are more than the \(groups) layout(s) of the spec"
    }
  }
}

extension LayoutSpec.Group {
  init(parsing part: String, in spec: String) throws(LayoutSpecError) {
    let allowed = { (character: Character) in
      character.isASCII && (character.isLetter || character.isNumber || "_-+.".contains(character))
    }
    if let open = part.firstIndex(of: "(") {
      let layout = String(part[..<open])
      guard part.hasSuffix(")"), !layout.isEmpty, layout.allSatisfy(allowed) else {
        throw .malformedGroup(part, spec: spec)
      }
      let variant = String(part[part.index(after: open)..<part.index(before: part.endIndex)])
      guard !variant.isEmpty, variant.allSatisfy(allowed) else { throw .malformedGroup(part, spec: spec) }
      self.init(layout: layout, variant: variant)
    } else {
      guard !part.isEmpty, part.allSatisfy(allowed) else { throw .malformedGroup(part, spec: spec) }
      self.init(layout: part)
    }
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and newlines.
  var trimmingWhitespace: String {
    let isSpace = { (character: Character) in character.isWhitespace }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return String(self[first...last])
  }
}
