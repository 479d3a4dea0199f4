/// Why a JSON text could not be parsed, and where.
///
/// ``message`` says what is wrong, quoting the text; ``fix`` says what to do. The description is
/// `LINE:COLUMN: MESSAGE; FIX`.
///
/// ```swift
/// do { _ = try JSONDocument(parsing: "[1, 2,]") } catch {
///   error.reason        // .trailingComma
///   error.position      // 1:6
///   error.description   // "1:6: Trailing comma before ']'; remove it, JSON allows none"
/// }
/// ```
package struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kinds of problem the parser reports.
  package enum Reason: String, Hashable, Sendable, CaseIterable {
    /// The text holds no value: it is empty or only whitespace.
    case empty
    /// The text ended inside a value, an array or an object.
    case unexpectedEnd
    /// A character that cannot stand where it is.
    case unexpectedCharacter
    /// Something after the one value a JSON text holds.
    case trailingContent
    /// A comma before `]` or `}`.
    case trailingComma
    /// A `//` or `/*` comment.
    case comment
    /// A string in single quotes.
    case singleQuotes
    /// An object key without quotes.
    case unquotedKey
    /// A word that is not `true`, `false` or `null` (`True`, `undefined`, `NaN`).
    case invalidLiteral
    /// A string with no closing quote.
    case unterminatedString
    /// A control character (U+0000 to U+001F, line breaks included) inside a string.
    case controlCharacter
    /// A backslash escape JSON does not have, or `\u` without four hexadecimal digits.
    case invalidEscape
    /// A `\uD800`–`\uDFFF` escape that is not half of a surrogate pair.
    case unpairedSurrogate
    /// A number JSON does not allow (`01`, `1.`, `-`, `1e`).
    case invalidNumber
    /// An object key written twice in the same object.
    case duplicateKey
    /// Arrays and objects nested deeper than the limit.
    case tooDeep
    /// Bytes that are not UTF-8.
    case invalidUTF8
  }

  /// The kind of problem.
  package var reason: Reason
  /// Where it is: 1-based line and column, columns counted in Unicode scalars.
  package var position: SourcePosition
  /// What is wrong, in sentence case, quoting the text.
  package var message: String
  /// What to do about it.
  package var fix: String?

  /// Creates an error from its parts.
  package init(_ reason: Reason, at position: SourcePosition, message: String, fix: String? = nil) {
    self.reason = reason
    self.position = position
    self.message = message
    self.fix = fix
  }

  /// `LINE:COLUMN: MESSAGE; FIX`.
  package var description: String {
    "\(position): \(message)" + (fix.map { "; \($0)" } ?? "")
  }
}
