extension WritingDirection {
  /// The direction of a layout, inferred from the script of the letters it types.
  ///
  /// Each group is judged by the letters on its first two levels: a group whose letters are
  /// mostly of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic,
  /// Adlam, Hanifi Rohingya…) is right-to-left. A layout is right-to-left when any of its groups
  /// is, so `us,il` — English with Hebrew — serves a Hebrew interface.
  static func inferred(fromLettersOf keys: [KeyLevels]) -> WritingDirection {
    // Groups 1 to 4 counted in an array: a process's first non-empty `[Int: …]` costs a scan of
    // every protocol conformance of the process for `Int: Hashable`. Other groups are rare.
    var counts = [(rtl: Int, letters: Int)](repeating: (0, 0), count: Layout.indexedGroups)
    var otherCounts: [Int: (rtl: Int, letters: Int)] = [:]
    for entry in keys where entry.key.isMain {
      for level in entry.levels where level.level <= 2 && !level.isDead {
        // ASCII letters without the property table: most levels of most layouts are ASCII.
        guard let scalar = level.character?.unicodeScalars.first,
          scalar.isASCII ? (scalar.value | 0x20) &- 0x61 < 26 : scalar.properties.isAlphabetic
        else { continue }
        let rtl = scalar.isRightToLeftLetter ? 1 : 0
        if (1...Layout.indexedGroups).contains(entry.group) {
          counts[entry.group - 1].letters += 1
          counts[entry.group - 1].rtl += rtl
        } else {
          let count = otherCounts[entry.group] ?? (0, 0)
          otherCounts[entry.group] = (count.rtl + rtl, count.letters + 1)
        }
      }
    }
    let anyRightToLeft = (counts + otherCounts.values).contains { $0.letters > 0 && $0.rtl * 2 > $0.letters }
    return anyRightToLeft ? .rightToLeft : .leftToRight
  }
}

extension Unicode.Scalar {
  /// Whether the scalar belongs to a script written right to left.
  var isRightToLeftLetter: Bool {
    switch value {
    // 0x0590...0x08FF: Hebrew, Arabic, Syriac, Arabic Supplement, Thaana, N'Ko, Samaritan, Mandaic,
    // Syriac Supplement, Arabic Extended.
    case 0x0590...0x08FF,
      0xFB1D...0xFDFF,  // Hebrew and Arabic presentation forms A
      0xFE70...0xFEFF,  // Arabic presentation forms B
      0x10800...0x10FFF,  // Cypriot … Old Uyghur, Hanifi Rohingya, Yezidi
      0x1E800...0x1EEFF:  // Mende Kikakui, Adlam, Arabic mathematical symbols
      return true
    default:
      return false
    }
  }
}
