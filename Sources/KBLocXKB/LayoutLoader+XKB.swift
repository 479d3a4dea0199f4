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
  /// - Returns: The loader.
  public static func xkb(
    platform: Platform, cache: LayoutCache? = nil,
    compile: (@Sendable (LayoutSpec, Platform) throws(KeymapError) -> Layout)? = nil
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
      })
  }
}
