import Foundation
import KBLoc

extension CoverageReport {
  /// How many keyboards the HTML report draws: the worst layouts first, so the ones with
  /// problems come before the ones without; the other layouts list their problems without a
  /// drawing, and `kbloc layout --format svg` draws any of them.
  ///
  /// A drawing is about 25 KB. With the cap, a run of the 35 example shortcuts over `@all`
  /// (about 560 layouts) makes a 4.4 MB page: 2.5 MB of heatmap, 1.2 MB of keyboards, the rest
  /// problem lists; `@europe` (40 layouts) gets every keyboard.
  static let keyboardLimit = 50

  /// One self-contained HTML page: the headline figures, a heatmap of layouts (worst first) ×
  /// shortcuts (file order) with the per-shortcut coverage underneath, and per layout a folded
  /// section with its keyboard — each shortcut's key coloured by the worst status among the
  /// shortcuts that press it — and its problems.
  ///
  /// The page has no external resources and reads without JavaScript; a few lines of script
  /// add a filter over the heatmap's rows. It is well-formed XML as well as HTML, so tools can
  /// parse it.
  ///
  /// The report must come from a run that kept every result
  /// (``KBLoc/CoverageRun/Options/keepsEveryResult``): cells show each result's key and reason.
  /// - Parameters:
  ///   - file: The shortcuts file, as the header names it.
  ///   - layout: The table of a loaded layout, to draw its keyboard; called for the
  ///     ``keyboardLimit`` worst layouts at most. `nil` leaves the keyboard out.
  /// - Returns: The page, ending with a newline.
  func html(file: String, layout: (LoadedLayout) -> Layout?) -> String {
    var page = HTMLPage()
    page.head(title: "kbloc coverage: \(percent?.formattedPercent ?? "no layout loaded") — \(file)")
    page.append("<body>\n")
    page.append(header(file: file))
    if isPerApp { page.append(appsSection) }
    page.append(heatmap)
    page.append(layoutSections(layout: layout))
    page.append(
      "<footer><p>Made by <code>kbloc coverage</code>. A result is covered when it is neither unreachable nor "
        + "needs-option and has no conflict.</p></footer>\n")
    page.append(HTMLPage.filterScript)
    page.append("</body>\n</html>\n")
    return page.text
  }

  // MARK: - Header

  private func header(file: String) -> String {
    let perfect = loadedLayouts.filter { $0.tally.uncovered == 0 }.count
    var out =
      "<header>\n<h1>Shortcut coverage <span class=\"headline \(CoverageReport.coverageClass(totals.percent))\">"
    out += "\(totals.percent.formattedPercent)</span></h1>\n"
    out +=
      "<p class=\"sub\"><code>\(file.xmlEscaped)</code> — \(scope)"
    out +=
      (failedCount > 0 ? " (\(failedCount) failed to load)" : "") + ", platform <code>\(platform.rawValue)</code></p>\n"
    out += "<div class=\"figures\">\n"
    let figures: [(String, String, String)] = [
      (
        "\(totals.covered)/\(totals.results)", "results covered",
        "Covered results over all results of the layouts that loaded"
      ),
      ("\(perfect)/\(loadedCount)", "layouts fully covered", "Layouts on which every shortcut is covered"),
      ("\(definitions.count)", "shortcuts", "Shortcuts in the file"),
      ("\(totals.uncovered)", "problems", "Results that are unreachable, need Option or conflict"),
      ("\(totals.conflicts)", "conflicts", "Results that land on another shortcut or a standard one"),
      ("\(failedCount)", "failed to load", "Layouts libxkbcommon could not compile"),
    ]
    for (value, label, help) in figures {
      out +=
        "<div class=\"figure\" title=\"\(help.xmlEscaped)\"><b>\(value.xmlEscaped)</b><span>\(label.xmlEscaped)</span></div>\n"
    }
    out += "</div>\n"
    out += statusBar
    out += "</header>\n"
    return out
  }

  /// A bar of the statuses' shares over all results, with their counts.
  private var statusBar: String {
    guard totals.results > 0 else { return "" }
    var bar = "<div class=\"bar\" role=\"img\" aria-label=\"Results by status\">"
    var legend = "<ul class=\"legend\">"
    for status in LocalizedShortcut.Status.allCases {
      let count = totals.count(of: status)
      legend += "<li><span class=\"swatch st-\(status.rawValue)\">\(status.symbol.xmlEscaped)</span>"
      legend += "\(status.rawValue) <b>\(count)</b></li>"
      guard count > 0 else { continue }
      let share = Double(count) * 100 / Double(totals.results)
      bar +=
        "<span class=\"st-\(status.rawValue)\" style=\"width:\(share.svg)%\" title=\"\(status.rawValue): \(count)\"></span>"
    }
    legend += "<li><span class=\"swatch flag f-conflict\"></span>conflict</li>"
    let others = LocalizedShortcut.Flag.allCases.filter { $0 != .conflict }.map(\.rawValue).joined(separator: ", ")
    legend += "<li><span class=\"swatch flag\"></span>other flag (\(others))</li>"
    return bar + "</div>\n" + legend + "</ul>\n"
  }

  // MARK: - Heatmap

  private var heatmap: String {
    let columns = definitions.count + 2
    var out = "<section>\n<h2>Layouts × shortcuts</h2>\n"
    out +=
      "<p class=\"note\">Rows are layouts, worst first; columns are the shortcuts in file order. "
      + "Hover a cell for the key to press and why; click a layout for its keyboard.</p>\n"
    out +=
      "<p class=\"filter\" id=\"filter\" hidden=\"hidden\"><label>Filter layouts "
      + "<input type=\"search\" id=\"filter-text\" placeholder=\"fr, mac, Russian…\"/></label> "
      + "<label><input type=\"checkbox\" id=\"filter-problems\"/> only layouts with problems</label></p>\n"
    out +=
      "<div class=\"scroll\"><table class=\"heatmap\">\n<thead><tr><th class=\"corner\">Layout</th><th class=\"pct\">Coverage</th>"
    for definition in definitions {
      out +=
        "<th class=\"shortcut\" title=\"\(definition.headerTitle.xmlEscaped)\"><span>\(definition.name.xmlEscaped)</span></th>"
    }
    out += "</tr></thead>\n<tbody>\n"
    for index in worstFirst {
      let row = rows[index]
      switch row {
      case .loaded(let layout):
        let search = (layout.name + " " + layout.requested + " " + layout.description).lowercased()
        out += "<tr class=\"layout\" data-layout=\"\(search.xmlEscaped)\" data-problems=\"\(layout.tally.uncovered)\">"
        out += "<th scope=\"row\" title=\"\(layout.description.xmlEscaped)\">"
        out += "<a href=\"#layout-\(index)\">\(layout.displayName.xmlEscaped)</a>"
        if !layout.description.isEmpty { out += " <span class=\"desc\">\(layout.description.xmlEscaped)</span>" }
        out += "</th>"
        out +=
          "<td class=\"pct \(CoverageReport.coverageClass(layout.percent))\">\(layout.percent.formattedPercent)</td>"
        for (result, definition) in zip(layout.results ?? [], definitions) {
          out += result.heatmapCell(name: definition.name)
        }
      case .failed(let failure):
        let search = (failure.requested + " " + failure.requested + " ").lowercased()
        out += "<tr class=\"layout error\" data-layout=\"\(search.xmlEscaped)\" data-problems=\"1\">"
        out += "<th scope=\"row\" title=\"\(failure.requested.xmlEscaped)\">"
        out += "<a href=\"#layout-\(index)\">\(failure.requested.xmlEscaped)</a></th>"
        out +=
          "<td class=\"pct error\">error</td><td class=\"message\" colspan=\"\(columns - 2)\">\(failure.message.summaryLine.xmlEscaped)</td>"
      }
      out += "</tr>\n"
    }
    out += "</tbody>\n<tfoot><tr><th scope=\"row\">Shortcut coverage</th>"
    out += "<td class=\"pct \(CoverageReport.coverageClass(percent ?? 0))\">\(percent?.formattedPercent ?? "–")</td>"
    var summaries = [ShortcutSummary?](repeating: nil, count: definitions.count)
    for summary in shortcutSummaries where summary.index < summaries.count { summaries[summary.index] = summary }
    for (definition, summary) in zip(definitions, summaries) {
      guard let summary else {
        out += "<td class=\"pct\">—</td>"
        continue
      }
      out += "<td class=\"pct \(CoverageReport.coverageClass(summary.percent))\" title=\""
      out += "\(definition.label.xmlEscaped): covered on \(summary.covered) of \(summary.total) layouts\">"
      out += "\(Int(summary.percent.rounded()))</td>"
    }
    out += "</tr></tfoot>\n</table></div>\n</section>\n"
    return out
  }

  // MARK: - Apps

  /// Each app's coverage, then the total: the heatmap's columns are the apps' shortcuts in this
  /// order.
  private var appsSection: String {
    var out = "<section>\n<h2>Apps</h2>\n<table class=\"problems\"><thead><tr><th>App</th><th>Kind</th>"
    out += "<th>Coverage</th><th>Covered</th><th>Shortcuts</th></tr></thead><tbody>\n"
    func row(_ name: String, _ kind: String, _ percent: Double?, _ tally: Tally, _ count: Int) -> String {
      "<tr><td>\(name.xmlEscaped)</td><td>\(kind.xmlEscaped)</td><td><span class=\"pill "
        + "\(CoverageReport.coverageClass(percent ?? 0))\">\(percent?.formattedPercent ?? "–")</span></td>"
        + "<td>\(tally.covered)/\(tally.results)</td><td>\(count)</td></tr>\n"
    }
    for app in apps {
      out += row(app.displayName, app.target?.kind.rawValue ?? "", app.percent, app.totals, app.range.count)
    }
    out += row("Total", "", percent, totals, definitions.count)
    return out + "</tbody></table>\n</section>\n"
  }

  // MARK: - Layouts

  private func layoutSections(layout table: (LoadedLayout) -> Layout?) -> String {
    var out = "<section>\n<h2>Layouts</h2>\n"
    if loadedCount > CoverageReport.keyboardLimit {
      out += "<p class=\"note\">Keyboards are drawn for the \(CoverageReport.keyboardLimit) worst layouts; the other "
      out +=
        "\(loadedCount - CoverageReport.keyboardLimit) list their problems only (<code>kbloc layout --layout SPEC --format svg</code> draws any layout).</p>\n"
    }
    var drawn = 0
    var opened = false
    let labels = labelsByID
    for index in worstFirst {
      switch rows[index] {
      case .failed(let failure):
        out += "<details class=\"layout\" id=\"layout-\(index)\"><summary>"
        out += "<b>\(failure.requested.xmlEscaped)</b> <span class=\"desc\"></span> "
        out += "<span class=\"pill error\">failed to load</span></summary>\n"
        out += "<pre class=\"error\">\(failure.message.xmlEscaped)</pre>\n</details>\n"
      case .loaded(let layout):
        let problems = layout.problems
        let open = !opened && !problems.isEmpty
        if open { opened = true }
        out += "<details class=\"layout\" id=\"layout-\(index)\"\(open ? " open=\"open\"" : "")><summary>"
        out += "<b>\(layout.displayName.xmlEscaped)</b> <span class=\"desc\">\(layout.description.xmlEscaped)</span> "
        out +=
          "<span class=\"pill \(CoverageReport.coverageClass(layout.percent))\">\(layout.percent.formattedPercent)</span> "
        out +=
          "<span class=\"count\">\(problems.isEmpty ? "no problems" : "\(problems.count) problem\(problems.count == 1 ? "" : "s")")</span>"
        out += "</summary>\n"
        if drawn < CoverageReport.keyboardLimit, let keys = table(layout) {
          drawn += 1
          out += "<div class=\"keyboard\">" + keyboard(for: layout, layout: keys).inline + "</div>\n"
        }
        out += problemsTable(problems, labels: labels)
        out += "</details>\n"
      }
    }
    return out + "</section>\n"
  }

  /// The row's keyboard with each pressed key coloured by the worst result that presses it.
  private func keyboard(for row: LoadedLayout, layout: Layout) -> KeyboardSVG {
    var keyboard = KeyboardSVG(layout: layout)
    let pressed = Dictionary(grouping: (row.results ?? []).filter { $0.press != nil }) { result in
      result.press?.key ?? Key(name: "")
    }
    var shown = Set<LocalizedShortcut.Status>()
    var conflicted = false
    let names = Dictionary(definitions.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    for (key, results) in pressed {
      let ranked = results.sorted { $0.severity > $1.severity }
      guard let worst = ranked.first else { continue }
      keyboard.classes[key] = ["st-\(worst.status.rawValue)"]
      shown.insert(worst.status)
      if results.contains(where: { $0.flags.contains(.conflict) }) {
        keyboard.classes[key, default: []].append("f-conflict")
        conflicted = true
      }
      keyboard.tooltips[key] = ranked.map { $0.keyboardLine(name: names[$0.id] ?? $0.id) }.joined(separator: "\n")
    }
    keyboard.legend = LocalizedShortcut.Status.allCases.filter(shown.contains).map {
      KeyboardSVG.LegendEntry(classes: "st-\($0.rawValue)", label: $0.rawValue)
    }
    if conflicted {
      keyboard.legend.append(KeyboardSVG.LegendEntry(classes: "f-conflict", label: "conflict"))
    }
    return keyboard
  }

  private func problemsTable(_ problems: [LocalizedShortcut], labels: [String: String]) -> String {
    guard !problems.isEmpty else { return "<p class=\"note\">Every shortcut is covered on this layout.</p>\n" }
    var out =
      "<table class=\"problems\"><thead><tr><th>Shortcut</th><th>Status</th><th>Press</th><th>Reason</th></tr></thead><tbody>\n"
    for result in problems {
      let flags = result.flags.map { " <span class=\"tag\">\($0.rawValue)</span>" }.joined()
      out +=
        "<tr><td><b>\((labels[result.id] ?? result.id).xmlEscaped)</b> <code>\(result.input.xmlEscaped)</code></td>"
      out +=
        "<td><span class=\"swatch st-\(result.status.rawValue)\">\(result.status.symbol.xmlEscaped)</span> \(result.status.rawValue)\(flags)</td>"
      out += "<td><kbd>\((result.display ?? "—").xmlEscaped)</kbd></td><td>\(result.reason.xmlEscaped)</td></tr>\n"
    }
    return out + "</tbody></table>\n"
  }

  /// The class that colours a coverage percentage, from full to poor.
  static func coverageClass(_ percent: Double) -> String {
    switch percent {
    case 100...: return "cov-full"
    case 90..<100: return "cov-high"
    case 75..<90: return "cov-mid"
    case 50..<75: return "cov-low"
    default: return "cov-poor"
    }
  }
}

extension ShortcutDefinition {
  /// The heatmap column's tooltip: `undo — Command-Z (Undo)` for an entry of a shortcuts file,
  /// `Undo (MainMenu.xib:12) — Command-Z` for a shortcut read from an app's files.
  fileprivate var headerTitle: String {
    guard declaredAt != nil else { return "\(id) — \(keys)" + (title.map { " (\($0))" } ?? "") }
    return "\(label) — \(keys)"
  }
}

extension LocalizedShortcut.Status {
  /// The symbol a heatmap cell shows: the status's initial, or a sign for the common and the
  /// worst ones.
  var symbol: String {
    switch self {
    case .unchanged: return "·"
    case .moved: return "M"
    case .shifted: return "S"
    case .remapped: return "R"
    case .positional: return "P"
    case .latinFallback: return "L"
    case .needsOption: return "⌥"
    case .unreachable: return "✕"
    }
  }
}

extension LocalizedShortcut {
  /// How bad the result is, for picking the colour of a key several shortcuts press: conflicts
  /// first, then uncovered statuses, then the statuses in contract order.
  fileprivate var severity: Int {
    let rank = LocalizedShortcut.Status.allCases.firstIndex(of: status) ?? 0
    if flags.contains(.conflict) { return 200 + rank }
    return isCovered ? rank : 100 + rank
  }

  /// One line of a keyboard key's tooltip: `copy ⌘C — moved`, the shortcut called `name`.
  fileprivate func keyboardLine(name: String) -> String {
    "\(name) \(display ?? input) — " + statusAndFlags
  }

  /// The heatmap cell of the shortcut called `name`: the status's colour and symbol, the flags as
  /// markers, the details on hover.
  ///
  /// Cells are most of a large report's size (560 layouts × the shortcuts), so they carry only
  /// the classes the stylesheet needs and leave the layout's name to the row's sticky header.
  fileprivate func heatmapCell(name: String) -> String {
    let classes = ["c", "st-\(status.rawValue)"] + flags.map { "f-\($0.rawValue)" }
    let plain = status == .unchanged && flags.isEmpty
    var title = plain ? "\(name): " : "\(name) (\(input)): "
    title += statusAndFlags + (display.map { " — press \($0)" } ?? "")
    if !plain { title += "\n" + reason }
    return
      "<td class=\"\(classes.joined(separator: " "))\" title=\"\(title.attributeEscaped)\">\(status.symbol.xmlEscaped)</td>"
  }
}

/// The page's text with its head: the stylesheet and the filter script.
private struct HTMLPage {
  var text = ""

  mutating func append(_ part: String) { text += part }

  mutating func head(title: String) {
    text += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
    text += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
    text +=
      "<title>\(title.xmlEscaped)</title>\n<style>\n\(HTMLPage.stylesheet)\n\(KeyboardSVG.stylesheet)\n</style>\n</head>\n"
  }

  /// The page's CSS, where every colour is defined: the statuses' (blues for covered results,
  /// lighter the closer to the original, orange and vermilion for the uncovered ones — a scale
  /// that stays apart for colour-blind readers, backed by a symbol in every cell) as `--st` on
  /// their `st-` classes, for the heatmap and the keyboards alike.
  static var stylesheet: String {
    """
    :root{color-scheme:light;--ink:#1f2937;--muted:#5b6472;--line:#d9dde3;--paper:#ffffff;--wash:#f5f6f8;--conflict:#8e2c8a}
    *{box-sizing:border-box}
    body{margin:0;padding:24px 32px 40px;font:14px/1.45 system-ui,-apple-system,"Segoe UI","Noto Sans",sans-serif;color:var(--ink);background:var(--paper)}
    h1{font-size:26px;margin:0 0 4px;font-weight:650}
    h2{font-size:18px;margin:32px 0 8px;font-weight:620}
    code,kbd{font-family:ui-monospace,"SF Mono","DejaVu Sans Mono",monospace;font-size:.92em}
    kbd{background:var(--wash);border:1px solid var(--line);border-radius:4px;padding:0 4px}
    .sub,.note{color:var(--muted);margin:0 0 12px}
    .headline{padding:0 10px;border-radius:8px}
    .figures{display:flex;flex-wrap:wrap;gap:10px;margin:14px 0}
    .figure{border:1px solid var(--line);border-radius:10px;padding:8px 14px;min-width:120px;background:var(--wash)}
    .figure b{display:block;font-size:22px;font-weight:650}
    .figure span{color:var(--muted);font-size:12.5px}
    .bar{display:flex;height:14px;border-radius:7px;overflow:hidden;border:1px solid var(--line);max-width:900px}
    .bar span{display:block;height:100%}
    .legend{list-style:none;padding:0;margin:8px 0 0;display:flex;flex-wrap:wrap;gap:4px 16px;font-size:12.5px;color:var(--muted)}
    .legend b{color:var(--ink);font-weight:600}
    .swatch{display:inline-block;min-width:18px;height:18px;line-height:18px;text-align:center;border-radius:4px;margin-right:5px;font-size:11px;font-weight:700;vertical-align:-4px;position:relative;border:1px solid rgba(0,0,0,.12)}
    .filter{margin:0 0 10px}
    .filter input[type=search]{font:inherit;padding:3px 8px;border:1px solid var(--line);border-radius:6px;margin:0 14px 0 4px}
    .scroll{overflow:auto;max-height:80vh;border:1px solid var(--line);border-radius:8px}
    table.heatmap{border-collapse:separate;border-spacing:0;font-size:12px}
    .heatmap th,.heatmap td{padding:0;border-bottom:1px solid #fff;border-right:1px solid #fff}
    .heatmap thead th{position:sticky;top:0;background:var(--paper);z-index:2;vertical-align:bottom;border-bottom:1px solid var(--line)}
    .heatmap th.shortcut{width:24px;min-width:24px;padding:6px 0 4px;font-weight:500;color:var(--ink)}
    .heatmap th.shortcut span{writing-mode:vertical-rl;transform:rotate(180deg);display:inline-block;max-height:9.5em;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
    .heatmap th.corner{text-align:left;padding:4px 8px;left:0;z-index:3}
    .heatmap tbody th,.heatmap tfoot th{position:sticky;left:0;background:var(--paper);text-align:left;font-weight:500;padding:2px 10px 2px 8px;white-space:nowrap;z-index:1;border-right:1px solid var(--line)}
    .heatmap th a{color:var(--ink);text-decoration:none}
    .heatmap th .desc{display:inline-block;max-width:14em;overflow:hidden;text-overflow:ellipsis;vertical-align:bottom;color:var(--muted);font-size:11.5px;margin-left:6px}
    .heatmap th a:hover{text-decoration:underline}
    .heatmap td.c{width:24px;min-width:24px;height:22px;text-align:center;font-weight:650;position:relative;cursor:default}
    .heatmap td.pct{padding:2px 8px;text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
    .heatmap tfoot td.pct{padding:3px 0;text-align:center;font-size:11px}
    .heatmap tfoot th,.heatmap tfoot td{border-top:2px solid var(--line)}
    .heatmap td.message{padding:2px 10px;color:#7a271a;background:#f3f4f6;font-style:italic}
    .heatmap tr.error th a{color:#7a271a}
    .heatmap tbody tr:hover th{background:var(--wash)}
    .heatmap td[class*=" f-"]::after,.swatch.flag::after{content:"";position:absolute;top:2px;right:2px;width:6px;height:6px;border-radius:50%;background:#5b6472}
    .heatmap td.f-conflict::after,.swatch.flag.f-conflict::after{background:var(--conflict);width:8px;height:8px;top:1px;right:1px;box-shadow:0 0 0 1.5px #fff}
    .swatch.flag{background:#fff}
    .heatmap td.st-needs-option,.heatmap td.st-unreachable,.heatmap td.f-conflict{box-shadow:inset 0 0 0 1.5px rgba(0,0,0,.35)}
    .cov-full{background:#e6eff9}.cov-high{background:#fde8c8}.cov-mid{background:#f9c88f}.cov-low{background:#ef9a5c}.cov-poor{background:#c4492e;color:#fff}
    .pct.error,.pill.error{background:#e5e7eb;color:#7a271a}
    details.layout{border:1px solid var(--line);border-radius:10px;margin:8px 0;background:var(--paper)}
    details.layout summary{cursor:pointer;padding:8px 12px;list-style-position:inside}
    details.layout[open] summary{border-bottom:1px solid var(--line);background:var(--wash);border-radius:10px 10px 0 0}
    details.layout .desc{color:var(--muted)}
    .pill{display:inline-block;border-radius:10px;padding:0 8px;font-size:12.5px;font-weight:600;margin-left:6px}
    .count{color:var(--muted);font-size:12.5px;margin-left:4px}
    .keyboard{padding:14px 12px 4px;overflow-x:auto}
    .keyboard svg{max-width:100%;height:auto}
    details.layout > .note{padding:0 14px 10px}
    pre.error{margin:0;padding:10px 14px;white-space:pre-wrap;color:#7a271a}
    table.problems{border-collapse:collapse;margin:6px 14px 14px;font-size:13px}
    .problems th{text-align:left;font-weight:600;color:var(--muted);border-bottom:1px solid var(--line);padding:4px 12px 4px 0}
    .problems td{border-bottom:1px solid #eef0f3;padding:5px 12px 5px 0;vertical-align:top}
    .problems code,.problems kbd{white-space:nowrap}
    .tag{display:inline-block;border-radius:4px;padding:0 5px;margin-left:4px;background:#f3e3f2;color:#6d1f6a;font-size:11.5px}
    footer{margin-top:32px;color:var(--muted);font-size:12.5px}
    [hidden]{display:none !important}
    .st-unchanged{--st:#e6eff9}
    .st-moved{--st:#b9d5f2}
    .st-shifted{--st:#8dbbea}
    .st-remapped{--st:#6aa3dc;--st-ink:#ffffff}
    .st-positional{--st:#a3d9cc}
    .st-latin-fallback{--st:#d3d0ea}
    .st-needs-option{--st:#f6ae5a}
    .st-unreachable{--st:#c4492e;--st-ink:#ffffff}
    .c,.swatch,.bar span{background:var(--st);color:var(--st-ink,var(--ink))}
    .kb .kb-key[class*=" st-"] .kb-cap,.kb .kb-swatch{fill:var(--st,#fbfbfd)}
    .kb .st-remapped text,.kb .st-unreachable text{fill:#ffffff}
    .kb .st-remapped .kb-dead,.kb .st-unreachable .kb-dead{fill:#ffe0fb}
    .kb .f-conflict .kb-cap,.kb .kb-swatch.f-conflict{stroke:var(--conflict);stroke-width:2.5}
    """
  }

  /// The filter over the heatmap's rows.
  ///
  /// Written without `<` and `&` so the page stays well-formed XML; the filter stays hidden when
  /// scripts do not run.
  static let filterScript = """
    <script>
    (function () {
      var bar = document.getElementById('filter');
      var text = document.getElementById('filter-text');
      var problems = document.getElementById('filter-problems');
      bar.hidden = false;
      function apply() {
        var wanted = text.value.toLowerCase();
        document.querySelectorAll('tr[data-layout]').forEach(function (row) {
          var shown = row.getAttribute('data-layout').indexOf(wanted) !== -1;
          if (problems.checked) { shown = shown ? row.getAttribute('data-problems') !== '0' : false; }
          row.hidden = !shown;
        });
      }
      text.addEventListener('input', apply);
      problems.addEventListener('change', apply);
    })();
    </script>

    """
}

extension String {
  /// The text escaped for a double-quoted attribute: like ``xmlEscaped`` but keeping apostrophes,
  /// which reasons quote often (`'{' needs Option`).
  fileprivate var attributeEscaped: String {
    xmlEscaped.replacingOccurrences(of: "&apos;", with: "'")
  }
}
