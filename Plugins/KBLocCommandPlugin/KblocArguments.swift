/// The few of kbloc's options the plugin reads or changes in the arguments it passes on.
enum KblocArguments {
  /// The value of `option` (`--output FILE` or `--output=FILE`), the last one given.
  static func value(of option: String, in arguments: [String]) -> String? {
    var found: String?
    for (index, argument) in arguments.enumerated() {
      if argument == option, index + 1 < arguments.count {
        found = arguments[index + 1]
      } else if argument.hasPrefix(option + "=") {
        found = String(argument.dropFirst(option.count + 1))
      }
    }
    return found
  }

  /// `arguments` with every value of `option` replaced by `value`.
  static func replacing(_ option: String, with value: String, in arguments: [String]) -> [String] {
    var out: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == option, index + 1 < arguments.count {
        out += [option, value]
        index += 2
        continue
      }
      out.append(argument.hasPrefix(option + "=") ? option + "=" + value : argument)
      index += 1
    }
    return out
  }

  /// The options that decide what a scan reads, to pass to the plugin's own `kbloc extract`:
  /// `--config FILE`, `--no-config`, `--exclude GLOB`, `--input-format FORMAT`.
  static func scanOptions(in arguments: [String]) -> [String] {
    let withValue: Set<String> = ["--config", "--exclude", "--input-format"]
    var out: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if withValue.contains(argument), index + 1 < arguments.count {
        out += [argument, arguments[index + 1]]
        index += 1
      } else if argument == "--no-config" || withValue.contains(where: { argument.hasPrefix($0 + "=") }) {
        out.append(argument)
      }
      index += 1
    }
    return out
  }

  /// `path` with the target's name before its extension: `coverage.html` → `coverage-App.html`.
  static func path(_ path: String, for target: String) -> String {
    let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
    guard let dot = path[slash...].lastIndex(of: "."), dot > slash else { return path + "-" + target }
    return String(path[..<dot]) + "-" + target + String(path[dot...])
  }

  /// The extension of a file in a format meant to be opened rather than read on a terminal
  /// (`html`, JUnit's `xml`), or `nil` for the others.
  static func fileSuffix(ofFormat format: String?) -> String? {
    switch format {
    case "html": return "html"
    case "junit": return "xml"
    default: return nil
    }
  }
}
