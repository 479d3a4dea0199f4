/// Where a ``CoverageRun`` gets its layouts: how a spec resolves to the layout it names, and how
/// a resolved spec loads.
///
/// Resolving comes first so that specs naming one layout (`fr` and `fr(mac)` on `mac`) are loaded
/// once. KBLocXKB's `LayoutLoader.xkb(platform:)` compiles with libxkbcommon; a loader over
/// bundled snapshots, or a test's fixed tables, is a pair of closures.
public struct LayoutLoader: Sendable {
  /// Why a layout could not be resolved or loaded, as a one-line-first message for a failed row.
  public struct Failure: Error, Sendable, Equatable {
    /// The message, as the layout source wrote it.
    public let message: String

    /// Creates a failure with its message.
    public init(message: String) {
      self.message = message
    }
  }

  /// Resolves a spec to the spec of the layout that will be loaded.
  public let resolve: @Sendable (LayoutSpec) throws(Failure) -> LayoutSpec
  /// Loads a resolved spec.
  public let load: @Sendable (LayoutSpec) throws(Failure) -> Layout
  /// Loads the layout file of a `file:PATH` entry from its path (see ``LayoutFileFormat``), on a
  /// keyboard (`nil` for the file's own), or `nil` for a loader that reads no files.
  public let loadFile: (@Sendable (String, KeyboardType?) throws(Failure) -> Layout)?
  /// Told the resolved specs a run will load, in the order it will load them, before it loads
  /// any: a loader may start loading them ahead (the `kbloc` command compiles them in worker
  /// processes); `nil` for a loader that loads each one when asked.
  public let prepare: (@Sendable ([LayoutSpec]) -> Void)?

  /// Creates a loader from its steps.
  /// - Parameters:
  ///   - resolve: Resolves a spec; by default the spec is taken as written.
  ///   - load: Loads a resolved spec.
  ///   - loadFile: Loads a layout file from its path, on a keyboard; by default `file:PATH`
  ///     entries fail.
  ///   - prepare: Told the resolved specs of a run before it loads any; by default nothing is
  ///     loaded ahead.
  public init(
    resolve: @escaping @Sendable (LayoutSpec) throws(Failure) -> LayoutSpec = { spec throws(Failure) in spec },
    load: @escaping @Sendable (LayoutSpec) throws(Failure) -> Layout,
    loadFile: (@Sendable (String, KeyboardType?) throws(Failure) -> Layout)? = nil,
    prepare: (@Sendable ([LayoutSpec]) -> Void)? = nil
  ) {
    self.resolve = resolve
    self.load = load
    self.loadFile = loadFile
    self.prepare = prepare
  }
}
