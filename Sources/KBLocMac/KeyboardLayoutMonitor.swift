public import KBLoc

/// Keeps an app's layout in step with the Mac's keyboard input source: told that it may have
/// changed, it reads the input source again and, only when that differs from the last one read,
/// makes the new layout and hands it to the app.
///
/// macOS posts a notification each time an input source is selected, also when the
/// ASCII-capable one, which shortcuts go through, stays the same (switching from ABC to Pinyin
/// and back); a different keyboard (ANSI to ISO) posts none. ``refresh()`` compares the
/// identifier, the keyboard and the key layout data, so that the app rebuilds its menus and
/// hotkeys only when the table changed. On macOS, `KeyboardInputSource.observeChanges(_:)` calls
/// a closure on each selection; call ``refresh()`` from it, and when the app becomes active.
///
/// ```swift
/// let monitor = KeyboardLayoutMonitor { layout in menus.localize(for: layout) }   // macOS
/// let observation = KeyboardInputSource.observeChanges { monitor.refresh() }
/// ```
@MainActor
public final class KeyboardLayoutMonitor {
  /// The input source read last; `nil` when none could be read.
  public private(set) var inputSource: KeyboardInputSource?
  /// The layout of ``inputSource``: `us(mac)` when none could be read.
  public private(set) var layout: Layout
  /// Reads the input source.
  private let read: @MainActor () -> KeyboardInputSource?
  /// Makes an input source's layout.
  private let makeLayout: @MainActor (KeyboardInputSource) -> Layout
  /// Told each new layout.
  private let onChange: @MainActor (Layout) -> Void

  /// Creates a monitor that reads the input source with `read` now and on each ``refresh()``.
  ///
  /// `onChange` is not called for the layout read now; read it from ``layout``.
  /// - Parameters:
  ///   - read: Reads the current input source (on macOS, `KeyboardInputSource.current`).
  ///   - makeLayout: Makes an input source's layout (on macOS, `{ $0.layout() }`).
  ///   - onChange: Told each layout that differs from the last.
  public init(
    reading read: @escaping @MainActor () -> KeyboardInputSource?,
    layoutOf makeLayout: @escaping @MainActor (KeyboardInputSource) -> Layout,
    onChange: @escaping @MainActor (Layout) -> Void
  ) {
    self.read = read
    self.makeLayout = makeLayout
    self.onChange = onChange
    let source = read()
    inputSource = source
    layout = source.map(makeLayout) ?? Layout.usReference(for: .mac)
  }

  /// Reads the input source again; when it differs from the last one read (identifier, keyboard
  /// or key layout data), makes its layout and calls `onChange` with it.
  /// - Returns: Whether the layout changed.
  /// - Complexity: one read; one layout made when it changed.
  @discardableResult
  public func refresh() -> Bool {
    let source = read()
    guard source != inputSource else { return false }
    inputSource = source
    layout = source.map(makeLayout) ?? Layout.usReference(for: .mac)
    onChange(layout)
    return true
  }
}
