"""`floor showdown` as a dealer's script or a batch job would run it; the entry points as a real process."""

import json
import subprocess
import sys
from pathlib import Path

from conftest import floor_in_process as run
from conftest import run_floor_process

from floor import __version__

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "resources/examples/omaha-hilo.json"


def test_showdown_from_a_file() -> None:
    """The README's example file answers with exit status 0 and the payouts."""
    done = run("showdown", str(EXAMPLE))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["payouts"] == {"1": 400, "4": 1900}
    assert '\n  "payouts": {"1": 400, "4": 1900}\n' in done.stdout  # a field a line, readable in a terminal


def test_showdown_from_standard_input() -> None:
    """No FILE: the request comes on standard input."""
    done = run("showdown", stdin=EXAMPLE.read_text(encoding="utf-8"))
    assert done.returncode == 0 and json.loads(done.stdout)["game"] == "omaha-hilo"


def test_a_refused_request_exits_2_with_the_error_object() -> None:
    """Errors: exit status 2 and {"error": {code, message, seat, procedure}}."""
    request = {"game": "holdem", "board": "2c 7d 9h Js 3d",
               "seats": [{"seat": 1, "cards": "As Kd", "contributed": 5},
                         {"seat": 3, "cards": "Kd Qd", "contributed": 5}]}
    done = run("showdown", stdin=json.dumps(request))
    assert done.returncode == 2
    assert json.loads(done.stdout)["error"]["procedure"] == "DD-02"


def test_input_that_is_not_json() -> None:
    """Garbage in: exit 2 and a bad-json error, not a traceback."""
    done = run("showdown", stdin="{nope")
    assert done.returncode == 2 and json.loads(done.stdout)["error"]["code"] == "bad-json"
    assert "Traceback" not in done.stderr


def test_a_missing_file_is_named() -> None:
    """A FILE that does not exist: exit 2 and the path in the message."""
    done = run("showdown", "no/such/request.json")
    assert done.returncode == 2 and "no/such/request.json" in json.loads(done.stdout)["error"]["message"]


def test_batch_writes_exactly_one_line_per_input_line() -> None:
    """--batch: one result line per line, errors included (not JSON, empty line, refused request), exit 2."""
    good = json.dumps(json.loads(EXAMPLE.read_text(encoding="utf-8")))
    lines = [good, "not json", "", json.dumps({"game": "holdem", "seats": []}), good]
    done = run("showdown", "--batch", stdin="\n".join(lines) + "\n")
    out = done.stdout.splitlines()
    assert len(out) == len(lines)
    answers = [json.loads(line) for line in out]
    assert [("error" in a) for a in answers] == [False, True, True, True, False]
    assert answers[1]["error"]["code"] == "bad-json"
    assert answers[4]["payouts"] == {"1": 400, "4": 1900}
    assert done.returncode == 2


def test_batch_of_good_lines_exits_0() -> None:
    """A batch with no refusal exits 0."""
    good = json.dumps(json.loads(EXAMPLE.read_text(encoding="utf-8")))
    done = run("showdown", "--batch", stdin=f"{good}\n{good}\n")
    assert done.returncode == 0 and len(done.stdout.splitlines()) == 2


def test_help_lists_the_commands() -> None:
    """`floor --help` lists its commands (`floor` alone opens the start page)."""
    done = run("--help")
    assert done.returncode == 0 and "showdown" in done.stdout


def test_python_m_floor_is_the_program() -> None:
    """`python -m floor`, a real process: its version, and a refusal's exit status 2 with the error object."""
    assert run_floor_process("--version").stdout == f"floor {__version__}\n"
    done = run_floor_process("showdown", "--batch", stdin="{nope\n")
    assert done.returncode == 2 and json.loads(done.stdout)["error"]["code"] == "bad-json"


def test_the_floor_console_script_answers_as_python_m_floor() -> None:
    """The installed `floor` command (pyproject's console script) reaches the same program through a real pipe."""
    script = Path(sys.executable).parent / "floor"
    done = subprocess.run([str(script), "showdown"], input=EXAMPLE.read_text(encoding="utf-8"), capture_output=True,
                          text=True, cwd=ROOT, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["payouts"] == {"1": 400, "4": 1900}
