try set.put(.{ .key = .{ .unicode = 'c' }, .mods = .{ .super = true } }, .copy);
try set.put(.{ .key = .{ .unicode = 'v' }, .mods = .{ .super = true } }, .paste);
try set.put(.{ .key = .{ .unicode = 't' },
   .mods = .{ .super = true } }, .new_tab);
"ctrl+shift+t": "reopen", "alt+f4": "quit", 'cmd-,': "settings"
test "x" {
  .{ .key = 1, .mods = 2 },
}
