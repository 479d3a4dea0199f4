import KBLocSources
import Testing

struct SourceFormatTests {
  @Test func kblocIsAFormat() {
    #expect(SourceFormat(rawValue: "kbloc") == .kbloc)
  }
}
