internal import CXKBCommon

/// An owned `xkb_context` whose log messages are collected instead of printed.
///
/// Not `Sendable`: libxkbcommon's reference counts are not atomic. Each compile makes its own
/// context, so parallel compiles never share one.
final class XKBContext {
  let handle: OpaquePointer
  private let log: UnsafeMutablePointer<kbloc_log_buffer>

  /// Creates a context with the default include paths and no names taken from the environment.
  ///
  /// The corresponding C function is `xkb_context_new`.
  init() throws(KeymapError) {
    guard let handle = xkb_context_new(XKB_CONTEXT_NO_ENVIRONMENT_NAMES) else {
      throw .contextUnavailable
    }
    self.handle = handle
    log = .allocate(capacity: 1)
    log.initialize(to: kbloc_log_buffer())
    kbloc_xkb_context_capture_log(handle, log)
  }

  deinit {
    xkb_context_unref(handle)
    log.deallocate()
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
