"""A club's season: what it brings from The Tournament Director, its leagues and points (pure: no Qt, no SQLite)."""
