"""The languages Floor speaks, and which one a browser or a computer asks for."""

from __future__ import annotations

LANGUAGES = ("en", "ru", "ro")
NAMES = {"en": "English", "ru": "Русский", "ro": "Română"}
DEFAULT = "en"


def supported(code: str) -> str | None:
    """``ru``, ``ru-RU``, ``ru_RU.UTF-8`` → ``ru``; None for a language Floor does not speak."""
    base = code.strip().replace("_", "-").split(".", 1)[0].split("-", 1)[0].lower()
    return base if base in LANGUAGES else None


def negotiate(accept_language: str | None, default: str = DEFAULT) -> str:
    """The language of an ``Accept-Language`` header: the first Floor speaks, by the browser's q-values."""
    wanted: list[tuple[float, int, str]] = []
    for index, part in enumerate((accept_language or "").split(",")):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip() == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        code = supported(tag) if tag and tag != "*" else None
        if code is not None and quality > 0:
            wanted.append((-quality, index, code))
    return min(wanted)[2] if wanted else default
