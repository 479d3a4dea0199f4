/// An XML document read into a tree of elements, with the line and column of every element and
/// attribute.
///
/// The reader takes what configuration files such as Apple's `.keylayout` and Interface Builder's
/// `.xib` hold: elements, attributes, character data and CDATA sections, the five predefined
/// entities and character references (`&#65;`, `&#x41;`). It skips the XML declaration,
/// processing instructions, comments and the DOCTYPE (its internal subset included, whose entity
/// declarations it does not apply). Namespace prefixes stay part of the names (`xsi:type`).
/// Malformed XML is rejected with an ``XMLParseError`` that says where and what was expected.
///
/// Columns count Unicode scalars (see ``SourcePosition``); a byte-order mark takes no column.
/// Reading does not recurse and nesting is limited, so hostile input cannot exhaust the stack.
///
/// ```swift
/// let tree = try XMLTree(parsing: #"<keyboard name="Test"><keyMap index="0"/></keyboard>"#)
/// tree.root.name                              // "keyboard"
/// tree.root["name"]                           // "Test"
/// tree.root.children.first?.position          // 1:23
/// ```
package struct XMLTree: Hashable, Sendable {
  /// The document's one root element.
  package var root: Element

  /// How deeply elements may nest unless told otherwise: 256 levels.
  package static let defaultMaximumDepth = 256

  /// Parses an XML text.
  ///
  /// - Parameters:
  ///   - text: The XML text.
  ///   - maximumDepth: How deeply elements may nest; deeper input is rejected with
  ///     ``XMLParseError/tooDeep(limit:at:)``.
  /// - Throws: ``XMLParseError`` at the first problem, with its line and column.
  /// - Complexity: O(*n*) in the length of the text.
  package init(parsing text: String, maximumDepth: Int = XMLTree.defaultMaximumDepth) throws(XMLParseError) {
    var parser = XMLTreeParser(scalars: Array(text.unicodeScalars), maximumDepth: maximumDepth)
    root = try parser.parseDocument()
  }
}

extension XMLTree {
  /// One element: its name, attributes in the order written, child elements, and text.
  package struct Element: Hashable, Sendable {
    /// The name as written, prefix included (`keyMapSelect`, `xsi:type`).
    package var name: String
    /// The attributes in the order written; names are unique.
    package var attributes: [Attribute]
    /// The child elements in document order.
    package var children: [Element]
    /// The character data directly inside the element (not inside its children), entities and
    /// character references decoded, CDATA sections included, line breaks as `\n`.
    package var text: String
    /// Where the element starts: its `<`.
    package var position: SourcePosition

    /// Creates an element from its parts.
    package init(
      name: String, attributes: [Attribute] = [], children: [Element] = [], text: String = "",
      position: SourcePosition
    ) {
      self.name = name
      self.attributes = attributes
      self.children = children
      self.text = text
      self.position = position
    }

    /// The attribute called `name`, or `nil`.
    /// - Complexity: O(*n*) in the number of attributes.
    package func attribute(_ name: String) -> Attribute? {
      attributes.first { $0.name == name }
    }

    /// The value of the attribute called `name`, or `nil`.
    /// - Complexity: O(*n*) in the number of attributes.
    package subscript(name: String) -> String? {
      attribute(name)?.value
    }

    /// The child elements called `name`, in document order.
    /// - Complexity: O(*n*) in the number of children.
    package func children(named name: String) -> [Element] {
      children.filter { $0.name == name }
    }

    /// The first child element called `name`, or `nil`.
    /// - Complexity: O(*n*) in the number of children.
    package func firstChild(named name: String) -> Element? {
      children.first { $0.name == name }
    }
  }

  /// One attribute of an element, with the places of its name and value.
  package struct Attribute: Hashable, Sendable {
    /// The name as written, prefix included.
    package var name: String
    /// The value, entities and character references decoded; literal tabs and line breaks are
    /// spaces, as XML normalizes them.
    package var value: String
    /// Where the name starts.
    package var position: SourcePosition
    /// Where the value starts: the character after its opening quote.
    package var valuePosition: SourcePosition

    /// Creates an attribute from its parts.
    package init(name: String, value: String, position: SourcePosition, valuePosition: SourcePosition) {
      self.name = name
      self.value = value
      self.position = position
      self.valuePosition = valuePosition
    }
  }
}
