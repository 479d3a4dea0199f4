import KBLoc
import KBLocSources
import Testing

/// GtkBuilder files: object accelerators with GDK masks, GMenu `accel` attributes with `<Primary>`,
/// GTK 4 `GtkShortcut` triggers, GDK key names, mnemonics, notes for what kbloc does not know.
struct GtkBuilderReaderTests {
  static let builder = """
    <?xml version="1.0" encoding="UTF-8"?>
    <interface>
      <object class="GtkWindow" id="main_window">
        <child>
          <object class="GtkButton" id="save_button">
            <property name="label" translatable="yes">_Save</property>
            <accelerator key="s" modifiers="GDK_CONTROL_MASK | GDK_SHIFT_MASK" signal="clicked"/>
            <accelerator key="F5" signal="clicked"/>
            <accelerator key="Insert" signal="clicked"/>
            <accelerator key="q" modifiers="GDK_SUPER_MASK" signal="clicked"/>
          </object>
        </child>
      </object>
      <menu id="app_menu">
        <section>
          <item>
            <attribute name="label" translatable="yes">_Redo</attribute>
            <attribute name="action">win.redo</attribute>
            <attribute name="accel">&lt;Primary&gt;&lt;Shift&gt;z</attribute>
          </item>
          <item>
            <attribute name="label">Close _Tab</attribute>
            <attribute name="action">win.close-tab</attribute>
            <attribute name="accel">&lt;Control&gt;BackSpace</attribute>
          </item>
          <item>
            <attribute name="label">Zoom In</attribute>
            <attribute name="action">win.zoom-in</attribute>
            <attribute name="accel">&lt;Primary&gt;plus</attribute>
          </item>
          <item label="_Find" action="win.find" accel="&lt;Primary&gt;bracketleft"/>
          <item>
            <attribute name="action">win.odd</attribute>
            <attribute name="accel">&lt;Hyper&gt;x</attribute>
          </item>
          <item>
            <attribute name="label">No accel</attribute>
            <attribute name="action">win.none</attribute>
          </item>
        </section>
      </menu>
      <object class="GtkShortcutController">
        <child>
          <object class="GtkShortcut">
            <property name="trigger">&lt;Control&gt;q|&lt;Primary&gt;w</property>
            <property name="action">action(app.quit)</property>
          </object>
        </child>
      </object>
    </interface>
    """

  static func position(_ line: Int, _ column: Int) -> SourcePosition { SourcePosition(line: line, column: column) }

  @Test func acceleratorsAndMenuAccelsGiveDefinitions() throws {
    let reading = try SourceReader.read(Self.builder, format: .gtk, file: "window.ui")
    #expect(
      reading.definitions.map(\.id) == [
        "save_button", "save_button", "win.redo", "win.close-tab", "win.zoom-in", "win.find", "action(app.quit)",
        "action(app.quit)",
      ])
    #expect(
      reading.definitions.map(\.keys) == [
        "Control-Shift-S", "F5", "Shift-Command-Z", "Control-Delete", "Command-+", "Command-[", "Control-Q",
        "Command-W",
      ])
    #expect(reading.definitions.map(\.title) == ["Save", "Save", "Redo", "Close Tab", "Zoom In", "Find", nil, nil])
    #expect(
      reading.definitions.map(\.position) == [
        Self.position(7, 27), Self.position(8, 27), Self.position(19, 9), Self.position(24, 9), Self.position(29, 9),
        Self.position(31, 52), Self.position(45, 9), Self.position(45, 9),
      ])
    #expect(
      reading.definitions.map(\.entryPosition) == [
        Self.position(7, 9), Self.position(8, 9), Self.position(16, 7), Self.position(21, 7), Self.position(26, 7),
        Self.position(31, 7), Self.position(44, 7), Self.position(44, 7),
      ])
  }

  @Test func unknownKeysAndModifiersAreNotRead() throws {
    let reading = try SourceReader.read(Self.builder, format: .gtk, file: "window.ui")
    #expect(
      reading.unread == [
        UnreadDeclaration(file: "window.ui", position: Self.position(9, 27), reason: .unknownKey("Insert")),
        UnreadDeclaration(
          file: "window.ui", position: Self.position(10, 27), reason: .unsupportedModifier("GDK_SUPER_MASK")),
        UnreadDeclaration(file: "window.ui", position: Self.position(34, 9), reason: .unsupportedModifier("Hyper")),
      ])
  }

  @Test func formatsAreToldByExtensionAndRootElement() {
    let declaration = #"<?xml version="1.0"?>"# + "\n<!-- a <comment> -->\n"
    #expect(SourceFormat(detectingFrom: "Keymaps/Mine.xml", text: declaration + "<keymap name=\"x\"/>") == .jetbrains)
    #expect(SourceFormat(detectingFrom: "pom.xml", text: declaration + "<project/>") == nil)
    #expect(SourceFormat(detectingFrom: "form.ui", text: "<ui version=\"4.0\"/>") == .qt)
    #expect(SourceFormat(detectingFrom: "window.ui", text: declaration + "<interface>\n</interface>") == .gtk)
    #expect(SourceFormat(detectingFrom: "keymap.ui", text: "<keymap/>") == nil)
    #expect(SourceFormat(detectingFrom: "other.ui", text: "not xml") == nil)
  }
}
