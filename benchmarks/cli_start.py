"""How long a command line call takes, start to end, against a bare ``python -c "import floor.core"``.

Run from the repository root (Floor installed)::

    python benchmarks/cli_start.py                 # --runs 15
    python benchmarks/cli_start.py --imports       # also what each command imports (python -X importtime)
    python benchmarks/cli_start.py --json          # one JSON object only

It is a benchmark, not a test: it asserts nothing about speed, it prints.

A dealer's script or a terminal calls ``floor`` once per action, so every call pays for the interpreter and the
imports before any work: issue 17 found ``floor showdown FILE`` importing PySide6 and sqlite-utils and taking
0.5-2.6 s. Each command here is a cold process, started ``--runs`` times: the runs go round the commands in
turn (baseline, showdown, chips set, help, baseline ...), so a neighbour's load on the shared cores falls on
every command alike. The commands:

* ``baseline``: ``python -c "import floor.core"``, the interpreter and the rules core, nothing of the
  command line;
* ``showdown``: ``floor showdown resources/examples/omaha-hilo.json`` (an Omaha hi-lo hand with a side pot);
* ``chips set``: ``floor chips set Ana=N`` on a real database in a fresh temporary folder (a tournament of two
  players made first with ``floor tournament new`` and ``floor player add``), a new count each run, so each
  run opens the file, checks it, commits one event and waits for its fsync;
* ``help``: ``floor --help``, which lists every command and so imports every command's module.

``floor`` is the console script beside this interpreter (``python -m floor`` where there is none). One run of
each command comes first, untimed: it fills the operating system's file cache, compiles the modules (kept in
the temporary folder through PYTHONPYCACHEPREFIX, as ``pip install`` keeps them compiled, even where
PYTHONDONTWRITEBYTECODE is set; ``--compile-every-run`` keeps that setting) and takes the first automatic
backup. Figures: the median, minimum and maximum wall time of the runs in milliseconds and the median's ratio
to the baseline's. Goal (issue 17): ``showdown`` and ``chips set`` within 1.5x of the baseline.

With ``--imports`` each command runs once more under ``python -X importtime``: the modules it loaded and the
imports that took longest (cumulative, only the outermost of a chain), as the interpreter measured them
(inflated by the measuring itself).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "resources" / "examples" / "omaha-hilo.json"
AUTHOR = "Bench Floor"
GOAL_RATIO = 1.5
TOP_IMPORTS = 8


def floor_command() -> list[str]:
    """How a person runs Floor: the console script installed beside this interpreter, else ``python -m floor``."""
    script = Path(sys.executable).parent / "floor"
    return [str(script)] if script.is_file() else [sys.executable, "-m", "floor"]


def environment(bytecode: Path | None) -> dict[str, str]:
    """This environment without FLOOR_DB (each command names its file), with a fixed author, and with Python's
    compiled modules kept in ``bytecode`` (None: as this environment says)."""
    env = {key: value for key, value in os.environ.items() if key != "FLOOR_DB"}
    env["FLOOR_AUTHOR"] = AUTHOR
    if bytecode is not None:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(bytecode)
    return env


def run(argv: Sequence[str], env: dict[str, str]) -> float:
    """One cold process, its wall time in seconds; a command that fails stops the benchmark."""
    start = time.perf_counter()
    done = subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    took = time.perf_counter() - start
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(argv)} failed ({done.returncode}): {done.stderr.strip()}")
    return took


def make_database(floor: list[str], db: Path, env: dict[str, str]) -> None:
    run([*floor, "--db", str(db), "tournament", "new", "Bench", "--buy-in", "100", "--stack", "10000"], env)
    for name in ("Ana", "Bob"):
        run([*floor, "--db", str(db), "player", "add", name], env)


@dataclass(frozen=True)
class Imports:
    """What one run imported: how many modules, and the outermost imports that took longest (name, ms)."""

    modules: int
    slowest: list[tuple[str, float]]


def imports(argv: Sequence[str], env: dict[str, str]) -> Imports:
    """What one run imports, as ``python -X importtime`` measures it."""
    python, rest = (argv[0], argv[1:]) if argv[0] == sys.executable else (sys.executable, argv)
    done = subprocess.run([python, "-X", "importtime", *rest], env=env, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True, check=True)
    outermost: list[tuple[int, str]] = []
    count = 0
    for line in done.stderr.splitlines():
        if not line.startswith("import time:") or "cumulative" in line:
            continue
        _, cumulative, name = line[len("import time:"):].split("|")
        count += 1
        if not name[1:].startswith(" "):  # one space before an outermost import's name, more for nested ones
            outermost.append((int(cumulative), name.strip()))
    outermost.sort(reverse=True)
    return Imports(count, [(name, round(us / 1000, 1)) for us, name in outermost[:TOP_IMPORTS]])


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=15, help="cold processes of each command (default 15)")
    parser.add_argument("--imports", action="store_true", help="also what each command imports (-X importtime)")
    parser.add_argument("--json", action="store_true", help="print one JSON object only")
    parser.add_argument("--dir", default=None, help="where to make the temporary folder (default: the system's)")
    parser.add_argument("--compile-every-run", action="store_true",
                        help="keep this environment's bytecode setting (PYTHONDONTWRITEBYTECODE compiles Floor's "
                        "modules in every process)")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")

    floor = floor_command()
    with tempfile.TemporaryDirectory(prefix="floor-cli-start-", dir=args.dir) as folder:
        env = environment(None if args.compile_every_run else Path(folder) / "bytecode")
        db = Path(folder) / "floor.db"
        make_database(floor, db, env)
        commands: dict[str, list[str]] = {
            "baseline": [sys.executable, "-c", "import floor.core"],
            "showdown": [*floor, "showdown", str(EXAMPLE)],
            "chips set": [*floor, "--db", str(db), "chips", "set"],
            "help": [*floor, "--help"],
        }
        count = iter(range(10_000, 1_000_000, 10))

        def argv_of(name: str) -> list[str]:
            return commands[name] + [f"Ana={next(count)}"] if name == "chips set" else commands[name]

        for name in commands:  # untimed: the file cache, the first automatic backup
            run(argv_of(name), env)
        times: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(args.runs):
            for name in commands:
                times[name].append(run(argv_of(name), env))
        imported = {name: imports(argv_of(name), env) for name in commands} if args.imports else {}

    base = statistics.median(times["baseline"])
    figures = {name: {"median_ms": round(statistics.median(t) * 1000, 1), "min_ms": round(min(t) * 1000, 1),
                      "max_ms": round(max(t) * 1000, 1), "ratio": round(statistics.median(t) / base, 2)}
               for name, t in times.items()}
    report: dict[str, object] = {
        "runs": args.runs, "bytecode": "compiled every run" if args.compile_every_run else "cached",
        "python": platform.python_version(), "cpus": os.cpu_count(), "floor": " ".join(floor),
        "goal_ratio": GOAL_RATIO, "commands": {name: " ".join(argv_of(name)) for name in commands},
        "figures": figures, "imports": {name: asdict(found) for name, found in imported.items()},
    }
    if args.json:
        print(json.dumps(report, indent=2))
        return
    print(f"Floor command line start: {args.runs} cold processes of each command, in turn, modules "
          f"{'compiled in every process' if args.compile_every_run else 'compiled once (as installed)'}; Python "
          f"{platform.python_version()}, {os.cpu_count()} CPUs, {platform.platform()}; floor = {' '.join(floor)}")
    print()
    print("| command | median ms | min ms | max ms | median / baseline | goal |")
    print("|---|---|---|---|---|---|")
    for name, f in figures.items():
        goal = f"at most {GOAL_RATIO}x" if name in ("showdown", "chips set") else ""
        print(f"| {name} | {f['median_ms']:.1f} | {f['min_ms']:.1f} | {f['max_ms']:.1f} | {f['ratio']:.2f}x | {goal} |")
    for name, found in imported.items():
        slowest = ", ".join(f"{module} {ms} ms" for module, ms in found.slowest)
        print(f"\n{name}: {found.modules} modules imported; slowest outermost imports: {slowest}")


if __name__ == "__main__":
    main()
