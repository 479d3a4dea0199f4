import KBLoc

/// Reads the shortcuts an Objective-C file (`.m`, `.mm`, `.h`) declares, through
/// ``ObjectiveCLexer`` and ``ObjectiveCParser``: no compiler, nothing run.
///
/// Recognized declarations, by selector whatever the receiver's class:
/// - AppKit: `initWithTitle:action:keyEquivalent:` (an `NSMenuItem` or a subclass),
///   `addItemWithTitle:action:keyEquivalent:` and `insertItemWithTitle:action:keyEquivalent:atIndex:`
///   (⌘ by default, ⇧ for an upper-case letter); then `setKeyEquivalent:`,
///   `setKeyEquivalentModifierMask:`, `setTitle:`, `setAllowsAutomaticKeyEquivalentLocalization:`,
///   `setAllowsAutomaticKeyEquivalentMirroring:`, `setAlternate:` (an alternate item, one command
///   with the item before it: ``SourceScan``) and the same properties in dot syntax, on the item in
///   the same method. Buttons built with `buttonWithTitle:target:action:` or
///   `[[NSButton alloc] init…]`, and NSAlert's (`addButtonWithTitle:`, `[[alert buttons]
///   objectAtIndex:N]`), have no modifiers by default.
/// - UIKit: `keyCommandWithInput:modifierFlags:action:` (with `discoverabilityTitle:`) and
///   `commandWithTitle:image:action:input:modifierFlags:propertyList:`, with `UIKeyInput…` and
///   `UIKeyModifier…` constants; `wantsPriorityOverSystemBehavior`, `allowsAutomaticLocalization`
///   and `allowsAutomaticMirroring` set on the command.
/// - Keys are one-character literals (`@"]"`, `@"\r"`, `@"\033"`, `@"\uF700"`), AppKit's
///   function-key and control-character constants through `[NSString stringWithFormat:@"%C", NSUpArrowFunctionKey]`,
///   or a literal inside `NSLocalizedString`; masks are `NSEventModifierFlag…` and `NS…KeyMask`
///   names joined with `|`, `0`, and `[item keyEquivalentModifierMask] | …` (what the item had,
///   with more).
///
/// Code that changes an item built elsewhere — an outlet, a parameter, another object's property —
/// is a ``KeyEquivalentChange`` that ``SourceScan`` applies to the Interface Builder item the
/// outlet is wired to. Anything not written as a literal is an ``UnreadDeclaration`` with its
/// reason; titles are literals, `NSLocalizedString…` literals or format strings as written.
enum ObjectiveCShortcutReader {
  /// The words an Objective-C file must contain to declare a shortcut kbloc reads (`{ @"` starts
  /// a row of a literal menu table); a folder scan does not read files without any.
  static let declarationWords =
    [
      "keyEquivalent", "KeyEquivalent", "UIKeyCommand", "keyCommandWithInput", "{ @\"", "{@\"",
    ] + ObjectiveCHotkeyReader.words
  /// ``declarationWords`` as UTF-8 bytes, for ``ByteSearch``.
  static let declarationNeedles = declarationWords.map { Array($0.utf8) }

  /// The most `#define`s of a file whose values titles, keys and masks are looked up in.
  static let maximumMacros = 4_096

  /// Reads `text`, the Objective-C file `file`.
  /// - Complexity: O(*n*) in the length of `text`.
  static func read(_ text: String, file: String) -> SourceReading {
    let bytes = Array(text.utf8)
    var macros: [ObjectiveCMacro] = []
    let syntax = ObjectiveCParser.parse(ObjectiveCLexer.tokens(in: bytes, macros: &macros))
    var reader = ObjectiveCReading(file: file, bytes: bytes, syntax: syntax)
    for macro in macros.prefix(maximumMacros) where reader.macros[macro.name] == nil {
      reader.macros[macro.name] = ObjectiveCParser.parseExpression(macro.tokens)
    }
    reader.read()
    var reading = reader.reading
    if ByteSearch.text(text, containsAnyOf: ObjectiveCHotkeyReader.wordNeedles) {
      ObjectiveCHotkeyReader.read(syntax, bytes: bytes, into: &reading)
    }
    ObjectiveCKeyHandlerReader.read(syntax, bytes: bytes, lines: reader.lines, macros: reader.macros, into: &reading)
    return reading
  }
}
