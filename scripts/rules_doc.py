"""Write Floor's own documentation of its rules from what it ships, so a user needs no design documents.

    python scripts/rules_doc.py           # write docs/rules/rulebook.md and docs/rules/house-settings.md
    python scripts/rules_doc.py --check   # exit 1 when either is out of step with the rulebook (the tests run this)

``rulebook.md`` lists every row of the shipped rulebook (``resources/rulebook/dt07…dt12.toml``): its id, title,
ruling, the branches a house setting or a fact chooses between, and its sources in words. ``house-settings.md``
lists every house setting (``floor/procedures/house_words.py``) with its choices and the rules it chooses
between. The seating, button, balancing, chip-race and pot rules live in code and are described by hand in
``docs/rules/seating-and-pots.md``.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from floor.procedures import house_words as W  # noqa: E402
from floor.procedures.citations import KEYS, sources_text  # noqa: E402
from floor.procedures.rulebook import Row, Rulebook, load_rulebook  # noqa: E402

FOLDER = ROOT / "docs" / "rules"
HEAD = "<!-- Written by scripts/rules_doc.py from the shipped rulebook: edit the rulebook, then run the script. -->\n"

ABOUT_SOURCES = {
    "S000": "the club's hold'em rule sheet (a walkthrough of a hand, then general rules: uncalled bets, table "
            "stakes, split pots)",
    "S001": "the club's article on hold'em rules (side pots, who shows at the showdown)",
    "S002": "the house rules code Floor was made from: the deck (§1), suits (§2), hand ranks (§3), the defective "
            "card (§4), the defective deck (§5), spectators (§6)",
    "S003": "the club's notes on poker history and home games (suits are equal; an uncontested pot is taken unseen)",
    "S004": "the club's hand rankings sheet (suits are equal)",
    "TDA": "the Poker TDA Rules, 2024 edition (version 1.0): rules 1 to 71, recommended procedures 1 to 22 and the "
           "illustration addendum",
    "RRoP": "Robert's Rules of Poker (Bob Ciaffone), cited by section; it fills gaps where the TDA rules are silent",
    "TDA-forum": "discussions on pokertda.com: practice notes, never a rule",
}


def _row(row: Row) -> list[str]:
    lines = [f"### {row.id} — {row.title}", "", row.ruling, ""]
    for variant in row.variants:
        lines.append(f"- {variant.ruling}")
    if row.variants:
        lines.append("")
    if row.follow_ups:
        lines += ["Then: " + "; ".join(row.follow_ups) + ".", ""]
    lines.append(f"Sources: {sources_text(row.sources)}." + (" *A product default: the house must approve it.*"
                                                              if row.product_default else ""))
    return [*lines, ""]


def rulebook_md(book: Rulebook) -> str:
    lines = [HEAD, "# Floor's rulebook", "",
             f"Rulebook version **{book.version}**. These are the rows Floor proposes a ruling from (Rulings tab, "
             "dealer station, `floor ruling`). Each row gives the situation (its title), the ruling, and where a "
             "house setting or a fact decides, the branches it chooses between. The floor confirms or overrides "
             "every proposal; the TD may always rule otherwise for fairness (TDA rule 1).", "",
             "The same rows are in Russian and Romanian in the program. House settings: "
             "[house-settings.md](house-settings.md). Seating, buttons, balancing, the chip race and pots: "
             "[seating-and-pots.md](seating-and-pots.md).", "", "## Sources", ""]
    lines += [f"- **{KEYS[key]}**: {about}." for key, about in ABOUT_SOURCES.items()]
    lines.append("")
    for table in book.tables:
        lines += [f"## {table.id} {table.title}", ""]
        for row in table.rows:
            lines += _row(row)
    return "\n".join(lines).rstrip() + "\n"


def _value(value: object) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def settings_md(book: Rulebook) -> str:
    lines = [HEAD, "# House settings", "",
             "Tournament › House settings… sets these for a tournament; a change applies from then on, and each "
             "ruling records the settings it was made with. The stored value is given for `floor house set` and "
             "house profile files.", ""]
    for group, title in W.GROUPS:
        lines += [f"## {title}", ""]
        for setting in (s for s in W.SETTINGS if s.group == group):
            rules = [f"{rule} ({W.rule_text(rule) or book.row(rule).title})" for rule in setting.rules]
            lines += [f"### {setting.name}", "", f"{setting.explanation} Key: `{setting.key}`.", ""]
            if rules:
                lines += ["Rules: " + "; ".join(rules), ""]
            if setting.kind == W.NUMBER:
                lines += ["A whole number.", ""]
                continue
            for value, words, meaning in setting.choices:
                lines.append(f"- **{words}** (`{_value(value)}`): {meaning}")
            lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def documents() -> dict[Path, str]:
    book = load_rulebook()
    return {FOLDER / "rulebook.md": rulebook_md(book), FOLDER / "house-settings.md": settings_md(book)}


def main(argv: list[str]) -> int:
    stale = [path for path, text in documents().items()
             if not path.is_file() or path.read_text(encoding="utf-8") != text]
    if "--check" in argv:
        for path in stale:
            print(f"{path.relative_to(ROOT)} is out of step with the rulebook: run python scripts/rules_doc.py")
        return 1 if stale else 0
    FOLDER.mkdir(parents=True, exist_ok=True)
    for path, text in documents().items():
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
