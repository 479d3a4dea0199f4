internal import CXKBCommon
internal import Foundation
internal import KBLoc
internal import KBLocXKB

extension Benchmarks {
  /// What isolating libxkbcommon costs: compiling a keymap text in a child process (`kbloc
  /// compile-layout`, as `kbloc --keymap FILE` does) against compiling it in this process.
  ///
  /// For each layout, its keymap text (libxkbcommon's own `xkb_keymap_get_as_string`) is compiled
  /// `Layout.xkb(keymap:)` in process (the baseline), and by starting the release `kbloc
  /// compile-layout`, writing the text to its standard input and decoding the snapshot it prints
  /// with `Layout(snapshot:)` — the same steps as the CLI's `IsolatedCompile`. Both sides
  /// alternate within each iteration.
  static func isolatedCompile(_ options: Options) -> [Figure] {
    let iterations = max(1, min(options.iterations, 10))
    var rows: [Row] = []
    for spec in options.layouts {
      do {
        let text = try IsolatedCompileCase.keymapText(spec)
        let kbloc = try KblocBinary.url()
        var inProcess = Samples()
        var isolated = Samples()
        for round in 0..<(iterations + 1) {
          let local = try Samples.duration {
            blackHole(try Layout.xkb(keymap: text, platform: options.platform))
          }
          let child = try Samples.duration {
            blackHole(try IsolatedCompileCase.compileInChild(text, kbloc: kbloc, platform: options.platform))
          }
          // The first round warms up the caches and the binary's pages.
          if round > 0 {
            inProcess.append(local)
            isolated.append(child)
          }
        }
        rows.append(Row(spec, kbloc: isolated, baseline: inProcess))
      } catch {
        rows.append(Row(spec, failure: String(describing: error)))
      }
    }
    return [
      Figure(
        id: "isolated-compile",
        title: "Isolated compile — a keymap text compiled in a child kbloc vs in this process",
        note: "kbloc: start `kbloc compile-layout`, keymap text on stdin, decode the snapshot it prints "
          + "(what --keymap FILE and layouts from ~/.config/xkb cost). Baseline: Layout.xkb(keymap:) in process. "
          + "Ratio = the price of surviving a libxkbcommon crash. System layouts by name stay in process.",
        rows: rows)
    ]
  }
}

/// The steps of the isolated-compile figure.
enum IsolatedCompileCase {
  /// libxkbcommon's keymap text for a layout spec, compiled from its names as given.
  ///
  /// The corresponding C functions are `xkb_keymap_new_from_names` and `xkb_keymap_get_as_string`.
  static func keymapText(_ spec: String) throws -> String {
    guard let context = xkb_context_new(XKB_CONTEXT_NO_ENVIRONMENT_NAMES) else {
      throw BenchFailure("xkb_context_new failed")
    }
    defer { xkb_context_unref(context) }
    let keymap = spec.withCString { layout in
      var names = xkb_rule_names(rules: nil, model: nil, layout: layout, variant: nil, options: nil)
      return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
    }
    guard let keymap else { throw BenchFailure("libxkbcommon cannot compile '\(spec)'") }
    defer { xkb_keymap_unref(keymap) }
    guard let text = xkb_keymap_get_as_string(keymap, XKB_KEYMAP_FORMAT_TEXT_V1) else {
      throw BenchFailure("xkb_keymap_get_as_string failed for '\(spec)'")
    }
    defer { free(text) }
    return String(cString: text)
  }

  /// Compiles `text` in a child `kbloc compile-layout` and decodes the table it prints.
  static func compileInChild(_ text: String, kbloc: URL, platform: Platform) throws -> Layout {
    let child = ChildProcess(
      kbloc.path, arguments: ["compile-layout", "--name", "bench.xkb", "--platform", platform.rawValue],
      input: Array(text.utf8), output: .kept(upTo: InputLimits.fileSize))
    return try Layout(snapshot: child.run(expecting: [0]).outputText)
  }
}
