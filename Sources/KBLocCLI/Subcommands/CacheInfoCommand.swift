import ArgumentParser
import KBLocXKB

/// `kbloc cache info`: the cache's folder, entries, size and bound.
struct CacheInfoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "info",
    abstract: "Show the cache's folder, how many entries it holds, their size and the bound."
  )

  @OptionGroup var location: CacheFolderOption

  @Option(name: .long, help: "Output format: text or json.")
  var format: OutputFormat = .text

  func run() async throws {
    guard let cache = location.cache else { throw CacheFolderOption.noFolder }
    let contents = cache.contents()
    let problem = cache.problem
    switch format {
    case .json:
      let json = JSON.object([
        ("folder", .string(cache.folder)), ("entries", .int(contents.entries)), ("bytes", .int(contents.bytes)),
        ("limit", .int(cache.sizeLimit)), ("writable", .bool(problem == nil)), ("problem", .string(problem)),
      ])
      Terminal.standardOutput.write(json.rendered() + "\n")
    case .text:
      let lines = [
        ("Folder", cache.folder),
        ("Entries", "\(contents.entries) (\(ByteCount(contents.bytes)))"),
        ("Bound", "\(ByteCount(cache.sizeLimit)); past it, the least recently used entries are removed"),
        ("State", problem.map { "off: \($0); layouts are compiled every time" } ?? "on"),
      ]
      let width = lines.map(\.0.count).max() ?? 0
      Terminal.standardOutput.write(
        lines.map { label, value in label + ":" + String(repeating: " ", count: width + 2 - label.count) + value + "\n"
        }
        .joined())
    }
  }
}
