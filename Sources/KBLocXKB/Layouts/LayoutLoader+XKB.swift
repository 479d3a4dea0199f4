public import KBLoc

extension LayoutLoader {
  /// Layouts compiled by libxkbcommon from the system's xkeyboard-config, as
  /// ``KBLoc/Layout/xkb(_:platform:rules:model:cache:compile:)`` loads them: on `mac`, a spec
  /// resolves to its Macintosh variant where there is one, so `fr` and `fr(mac)` load once.
  ///
  /// A failure's message is the ``KeymapError``'s: libxkbcommon's own messages, or the close
  /// names of an unknown layout. `file:PATH` entries are read by ``LayoutFile/load(_:keyboard:)``.
  /// - Parameters:
  ///   - platform: Whose conventions the specs are resolved for.
  ///   - cache: Where compiled tables are kept between runs (see ``LayoutCache``), or `nil` to
  ///     compile every layout. A layout compiled by `compile` is cached too.
  ///   - compile: How each resolved layout is compiled, or `nil` to compile it in this process. A
  ///     program that must survive a crash inside libxkbcommon (while the user's own include
  ///     folders are read, see ``Keymap/userIncludePaths()``) compiles in a child
  ///     process here; a crash is then ``KeymapError/crashed(_:signal:)`` in a failed row.
  ///   - compileAhead: Told, before a run loads any layout, the resolved specs it will compile
  ///     (those the cache has no entry for), in order; `nil` to compile each when it is loaded.
  ///     The `kbloc` command starts worker processes here, and its `compile` takes their tables.
  /// - Returns: The loader.
  public static func xkb(
    platform: Platform, cache: LayoutCache? = nil,
    compile: (@Sendable (LayoutSpec, Platform) throws(KeymapError) -> Layout)? = nil,
    compileAhead: (@Sendable ([LayoutSpec], Platform) -> Void)? = nil
  ) -> LayoutLoader {
    LayoutLoader(
      resolve: { spec throws(Failure) -> LayoutSpec in
        do throws(KeymapError) {
          return try Keymap.resolve(spec, for: platform)
        } catch {
          throw Failure(message: error.description)
        }
      },
      load: { spec throws(Failure) -> Layout in
        do throws(KeymapError) {
          return try Layout.xkb(resolved: spec, platform: platform, cache: cache, compile: compile)
        } catch {
          throw Failure(message: error.description)
        }
      },
      loadFile: { path, keyboard throws(Failure) -> Layout in
        do throws(LayoutFileError) {
          return try LayoutFile.load(path, keyboard: keyboard)
        } catch {
          throw Failure(message: error.description)
        }
      },
      prepare: compileAhead.map { compileAhead in
        { @Sendable (specs: [LayoutSpec]) -> Void in
          var missing = specs
          if let cache {
            missing.removeAll { cache.hasEntry(for: Layout.cacheKey(resolved: $0, platform: platform)) }
          }
          compileAhead(missing, platform)
        }
      })
  }
}
