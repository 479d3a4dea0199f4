extension String {
  /// The text escaped for XML and HTML (JUnit, SVG, the HTML report): `&`, `<`, `>`, `"`, `'`;
  /// control characters other than line breaks and tabs dropped.
  var xmlEscaped: String {
    var out = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n", "\t": out.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20: continue
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
