import KBLoc

extension SourceScan {
  /// Gives each control that runs a command by its id (`executeCommand("open.drawer")`) the
  /// action the sources register for that id (`addCommand(id: "open.drawer", command: {
  /// model.togglePanel() })`, ``SwiftControlAction``), so that it is one command with the other
  /// controls that run that action.
  ///
  /// An id registered with different actions is left alone.
  /// - Complexity: O(*n*) in the number of registrations and definitions.
  static func resolvingCommandIDs(_ readings: inout [SourceReading]) {
    var registered = CommandRegistrations()
    for reading in readings { registered.register(reading.registeredCommands) }
    guard !registered.isEmpty else { return }
    for index in readings.indices {
      for (definition, id) in readings[index].commandIDs {
        if let action = registered.action(for: id) { readings[index].definitions[definition].action = action }
      }
    }
  }
}
