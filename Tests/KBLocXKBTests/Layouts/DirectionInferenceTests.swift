import KBLoc
import KBLocXKB
import Testing

/// The writing direction of real layouts, inferred from the script of the letters they type
/// (`WritingDirection.inferred(fromLettersOf:)`): a layout is right-to-left when any of its groups
/// mostly types letters of a right-to-left script.
struct DirectionInferenceTests {
  @Test(
    "Hebrew, Arabic, Persian, Urdu, Dhivehi and Syriac layouts are right to left",
    arguments: ["il", "ara", "ir", "pk", "mv", "sy(syc)", "sy(syc_phonetic)", "ara(mac)", "af", "iq"])
  func rightToLeftScripts(_ spec: String) throws {
    #expect(try Layout.xkb(spec, platform: .pc).direction == .rightToLeft)
    #expect(try Layout.xkb(spec, platform: .mac).direction == .rightToLeft)
  }

  @Test(
    "Latin, Cyrillic, Greek, CJK, Thai, Indic, Georgian and Armenian layouts are left to right, Kurdish of Syria too",
    arguments: ["fr", "us", "de", "tr", "ru", "ua", "gr", "jp", "kr", "cn", "th", "in", "ge", "am", "vn", "sy(ku)"])
  func leftToRightScripts(_ spec: String) throws {
    #expect(try Layout.xkb(spec, platform: .pc).direction == .leftToRight)
    #expect(try Layout.xkb(spec, platform: .mac).direction == .leftToRight)
  }

  @Test(
    "A layout is right to left when any of its groups is",
    arguments: [
      ("us,il", WritingDirection.rightToLeft), ("il,us", .rightToLeft), ("us,ara", .rightToLeft),
      ("fr,ir", .rightToLeft), ("us,ru", .leftToRight), ("us,gr,ru", .leftToRight),
    ])
  func anyRightToLeftGroupMakesTheLayoutRightToLeft(_ spec: String, direction: WritingDirection) throws {
    #expect(try Layout.xkb(spec, platform: .pc).direction == direction)
  }

  @Test("The direction does not depend on the platform", arguments: ["il", "ara", "us,il", "fr", "ru"])
  func directionDoesNotDependOnPlatform(_ spec: String) throws {
    #expect(try Layout.xkb(spec, platform: .pc).direction == Layout.xkb(spec, platform: .mac).direction)
  }
}
