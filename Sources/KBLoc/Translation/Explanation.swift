/// Why a shortcut was translated the way it was, kept as data and rendered into a sentence only
/// when ``LocalizedShortcut/reason`` is read: building sentences was most of the cost of a
/// translation.
///
/// A policy step gives the ``Base`` sentence; later passes (mirroring, shadowed characters,
/// yielding, standard shortcuts) add ``Remark``s, rendered after it in the order they were added.
/// What is the same for every shortcut of a localizer — the layouts' names, where the apple
/// policy's answers come from — is not held here but in one ``Context`` the results share, so a
/// result holds no string of its own but its id and input and is cheap to make, copy and drop.
struct Explanation: Sendable, Equatable {
  /// What the policy step decided.
  var base: Base
  /// What later passes found, in the order they found it.
  var remarks = Remarks()

  /// Creates an explanation of a step's decision, with no remark yet.
  init(_ base: Base) {
    self.base = base
  }

  /// The sentence: the base, then each remark, with the names `context` gives.
  func sentence(in context: Context) -> String {
    var text = base.clause(in: context)
    for remark in remarks { text += remark.clause(in: context) }
    return text
  }

  /// The names the sentences of one localizer's results quote, made once per localizer.
  final class Context: Sendable, Equatable {
    /// The target layout's name, such as `de(mac)`.
    let layout: String
    /// The reference layout's name, such as `us(mac)`.
    let reference: String
    /// Where the apple policy's answers come from; `nil` under another policy.
    let appleAnswer: AppleAnswer?
    /// The XKB stand-in of a table recorded on a Mac, whose keys fill what the recording lacks.
    let standIn: String?
    /// For an input method's table: its name, and the keyboard layout its key equivalents go
    /// through.
    let inputMethod: (name: String, through: String)?

    /// Creates the names of a localizer's sentences.
    init(
      layout: String, reference: String, appleAnswer: AppleAnswer? = nil, standIn: String? = nil,
      inputMethod: (name: String, through: String)? = nil
    ) {
      self.layout = layout
      self.reference = reference
      self.appleAnswer = appleAnswer
      self.standIn = standIn
      self.inputMethod = inputMethod
    }

    static func == (lhs: Context, rhs: Context) -> Bool {
      lhs === rhs
        || (lhs.layout == rhs.layout && lhs.reference == rhs.reference && lhs.appleAnswer == rhs.appleAnswer
          && lhs.standIn == rhs.standIn && lhs.inputMethod?.name == rhs.inputMethod?.name
          && lhs.inputMethod?.through == rhs.inputMethod?.through)
    }
  }

  /// The main clause, saying what a policy step decided and why.
  ///
  /// "The layout" is the context's target layout, "the reference" its reference layout.
  enum Base: Sendable, Equatable {
    /// A named key, the same on every layout.
    case namedKey(NamedKey)
    /// A physical-key trigger, which types `typed` on the layout.
    case physicalKey(typed: Character?)
    /// A key matched by its key code: the physical key the code is on this keyboard, what it types.
    indirect case keyCode(KeyCode, key: Key, typed: Character?)
    /// A key matched by its key code that no key of this keyboard sends.
    indirect case keyCodeMissing(KeyCode, keyboard: KeyboardType?)
    /// A physical key the layout's keyboard does not have.
    indirect case keyMissing(Key, keyboard: KeyboardType?)
    /// The character is on the same key as on the reference.
    case sameKey(Character)
    /// The character is on another key, with no extra modifier.
    case moved(Character, key: Key)
    /// A digit that needs Shift takes its key's unshifted character.
    case digitRemapped(Character, base: Character)
    /// The character needs Shift.
    case shifted(Character, key: Key)
    /// The character needs Option (or Level5); the reference position is used instead.
    case optionFallback(Character, needs: Modifiers, typed: Character?)
    /// The character needs Option (or Level5), with no safe fallback.
    case needsOption(Character, needs: Modifiers)
    /// The character needs Option (or Level5); the reference position would be a standard shortcut.
    case needsOptionBesideStandard(Character, needs: Modifiers, standard: Shortcut)
    /// On `pc`, the character needs AltGr, which Control makes unusable on Windows; `standard` is
    /// the standard shortcut the reference position would have been.
    case controlWithAltGr(Character, standard: Shortcut?)
    /// A Latin letter the first group lacks, pressed in the layout's own Latin group.
    case latinGroup(Character, group: Int)
    /// A Latin letter on a layout without Latin letters, pressed at the reference position.
    case latinPosition(Character)
    /// A character the layout cannot type, pressed at the reference position, which types `typed`.
    case missingFallback(Character, typed: Character?)
    /// A character the layout cannot type, whose reference position is a standard shortcut.
    case missingBesideStandard(Character, standard: Shortcut)
    /// A character the layout cannot type, with no usable reference position.
    case missing(Character)
    /// A character the layout cannot type, kept by the policy.
    case cannotBeTyped(Character)
    /// Bound by position, on a key that types the same character on both layouts.
    case samePosition(Character, key: Key)
    /// Bound by position, on a key that types `typed` on the layout.
    case position(key: Key, typed: Character?)
    /// Bound by position, but the reference has no key for the character.
    case noReferenceKey(Character)
    /// macOS registers another character for the key equivalent.
    case appleRemapped(Character, to: Character)
    /// macOS registers another character, which the layout cannot type.
    case appleRemappedUntypable(Character, to: Character)
    /// `localize: false`: the shortcut is kept as written (the only case stored out of line).
    indirect case keptAsWritten(Base)

    /// The clause, with the names `context` gives.
    func clause(in context: Context) -> String {
      let (layout, reference) = (context.layout, context.reference)
      let answer = context.appleAnswer ?? .rule
      switch self {
      case .namedKey(let key):
        return "\(key.name) is in the same place on every layout"
      case .physicalKey(let typed):
        return "a physical key stays in place; it types '\(typed.map { String($0) } ?? "nothing")' on \(layout)"
      case .keyCode(let code, let key, let typed):
        let name = key.code ?? key.name
        return
          "key code \(code) is the key \(name) on this keyboard; it types '\(typed.map { String($0) } ?? "nothing")' on \(layout)"
      case .keyCodeMissing(let code, let keyboard):
        return "no key sends key code \(code) on \(Self.keyboardPhrase(keyboard, layout: layout))"
      case .keyMissing(let key, let keyboard):
        return "the key \(key.code ?? key.name) is not on \(Self.keyboardPhrase(keyboard, layout: layout))"
      case .sameKey(let character):
        return "'\(character)' is on the same key as on \(reference)"
      case .moved(let character, let key):
        return "'\(character)' is on the \(key.name) key of \(layout)"
      case .digitRemapped(let character, let base):
        return "'\(character)' needs Shift on \(layout); its key unshifted types '\(base)', as macOS remaps digits"
      case .shifted(let character, let key):
        return "'\(character)' needs Shift on \(layout): press Shift with the \(key.name) key"
      case .optionFallback(let character, let needs, let typed):
        return "'\(character)' needs \(needs.names.joined(separator: "+")) on \(layout); "
          + "the key where \(reference) has it types '\(typed.shown)'"
      case .needsOption(let character, let needs):
        return "'\(character)' needs \(needs.names.joined(separator: "+")) on \(layout)"
      case .needsOptionBesideStandard(let character, let needs, let standard):
        return "'\(character)' needs \(needs.names.joined(separator: "+")) on \(layout)"
          + "; the key where \(reference) has it would be the standard \(standard)"
      case .controlWithAltGr(let character, let standard):
        let because = standard.map { "; the key where \(reference) has it would be the standard \($0)" }
        return "'\(character)' needs AltGr on \(layout), and Control with AltGr is unusable on Windows"
          + (because ?? "")
      case .latinGroup(let character, let group):
        return
          "\(layout) has no '\(character)' in its first group; press it in group \(group), the layout's own Latin letters"
      case .latinPosition(let character):
        return "\(layout) has no Latin letters; press the key where \(reference) has '\(character)'"
      case .missingFallback(let character, let typed):
        return "'\(character)' cannot be typed on \(layout); the key where \(reference) has it types '\(typed.shown)'"
      case .missingBesideStandard(let character, let standard):
        return
          "'\(character)' cannot be typed on \(layout), and the key where \(reference) has it would be the standard \(standard)"
      case .missing(let character):
        return "'\(character)' cannot be typed on \(layout) and its \(reference) key has nothing usable"
      case .cannotBeTyped(let character):
        return "'\(character)' cannot be typed on \(layout)"
      case .samePosition(let character, let key):
        return "the \(key.name) key types '\(character)' on both layouts"
      case .position(let key, let typed):
        return "bound by position: the \(key.name) key, which types '\(typed.shown)' on \(layout)"
      case .noReferenceKey(let character):
        return "'\(character)' has no key on \(reference) to take the position of"
      case .appleRemapped(let character, let target):
        return "'\(character)' becomes '\(target)' \(answer.remapping)"
      case .appleRemappedUntypable(let character, let target):
        return "'\(character)' becomes '\(target)' \(answer.remapping), which \(layout) cannot type"
      case .keptAsWritten(let base):
        return "kept as written (localize is false): \(base.clause(in: context))"
      }
    }
  }

  /// The remarks of an explanation, in the order they were added, the first held in place:
  /// most explanations have none or one (the apple policy's "kept"), and adding it allocates
  /// nothing.
  struct Remarks: Sendable, Equatable, Sequence {
    /// The first remark, or `nil` when there is none.
    private var first: Remark?
    /// The remarks after the first.
    private var rest: [Remark] = []

    /// No remark.
    init() {}

    /// Adds a remark after the others.
    mutating func append(_ remark: Remark) {
      if first == nil { first = remark } else { rest.append(remark) }
    }

    /// Removes the remarks that satisfy `shouldBeRemoved`, keeping the others in order.
    mutating func removeAll(where shouldBeRemoved: (Remark) -> Bool) {
      var kept = Remarks()
      for remark in self where !shouldBeRemoved(remark) { kept.append(remark) }
      self = kept
    }

    /// The remarks in order.
    func makeIterator() -> Iterator {
      Iterator(first: first, rest: rest.makeIterator())
    }

    /// Iterates the first remark, then the others.
    struct Iterator: IteratorProtocol {
      var first: Remark?
      var rest: IndexingIterator<[Remark]>

      mutating func next() -> Remark? {
        if let remark = first {
          first = nil
          return remark
        }
        return rest.next()
      }
    }
  }

  /// A remark a later pass adds to the base sentence.
  ///
  /// The rare remarks of two or more values are stored out of line (`indirect`), so that every
  /// explanation, which holds one remark in place, stays small to move.
  enum Remark: Sendable, Equatable {
    /// The apple policy kept the character, as macOS does.
    case appleKept
    /// The layout types the character macOS registers written otherwise (`^` for macOS's `ˆ`).
    indirect case appleSpelledOtherwise(Character, typed: Character)
    /// macOS shows Shift with the key that types the lowercase letter as the uppercase one.
    indirect case appleShiftedLetter(Character, key: Character)
    /// The shortcut was mirrored from `original` for a right-to-left interface.
    case mirrored(from: Shortcut)
    /// The press takes a combination that types `lost` with `modifiers` on `key`.
    indirect case shadows(modifiers: Modifiers, key: Key, lost: Character)
    /// The position fallback yielded to the shortcut `owner` (named as a sentence names it,
    /// ``ShortcutDefinition/reference``), which types its character there.
    case wouldCollide(owner: String)
    /// The press is the standard shortcut `standard`.
    indirect case landsOnStandard(StandardShortcut)
    /// The pressed key comes from the context's XKB stand-in of a table recorded on a Mac.
    case standInKey(Key)
    /// The layout is the context's input method, whose key equivalents go through the keyboard
    /// layout it pairs with.
    case inputMethod

    /// The remark, with its leading separator, with the names `context` gives.
    func clause(in context: Context) -> String {
      switch self {
      case .appleKept:
        return "; kept \((context.appleAnswer ?? .rule).keeping)"
      case .appleSpelledOtherwise(let registered, let typed):
        return "; \(context.layout) types it as '\(typed)', which macOS writes '\(registered)'"
      case .appleShiftedLetter(let registered, let key):
        return "; macOS shows Shift with the '\(key)' key as '\(registered)', whatever that key types with Shift"
      case .mirrored(let original):
        return " (mirrored from '\(original)' for a right-to-left interface)"
      case .shadows(let modifiers, let key, let lost):
        return "; it takes \(modifiers.names.joined(separator: "+")) with \(key.name), which types '\(lost)'"
      case .wouldCollide(let owner):
        return "; the key where \(context.reference) has it would collide with \(owner)"
      case .inputMethod:
        let (name, layout) = context.inputMethod ?? (context.layout, context.layout)
        return "; \(name) is an input method: macOS matches its key equivalents on \(layout), the layout it pairs with"
      case .standInKey(let key):
        return "; the \(key.name) key is \(context.standIn ?? "?")'s, which stands in for what the recording lacks"
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

extension Explanation.Base {
  /// `an ISO keyboard`, `a JIS keyboard`, or the layout's keyboard when its type is not known.
  static func keyboardPhrase(_ keyboard: KeyboardType?, layout: String) -> String {
    guard let keyboard else { return "the keyboard of \(layout)" }
    return "\(keyboard == .jis ? "a" : "an") \(keyboard) keyboard"
  }
}
