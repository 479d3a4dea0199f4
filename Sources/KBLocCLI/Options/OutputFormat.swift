import ArgumentParser

/// The output formats every command takes: text for people, JSON for programs.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  /// Aligned columns for a person.
  case text
  /// Stable JSON, as docs/commands.md documents.
  case json
}
