import KBLoc
import KBLocSources
import KBLocTestSupport
import Testing

/// DOM key listeners and Vue's key modifiers: the keys and modifiers their code tests, the
/// variants a modifier test inside a branch makes, titles, and what is not read.
///
/// The fixtures follow MDN's `KeyboardEvent` documentation (`key`, `code`, the modifier flags,
/// `addEventListener('keydown', …)`), React's `onKeyDown` and Vue's event-handling guide (key
/// modifiers), not any app.
struct KeyListenerTests {
  static func lines(_ reading: SourceReading, on platform: Platform = .mac) -> [String] {
    reading.definitions.filter { $0.platforms.includes(platform) }.map {
      "\($0.keys) '\($0.title ?? "")' at \($0.position)"
    }
  }

  static let listener = """
    const isMac = navigator.platform.startsWith('Mac')

    document.addEventListener('keydown', (event) => {
      if (!panel.isOpen()) {
        return
      }
      const mod = isMac ? event.metaKey : event.ctrlKey
      if (event.key === 'ArrowDown' || (event.key === 'n' && event.ctrlKey)) {
        if (event.altKey) {
          panel.selectLast()
        } else {
          panel.selectNext()
        }
        event.preventDefault()
        return
      }
      if (['Enter', 'Tab'].includes(event.key)) {
        panel.commit()
        return
      }
      if (mod && event.code === 'KeyS') {
        save()
      }
      switch (event.key) {
        case 'Escape':
          panel.close()
          break
        case 'h':
        case 'H':
          event.preventDefault()
          showHelp()
          break
      }
    })
    """

  @Test func aListenersKeysAndModifiers() throws {
    let reading = try SourceReader.read(Self.listener, format: .webKeymap, file: "panel.js")
    #expect(
      Self.lines(reading) == [
        "Down Arrow 'Select Next' at 8:21", "Option-Down Arrow 'Select Last' at 8:21",
        "Control-N 'Select Next' at 8:51",
        "Control-Option-N 'Select Last' at 8:51", "Return 'Commit' at 17:8", "Tab 'Commit' at 17:17",
        "Command-key:AC02 'Save' at 21:29", "Esc 'Close' at 25:10", "H 'Show Help' at 28:10",
        "Shift-H 'Show Help' at 29:10",
      ])
    #expect(Self.lines(reading, on: .pc).contains("Control-key:AC02 'Save' at 21:29"))
    let save = try #require(reading.definitions.first { $0.title == "Save" }?.scope)
    #expect(save.element == .binding && save.context.name == "panel" && save.context.panes == ["listener on document"])
    #expect(reading.notes.isEmpty)
  }

  @Test func anEarlyReturnAppliesToEveryKeyBelowIt() throws {
    let text = """
      export function handleKeyDown(event: KeyboardEvent): void {
        if (!event.altKey || busy) {
          return
        }
        if (event.key === 'ArrowLeft') {
          return moveWordLeft(event.shiftKey)
        }
        if (event.key !== 'Backspace') return
        deleteWord()
      }
      """
    let reading = try SourceReader.read(text, format: .webKeymap, file: "words.ts")
    #expect(
      Self.lines(reading) == ["Option-Left Arrow 'Move Word Left' at 5:21", "Option-Delete 'Delete Word' at 8:21"])
  }

  @Test func typingRecordingAndUnreadKeys() throws {
    let text = """
      input.addEventListener('keydown', e => {
        if (e.key === ' ') {
          render()
        }
      })
      recorder.addEventListener('keydown', e => {
        if (e.key === 'Shift') return
        shortcut.push(e.key.toUpperCase())
      })
      document.onkeydown = function (e) {
        const action = bindings[e.key]
        if (action) action()
      }
      """
    let reading = try SourceReader.read(text, format: .webKeymap, file: "page.js")
    // A space typed without its default prevented is typing; a recorder takes any key; a
    // listener that looks the key up is a note.
    #expect(reading.definitions.isEmpty)
    #expect(reading.notes == ["page.js:11:27: note: not read: the key is 'e.key', not a literal"])
  }

  @Test func reactAndTheListenersOwnName() throws {
    let text = """
      function SearchBox() {
        const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
          if (e.key === 'Enter') {
            e.preventDefault()
            setQuery(value)
            submit()
          }
        }
        return <input onKeyDown={onKeyDown} onKeyUp={(e) => { if (e.key === 'Escape') clear() }} />
      }
      """
    let reading = try SourceReader.read(text, format: .webKeymap, file: "SearchBox.tsx")
    #expect(Self.lines(reading) == ["Return 'On Key Down' at 3:19", "Esc 'Clear' at 9:71"])
  }

  @Test func vueKeyModifiersAndHandlers() throws {
    let text = """
      <template>
        <input v-on:keyup.enter="emit('confirm', value)" @keyup.esc="editing = false">
        <input @keydown.ctrl.s.prevent="save" @keydown="handleKey">
        <button @click="go">Go</button>
      </template>

      <script setup lang="ts">
      const emit = defineEmits(['confirm'])
      function handleKey (event: KeyboardEvent): void {
        if (event.key === 'Delete') {
          emit('update:modelValue', [])
        }
      }
      </script>

      <style>
      @keyframes spin { from { transform: rotate(0deg) } }
      </style>
      """
    let reading = try SourceReader.read(text, format: .webKeymap, file: "src/TokenInput.vue")
    #expect(
      Self.lines(reading) == [
        "Forward Delete 'Update Model Value' at 10:21", "Return 'Confirm' at 2:10", "Esc '' at 2:52",
        "Control-S 'Save' at 3:10",
      ])
    let confirm = try #require(reading.definitions.first { $0.title == "Confirm" }?.scope)
    #expect(confirm.context.name == "TokenInput" && confirm.context.panes == ["element 2:10"])
    #expect(SourceFormat(detectingFrom: "src/TokenInput.vue", text: text) == .webKeymap)
  }
}
