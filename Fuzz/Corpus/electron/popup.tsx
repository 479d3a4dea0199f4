import { Menu } from 'electron';
interface Props { accelerator: string }
export const Item = () => <p>Don't {'open'}</p>;
switch (process.platform) { case 'win32': case 'linux': items.push({ label: 'Quit', accelerator: 'Ctrl+Q' }); break; default: break }
const table = { darwin: [{ accelerator: 'Cmd+1', command: 'one' }], default: [{ accelerator: 'Ctrl+1', command: 'one' }] }
Menu.buildFromTemplate(table[process.platform] ?? table.default).popup()
