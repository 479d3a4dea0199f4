public import KBLoc

extension LayoutCache {
  /// What decides one table, beside what the whole process compiles with: the layout's names
  /// (rules, model, layouts, variants, options) or its keymap text, its name, the platform, and
  /// every other option that changes a table.
  ///
  /// Names are keyed as resolved: `fr` on `mac` is keyed as `fr(mac)`, so both share one entry.
  ///
  /// ```swift
  /// var key = LayoutCache.Key(names: RuleNames(layout: "fr", variant: "mac"), name: "fr(mac)", platform: .mac)
  /// key.tableOptions["keyboard-type"] = "iso"   // an option that changes the table
  /// ```
  public struct Key: Hashable, Sendable {
    /// What libxkbcommon compiles.
    enum Input: Hashable, Sendable {
      /// RMLVO names.
      case names(RuleNames)
      /// A full keymap text.
      case keymap(String)
    }

    /// What libxkbcommon compiles.
    let input: Input
    /// The name the table carries, such as `fr(mac)` or a keymap file's name.
    public let name: String
    /// The platform whose modifier names the table uses.
    public let platform: Platform
    /// Every other option that changes a table, by name: an open set, so that a new option is one
    /// more entry (`key.tableOptions["keyboard-type"] = "iso"`).
    public var tableOptions: [String: String]

    /// The key of a layout compiled from RMLVO names.
    /// - Parameters:
    ///   - names: The names, as resolved for the platform.
    ///   - name: The name the table carries, such as `fr(mac)`.
    ///   - platform: The platform.
    ///   - tableOptions: Other options that change the table.
    public init(names: RuleNames, name: String, platform: Platform, tableOptions: [String: String] = [:]) {
      self.input = .names(names)
      self.name = name
      self.platform = platform
      self.tableOptions = tableOptions
    }

    /// The key of a layout compiled from a full keymap text; the text is kept whole in the entry
    /// and compared byte for byte.
    /// - Parameters:
    ///   - keymap: The keymap text.
    ///   - name: The name the table carries, such as the file name.
    ///   - platform: The platform.
    ///   - tableOptions: Other options that change the table.
    public init(keymap: String, name: String, platform: Platform, tableOptions: [String: String] = [:]) {
      self.input = .keymap(keymap)
      self.name = name
      self.platform = platform
      self.tableOptions = tableOptions
    }

    /// Where a table of this key comes from, as a compile would say.
    var source: LayoutSource {
      switch input {
      case .names: return .names
      case .keymap: return .keymapText
      }
    }

    /// The key as the lines an entry starts with, one `field<TAB>value` a line (table options as
    /// `option<TAB>name<TAB>value`, in name order), a keymap text last behind its length: two
    /// different keys never read the same.
    var encoded: [UInt8] {
      var fields: [[String]]
      switch input {
      case .names(let names):
        fields = [
          ["input", "names"], ["rules", names.rules], ["model", names.model], ["layout", names.layout],
          ["variant", names.variant], ["options", names.options],
        ]
      case .keymap:
        fields = [["input", "keymap"]]
      }
      fields += [["name", name], ["platform", platform.rawValue]]
      fields += tableOptions.sorted { $0.key < $1.key }.map { ["option", $0.key, $0.value] }
      var text = fields.map { $0.map(Self.escaped).joined(separator: "\t") + "\n" }.joined()
      if case .keymap(let keymap) = input { text += "keymap\t\(keymap.utf8.count)\n" + keymap }
      return Array(text.utf8)
    }

    /// `value` with backslashes, tabs and line feeds written `\\`, `\t` and `\n`, so that it stays
    /// one field of one line and two values never read the same.
    static func escaped(_ value: String) -> String {
      var result = ""
      for scalar in value.unicodeScalars {
        switch scalar {
        case "\\": result += "\\\\"
        case "\t": result += "\\t"
        case "\n": result += "\\n"
        default: result.unicodeScalars.append(scalar)
        }
      }
      return result
    }
  }
}
