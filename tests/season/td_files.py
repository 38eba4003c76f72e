"""Where the real TD save files are: read in place, never copied into the repository (their README says why)."""

from __future__ import annotations

import json
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


# -- a save written here, in TD's notation (invented players; it runs where the real saves are not) -----------------

T0 = 1_700_000_000_000  # TD's times: milliseconds since the epoch
MINUTE = 60_000


def _js(value: object) -> str:
    """A Python value in TD's notation (strings quoted as JSON writes them)."""
    if isinstance(value, str) and value.startswith("@"):
        return value[1:]  # (written as is: a constructor call, a bare word)
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_js(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_js(v) for v in value) + "]"
    return json.dumps(value, ensure_ascii=False)


def _new(name: str, fields: dict[str, object]) -> str:
    return f"@new {name}({_js(fields)})"


def entry(minute: int, amount: float = 200, *, out: int | None = None, by: tuple[str, ...] = (),
          profile: str = "Standard") -> str:
    """A buy-in (or rebuy) at ``minute``, busted at ``out`` by ``by`` (players' ids)."""
    bust = "@null" if out is None else _new("GameBustOut", {"Time": T0 + out * MINUTE, "Round": 1,
                                                             "HitmanUUID": list(by)})
    return _new("GameBuyin", {"Time": T0 + minute * MINUTE, "Round": 1, "Amount": amount, "Chips": 10000,
                              "ProfileName": profile, "BustOut": bust})


def save_text(players: dict[str, list[str]], prizes: list[tuple[int, float, list[str]]], *,
              formula: str = "10*(sqrt(n)/sqrt(r)) + hits*10", per_hit: float = 0,
              chops: list[dict[str, float]] | None = None, uuid: str = "5a5e0000-0000-4000-8000-000000000001",
              add_ons: dict[str, int] | None = None) -> bytes:
    """A finished tournament as TD saves it: each player (id -> his entries, :func:`entry`), the prizes (place,
    amount, winners), the chops (member -> cash), TD's points formula and points per hit."""
    listed = []
    for uuid_, entries in players.items():
        adds = [_new("GameBuyin", {"Time": T0 + 30 * MINUTE, "Round": 2, "Amount": 50, "Chips": 5000,
                                   "ProfileName": "Add-on"})] * (add_ons or {}).get(uuid_, 0)
        listed.append([uuid_, _new("GamePlayer", {"UUID": uuid_, "Name": _new("PlayerName", {"Nickname": uuid_}),
                                                  "Buyins": entries,
                                                  "AddOns": adds, "PointsAdjustment": 0})])
    chop_list = [_new("GameChop", {"Portions": "@Map.from(" + _js([[u, _new("GameChopPortion", {"CashReal": c})]
                                                                      for u, c in chop.items()]) + ")",
                                   "Awarded": False}) for chop in chops or []]
    tournament = {
        "UUID": uuid, "LeagueName": "Club", "SeasonName": "2026", "Title": "Thursday", "StartTime": T0,
        "EndTime": T0 + 300 * MINUTE,
        "Financials": _new("FinancialConfig", {
            "Buyins": _new("BuyConfig", {"Allow": True, "Profiles": [
                _new("FeeProfile", {"Name": "Standard", "Fee": 200, "Chips": 10000})]}),
            "Rebuys": _new("BuyConfig", {"Allow": True, "MaxPerPlayer": 3, "Profiles": [
                _new("FeeProfile", {"Name": "Rebuy", "Fee": 200, "Chips": 10000})]}),
            "AddOns": _new("BuyConfig", {"Allow": True, "MaxPerPlayer": 1, "Profiles": [
                _new("FeeProfile", {"Name": "Add-on", "Fee": 50, "Chips": 5000})]}),
            "PointsForHit": per_hit, "PointsForPlaying": _new("UserFormula", {"Text": formula})}),
        "Players": _new("GamePlayers", {"Players": "@Map.from(" + _js(listed) + ")",
                                        "Chops": _new("GameChops", {"Chops": chop_list}),
                                        "Config": _new("GamePlayersConfig", {"FullCreditHit": True})}),
        "Levels": _new("GameLevels", {"Levels": [_new("GameLevel", {"Minutes": 20, "SmallBlind": 100 * i,
                                                                     "BigBlind": 200 * i, "Ante": 0})
                                                  for i in range(1, 11)]}),
        "Prizes": _new("GamePrizes", {"Prizes": [_new("GamePrize", {"Description": f"Place {place}",
                                                                    "Recipient": place, "CalculatedAmount": amount,
                                                                    "AwardedToPlayers": winners})
                                                 for place, amount, winners in prizes]}),
    }
    return ("{ V: \"3.7.2\", T: " + _js(_new("Tournament", tournament)) + " }").encode()
