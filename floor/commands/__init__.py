"""The command line's commands, one module per group; ``floor/cli.py`` wires them together."""
