/// The bounds kbloc puts on what it reads, the same for every command and reader
/// (`docs/reliability.md`).
public enum InputLimits {
  /// The largest file kbloc reads: 64 MiB, far above any real shortcuts file, keymap, layout
  /// file or source file, and small enough that an endless stream (`/dev/zero`) stops early.
  public static let fileSize = 64 << 20
}
