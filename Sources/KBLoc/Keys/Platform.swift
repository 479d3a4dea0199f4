/// The platform whose conventions a layout and its shortcuts follow.
public enum Platform: String, Sendable, CaseIterable {
  /// macOS conventions: Command is ⌘, level 3 is Option, bare layouts resolve to Mac variants.
  case mac
  /// PC conventions: Command means Control, Option means Alt, level 3 is AltGr.
  case pc
}
