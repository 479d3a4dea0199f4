import KBLoc

extension CoverageReport {
  /// The text of each shortcut's result that is the same on every layout, written once for a run
  /// rather than once for each layout: the opening of its object up to its `input`, and its `app`
  /// member.
  ///
  /// `kbloc coverage --format json` writes every shortcut's result on hundreds of layouts; the
  /// shortcut's id and input, and its app, are the same text on each.
  struct ResultJSONParts: Sendable {
    /// Each shortcut's id, by index.
    let ids: [String]
    /// Each shortcut's input, by index.
    let inputs: [String]
    /// Each shortcut's app name, by index, or `nil` when the shortcuts were read with no apps.
    let appNames: [String]?
    /// The indent the parts were written at: each result's own line.
    let indent: Int
    /// Each shortcut's `{`, `id` and `input`, by index.
    let openings: [[UInt8]]
    /// Each shortcut's `app` member, by index; empty when the shortcuts were read with no apps.
    let closings: [[UInt8]]

    /// Writes the parts of `definitions`, the shortcuts in the order of a layout's results, each
    /// result's object at `indent`.
    /// - Parameters:
    ///   - definitions: The shortcuts, in the order of each layout's results.
    ///   - appNames: The app of each shortcut, by index, or `nil` for shortcuts read with no apps.
    ///   - indent: The indent of each result's own line (8 in a coverage report's `results`).
    init(definitions: [ShortcutDefinition], appNames: [String]?, indent: Int) {
      ids = definitions.map(\.id)
      inputs = definitions.map(\.keys)
      self.appNames = appNames
      self.indent = indent
      openings = zip(ids, inputs).map { id, input in
        var output = JSON.Output()
        output.beginObject()
        output.member("id", first: true, indent: indent)
        output.string(id)
        output.member("input", indent: indent)
        output.string(input)
        return output.bytes
      }
      closings = definitions.indices.map { index in
        guard let appNames else { return [] }
        var output = JSON.Output()
        output.member("app", indent: indent)
        output.string(index < appNames.count ? appNames[index] : "")
        return output.bytes
      }
    }

    /// Writes `result`, the result of the shortcut at `index`, as
    /// ``KBLoc/LocalizedShortcut/writeJSON(into:indent:app:)`` writes it (with its app when the
    /// shortcuts have apps), taking the parts written once where they are the result's.
    func write(_ result: LocalizedShortcut, at index: Int, into output: inout JSON.Output, indent: Int) {
      guard indent == self.indent, index < openings.count, result.id == ids[index], result.input == inputs[index]
      else {
        let app = appNames.map { index < $0.count ? $0[index] : "" }
        result.writeJSON(into: &output, indent: indent, app: app)
        return
      }
      output.bytes.append(contentsOf: openings[index])
      result.writeJSONTranslation(into: &output, indent: indent)
      output.bytes.append(contentsOf: closings[index])
      output.endObject(indent: indent)
    }
  }

  /// The `results` array of a layout's row at an indent of 6, as
  /// ``resultsJSON(_:appNames:)`` writes it, the text that is the same on every layout taken from
  /// `parts`: the results must be those of `parts`' shortcuts, in order.
  static func resultsJSON(_ results: [LocalizedShortcut], parts: ResultJSONParts) -> [UInt8] {
    // Room for a typical result's text (about 550 bytes, most of it its reason), so that the
    // text of a layout's results is rarely copied to a bigger array on the way.
    JSON.arrayBytes(results.indices, indent: 6, reservingCapacity: 640 * results.count) { index, output, indent in
      parts.write(results[index], at: index, into: &output, indent: indent)
    }
  }
}
