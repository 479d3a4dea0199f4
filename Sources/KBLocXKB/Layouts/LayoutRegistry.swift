internal import CXKBCommon
public import KBLoc

/// The layouts and variants the system's xkeyboard-config lists, read through libxkbregistry.
///
/// ```swift
/// let registry = try LayoutRegistry.system()
/// registry.variants(of: "fr")     // ["oldstyle", …, "mac", …]
/// registry.entry(for: LayoutSpec.Group(layout: "fr", variant: "mac"))?.description
/// // "French (Macintosh)"
/// ```
public struct LayoutRegistry: Sendable {
  /// One layout or variant as the registry describes it.
  public struct Entry: Sendable, Hashable {
    /// The layout name, such as `fr`.
    public let layout: String
    /// The variant name, or `nil` for the layout's default.
    public let variant: String?
    /// The human description, such as `French (Macintosh)`.
    public let description: String
    /// The ISO 639 codes of the languages the layout is for.
    public let languages: [String]

    /// The spec group for this entry.
    public var group: LayoutSpec.Group { LayoutSpec.Group(layout: layout, variant: variant) }
    /// `layout` or `layout(variant)`.
    public var name: String { group.description }
  }

  /// Every layout and variant, layouts first each followed by its variants, in the registry's order.
  public let entries: [Entry]
  /// Every XKB option name, such as `lv3:ralt_switch` or `compose:ralt`.
  public let options: Set<String>
  private let variantsByLayout: [String: [String]]
  private let entriesByName: [String: Entry]

  /// Reads the registry for a rules set.
  /// - Parameters:
  ///   - rules: The rules name; `evdev` by default.
  ///   - exotic: Whether to list the exotic layouts too (`evdev.extras.xml`), as `RXKB_CONTEXT_LOAD_EXOTIC_RULES` does.
  /// - Throws: ``KeymapError/registryUnavailable(messages:)`` when the rules XML cannot be read.
  /// - The corresponding C functions are `rxkb_context_new` and `rxkb_context_parse`.
  public init(rules: String = "evdev", exotic: Bool = false) throws(KeymapError) {
    guard let context = rxkb_context_new(exotic ? RXKB_CONTEXT_LOAD_EXOTIC_RULES : RXKB_CONTEXT_NO_FLAGS) else {
      throw .registryUnavailable(messages: [])
    }
    defer { rxkb_context_unref(context) }
    let log = UnsafeMutablePointer<kbloc_log_buffer>.allocate(capacity: 1)
    log.initialize(to: kbloc_log_buffer())
    defer { log.deallocate() }
    kbloc_rxkb_context_capture_log(context, log)
    guard rxkb_context_parse(context, rules) else {
      throw .registryUnavailable(messages: log.messages)
    }
    var entries: [Entry] = []
    var layout = rxkb_layout_first(context)
    while let current = layout {
      var languages: [String] = []
      var code = rxkb_layout_get_iso639_first(current)
      while let language = code {
        if let text = rxkb_iso639_code_get_code(language) { languages.append(String(cString: text)) }
        code = rxkb_iso639_code_next(language)
      }
      entries.append(
        Entry(
          layout: rxkb_layout_get_name(current).map { String(cString: $0) } ?? "",
          variant: rxkb_layout_get_variant(current).map { String(cString: $0) },
          description: rxkb_layout_get_description(current).map { String(cString: $0) } ?? "",
          languages: languages))
      layout = rxkb_layout_next(current)
    }
    var options: [String] = []
    var group = rxkb_option_group_first(context)
    while let currentGroup = group {
      var option = rxkb_option_first(currentGroup)
      while let currentOption = option {
        if let name = rxkb_option_get_name(currentOption) { options.append(String(cString: name)) }
        option = rxkb_option_next(currentOption)
      }
      group = rxkb_option_group_next(currentGroup)
    }
    self.init(entries: entries.filter { !$0.layout.isEmpty }, options: options)
  }

  /// Creates a registry from entries and option names, for tests and bundled tables.
  public init(entries: [Entry], options: [String] = []) {
    self.options = Set(options)
    let sorted = entries.enumerated().sorted { lhs, rhs in
      (lhs.element.layout, lhs.element.variant == nil ? 0 : 1, lhs.offset) < (
        rhs.element.layout, rhs.element.variant == nil ? 0 : 1, rhs.offset
      )
    }.map(\.element)
    self.entries = sorted
    var variants: [String: [String]] = [:]
    for entry in sorted {
      if let variant = entry.variant {
        variants[entry.layout, default: []].append(variant)
      } else {
        variants[entry.layout, default: []] += []
      }
    }
    variantsByLayout = variants
    layoutNames = variants.keys.sorted()
    lowercasedDescriptions = sorted.filter { $0.variant == nil }.map { ($0.layout, $0.description.lowercased()) }
    entriesByName = Dictionary(sorted.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The registry of the system's xkeyboard-config `evdev` rules, read once per process.
  /// - Throws: ``KeymapError/registryUnavailable(messages:)`` when it cannot be read.
  public static func system() throws(KeymapError) -> LayoutRegistry {
    try cachedSystem.get()
  }

  private static let cachedSystem: Result<LayoutRegistry, KeymapError> = Result { () throws(KeymapError) in
    try LayoutRegistry()
  }

  /// The registry of the system's `evdev` rules with the exotic layouts, read once per process
  /// when first asked for.
  /// - Throws: ``KeymapError/registryUnavailable(messages:)`` when it cannot be read.
  public static func systemWithExotic() throws(KeymapError) -> LayoutRegistry {
    try cachedExotic.get()
  }

  private static let cachedExotic: Result<LayoutRegistry, KeymapError> = Result { () throws(KeymapError) in
    try LayoutRegistry(exotic: true)
  }

  /// Every layout name, such as `fr` and `us`, in alphabetical order.
  public let layoutNames: [String]

  /// Each layout (not variant) with its description in lowercase, for suggestions: made once, as
  /// a coverage run may ask for thousands of unknown names.
  private let lowercasedDescriptions: [(layout: String, description: String)]

  /// The variants of a layout, in the registry's order; empty for an unknown layout.
  /// - Complexity: O(1).
  public func variants(of layout: String) -> [String] { variantsByLayout[layout] ?? [] }

  /// How the registry lists a layout: its description and its variants with theirs.
  ///
  /// What ``KBLoc/LayoutSpec/resolved(for:listing:)`` asks.
  /// - Returns: The listing, or `nil` for a layout the registry does not list.
  public func listing(of layout: String) -> LayoutSpec.Listing? {
    guard let entry = entry(for: LayoutSpec.Group(layout: layout)) else { return nil }
    return LayoutSpec.Listing(
      description: entry.description,
      variants: variants(of: layout).compactMap { variant in
        self.entry(for: LayoutSpec.Group(layout: layout, variant: variant)).map {
          LayoutSpec.Listing.Variant(name: variant, description: $0.description)
        }
      })
  }

  /// Whether the registry lists a layout.
  public func contains(layout: String) -> Bool { variantsByLayout[layout] != nil }

  /// The entry for a layout or variant, or `nil` when the registry does not list it.
  /// - Complexity: O(1).
  public func entry(for group: LayoutSpec.Group) -> Entry? { entriesByName[group.description] }

  /// Why a spec names an option this registry does not list, or `nil`.
  ///
  /// libxkbcommon ignores unknown options silently, so they are checked here.
  public func optionProblem(with spec: LayoutSpec) -> KeymapError? {
    guard !options.isEmpty, let unknown = spec.options.first(where: { !options.contains($0) }) else { return nil }
    return .unknownOption(unknown, suggestions: Suggestions.closest(to: unknown, among: Array(options)))
  }

  /// Why a spec names something this registry does not list, or `nil` when it lists every group.
  public func problem(with spec: LayoutSpec) -> KeymapError? {
    for group in spec.groups {
      guard contains(layout: group.layout) else {
        let wanted = group.layout.utf8.count <= Suggestions.maximumNameLength ? group.layout.lowercased() : ""
        let descriptions = wanted.isEmpty ? [] : lowercasedDescriptions.filter { $0.description.hasPrefix(wanted) }
        let suggestions = Suggestions.closest(to: group.layout, among: layoutNames) + descriptions.map(\.layout)
        return .unknownLayout(group.layout, suggestions: Array(suggestions.uniqued.prefix(3)))
      }
      if let variant = group.variant, !variants(of: group.layout).contains(variant) {
        return .unknownVariant(
          variant, layout: group.layout,
          suggestions: Suggestions.closest(to: variant, among: variants(of: group.layout)))
      }
    }
    return nil
  }
}

extension Array where Element: Hashable {
  /// The elements in order, each once.
  var uniqued: [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}
