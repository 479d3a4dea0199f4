import KBLoc

extension SourceScan {
  /// Gives each menu item that sends its command to the focused page (``SentCommand``) the calls
  /// the scanned pages' handlers make for that command on that channel
  /// (``SentCommandHandlerReader``): `search` on `shortcut` is `toggleSearchPanel` where a page
  /// runs `editor.toggleSearchPanel()` for it.
  ///
  /// A handler of a whole channel names the command of the items that send the channel alone.
  /// - Complexity: O(*n*) in the number of handlers and definitions.
  static func resolvingSentCommands(_ readings: inout [SourceReading]) {
    var calls: [SentCommand: [String]] = [:]
    for reading in readings {
      for handler in reading.sentCommandHandlers {
        let key = SentCommand(channel: handler.channel, command: handler.command)
        if calls[key]?.contains(handler.call) != true { calls[key, default: []].append(handler.call) }
      }
    }
    guard !calls.isEmpty else { return }
    for index in readings.indices where readings[index].format == .electron {
      for definition in readings[index].definitions.indices {
        guard var sent = readings[index].definitions[definition].sentCommand,
          let found = calls[SentCommand(channel: sent.channel, command: sent.command)]
        else { continue }
        sent.calls = found
        readings[index].definitions[definition].sentCommand = sent
      }
    }
  }
}
