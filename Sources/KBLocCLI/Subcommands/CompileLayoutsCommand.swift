import ArgumentParser
import KBLoc
import KBLocXKB

/// `kbloc compile-layouts` (hidden): compiles the layouts listed on standard input and writes
/// each one's table on standard output as it is compiled, in order.
///
/// kbloc runs itself with this command as a worker process (see ``CompileWorkers``) when a run
/// compiles many layouts. Each input line is one resolved spec, its groups and its options
/// separated by a tab (`us(dvorak),ru<TAB>grp:alt_shift_toggle`); each output is a
/// ``CompileWorkers/Frame``: the table, or the message of why it did not compile.
struct CompileLayoutsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compile-layouts",
    abstract: "Compile the layouts listed on standard input and print their tables (kbloc runs this as a worker).",
    shouldDisplay: false
  )

  @Option(name: .long, help: "Whose conventions: mac or pc.")
  var platform: Platform = .mac

  func run() throws {
    let list = try InputFile.text(at: "-", kind: "layout list")
    for line in list.split(separator: "\n") {
      let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
      let frame: CompileWorkers.Frame
      do throws(KeymapError) {
        let spec: LayoutSpec
        do throws(LayoutSpecError) {
          spec = try LayoutSpec(String(fields[0]), options: fields.count > 1 ? String(fields[1]) : nil)
        } catch {
          throw .invalidSpec(error)
        }
        let layout = try Layout.xkb(resolved: spec, platform: platform)
        frame = layout.snapshotReadsBack ? .table(layout.snapshotUTF8(xkeyboardConfig: "compiled")) : .unfit
      } catch {
        frame = .failure(error.description)
      }
      Terminal.standardOutput.write(parts: [frame.encoded])
    }
  }
}
