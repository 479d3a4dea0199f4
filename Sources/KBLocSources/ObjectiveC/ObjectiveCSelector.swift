/// Objective-C selectors as sources write them: `goBack:` in Objective-C and Interface Builder,
/// `goBack(_:)` or `foo(bar:)` in Swift's `#selector`.
enum ObjectiveCSelector {
  /// The method name a selector starts with, the name kbloc matches actions by: `goBack` for
  /// `goBack:` and `goBack(_:)`, `insertText` for `insertText:replacementRange:`; `nil` for a
  /// selector with no name before its first `:` or `(`.
  static func baseName(_ selector: some StringProtocol) -> String? {
    let name = selector.prefix { $0 != ":" && $0 != "(" }
    return name.isEmpty ? nil : String(name)
  }
}
