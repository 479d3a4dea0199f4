internal import KBLocXKB

extension Benchmarks {
  /// The one-time cost of reading xkeyboard-config's registry (libxkbregistry parsing the rules
  /// XML), which `Layout.xkb` pays on its first call in a process to resolve `fr` to `fr(mac)`
  /// and to name unknown layouts.
  ///
  /// Must run before anything else calls `LayoutRegistry.system()`, or the first-call row times a
  /// cache hit.
  static func registryLoad(_ options: Options) -> [Figure] {
    var firstCall = Samples()
    let first = firstCall.time { Result { () throws(KeymapError) in try LayoutRegistry.system() } }
    var rows: [Row]
    if case .failure(let error) = first {
      rows = [Row("LayoutRegistry.system() first call", failure: error.description)]
    } else {
      rows = [Row("LayoutRegistry.system() first call", kbloc: firstCall)]
      var reread = Samples()
      for _ in 0..<options.iterations {
        _ = try? reread.time { () throws(KeymapError) in try LayoutRegistry() }
      }
      rows.append(Row("LayoutRegistry() uncached re-read", kbloc: reread))
    }
    return [
      Figure(
        id: "registry-load", title: "Registry load — once per process, not counted in the figures below",
        note: "LayoutRegistry.system() reads xkeyboard-config's rules XML through libxkbregistry on its first call "
          + "and caches it; every later Layout.xkb in the process reuses it. The re-read row times an uncached "
          + "LayoutRegistry() for a steadier figure.",
        rows: rows)
    ]
  }
}
