/// Why an XML text could not be read, and where.
///
/// Each case carries the ``SourcePosition`` of the problem; ``message`` says in words what is
/// wrong, and the description is `line LINE, column COLUMN: MESSAGE`.
///
/// ```swift
/// do { _ = try XMLTree(parsing: "<a><b></a>") } catch {
///   error.description   // "line 1, column 7: end tag </a> does not match <b> opened at line 1, column 4"
/// }
/// ```
package enum XMLParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Something else stands where `expected` should: `found` is what stands there (`'x'`,
  /// `U+0009`, `the end of the text`).
  case unexpected(expected: String, found: String, at: SourcePosition)
  /// A comment, CDATA section, processing instruction, DOCTYPE or attribute value that the text
  /// ends inside of; `at` is where it opens.
  case unterminated(String, at: SourcePosition)
  /// An element still open at the end of the text; `at` is its `<`.
  case unclosedElement(String, at: SourcePosition)
  /// An end tag whose name is not that of the open element.
  case mismatchedEndTag(found: String, open: String, openedAt: SourcePosition, at: SourcePosition)
  /// An end tag with no element open.
  case unexpectedEndTag(String, at: SourcePosition)
  /// An attribute written twice on one element.
  case duplicateAttribute(String, firstAt: SourcePosition, at: SourcePosition)
  /// An entity that is not one of XML's five (`&nbsp;`), or an `&` that starts none.
  case unknownEntity(String, at: SourcePosition)
  /// A character reference that names no Unicode scalar (`&#xD800;`, `&#x;`).
  case invalidCharacterReference(String, at: SourcePosition)
  /// A text with no root element.
  case noRootElement(at: SourcePosition)
  /// Text or an element after the root element ends.
  case contentAfterRootElement(found: String, at: SourcePosition)
  /// Elements nested deeper than the limit.
  case tooDeep(limit: Int, at: SourcePosition)

  /// Where the problem is.
  package var position: SourcePosition {
    switch self {
    case .unexpected(_, _, let at), .unterminated(_, let at), .unclosedElement(_, let at),
      .mismatchedEndTag(_, _, _, let at), .unexpectedEndTag(_, let at), .duplicateAttribute(_, _, let at),
      .unknownEntity(_, let at), .invalidCharacterReference(_, let at), .noRootElement(let at),
      .contentAfterRootElement(_, let at), .tooDeep(_, let at):
      return at
    }
  }

  /// What is wrong, in words, without the position.
  package var message: String {
    switch self {
    case .unexpected(let expected, let found, _):
      return "expected \(expected), found \(found)"
    case .unterminated(let construct, _):
      return "\(construct) is never closed"
    case .unclosedElement(let name, _):
      return "element <\(name)> is never closed; the text ends before </\(name)>"
    case .mismatchedEndTag(let found, let open, let openedAt, _):
      return "end tag </\(found)> does not match <\(open)> opened at line \(openedAt.line), column \(openedAt.column)"
    case .unexpectedEndTag(let name, _):
      return "end tag </\(name)> closes no open element"
    case .duplicateAttribute(let name, let firstAt, _):
      return "attribute \(name.quoted) written twice; the first is at line \(firstAt.line), column \(firstAt.column)"
    case .unknownEntity(let entity, _):
      return "unknown entity \(entity.quoted); XML knows &amp; &lt; &gt; &quot; &apos; and &#NN; / &#xNN;"
    case .invalidCharacterReference(let reference, _):
      return "character reference \(reference.quoted) names no Unicode character"
    case .noRootElement:
      return "no root element; the text holds no '<name>'"
    case .contentAfterRootElement(let found, _):
      return "\(found) after the root element; an XML document has exactly one"
    case .tooDeep(let limit, _):
      return "elements nested deeper than \(limit) levels"
    }
  }

  /// `line LINE, column COLUMN: MESSAGE`.
  package var description: String {
    "line \(position.line), column \(position.column): \(message)"
  }
}
