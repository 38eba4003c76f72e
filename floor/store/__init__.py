"""Storage: tournaments as append-only event logs in one SQLite file (sqlite-utils)."""
