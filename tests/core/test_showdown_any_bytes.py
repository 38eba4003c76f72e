"""The showdown contract holds for any bytes (issue #16): one answer line per input line, never a traceback.

Each test is one finding of the torture run, replayed in-process through `floor showdown` as a batch job or a
dealer's script feeds it: standard input as bytes, standard output a strict UTF-8 stream (a lone surrogate in an
answer once ended the whole batch there, after 174 of 3,000 answers).
"""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from floor.cli import main
from floor.core import FloorError, showdown
from floor.core.showdown import MAX_SEATS

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = json.loads((ROOT / "resources/examples/omaha-hilo.json").read_text(encoding="utf-8"))
GOOD = json.dumps(EXAMPLE).encode()


def run(data: bytes, *argv: str, encoding: str = "utf-8") -> tuple[int, str]:
    """`floor showdown ARGV` with ``data`` on standard input; its exit status and what it wrote (strictly
    decoded: an answer that is not valid text in ``encoding`` fails here)."""
    stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
    raw = io.BytesIO()
    stdout = io.TextIOWrapper(raw, encoding=encoding, errors="strict", newline="\n")
    code = main(["showdown", *argv], stdin=stdin, stdout=stdout)
    stdout.flush()
    return code, raw.getvalue().decode(encoding)


def batch(data: bytes, capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[dict[str, Any]]]:
    """A --batch run: its exit status and its answers, after checking it wrote one JSON object a line and not a
    word on standard error."""
    code, out = run(data, "--batch", *argv)
    assert out == "" or out.endswith("\n")
    lines = out.split("\n")[:-1]
    assert len(out.splitlines()) == len(lines)  # no answer holds a character another reader would split on
    assert capsys.readouterr().err == ""
    return code, [json.loads(line) for line in lines]


def error_code(answer: dict[str, Any]) -> str:
    assert set(answer["error"]) == {"code", "message", "seat", "procedure"}
    assert answer["error"]["message"]
    return str(answer["error"]["code"])


def with_card(text: str) -> bytes:
    """The README's example with seat 1's first card replaced by ``text`` (as JSON text, escapes allowed)."""
    return GOOD.replace(b'"As"', b'"' + text.encode("utf-8", "surrogatepass") + b'"', 1)


def test_a_lone_surrogate_escape_in_a_card_is_refused_on_its_line_and_the_batch_goes_on(
        capsys: pytest.CaptureFixture[str]) -> None:
    """`"\\ud800s"` as a card: that line is refused as not text, the lines around it are answered."""
    code, answers = batch(GOOD + b"\n" + with_card("\\ud800s") + b"\n" + GOOD + b"\n", capsys)
    assert code == 2 and len(answers) == 3
    assert error_code(answers[1]) == "bad-text"
    assert answers[0]["payouts"] == answers[2]["payouts"] == {"1": 400, "4": 1900}


def test_raw_surrogate_bytes_in_a_card_are_refused_on_their_line(capsys: pytest.CaptureFixture[str]) -> None:
    """The same surrogate as raw bytes (ED A0 80, invalid UTF-8): refused as not UTF-8, the next line answered."""
    code, answers = batch(with_card("\ud800s") + b"\n" + GOOD + b"\n", capsys)
    assert code == 2 and error_code(answers[0]) == "bad-encoding"
    assert "line 1" in answers[0]["error"]["message"]
    assert answers[1]["payouts"] == {"1": 400, "4": 1900}


@pytest.mark.parametrize("breaker", ["\u2028", "\u2029", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85"])
def test_a_line_separator_inside_a_string_is_one_request_with_one_answer(
        breaker: str, capsys: pytest.CaptureFixture[str]) -> None:
    """U+2028 and the other characters splitlines() breaks on, raw inside a string: one request, one answer
    (the input is split on "\\n" only), and the answer that echoes it cannot be split either."""
    unknown = json.dumps({"game": "holdem", f"x{breaker}y": 1, "seats": [{"seat": 1}]},
                         ensure_ascii=False).encode()
    code, answers = batch(with_card(f"A{breaker}s") + b"\n" + unknown + b"\n" + GOOD + b"\n", capsys)
    assert code == 2 and len(answers) == 3
    assert "error" in answers[0] and error_code(answers[1]) in ("bad-request", "bad-json")
    assert answers[2]["payouts"] == {"1": 400, "4": 1900}


def test_a_carriage_return_before_the_newline_belongs_to_the_line_ending(capsys: pytest.CaptureFixture[str]) -> None:
    """Lines ending in \\r\\n (a file saved on Windows), the last without a newline: every request answered."""
    code, answers = batch(GOOD + b"\r\n" + GOOD + b"\r\n" + GOOD, capsys)
    assert code == 0 and [a["payouts"] for a in answers] == [{"1": 400, "4": 1900}] * 3


def test_a_byte_order_mark_before_the_first_request_is_not_part_of_it(capsys: pytest.CaptureFixture[str]) -> None:
    """A batch file saved by Notepad starts with a UTF-8 byte-order mark: its first request is still read."""
    code, answers = batch(b"\xef\xbb\xbf" + GOOD + b"\n" + GOOD + b"\n", capsys)
    assert code == 0 and len(answers) == 2


def test_100000_nested_brackets_get_one_refusal_and_the_next_line_is_answered(
        capsys: pytest.CaptureFixture[str]) -> None:
    """A line of 100,000 "[" (and one of 100,000 pairs) nests too deep: refused, the batch goes on."""
    code, answers = batch(b"[" * 100_000 + b"\n" + b"[" * 100_000 + b"]" * 100_000 + b"\n" + GOOD + b"\n", capsys)
    assert code == 2 and [error_code(a) for a in answers[:2]] == ["bad-json", "bad-json"]
    assert "nests more than" in answers[0]["error"]["message"]
    assert answers[2]["payouts"] == {"1": 400, "4": 1900}


def test_a_5000_digit_integer_is_refused_on_its_line(capsys: pytest.CaptureFixture[str]) -> None:
    """A contribution of 5,000 digits (beyond Python's own limit for reading one): bad-number, batch goes on."""
    code, answers = batch(GOOD.replace(b"1200", b"1" * 5000) + b"\n" + GOOD + b"\n", capsys)
    assert code == 2 and error_code(answers[0]) == "bad-number" and "digits" in answers[0]["error"]["message"]
    assert answers[1]["payouts"] == {"1": 400, "4": 1900}


def test_invalid_utf8_in_a_file_is_refused_on_its_line_and_the_next_lines_are_answered(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """FILE with a line of invalid UTF-8 in the middle: that line gets its own refusal naming it, the others
    are answered, and the file is unchanged."""
    path = tmp_path / "batch.jsonl"
    content = GOOD + b"\n\xff\xfe{\x80}\n" + GOOD + b"\n"
    path.write_bytes(content)
    code, answers = batch(b"", capsys, str(path))
    assert code == 2 and len(answers) == 3
    assert error_code(answers[1]) == "bad-encoding"
    assert answers[1]["error"]["message"] == f"{path} line 2 is not utf-8 text"
    assert answers[2]["payouts"] == {"1": 400, "4": 1900}
    assert path.read_bytes() == content


@pytest.mark.parametrize(("field", "value"), [
    ("deck", 52.5), ("deck", 52.0), ("jokers", 0.0), ("jokers", 1.0), ("chip", 25.0), ("chip", 2.5),
    ("button", 4.0), ("seat", 1.0), ("contributed", 1200.0), ("contributed", 1200.5), ("dead", 0.0),
])
def test_a_fractional_number_is_refused_not_rounded(field: str, value: float) -> None:
    """`"deck": 52.5` was read as 52: a field that holds a whole number refuses a float, even 52.0."""
    request = json.loads(json.dumps(EXAMPLE))
    if field == "deck":
        request.update(game="draw5", board=[], button=1, seats=[
            {"seat": 1, "cards": "As Ks Qs Js Ts", "contributed": 100},
            {"seat": 2, "cards": "2c 3d 4h 5s 7c", "contributed": 100}])
    if field in ("seat", "contributed", "dead"):
        request["seats"][0][field] = value
    else:
        request[field] = value
    with pytest.raises(FloorError) as refused:
        showdown(request)
    assert refused.value.code in ("bad-number", "bad-deck")
    assert repr(value) in refused.value.message


def test_an_infinite_deck_is_a_bad_number_not_an_internal_error(capsys: pytest.CaptureFixture[str]) -> None:
    """`"deck": 1E400` gave internal-error (a traceback on standard error): now bad-number, naming it."""
    line = b'{"game": "draw5", "deck": 1E400, "seats": [{"seat": 1, "cards": "As Ks Qs Js Ts"}]}'
    code, answers = batch(line + b"\n" + line.replace(b"1E400", b"NaN") + b"\n", capsys)
    assert code == 2 and [error_code(a) for a in answers] == ["bad-number", "bad-number"]
    assert "1E400" in answers[0]["error"]["message"]


def test_200000_seats_are_refused_before_any_is_read() -> None:
    """200,000 seats hung for minutes (each seat compared with every other): now refused at once, counted."""
    request = {"game": "holdem", "seats": [{"seat": n, "cards": []} for n in range(1, 200_001)]}
    with pytest.raises(FloorError) as refused:
        showdown(request)
    assert refused.value.code == "too-many-seats" and "200000 seats" in refused.value.message


def test_200000_seats_in_a_batch_get_one_answer(capsys: pytest.CaptureFixture[str]) -> None:
    """The same through the batch, twice, beside a good request: three answers."""
    many = json.dumps({"game": "holdem", "seats": [{"seat": 1}] * 200_000}).encode()
    code, answers = batch(many + b"\n" + GOOD + b"\n" + many + b"\n", capsys)
    assert [("error" in a) for a in answers] == [True, False, True]
    assert error_code(answers[0]) == "too-many-seats" and code == 2


def test_twelve_seats_are_more_than_any_table_holds() -> None:
    """A table holds at most 11 seats (the tournament's tables and settings: 2 to 11): 12 are refused."""
    seats = [{"seat": n, "cards": [], "folded": n > 1} for n in range(1, MAX_SEATS + 2)]
    with pytest.raises(FloorError) as refused:
        showdown({"game": "holdem", "seats": seats})
    assert refused.value.code == "too-many-seats"
    assert showdown({"game": "holdem", "seats": seats[:MAX_SEATS]})["hands"] == []


@pytest.mark.parametrize("where", ["seat", "button"])
@pytest.mark.parametrize("number", [12, 10**18, 2**63])
def test_a_seat_beyond_any_table_is_refused(where: str, number: int) -> None:
    """Seat or button 12 and beyond is no seat of a table Floor sets: bad-number naming the limit."""
    request = json.loads(json.dumps(EXAMPLE))
    if where == "seat":
        request["seats"][1]["seat"] = number
    else:
        request["button"] = number
    with pytest.raises(FloorError) as refused:
        showdown(request)
    assert refused.value.code == "bad-number" and "1 to 11" in refused.value.message


def test_a_seat_listed_twice_among_eleven_is_found() -> None:
    """The duplicate check is a set, not each seat against every other: the 11th repeating the 1st is named."""
    seats = [{"seat": n, "cards": [], "folded": True} for n in range(1, MAX_SEATS)] + [{"seat": 1, "cards": []}]
    with pytest.raises(FloorError) as refused:
        showdown({"game": "holdem", "seats": seats})
    assert refused.value.code == "bad-request" and refused.value.message == "seat 1 is listed twice"


HOSTILE_REQUESTS = {
    "invalid UTF-8": b"\xff\xfe{\x80",
    "raw surrogate": with_card("\ud800"),
    "surrogate escape": with_card("\\udfff"),
    "100,000 brackets": b"[" * 100_000,
    "5,000 digits": b'{"chip": ' + b"7" * 5000 + b"}",
    "1E400": b'{"game": "draw5", "deck": 1E400}',
    "nothing": b"",
    "a U+2028 line": with_card("\u2028"),
    "binary": bytes(range(256)),
    "200,000 seats": json.dumps({"game": "holdem", "seats": [{"seat": 1}] * 200_000}).encode(),
}


@pytest.mark.parametrize("data", HOSTILE_REQUESTS.values(), ids=HOSTILE_REQUESTS.keys())
def test_a_single_request_never_ends_in_a_traceback(data: bytes, capsys: pytest.CaptureFixture[str]) -> None:
    """Without --batch, from standard input: one JSON error object with a code and a message, exit 2."""
    code, out = run(data)
    assert code == 2 and error_code(json.loads(out)) != "internal-error"
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("data", HOSTILE_REQUESTS.values(), ids=HOSTILE_REQUESTS.keys())
def test_a_request_file_never_ends_in_a_traceback(data: bytes, tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """The same requests as FILE: one JSON error object, exit 2, the file unchanged."""
    path = tmp_path / "request.json"
    path.write_bytes(data)
    code, out = run(b"", str(path))
    assert code == 2 and error_code(json.loads(out)) != "internal-error"
    assert capsys.readouterr().err == "" and path.read_bytes() == data


def test_a_utf16_request_file_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    """A single request saved as UTF-16 by a Windows editor (it writes a byte-order mark) is read, not refused."""
    path = tmp_path / "request.json"
    path.write_bytes(json.dumps(EXAMPLE).encode("utf-16"))
    code, out = run(b"", str(path))
    assert code == 0 and json.loads(out)["payouts"] == {"1": 400, "4": 1900}


@pytest.mark.parametrize("argv", [("--batch",), ()])
@pytest.mark.parametrize("name", ["missing.json", ".", "bad\x00name.json"])
def test_a_file_that_cannot_be_read_is_one_error_object(argv: tuple[str, ...], name: str, tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """A missing FILE, a folder, a path with a NUL byte: one no-file error object naming it, exit 2."""
    code, out = run(b"", str(tmp_path / name), *argv)
    answer = json.loads(out)
    assert code == 2 and error_code(answer) == "no-file" and "cannot read" in answer["error"]["message"]
    assert capsys.readouterr().err == ""


def test_an_empty_batch_answers_nothing_and_an_empty_line_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    """No input, no answer (exit 0); an empty or blank line gets its own refusal."""
    assert batch(b"", capsys) == (0, [])
    code, answers = batch(b"\n  \r\n" + GOOD, capsys)
    assert code == 2 and [error_code(a) for a in answers[:2]] == ["bad-json", "bad-json"]
    assert "empty" in answers[0]["error"]["message"] and answers[2]["payouts"] == {"1": 400, "4": 1900}


def test_a_text_stream_without_a_buffer_still_gets_one_answer_a_line(capsys: pytest.CaptureFixture[str]) -> None:
    """A caller handing a plain text stream (no bytes underneath) holding a lone surrogate: refused on its line."""
    text = with_card("\ud800").decode("utf-8", "surrogatepass") + "\n" + GOOD.decode() + "\n"
    out = io.StringIO()
    code = main(["showdown", "--batch"], stdin=io.StringIO(text), stdout=out)
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    assert code == 2 and error_code(answers[0]) == "bad-encoding" and "payouts" in answers[1]
    assert capsys.readouterr().err == ""


def test_an_ascii_only_terminal_still_gets_the_whole_answer(capsys: pytest.CaptureFixture[str]) -> None:
    """An answer naming a card typed in Cyrillic, written to a stream that takes only ASCII: escaped JSON,
    the same answer once read."""
    code, out = run(with_card("Жs") + b"\n", "--batch", encoding="ascii")
    assert code == 2 and "Ж" in json.loads(out)["error"]["message"]
    assert capsys.readouterr().err == ""


def test_a_reader_that_stops_early_gets_no_traceback_on_stderr(tmp_path: Path) -> None:
    """`floor showdown --batch FILE | head -1`: the reader went away; Floor stops quietly (issue 16)."""
    import subprocess
    import sys

    request = json.dumps({"game": "holdem", "board": ["Ah", "7d", "3c", "Kd", "2s"],
                          "seats": [{"seat": 1, "cards": ["As", "Ks"]}, {"seat": 2, "cards": ["2h", "2d"]}]})
    batch = tmp_path / "many.jsonl"
    batch.write_text((request + "\n") * 20_000, encoding="utf-8")
    child = subprocess.Popen([sys.executable, "-m", "floor", "showdown", "--batch", str(batch)],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert child.stdout is not None and child.stderr is not None
    first = child.stdout.readline()
    child.stdout.close()
    err = child.stderr.read()
    child.stderr.close()
    child.wait(timeout=60)
    assert json.loads(first)["game"] == "holdem"
    assert err == b""
