"""The big screen's themes: dark (the room's lights down), light (a bright room, a projector that washes dark
colours out) and high contrast (white and yellow on black, for a room seen from far away or by weaker eyes).

Each is a :class:`~floor.ui.clock.text.Theme`: the same roles (text, dim, accent, alert, the banners) in its own
colours, so the layout never changes with the theme, only the paint.
"""

from __future__ import annotations

from floor.i18n.catalog import marked
from floor.ui.clock.text import DARK, Theme

LIGHT = Theme("light", background="#f4f5f0", text="#101418", dim="#4a5561", accent="#8a5a00", alert="#c62828",
              stripe="#e3e6e8", notice="#0d47a1", notice_text="#ffffff")
CONTRAST = Theme("contrast", background="#000000", text="#ffffff", dim="#e0e0e0", accent="#ffff00",
                 alert="#ff4040", stripe="#262626", notice="#ffffff", notice_text="#000000")
THEMES: dict[str, Theme] = {theme.key: theme for theme in (DARK, LIGHT, CONTRAST)}
THEME_NAMES = {"dark": marked("BigScreen", "Dark"), "light": marked("BigScreen", "Light"),
               "contrast": marked("BigScreen", "High contrast")}


def theme(key: str) -> Theme:
    """The theme called ``key``; the dark one for a name this Floor does not know (a newer Floor's setting)."""
    return THEMES.get(key, DARK)
