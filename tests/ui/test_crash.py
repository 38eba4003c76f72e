"""A bug is logged and the floor manager is told where; the handler never fails itself."""

import sys
from pathlib import Path

import pytest

from floor.ui.common import crash


def test_a_bug_is_logged_and_the_message_says_where(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The excepthook writes the traceback to a log file and shows a message naming that file."""
    shown: list[str] = []
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # restored after the test
    crash.install(tmp_path / "logs", shown.append)
    try:
        raise ZeroDivisionError("division by zero in a slot")
    except ZeroDivisionError as err:
        sys.excepthook(type(err), err, err.__traceback__)
    logs = list((tmp_path / "logs").glob("crash-*.log"))
    assert len(logs) == 1 and "ZeroDivisionError: division by zero in a slot" in logs[0].read_text(encoding="utf-8")
    assert shown == [crash.message(logs[0])] and "Your tournament is safe" in shown[0] and str(logs[0]) in shown[0]


def test_two_crashes_in_the_same_second_keep_both_logs(tmp_path: Path) -> None:
    """Log names never collide."""
    first = crash.report(tmp_path, ValueError("one"))
    second = crash.report(tmp_path, ValueError("two"))
    assert first != second and first.exists() and second.exists()


def test_the_demos_crash_log_lives_in_the_data_folder_not_the_deleted_temporary_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 15 item 4: the demo's database is in a folder deleted at exit; its crash logs go to the data folder."""
    from floor.app import log_folder
    from floor.demo import build

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    store, _ = build(tmp_path / "temporary" / "demo.db", 1_800_000_000.0)
    try:
        assert log_folder(store) == tmp_path / "temporary" / "logs"  # a real database keeps its logs beside it
        assert log_folder(store, demo=True) == tmp_path / "data" / "floor" / "logs"
    finally:
        store.close()
