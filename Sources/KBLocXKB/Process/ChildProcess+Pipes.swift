#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

extension ChildProcess {
  /// One pipe to or from the child: this process's end and the child's, each -1 once closed, and
  /// for a stream read from the child, what was kept of it.
  struct Pipe {
    /// This process's end: the write end of the input, the read end of an output.
    var ours: Int32
    /// The child's end, closed here once the child holds its own copy.
    var theirs: Int32
    /// How many bytes of a stream read from the child are kept.
    var limit = 0
    /// What was kept.
    var kept: [UInt8] = []
    /// Whether more came than was kept.
    var isTruncated = false
    /// Given every piece read, kept or not.
    var consumer: (@Sendable (ArraySlice<UInt8>) -> Void)?

    /// A pipe the child reads its input from.
    static func toChild() throws(StartFailure) -> Pipe {
      let (read, write) = try descriptors()
      #if canImport(Darwin)
      // A child that stops reading must not end this process with SIGPIPE (see `send`).
      _ = fcntl(write, F_SETNOSIGPIPE, 1)
      #endif
      return Pipe(ours: nonBlocking(write), theirs: read)
    }

    /// A pipe the child writes an output to, of which the first `limit` bytes are kept.
    static func fromChild(keeping limit: Int) throws(StartFailure) -> Pipe {
      let (read, write) = try descriptors()
      return Pipe(ours: nonBlocking(read), theirs: write, limit: max(0, limit))
    }

    /// `descriptor`, set so that reading and writing return at once (`poll` says when to).
    private static func nonBlocking(_ descriptor: Int32) -> Int32 {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      return descriptor
    }

    /// A pipe's two descriptors, close-on-exec so that no other child inherits them (a copy of
    /// an output's write end held by another child would keep the output open until it ends).
    ///
    /// ``ChildProcess/spawnLock`` is held meanwhile: no child of this type starts between `pipe`
    /// and `fcntl` (`pipe2`, which does both at once, is not in Swift's Glibc).
    private static func descriptors() throws(StartFailure) -> (read: Int32, write: Int32) {
      var ends: [Int32] = [-1, -1]
      ChildProcess.spawnLock.lock()
      defer { ChildProcess.spawnLock.unlock() }
      guard pipe(&ends) == 0 else { throw StartFailure(code: errno) }
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      return (ends[0], ends[1])
    }

    /// Closes this process's end.
    mutating func closeOurs() {
      if ours >= 0 { _ = close(ours) }
      ours = -1
    }

    /// Closes the child's end.
    mutating func closeTheirs() {
      if theirs >= 0 { _ = close(theirs) }
      theirs = -1
    }

    /// Writes what the pipe takes of `bytes` from `offset` on; closes this end once everything is
    /// written or the child stopped reading.
    /// - Returns: The offset of the first byte not yet written.
    mutating func send(_ bytes: [UInt8], from offset: Int) -> Int {
      let count = bytes[offset...].withUnsafeBytes { Self.writeWithoutSIGPIPE(ours, $0) }
      let next = offset + max(0, count)
      if next == bytes.count || (count < 0 && errno != EAGAIN && errno != EINTR) { closeOurs() }
      return next
    }

    /// Reads what the child wrote, keeping it up to ``limit``; closes this end at the end of the
    /// stream.
    mutating func receive(using buffer: inout [UInt8]) {
      let count = buffer.withUnsafeMutableBytes { read(ours, $0.baseAddress, $0.count) }
      guard count > 0 else {
        if count == 0 || (errno != EAGAIN && errno != EINTR) { closeOurs() }
        return
      }
      consumer?(buffer[0..<count])
      let room = max(0, limit - kept.count)
      kept += buffer[0..<min(count, room)]
      if count > room { isTruncated = true }
    }

    /// `write`, where a reader that is gone is `EPIPE` and never the process-wide `SIGPIPE`.
    ///
    /// On Linux `SIGPIPE` is blocked in this thread for the call, and the one the call raised is
    /// taken off the thread's pending signals before it is unblocked; on macOS the pipe has
    /// `F_SETNOSIGPIPE`.
    private static func writeWithoutSIGPIPE(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
      #if canImport(Darwin)
      return write(descriptor, bytes.baseAddress, bytes.count)
      #else
      var pipeSignal = sigset_t()
      sigemptyset(&pipeSignal)
      sigaddset(&pipeSignal, SIGPIPE)
      var previous = sigset_t()
      pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
      defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
      let wasPending = Self.isPending(SIGPIPE)
      let count = write(descriptor, bytes.baseAddress, bytes.count)
      let error = errno
      // The kernel raises SIGPIPE also when it wrote part of the bytes before the reader went.
      if !wasPending, Self.isPending(SIGPIPE) {
        var noWait = timespec()
        while sigtimedwait(&pipeSignal, nil, &noWait) < 0, errno == EINTR {}
      }
      errno = error
      return count
      #endif
    }

    #if !canImport(Darwin)
    /// Whether `signal` waits, blocked, for this thread or the process.
    private static func isPending(_ signal: Int32) -> Bool {
      var pending = sigset_t()
      sigpending(&pending)
      return sigismember(&pending, signal) == 1
    }
    #endif
  }

  /// The child's three pipes; `nil` where a stream goes to or comes from `/dev/null`.
  struct Pipes {
    /// Its standard input.
    var input: Pipe?
    /// Its standard output.
    var output: Pipe?
    /// Its standard error.
    var errors: Pipe?

    /// Closes the child's ends, once it holds its own copies.
    mutating func closeChildEnds() {
      input?.closeTheirs()
      output?.closeTheirs()
      errors?.closeTheirs()
    }

    /// Closes every end still open.
    mutating func closeAll() {
      closeChildEnds()
      input?.closeOurs()
      output?.closeOurs()
      errors?.closeOurs()
    }

    /// Writes `bytes` to the child's input while reading its output and errors, until every pipe
    /// is closed or the watch gives them up; with `silence`, each read of standard output moves
    /// the watch's deadline to that long from then.
    mutating func transfer(_ bytes: [UInt8], watch: inout Watch, allowingSilence silence: Duration? = nil) {
      var written = 0
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      while watch.advance() {
        var ready: [pollfd] = []
        if let end = input?.ours, end >= 0 { ready.append(pollfd(fd: end, events: Int16(POLLOUT), revents: 0)) }
        for end in [output?.ours, errors?.ours] {
          if let end, end >= 0 { ready.append(pollfd(fd: end, events: Int16(POLLIN), revents: 0)) }
        }
        guard !ready.isEmpty else { return }
        let count = poll(&ready, nfds_t(ready.count), watch.millisecondsToNextStep)
        // Past an error other than an interruption, nothing more can be read: the wait follows.
        if count < 0, errno != EINTR, errno != EAGAIN { return }
        guard count > 0 else { continue }
        for descriptor in ready where descriptor.revents != 0 {
          if descriptor.fd == input?.ours {
            written = input?.send(bytes, from: written) ?? written
          } else if descriptor.fd == output?.ours {
            output?.receive(using: &buffer)
            if let silence, !watch.hasTimedOut { watch.deadline = ContinuousClock.now + silence }
          } else {
            errors?.receive(using: &buffer)
          }
        }
      }
    }
  }

  /// The child's time-out and the steps taken when it passes, then the wait for its end.
  struct Watch {
    /// The child.
    let pid: pid_t
    /// When it is due to have ended; `nil` for no time-out.
    var deadline: ContinuousClock.Instant?
    /// The steps taken since the deadline: 1 after `SIGTERM`, 2 after `SIGKILL`, 3 once its pipes
    /// are given up.
    private(set) var steps = 0

    /// Whether the child was still running at its deadline.
    var hasTimedOut: Bool { steps > 0 }

    /// When the next step is due; `nil` without a time-out or after the last step.
    private var nextStep: ContinuousClock.Instant? {
      guard let deadline, steps < 3 else { return nil }
      return deadline + ChildProcess.terminationGrace * steps
    }

    /// Takes the steps that are due.
    /// - Returns: Whether the child's pipes are still worth reading.
    mutating func advance() -> Bool {
      while let due = nextStep, ContinuousClock.now >= due {
        steps += 1
        if steps == 1 { kill(pid, SIGTERM) }
        if steps == 2 { kill(pid, SIGKILL) }
      }
      return steps < 3
    }

    /// The time to the next step in whole milliseconds, rounded up, for `poll`; -1 for none.
    var millisecondsToNextStep: Int32 {
      guard let due = nextStep else { return -1 }
      let (seconds, attoseconds) = ContinuousClock.now.duration(to: due).components
      let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
      return Int32(clamping: max(0, milliseconds))
    }

    /// Waits for the child to end, taking the steps that fall due meanwhile.
    /// - Returns: Its wait status and resource usage; exit status 255 for a child this process
    ///   cannot wait for (when `SIGCHLD` is ignored, the system reaps children itself).
    mutating func wait() -> (status: Int32, usage: rusage) {
      var status: Int32 = 0
      var usage = rusage()
      var pause = 50  // microseconds, doubled up to 10 ms while a child with a time-out runs on
      while true {
        let result = wait4(pid, &status, deadline == nil || steps >= 2 ? 0 : WNOHANG, &usage)
        if result == pid { return (status, usage) }
        if result < 0, errno != EINTR { return (0xFF00, usage) }
        if result == 0 {
          _ = advance()
          usleep(useconds_t(pause))
          pause = min(pause * 2, 10_000)
        }
      }
    }
  }
}
