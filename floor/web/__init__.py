"""The player pages: each player's page (seat, clock, moves) and the lobby, their JSON, the stations' page shells.

Rendered from an immutable :class:`~floor.web.snapshot.PublicSnapshot` that the room service (``floor/room``, the
one HTTP server) builds as it follows the database; nothing here serves, or touches the database
(../shared/design/architecture.md).
"""
