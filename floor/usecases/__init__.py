"""The use cases: every action a person can take, as one function that every front end calls.

The console, a dealer station, the command line and (next) the room's network service turn a person's intent
into one call here. The function checks the intent against the rules beneath (``floor.tournament``,
``floor.procedures``), builds the events and commits them through the :class:`~floor.usecases.desk.Desk` it is
given, in one transaction, and returns what changed (:class:`~floor.usecases.desk.Done`). A refusal is a
``FloorError`` whose message names the problem in the floor's words; nothing was written.

Nothing here knows Qt, SQLite or sockets: a desk is whatever can read the tournament and commit actions.
"""
