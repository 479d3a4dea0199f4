public import Foundation
public import KBLoc

/// The keyboard layout this machine is configured with, and where that configuration was found.
///
/// ``find(environment:keyboardConfiguration:commandTimeout:)`` asks the places a Linux desktop
/// keeps its keyboard configuration, in this order, and stops at the first that names a layout:
///
/// 1. `KBLOC_LAYOUT`: a layout spec (`de`, `ch(fr)`, `us,ru`) that overrides everything else.
/// 2. `XKB_DEFAULT_LAYOUT` with `XKB_DEFAULT_RULES`, `_MODEL`, `_VARIANT` and `_OPTIONS`: the
///    variables libxkbcommon itself reads (and many Wayland compositors pass on).
/// 3. The X server, when `DISPLAY` is set: the names in its `_XKB_RULES_NAMES` root-window
///    property, read by running `setxkbmap -query` (from the `PATH` of `environment`).
/// 4. The system keyboard configuration file, `/etc/default/keyboard` (Debian, Ubuntu): its
///    `XKBLAYOUT`, `XKBVARIANT`, `XKBMODEL` and `XKBOPTIONS`, written in shell syntax.
/// 5. `localectl status` (systemd-localed): its `X11 Layout`, `X11 Variant`, `X11 Model` and
///    `X11 Options` lines.
/// 6. Otherwise `us`.
///
/// A place that is not configured, or that cannot be asked (no `setxkbmap` on the `PATH`, a
/// command that fails or times out, a file without `XKBLAYOUT`), is passed over and the next one
/// is asked; ``passedOver`` says why for every place that was present but gave nothing. A place
/// that names a layout is final: names that turn out to be malformed are an error
/// (``CurrentLayoutError``), never a silent fall back to the next place, so a misconfiguration
/// is seen rather than hidden.
///
/// ```swift
/// let keyboard = try ConnectedKeyboard.find()
/// keyboard.source.description   // "/etc/default/keyboard"
/// keyboard.spec.description     // "de(nodeadkeys)"
/// ```
public struct ConnectedKeyboard: Sendable, Hashable {
  /// A place the keyboard configuration can come from.
  public enum Source: Sendable, Hashable, CustomStringConvertible {
    /// The `KBLOC_LAYOUT` environment variable.
    case layoutVariable
    /// The `XKB_DEFAULT_*` environment variables libxkbcommon reads.
    case xkbDefaultVariables
    /// The X server's keymap names, read with `setxkbmap -query`.
    case xServer
    /// A keyboard configuration file in the format of `/etc/default/keyboard`, at a path.
    case keyboardFile(String)
    /// `localectl status`.
    case localectl
    /// None of the others: the default `us`.
    case fallback

    /// A phrase naming the place, for messages and `LayoutSource.connected(_:)`.
    public var description: String {
      switch self {
      case .layoutVariable: return "the KBLOC_LAYOUT environment variable"
      case .xkbDefaultVariables: return "the XKB_DEFAULT_* environment variables"
      case .xServer: return "the X server (setxkbmap -query)"
      case .keyboardFile(let path): return path
      case .localectl: return "localectl"
      case .fallback: return "the default 'us'"
      }
    }
  }

  /// Where the configuration was found.
  public let source: Source
  /// The layouts and variants (one group per layout) and the XKB options.
  public let spec: LayoutSpec
  /// The XKB rules, `evdev` unless the source names others.
  public let rules: String
  /// The keyboard model, `pc105` unless the source names another.
  public let model: String
  /// Why each place before ``source`` that was present gave no layout, such as
  /// `the X server (setxkbmap -query): exit status 1: Cannot open display ":0"`.
  public let passedOver: [String]

  /// Creates a configuration from its parts.
  public init(
    source: Source, spec: LayoutSpec, rules: String = "evdev", model: String = "pc105", passedOver: [String] = []
  ) {
    self.source = source
    self.spec = spec
    self.rules = rules
    self.model = model
    self.passedOver = passedOver
  }

  /// The RMLVO names to compile, as found (not resolved for a platform).
  public var names: RuleNames { RuleNames(spec, rules: rules, model: model) }

  /// Finds the connected keyboard's configuration, asking each place in the documented order.
  ///
  /// - Parameters:
  ///   - environment: The environment to read variables from, and whose `PATH` is searched for
  ///     `setxkbmap` and `localectl` (which then run with it); the process's own by default.
  ///   - keyboardConfiguration: The keyboard configuration file; `/etc/default/keyboard` by
  ///     default.
  ///   - commandTimeout: How long `setxkbmap` or `localectl` may take before it is stopped and
  ///     passed over.
  /// - Returns: The first place's configuration, or `us` with ``Source/fallback``.
  /// - Throws: ``CurrentLayoutError/malformedNames(source:names:error:)`` when the first place
  ///   that names a layout names it in a way that is not a layout spec.
  /// - Complexity: reads a few variables; may run two short commands and read one small file.
  public static func find(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    keyboardConfiguration: String = "/etc/default/keyboard",
    commandTimeout: Duration = .seconds(3)
  ) throws(CurrentLayoutError) -> ConnectedKeyboard {
    var passedOver: [String] = []

    if let layout = environment.nonEmpty("KBLOC_LAYOUT") {
      return try found(.layoutVariable, layout: layout, passedOver: passedOver)
    }
    if let layout = environment.nonEmpty("XKB_DEFAULT_LAYOUT") {
      return try found(
        .xkbDefaultVariables, layout: layout, variant: environment.nonEmpty("XKB_DEFAULT_VARIANT"),
        options: environment.nonEmpty("XKB_DEFAULT_OPTIONS"), rules: environment.nonEmpty("XKB_DEFAULT_RULES"),
        model: environment.nonEmpty("XKB_DEFAULT_MODEL"), passedOver: passedOver)
    }
    if environment.nonEmpty("DISPLAY") != nil {
      switch ExternalCommand.run("setxkbmap", arguments: ["-query"], environment: environment, timeout: commandTimeout)
      {
      case .notFound:
        passedOver.append("\(Source.xServer): setxkbmap is not on the PATH")
      case .failed(let reason):
        passedOver.append("\(Source.xServer): \(reason)")
      case .output(let text):
        let fields = Self.colonFields(text)
        if let layout = fields["layout"].flatMap(\.nonEmpty) {
          return try found(
            .xServer, layout: layout, variant: fields["variant"], options: fields["options"], rules: fields["rules"],
            model: fields["model"], passedOver: passedOver)
        }
        passedOver.append("\(Source.xServer): no 'layout:' line in its output")
      }
    }
    if let text = try? String(contentsOfFile: keyboardConfiguration, encoding: .utf8) {
      let values = Self.shellAssignments(text)
      if let layout = values["XKBLAYOUT"].flatMap(\.nonEmpty) {
        return try found(
          .keyboardFile(keyboardConfiguration), layout: layout, variant: values["XKBVARIANT"],
          options: values["XKBOPTIONS"], model: values["XKBMODEL"], passedOver: passedOver)
      }
      passedOver.append("\(keyboardConfiguration): no XKBLAYOUT")
    }
    switch ExternalCommand.run("localectl", arguments: ["status"], environment: environment, timeout: commandTimeout) {
    case .notFound:
      break
    case .failed(let reason):
      passedOver.append("\(Source.localectl): \(reason)")
    case .output(let text):
      let fields = Self.colonFields(text).mapValues { $0 == "n/a" ? "" : $0 }
      if let layout = fields["X11 Layout"].flatMap(\.nonEmpty) {
        return try found(
          .localectl, layout: layout, variant: fields["X11 Variant"], options: fields["X11 Options"],
          model: fields["X11 Model"], passedOver: passedOver)
      }
      passedOver.append("\(Source.localectl): no X11 layout is set")
    }
    return ConnectedKeyboard(
      source: .fallback, spec: LayoutSpec(groups: [LayoutSpec.Group(layout: "us")]), passedOver: passedOver)
  }

  /// The configuration a place names, its spec parsed from the XKB names.
  private static func found(
    _ source: Source, layout: String, variant: String? = nil, options: String? = nil, rules: String? = nil,
    model: String? = nil, passedOver: [String]
  ) throws(CurrentLayoutError) -> ConnectedKeyboard {
    let spec: LayoutSpec
    do {
      spec = try LayoutSpec(layout, variants: variant.flatMap(\.nonEmpty), options: options)
    } catch {
      let names = [layout] + (variant.flatMap(\.nonEmpty).map { ["variant \($0)"] } ?? [])
      throw .malformedNames(source: source, names: names.joined(separator: ", "), error: error)
    }
    return ConnectedKeyboard(
      source: source, spec: spec, rules: rules.flatMap(\.nonEmpty) ?? "evdev",
      model: model.flatMap(\.nonEmpty) ?? "pc105",
      passedOver: passedOver)
  }
}

extension ConnectedKeyboard {
  /// The `name: value` lines of a command's output (`setxkbmap -query`, `localectl status`),
  /// names and values trimmed; the first line with a name wins.
  static func colonFields(_ text: String) -> [String: String] {
    var fields: [String: String] = [:]
    for line in text.split(whereSeparator: \.isNewline) {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces)
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      if !name.isEmpty, fields[name] == nil { fields[name] = value }
    }
    return fields
  }

  /// The variables a shell-syntax configuration file assigns (`XKBLAYOUT="de,us"`).
  ///
  /// They are read as a POSIX shell would: an optional `export`, then `NAME=value` where the
  /// value is words that are unquoted (a backslash escapes the next character), in single quotes
  /// (literal) or in double quotes (a backslash escapes `"`, `\`, `$` and `` ` ``), up to unquoted
  /// white space or `;` (so a `# comment` after the value is left out). Lines that are not
  /// assignments are ignored; the last assignment wins. Nothing is expanded: `$X` stays as
  /// written.
  static func shellAssignments(_ text: String) -> [String: String] {
    var values: [String: String] = [:]
    for rawLine in text.split(whereSeparator: \.isNewline) {
      var line = Substring(rawLine.trimmingCharacters(in: .whitespaces))
      if line.hasPrefix("export ") || line.hasPrefix("export\t") {
        line = Substring(line.dropFirst("export".count).trimmingCharacters(in: .whitespaces))
      }
      guard let equals = line.firstIndex(of: "="), !line.hasPrefix("#") else { continue }
      let name = line[..<equals]
      guard let first = name.first, first == "_" || first.isASCIILetter,
        name.allSatisfy({ $0 == "_" || $0.isASCIILetter || $0.isASCIIDigit })
      else { continue }
      values[String(name)] = shellWord(line[line.index(after: equals)...])
    }
    return values
  }

  /// The value of one shell word, quotes removed, up to unquoted white space or `;`.
  private static func shellWord(_ text: Substring) -> String {
    var value = ""
    var rest = text[...]
    while let character = rest.popFirst() {
      switch character {
      case " ", "\t", ";":
        return value
      case "\\":
        if let next = rest.popFirst() { value.append(next) }
      case "'":
        while let inner = rest.popFirst(), inner != "'" { value.append(inner) }
      case "\"":
        while let inner = rest.popFirst(), inner != "\"" {
          if inner == "\\", let next = rest.first, "\"\\$`".contains(next) {
            value.append(next)
            rest.removeFirst()
          } else {
            value.append(inner)
          }
        }
      default:
        value.append(character)
      }
    }
    return value
  }
}

extension [String: String] {
  /// The value of a variable, trimmed, or `nil` when it is unset or blank.
  fileprivate func nonEmpty(_ name: String) -> String? {
    self[name].flatMap(\.nonEmpty)
  }
}

extension String {
  /// The string trimmed of white space, or `nil` when nothing is left.
  fileprivate var nonEmpty: String? {
    let trimmed = trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }
}

extension Character {
  /// Whether the character is an ASCII letter.
  fileprivate var isASCIILetter: Bool { isASCII && isLetter }
  /// Whether the character is an ASCII digit.
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
