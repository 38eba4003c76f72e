"""The results report on paper (ui.printing.results_report): the PDF's text read back, in English and Russian, a
300-player field over several A4 pages with the headers on each, the console's menu entry, printing, and
`floor report` on the command line.

PySide6's QtPdf is not installed here, so the text is read from the PDF itself: each page's content stream (as
``tests/pdf_raster.py`` reads it) and its fonts' ToUnicode maps, the way a PDF reader's search finds the words.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest
from conftest import FakeTime, run_floor
from painted import wait_painted
from pdf_raster import pdf_pages
from PySide6.QtPrintSupport import QPrinter
from screen_checks import Seen, clipped, english_left, too_big_for_its_screen, visible_texts

from floor.app import StoreSession
from floor.store.tournaments import Store
from floor.tournament import players as P
from floor.tournament import timekeeping
from floor.tournament.describe.report import Report, report
from floor.tournament.settings import Purchase, Settings
from floor.tournament.state import TournamentState
from floor.tournament.structure import structure_to_json, template
from floor.ui.common import language
from floor.ui.common.language import tr
from floor.ui.console.window import Console
from floor.ui.printing.results_report import ResultsReportDialog, page_image, pdf_bytes

T0 = 1_800_000_000.0
A4_POINTS = (595.0, 842.0)
NAMES = ("Ivan Petrov", "Мария Иванова", "Ștefan Țurcanu", "Olga Smirnova", "Andrei Popescu", "Елена Волкова")


# -- the PDF's words ----------------------------------------------------------------------------------------------

def _objects(data: bytes) -> dict[int, bytes]:
    return {int(m.group(1)): m.group(2) for m in re.finditer(rb"(\d+) 0 obj\n(.*?)endobj", data, re.S)}


def _stream(obj: bytes) -> bytes:
    head, body = obj.split(b"stream\n", 1)
    return zlib.decompressobj().decompress(body) if b"/FlateDecode" in head else body


def _unicode(cmap: bytes) -> dict[int, str]:
    """A ToUnicode map: glyph code -> text (Qt writes bfrange blocks, sometimes bfchar)."""
    out: dict[int, str] = {}
    for block in re.findall(rb"beginbfrange(.*?)endbfrange", cmap, re.S):
        for start, end, dest in re.findall(rb"<(\w+)>\s*<(\w+)>\s*(\[[^\]]*\]|<\w+>)", block):
            first = int(start, 16)
            if dest.startswith(b"["):
                for i, code in enumerate(re.findall(rb"<(\w+)>", dest)):
                    out[first + i] = bytes.fromhex(code.decode()).decode("utf-16-be")
            else:
                for i in range(int(end, 16) - first + 1):
                    out[first + i] = chr(int(dest[1:-1], 16) + i)
    for block in re.findall(rb"beginbfchar(.*?)endbfchar", cmap, re.S):
        for code, dest in re.findall(rb"<(\w+)>\s*<(\w+)>", block):
            out[int(code, 16)] = bytes.fromhex(dest.decode()).decode("utf-16-be")
    return out


def page_words(data: bytes) -> list[list[str]]:
    """Each page's texts, in the order they are drawn (one per text object), spaces as spaces."""
    objects = _objects(data)
    kids = re.search(rb"/Type /Pages\s*/Kids\s*\[([^\]]*)\]", data)
    assert kids is not None
    pages = []
    for number in map(int, re.findall(rb"(\d+) 0 R", kids.group(1))):
        page = objects[number]
        resources = re.search(rb"/Resources (\d+) 0 R", page)
        contents = re.search(rb"/Contents (\d+) 0 R", page)
        assert resources is not None and contents is not None
        fonts = {}
        for name, ref in re.findall(rb"/(F\d+) (\d+) 0 R", objects[int(resources.group(1))]):
            cmap = re.search(rb"/ToUnicode (\d+) 0 R", objects[int(ref)])
            assert cmap is not None, "every font can be searched (ToUnicode)"
            fonts[name] = _unicode(_stream(objects[int(cmap.group(1))]))
        texts = []
        for block in re.findall(rb"\bBT\b(.*?)\bET\b", _stream(objects[int(contents.group(1))]), re.S):
            font: dict[int, str] = {}
            shown = []
            for token in re.findall(rb"/F\d+ [\d.]+ Tf|<\w*>", block):
                if token.startswith(b"/"):
                    font = fonts[token.split()[0][1:]]
                else:
                    codes = token[1:-1].decode()
                    shown += [font.get(int(codes[i:i + 4], 16), "\ufffd") for i in range(0, len(codes), 4)]
            texts.append(re.sub(r"[ \t\r\n]+", " ", "".join(shown)).strip())  # (no-break spaces kept)
        pages.append([t for t in texts if t])
    return pages


def page_text(words: list[str]) -> str:
    """A page as one line (a name written in two scripts comes as two text objects: joined again)."""
    return re.sub(r"[ \t\r\n]+", " ", " ".join(words))


# -- tournaments --------------------------------------------------------------------------------------------------

def _registered(state: TournamentState, name: str, nickname: str = "") -> object:
    return P.register(state, name, now=T0 - 300, author="Ana", level=1, nickname=nickname)


def finished(path: Path, count: int = 12) -> tuple[Store, int]:
    """``count`` players (names in Latin, Cyrillic and Romanian letters), a rebuy, the clock started at T0, everyone
    out but Ivan Petrov, one every four minutes (the last bust in level 4 of the turbo's 12-minute levels when
    there are 12)."""
    store = Store(path)
    tid = store.create(Settings("Vineri — Турнир", buy_in=100, fee=10, starting_stack=20_000,
                                rebuy=Purchase(100, 20_000, 1, 6), payout_unit=5),
                       now=T0 - 600, author="Ana", extra={"structure": structure_to_json(template("turbo"))})
    names = [NAMES[0], *(f"{NAMES[i % len(NAMES)]} {i}" for i in range(1, count))]
    store.act_all(tid, [partial(_registered, name=n, nickname="Ёжик" if i == 1 else "") for i, n in enumerate(names)])
    store.act(tid, lambda s: timekeeping.clock(s, "start", now=T0, author="Ana"))
    store.act(tid, lambda s: P.rebuy(s, 2, now=T0 + 60, author="Ana", level=1))
    step = 4 * 60 if count <= 12 else 60
    store.act_all(tid, [partial(_busted, player=n, at=T0 + step * (count + 1 - n)) for n in range(count, 1, -1)])
    return store, tid


def _busted(state: TournamentState, player: int, at: float) -> object:
    return P.eliminate(state, [player], now=at, author="Ana", by=[1])


def content_of(store: Store, tid: int, **optional: object) -> Report:
    return report(store.state(tid), store.history(tid), now=T0 + 86_400, **optional)  # type: ignore[arg-type]


@pytest.fixture
def night(tmp_path: Path) -> Iterator[tuple[Store, int]]:
    store, tid = finished(tmp_path / "floor.db")
    yield store, tid
    store.close()
    language.use("en")


# -- the tests ----------------------------------------------------------------------------------------------------

def test_the_pdf_names_the_winner_his_prize_and_every_level_played(qapp, night) -> None:
    """One A4 page: the title, "Won by Ivan Petrov", his 1st prize in the standings' first row, and the structure
    played, levels 1 to 4 (the last bust at 44 minutes), no level 5."""
    store, tid = night
    content = content_of(store, tid)
    data, pages = pdf_bytes(content)
    assert data.startswith(b"%PDF") and pages == 1
    assert [size for size, _ in pdf_pages(data)] == [A4_POINTS]
    text = page_text(page_words(data)[0])
    prize = f"{content.winner.prize:,}" if content.winner and content.winner.prize else "?"
    assert "Vineri — Турнир" in text and "Won by Ivan Petrov" in text
    assert f"1 Ivan Petrov {prize} 1 0 0 11" in text  # place, name, prize, entries, rebuys, add-ons, hits
    assert "Structure played Level Small blind Big blind Ante Minutes" in text
    assert "1 25 50 12 2 50 100 12 3 100 200 200 (BB) 12 4 150 300 300 (BB) 12" in text
    assert "5 200 400" not in text and "Page 1 of 1" in text
    assert "Ended in level 4" in text and "Prize pool 1,300" in text and "Rebuys 1" in text


def test_the_report_speaks_russian_with_cyrillic_and_romanian_names_intact(qapp, night) -> None:
    """In Russian every heading is Russian (no English source left on the page), numbers are grouped the Russian
    way, and the names written in Cyrillic and with Romanian diacritics come back letter for letter."""
    store, tid = night
    language.use("ru")
    data, _ = pdf_bytes(content_of(store, tid))
    words = page_words(data)[0]
    text = page_text(words)
    assert english_left([Seen("pdf", w) for w in words], "ru") == []
    assert "Победитель: Ivan Petrov" in text and "Итоговая таблица" in text and "Сыгранная структура" in text
    assert "Призовой фонд 1\u00a0300" in text and "Завершён на этапе уровень 4" in text
    assert "Мария Иванова 1 Ёжик" in text and "Ștefan Țurcanu 2" in text and "\ufffd" not in text
    assert "Страница 1 из 1" in text


def test_a_field_of_300_goes_over_pages_each_with_the_headers_again(qapp, tmp_path: Path) -> None:
    """300 players: several A4 pages, each page the standings continue on starts with "Standings (continued)" and
    the column headers, every player is on exactly one row, and every page says which of how many it is."""
    store, tid = finished(tmp_path / "big.db", 300)
    try:
        data, count = pdf_bytes(content_of(store, tid))
    finally:
        store.close()
    pages = page_words(data)
    assert len(pages) == count >= 6
    assert all(size == A4_POINTS for size, _ in pdf_pages(data))
    header = ["Place", "Name", "Nickname", "Prize", "Entries", "Rebuys", "Add-ons", "Hits"]
    first = pages[0]
    assert first[first.index("Standings") + 1: first.index("Standings") + 9] == header
    standing_pages = [p for p in pages[1:] if "Standings (continued)" in p]
    assert len(standing_pages) >= 5
    for words in standing_pages:
        assert words[0] == "Standings (continued)" and words[1:9] == header
    for n, words in enumerate(pages, 1):
        assert words[-1] == f"Page {n} of {count}"
    everyone = " ".join(page_text(p) for p in pages)
    assert everyone.count("Ivan Petrov") == 2 + sum(1 for i in range(1, 300) if i % len(NAMES) == 0)  # (won by)
    for i in (1, 150, 299):
        assert everyone.count(f" {NAMES[i % len(NAMES)]} {i} ") == 1


def test_bounties_and_points_are_columns_only_when_given(qapp, night) -> None:
    """The lead's bounties and league points show as two more columns when handed in, and not otherwise."""
    store, tid = night
    plain = page_text(page_words(pdf_bytes(content_of(store, tid))[0])[0])
    assert "Bounties" not in plain and "Points" not in plain
    given = content_of(store, tid, bounties={1: 1_250}, points={1: 37.5, 2: 20.0})
    text = page_text(page_words(pdf_bytes(given)[0])[0])
    assert "Hits Bounties Points" in text and " 11 1,250 37.5 " in text


def test_every_name_stays_whole_with_every_column_in_romanian(qapp, tmp_path: Path) -> None:
    """Romanian's long headers, the bounties and the points beside the usual columns, a 300-player field: the
    letters get smaller rather than a name being cut ("…")."""
    store, tid = finished(tmp_path / "big.db", 300)
    try:
        language.use("ro")
        content = content_of(store, tid, bounties={p: 1_250 * p for p in range(1, 301)},
                             points={p: 1000 / p for p in range(1, 301)})
        pages = page_words(pdf_bytes(content)[0])
    finally:
        store.close()
        language.use("en")
    every = [w for page in pages for w in page]
    assert "Recompense" in every and "Puncte" in every and "Poreclă" in every
    assert [w for w in every if "…" in w] == []
    names = {s.name for s in content.standings}
    assert names <= set(every)


def test_names_too_wide_for_any_page_are_cut_and_every_other_stays_whole(qapp, tmp_path: Path) -> None:
    """Issue 30 paints a row's cells without measuring each again when the table fits; a table that cannot fit at
    the smallest letters (the widest names and nicknames a player may have, every column, in Romanian) still cuts
    the names too wide ("…"), and only those."""
    store = Store(tmp_path / "wide.db")
    try:
        tid = store.create(Settings("Wide", buy_in=100, starting_stack=20_000), now=T0 - 600, author="Ana")
        wide, nick = ["W" * 40, "Ш" * 40], ["Ш" * 20, "W" * 20]
        store.act_all(tid, [partial(_registered, name=n, nickname=k)
                            for n, k in ((wide[0], nick[0]), (wide[1], nick[1]), *((n, "") for n in NAMES))])
        language.use("ro")
        content = content_of(store, tid, bounties={p: 1_250_000 * p for p in range(1, 9)},
                             points={p: 1000 / p for p in range(1, 9)})
        pages = page_words(pdf_bytes(content)[0])
    finally:
        store.close()
        language.use("en")
    every = [w for page in pages for w in page]
    cut = [w for w in every if "…" in w]
    assert len(cut) == 4 and all(w.rstrip("…") and w.rstrip("…")[0] in "WШ" for w in cut)
    assert not set(wide) & set(every)
    assert set(NAMES) <= set(every)


def _console(qtbot, store: Store, tid: int) -> Console:
    window = Console(StoreSession(store, tid, "Ana", FakeTime(T0 + 86_400)), poll=False)
    qtbot.addWidget(window)
    window.show()
    return window


def _open_from_the_menu(window: Console) -> ResultsReportDialog:
    tournament = window.menuBar().actions()[0].menu()
    entry = next(a for a in tournament.actions() if a.text() == tr("Console", "Results report…"))
    entry.trigger()
    dialog = window.findChild(ResultsReportDialog)
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_the_consoles_menu_entry_saves_the_report_as_a_pdf(qtbot, night, tmp_path: Path) -> None:
    """Tournament › Results report…: the dialog previews page 1 and says what the report holds; Save writes the
    PDF whole (nothing beside it) and says where."""
    store, tid = night
    window = _console(qtbot, store, tid)
    dialog = _open_from_the_menu(window)
    assert "Won by Ivan Petrov" in dialog.about.text() and "A4, 1 page" in dialog.about.text()
    assert not dialog.preview.pixmap().isNull()
    path = tmp_path / "out" / "results.pdf"
    path.parent.mkdir()
    assert dialog.save_to(path)
    assert dialog.message.text() == f"Results report saved to {path} (1 page)"
    assert "Won by Ivan Petrov" in page_text(page_words(path.read_bytes())[0])
    assert [p.name for p in path.parent.iterdir()] == ["results.pdf"]


def test_a_place_that_cannot_be_written_is_said_in_one_line_and_changes_nothing(qtbot, night,
                                                                                 tmp_path: Path) -> None:
    """A folder that does not exist, a file where the folder should be, or a folder as the file: one line, the
    report that was there before left as it was, no part file left behind."""
    store, tid = night
    dialog = _open_from_the_menu(_console(qtbot, store, tid))
    paper = tmp_path / "paper"
    paper.mkdir()
    (paper / "a-file").write_text("not a folder")
    (paper / "results.pdf").write_bytes(b"%PDF the report saved before")
    kept = paper / "kept"
    kept.mkdir()
    for bad in (paper / "missing" / "results.pdf", paper / "a-file" / "results.pdf", kept):
        assert not dialog.save_to(bad)
        said = dialog.message.text()
        assert said.startswith(f"The report could not be saved to {bad}: ") and "\n" not in said
        assert "Traceback" not in said
    assert sorted(p.name for p in paper.iterdir()) == ["a-file", "kept", "results.pdf"]
    assert list(kept.iterdir()) == [] and (paper / "results.pdf").read_bytes() == b"%PDF the report saved before"


def test_printing_paints_the_same_pages(qtbot, night, tmp_path: Path) -> None:
    """Print… sends the same pages to the printer the dialog chose (here a PDF printer): the same words."""
    store, tid = night
    dialog = _open_from_the_menu(_console(qtbot, store, tid))
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    assert dialog.print_to(printer)
    assert dialog.message.text() == f"Results report sent to {tmp_path / 'printed.pdf'}"
    printed = page_words((tmp_path / "printed.pdf").read_bytes())
    saved = page_words(pdf_bytes(content_of(store, tid))[0])
    assert printed == saved


@pytest.mark.parametrize("code", ["en", "ru", "ro"])
def test_the_dialog_fits_the_screen_in_every_language(qtbot, night, code: str) -> None:
    """The dialog opens within a 1280x720 screen, nothing cut, no English left in Russian or Romanian; its
    preview is page 1 drawn in the same language."""
    store, tid = night
    language.use(code)
    window = _console(qtbot, store, tid)
    dialog = _open_from_the_menu(window)
    wait_painted(qtbot, dialog)
    problems = too_big_for_its_screen(dialog) + clipped(dialog)
    if code != "en":
        problems += [f"English left: {s.where} {s.text!r}" for s in english_left(visible_texts(dialog), code)]
    assert problems == []
    image = page_image(content_of(store, tid), 0, 42)
    assert dialog.preview.pixmap().toImage().convertToFormat(image.format()) == image


def test_floor_report_writes_the_pdf_and_says_so(qapp, night, tmp_path: Path) -> None:
    """`floor report N --pdf FILE`: the file, and one sentence with the winner and the pages; `--language ru`
    writes the headings in Russian."""
    _, tid = night
    db = tmp_path / "floor.db"
    out = tmp_path / "report.pdf"
    done = run_floor(db, "report", str(tid), "--pdf", str(out))
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"Results report of tournament {tid} (Vineri — Турнир, won by Ivan Petrov) "
                                  f"written to {out}: 1 page")
    assert "Won by Ivan Petrov" in page_text(page_words(out.read_bytes())[0])
    done = run_floor(db, "report", "--pdf", str(out), "--language", "ru")
    assert done.returncode == 0, done.stderr
    assert "Победитель: Ivan Petrov" in page_text(page_words(out.read_bytes())[0])
    assert language.current() == "en"


@pytest.mark.parametrize(("where", "words"), [
    ("missing/report.pdf", "the report could not be written to {path}: No such file or directory"),
    ("a-file/report.pdf", "the report could not be written to {path}: Not a directory"),
    ("kept", "{path} is a folder: give the name of the PDF file to write"),
])
def test_floor_report_refuses_a_place_it_cannot_write_in_one_line(qapp, night, tmp_path: Path, where: str,
                                                                   words: str) -> None:
    """A path the report cannot be written to is refused in one line (exit 2), nothing written anywhere."""
    (tmp_path / "a-file").write_text("not a folder")
    (tmp_path / "kept").mkdir()
    before = sorted(p.name for p in tmp_path.iterdir())
    path = tmp_path / where
    done = run_floor(tmp_path / "floor.db", "report", "--pdf", str(path))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == "floor: " + words.format(path=path) + "\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == before and list((tmp_path / "kept").iterdir()) == []


def test_floor_report_of_a_tournament_that_does_not_exist_is_one_line(qapp, night, tmp_path: Path) -> None:
    done = run_floor(tmp_path / "floor.db", "report", "9", "--pdf", str(tmp_path / "r.pdf"))
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "9" in done.stderr
    assert not (tmp_path / "r.pdf").exists()


def test_saving_the_report_over_the_database_destroyed_it(qtbot, night, tmp_path: Path) -> None:
    """The save dialog pointed at the live database (or its -wal): refused in one line, the database as it was."""
    store, tid = night
    dialog = _open_from_the_menu(_console(qtbot, store, tid))
    before = store.path.read_bytes()
    for target in (store.path, store.path.with_name(store.path.name + "-wal")):
        assert not dialog.save_to(target)
        said = dialog.message.text()
        assert "Floor does not write over it; give another file name" in said and "\n" not in said
    assert store.path.read_bytes() == before
    assert store.state(tid).seq > 1


def _red_pixels(label) -> int:
    """The label's letters painted in the refusal colour (red well above green and blue), as the eye sees them."""
    image = label.grab().toImage()
    return sum(1 for x in range(image.width()) for y in range(image.height())
               if (c := image.pixelColor(x, y)).red() > 120 and c.green() < 80 and c.blue() < 80)


def test_a_refused_report_is_said_in_the_refusal_colour(qtbot, night, tmp_path: Path) -> None:
    """Issue 29 (the walk): "The report could not be saved to …" was painted like "saved", in plain black, where the
    console says every refusal in red; a refusal is red now, the report saved after it is not."""
    store, tid = night
    dialog = _open_from_the_menu(_console(qtbot, store, tid))
    assert not dialog.save_to(tmp_path / "missing" / "results.pdf")
    assert _red_pixels(dialog.message) > 20, dialog.message.text()
    assert dialog.save_to(tmp_path / "results.pdf")
    assert _red_pixels(dialog.message) == 0, dialog.message.text()
