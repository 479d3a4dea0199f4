import KBLoc

extension XMLTree {
  /// The tree of `text`, read as the file `file`.
  /// - Throws: ``SourceReadError`` at the XML reader's position for text that is not XML.
  static func reading(_ text: String, file: String) throws(SourceReadError) -> XMLTree {
    do {
      return try XMLTree(parsing: text)
    } catch {
      throw SourceReadError(file: file, position: error.position, message: "Not well-formed XML: \(error.message)")
    }
  }
}
