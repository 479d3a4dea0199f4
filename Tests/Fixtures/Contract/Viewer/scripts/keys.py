# The viewer's key table for its Python plug-in host: a table in a language kbloc does not read,
# which extract lists under foreignTables.
KEYS = {
    "ctrl+shift+o": "open_file",
    "ctrl+w": "close_tab",
    "ctrl+shift+t": "reopen_tab",
    "ctrl+tab": "next_tab",
    "ctrl+shift+tab": "previous_tab",
}
