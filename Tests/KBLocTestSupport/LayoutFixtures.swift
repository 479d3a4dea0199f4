public import KBLoc

/// A layout spec and the platform to load it for: one argument of a parameterized layout test.
///
/// ```swift
/// @Test(arguments: LayoutFixtures.sweep)
/// func everyLevelTypesWhatTheTableClaims(_ fixture: LayoutFixture) throws { … }
/// ```
public struct LayoutFixture: Hashable, Sendable, CustomStringConvertible {
  /// The spec as a user writes it, such as `fr`, `ch(de)` or `us,ru`.
  public let spec: String
  /// The platform: `.mac` resolves bare layouts to their Macintosh variant, `.pc` keeps the spec.
  public let platform: Platform

  /// Creates a fixture from a spec and a platform.
  public init(_ spec: String, _ platform: Platform) {
    self.spec = spec
    self.platform = platform
  }

  /// The parsed spec.
  /// - Throws: ``KBLoc/LayoutSpecError`` when the fixture's spec is malformed (a bug in the list).
  public func layoutSpec() throws(LayoutSpecError) -> LayoutSpec {
    try LayoutSpec(spec)
  }

  /// `fr on mac`, as the test report shows the argument.
  public var description: String { "\(spec) on \(platform)" }
}

/// The layouts the XKB tests sweep, chosen to cover scripts, families and XKB's odd corners.
public enum LayoutFixtures {
  /// Layouts across scripts and families, on both platforms, with multi-group specs and layouts
  /// with dead keys, level 5 (Neo) and eight-level keys (Canadian multilingual).
  ///
  /// On `.mac` a bare layout becomes its Macintosh variant where xkeyboard-config has one (`fr` →
  /// `fr(mac)`), so both the Macintosh and the PC form of the major layouts are swept.
  public static let sweep: [LayoutFixture] = [
    // Western European, Macintosh variants where they exist.
    LayoutFixture("fr", .mac), LayoutFixture("fr", .pc),
    LayoutFixture("de", .mac), LayoutFixture("de", .pc),
    // `ch(de)` on mac resolves to `ch(de_mac)` (`PlatformResolutionTests`); the fixture names
    // the Macintosh variant itself, as the other `.mac` fixtures' resolved names do.
    LayoutFixture("ch(de_mac)", .mac), LayoutFixture("ch(de)", .pc),
    LayoutFixture("ch(fr)", .mac), LayoutFixture("ch(fr)", .pc),
    LayoutFixture("at", .mac),
    LayoutFixture("be", .mac),
    LayoutFixture("nl", .mac),
    LayoutFixture("gb", .mac), LayoutFixture("gb", .pc),
    LayoutFixture("es", .mac), LayoutFixture("es", .pc),
    LayoutFixture("pt", .mac), LayoutFixture("pt", .pc),
    LayoutFixture("it", .mac), LayoutFixture("it", .pc),
    LayoutFixture("ca", .mac),
    LayoutFixture("ca(multix)", .pc),
    LayoutFixture("latam", .mac),
    LayoutFixture("br", .mac),
    // Nordic.
    LayoutFixture("se", .mac), LayoutFixture("se", .pc),
    LayoutFixture("no", .mac),
    LayoutFixture("dk", .mac),
    LayoutFixture("fi", .mac),
    LayoutFixture("is", .mac),
    // Central and Eastern European, Turkish.
    LayoutFixture("pl", .mac),
    LayoutFixture("cz", .mac), LayoutFixture("cz(qwerty)", .mac),
    LayoutFixture("sk", .mac),
    LayoutFixture("hu", .mac),
    LayoutFixture("tr", .mac),
    LayoutFixture("tr(f)", .mac),
    // Cyrillic and Greek.
    LayoutFixture("ru", .mac), LayoutFixture("ru", .pc),
    LayoutFixture("ua", .mac),
    LayoutFixture("bg", .mac),
    LayoutFixture("rs", .mac),
    LayoutFixture("gr", .mac),
    // Right-to-left.
    LayoutFixture("il", .mac),
    LayoutFixture("ara", .mac), LayoutFixture("ara", .pc),
    LayoutFixture("ir", .mac),
    // Asian scripts.
    LayoutFixture("jp", .mac),
    LayoutFixture("kr", .mac),
    LayoutFixture("th", .mac),
    LayoutFixture("in", .mac),
    LayoutFixture("ge", .mac),
    LayoutFixture("am", .mac),
    // US and its alternative layouts.
    LayoutFixture("us", .mac), LayoutFixture("us", .pc),
    LayoutFixture("us(dvorak)", .mac), LayoutFixture("us(dvorak)", .pc),
    LayoutFixture("us(colemak)", .mac),
    LayoutFixture("us(intl)", .pc),
    // Level 5 and dead-key-heavy layouts.
    LayoutFixture("de(neo)", .pc),
    LayoutFixture("fr(bepo)", .pc),
    // Several groups.
    LayoutFixture("us,ru", .mac), LayoutFixture("us,ru", .pc),
    LayoutFixture("us(dvorak),ru", .mac),
    LayoutFixture("us,il", .pc),
  ]

  /// Layouts whose every printable ASCII character is compared with `xkbcli how-to-type`:
  /// Latin layouts where ASCII is typeable, plus Cyrillic ones where Latin letters are not.
  public static let howToTypeCrossCheck: [LayoutFixture] = [
    LayoutFixture("fr", .mac), LayoutFixture("fr", .pc),
    LayoutFixture("de", .mac),
    LayoutFixture("ch(de_mac)", .mac),
    LayoutFixture("se", .mac),
    LayoutFixture("pl", .mac),
    LayoutFixture("cz", .mac),
    LayoutFixture("tr", .mac),
    LayoutFixture("ru", .mac),
    LayoutFixture("us", .mac),
    LayoutFixture("us(dvorak)", .pc),
    LayoutFixture("es", .pc),
    LayoutFixture("us,ru", .mac),
    // Level 3 and level 5 on other real modifiers than usual.
    LayoutFixture("de(neo)", .pc),
    LayoutFixture("ca(multix)", .pc),
  ]

  /// The printable ASCII characters, U+0020 to U+007E.
  public static let printableASCII: [Character] = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
}
