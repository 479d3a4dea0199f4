extension String {
  /// The title without its mnemonic marks (`&Save` in Qt, `_Save` in GTK); a doubled mark is the
  /// mark itself (`&&` is `&`).
  func removingMnemonics(marked mark: Character) -> String {
    var result = ""
    var escaped = false
    for character in self {
      if character == mark, !escaped {
        escaped = true
        continue
      }
      result.append(character)
      escaped = false
    }
    return result
  }
}
