// The viewer's menu bar, written from Electron's documentation of Menu.buildFromTemplate and
// MenuItem roles: roles with their default accelerators, accelerators that depend on the
// platform or on a condition, and one read from a table at run time.
const { app, BrowserWindow, Menu } = require('electron')

const isMac = process.platform === 'darwin'
const keymap = require('./keymap')

function buildMenu (window) {
  const focused = window.isFocused()
  const template = [
    ...(isMac ? [{ role: 'appMenu' }] : []),
    {
      label: 'File',
      submenu: [
        { label: 'Open…', accelerator: 'CmdOrCtrl+O', click: () => window.webContents.send('open') },
        { label: 'Close Window', accelerator: focused ? 'CmdOrCtrl+Shift+W' : 'CmdOrCtrl+W', click: () => window.close() },
        isMac ? { role: 'close' } : { role: 'quit' }
      ]
    },
    {
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'copy' },
        { role: 'paste' }
      ]
    },
    {
      label: 'View',
      submenu: [
        { label: 'Toggle Sidebar', accelerator: isMac ? 'Cmd+Alt+S' : 'Ctrl+Shift+S', click: () => window.webContents.send('sidebar') },
        { label: 'Find', accelerator: keymap.getAccelerator('view.find'), click: () => window.webContents.send('find') },
        { role: 'togglefullscreen' }
      ]
    }
  ]
  Menu.setApplicationMenu(Menu.buildFromTemplate(template))
}

app.whenReady().then(() => {
  const window = new BrowserWindow({ width: 800, height: 600 })
  buildMenu(window)
})
