const mod = /Mac/.test(navigator.platform) ? 'metaKey' : 'ctrlKey'
document.addEventListener('keydown', (e) => {
  if (!e.altKey) return
  switch (e.key) {
    case 'ArrowUp': if (e.shiftKey) { up(10) } else { up() } break
    case 'k': case 'K': palette(); break
  }
  if (['Enter', 'Tab'].includes(e.key) || e.code === 'KeyW') { e.preventDefault(); ipc.invoke('x', { command: 'close' }) }
})
