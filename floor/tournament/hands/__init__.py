"""Hands recorded at the tables: the record, the hands in force, their export (JSON, PHH) and replay."""
