"""Where the real TD save files are: read in place, never copied into the repository (their README says why)."""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

import pytest

from floor.clubs.td.save import Save, read_save

ROOT = Path(__file__).resolve().parents[2]
PLACES = (os.environ.get("FLOOR_TD_FILES", ""), str(ROOT.parent / "shared/data/td-files"), "/work/shared/data/td-files")


def td_folder() -> Path:
    """The folder of the 86 saves (``FLOOR_TD_FILES``, else ``../shared/data/td-files``); the test skips, saying
    where it looked, when there is none."""
    for place in PLACES:
        if place and (Path(place) / "saves").is_dir():
            return Path(place)
    pytest.skip(f"the real TD save files are not on this machine (looked in: {', '.join(p for p in PLACES if p)}; "
                "set FLOOR_TD_FILES)")


def td_files() -> list[Path]:
    return sorted(td_folder().rglob("*.tdt"))


@cache
def _read(path: Path) -> Save:
    return read_save(path.read_bytes())


def saves() -> dict[Path, Save]:
    """Every real save, read once per test process."""
    return {path: _read(path) for path in td_files()}
