extension RandomAccessCollection {
  /// The index of the first element that satisfies `predicate`, in a collection where every
  /// element that does comes after every element that does not; `endIndex` when none does.
  /// - Complexity: O(log *n*).
  func partitionPoint(where predicate: (Element) -> Bool) -> Index {
    var low = startIndex
    var count = self.count
    while count > 0 {
      let half = count / 2
      let middle = index(low, offsetBy: half)
      if predicate(self[middle]) {
        count = half
      } else {
        low = index(after: middle)
        count -= half + 1
      }
    }
    return low
  }
}
