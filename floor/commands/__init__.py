"""The command line's commands, one module per group; ``floor/cli.py`` wires them together, importing a group's
module only when one of its commands runs (a module imports Qt only inside the command that opens a window)."""
