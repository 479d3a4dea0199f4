extension Array {
  /// Sorts the array stably (equal elements keep their order) with a bottom-up merge sort.
  ///
  /// Used on a layout's first load instead of the standard library's sort, whose first use on
  /// more than a few elements in a process makes the Swift runtime look `Int: Comparable` up
  /// among every protocol conformance of the process (for its runs, a `[Range<Int>]`): in a large
  /// binary that costs as much as the rest of the load.
  /// - Complexity: O(*n* log *n*).
  mutating func stableSort(by areInIncreasingOrder: (Element, Element) -> Bool) {
    guard count > 1 else { return }
    var target = self
    var width = 1
    while width < count {
      var start = 0
      while start < count {
        let middle = Swift.min(start + width, count)
        let end = Swift.min(start + 2 * width, count)
        var left = start
        var right = middle
        for position in start..<end {
          if right >= end || (left < middle && !areInIncreasingOrder(self[right], self[left])) {
            target[position] = self[left]
            left += 1
          } else {
            target[position] = self[right]
            right += 1
          }
        }
        start = end
      }
      swap(&self, &target)
      width *= 2
    }
  }

  /// Sorts stably an array that is nearly in order already (a table's keys in keyboard order but
  /// for the two an ISO keyboard swaps): an insertion sort, which hands over to ``stableSort(by:)``
  /// once elements have moved more than a few places each on average, so that an array in any
  /// order costs no more than a merge sort.
  /// - Complexity: O(*n* + *d*) for *d* places moved in all, O(*n* log *n*) at worst.
  mutating func sortNearlySorted(by areInIncreasingOrder: (Element, Element) -> Bool) {
    guard count > 1 else { return }
    var movesLeft = 8 * count
    for index in 1..<count {
      var position = index
      let element = self[index]
      while position > 0, areInIncreasingOrder(element, self[position - 1]) {
        guard movesLeft > 0 else {
          // `element` has only passed greater elements, so equal ones are still in their
          // original order, which the stable merge sort keeps.
          self[position] = element
          stableSort(by: areInIncreasingOrder)
          return
        }
        movesLeft -= 1
        self[position] = self[position - 1]
        position -= 1
      }
      if position != index { self[position] = element }
    }
  }
}
