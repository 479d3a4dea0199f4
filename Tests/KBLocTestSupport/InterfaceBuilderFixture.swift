/// Interface Builder files for tests: the XML prologue and `document` element every `.xib` repeats,
/// around the objects a test cares about.
///
/// The objects start on line 4 (after `padding` blank lines), a menu's items on line 6:
///
/// ```swift
/// let xib = InterfaceBuilderFixture.menu([#"<menuItem title="Save" keyEquivalent="s" id="1"/>"#])
/// ```
public enum InterfaceBuilderFixture {
  /// A `.xib`: the XML prologue, `padding` blank lines, then a document holding `objects` (lines
  /// of their own, indented as the caller writes them).
  public static func xib(objects: String, padding: Int = 0) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>\(String(repeating: "\n", count: padding))
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
      <objects>
    \(objects)
      </objects>
    </document>

    """
  }

  /// A `.xib` holding one menu, the main menu by default, with `items` (each a `menuItem` element
  /// of one or more lines) from line 6 on.
  public static func menu(
    _ items: [String], title: String = "Main Menu", id: String = "main", isMainMenu: Bool = true, padding: Int = 0
  ) -> String {
    let kind = isMainMenu ? #" systemMenu="main""# : ""
    return xib(
      objects: """
            <menu title="\(title)"\(kind) id="\(id)">
              <items>
        \(items.joined(separator: "\n"))
              </items>
            </menu>
        """, padding: padding)
  }

  /// A `.xib` holding the main menu with one submenu, `title`, of `items` (each a `menuItem`
  /// element on a line of its own, from line 9 on), and an object of class `owner` whose outlets
  /// are wired to items: `(property, item id)`.
  public static func mainMenu(
    submenu title: String, _ items: [String], owner: String, outlets: [(property: String, item: String)]
  ) -> String {
    let indent = String(repeating: " ", count: 28)
    let connections = outlets.enumerated().map { index, outlet in
      #"                <outlet property="\#(outlet.property)" destination="\#(outlet.item)" id="o\#(index + 1)"/>"#
    }
    return xib(
      objects: #"""
                <menu title="Main Menu" systemMenu="main" id="main">
                    <items>
                        <menuItem title="\#(title)" id="submenu-item">
                            <menu key="submenu" title="\#(title)" id="submenu">
                                <items>
        \#(items.map { indent + $0 }.joined(separator: "\n"))
                                </items>
                            </menu>
                        </menuItem>
                    </items>
                </menu>
                <customObject id="owner" customClass="\#(owner)">
                    <connections>
        \#(connections.joined(separator: "\n"))
                    </connections>
                </customObject>
        """#)
  }
}
