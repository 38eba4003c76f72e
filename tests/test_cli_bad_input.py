"""Every bad input: one line, exit 2, nothing changed (issue #16). One named test per finding of the torture.

Each command runs in-process on a fresh copy of one tournament's folder (tests/fuzz/cli_world.py), standard
output a strict UTF-8 stream as a terminal's is; a refusal must be exit status 2, exactly one line on standard
error (argparse: its usage, then one "error:" line) and every file in the folder byte for byte as it was.
Before this, each of these ended in a traceback (exit 1), or was taken without a word.
"""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

import pytest
from fuzz.cli_world import HOLDEM, SITUATION, Run, make_world, run_in_copy

from floor.cli import _internal_error, parser
from floor.core.textinput import LARGEST_ID
from floor.tournament.importing import read_registrations

HUGE = "9" * 5000


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("bad-input") / "world"
    folder.mkdir()
    return make_world(folder)


def refused(world: Path, *argv: str, stdin: bytes = b"", files: dict[str, bytes] | None = None) -> str:
    """Run ``argv``; it must be refused in one line (exit 2), the folder unchanged: that line."""
    done = run_in_copy(world, argv, stdin, files)
    assert done.code == 2, done.describe()
    assert "Traceback" not in done.err and done.changed == [], done.describe()
    lines = done.err.rstrip("\n").split("\n")
    if done.argparse_exit:
        assert lines[0].startswith("usage: ") and len(lines) <= 15 and "error: " in lines[-1], done.describe()
        return lines[-1]
    assert len(lines) == 1 and lines[0].startswith("floor: "), done.describe()
    return lines[0]


def accepted(world: Path, *argv: str, files: dict[str, bytes] | None = None) -> Run:
    done = run_in_copy(world, argv, b"", files)
    assert done.code == 0, done.describe()
    return done


# -- text that is not text: lone surrogates (argv bytes that are not UTF-8), NUL, line breaks ------------------

def test_a_lone_surrogate_in_a_name_is_refused_in_one_line(world: Path) -> None:
    """`floor player add $'Iv\\xffan'`: Linux hands Python a lone surrogate; storing or printing it crashed."""
    assert refused(world, "player", "add", "Iv\udcffan") == \
        "floor: the name holds bytes that are not text (at character 3): type it again"


def test_a_lone_surrogate_in_a_reason_is_refused_naming_the_option(world: Path) -> None:
    """The chips were removed, then printing the reason crashed: now nothing is removed."""
    assert refused(world, "chips", "remove", "5", "--reason", "color\udcffup").startswith(
        "floor: --reason holds bytes that are not text")


def test_a_lone_surrogate_in_a_new_tournaments_name_creates_nothing(world: Path) -> None:
    assert "the name holds bytes that are not text" in refused(
        world, "tournament", "new", "Fri\udce9day", "--buy-in", "100", "--stack", "10000")


def test_a_lone_surrogate_in_floor_author_is_refused(world: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The author is stamped on every event: FLOOR_AUTHOR (used without --author) is checked like an argument."""
    monkeypatch.setenv("FLOOR_AUTHOR", "An\udce3")
    done = run_in_copy(world, ("player", "add", "Zed"), author=False)
    assert done.code == 2 and done.changed == [] and done.err == (
        "floor: FLOOR_AUTHOR holds bytes that are not text (at character 3): type it again\n"), done.describe()


def test_a_file_name_that_is_not_text_is_refused(world: Path) -> None:
    line = refused(world, "player", "import", "@ab\udcffc.csv", files={"ab\udcffc.csv": b"Ana\n"})
    assert re.fullmatch(r"floor: the file name holds bytes that are not text \(at character \d+\): rename the file "
                        r"with letters Floor can show", line)


@pytest.mark.parametrize(("name", "code"), [("Ana\nPop", "000A"), ("Ana\u2028Pop", "2028"), ("Ana\x00", "0000")])
def test_a_line_break_or_control_character_in_a_name_is_refused(world: Path, name: str, code: str) -> None:
    """A name is one line on a seat card and a phone; "A\\nB" was registered as it was."""
    assert f"the name holds a line break or a control character (U+{code}" in refused(world, "player", "add", name)


def test_a_refused_value_holding_a_line_break_is_echoed_on_one_line(world: Path) -> None:
    line = refused(world, "player", "list", "-t", "4\r2")
    assert line.endswith("4\\r2 is not a whole number")


# -- whole numbers: beyond SQLite's integer, beyond 4,300 digits, beyond any chip count ------------------------

def test_a_tournament_number_beyond_sqlites_integer_is_refused(world: Path) -> None:
    """`-t 99999999999999999999` ended in OverflowError (SQLite keeps 64 bits)."""
    assert refused(world, "player", "list", "-t", "99999999999999999999") == (
        f"floor player list: error: argument -t/--tournament: a tournament number must be at most {LARGEST_ID:,}, "
        "not 99999999999999999999")


def test_an_integer_of_5000_digits_is_refused_without_echoing_it(world: Path) -> None:
    """int() refuses more than 4,300 digits; argparse echoed all 5,000 of them in its message."""
    line = refused(world, "clock", "jump", HUGE)
    assert line.endswith("a level number must be at most 9,999, not 999999999999999999999999…") and len(line) < 160


@pytest.mark.parametrize("argv", [("player", "bust", HUGE), ("player", "rebuy", HUGE), ("seat", "late", HUGE),
                                  ("seat", "draw", "--card", f"{HUGE}=As"), ("chips", "set", f"{HUGE}=100"),
                                  ("seat", "move", HUGE, "1", "1")])
def test_a_player_number_of_5000_digits_is_refused(world: Path, argv: tuple[str, ...]) -> None:
    """A player is found by number when the reference is all digits: int() of 5,000 of them raised ValueError."""
    assert "number must be at most 9,223,372,036,854,775,807" in refused(world, *argv)


@pytest.mark.parametrize(("argv", "words"), [
    (("tournament", "new", "X", "--buy-in", "99999999999999999999", "--stack", "100"), "an amount must be at most"),
    (("chips", "set", "1=99999999999999999999"), "1's chips must be at most 1,000,000,000,000"),
    (("clock", "adjust", "+99999999999999999999"), "(a day at most)"),
    (("tournament", "new", "X", "--buy-in", "1", "--stack", "100", "--rebuy", "1:1:" + "9" * 30),
     "the limit must be at most 999"),
    (("payouts", "deal", "--play-for", "-5"), "an amount must be at least 0"),
    (("stud", "bring-in", "--game", "stud", "99999999999999999999=2c", "2=3d"), "a seat number must be at most 99"),
    (("house", "set", f"balance_max_diff={HUGE}"), "balance_max_diff must be at most"),
])
def test_a_number_beyond_any_count_is_refused_before_it_is_stored(world: Path, argv: tuple[str, ...],
                                                                   words: str) -> None:
    """These were taken (exit 0: a buy-in, a stack, a clock moved by 3 trillion years) or crashed later."""
    assert words in refused(world, *argv)


def test_every_whole_number_option_has_a_bounded_type() -> None:
    """No option of floor's own commands reads a bare int() (backup's --keep is the store's: it refuses 0 and -5)."""
    def walk(p: object) -> list[str]:
        found = []
        for action in p._actions:  # type: ignore[attr-defined]
            if hasattr(action, "choices") and isinstance(action.choices, dict):
                for child in action.choices.values():
                    found += walk(child)
            elif action.type is int:
                found.append(action.dest)
        return found
    assert set(walk(parser())) <= {"keep"}


@pytest.mark.parametrize("argv", [("tournament", "new", "X", "--buy-in", "1", "--stack", "100", "--payouts", HUGE),
                                  ("tournament", "new", "X", "--buy-in", "1", "--stack", "100", "--structure", HUGE)])
def test_a_name_too_long_for_a_path_is_refused_as_unknown(world: Path, argv: tuple[str, ...]) -> None:
    """A payout table or structure name of 5,000 characters ended in OSError "File name too long"."""
    assert re.search(r"(no payout table called|no structure called) '9{24}…'", refused(world, *argv))


# -- files that are not there, or not files --------------------------------------------------------------------

@pytest.mark.parametrize(("path", "words"), [("@missing.csv", "No such file or directory"),
                                             ("@folder", "it is a folder, not a file"),
                                             ("/dev/null", "it is not a file"),
                                             ("@empty.csv", "is empty (0 bytes)")])
def test_a_file_option_that_is_no_readable_file_is_refused(world: Path, path: str, words: str) -> None:
    for argv in (("player", "import", path), ("house", "set", "--file", path), ("ruling", "decide", path),
                 ("hands", "record", "1", path), ("hands", "replay", path)):
        assert words in refused(world, *argv, files={"empty.csv": b""})


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads a file without read permission")
def test_a_file_without_read_permission_is_refused(world: Path, tmp_path: Path) -> None:
    locked = tmp_path / "locked.csv"
    locked.write_text("Ana\n", encoding="utf-8")
    locked.chmod(0)
    assert "Permission denied" in refused(world, "player", "import", str(locked))


# -- CSV: encodings, huge fields, NUL, quotes, U+2028 -----------------------------------------------------------

def test_a_latin1_csv_is_refused_naming_the_file_and_line(world: Path) -> None:
    line = refused(world, "player", "import", "@list.csv", files={"list.csv": "Ana\nJosé,Pepe\n".encode("latin-1")})
    assert line.startswith("floor: list.csv line 2 is not utf-8 text; if it was saved as Windows-1251")


def test_broken_utf8_in_a_csv_names_its_line(world: Path) -> None:
    assert refused(world, "player", "import", "@list.csv", files={"list.csv": b"Ana\nBo\n\xc3\x28x\n"}).startswith(
        "floor: list.csv line 3 is not utf-8 text")


def test_a_utf16_csv_with_a_byte_order_mark_is_read(world: Path) -> None:
    """What Excel's "Unicode text" and many Russian club programs save."""
    data = "name,nickname\nИван Петров,Ваня\nЗоя,\n".encode("utf-16")
    done = accepted(world, "player", "import", "@list.csv", files={"list.csv": data})
    assert "Registered 2 players" in done.out


@pytest.mark.parametrize(("encoding", "text"), [("cp1251", "Иван Петров,Ваня\nЗоя\n"),
                                                ("cp1250", "Ştefan Ţurcanu,Ştefi\nMihai Ionescu\n")])
def test_a_windows_code_page_csv_is_read_when_declared(world: Path, encoding: str, text: str) -> None:
    done = run_in_copy(world, ("player", "import", "@list.csv", "--encoding", encoding, "--json"), b"",
                       {"list.csv": text.encode(encoding)})
    assert done.code == 0 and '"registered": 2' in done.out, done.describe()
    assert refused(world, "player", "import", "@list.csv", files={"list.csv": text.encode(encoding)}).endswith(
        "say so with --encoding cp1251 or --encoding cp1250")


def test_the_console_reads_a_utf16_list_through_the_same_reader(tmp_path: Path) -> None:
    """The console's Import players (CSV)… calls read_registrations too: a byte-order mark is read there as well."""
    path = tmp_path / "list.csv"
    path.write_bytes("Иван,Ваня,17\n".encode("utf-16"))
    assert read_registrations(path) == [("Иван", "Ваня", "17", 1)]


@pytest.mark.parametrize("encoding", ["rot13", "base64", "klingon", "undefined"])
def test_an_encoding_that_is_not_a_text_encoding_is_refused(world: Path, encoding: str) -> None:
    assert "is not a text encoding Floor knows" in refused(world, "player", "import", "@list.csv", "--encoding",
                                                            encoding, files={"list.csv": b"Ana\n"})


def test_a_200000_character_field_is_refused_naming_the_line(world: Path) -> None:
    """csv.Error "field larger than field limit" was a traceback."""
    assert refused(world, "player", "import", "@list.csv", files={"list.csv": b"Ana\n" + b"A" * 200_000}) == (
        "floor: list.csv line 2: a field of more than 131,072 characters: this is not a list of players")


def test_a_nul_byte_in_a_csv_is_refused_naming_the_line(world: Path) -> None:
    """Before, "Ana\\x00" was registered."""
    assert refused(world, "player", "import", "@list.csv", files={"list.csv": b"Ana\nBo\x00b\n"}) == (
        "floor: list.csv line 2 holds a NUL byte: this is not a text file of players")


def test_a_quote_never_closed_is_refused_naming_its_line(world: Path) -> None:
    """Before, the rest of the file became one player's name, line breaks and commas included."""
    assert refused(world, "player", "import", "@list.csv", files={"list.csv": b'Ana\n"Boris,B\nCid\nDan\n'}) == (
        "floor: list.csv line 2: a quote (\") opened here is never closed")


def test_a_line_separator_inside_a_field_does_not_split_the_line(world: Path) -> None:
    """str.splitlines() cut "Ana,Ani\\u2028x,17" into two rows and registered "Ana" and "x"."""
    line = refused(world, "player", "import", "@list.csv", files={"list.csv": "Ana,Ani\u2028x,17\nBo\n".encode()})
    assert line.startswith("floor: list.csv line 1: the nickname holds a line break or a control character (U+2028")


def test_a_quoted_name_with_a_comma_and_the_lines_after_it_keep_their_numbers(world: Path) -> None:
    data = b'name,nickname\n"Pop, Ana",Ani\n"Multi\nline",x\nCid\n'
    assert refused(world, "player", "import", "@list.csv", files={"list.csv": data}).startswith(
        "floor: list.csv line 3: the name holds a line break")


# -- TOML: house profiles ---------------------------------------------------------------------------------------

@pytest.mark.parametrize(("body", "words"), [
    (b'joker_policy = "\xff"\n', "profile.toml line 1 is not utf-8 text"),
    (b"misdeal_threshold = 1979-05-27\n", "profile.toml: misdeal_threshold cannot be a date or a time (1979-05-27)"),
    (b"[deck_spec]\nholdem = 07:30:00\n", "profile.toml: deck_spec.holdem cannot be a date or a time (07:30:00)"),
    (b"a = " + b"[" * 100_000 + b"]" * 100_000 + b"\n", "profile.toml nests more than 64 levels deep"),
    (b"\n\ndeck_spec = " + HUGE.encode() + b"\n", "profile.toml line 3: a number of thousands of digits"),
    (b"deck_spec = 99999999999999999999\n", "profile.toml: deck_spec: the number 999999999999… has more than 18"),
])
def test_a_house_profile_that_cannot_be_read_is_refused_naming_the_key_or_line(world: Path, body: bytes,
                                                                              words: str) -> None:
    """Bad bytes, deep nesting and 5,000 digits were tracebacks; a date was refused as "datetime.date(1979, 5, 27)"."""
    assert words in refused(world, "house", "set", "--file", "@profile.toml", files={"profile.toml": body})


# -- JSON: structures, situations, showdown requests, hand histories ---------------------------------------------

NEW = ("tournament", "new", "Evening", "--buy-in", "100", "--stack", "10000", "--structure", "@s.json")


@pytest.mark.parametrize(("body", "words"), [
    (b"[" * 100_000 + b"]" * 100_000, "s.json nests more than 64 levels deep"),
    (b'{"chips": [' + HUGE.encode() + b'], "items": []}', "s.json: the number 999999999999… has more than 18 digits"),
    (b'{"chips": [1E400], "items": []}', "s.json: 1E400 is not a finite number"),
    (b'{"name": "\xe9t\xe9"}', "s.json line 1 is not utf-8 text"),
    (b"[]", "s.json: a blind structure is a JSON object with 'chips' and 'items'"),
    (b'{"chips": [25], "items": [{"kind": "level", "small_blind": "25", "big_blind": 50, "minutes": 20}]}',
     "s.json: level 1: small_blind must be a whole number, not '25'"),
    (('{"chips": [' + ", ".join(str(n) for n in range(1, 200_001)) + '], "items": []}').encode(),
     "s.json: the structure names 200,000 chip denominations: at most 100"),
])
def test_a_structure_file_that_cannot_be_played_is_refused_in_one_line(world: Path, body: bytes, words: str) -> None:
    """100,000 brackets and 5,000 digits were tracebacks; 200,000 chips took quadratic time."""
    assert words in refused(world, *NEW, files={"s.json": body})


def test_the_default_structure_is_the_template_whatever_the_current_folder_holds(
        world: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A folder called "standard" where floor is run was read as the structure file (and refused)."""
    (tmp_path / "standard").mkdir()
    monkeypatch.chdir(tmp_path)
    accepted(world, "tournament", "new", "Evening", "--buy-in", "100", "--stack", "10000")


@pytest.mark.parametrize("argv", [("ruling", "decide", "@r.json"), ("hands", "record", "1", "@r.json"),
                                  ("hands", "replay", "@r.json")])
@pytest.mark.parametrize(("body", "words"), [(b"[" * 100_000, "nests more than 64 levels deep"),
                                              (b'{"game": "holdem", "deck": 1E400}', "1E400 is not a finite number"),
                                              (b'{"seat": ' + HUGE.encode() + b"}", "has more than 18 digits"),
                                              (b"\xff\xfe\x00", "is not utf-16 text")])
def test_hostile_json_to_a_command_that_reads_json_is_refused_in_one_line(world: Path, argv: tuple[str, ...],
                                                                          body: bytes, words: str) -> None:
    """RecursionError, OverflowError (hands record with "deck": 1E400) and ValueError (5,000 digits) before."""
    line = refused(world, *argv, files={"r.json": body})
    assert line.startswith("floor: r.json") and words in line


@pytest.mark.parametrize("argv", [("ruling", "decide", "-"), ("hands", "record", "1", "-"), ("hands", "replay", "-")])
def test_hostile_standard_input_is_refused_in_one_line(world: Path, argv: tuple[str, ...]) -> None:
    """`-` read sys.stdin as text (a UnicodeDecodeError on bad bytes) and parsed it without bounds."""
    assert "nests more than 64 levels deep" in refused(world, *argv, stdin=b"[" * 100_000)
    assert "floor: standard input line 1 is not utf-8 text" in refused(world, *argv, stdin=b'{"hs": "\xff"}')


@pytest.mark.parametrize(("facts", "words"), [
    ({"contributions": {"x": 50}}, "a seat in contributions must be a seat number (1 or more), not 'x'"),
    ({"contributions": {"²": 50}}, "a seat in contributions must be a seat number (1 or more), not '²'"),
    ({"contributions": {"9" * 5000: 50}}, "a seat in contributions must be a seat number (1 or more), not '999"),
    ({"contributions": [1, 2]}, 'contributions must map seats to chips, e.g. {"3": 1200}'),
    ({"seat": "²"}, "seat must be a seat number (1 or more), not '²'"),
])
def test_a_situation_whose_seats_are_no_numbers_is_refused(world: Path, facts: dict[str, object], words: str) -> None:
    """Found by the file fuzz: Situation read these with int() before checking them (ValueError, TypeError)."""
    body = json.dumps({"hs": "HS4", "found": "duplicate_card", **facts}).encode()
    assert words in refused(world, "ruling", "decide", "@s.json", files={"s.json": body})


def test_the_situation_on_standard_input_is_read(world: Path) -> None:
    done = run_in_copy(world, ("ruling", "decide", "-"), json.dumps(SITUATION).encode())
    assert done.code == 0 and done.out.startswith("DD-05 — Defective deck found during the hand"), done.describe()


def test_a_hand_on_standard_input_is_recorded(world: Path) -> None:
    done = run_in_copy(world, ("hands", "record", "1", "-"), json.dumps(HOLDEM).encode())
    assert done.code == 0 and "Table 1 hand 2 recorded" in done.out, done.describe()


@pytest.mark.parametrize(("field", "words"), [
    ("_floor_request = '" + "[" * 100_000 + "'", "_floor_request nests more than 64 levels deep"),
    ("_floor_request = '{\"deck\": 1E400}'", "_floor_request: 1E400 is not a finite number"),
    ("_floor_request = 5", "_floor_request and _floor_result must be JSON text"),
])
def test_a_phh_history_with_hostile_floor_fields_is_refused(world: Path, field: str, words: str) -> None:
    body = f"variant = \"NT\"\n{field}\n_floor_result = '{{}}'\n".encode()
    assert words in refused(world, "hands", "replay", "@h.phh", files={"h.phh": body})


def test_a_phh_history_nested_without_end_is_refused(world: Path) -> None:
    assert "h.phh nests more than 64 levels deep" in refused(
        world, "hands", "replay", "@h.phh", files={"h.phh": b"a = " + b"[" * 100_000 + b"\n"})


def test_a_phh_history_with_5000_digits_is_refused(world: Path) -> None:
    assert "h.phh line 2: a number of thousands of digits" in refused(
        world, "hands", "replay", "@h.phh", files={"h.phh": b'variant = "NT"\ntable = ' + HUGE.encode() + b"\n"})


def test_the_exports_still_replay(world: Path) -> None:
    for name in ("hands.json", "hands.phhs"):
        done = accepted(world, "hands", "replay", f"@exports/{name}")
        assert done.out.endswith("1 of 1 hands replay to the recorded result.\n")


# -- the last resort ---------------------------------------------------------------------------------------------

def test_a_bug_is_said_in_one_line_with_exit_1_and_its_traceback_kept_in_a_log(tmp_path: Path,
                                                                               capsys: pytest.CaptureFixture[str]
                                                                               ) -> None:
    """No input reaches it (the fuzz modules check that); if a bug does, one line says so and where the log is."""
    args = parser().parse_args(["--db", str(tmp_path / "floor.db"), "player", "list"])
    try:
        {}["name"]
    except KeyError as err:
        code = _internal_error(err, args, saved=False)
    said = capsys.readouterr().err
    assert code == 1 and said.count("\n") == 1
    found = re.fullmatch(r"floor: internal error \(KeyError\): please report it; nothing was changed "
                         r"\(the details are in (.+)\)\n", said)
    assert found is not None
    log = Path(found.group(1))
    assert log.parent == tmp_path / "logs" and "KeyError: 'name'" in log.read_text(encoding="utf-8")
    assert "Traceback" in log.read_text(encoding="utf-8") and sys.exc_info() == (None, None, None)
