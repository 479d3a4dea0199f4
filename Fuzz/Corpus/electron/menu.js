// Seed: a template with roles, conditions and a called function.
const { Menu } = require('electron')
const mac = os.platform() == 'darwin'
Menu.setApplicationMenu(Menu.buildFromTemplate([
  { label: 'Go', submenu: [{ label: 'Back', accelerator: mac ? 'Cmd+[' : 'Alt+Left' }, { role: 'windowMenu' }] },
  !mac && { label: 'Tools', submenu: [{ label: 'Options', accelerator: `Ctrl+${'O'}` }] },
  { label: 'Find', accelerator: (function () { if (!mac) { return 'F3' } else return 'Cmd+G' })() },
  { label: "It's", accelerator: /x/.test(y) ? 'a' : 'b' }, { role: 'viewMenu', submenu: [] },
]))
