import KBLoc

extension Baseline {
  /// The baseline file's text: `{"version", "command", "entries": [...]}` with one entry a line,
  /// the entries sorted and each entry's fields in one order, so that a baseline written again
  /// from the same findings is the same bytes and a change diffs as the lines of the entries that
  /// changed.
  var fileText: String {
    var text = "{\n  \"version\": \(Baseline.formatVersion),\n  \"command\": \(JSON.quoted(command.rawValue)),\n"
    text += "  \"entries\": ["
    text += entries.map { "\n    " + $0.json.renderedOnOneLine }.joined(separator: ",")
    text += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
    return text
  }
}

extension Baseline.Entry {
  /// `{"title", "keys", "rule", "scope", "layout"}`, without `scope` or `layout` when it has none.
  var json: JSON {
    var members: [(String, JSON)] = [("title", .string(title)), ("keys", .string(keys)), ("rule", .string(rule))]
    if let scope { members.append(("scope", ExtractCommand.json(of: scope))) }
    if let layout { members.append(("layout", .string(layout))) }
    return .object(members)
  }
}
