import Testing

@testable import KBLoc

/// The sorts a layout's first load uses instead of the standard library's: `stableSort(by:)`, a
/// merge sort, and `sortNearlySorted(by:)`, an insertion sort that hands over to it; both agree
/// with the standard library's sort and keep equal elements in their order.
struct ArrayStableSortTests {
  /// Elements with few distinct values, each with its original position, so stability shows.
  static func shuffled(_ count: Int, values: Int, seed: UInt64) -> [(value: Int, position: Int)] {
    var state = seed
    return (0..<count).map { position in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return (Int(state >> 33) % values, position)
    }
  }

  /// What a stable sort by value gives: the standard library's sort by value, then position.
  static func expected(_ elements: [(value: Int, position: Int)]) -> [Int] {
    elements.sorted { ($0.value, $0.position) < ($1.value, $1.position) }.map(\.position)
  }

  @Test("stableSort sorts any order and keeps equal elements in their order", arguments: [0, 1, 2, 3, 17, 64, 1_000])
  func stableSortAgreesWithTheStandardSort(count: Int) {
    for seed: UInt64 in 1...5 {
      var elements = Self.shuffled(count, values: 7, seed: seed)
      let expected = Self.expected(elements)
      elements.stableSort { $0.value < $1.value }
      #expect(elements.map(\.position) == expected)
    }
  }

  @Test("sortNearlySorted sorts a nearly sorted array, a reversed one and a shuffled one, stably")
  func sortNearlySortedAgreesWithTheStandardSort() {
    let count = 2_000
    // Values with their positions in the array, so stability shows.
    func numbered(_ values: [Int]) -> [(value: Int, position: Int)] {
      values.enumerated().map { (value: $1, position: $0) }
    }
    let values = (0..<count).map { $0 / 3 }
    var swappedValues = values
    swappedValues.swapAt(10, 12)
    swappedValues.swapAt(500, 506)
    let ascending = numbered(values)
    let swapped = numbered(swappedValues)
    let reversed = numbered(values.reversed())
    for elements in [ascending, swapped, reversed, Self.shuffled(count, values: 50, seed: 9)] {
      var sorted = elements
      sorted.sortNearlySorted { $0.value < $1.value }
      #expect(sorted.map(\.position) == Self.expected(elements))
    }
  }

  @Test("sortNearlySorted costs no more than a merge sort on an array in reverse order")
  func sortNearlySortedIsBoundedOnReversedInput() {
    var elements = Array((0..<200_000).reversed())
    let clock = ContinuousClock()
    let start = clock.now
    elements.sortNearlySorted(by: <)
    // An insertion sort would make 2·10¹⁰ moves here (minutes); the merge sort takes well under
    // a second even in a debug build.
    #expect(start.duration(to: clock.now) < .seconds(10))
    #expect(elements == Array(0..<200_000))
  }
}
