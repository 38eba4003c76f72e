"""`floor` from a desktop menu has no terminal: a database it cannot open is said in a window too (issue 16)."""

import io
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from floor import cli


def test_a_damaged_database_at_the_start_is_said_in_a_window_and_left_untouched(
        qtbot, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    junk = tmp_path / "floor.db"
    junk.write_bytes(b"x")
    seen: list[tuple[str, str]] = []

    def read_and_close() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox) and box.objectName() == "cannot-open"
        seen.append((box.windowTitle(), box.text()))
        box.accept()

    QTimer.singleShot(100, read_and_close)
    code = cli.main(["--db", str(junk)], stdin=io.StringIO(""), stdout=io.StringIO())
    assert code == 2
    said = (f"{junk} is not a database Floor can read (it is not an SQLite file, or it is cut short): it was left "
            "untouched")
    assert seen == [("Floor cannot open the database", said[:1].upper() + said[1:])]
    assert capsys.readouterr().err == f"floor: {said}\n"
    assert junk.read_bytes() == b"x"
