"""The player service: each player's page (seat, clock, moves) and the lobby, served read-only over the room's network.

The GUI (or `floor serve`) publishes an immutable :class:`~floor.web.snapshot.PublicSnapshot`;
the server threads only read it and never touch the database (../shared/design/architecture.md).
"""
