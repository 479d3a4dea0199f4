public import KBLoc

extension LayoutLoader {
  /// Layouts compiled by libxkbcommon from the system's xkeyboard-config, as
  /// ``KBLoc/Layout/xkb(_:platform:rules:model:)`` loads them: on `mac`, a spec resolves to its
  /// Macintosh variant where there is one, so `fr` and `fr(mac)` load once.
  ///
  /// A failure's message is the ``KeymapError``'s: libxkbcommon's own messages, or the close
  /// names of an unknown layout.
  /// - Parameter platform: Whose conventions the specs are resolved for.
  /// - Returns: The loader.
  public static func xkb(platform: Platform) -> LayoutLoader {
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
          return try Keymap(resolved: spec, platform: platform).layout()
        } catch {
          throw Failure(message: error.description)
        }
      })
  }
}
