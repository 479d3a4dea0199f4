/// Why a shortcut was translated the way it was, kept as data and rendered into a sentence only
/// when ``LocalizedShortcut/reason`` is read: building sentences was most of the cost of a
/// translation.
///
/// A policy step gives the ``Base`` sentence; later passes (mirroring, shadowed characters,
/// yielding, standard shortcuts) add ``Remark``s, rendered after it in the order they were added.
struct Explanation: Sendable, Equatable, CustomStringConvertible {
  /// What the policy step decided.
  var base: Base
  /// What later passes found, in the order they found it.
  var remarks: [Remark] = []

  /// Creates an explanation of a step's decision, with no remark yet.
  init(_ base: Base) {
    self.base = base
  }

  /// The sentence: the base, then each remark.
  var description: String {
    remarks.reduce(base.description) { text, remark in text + remark.description }
  }

  /// The main clause, saying what a policy step decided and why.
  enum Base: Sendable, Equatable, CustomStringConvertible {
    /// A named key, the same on every layout.
    case namedKey(String)
    /// A physical-key trigger, which types `typed` on the target layout.
    case physicalKey(typed: Character?, layout: String)
    /// The character is on the same key as on the reference layout.
    case sameKey(Character, reference: String)
    /// The character is on another key, with no extra modifier.
    case moved(Character, key: String, layout: String)
    /// A digit that needs Shift takes its key's unshifted character.
    case digitRemapped(Character, base: Character, layout: String)
    /// The character needs Shift.
    case shifted(Character, key: String, layout: String)
    /// The character needs Option (or Level5); the reference position is used instead.
    case optionFallback(Character, needs: Modifiers, layout: String, reference: String, typed: Character?)
    /// The character needs Option (or Level5), with no safe fallback.
    case needsOption(Character, needs: Modifiers, layout: String)
    /// The character needs Option (or Level5); the reference position would be a standard shortcut.
    case needsOptionBesideStandard(Character, needs: Modifiers, layout: String, reference: String, standard: Shortcut)
    /// On `pc`, the character needs AltGr, which Control makes unusable on Windows; `standard` is
    /// the standard shortcut the reference position would have been.
    case controlWithAltGr(Character, layout: String, reference: String, standard: Shortcut?)
    /// A Latin letter the first group lacks, pressed in the layout's own Latin group.
    case latinGroup(Character, layout: String, group: Int)
    /// A Latin letter on a layout without Latin letters, pressed at the reference position.
    case latinPosition(Character, layout: String, reference: String)
    /// A character the layout cannot type, pressed at the reference position, which types `typed`.
    case missingFallback(Character, layout: String, reference: String, typed: Character?)
    /// A character the layout cannot type, whose reference position is a standard shortcut.
    case missingBesideStandard(Character, layout: String, reference: String, standard: Shortcut)
    /// A character the layout cannot type, with no usable reference position.
    case missing(Character, layout: String, reference: String)
    /// A character the layout cannot type, kept by the policy.
    case cannotBeTyped(Character, layout: String)
    /// Bound by position, on a key that types the same character on both layouts.
    case samePosition(Character, key: String)
    /// Bound by position, on a key that types `typed` on the target layout.
    case position(key: String, typed: Character?, layout: String)
    /// Bound by position, but the reference layout has no key for the character.
    case noReferenceKey(Character, reference: String)
    /// macOS registers another character for the key equivalent.
    case appleRemapped(Character, to: Character, source: AppleAnswer)
    /// macOS registers another character, which the target layout cannot type.
    case appleRemappedUntypable(Character, to: Character, source: AppleAnswer, layout: String)
    /// `localize: false`: the shortcut is kept as written (the only case stored out of line).
    indirect case keptAsWritten(Base)

    /// The clause.
    var description: String {
      switch self {
      case .namedKey(let name):
        return "\(name) is in the same place on every layout"
      case .physicalKey(let typed, let layout):
        return "a physical key stays in place; it types '\(typed.map { String($0) } ?? "nothing")' on \(layout)"
      case .sameKey(let character, let reference):
        return "'\(character)' is on the same key as on \(reference)"
      case .moved(let character, let key, let layout):
        return "'\(character)' is on the \(key) key of \(layout)"
      case .digitRemapped(let character, let base, let layout):
        return "'\(character)' needs Shift on \(layout); its key unshifted types '\(base)', as macOS remaps digits"
      case .shifted(let character, let key, let layout):
        return "'\(character)' needs Shift on \(layout): press Shift with the \(key) key"
      case .optionFallback(let character, let needs, let layout, let reference, let typed):
        return "'\(character)' needs \(needs.names.joined(separator: "+")) on \(layout); "
          + "the key where \(reference) has it types '\(typed.shown)'"
      case .needsOption(let character, let needs, let layout):
        return "'\(character)' needs \(needs.names.joined(separator: "+")) on \(layout)"
      case .needsOptionBesideStandard(let character, let needs, let layout, let reference, let standard):
        return "'\(character)' needs \(needs.names.joined(separator: "+")) on \(layout)"
          + "; the key where \(reference) has it would be the standard \(standard)"
      case .controlWithAltGr(let character, let layout, let reference, let standard):
        let because = standard.map { "; the key where \(reference) has it would be the standard \($0)" }
        return "'\(character)' needs AltGr on \(layout), and Control with AltGr is unusable on Windows"
          + (because ?? "")
      case .latinGroup(let character, let layout, let group):
        return
          "\(layout) has no '\(character)' in its first group; press it in group \(group), the layout's own Latin letters"
      case .latinPosition(let character, let layout, let reference):
        return "\(layout) has no Latin letters; press the key where \(reference) has '\(character)'"
      case .missingFallback(let character, let layout, let reference, let typed):
        return "'\(character)' cannot be typed on \(layout); the key where \(reference) has it types '\(typed.shown)'"
      case .missingBesideStandard(let character, let layout, let reference, let standard):
        return
          "'\(character)' cannot be typed on \(layout), and the key where \(reference) has it would be the standard \(standard)"
      case .missing(let character, let layout, let reference):
        return "'\(character)' cannot be typed on \(layout) and its \(reference) key has nothing usable"
      case .cannotBeTyped(let character, let layout):
        return "'\(character)' cannot be typed on \(layout)"
      case .samePosition(let character, let key):
        return "the \(key) key types '\(character)' on both layouts"
      case .position(let key, let typed, let layout):
        return "bound by position: the \(key) key, which types '\(typed.shown)' on \(layout)"
      case .noReferenceKey(let character, let reference):
        return "'\(character)' has no key on \(reference) to take the position of"
      case .appleRemapped(let character, let target, let source):
        return "'\(character)' becomes '\(target)' \(source.remapping)"
      case .appleRemappedUntypable(let character, let target, let source, let layout):
        return "'\(character)' becomes '\(target)' \(source.remapping), which \(layout) cannot type"
      case .keptAsWritten(let base):
        return "kept as written (localize is false): \(base)"
      }
    }
  }

  /// A remark a later pass adds to the base sentence.
  enum Remark: Sendable, Equatable, CustomStringConvertible {
    /// The apple policy kept the character, as macOS does.
    case appleKept(AppleAnswer)
    /// The layout types the character macOS registers written otherwise (`^` for macOS's `ˆ`).
    case appleSpelledOtherwise(Character, typed: Character, layout: String)
    /// macOS shows Shift with the key that types the lowercase letter as the uppercase one.
    case appleShiftedLetter(Character, key: Character)
    /// The shortcut was mirrored from `original` for a right-to-left interface.
    case mirrored(from: Shortcut)
    /// The press takes a combination that types `lost` with `modifiers` on `key`.
    case shadows(modifiers: Modifiers, key: String, lost: Character)
    /// The position fallback yielded to the shortcut `owner` (named as a sentence names it,
    /// ``ShortcutDefinition/reference``), which types its character there.
    case wouldCollide(reference: String, owner: String)
    /// The press is the standard shortcut `standard`.
    case landsOnStandard(StandardShortcut)
    /// The pressed key comes from the XKB stand-in of a table recorded on a Mac.
    case standInKey(String, standIn: String)
    /// The layout is an input method's, whose key equivalents go through the keyboard layout it
    /// pairs with.
    case inputMethod(String, through: String)

    /// The remark, with its leading separator.
    var description: String {
      switch self {
      case .appleKept(let source):
        return "; kept \(source.keeping)"
      case .appleSpelledOtherwise(let registered, let typed, let layout):
        return "; \(layout) types it as '\(typed)', which macOS writes '\(registered)'"
      case .appleShiftedLetter(let registered, let key):
        return "; macOS shows Shift with the '\(key)' key as '\(registered)', whatever that key types with Shift"
      case .mirrored(let original):
        return " (mirrored from '\(original)' for a right-to-left interface)"
      case .shadows(let modifiers, let key, let lost):
        return "; it takes \(modifiers.names.joined(separator: "+")) with \(key), which types '\(lost)'"
      case .wouldCollide(let reference, let owner):
        return "; the key where \(reference) has it would collide with \(owner)"
      case .inputMethod(let name, let layout):
        return "; \(name) is an input method: macOS matches its key equivalents on \(layout), the layout it pairs with"
      case .standInKey(let key, let standIn):
        return "; the \(key) key is \(standIn)'s, which stands in for what the recording lacks"
      case .landsOnStandard(let standard):
        return "; it lands on the standard \(standard.shortcut) (\(standard.action.trimmingCharacters(in: ".")))"
      }
    }
  }

  /// Where the apple policy's answer for a layout came from.
  enum AppleAnswer: Sendable, Equatable {
    /// Observed on a Mac, on the input source of that name (`German`).
    case observed(String)
    /// The apple rule.
    case rule

    /// The answer's source after a remapped character: "as macOS remaps it on German (observed)".
    var remapping: String {
      switch self {
      case .observed(let name): return "as macOS remaps it on \(name) (observed)"
      case .rule: return "by the apple rule"
      }
    }

    /// The answer's source after "kept": "as macOS does on German (observed)".
    var keeping: String {
      switch self {
      case .observed(let name): return "as macOS does on \(name) (observed)"
      case .rule: return "by the apple rule"
      }
    }
  }
}

extension Optional where Wrapped == Character {
  /// The character as a reason quotes it; `?` when there is none.
  fileprivate var shown: String { map { String($0) } ?? "?" }
}
