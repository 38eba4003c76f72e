"""The room service: every page and station on the room's own network, pushed from one process on the database.

Public face: :func:`floor.room.service.run_service` (what ``floor serve`` runs).
"""
