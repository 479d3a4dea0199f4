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

  static func position(_ line: Int, _ column: Int) -> SourcePosition { SourcePosition(line: line, column: column) }

  @Test func actionsAndWidgetsGiveTheirShortcuts() throws {
    let reading = try SourceReader.read(Self.form, format: .qt, file: "mainwindow.ui")
    #expect(
      reading.definitions.map(\.id) == [
        "findButton", "actionRedo", "actionComment", "actionComment (stroke 2)", "actionZoomIn", "actionMisc",
      ])
    #expect(
      reading.definitions.map(\.keys) == [
        "Command-F", "Shift-Command-Z", "Command-K", "Command-C", "Command-+", "Control-Option-Forward Delete",
      ])
    #expect(reading.definitions.map(\.title) == ["Find", "Redo & Again", nil, nil, nil, nil])
    #expect(
      reading.definitions.map(\.position) == [
        Self.position(10, 5), Self.position(18, 5), Self.position(23, 5), Self.position(23, 5), Self.position(28, 5),
        Self.position(33, 5),
      ])
    #expect(
      reading.definitions.map(\.entryPosition) == [
        Self.position(5, 3), Self.position(13, 3), Self.position(21, 3), Self.position(21, 3), Self.position(26, 3),
        Self.position(31, 3),
      ])
    #expect(reading.definitions[2].extra["chord"]?.string == "Ctrl+K, Ctrl+C")
  }

  @Test func anUnknownKeyIsNotRead() throws {
    let reading = try SourceReader.read(Self.form, format: .qt, file: "mainwindow.ui")
    #expect(
      reading.unread == [
        UnreadDeclaration(file: "mainwindow.ui", position: Self.position(38, 5), reason: .unknownKey("Print"))
      ])
  }

  @Test func aKeypadModifierIsNotRead() throws {
    let text = #"<ui><action name="a"><property name="shortcut"><string>Num+5</string></property></action></ui>"#
    let reading = try SourceReader.read(text, format: .qt, file: "form.ui")
    #expect(reading.definitions.isEmpty)
    #expect(
      reading.unread == [
        UnreadDeclaration(file: "form.ui", position: Self.position(1, 48), reason: .unsupportedModifier("Num"))
      ])
  }
}
