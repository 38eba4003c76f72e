"""Where Floor's data files are: inside the installed package, or the checkout's ``resources/``.

The wheel carries the top-level ``resources/`` folder as ``floor/resources``; a source
checkout (and an editable install) reads the folder itself.
"""

from __future__ import annotations

import json
from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path

from floor.tournament.jsonvalue import Json


def resources() -> Traversable:
    """The folder of Floor's data files."""
    packaged = files("floor") / "resources"
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parents[2] / "resources"


def load_json(*parts: str) -> Json:
    """A JSON data file, e.g. ``load_json("structures", "turbo.json")``."""
    item = resources()
    for part in parts:
        item = item / part
    data: Json = json.loads(item.read_text(encoding="utf-8"))
    return data


def names(folder: str, suffix: str = ".json") -> list[str]:
    """The data files of a folder, without their suffix, sorted."""
    return sorted(p.name[: -len(suffix)] for p in (resources() / folder).iterdir() if p.name.endswith(suffix))
