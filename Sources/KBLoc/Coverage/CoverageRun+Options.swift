extension CoverageRun {
  /// How a run translates, and what it keeps of each layout's results.
  public struct Options: Sendable {
    /// Whose conventions to follow.
    public var platform: Platform
    /// The interface direction, or `nil` to use each layout's own.
    public var direction: WritingDirection?
    /// A strategy forced on every shortcut, or `nil`.
    public var preference: ShortcutLocalizer.Preference?
    /// The translation policy, or `nil` for the platform's default (`apple` on `mac`, `kbloc` on `pc`).
    public var policy: TranslationPolicy?
    /// The keyboard Apple input sources and layout files made for a Mac sit on, or `nil` for each
    /// one's own (the keyboard Apple sells with it); XKB layouts keep their XKB model.
    public var keyboard: KeyboardType?
    /// How many layouts to load and translate at once: 1 by default; pass the number of cores for
    /// a parallel run.
    public var width: Int
    /// Whether each loaded row keeps every result, not just the ones that are not covered.
    ///
    /// Off, a row holds one status byte per shortcut (``CoverageReport/Cell``) and the full
    /// results of its problems only, which keeps a run over many shortcuts and layouts small.
    public var keepsEveryResult: Bool
    /// How many problems (results that are not covered) each loaded row keeps, the first in file
    /// order; `nil` keeps them all.
    ///
    /// A summary that lists only the first problems sets it, so that what a run keeps does not grow
    /// with the number of layouts: each row then holds one byte per shortcut and at most this many
    /// results. ``CoverageReport/Tally/uncovered`` still counts every problem.
    public var problemLimit: Int?
    /// The misses the project accepts for now (`--baseline`): they are left out of each row's
    /// problems and counts (``CoverageReport/Cell/isBaselined``); `nil` accepts none.
    public var baseline: Baseline?
    /// Writes a loaded layout's results as UTF-8 text on the task that translated them, or `nil`.
    ///
    /// Set, each loaded row keeps that text (``CoverageReport/LoadedLayout/writtenResults``)
    /// instead of its results (``keepsEveryResult`` still decides whether they are kept too): a
    /// run over many shortcuts then holds text rather than values, written on every core while
    /// the layouts load. `kbloc coverage --format json` sets it.
    public var writeResults: (@Sendable ([LocalizedShortcut]) -> [UInt8])?

    /// Creates options; every parameter has the default a plain run wants.
    public init(
      platform: Platform = .mac, direction: WritingDirection? = nil, preference: ShortcutLocalizer.Preference? = nil,
      policy: TranslationPolicy? = nil, keyboard: KeyboardType? = nil, width: Int = 1, keepsEveryResult: Bool = false,
      problemLimit: Int? = nil
    ) {
      self.platform = platform
      self.direction = direction
      self.preference = preference
      self.policy = policy
      self.keyboard = keyboard
      self.width = max(1, width)
      self.keepsEveryResult = keepsEveryResult
      self.problemLimit = problemLimit.map { max(0, $0) }
    }
  }
}
