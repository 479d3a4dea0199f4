import ArgumentParser
import KBLoc

/// `--platform` and `--keyboard`: whose conventions layouts follow and the Mac keyboard Apple input
/// sources and Mac layout files sit on, for one layout (``LayoutOptions``) or many
/// (``TargetLayoutOptions``) alike.
struct PlatformOptions: ParsableArguments {
  @Option(
    name: .customLong("platform"),
    help: ArgumentHelp(
      "Whose conventions: 'mac' resolves each layout to its Macintosh variant, with Option at level 3; 'pc' takes layouts as written, with AltGr (default: the project file's where the command reads one, else mac).",
      valueName: "platform"))
  var choice: Platform?

  @Option(
    name: .long,
    help:
      "The Mac keyboard Apple input sources and Mac layout files sit on: ansi, iso or jis (default: the one Apple sells with each input source; iso for a file that names none). XKB layouts keep their XKB model."
  )
  var keyboard: KeyboardType?
}
