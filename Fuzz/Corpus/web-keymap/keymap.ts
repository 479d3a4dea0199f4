import { keymap, KeyBinding } from '@codemirror/view'
import { defaultKeymap, historyKeymap, indentWithTab } from '@codemirror/commands'

export const myKeymap: KeyBinding[] = [
  { key: 'Mod-[', mac: 'Cmd-Alt-[', run: indentLess, shift: selectAll },
  { key: 'Ctrl-k Ctrl-c', run: v => { comment(v); return true } },
]
keymap.of([...defaultKeymap.filter(k => k.key !== 'Mod-i'), ...historyKeymap, indentWithTab])
