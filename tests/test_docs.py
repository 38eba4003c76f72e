"""The README stays honest: its commands are the ones CI runs, and its example works."""

import json
import re
from pathlib import Path

from floor.core import showdown

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def block(name: str) -> str:
    match = re.search(rf"<!-- {name} -->\n```sh\n(.*?)\n```\n<!-- /{name} -->", README, re.S)
    assert match, f"README has no {name} block"
    return match.group(1)


def test_readme_has_the_two_commands_and_the_system_packages() -> None:
    """A newcomer finds one command to install and start, one to install and test, and the apt line."""
    assert "pip install ." in block("run-command") and block("run-command").endswith(".venv/bin/floor --demo")
    assert 'pip install -e ".[test]"' in block("test-command") and "pytest" in block("test-command")
    for package in ["libglib2.0-0", "libgl1", "libegl1", "libxkbcommon0", "libfontconfig1", "libdbus-1-3", "libpulse0"]:
        assert package in block("system-packages")


def test_the_system_packages_start_qt_on_a_real_x_display() -> None:
    """Issue 15 item 5: Qt's xcb plugin loads only with these (the offscreen tests never load it, so a missing one
    showed only on a real desktop: "From 6.5.0, xcb-cursor0 or libxcb-cursor0 is needed")."""
    for package in ["libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxcb-image0", "libxcb-render-util0",
                    "libxcb-shape0", "libxcb-xkb1", "libxkbcommon-x11-0", "libx11-xcb1", "libxcb-randr0"]:
        assert package in block("system-packages").split()


def test_the_test_packages_bring_the_x_server_and_the_fonts_the_screens_are_checked_with() -> None:
    """Xvfb and xwininfo for the real display; DejaVu, Noto and Liberation, the fonts desktops have."""
    for package in ["xvfb", "x11-utils", "fonts-dejavu-core", "fonts-noto-core", "fonts-liberation2", "nodejs"]:
        assert package in block("test-system-packages").split()


def test_ci_runs_the_readme_blocks() -> None:
    """.ci/run reads the test command and the packages from the README rather than repeating them."""
    ci = (ROOT / ".ci/run").read_text(encoding="utf-8")
    assert "block test-command" in ci and "block system-packages" in ci and "block test-system-packages" in ci


def test_the_readme_example_request_is_the_example_file() -> None:
    """The request shown in the README is the file the run command answers, and its answer matches."""
    shown = re.search(r"```json\n(\{\"game\": \"omaha-hilo\".*?)\n```", README, re.S)
    assert shown
    example = json.loads((ROOT / "resources/examples/omaha-hilo.json").read_text(encoding="utf-8"))
    assert json.loads(shown.group(1)) == example
    assert showdown(example)["payouts"] == {"1": 400, "4": 1900}
    assert '"payouts": {"1": 400, "4": 1900}' in README


def test_every_game_is_documented() -> None:
    """The README's game list is the core's."""
    from floor.core import GAMES

    for game in GAMES:
        assert f"`{game}`" in README


def walkthrough() -> list[list[str]]:
    """The commands of the README's headless walk-through, as argument lists."""
    import shlex

    section = README.split("## Running a tournament from the command line", 1)[1]
    block = re.search(r"```sh\n(.*?)\n```", section, re.S)
    assert block
    text = block.group(1).replace("\\\n", " ")
    commands = []
    for line in text.splitlines():
        words = shlex.split(line, comments=True)
        if words:
            assert words[0] == "floor"
            commands.append(words[1:])
    return commands


def test_the_readme_walkthrough_runs_as_written(tmp_path: Path) -> None:
    """Every command of the walk-through succeeds in order, and the chip count it shows matches."""
    from conftest import floor_in_process

    outputs = []
    for args in walkthrough():
        done = floor_in_process("--db", str(tmp_path / "walk.db"), *args, cwd=tmp_path)
        assert done.returncode == 0, (args, done.stderr)
        outputs.append(done.stdout)
    joined = "\n".join(outputs)
    assert "Petr finished 4th" in joined
    assert "The count matches: 80,000 chips in play" in joined
    assert (tmp_path / "sunday-export" / "results.csv").exists()


def test_the_readme_seating_commands_are_valid_command_lines() -> None:
    """Each line of the seating example parses as a `floor` command (the draws are random, so they are not replayed
    as written; tests/test_cli_seating.py runs them)."""
    import shlex

    from floor.cli import parser

    section = README.split("### Seats, the button and balancing", 1)[1]
    block = re.search(r"```sh\n(.*?)\n```", section, re.S)
    assert block
    lines = [shlex.split(line, comments=True) for line in block.group(1).splitlines()]
    assert len(lines) >= 8
    for words in lines:
        assert words[0] == "floor"
        args = parser().parse_args(words[1:])
        assert callable(args.run), words


def test_the_readme_says_which_python_and_which_systems_floor_runs_on() -> None:
    """Issue 29: the README did not say what Python and which systems Floor runs on. It says both, and the Python
    it names is the one pyproject.toml requires."""
    import tomllib

    required = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["requires-python"]
    assert required.startswith(">=")
    assert f"Python {required[2:]} or later" in README
    assert "Debian 12" in README and "Windows and macOS are not tested" in README
