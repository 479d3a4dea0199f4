extension Double {
  /// `87.5%`, `100%`.
  var formattedPercent: String {
    let rounded = (self * 10).rounded() / 10
    return rounded == rounded.rounded() ? "\(Int(rounded))%" : "\(rounded)%"
  }
}
