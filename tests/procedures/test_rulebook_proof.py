"""The proof that every row is tested: a row of the rulebook without a test named after it fails here."""

import ast
import re
from pathlib import Path

from procedure_fixtures import book

from floor.procedures.vocabulary import FOUND

HERE = Path(__file__).resolve().parent


def _test_names() -> set[str]:
    names: set[str] = set()
    for path in HERE.glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names |= {node.name for node in ast.walk(tree)
                  if isinstance(node, ast.FunctionDef) and node.name.startswith("test_")}
    return names


def _untested(ids: list[str], names: set[str]) -> list[str]:
    return [i for i in ids if not any(n.startswith(f"test_{i.replace('-', '').lower()}_") for n in names)]


def test_every_row_of_every_table_has_a_test_named_after_its_id() -> None:
    assert _untested([row.id for row in book.rows], _test_names()) == []


def test_the_proof_is_not_vacuous() -> None:
    """73 rows over DT-7 to DT-12, and a row with no test would be caught."""
    assert [t.id for t in book.tables] == ["DT-7", "DT-8", "DT-9", "DT-10", "DT-11", "DT-12"]
    assert [len(t.rows) for t in book.tables] == [7, 12, 17, 10, 10, 17]
    assert _untested(["DD-99"], _test_names()) == ["DD-99"]


def test_every_conflict_a_row_settles_is_tested_at_least_twice() -> None:
    """Each §13 conflict the tables name is covered under both (or all) of its settings."""
    names = _test_names()
    conflicts = sorted({c for row in book.rows for c in row.conflicts})
    assert conflicts == ["C-02", "C-03", "C-04", "C-05", "C-06", "C-09", "C-10", "C-11", "C-14"]
    for conflict in conflicts:
        prefix = f"test_{conflict.replace('-', '').lower()}_"
        assert len([n for n in names if n.startswith(prefix)]) >= 2, conflict


def test_ids_run_in_order_without_holes() -> None:
    for table in book.tables:
        prefix = table.rows[0].id[:2]
        assert [row.id for row in table.rows] == [f"{prefix}-{n:02d}" for n in range(1, len(table.rows) + 1)]


def test_every_thing_the_floor_can_find_has_a_row() -> None:
    used = {v for row in book.rows for alt in row.when for c in alt if c.fact == "found" for v in c.values}
    used |= {row.redirect["found"] for row in book.rows if "found" in row.redirect}
    assert set(FOUND) - used == set()


def test_every_file_in_the_rulebook_folder_is_read() -> None:
    folder = HERE.parents[1] / "resources" / "rulebook"
    files = {p.name for p in folder.glob("*.toml")} - {"rulebook.toml", "house-default.toml"}
    listed = re.findall(r'"(dt\d\d-[a-z-]+\.toml)"', (folder / "rulebook.toml").read_text(encoding="utf-8"))
    assert sorted(files) == sorted(listed)
