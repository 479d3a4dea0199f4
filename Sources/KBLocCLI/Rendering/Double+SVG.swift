extension Double {
  /// The number as SVG writes it: at most two decimals, no trailing zeros (`12`, `12.5`).
  var svg: String {
    let rounded = (self * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
