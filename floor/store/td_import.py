"""The Tournament Director's saves brought into the database (what `floor import-td` and the console's Tournament ›
Import from The Tournament Director… both do), and a league's season read back from it (`floor league`).

Every file is read and its whole import rehearsed on a fold first (:func:`floor.clubs.td.importing.rehearsed`): a
file that is not a save, or one Floor cannot take, is refused naming it, and nothing is written. Then each save is
one transaction (its tournament and every action), skipped when a save of the same TD tournament was imported
before.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from floor.clubs import formula, league
from floor.clubs.league import Played
from floor.clubs.td.importing import AUTHOR, Plan, plan, rehearsed, structure_of
from floor.clubs.td.save import Save, read_save
from floor.core.errors import FloorError, Text
from floor.core.files import write_whole
from floor.store.tournaments import Store
from floor.tournament.structure import Structure, structure_to_json
from floor.usecases import tournaments

MAX_FILE = 64 * 1024 * 1024  # a save is some 200 KB; a file this big is no save


@dataclass(frozen=True)
class Imported:
    """One save's import: the tournament it became (or was before: ``skipped``), and what it holds."""

    file: Path
    tournament: int
    skipped: bool = False
    title: str = ""
    league: str = ""
    season: str = ""
    players: int = 0
    rebuys: int = 0
    reentries: int = 0
    add_ons: int = 0
    prizes: tuple[int, ...] = ()
    hits: float = 0.0
    unrepresented: tuple[str, ...] = field(default_factory=tuple)


def saves_in(paths: Sequence[str | Path]) -> list[Path]:
    """The ``.tdt`` files named, and those in the folders named (sorted); refused in words if there is none."""
    found: list[Path] = []
    for name in paths:
        path = Path(name)
        try:
            if path.is_dir():
                found += sorted(p for p in path.rglob("*") if p.suffix.lower() == ".tdt" and p.is_file())
                continue
            if path.is_file():
                found.append(path)
                continue
        except OSError as err:  # (a name too long, a folder that cannot be listed)
            raise FloorError(Text("{path} cannot be read: {reason}", path=str(name)[:80],
                                  reason=err.strerror or str(err)), code="no-file") from None
        raise FloorError(Text("{path}: no such file or folder", path=str(name)[:80]), code="no-file")
    if not found:
        raise FloorError(Text("no .tdt file in {paths}", paths=", ".join(map(str, paths))), code="no-file")
    return found


def _planned(files: Sequence[Path]) -> list[tuple[Path, Save, Plan]]:
    planned: list[tuple[Path, Save, Plan]] = []
    seen: set[str] = set()
    for path in files:
        try:
            if path.stat().st_size > MAX_FILE:
                raise FloorError(Text("{size:,} bytes is no Tournament Director save", size=path.stat().st_size),
                                 code="not-td")
            save = read_save(path.read_bytes())
            made = plan(save)
            rehearsed(made)
        except FloorError as err:
            raise FloorError(Text("{path}: {reason}", path=path.name, reason=err.message), code=err.code) from None
        except OSError as err:
            raise FloorError(Text("{path} cannot be read: {reason}", path=path.name,
                                  reason=err.strerror or str(err)), code="no-file") from None
        if save.uuid and save.uuid in seen:
            continue  # (the same save twice in the folders given)
        seen.add(save.uuid)
        planned.append((path, save, made))
    return planned


def structure_file(path: str | Path, out: str | Path) -> Structure:
    """The blind structure of one TD file written to ``out`` as a Floor structure (what ``floor tournament new
    --structure FILE`` and the structure editor read); the file is whole or not written."""
    source, target = Path(path), Path(out)
    try:
        save = read_save(source.read_bytes())
        made = structure_of(save)
    except FloorError as err:
        raise FloorError(Text("{path}: {reason}", path=source.name, reason=err.message), code=err.code) from None
    except OSError as err:
        raise FloorError(Text("{path} cannot be read: {reason}", path=source.name,
                              reason=err.strerror or str(err)), code="no-file") from None
    try:
        write_whole(target, (json.dumps(structure_to_json(made), ensure_ascii=False, indent=1) + "\n").encode())
    except OSError as err:
        raise FloorError(Text("{path} cannot be written: {reason}", path=str(target),
                              reason=err.strerror or str(err)), code="no-file") from None
    return made


def imported_before(store: Store) -> dict[str, int]:
    """The TD tournaments already in the database: TD's id -> Floor's tournament."""
    out: dict[str, int] = {}
    if not store.exists:
        return out
    for summary in store.tournaments():
        uuid = _kept(store, summary.id).get("uuid")
        if isinstance(uuid, str):
            out[uuid] = summary.id
    return out


def _kept(store: Store, tournament_id: int) -> Mapping[str, object]:
    """What an import kept on the tournament's creation (TD's ids, league, season, formula, adjustments), or {}."""
    td = store.creation(tournament_id).data.extra.get("td")
    return td if isinstance(td, Mapping) else {}


def _by_number(kept: object) -> dict[int, float]:
    """Adjustments kept on an imported tournament: player number -> amount (anything else left out)."""
    if not isinstance(kept, Mapping):
        return {}
    return {int(k): float(v) for k, v in kept.items()
            if str(k).isdigit() and isinstance(v, (int, float)) and not isinstance(v, bool)}


def season_of(store: Store, league: str, season: str) -> list[Played]:
    """The league's season as the database holds it: each tournament imported for it, with the club's formula and
    the floor's adjustments (refused in words when there is none, or a formula cannot be read)."""
    store.must_exist()
    out: list[Played] = []
    for summary in store.tournaments():
        kept = _kept(store, summary.id)
        if kept.get("league") != league or kept.get("season") != season:
            continue
        try:
            rules = formula.read(str(kept.get("formula") or ""))
        except FloorError as err:
            raise FloorError(Text("{tournament}: {reason}", tournament=summary.name, reason=err.message),
                             code=err.code) from None
        out.append(Played(store.state(summary.id), summary.created_at, rules,
                          _by_number(kept.get("points_adjustments")), _by_number(kept.get("hits_adjustments"))))
    if not out:
        raise FloorError(Text("no tournament of league {league}, season {season} in this database",
                              league=league, season=season), code="no-league")
    return out


def import_saves(store: Store, paths: Sequence[str | Path], *, author: str = "") -> list[Imported]:
    """Every save named (or in the folders named) imported, each checked before anything is written."""
    planned = _planned(saves_in(paths))
    known = imported_before(store)
    out: list[Imported] = []
    for path, save, made in planned:
        if save.uuid and save.uuid in known:
            out.append(Imported(path, known[save.uuid], skipped=True, title=save.title))
            continue
        founded = tournaments.create(store, made.settings, made.structure, now=made.created, author=author or AUTHOR,
                                     then=made.actions, kept={"td": {**made.league(save), "file": path.name}})
        tid, state = founded.tournament, founded.state
        fault = league.formula_fault(state, save.points_formula, _by_number(made.league(save).get("hits_adjustments")))
        out.append(Imported(path, tid, title=save.title, league=save.league, season=save.season,
                            players=len(state.players), rebuys=made.rebuys, reentries=made.reentries,
                            add_ons=made.add_ons,
                            prizes=tuple(state.payout_overrides[p] for p in sorted(state.payout_overrides)),
                            hits=sum(state.hits.values()), unrepresented=made.unrepresented
                            + ((f"the points formula, which Floor refuses: {fault}",) if fault else ())))
    return out


__all__ = ["MAX_FILE", "Imported", "import_saves", "imported_before", "saves_in", "season_of"]
