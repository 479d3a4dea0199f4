import KBLoc
import Testing

struct XMLTreeTests {
  /// The error `text` is rejected with.
  private static func error(parsing text: String) -> XMLParseError? {
    do {
      _ = try XMLTree(parsing: text)
      return nil
    } catch {
      return error
    }
  }

  // MARK: - Structure

  @Test func readsElementsAttributesInOrderChildrenAndText() throws {
    let tree = try XMLTree(
      parsing: """
        <?xml version="1.1" encoding="UTF-8"?>
        <!DOCTYPE keyboard SYSTEM "file://localhost/System/Library/DTDs/KeyboardLayout.dtd">
        <!-- a comment before the root -->
        <keyboard group="126" id="-1" name="Test">
          <layouts><layout first="0" last="17"/></layouts>
          <note>Hello <b>bold</b> world</note>
        </keyboard>
        <!-- and one after -->
        """)
    let root = tree.root
    #expect(root.name == "keyboard")
    #expect(root.attributes.map(\.name) == ["group", "id", "name"])
    #expect(root.attributes.map(\.value) == ["126", "-1", "Test"])
    #expect(root["name"] == "Test")
    #expect(root["missing"] == nil)
    #expect(root.children.map(\.name) == ["layouts", "note"])
    let layout = try #require(root.firstChild(named: "layouts")?.children.first)
    #expect(layout.name == "layout")
    #expect(layout["last"] == "17")
    #expect(layout.children.isEmpty)
    let note = try #require(root.firstChild(named: "note"))
    #expect(note.text == "Hello  world")
    #expect(note.children.map(\.text) == ["bold"])
  }

  @Test func positionsAreOneBasedLinesAndColumnsInScalars() throws {
    let tree = try XMLTree(
      parsing: "<a>\n  <b x=\"1\"\n     yé='2'/>\r\n<c/>\r<d\tz=\"é\"/></a>")
    let children = tree.root.children
    #expect(tree.root.position == SourcePosition(line: 1, column: 1))
    #expect(
      children.map(\.position) == [
        SourcePosition(line: 2, column: 3), SourcePosition(line: 4, column: 1), SourcePosition(line: 5, column: 1),
      ])
    #expect(
      children[0].attributes.map(\.position) == [
        SourcePosition(line: 2, column: 6), SourcePosition(line: 3, column: 6),
      ])
    #expect(
      children[0].attributes.map(\.valuePosition) == [
        SourcePosition(line: 2, column: 9), SourcePosition(line: 3, column: 10),
      ])
    #expect(children[2].attributes.first?.valuePosition == SourcePosition(line: 5, column: 7))
  }

  @Test func byteOrderMarkTakesNoColumn() throws {
    let tree = try XMLTree(parsing: "\u{FEFF}<a><b/></a>")
    #expect(tree.root.children.first?.position == SourcePosition(line: 1, column: 4))
  }

  // MARK: - Entities, CDATA, whitespace

  @Test func decodesTheFivePredefinedEntitiesAndCharacterReferences() throws {
    let tree = try XMLTree(
      parsing: #"<k output="&amp;&lt;&gt;&quot;&apos;&#65;&#x0022;&#x1F600;&#xe9;">a&amp;b&#x3C;c</k>"#)
    #expect(tree.root["output"] == "&<>\"'A\"😀é")
    #expect(tree.root.text == "a&b<c")
  }

  @Test func keepsControlCharactersWrittenAsReferences() throws {
    // Keyboard layouts write Backspace, Escape and Delete this way.
    let tree = try XMLTree(parsing: #"<k output="&#x0008;&#x001B;&#x007F;"/>"#)
    #expect(tree.root["output"]?.unicodeScalars.map(\.value) == [0x08, 0x1B, 0x7F])
  }

  @Test func cdataIsTextAsWritten() throws {
    let tree = try XMLTree(parsing: "<a>x<![CDATA[<b>&amp;]]]]>y</a>")
    #expect(tree.root.text == "x<b>&amp;]]y")
    #expect(tree.root.children.isEmpty)
  }

  @Test func attributeValuesNormalizeLiteralWhitespaceToSpaces() throws {
    let tree = try XMLTree(parsing: "<a v=\"1\t2\r\n3\n4&#10;5\"/>")
    #expect(tree.root["v"] == "1 2 3 4\n5")
  }

  @Test func textLineBreaksBecomeLineFeeds() throws {
    let tree = try XMLTree(parsing: "<a>1\r\n2\r3\n4</a>")
    #expect(tree.root.text == "1\n2\n3\n4")
  }

  @Test func skipsADoctypeWithAnInternalSubset() throws {
    let tree = try XMLTree(
      parsing: """
        <!DOCTYPE a [
          <!ELEMENT a (#PCDATA)>
          <!-- ] > inside a comment -->
          <!ATTLIST a v CDATA "]>">
        ]>
        <a v="1"/>
        """)
    #expect(tree.root.name == "a")
    #expect(tree.root.position == SourcePosition(line: 6, column: 1))
  }

  @Test func processingInstructionsAndCommentsInsideElementsAreSkipped() throws {
    let tree = try XMLTree(parsing: "<a>1<!-- <b/> --><?pi x?>2<c/></a>")
    #expect(tree.root.text == "12")
    #expect(tree.root.children.map(\.name) == ["c"])
  }

  @Test func namespacePrefixesStayInNames() throws {
    let tree = try XMLTree(parsing: #"<ib:a xmlns:ib="u" xsi:type="t"/>"#)
    #expect(tree.root.name == "ib:a")
    #expect(tree.root["xsi:type"] == "t")
  }

  // MARK: - Errors

  @Test func mismatchedEndTagNamesBothTags() throws {
    let error = try #require(Self.error(parsing: "<a>\n  <b>\n  </a>"))
    #expect(
      error
        == .mismatchedEndTag(
          found: "a", open: "b", openedAt: SourcePosition(line: 2, column: 3), at: SourcePosition(line: 3, column: 3)))
    #expect(error.description == "line 3, column 3: end tag </a> does not match <b> opened at line 2, column 3")
  }

  @Test func missingGreaterThanIsPositioned() throws {
    let error = try #require(Self.error(parsing: "<a>\n</a x"))
    #expect(error.description == "line 2, column 5: expected '>' to end </a>, found 'x'")
  }

  @Test func startTagEndingEarly() throws {
    let error = try #require(Self.error(parsing: #"<a v="1""#))
    #expect(error.description == "line 1, column 9: expected '>' to end the start tag <a>, found the end of the text")
  }

  @Test(arguments: [
    ("", XMLParseError.noRootElement(at: SourcePosition(line: 1, column: 1))),
    ("<?xml version=\"1.0\"?>\n  ", .noRootElement(at: SourcePosition(line: 2, column: 3))),
    (
      "hello", .unexpected(expected: "the root element's '<'", found: "'hello'", at: SourcePosition(line: 1, column: 1))
    ),
    ("<a>", .unclosedElement("a", at: SourcePosition(line: 1, column: 1))),
    ("<a><b></b>", .unclosedElement("a", at: SourcePosition(line: 1, column: 1))),
    ("<a/><b/>", .contentAfterRootElement(found: "markup '<'", at: SourcePosition(line: 1, column: 5))),
    ("<a/>x", .contentAfterRootElement(found: "text 'x'", at: SourcePosition(line: 1, column: 5))),
    ("<a></a></a>", .contentAfterRootElement(found: "markup '<'", at: SourcePosition(line: 1, column: 8))),
    (
      "<a x=\"1\" x='2'/>",
      .duplicateAttribute("x", firstAt: SourcePosition(line: 1, column: 4), at: SourcePosition(line: 1, column: 10))
    ),
    (
      "<a x=1/>",
      .unexpected(
        expected: "a quoted value for the attribute 'x'", found: "'1'", at: SourcePosition(line: 1, column: 6))
    ),
    (
      "<a x/>",
      .unexpected(expected: "'=' after the attribute name 'x'", found: "'/'", at: SourcePosition(line: 1, column: 5))
    ),
    (
      "<a x=\"1\"y=\"2\"/>",
      .unexpected(expected: "a space, '>' or '/>' in <a>", found: "'y'", at: SourcePosition(line: 1, column: 9))
    ),
    (
      "<a x=\"<\"/>",
      .unexpected(
        expected: "'&lt;' instead of '<' in the value of 'x'", found: "'<'", at: SourcePosition(line: 1, column: 7))
    ),
    ("<a x=\"1/>", .unterminated("the value of the attribute 'x'", at: SourcePosition(line: 1, column: 6))),
    ("<a>&nbsp;</a>", .unknownEntity("&nbsp;", at: SourcePosition(line: 1, column: 4))),
    ("<a>AT&T</a>", .unknownEntity("&T", at: SourcePosition(line: 1, column: 6))),
    ("<a>&#xD800;</a>", .invalidCharacterReference("&#xD800;", at: SourcePosition(line: 1, column: 4))),
    ("<a>&#x;</a>", .invalidCharacterReference("&#x;", at: SourcePosition(line: 1, column: 4))),
    ("<a>&#12a;</a>", .invalidCharacterReference("&#12a;", at: SourcePosition(line: 1, column: 4))),
    ("<a><!-- x</a>", .unterminated("the comment", at: SourcePosition(line: 1, column: 4))),
    ("<a><![CDATA[x</a>", .unterminated("the CDATA section", at: SourcePosition(line: 1, column: 4))),
    ("<?xml version='1.0'", .unterminated("the processing instruction", at: SourcePosition(line: 1, column: 1))),
    ("<!DOCTYPE a [ <!ELEMENT a ANY>", .unterminated("the DOCTYPE", at: SourcePosition(line: 1, column: 1))),
    (
      "<a>< b/></a>",
      .unexpected(
        expected: "an element name, '/', '!--' or '![CDATA[' after '<'", found: "U+0020",
        at: SourcePosition(line: 1, column: 5))
    ),
    ("</a>", .unexpected(expected: "the root element's '<'", found: "'<'", at: SourcePosition(line: 1, column: 1))),
    (
      "<a><b/ ></a>",
      .unexpected(expected: "'>' after '/' in <b>", found: "U+0020", at: SourcePosition(line: 1, column: 7))
    ),
  ])
  func rejectsMalformedXML(text: String, expected: XMLParseError) throws {
    let error = try #require(Self.error(parsing: text))
    #expect(error == expected)
    #expect(error.description.hasPrefix("line \(expected.position.line), column \(expected.position.column): "))
  }

  @Test func duplicateAttributesAreFoundAmongMany() throws {
    let attributes = (0..<20).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
    let tree = try XMLTree(parsing: "<e \(attributes)/>")
    #expect(tree.root.attributes.count == 20)
    #expect(tree.root["a19"] == "19")
    let error = try #require(Self.error(parsing: "<e \(attributes) a3=\"x\"/>"))
    #expect(
      error
        == .duplicateAttribute(
          "a3", firstAt: SourcePosition(line: 1, column: 25), at: SourcePosition(line: 1, column: 164)))
  }

  @Test func nestingIsBoundedWithoutRecursion() throws {
    let depth = 100_000
    let deep = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
    let error = try #require(Self.error(parsing: deep))
    #expect(error == .tooDeep(limit: XMLTree.defaultMaximumDepth, at: SourcePosition(line: 1, column: 769)))
    // A tree as deep as the limit allows is read whole (a much deeper one would be freed by
    // recursion, so the limit stays far below what the stack holds).
    let allowedDepth = 2_000
    let allowed = try XMLTree(
      parsing: String(repeating: "<a>", count: allowedDepth) + String(repeating: "</a>", count: allowedDepth),
      maximumDepth: allowedDepth)
    var element = allowed.root
    var levels = 1
    while let child = element.children.first {
      element = child
      levels += 1
    }
    #expect(levels == allowedDepth)
  }

  @Test func everyPrefixOfAValidDocumentIsRejectedWithoutACrash() throws {
    let text = #"<?xml version="1.0"?><!DOCTYPE k><k a="&amp;x"><!--c--><m><![CDATA[d]]></m>t&#65;</k>"#
    let scalars = Array(text.unicodeScalars)
    for length in 0..<scalars.count {
      let prefix = String(String.UnicodeScalarView(scalars[..<length]))
      #expect(Self.error(parsing: prefix) != nil, "prefix of \(length) scalars: \(prefix)")
    }
    #expect(Self.error(parsing: text) == nil)
  }
}
