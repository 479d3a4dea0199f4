/// The action each command id is registered with (`addCommand(id: "open.drawer", command: {
/// model.togglePanel() })`, ``SwiftControlAction/registration(_:)``), in a file or across the
/// sources; an id registered with two different actions has none.
struct CommandRegistrations {
  /// Each id's action, `nil` where the id is registered with different actions.
  private(set) var actions: [String: String?] = [:]

  /// Whether no id is registered.
  var isEmpty: Bool { actions.isEmpty }

  /// Records that `id` runs `action` (`nil`: different actions elsewhere).
  mutating func register(_ id: String, action: String?) {
    actions[id] = actions[id].map { $0 == action ? action : nil } ?? action
  }

  /// Records every registration of `other`.
  mutating func register(_ other: CommandRegistrations) {
    for (id, action) in other.actions { register(id, action: action) }
  }

  /// The one action `id` is registered with, or `nil` for an id registered with none or with
  /// different actions.
  func action(for id: String) -> String? { actions[id] ?? nil }
}
