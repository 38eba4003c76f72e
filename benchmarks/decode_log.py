"""Time reading a 30,000-event log's rows into typed events, and writing the bodies back, as the store does on open.

Run from the repository root (Floor installed)::

    python benchmarks/decode_log.py                 # defaults: --events 30000 --runs 7

The rows are the golden corpus's (``tests/data/events_golden.jsonl``): the events of its whole logs (a night, the
demo, a use-case night, a TD import; the creation left out, a log has one) cycled up to ``--events``, each read as
``floor.store.eventrows.read`` reads a row (bytes, JSON, the typed body, the event). It prints the median of
``--runs`` runs of each, in CPU time (other work on the machine counts less): reading every row, and writing
every body as the store does (``json.dumps`` of its JSON).
It is a benchmark, not a test: it asserts nothing about speed.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

from floor.store.eventrows import read
from floor.tournament.events import Event

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "data" / "events_golden.jsonl"


def rows(count: int) -> list[tuple[int, str, float, str, bytes]]:
    entries = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").split("\n") if line]
    logged = [e for e in entries if "seq" in e and e["kind"] != "tournament-created"]
    return [(i + 2, e["kind"], e["at"], e["author"], e["payload"].encode())
            for i, e in enumerate(logged[j % len(logged)] for j in range(count))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--events", type=int, default=30_000)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    stored = rows(args.events)
    reading: list[float] = []
    writing: list[float] = []
    for _ in range(args.runs):
        start = time.process_time()
        events = [read(row) for row in stored]
        reading.append(time.process_time() - start)
        assert all(isinstance(e, Event) for e in events)
        typed = [e for e in events if isinstance(e, Event)]
        start = time.process_time()
        for event in typed:
            json.dumps(event.data.to_json(), ensure_ascii=False, sort_keys=True)
        writing.append(time.process_time() - start)
    print(f"{args.events} events: read {statistics.median(reading) * 1000:.0f} ms, "
          f"written {statistics.median(writing) * 1000:.0f} ms (median of {args.runs})")


if __name__ == "__main__":
    main()
