"""The desktop: windows and widgets over snapshots of the tournament (PySide6)."""
