import KBLoc
import KBLocSources
import Testing

/// Qt Designer forms: action and widget shortcuts, Qt's portable text, chords, mnemonics.
struct QtDesignerReaderTests {
  static let form = """
    <?xml version="1.0" encoding="UTF-8"?>
    <ui version="4.0">
     <class>MainWindow</class>
     <widget class="QMainWindow" name="MainWindow">
      <widget class="QPushButton" name="findButton">
       <property name="text">
        <string>F&amp;ind</string>
       </property>
       <property name="shortcut">
        <string>Ctrl+F</string>
       </property>
      </widget>
      <action name="actionRedo">
       <property name="text">
        <string>&amp;Redo &amp;&amp; Again</string>
       </property>
       <property name="shortcut">
        <string notr="true">Ctrl+Shift+Z</string>
       </property>
      </action>
      <action name="actionComment">
       <property name="shortcut">
        <string>Ctrl+K, Ctrl+C</string>
       </property>
      </action>
      <action name="actionZoomIn">
       <property name="shortcut">
        <string>Ctrl++</string>
       </property>
      </action>
      <action name="actionMisc">
       <property name="shortcut">
        <string>Meta+Alt+Del</string>
       </property>
      </action>
      <action name="actionPrint">
       <property name="shortcut">
        <string>Ctrl+Print</string>
       </property>
      </action>
     </widget>
    </ui>
    """

  @Test func actionsAndWidgetsGiveTheirShortcuts() throws {
    let reading = try SourceReader.read(Self.form, format: .qt, file: "mainwindow.ui")
    #expect(
      reading.declared == [
        "findButton: Command-F at 10:5, entry 5:3",
        "actionRedo: Shift-Command-Z at 18:5, entry 13:3",
        "actionComment: Command-K at 23:5, entry 21:3",
        "actionComment (stroke 2): Command-C at 23:5, entry 21:3",
        "actionZoomIn: Command-+ at 28:5, entry 26:3",
        "actionMisc: Control-Option-Forward Delete at 33:5, entry 31:3",
      ])
    #expect(reading.definitions.map(\.title) == ["Find", "Redo & Again", nil, nil, nil, nil])
    #expect(reading.definitions[2].extra["chord"]?.string == "Ctrl+K, Ctrl+C")
  }

  @Test func anUnknownKeyIsNotRead() throws {
    let reading = try SourceReader.read(Self.form, format: .qt, file: "mainwindow.ui")
    #expect(reading.notes == ["mainwindow.ui:38:5: note: not read: no keyboard has the key 'Print'"])
  }

  @Test func aKeypadModifierIsNotRead() throws {
    let text = #"<ui><action name="a"><property name="shortcut"><string>Num+5</string></property></action></ui>"#
    let reading = try SourceReader.read(text, format: .qt, file: "form.ui")
    #expect(reading.definitions.isEmpty)
    #expect(reading.notes == ["form.ui:1:48: note: not read: the modifier 'Num' has no place in a shortcut"])
  }
}
