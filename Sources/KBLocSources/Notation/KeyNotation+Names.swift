import KBLoc

extension KeyNotation {
  /// kbloc's one table of key names: each key, and what each notation calls it.
  ///
  /// Besides these, a character alone names its own key where ``namesItself(_:)`` says so, and
  /// function keys are `F1`…`F20` (UIKit: `inputF1`…`inputF12`). A key a notation has no name
  /// for here is a note, never a guess.
  static let keyNameTable: [(Shortcut.Trigger, [KeyNotation: [String]])] =
    [
      (
        .named(.return),
        [
          .webKey: ["Enter"], .mousetrap: ["enter", "return"], .hotkeys: ["enter", "return", "↩"], .monaco: ["Enter"],
          .javaKeyStroke: ["ENTER"], .qtKeySequence: ["Return", "Enter"], .gtkAccelerator: ["Return"],
          .swiftUI: ["return"],
          .electronAccelerator: ["Enter", "Return"],
          .vscode: ["enter"],
          .hotkeyTable: ["return", "enter"],
          .appKit: ["carriageReturn", "enter", "newline"],
          .appKitConstants: ["NSCarriageReturnCharacter", "NSEnterCharacter", "NSNewlineCharacter"],
        ]
      ),
      (
        .named(.delete),
        [
          .webKey: ["Backspace"], .mousetrap: ["backspace"], .hotkeys: ["backspace", "⌫"], .monaco: ["Backspace"],
          .javaKeyStroke: ["BACK_SPACE"], .qtKeySequence: ["Backspace"], .gtkAccelerator: ["BackSpace"],
          .swiftUI: ["delete"],
          .electronAccelerator: ["Backspace"],
          .vscode: ["backspace"],
          .hotkeyTable: ["delete", "backspace"],
          .appKit: ["backspace", "delete"],
          .appKitConstants: ["NSBackspaceCharacter", "NSDeleteCharacter"],
        ]
      ),
      (
        .named(.forwardDelete),
        [
          .webKey: ["Delete"], .mousetrap: ["del"], .hotkeys: ["del", "delete"], .monaco: ["Delete"],
          .javaKeyStroke: ["DELETE"], .qtKeySequence: ["Del", "Delete"], .gtkAccelerator: ["Delete"],
          .swiftUI: ["deleteForward"],
          .uiKit: ["inputDelete"],
          .electronAccelerator: ["Delete"],
          .vscode: ["delete"],
          .appKit: ["deleteForward"],
          .appKitConstants: ["NSDeleteFunctionKey"],
          .uiKitConstants: ["UIKeyInputDelete"],
        ]
      ),
      (
        .named(.escape),
        [
          .webKey: ["Escape", "Esc"], .mousetrap: ["esc", "escape"], .hotkeys: ["esc", "escape"], .monaco: ["Escape"],
          .javaKeyStroke: ["ESCAPE"], .qtKeySequence: ["Esc", "Escape"], .gtkAccelerator: ["Escape"],
          .swiftUI: ["escape"],
          .uiKit: ["inputEscape"],
          .electronAccelerator: ["Esc", "Escape"],
          .vscode: ["escape"],
          .hotkeyTable: ["esc", "escape"],
          .uiKitConstants: ["UIKeyInputEscape"],
        ]
      ),
      (
        .named(.tab),
        [
          .webKey: ["Tab"], .mousetrap: ["tab"], .hotkeys: ["tab"], .monaco: ["Tab"],
          .javaKeyStroke: ["TAB"], .qtKeySequence: ["Tab"], .gtkAccelerator: ["Tab"], .swiftUI: ["tab"],
          .electronAccelerator: ["Tab"],
          .vscode: ["tab"],
          .appKit: ["tab", "backTab"],
          .appKitConstants: ["NSTabCharacter", "NSBackTabCharacter"],
        ]
      ),
      (
        .named(.space),
        [
          .webKey: ["Space", " "], .mousetrap: ["space"], .hotkeys: ["space"], .monaco: ["Space"],
          .javaKeyStroke: ["SPACE"], .qtKeySequence: ["Space"], .gtkAccelerator: ["space"], .swiftUI: ["space"],
          .electronAccelerator: ["Space"], .vscode: ["space"],
        ]
      ),
      (
        .named(.home),
        [
          .webKey: ["Home"], .mousetrap: ["home"], .hotkeys: ["home"], .monaco: ["Home"],
          .javaKeyStroke: ["HOME"], .qtKeySequence: ["Home"], .gtkAccelerator: ["Home"], .swiftUI: ["home"],
          .uiKit: ["inputHome"],
          .electronAccelerator: ["Home"],
          .vscode: ["home"],
          .appKit: ["home"],
          .appKitConstants: ["NSHomeFunctionKey"],
          .uiKitConstants: ["UIKeyInputHome"],
        ]
      ),
      (
        .named(.end),
        [
          .webKey: ["End"], .mousetrap: ["end"], .hotkeys: ["end"], .monaco: ["End"],
          .javaKeyStroke: ["END"], .qtKeySequence: ["End"], .gtkAccelerator: ["End"], .swiftUI: ["end"],
          .uiKit: ["inputEnd"],
          .electronAccelerator: ["End"],
          .vscode: ["end"],
          .appKit: ["end"],
          .appKitConstants: ["NSEndFunctionKey"],
          .uiKitConstants: ["UIKeyInputEnd"],
        ]
      ),
      (
        .named(.pageUp),
        [
          .webKey: ["PageUp"], .mousetrap: ["pageup"], .hotkeys: ["pageup"], .monaco: ["PageUp"],
          .javaKeyStroke: ["PAGE_UP"], .qtKeySequence: ["PgUp", "PageUp"], .gtkAccelerator: ["Page_Up", "Prior"],
          .swiftUI: ["pageUp"],
          .uiKit: ["inputPageUp"],
          .electronAccelerator: ["PageUp"],
          .vscode: ["pageup"],
          .appKit: ["pageUp"],
          .appKitConstants: ["NSPageUpFunctionKey"],
          .uiKitConstants: ["UIKeyInputPageUp"],
        ]
      ),
      (
        .named(.pageDown),
        [
          .webKey: ["PageDown"], .mousetrap: ["pagedown"], .hotkeys: ["pagedown"], .monaco: ["PageDown"],
          .javaKeyStroke: ["PAGE_DOWN"], .qtKeySequence: ["PgDown", "PageDown"],
          .gtkAccelerator: ["Page_Down", "Next"],
          .swiftUI: ["pageDown"],
          .uiKit: ["inputPageDown"],
          .electronAccelerator: ["PageDown"],
          .vscode: ["pagedown"],
          .appKit: ["pageDown"],
          .appKitConstants: ["NSPageDownFunctionKey"],
          .uiKitConstants: ["UIKeyInputPageDown"],
        ]
      ),
      (
        .named(.leftArrow),
        [
          .webKey: ["ArrowLeft", "Left"], .mousetrap: ["left"], .hotkeys: ["left", "arrowleft"], .monaco: ["LeftArrow"],
          .javaKeyStroke: ["LEFT"], .qtKeySequence: ["Left"], .gtkAccelerator: ["Left"], .swiftUI: ["leftArrow"],
          .uiKit: ["inputLeftArrow"],
          .electronAccelerator: ["Left"],
          .vscode: ["left"],
          .appKit: ["leftArrow"],
          .appKitConstants: ["NSLeftArrowFunctionKey"],
          .uiKitConstants: ["UIKeyInputLeftArrow"],
        ]
      ),
      (
        .named(.rightArrow),
        [
          .webKey: ["ArrowRight", "Right"], .mousetrap: ["right"], .hotkeys: ["right", "arrowright"],
          .monaco: ["RightArrow"],
          .javaKeyStroke: ["RIGHT"], .qtKeySequence: ["Right"], .gtkAccelerator: ["Right"], .swiftUI: ["rightArrow"],
          .uiKit: ["inputRightArrow"],
          .electronAccelerator: ["Right"],
          .vscode: ["right"],
          .appKit: ["rightArrow"],
          .appKitConstants: ["NSRightArrowFunctionKey"],
          .uiKitConstants: ["UIKeyInputRightArrow"],
        ]
      ),
      (
        .named(.upArrow),
        [
          .webKey: ["ArrowUp", "Up"], .mousetrap: ["up"], .hotkeys: ["up", "arrowup"], .monaco: ["UpArrow"],
          .javaKeyStroke: ["UP"], .qtKeySequence: ["Up"], .gtkAccelerator: ["Up"], .swiftUI: ["upArrow"],
          .uiKit: ["inputUpArrow"],
          .electronAccelerator: ["Up"],
          .vscode: ["up"],
          .appKit: ["upArrow"],
          .appKitConstants: ["NSUpArrowFunctionKey"],
          .uiKitConstants: ["UIKeyInputUpArrow"],
        ]
      ),
      (
        .named(.downArrow),
        [
          .webKey: ["ArrowDown", "Down"], .mousetrap: ["down"], .hotkeys: ["down", "arrowdown"], .monaco: ["DownArrow"],
          .javaKeyStroke: ["DOWN"], .qtKeySequence: ["Down"], .gtkAccelerator: ["Down"], .swiftUI: ["downArrow"],
          .uiKit: ["inputDownArrow"],
          .electronAccelerator: ["Down"],
          .vscode: ["down"],
          .appKit: ["downArrow"],
          .appKitConstants: ["NSDownArrowFunctionKey"],
          .uiKitConstants: ["UIKeyInputDownArrow"],
        ]
      ),
      (
        .character("["),
        [
          .monaco: ["BracketLeft", "US_OPEN_SQUARE_BRACKET"], .javaKeyStroke: ["OPEN_BRACKET"],
          .gtkAccelerator: ["bracketleft"],
        ]
      ),
      (
        .character("]"),
        [
          .monaco: ["BracketRight", "US_CLOSE_SQUARE_BRACKET"], .javaKeyStroke: ["CLOSE_BRACKET"],
          .gtkAccelerator: ["bracketright"],
        ]
      ),
      (.character("{"), [.gtkAccelerator: ["braceleft"]]),
      (.character("}"), [.gtkAccelerator: ["braceright"]]),
      (.character("("), [.gtkAccelerator: ["parenleft"]]),
      (.character(")"), [.gtkAccelerator: ["parenright"]]),
      (.character("/"), [.monaco: ["Slash", "US_SLASH"], .javaKeyStroke: ["SLASH"], .gtkAccelerator: ["slash"]]),
      (
        .character("\\"),
        [.monaco: ["Backslash", "US_BACKSLASH"], .javaKeyStroke: ["BACK_SLASH"], .gtkAccelerator: ["backslash"]]
      ),
      (.character(","), [.monaco: ["Comma", "US_COMMA"], .javaKeyStroke: ["COMMA"], .gtkAccelerator: ["comma"]]),
      (.character("."), [.monaco: ["Period", "US_DOT"], .javaKeyStroke: ["PERIOD"], .gtkAccelerator: ["period"]]),
      (
        .character(";"),
        [.monaco: ["Semicolon", "US_SEMICOLON"], .javaKeyStroke: ["SEMICOLON"], .gtkAccelerator: ["semicolon"]]
      ),
      (.character(":"), [.gtkAccelerator: ["colon"]]),
      (.character("'"), [.monaco: ["Quote", "US_QUOTE"], .javaKeyStroke: ["QUOTE"], .gtkAccelerator: ["apostrophe"]]),
      (.character("\""), [.gtkAccelerator: ["quotedbl"]]),
      (.character("-"), [.monaco: ["Minus", "US_MINUS"], .javaKeyStroke: ["MINUS"], .gtkAccelerator: ["minus"]]),
      (.character("="), [.monaco: ["Equal", "US_EQUAL"], .javaKeyStroke: ["EQUALS"], .gtkAccelerator: ["equal"]]),
      (
        .character("+"),
        [.javaKeyStroke: ["PLUS"], .gtkAccelerator: ["plus"], .electronAccelerator: ["Plus"], .mousetrap: ["plus"]]
      ),
      (
        .character("`"),
        [.monaco: ["Backquote", "US_BACKTICK"], .javaKeyStroke: ["BACK_QUOTE"], .gtkAccelerator: ["grave"]]
      ),
      (.character("~"), [.gtkAccelerator: ["asciitilde"]]),
      (.character("<"), [.gtkAccelerator: ["less"]]),
      (.character(">"), [.gtkAccelerator: ["greater"]]),
      (.character("?"), [.gtkAccelerator: ["question"]]),
      (.character("!"), [.gtkAccelerator: ["exclam"]]),
      (.character("@"), [.gtkAccelerator: ["at"]]),
      (.character("#"), [.gtkAccelerator: ["numbersign"]]),
      (.character("$"), [.gtkAccelerator: ["dollar"]]),
      (.character("%"), [.gtkAccelerator: ["percent"]]),
      (.character("^"), [.gtkAccelerator: ["asciicircum"]]),
      (.character("&"), [.gtkAccelerator: ["ampersand"]]),
      (.character("*"), [.gtkAccelerator: ["asterisk"]]),
      (.character("_"), [.gtkAccelerator: ["underscore"]]),
      (.character("|"), [.gtkAccelerator: ["bar"]]),
    ]
    + NamedKey.functionKeyNumbers.map { number in
      var spellings: [KeyNotation: [String]] = [
        .javaKeyStroke: ["F\(number)"], .qtKeySequence: ["F\(number)"], .gtkAccelerator: ["F\(number)"],
        .electronAccelerator: ["F\(number)"], .vscode: ["f\(number)"], .webKey: ["F\(number)"],
      ]
      if number <= 19 {
        spellings[.mousetrap] = ["f\(number)"]
        spellings[.hotkeys] = ["f\(number)"]
        spellings[.monaco] = ["F\(number)"]
      }
      spellings[.appKit] = ["f\(number)"]
      spellings[.appKitConstants] = ["NSF\(number)FunctionKey"]
      if number <= 12 {
        spellings[.uiKit] = ["inputF\(number)"]
        spellings[.uiKitConstants] = ["UIKeyInputF\(number)"]
      }
      return (.named(.function(number)), spellings)
    }

  /// kbloc's one table of modifier names: each modifier, and what each notation calls it; the
  /// `nil` row holds the names of modifiers with no place in a shortcut (Caps Lock, the keypad,
  /// Fn, Super…), which are notes, never guesses.
  static let modifierNameTable: [(Modifiers?, [KeyNotation: [String]])] = [
    (
      .command,
      [
        .webKey: ["Mod", "Cmd", "Meta", "m"], .mousetrap: ["mod", "meta", "command"],
        .hotkeys: ["cmd", "command", "meta", "⌘"], .monaco: ["CtrlCmd"],
        .javaKeyStroke: ["meta"], .qtKeySequence: ["Ctrl"], .gtkAccelerator: ["Primary"], .swiftUI: ["command"],
        .uiKit: ["command"], .appKit: ["command"], .interfaceBuilder: ["command"],
        .electronAccelerator: ["CommandOrControl", "CmdOrCtrl", "Command", "Cmd", "Super", "Meta"],
        .vscode: ["cmd", "meta", "win"],
        .userKeyEquivalent: ["@"],
        .hotkeyTable: ["command", "cmd", "⌘"],
        .appKitConstants: ["NSEventModifierFlagCommand", "NSCommandKeyMask"],
        .uiKitConstants: ["UIKeyModifierCommand"],
      ]
    ),
    (
      .control,
      [
        .webKey: ["Ctrl", "Control", "c"], .mousetrap: ["ctrl"], .hotkeys: ["ctrl", "control", "⌃"],
        .monaco: ["WinCtrl"],
        .javaKeyStroke: ["ctrl", "control"], .qtKeySequence: ["Meta"], .gtkAccelerator: ["Control", "Ctrl", "Ctl"],
        .gdkModifierMask: ["GDK_CONTROL_MASK"], .swiftUI: ["control"], .uiKit: ["control"], .appKit: ["control"],
        .interfaceBuilder: ["control"],
        .electronAccelerator: ["Control", "Ctrl"],
        .vscode: ["ctrl"],
        .userKeyEquivalent: ["^"],
        .hotkeyTable: ["control", "ctrl", "ctl", "⌃"],
        .appKitConstants: ["NSEventModifierFlagControl", "NSControlKeyMask"],
        .uiKitConstants: ["UIKeyModifierControl"],
      ]
    ),
    (
      .option,
      [
        .webKey: ["Alt", "a"], .mousetrap: ["alt", "option"], .hotkeys: ["alt", "option", "⌥"], .monaco: ["Alt"],
        .javaKeyStroke: ["alt"], .qtKeySequence: ["Alt"], .gtkAccelerator: ["Alt", "Mod1"],
        .gdkModifierMask: ["GDK_ALT_MASK", "GDK_MOD1_MASK"], .swiftUI: ["option"], .uiKit: ["alternate"],
        .appKit: ["option"],
        .interfaceBuilder: ["option", "alternate"],
        .electronAccelerator: ["Alt", "Option"],
        .vscode: ["alt"],
        .userKeyEquivalent: ["~"],
        .hotkeyTable: ["option", "opt", "alt", "⌥"],
        .appKitConstants: ["NSEventModifierFlagOption", "NSAlternateKeyMask"],
        .uiKitConstants: ["UIKeyModifierAlternate"],
      ]
    ),
    (
      .shift,
      [
        .webKey: ["Shift", "s"], .mousetrap: ["shift"], .hotkeys: ["shift", "⇧"], .monaco: ["Shift"],
        .javaKeyStroke: ["shift"], .qtKeySequence: ["Shift"], .gtkAccelerator: ["Shift", "Shft"],
        .gdkModifierMask: ["GDK_SHIFT_MASK"], .swiftUI: ["shift"], .uiKit: ["shift"], .appKit: ["shift"],
        .interfaceBuilder: ["shift"],
        .electronAccelerator: ["Shift"],
        .vscode: ["shift"],
        .userKeyEquivalent: ["$"],
        .hotkeyTable: ["shift", "⇧"],
        .appKitConstants: ["NSEventModifierFlagShift", "NSShiftKeyMask"],
        .uiKitConstants: ["UIKeyModifierShift"],
      ]
    ),
    (
      nil,
      [
        .javaKeyStroke: ["altGraph"], .qtKeySequence: ["Num"], .gtkAccelerator: ["Super", "Meta", "Hyper", "Release"],
        .gdkModifierMask: ["GDK_SUPER_MASK", "GDK_META_MASK", "GDK_HYPER_MASK", "GDK_LOCK_MASK"],
        .swiftUI: ["capsLock", "numericPad", "function", "all"], .uiKit: ["alphaShift", "numericPad"],
        .appKit: ["capsLock", "numericPad", "function", "help", "deviceIndependentFlagsMask"],
        .interfaceBuilder: ["function", "numericPad", "capsLock", "help", "alphaShift"],
        .electronAccelerator: ["AltGr"],
        .userKeyEquivalent: ["#"],
        .hotkeyTable: ["fn", "function", "capslock", "caps_lock"],
        .appKitConstants: [
          "NSEventModifierFlagCapsLock", "NSAlphaShiftKeyMask", "NSEventModifierFlagNumericPad", "NSNumericPadKeyMask",
          "NSEventModifierFlagFunction", "NSFunctionKeyMask", "NSEventModifierFlagHelp", "NSHelpKeyMask",
          "NSEventModifierFlagDeviceIndependentFlagsMask", "NSDeviceIndependentModifierFlagsMask",
        ],
        .uiKitConstants: ["UIKeyModifierAlphaShift", "UIKeyModifierNumericPad"],
      ]
    ),
  ]

  /// The modifier names that are ⌘ on macOS but the Windows or Super key on Windows and Linux.
  ///
  /// That key has no place in a shortcut: Electron's `Command` (only `CommandOrControl` is
  /// Control there) and VS Code's `cmd`, read for `pc`, are notes; for `mac`, ⌘.
  static let superKeyNameTable: [KeyNotation: [String]] = [
    .electronAccelerator: ["Command", "Cmd", "Super", "Meta"], .vscode: ["cmd", "meta", "win"],
    .webKey: ["Cmd", "Meta", "m"], .mousetrap: ["meta", "command"], .hotkeys: ["cmd", "command", "meta", "⌘"],
  ]
}
