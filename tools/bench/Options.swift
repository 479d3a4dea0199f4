internal import KBLoc

/// The command line of `kbloc-bench`.
///
/// ```
/// kbloc-bench [--iterations N] [--warmup N] [--layouts fr,de,ru,jp] [--platform mac|pc]
///             [--coverage-iterations N] [--only NAMES] [--json]
/// kbloc-bench --write-readme RESULTS.json | --check-readme RESULTS.json
/// ```
struct Options: Sendable {
  /// Timed iterations per measured operation.
  var iterations = 30
  /// Untimed rounds run first, so caches, page faults and lazy initialisers are paid up front.
  var warmup = 3
  /// The layout specs to load, as a user writes them (`fr`, not `fr(mac)`).
  var layouts = ["fr", "de", "ru", "jp"]
  /// Whose conventions `Layout.xkb` follows; `mac` resolves `fr` to `fr(mac)`.
  var platform = Platform.mac
  /// Print JSON instead of the table.
  var json = false
  /// Timed runs of the whole-registry coverage figure, which takes seconds a run.
  var coverageIterations = 5
  /// The benchmarks to run, by name (``Benchmarks/names``); all of them when empty.
  var only: [String] = []

  /// The usage text printed for `--help` and after a bad argument.
  static let usage = """
    usage: kbloc-bench [--iterations N] [--warmup N] [--layouts LIST] [--platform mac|pc]
                       [--coverage-iterations N] [--only NAMES] [--json]
           kbloc-bench --write-readme RESULTS.json | --check-readme RESULTS.json

      --iterations N           timed iterations per operation (default 30)
      --warmup N               untimed rounds before timing (default 3)
      --layouts LIST           layout specs, comma-separated (default fr,de,ru,jp); to bench a
                               multi-group spec such as us,ru separate the list with ';' instead
      --platform P             mac (default: fr → fr(mac)) or pc (specs taken as written)
      --coverage-iterations N  timed runs of `kbloc coverage` over @all and of its baseline,
                               after one warm-up run each (default 5; a run takes seconds)
      --only NAMES             run only these benchmarks, comma-separated: \(Benchmarks.names.joined(separator: ", "))
      --json                   print the same figures as JSON
      --write-readme RESULTS   measure nothing: write README.md's performance table from the
                               JSON of a run of every figure (`make readme-table`)
      --check-readme RESULTS   measure nothing: exit 1 unless README.md's table is what
                               --write-readme would write and RESULTS has the bench's targets

    The coverage figure runs the release `kbloc` found next to kbloc-bench (or $KBLOC_EXECUTABLE):
    `make bench` builds both.
    """

  /// A bad command line, with the message to print before the usage.
  struct Invalid: Error, CustomStringConvertible {
    /// What was wrong.
    let description: String
  }

  /// What the command line asks for: a run, or the usage text.
  enum Request {
    /// Run the benchmark with these options.
    case run(Options)
    /// Print the usage text and stop.
    case help
    /// Write README.md's performance table from the results at this path, or only check it.
    case readmeTable(results: String, writing: Bool)
  }

  /// Parses the arguments after the program name.
  /// - Throws: ``Invalid`` for an unknown flag, a missing value or a value out of range.
  static func parse(_ arguments: [String]) throws(Invalid) -> Request {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let (flag, inline) = split(argument)
      func value() throws(Invalid) -> String {
        if let inline { return inline }
        guard let next = remaining.popFirst() else { throw Invalid(description: "\(flag) needs a value") }
        return next
      }
      switch flag {
      case "--help", "-h":
        return .help
      case "--json":
        options.json = true
      case "--write-readme", "--check-readme":
        return .readmeTable(results: try value(), writing: flag == "--write-readme")
      case "--iterations":
        options.iterations = try count(value(), for: flag, minimum: 1)
      case "--warmup":
        options.warmup = try count(value(), for: flag, minimum: 0)
      case "--layouts":
        let list = try value()
        let separator: Character = list.contains(";") ? ";" : ","
        options.layouts = list.split(separator: separator).map(String.init).filter { !$0.isEmpty }
        guard !options.layouts.isEmpty else { throw Invalid(description: "--layouts needs at least one layout") }
      case "--coverage-iterations":
        options.coverageIterations = try count(value(), for: flag, minimum: 1)
      case "--only":
        options.only = try value().split(separator: ",").map(String.init)
        if let unknown = options.only.first(where: { !Benchmarks.names.contains($0) }) {
          throw Invalid(description: "--only takes \(Benchmarks.names.joined(separator: ", ")), not '\(unknown)'")
        }
      case "--platform":
        let name = try value()
        guard let platform = Platform(rawValue: name) else {
          throw Invalid(description: "--platform is mac or pc, not '\(name)'")
        }
        options.platform = platform
      default:
        throw Invalid(description: "unknown argument '\(argument)'")
      }
    }
    return .run(options)
  }

  /// Splits `--flag=value` into its flag and value; other arguments have no inline value.
  private static func split(_ argument: String) -> (flag: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// Reads a whole number of at least `minimum`.
  private static func count(_ text: String, for flag: String, minimum: Int) throws(Invalid) -> Int {
    guard let number = Int(text), number >= minimum else {
      throw Invalid(description: "\(flag) takes a whole number of at least \(minimum), not '\(text)'")
    }
    return number
  }
}
