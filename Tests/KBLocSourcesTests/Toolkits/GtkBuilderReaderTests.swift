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

  @Test func acceleratorsAndMenuAccelsGiveDefinitions() throws {
    let reading = try SourceReader.read(Self.builder, format: .gtk, file: "window.ui")
    #expect(
      reading.declared == [
        "save_button: Control-Shift-S at 7:27, entry 7:9",
        "save_button: F5 at 8:27, entry 8:9",
        "win.redo: Shift-Command-Z at 19:9, entry 16:7",
        "win.close-tab: Control-Delete at 24:9, entry 21:7",
        "win.zoom-in: Command-+ at 29:9, entry 26:7",
        "win.find: Command-[ at 31:52, entry 31:7",
        "action(app.quit): Control-Q at 45:9, entry 44:7",
        "action(app.quit): Command-W at 45:9, entry 44:7",
      ])
    #expect(reading.definitions.map(\.title) == ["Save", "Save", "Redo", "Close Tab", "Zoom In", "Find", nil, nil])
  }

  @Test func unknownKeysAndModifiersAreNotRead() throws {
    let reading = try SourceReader.read(Self.builder, format: .gtk, file: "window.ui")
    #expect(
      reading.notes == [
        "window.ui:9:27: note: not read: no keyboard has the key 'Insert'",
        "window.ui:10:27: note: not read: the modifier 'GDK_SUPER_MASK' has no place in a shortcut",
        "window.ui:34:9: note: not read: the modifier 'Hyper' has no place in a shortcut",
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
