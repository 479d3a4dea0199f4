import KBLoc

extension SourceScan {
  /// Links each alternate menu item of one file to its primary by the id the scan gave it
  /// (``ShortcutDefinition/alternateOf``): an alternate and its primary are one command.
  ///
  /// AppKit shows an alternate item (`isAlternate`) instead of the item just before it in the same
  /// menu while its modifiers are held; Apple's `NSMenuItem.isAlternate` documentation: the two
  /// have the same key equivalent with different modifier masks. An Interface Builder document
  /// says which item is before it, and its reader names it by its id in the file; for an item code
  /// marks alternate (`isAlternate = true`, `setAlternate:YES`), the primary is the item the file
  /// declares last before it in the same place with the same key. An alternate with no such item
  /// (the first of its menu, another key, the item before it not read) is linked to none.
  /// - Parameters:
  ///   - definitions: Every definition kept so far; the file's are those from `start`.
  ///   - start: The index of the file's first definition kept.
  ///   - localIDs: The id each of the file's definitions kept had in the file, before ids were made
  ///     unique across files, in order.
  /// - Complexity: O(*d*) for *d* definitions of the file, and O(*d*) more per item code marks
  ///   alternate.
  static func linkingAlternates(_ definitions: inout [ShortcutDefinition], from start: Int, localIDs: [String]) {
    let range = start..<definitions.count
    guard definitions[range].contains(where: { $0.alternateOf != nil || $0.isAlternate }) else { return }
    var scanID: [String: String] = [:]
    for (offset, local) in localIDs.enumerated() where scanID[local] == nil {
      scanID[local] = definitions[start + offset].id
    }
    for index in range {
      if let local = definitions[index].alternateOf {
        definitions[index].alternateOf = scanID[local]
      } else if definitions[index].isAlternate {
        let alternate = definitions[index]
        let primary = range.filter { other in
          let item = definitions[other]
          return other != index && item.entryPosition < alternate.entryPosition && item.scope?.element == .menuItem
            && item.scope?.context == alternate.scope?.context && item.shortcut.trigger == alternate.shortcut.trigger
        }.max { definitions[$0].entryPosition < definitions[$1].entryPosition }
        definitions[index].alternateOf = primary.map { definitions[$0].id }
      }
      definitions[index].isAlternate = false
    }
  }
}
