"""The Tournament Director's saves brought into the database (what `floor import-td` and the console's Tournament ›
Import from The Tournament Director… both do), and a league's season read back from it (`floor league`).

Every file is read and its whole import rehearsed on a fold first (:func:`floor.clubs.td.importing.rehearsed`): a
file that is not a save, or one Floor cannot take, is refused naming it, and nothing is written. Then each save is
one transaction (its tournament and every action), skipped when a save of the same TD tournament was imported
before.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from floor.clubs import formula, league
from floor.clubs.league import Played
from floor.clubs.td.importing import AUTHOR, Plan, plan, rehearsed, structure_of
from floor.clubs.td.save import Save, read_save
from floor.core.errors import FloorError, Text
from floor.core.files import refuse_database, write_whole
from floor.store.tournaments import Store
from floor.tournament.structure import Structure, structure_to_json
from floor.usecases import tournaments

MAX_FILE = 16 * 1024 * 1024  # a save is some 200 KB (the largest of 86 real ones: 221 KB); a file this big is no save


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


def _bytes(path: Path) -> bytes:
    """The file's bytes, read no further than :data:`MAX_FILE` (a file that grows while read, or a device, is not
    read to its end); refused in words when it is bigger."""
    with path.open("rb") as file:
        data = file.read(MAX_FILE + 1)
    if len(data) > MAX_FILE:
        raise FloorError(Text("more than {size:,} bytes is no Tournament Director save", size=MAX_FILE),
                         code="not-td")
    return data


def _planned(files: Sequence[Path]) -> list[tuple[Path, Save, Plan]]:
    """Each file read and its import rehearsed; a file whose bytes were seen before (the same save twice in the
    folders given) is dropped before it is read, by a hash of its bytes, and a second save of the same TD tournament
    after it is read."""
    planned: list[tuple[Path, Save, Plan]] = []
    seen: set[str] = set()
    hashes: set[bytes] = set()
    for path in files:
        try:
            data = _bytes(path)
            digest = hashlib.sha256(data).digest()
            if digest in hashes:
                continue
            hashes.add(digest)
            save = read_save(data)
            del data
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


def _replaceable(target: Path) -> None:
    """Refused unless ``target`` is a new file or a structure file (JSON) already: never a database, its ``-wal`` or
    ``-shm``, a backup or any other file the structure would destroy."""
    try:
        if not target.exists():
            return
        if target.is_file():
            with target.open("rb") as file:
                head = file.read(1024 * 1024 + 1)
            if len(head) <= 1024 * 1024:
                try:
                    if isinstance(json.loads(head.decode("utf-8")), dict):
                        return
                except ValueError:
                    pass
    except OSError as err:
        raise FloorError(Text("{path} cannot be written: {reason}", path=str(target)[:80],
                              reason=err.strerror or str(err)), code="no-file") from None
    raise FloorError(Text("{path} is not a structure file: Floor writes a structure to a new file, or over a "
                          "structure file, never over another file", path=str(target)[:80]), code="would-overwrite")


def structure_file(path: str | Path, out: str | Path) -> Structure:
    """The blind structure of one TD file written to ``out`` as a Floor structure (what ``floor tournament new
    --structure FILE`` and the structure editor read); the file is whole or not written, and never written over a
    file that is not a structure file (the database, a backup)."""
    source, target = Path(path), Path(out)
    try:
        save = read_save(_bytes(source))
        made = structure_of(save)
    except FloorError as err:
        raise FloorError(Text("{path}: {reason}", path=source.name, reason=err.message), code=err.code) from None
    except OSError as err:
        raise FloorError(Text("{path} cannot be read: {reason}", path=source.name,
                              reason=err.strerror or str(err)), code="no-file") from None
    refuse_database(target)  # (named as the database it is, before it is judged as a structure file)
    _replaceable(target)
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


MONEY = ("buyins", "rebuys", "addons", "totalbuyinsamount", "totalrebuysamount", "totaladdonsamount", "pot")


def _money(kept: object) -> dict[str, float]:
    """The money an import kept (TD's amounts and counts, by the formula's names), or {} (an import before Floor
    kept it: the settings' prices stand in)."""
    if not isinstance(kept, Mapping):
        return {}
    return {k: float(v) for k, v in kept.items()
            if k in MONEY and isinstance(v, (int, float)) and not isinstance(v, bool)}


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
        per_hit = kept.get("points_for_hit")
        out.append(Played(store.state(summary.id), summary.created_at, rules,
                          _by_number(kept.get("points_adjustments")), _by_number(kept.get("hits_adjustments")),
                          _money(kept.get("money")),
                          float(per_hit) if isinstance(per_hit, (int, float)) and not isinstance(per_hit, bool)
                          else 0.0))
    if not out:
        raise FloorError(Text("no tournament of league {league}, season {season} in this database",
                              league=league, season=season), code="no-league")
    return out


def import_saves(store: Store, paths: Sequence[str | Path], *, author: str = "") -> list[Imported]:
    """Every save named (or in the folders named) imported, each checked before anything is written."""
    planned = _planned(saves_in(paths))
    known = imported_before(store)
    out: list[Imported] = []
    for index, (path, save, made) in enumerate(planned):
        if save.uuid and save.uuid in known:
            out.append(Imported(path, known[save.uuid], skipped=True, title=save.title))
            continue
        try:
            founded = tournaments.create(store, made.settings, made.structure, now=made.created,
                                         author=author or AUTHOR, then=made.actions,
                                         kept={"td": {**made.league(save), "file": path.name}})
        except FloorError as err:
            raise _stopped(err, path, [i for i in out if not i.skipped], len(planned) - index) from None
        tid, state = founded.tournament, founded.state
        fault = league.formula_fault(state, save.points_formula, _by_number(made.league(save).get("hits_adjustments")))
        out.append(Imported(path, tid, title=save.title, league=save.league, season=save.season,
                            players=len(state.players), rebuys=made.rebuys, reentries=made.reentries,
                            add_ons=made.add_ons,
                            prizes=tuple(state.payout_overrides[p] for p in sorted(state.payout_overrides)),
                            hits=sum(state.hits.values()), unrepresented=made.unrepresented
                            + ((f"the points formula, which Floor refuses: {fault}",) if fault else ())))
    return out


def _stopped(err: FloorError, path: Path, saved: Sequence[Imported], left: int) -> FloorError:
    """A save that could not be written (a full disk): which file, why, and what the import kept before it (each
    save before it is a transaction of its own, committed)."""
    if not saved:
        return FloorError(Text("{file} was not imported: {reason}; nothing was imported", file=path.name,
                               reason=err.message), code=err.code)
    if len(saved) == 1:
        return FloorError(Text("{file} was not imported: {reason}; the save before it was imported and is kept "
                               "(tournament {first}), {left} were not: import again once that is fixed (what was "
                               "imported is skipped)", file=path.name, reason=err.message, first=saved[0].tournament,
                               left=left), code=err.code)
    return FloorError(Text("{file} was not imported: {reason}; the {saved} saves before it were imported and are kept "
                           "(tournaments {first} to {last}), {left} were not: import again once that is fixed (what "
                           "was imported is skipped)", file=path.name, reason=err.message, saved=len(saved),
                           first=saved[0].tournament, last=saved[-1].tournament, left=left), code=err.code)


__all__ = ["MAX_FILE", "Imported", "import_saves", "imported_before", "saves_in", "season_of"]
