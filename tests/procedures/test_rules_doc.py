"""Floor documents its own rules (docs/rules/): the rulebook's pages are in step with the rulebook, and every rule id
the code cites is described, so neither the README nor a window sends a user to documents he does not have."""

import re
import subprocess
import sys
from pathlib import Path

from floor.procedures import house_words as W

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs" / "rules"
CITED = re.compile(r"\b(?:SE|BT|BB|CR|PT|SR|RP|C)-[0-9]+[A-Z-]*\b")


def test_the_rulebook_pages_are_in_step_with_the_shipped_rulebook():
    """scripts/rules_doc.py --check: docs/rules/rulebook.md and house-settings.md are what the rulebook and the
    settings say now (after editing a row, run the script)."""
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "rules_doc.py"), "--check"], capture_output=True,
                          text=True, cwd=ROOT, timeout=60, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_every_rule_id_the_code_cites_is_described():
    """Each SE-, BT-, BB-, CR-, PT-, SR-, RP- and C- id in floor/ has its own entry in docs/rules/."""
    cited = {m.rstrip("-") for path in (ROOT / "floor").rglob("*.py") for m in CITED.findall(path.read_text("utf-8"))}
    described = "\n".join(path.read_text("utf-8") for path in DOCS.glob("*.md"))
    entries = set(re.findall(r"\*\*((?:SE|BT|BB|CR|PT|SR|RP|C)-[0-9]+[A-Z-]*)\*\*", described))
    assert sorted(cited - entries) == []


def test_the_settings_the_pages_name_are_the_settings_house_settings_shows():
    """Where seating-and-pots.md names a setting, it is the name House settings… shows."""
    named = re.findall(r"settings? “([^”]+)”", (DOCS / "seating-and-pots.md").read_text("utf-8"))
    named += re.findall(r" and “([^”]+)”", (DOCS / "seating-and-pots.md").read_text("utf-8"))
    assert named and set(named) <= {s.name for s in W.SETTINGS}


def test_no_page_sends_the_reader_to_the_design_documents():
    for path in DOCS.glob("*.md"):
        text = path.read_text("utf-8")
        assert "shared/design" not in text and "procedures.md" not in text and "seed 0" not in text, path.name
