"""What a finisher wins: the sheet follows the field, overrides are kept while they fit, shared places split."""

from dataclasses import replace

from floor.tournament import chips as C
from floor.tournament import players as P
from floor.tournament import prizes
from floor.tournament.events import Event
from floor.tournament.finishes import finishes
from floor.tournament.records import Created
from floor.tournament.settings import Purchase, Settings
from floor.tournament.state import TournamentState, replay

NOW = 1_800_000_000.0


def field(n: int, **settings: object) -> TournamentState:
    base = {"name": "T", "buy_in": 100, "starting_stack": 10_000}
    base.update(settings)
    state = replay(1, [Event(Created.of(Settings(**base)), NOW, "Ana", 1)])  # type: ignore[arg-type]
    for i in range(1, n + 1):
        state = state.after(P.register(state, f"P{i}", now=NOW, author="Ana", level=1).numbered(state.seq + 1))
    return state


def act(state: TournamentState, event: Event) -> TournamentState:
    return state.after(event.numbered(state.seq + 1))


def test_the_pool_counts_entries_rebuys_and_addons_but_not_the_fee() -> None:
    """10 entries at 100 (+10 fee), 3 rebuys at 100, 2 add-ons at 50: a pool of 1,400."""
    state = field(10, fee=10, rebuy=Purchase(100, 10_000, 3), addon=Purchase(50, 5_000, 1))
    for who in ("P1", "P1", "P2"):
        state = act(state, P.rebuy(state, who, now=NOW, author="Ana", level=1))
    for who in ("P3", "P4"):
        state = act(state, P.addon(state, who, now=NOW, author="Ana", level=1))
    assert prizes.pool(state) == 1_400
    assert sum(prizes.sheet(state).amounts) == 1_400


def test_the_guarantee_is_the_least_the_pool_pays() -> None:
    """A 5,000 guarantee with 12 entries at 100: the sheet pays 5,000."""
    assert sum(prizes.sheet(field(12, guarantee=5_000)).amounts) == 5_000


def test_players_out_in_the_same_hand_split_the_prizes_of_their_places() -> None:
    """Two out together in 3rd-4th split 3rd's and 4th's prizes; the odd unit goes to the lower number."""
    state = field(12)
    amounts = prizes.sheet(state).amounts
    for i in range(12, 4, -1):
        state = act(state, P.eliminate(state, [f"P{i}"], now=NOW, author="Ana"))
    state = act(state, P.eliminate(state, ["P3", "P4"], now=NOW, author="Ana"))
    won = [finishes(state)[state.player(n).id].prize for n in ("P3", "P4")]
    assert sum(won) == amounts[2] + amounts[3] and abs(won[0] - won[1]) <= 1 and won[0] >= won[1]
    assert finishes(state)[state.player("P12").id].prize == 0


def test_overrides_are_kept_while_they_fit_and_set_aside_with_a_reason_when_not() -> None:
    """An override of 4th place holds; when the field shrinks to 3 paid places it no longer fits and says so."""
    state = field(12)
    state = act(state, prizes.set_payouts(state, {4: 150}, now=NOW, author="Ana"))
    sheet = prizes.sheet(state)
    assert sheet.overridden and sheet.amounts[3] == 150 and sum(sheet.amounts) == sheet.pool
    smaller = field(8)
    smaller = act(smaller, prizes.set_payouts(smaller, {}, now=NOW, author="Ana"))
    smaller = replace(smaller, payout_overrides={4: 150})  # as if set when the field was larger
    sheet = prizes.sheet(smaller)
    assert not sheet.overridden and sheet.problem and "no longer fit" in sheet.problem


def test_clearing_overrides_goes_back_to_the_table() -> None:
    """Setting no overrides restores the table's sheet."""
    state = field(12)
    table = prizes.sheet(state).amounts
    state = act(state, prizes.set_payouts(state, {4: 150}, now=NOW, author="Ana"))
    state = act(state, prizes.set_payouts(state, {}, now=NOW, author="Ana"))
    assert prizes.sheet(state).amounts == table and not prizes.sheet(state).overridden


# The sheet made once for what it is made from (issue 30): the big screen asks for it four times a second and the
# room at every publish, and a field of 30,000 pays 4,500 places.

def test_a_chip_count_makes_no_new_sheet() -> None:
    state = field(40)
    before = prizes.sheet(state)
    counted = act(state, C.count(state, {1: 12_000, 2: 8_000}, now=NOW, author="Ana"))
    assert counted.players is not state.players
    assert prizes.sheet(counted) is before


def test_each_state_gets_the_sheet_of_its_own_field_settings_and_overrides_whatever_was_asked_before() -> None:
    """Asked in turns, in any order: every sheet is what that state pays (as it was when asked first)."""
    base = field(12, rebuy=Purchase(100, 10_000, 3), addon=Purchase(50, 5_000, 1))
    states = {
        "base": base,
        "larger field": field(40, rebuy=Purchase(100, 10_000, 3), addon=Purchase(50, 5_000, 1)),
        "overridden": act(base, prizes.set_payouts(base, {4: 150}, now=NOW, author="Ana")),
        "rebuys": replace(base, rebuys=3),
        "add-ons": replace(base, addons=2),
        "guaranteed": replace(base, settings=replace(base.settings, guarantee=5_000)),
        "entries": replace(base, entries=30),
    }
    first = {name: prizes.sheet(state) for name, state in states.items()}
    assert len({(s.pool, s.amounts, s.overridden) for s in first.values()}) == len(states)
    for name in [*reversed(states), "base", "rebuys", "base", "overridden", "base", *states]:
        assert prizes.sheet(states[name]) == first[name], name
