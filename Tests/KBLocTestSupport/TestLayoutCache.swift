import Foundation
public import KBLoc

/// Layouts loaded once per test process and shared by every test that asks for the same spec and
/// platform.
///
/// In memory only: KBLocXKB's `LayoutCache`, on disk, is what the tests of the cache exercise.
///
/// `KBLoc/Layout` is an immutable `Sendable` value, so one compiled layout can serve tests running
/// in parallel. The cache does not know how to compile (this target does not depend on
/// `KBLocXKB`): the caller passes the loader, usually `Layout.xkb(_:platform:)`.
///
/// ```swift
/// let cache = TestLayoutCache()
/// let french = try cache.layout("fr", platform: .mac) { try Layout.xkb($0, platform: $1) }
/// ```
public final class TestLayoutCache: @unchecked Sendable {
  private let lock = NSLock()
  private var layouts: [LayoutFixture: Layout] = [:]

  /// Creates an empty cache.
  public init() {}

  /// The layout for `spec` on `platform`, loaded with `load` the first time it is asked for.
  ///
  /// Two tests asking for a new layout at the same moment may both load it; the first one stored
  /// is kept. A load that throws is not cached.
  /// - Throws: What `load` throws.
  public func layout(
    _ spec: String, platform: Platform, load: (String, Platform) throws -> Layout
  ) throws -> Layout {
    let key = LayoutFixture(spec, platform)
    if let cached = lock.withLock({ layouts[key] }) { return cached }
    let loaded = try load(spec, platform)
    return lock.withLock {
      if let winner = layouts[key] { return winner }
      layouts[key] = loaded
      return loaded
    }
  }
}
