"""The desktop: windows and widgets over snapshots of the tournament (PySide6)."""

from floor.ui.common.qtfix import shield_singletons

shield_singletons()  # before any Qt call: see qtfix.py (PySide6 6.12.0 on Python 3.11)
