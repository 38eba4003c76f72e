"""How fast `floor import-td` reads Tournament Director saves, against bare baselines in the same run (issue 30).

    python benchmarks/td_read.py                       # the 86 real saves (../shared/data/td-files), 5 repeats
    python benchmarks/td_read.py --folder DIR --repeat 9 --no-import

The saves are read in place (their licence does not let them into the repository). It is a benchmark, not a test:
it asserts nothing about speed, it prints each figure as a ratio to its baseline, timed in the same process, each
the best of ``--repeat`` rounds with the garbage collector off (the median round is shown too: the spread is the
machine's noise; it is shared).

- bare read: every save's bytes read and decoded to text (what any reader does first);
- json.loads: the same saves' data written as JSON, read by the standard library's reader in C (about what a native
  parser of TD's notation would cost: the floor of a reader in Python);
- the parse alone: ``notation.read`` (now: the saves rewritten as JSON, then ``json.loads``; each text it does not
  take read by the token reader) and the token reader alone (``notation._read_tokens``: the reader before issue 30);
- the save as Floor's model: ``read_save`` (the parse and the model);
- the whole import: ``import_saves`` into a fresh club database (parse, rehearsal, every event written), now and
  with the token reader put back.
"""

from __future__ import annotations

import argparse
import gc
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from floor.clubs.td import notation
from floor.clubs.td.notation import Made, Value
from floor.clubs.td.save import read_save
from floor.store import td_import
from floor.store.tournaments import Store

ROOT = Path(__file__).resolve().parents[1]
PLACES = (ROOT.parent / "shared/data/td-files", Path("/work/shared/data/td-files"))


def as_json(value: Value) -> object:
    """A read value as JSON can write it (a constructor call as an object of its name and arguments)."""
    if isinstance(value, Made):
        return {"new" if value.new else "call": value.name, "args": [as_json(a) for a in value.args]}
    if isinstance(value, dict):
        return {k: as_json(v) for k, v in value.items()}
    if isinstance(value, list):
        return [as_json(v) for v in value]
    return value


def timed(work: Callable[[], object], repeat: int) -> list[float]:
    """Seconds of each of ``repeat`` rounds, the garbage collector off (as ``timeit`` does)."""
    out = []
    for _ in range(repeat):
        gc.collect()
        gc.disable()
        try:
            started = time.perf_counter()
            work()
            out.append(time.perf_counter() - started)
        finally:
            gc.enable()
    return out


def token_reader_only() -> Callable[[], None]:
    """Put the reader before issue 30 back (every text read token by token); returns how to undo it."""
    fast = notation._read_fast

    def refuse(text: str) -> notation.Value:
        raise notation._NotFast
    notation._read_fast = refuse

    def undo() -> None:
        notation._read_fast = fast
    return undo


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--folder", type=Path, help="a folder of .tdt saves (default: ../shared/data/td-files)")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--no-import", action="store_true", help="skip the whole import (it writes a database)")
    args = parser.parse_args(argv)
    folder = args.folder or next((p for p in PLACES if p.is_dir()), None)
    if folder is None:
        sys.exit("no folder of TD saves: give --folder")
    paths = sorted(folder.rglob("*.tdt"))
    datas = [p.read_bytes() for p in paths]
    texts = [notation.decoded(d) for d in datas]
    jsons = [json.dumps(as_json(notation.read(t))) for t in texts]
    size = sum(map(len, datas))
    print(f"{len(paths)} saves, {size:,} bytes, from {folder}; best (median) of {args.repeat} rounds, gc off")

    def bare() -> None:
        for p in paths:
            notation.decoded(p.read_bytes())

    def loads() -> None:
        for j in jsons:
            json.loads(j)

    def parse() -> None:
        for t in texts:
            notation.read(t)

    def tokens() -> None:
        for t in texts:
            notation._read_tokens(t)

    def model() -> None:
        for d in datas:
            read_save(d)

    lines: list[tuple[str, list[float]]] = []
    for label, work, repeat in (("bare read (bytes + decode)", bare, args.repeat),
                                ("json.loads of the same data as JSON", loads, args.repeat),
                                ("parse: notation.read (now)", parse, args.repeat),
                                ("parse: the token reader (before)", tokens, max(1, args.repeat // 2)),
                                ("read_save: parse + model (now)", model, args.repeat)):
        lines.append((label, timed(work, repeat)))
    base = min(lines[0][1])
    floor_json = min(lines[1][1])
    print(f"{'':40} {'best s':>8} {'median s':>9} {'MB/s':>7} {'x bare':>8} {'x json':>7}")
    for label, times in lines:
        best = min(times)
        print(f"{label:40} {best:8.4f} {statistics.median(times):9.4f} {size / best / 1e6:7.1f} "
              f"{best / base:8.1f} {best / floor_json:7.2f}")
    now, before = min(lines[2][1]), min(lines[3][1])
    print(f"parse now / before: {before / now:.1f}x faster")
    if args.no_import:
        return
    with tempfile.TemporaryDirectory() as tmp:
        def import_all(name: str) -> Callable[[], object]:
            return lambda: td_import.import_saves(Store(Path(tmp) / f"{name}.db"), [folder])
        whole_now = timed(import_all("now"), 1)[0]
        undo = token_reader_only()
        try:
            whole_before = timed(import_all("before"), 1)[0]
        finally:
            undo()
    print(f"whole import (import_saves into a fresh database): now {whole_now:.2f} s = {whole_now / base:.0f}x the "
          f"bare read; with the token reader {whole_before:.2f} s; the parse is {now / whole_now:.0%} of it now")


if __name__ == "__main__":
    main()
