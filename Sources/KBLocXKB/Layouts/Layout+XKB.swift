public import KBLoc

extension Layout {
  /// Loads a layout through libxkbcommon from a layout spec.
  ///
  /// On `.mac` (the default) a group without a Macintosh variant takes the one xkeyboard-config
  /// has (`de` → `de(mac)`); the resulting ``KBLoc/Layout/name`` says which layout was used. On
  /// `.pc` the spec is taken as written.
  ///
  /// ```swift
  /// let german = try Layout.xkb("de")              // "de(mac)"
  /// let pc = try Layout.xkb("de", platform: .pc)   // "de"
  /// let cached = try Layout.xkb("de", cache: .user())
  /// ```
  /// - Parameters:
  ///   - spec: A layout spec such as `fr`, `ch(de_mac)` or `us,ru`.
  ///   - platform: Whose conventions to follow.
  ///   - variants: Comma-separated variants for the groups that do not name one.
  ///   - options: Comma-separated XKB options.
  ///   - rules: The XKB rules; `evdev` by default.
  ///   - model: The keyboard model; `pc105` by default.
  ///   - cache: Where compiled tables are kept between runs (see ``LayoutCache``), or `nil` to
  ///     compile every time.
  /// - Returns: The layout the spec resolves to on `platform`.
  /// - Throws: ``KeymapError`` for a malformed spec, an unknown layout or variant (with close
  ///   names), or a keymap libxkbcommon rejects (with its messages).
  public static func xkb(
    _ spec: String, platform: Platform = .mac, variants: String? = nil, options: String? = nil,
    rules: String = "evdev", model: String = "pc105", cache: LayoutCache? = nil
  ) throws(KeymapError) -> Layout {
    let parsed: LayoutSpec
    do {
      parsed = try LayoutSpec(spec, variants: variants, options: options)
    } catch {
      throw .invalidSpec(error)
    }
    return try xkb(parsed, platform: platform, rules: rules, model: model, cache: cache)
  }

  /// Loads a layout through libxkbcommon from a parsed spec; see
  /// ``xkb(_:platform:variants:options:rules:model:cache:)``.
  /// - Parameters:
  ///   - spec: The layout spec.
  ///   - platform: Whose conventions to follow.
  ///   - rules: The XKB rules.
  ///   - model: The keyboard model.
  ///   - cache: Where compiled tables are kept between runs, or `nil` to compile every time.
  ///   - compile: How the resolved spec is compiled when the cache has no table of it, or `nil`
  ///     to compile it in this process (see ``KBLoc/LayoutLoader/xkb(platform:cache:compile:)``).
  /// - Returns: The layout the spec resolves to on `platform`.
  /// - Throws: ``KeymapError``.
  public static func xkb(
    _ spec: LayoutSpec, platform: Platform = .mac, rules: String = "evdev", model: String = "pc105",
    cache: LayoutCache? = nil, compile: (@Sendable (LayoutSpec, Platform) throws(KeymapError) -> Layout)? = nil
  ) throws(KeymapError) -> Layout {
    try xkb(
      resolved: Keymap.resolve(spec, for: platform), platform: platform, rules: rules, model: model, cache: cache,
      compile: compile)
  }

  /// Loads a spec already resolved for `platform` (as a ``KBLoc/LayoutLoader`` made by
  /// ``KBLoc/LayoutLoader/xkb(platform:cache:compile:compileAhead:)`` resolves it): from the
  /// cache when it has the table, else compiled by `compile` or in this process (and then stored
  /// in the cache).
  /// - Parameters:
  ///   - spec: The resolved spec.
  ///   - platform: Whose conventions to follow.
  ///   - rules: The XKB rules.
  ///   - model: The keyboard model.
  ///   - cache: Where compiled tables are kept between runs, or `nil` to compile every time.
  ///   - compile: How the spec is compiled when the cache has no table of it, or `nil` to compile
  ///     it in this process.
  /// - Returns: The layout of `spec`.
  /// - Throws: ``KeymapError``.
  public static func xkb(
    resolved spec: LayoutSpec, platform: Platform, rules: String = "evdev", model: String = "pc105",
    cache: LayoutCache? = nil, compile: (@Sendable (LayoutSpec, Platform) throws(KeymapError) -> Layout)? = nil
  ) throws(KeymapError) -> Layout {
    let build = { () throws(KeymapError) -> Layout in
      if let compile { return try compile(spec, platform) }
      return try Keymap(resolved: spec, platform: platform, rules: rules, model: model).layout()
    }
    guard let cache else { return try build() }
    return try cache.layout(
      for: cacheKey(resolved: spec, platform: platform, rules: rules, model: model), compile: build)
  }

  /// The cache key of a resolved spec's table.
  static func cacheKey(resolved spec: LayoutSpec, platform: Platform, rules: String = "evdev", model: String = "pc105")
    -> LayoutCache.Key
  {
    LayoutCache.Key(names: RuleNames(spec, rules: rules, model: model), name: spec.description, platform: platform)
  }

  /// Loads a layout from a full keymap text, such as an `.xkb` file or the keymap a Wayland
  /// compositor sends.
  /// - Parameters:
  ///   - keymap: The keymap text.
  ///   - name: The name the layout carries, such as the file name.
  ///   - platform: Whose conventions to follow.
  ///   - cache: Where compiled tables are kept between runs, or `nil` to compile every time.
  /// - Returns: The layout the keymap describes, named `name`.
  /// - Throws: ``KeymapError/rejected(_:messages:)`` with libxkbcommon's messages.
  public static func xkb(
    keymap: String, name: String = "keymap", platform: Platform = .mac, cache: LayoutCache? = nil
  ) throws(KeymapError) -> Layout {
    let build = { () throws(KeymapError) -> Layout in try Keymap(text: keymap, name: name, platform: platform).layout()
    }
    guard let cache else { return try build() }
    return try cache.layout(for: LayoutCache.Key(keymap: keymap, name: name, platform: platform), compile: build)
  }
}

extension Keymap {
  /// Compiles the keymap of a layout spec, resolving it for the platform first.
  ///
  /// When libxkbcommon rejects the names, the system's registry says whether a layout or variant
  /// is unknown (with close names); otherwise libxkbcommon's own messages are reported.
  /// - Throws: ``KeymapError``.
  public convenience init(spec: LayoutSpec, platform: Platform = .mac, rules: String = "evdev", model: String = "pc105")
    throws(KeymapError)
  {
    try self.init(resolved: Keymap.resolve(spec, for: platform), platform: platform, rules: rules, model: model)
  }

  /// The spec as it will be compiled: layouts and options checked against the registry (libxkbcommon
  /// ignores unknown options, and compiles symbols files that are not layouts, such as `level3`),
  /// and on `.mac` each group moved to its Macintosh variant.
  ///
  /// Variants are not judged here: `ch(de)` is a real variant the registry does not list. Unknown
  /// variants are reported after a failed compile, by ``init(resolved:platform:rules:model:)``.
  static func resolve(_ spec: LayoutSpec, for platform: Platform) throws(KeymapError) -> LayoutSpec {
    let registry = try LayoutRegistry.system()
    if !spec.options.isEmpty, let problem = registry.optionProblem(with: spec) {
      throw problem
    }
    for group in spec.groups where !registry.contains(layout: group.layout) {
      if (try? LayoutRegistry.systemWithExotic())?.contains(layout: group.layout) == true { continue }
      if isSymbolsFile(group.layout) { throw .notALayout(group.layout) }
      throw registry.problem(with: LayoutSpec(groups: [group])) ?? .unknownLayout(group.layout, suggestions: [])
    }
    guard platform == .mac else { return spec }
    return spec.resolved(for: .mac, listing: try LayoutRegistry.system().listing(of:))
  }

  /// Compiles a spec already resolved by ``resolve(_:for:)``; when libxkbcommon rejects it, the
  /// registry says whether a layout or variant is unknown (with close names).
  convenience init(resolved: LayoutSpec, platform: Platform, rules: String = "evdev", model: String = "pc105")
    throws(KeymapError)
  {
    do throws(KeymapError) {
      try self.init(
        names: RuleNames(resolved, rules: rules, model: model), name: resolved.description, platform: platform)
      // libxkbcommon keeps the first groups a keymap can hold and drops the others with a warning.
      guard groupCount >= resolved.groups.count else {
        throw KeymapError.tooManyGroups(resolved.description, given: resolved.groups.count, compiled: groupCount)
      }
    } catch {
      if case .rejected = error, let problem = try? LayoutRegistry.system().problem(with: resolved) {
        throw problem
      }
      throw error
    }
  }
}
