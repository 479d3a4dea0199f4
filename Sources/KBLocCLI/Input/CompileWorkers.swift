import Foundation
import KBLoc
import KBLocXKB

/// Compiles the layouts of a run ahead of it in worker processes, one per core: kbloc itself,
/// running ``CompileLayoutsCommand``, each compiling its share on one thread and printing the
/// tables as it goes; the run's own threads decode them in the order they ask for them.
///
/// libxkbcommon maps every file it reads into memory and unmaps it after. In one process whose
/// threads compile side by side, each unmap stops the other cores to flush their address
/// translations, and the threads queue for the one memory map; in processes of their own, they
/// do not. Over `@all` (578 layouts on 2 cores) workers take 0.86 s of CPU where two threads take
/// 1.14 s, for the same keymaps compiled by libxkbcommon alone.
///
/// Workers start only for ``minimumCount`` layouts or more, and only on two cores or more, each
/// given ``minimumShare`` layouts or more. Below that, layouts compile as before (in this
/// process, or one child each while the user's include folders are read, ``IsolatedCompile``).
/// A worker silent for as long as one layout may take to compile
/// (``IsolatedCompile/timeoutSeconds``) is stopped. A layout a worker did not deliver because it
/// crashed or was stopped is compiled in a child process of its own, so that a crash inside
/// libxkbcommon still ends only that layout's row (and a layout that hangs it costs that time
/// twice); one whose worker could not start is compiled as without workers.
final class CompileWorkers: @unchecked Sendable {
  /// The fewest layouts worth starting workers for: each costs about 10 ms to start.
  static let minimumCount = 32

  /// The fewest layouts a worker is given: one per core, but no worker for fewer.
  static let minimumShare = 16

  /// What a worker delivered for one spec.
  enum Frame: Equatable {
    /// The layout's table, as ``KBLoc/Layout/snapshot(xkeyboardConfig:)`` wrote it.
    case table([UInt8])
    /// Why the layout did not compile: the ``KBLocXKB/KeymapError``'s message.
    case failure(String)
    /// A table whose snapshot would not read back the same (a name with a tab or a line break):
    /// compiled again by the run itself.
    case unfit

    /// The frame as a worker writes it: a header line (`table 1234`, `error 56`, `unfit 0`), then
    /// that many bytes.
    var encoded: [UInt8] {
      switch self {
      case .table(let bytes): return Array("table \(bytes.count)\n".utf8) + bytes
      case .failure(let message): return Array("error \(message.utf8.count)\n\(message)".utf8)
      case .unfit: return Array("unfit 0\n".utf8)
      }
    }
  }

  /// Reads frames out of a worker's output, whatever pieces it arrives in.
  struct FrameReader {
    /// The bytes read and not yet part of a whole frame.
    private var pending: [UInt8] = []
    /// Whether the output stopped making sense; nothing more is read.
    private(set) var isBroken = false

    /// Adds a piece of output.
    /// - Returns: The frames it completes, in order.
    mutating func read(_ piece: ArraySlice<UInt8>) -> [Frame] {
      guard !isBroken else { return [] }
      pending += piece
      var frames: [Frame] = []
      var start = 0
      while let lineEnd = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
        let header = pending[start..<lineEnd].split(separator: UInt8(ascii: " "))
        guard header.count == 2, let count = Int(String(decoding: header[1], as: UTF8.self)),
          (0...InputLimits.fileSize).contains(count)
        else {
          isBroken = true
          return frames
        }
        guard pending.count - (lineEnd + 1) >= count else { break }
        let body = Array(pending[(lineEnd + 1)..<(lineEnd + 1 + count)])
        switch String(decoding: header[0], as: UTF8.self) {
        case "table": frames.append(.table(body))
        case "error": frames.append(.failure(String(decoding: body, as: UTF8.self)))
        case "unfit": frames.append(.unfit)
        default:
          isBroken = true
          return frames
        }
        start = lineEnd + 1 + count
      }
      pending.removeFirst(start)
      return frames
    }
  }

  /// Where one spec's layout stands.
  private enum Slot {
    /// Its worker has not delivered it yet.
    case pending
    /// Its worker delivered this.
    case delivered(Frame)
    /// Its worker ended without delivering it: the run compiles it itself.
    case abandoned
  }

  /// The program workers run: kbloc's own executable.
  private let executable: String?
  /// Held while ``slots`` and the counts are read or changed; signalled when a slot changes.
  private let condition = NSCondition()
  /// The specs given to workers, by ``KBLoc/LayoutSpec/description``.
  private var slots: [String: Slot] = [:]
  /// How many workers were started, over every ``start(_:platform:)``; behind ``condition``.
  private var started = 0
  /// How many tables the run took from workers; behind ``condition``.
  private var delivered = 0

  /// How many workers were started, over every ``start(_:platform:)``.
  var startedCount: Int { condition.withLock { started } }
  /// How many tables the run took from workers.
  var deliveredCount: Int { condition.withLock { delivered } }

  /// Workers, none started yet, that run `executable`: by default this process's own (kbloc's).
  init(executable: String? = Bundle.main.executableURL?.path) {
    self.executable = executable
  }

  /// Starts workers for `specs` (already resolved for `platform`), each taking every n-th one, when
  /// there are ``minimumCount`` of them or more and two cores or more; specs given to workers before
  /// and not yet taken are dropped.
  /// - Parameters:
  ///   - specs: The resolved specs, in the order the run loads them.
  ///   - platform: Whose conventions they are compiled with.
  func start(_ specs: [LayoutSpec], platform: Platform) {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    var seen = Set<String>()
    // A spec a worker's input line would not give back as it is (a name with a tab or a line
    // break, or outside the spec grammar, from a user's registry) is compiled by the run.
    let unique = specs.compactMap { spec in
      Self.line(for: spec).flatMap { seen.insert(spec.description).inserted ? (spec.description, $0) : nil }
    }
    let count = min(cores, unique.count / Self.minimumShare)
    let starts = cores >= 2 && unique.count >= Self.minimumCount && executable != nil
    condition.withLock {
      slots = [:]
      guard starts else { return }
      for (name, _) in unique { slots[name] = .pending }
      started += count
    }
    guard starts, let executable else { return }
    for worker in 0..<count {
      let share = Array(unique[worker...].enumerated().filter { $0.offset % count == 0 }.map(\.element))
      Thread.detachNewThread { [self] in
        self.run(share, platform: platform, executable: executable)
      }
    }
  }

  /// The line that names `spec` on a worker's input — its groups, a tab, its options — or `nil`
  /// when the worker would not read the same spec back from it.
  static func line(for spec: LayoutSpec) -> String? {
    let groups = spec.groups.map(\.description).joined(separator: ",")
    let options = spec.options.joined(separator: ",")
    let separators: Set<Unicode.Scalar> = ["\t", "\n", "\r"]
    guard !(groups + options).unicodeScalars.contains(where: separators.contains),
      (try? LayoutSpec(groups, options: options)) == spec
    else { return nil }
    return groups + "\t" + options + "\n"
  }

  /// Runs one worker over `share` (each spec's name and input line) and records what it
  /// delivers; marks what it did not deliver abandoned when it ends, or leaves it to the run when
  /// the worker could not start.
  private func run(_ share: [(name: String, line: String)], platform: Platform, executable: String) {
    let input = share.map(\.line).joined()
    let state = WorkerState(share.map(\.name))
    // A worker silent for as long as one compile may take is stopped; the layouts it has not
    // delivered then compile one child each, each with that time.
    var child = ChildProcess(
      executable, arguments: ["compile-layouts", "--platform", platform.rawValue], input: Array(input.utf8),
      timeout: .seconds(IsolatedCompile.timeoutSeconds))
    child.timeoutCountsFromLastOutput = true
    child.onOutput = { [self] piece in
      for frame in state.read(piece) {
        deliver(.delivered(frame.frame), for: frame.name)
      }
    }
    do {
      _ = try child.run()
      for name in state.remaining() { deliver(.abandoned, for: name) }
    } catch {
      // Not started: the run compiles these as it would without workers.
      for name in state.remaining() { deliver(nil, for: name) }
    }
  }

  /// Records a slot's new state (`nil`: no longer a worker's) and wakes the threads waiting for it.
  private func deliver(_ slot: Slot?, for name: String) {
    condition.withLock {
      guard slots[name] != nil else { return }
      slots[name] = slot
      condition.broadcast()
    }
  }

  /// Where `spec` stands once its worker has delivered it or ended; `nil` for a spec no worker
  /// was given.
  ///
  /// The slot is emptied: a spec is taken once.
  private func take(_ spec: LayoutSpec) -> Slot? {
    condition.withLock {
      while case .pending? = slots[spec.description] { condition.wait() }
      let slot = slots.removeValue(forKey: spec.description)
      if case .delivered(.table)? = slot { delivered += 1 }
      return slot
    }
  }

  /// The layout of a resolved spec, from its worker or compiled as without workers.
  ///
  /// A spec a worker did not deliver is compiled in a child process of its own: its worker may
  /// have crashed on it.
  /// - Throws: ``KBLocXKB/KeymapError``: the worker's message, or the compile's.
  func layout(_ spec: LayoutSpec, platform: Platform) throws(KeymapError) -> Layout {
    switch take(spec) {
    case .delivered(.table(let bytes))?:
      // A table that is not the spec's (which a worker's line should never allow) is compiled again.
      guard var layout = try? Layout(snapshotUTF8: bytes), layout.name == spec.description else {
        return try IsolatedCompile.layout(spec, platform: platform)
      }
      layout.source = .names
      return layout
    case .delivered(.failure(let message))?:
      throw .message(message)
    case .abandoned?:
      return try IsolatedCompile.layout(spec, platform: platform)
    case .delivered(.unfit)?, .pending?, nil:
      if let compile = IsolatedCompile.compileForNames { return try compile(spec, platform) }
      return try Layout.xkb(resolved: spec, platform: platform)
    }
  }

  /// A loader of layouts compiled by libxkbcommon (``KBLocXKB/LayoutLoader/xkb(platform:cache:compile:compileAhead:)``),
  /// with the layouts a run will compile compiled ahead by workers.
  static func loader(platform: Platform, cache: LayoutCache?) -> LayoutLoader {
    let workers = CompileWorkers()
    return LayoutLoader.xkb(
      platform: platform, cache: cache, compile: workers.layout(_:platform:), compileAhead: workers.start(_:platform:))
  }
}

/// The specs one worker was given, in order, and the frames read of its output so far.
private final class WorkerState: @unchecked Sendable {
  private let lock = NSLock()
  private let names: [String]
  private var reader = CompileWorkers.FrameReader()
  private var delivered = 0

  init(_ names: [String]) {
    self.names = names
  }

  /// Reads a piece of the worker's output.
  /// - Returns: The frames it completes, each with its spec's name; frames beyond the specs given
  ///   are dropped.
  func read(_ piece: ArraySlice<UInt8>) -> [(name: String, frame: CompileWorkers.Frame)] {
    lock.withLock {
      var found: [(String, CompileWorkers.Frame)] = []
      for frame in reader.read(piece) where delivered < names.count {
        found.append((names[delivered], frame))
        delivered += 1
      }
      return found
    }
  }

  /// The specs not delivered.
  func remaining() -> ArraySlice<String> {
    lock.withLock { names[delivered...] }
  }
}
