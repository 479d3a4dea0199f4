internal import CXKBCommon
internal import Foundation

/// An owned `xkb_context` whose log messages are collected instead of printed.
///
/// Not `Sendable`: libxkbcommon's reference counts are not atomic. A context serves one compile
/// at a time: parallel compiles never share one. A compile takes an idle context
/// (``reused()``) and gives it back when its keymap is gone (``recycle(_:)``): libxkbcommon
/// then makes no new context and interns no names again for each keymap (about 7% of a
/// compile's time over every layout).
final class XKBContext {
  let handle: OpaquePointer
  private let log: UnsafeMutablePointer<kbloc_log_buffer>
  /// The environment the context's include paths were read from (``Environment/current``).
  private let environment: Environment
  /// The folder searched before the default include paths, if any (see ``ComponentOverlay``).
  let firstFolder: String?

  /// Creates a context with the default include paths, after `firstFolder` when one is given, and
  /// no names taken from the environment.
  ///
  /// The corresponding C functions are `xkb_context_new`, `xkb_context_include_path_append` and
  /// `xkb_context_include_path_append_default`.
  init(searchingFirst firstFolder: String? = nil) throws(KeymapError) {
    environment = .current
    self.firstFolder = firstFolder
    var flags = XKB_CONTEXT_NO_ENVIRONMENT_NAMES.rawValue
    if firstFolder != nil { flags |= XKB_CONTEXT_NO_DEFAULT_INCLUDES.rawValue }
    guard let handle = xkb_context_new(xkb_context_flags(rawValue: flags)) else {
      throw .contextUnavailable
    }
    if let firstFolder {
      guard xkb_context_include_path_append(handle, firstFolder) == 1,
        xkb_context_include_path_append_default(handle) > 0
      else {
        xkb_context_unref(handle)
        throw .contextUnavailable
      }
    }
    self.handle = handle
    log = .allocate(capacity: 1)
    log.initialize(to: kbloc_log_buffer())
    kbloc_xkb_context_capture_log(handle, log)
  }

  /// An idle context given back by an earlier compile, its messages cleared, when it was made
  /// under the environment of now (the include paths are read from it) and searches
  /// `firstFolder` first; else a new context.
  static func reused(searchingFirst firstFolder: String? = nil) throws(KeymapError) -> XKBContext {
    if let context = idle.take(environment: .current, firstFolder: firstFolder) {
      context.log.pointee.length = 0
      return context
    }
    return try XKBContext(searchingFirst: firstFolder)
  }

  /// Gives a context back for a later compile, once nothing refers to it any longer (its keymap
  /// released); at most ``Pool/capacity`` are kept.
  static func recycle(_ context: XKBContext) {
    idle.give(context)
  }

  private static let idle = Pool()

  /// The idle contexts, behind a lock.
  private final class Pool: @unchecked Sendable {
    /// The most contexts kept: more than the cores of most machines.
    static let capacity = 16
    private let lock = NSLock()
    private var contexts: [XKBContext] = []

    /// The idle context last given back that was made under `environment` and searches
    /// `firstFolder` first, if any; contexts of another environment are dropped, those searching
    /// another folder first kept.
    func take(environment: Environment, firstFolder: String?) -> XKBContext? {
      lock.lock()
      defer { lock.unlock() }
      contexts.removeAll { $0.environment != environment }
      guard let index = contexts.lastIndex(where: { $0.firstFolder == firstFolder }) else { return nil }
      return contexts.remove(at: index)
    }

    func give(_ context: XKBContext) {
      lock.lock()
      defer { lock.unlock() }
      if contexts.count < Self.capacity { contexts.append(context) }
    }
  }

  /// The variables libxkbcommon reads a context's include paths from.
  struct Environment: Hashable {
    static let names = ["HOME", "XDG_CONFIG_HOME", "XKB_CONFIG_ROOT", "XKB_CONFIG_EXTRA_PATH"]
    let values: [String?]

    /// Their values now.
    static var current: Environment {
      Environment(values: names.map { name in getenv(name).map { String(cString: $0) } })
    }

    /// The folders outside the system's data these values point libxkbcommon at, whether or not
    /// they exist: `$HOME/.config/xkb`, `$HOME/.xkb`, `$XDG_CONFIG_HOME/xkb`, `$XKB_CONFIG_ROOT`
    /// and `$XKB_CONFIG_EXTRA_PATH`.
    var userFolders: Set<String> {
      var folders: Set<String> = []
      for (name, value) in zip(Self.names, values) {
        guard let value else { continue }
        switch name {
        case "HOME": folders.formUnion([value + "/.config/xkb", value + "/.xkb"])
        case "XDG_CONFIG_HOME": folders.insert(value + "/xkb")
        default: folders.insert(value)
        }
      }
      return folders
    }
  }

  deinit {
    xkb_context_unref(handle)
    log.deallocate()
  }

  /// Compiles with `compile` while the components libxkbcommon resolves names to are captured.
  /// - Returns: What `compile` returns, and the components libxkbcommon logged
  ///   (`keycodes '…', types '…', compat '…', symbols '…'`), or `nil` when it logged none.
  func capturingComponents<Value>(_ compile: () -> Value) -> (Value, String?) {
    log.pointee.componentsLength = 0
    kbloc_xkb_context_log_components(handle, 1)
    let value = compile()
    kbloc_xkb_context_log_components(handle, 0)
    let line = withUnsafeBytes(of: &log.pointee.components) {
      String(decoding: $0.prefix(log.pointee.componentsLength), as: UTF8.self)
    }
    let prefix = KBLOC_COMPONENTS_MESSAGE
    guard line.hasPrefix(prefix) else { return (value, nil) }
    return (value, String(line.dropFirst(prefix.count)).trimmingCharacters(in: .newlines))
  }

  /// Returns and clears the messages libxkbcommon logged since the last call, one per line.
  func takeMessages() -> [String] {
    let messages = log.messages
    log.pointee.length = 0
    return messages
  }
}

extension UnsafeMutablePointer where Pointee == kbloc_log_buffer {
  /// The messages collected in the buffer, one per line.
  var messages: [String] {
    let text = withUnsafeBytes(of: &pointee.text) { String(decoding: $0.prefix(pointee.length), as: UTF8.self) }
    return text.split(separator: "\n").map(String.init)
  }
}
