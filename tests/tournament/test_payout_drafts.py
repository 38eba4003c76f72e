"""A payout template being edited: its brackets checked in percent, in words; the table it makes; its JSON copy."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floor.core.errors import FloorError
from floor.tournament import codec
from floor.tournament.payout_drafts import (
    DraftBracket,
    basis_points,
    draft_problem,
    drafts,
    template_table,
    verify_name,
)
from floor.tournament.payouts import WHOLE, Bracket, PayoutTable, parse_table, standard_table, table_json
from floor.tournament.settings import Settings

B = DraftBracket


def test_a_bracket_short_of_100_percent_is_said_in_percent() -> None:
    """The issue's own example: 20-30 entries adding up to 99.50%."""
    brackets = [B(2, 19, (6500, 3500)), B(20, 30, (5000, 3000, 1950)), B(31, None, (5000, 3000, 2000))]
    assert draft_problem(brackets) == "20-30 entries: the places add up to 99.50%, not 100%"


@pytest.mark.parametrize(("brackets", "said"), [
    ([], "a template needs at least one bracket"),
    ([B(3, None, (10_000,))], "the first bracket must start at 2 entries, not 3"),
    ([B(2, 10, (6000, 4000)), B(12, None, (10_000,))],
     "no bracket covers 11-11 entries (between 2-10 entries and 12+ entries)"),
    ([B(2, 10, (6000, 4000)), B(10, None, (10_000,))], "2-10 entries and 10+ entries overlap"),
    ([B(2, None, (6000, 4000)), B(11, None, (10_000,))],
     "2+ entries has no end, so no bracket can come after it (11+ entries)"),
    ([B(2, 10, (4000, 6000))], "2-10 entries: 2nd place (60.00%) gets more than 1st (40.00%)"),
    ([B(2, 10, (10_000, 0))], "2-10 entries: 2nd place gets nothing"),
    ([B(2, 10, ())], "2-10 entries: no place is paid"),
    ([B(2, 10, (5000, 3000, 2000))], "2-10 entries: 3 places are paid, but the field can be as small as 2"),
    ([B(2, 1, (10_000,))], "2-1 entries: it ends before it starts"),
])
def test_each_mistake_is_said_naming_the_bracket(brackets: list[DraftBracket], said: str) -> None:
    assert draft_problem(brackets) == said
    with pytest.raises(FloorError) as refused:
        template_table("Friday", brackets)
    assert str(refused.value) == said


def test_the_standard_table_edited_as_is_makes_the_same_table_under_the_new_name() -> None:
    made = template_table("Friday", drafts(standard_table()))
    assert made == PayoutTable("Friday", standard_table().brackets)
    assert draft_problem(drafts(standard_table())) is None


@pytest.mark.parametrize(("typed", "mark", "points"), [
    ("12,5", ",", 1250), ("12.50 %", ".", 1250), ("0,01", ",", 1), ("100", ".", WHOLE), (" 7 ", ".", 700),
])
def test_a_percentage_is_read_with_two_decimals(typed: str, mark: str, points: int) -> None:
    assert basis_points(typed, mark) == points


@pytest.mark.parametrize("typed", ["", "abc", "12,345", "-5", "100,01", "1e2"])
def test_a_percentage_that_is_not_one_is_refused(typed: str) -> None:
    with pytest.raises(FloorError):
        basis_points(typed, ",")


def test_a_template_name_is_trimmed_and_must_be_new_in_any_case() -> None:
    assert verify_name("  Friday   club ", ["Sunday"]) == "Friday club"
    with pytest.raises(FloorError, match="called Friday already"):
        verify_name("FRIDAY", ["Friday"])
    with pytest.raises(FloorError, match="needs a name"):
        verify_name("   ", [])


@st.composite
def tables(draw: st.DrawFn) -> PayoutTable:
    """Payout tables of 1-5 brackets from 2 entries up, each place no more than the one above, adding up to 100%."""
    brackets = []
    low = 2
    for _ in range(draw(st.integers(1, 5))):
        places = draw(st.integers(1, low))
        cuts = sorted(draw(st.lists(st.integers(1, WHOLE - 1), min_size=places - 1, max_size=places - 1,
                                    unique=True)))
        shares = sorted((b - a for a, b in zip([0, *cuts], [*cuts, WHOLE], strict=True)), reverse=True)
        high = low + draw(st.integers(0, 50))
        brackets.append(Bracket(low, high, tuple(shares)))
        low = high + 1
    last = brackets[-1]
    if draw(st.booleans()):
        brackets[-1] = Bracket(last.low, None, last.shares)
    return PayoutTable(draw(st.text(min_size=1, max_size=20)), tuple(brackets))


@given(tables())
def test_a_table_written_as_json_reads_back_the_same(table: PayoutTable) -> None:
    """The copy a tournament keeps (runs of equal shares as next/each) is the table, and Settings keep it."""
    data = json.loads(json.dumps(table_json(table)))
    assert parse_table(data, table.name) == table
    settings = Settings("T", buy_in=100, starting_stack=1_000, payout_copy=table)
    assert codec.read(Settings, json.loads(json.dumps(codec.write(settings)))) == settings


def test_the_standard_copy_is_small() -> None:
    """Runs of equal shares are written once: the whole Standard table is a few kilobytes in a creation event."""
    assert len(json.dumps(table_json(standard_table()))) < 10_000
