"""Changing a tournament's settings while the rules allow: what was paid stays paid, what is to come may change."""

from dataclasses import fields, replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floor.core.errors import FloorError
from floor.tournament import events as ev
from floor.tournament import players as P
from floor.tournament import retune as R
from floor.tournament import timekeeping as T
from floor.tournament.events import Event, Undone
from floor.tournament.records import Created, SeatsDrawn
from floor.tournament.settings import PURCHASES, Purchase, SettingError, Settings
from floor.tournament.state import TournamentState, replay
from floor.tournament.structure import template

NOW = 1_800_000_000.0
BASE = Settings("Friday", buy_in=100, starting_stack=20_000, fee=10, rebuy=Purchase(100, 20_000, 2, 6),
                addon=Purchase(50, 10_000, 1, 6), reentry=Purchase(100, 20_000, 1, 6), late_registration_level=6,
                seats_per_table=9, guarantee=5_000)


def tournament(base: Settings = BASE) -> TournamentState:
    created = Event(Created.of(base, template("standard")), NOW, "Ana", 1)
    return replay(1, [created])


def do(state: TournamentState, event: Event) -> TournamentState:
    return state.after(event.numbered(state.seq + 1))


def field(names: int, base: Settings = BASE) -> TournamentState:
    state = tournament(base)
    for i in range(names):
        state = do(state, P.register(state, f"P{i + 1}", now=NOW, author="Ana", level=1))
    return state


def at_level(state: TournamentState, level: int) -> tuple[TournamentState, float]:
    """Start the clock and jump to ``level`` of the standard structure (5 levels, then a break): the tournament
    then, and the time now."""
    state = do(state, T.clock(state, "start", now=NOW, author="Ana"))
    index = level - 1 + (level - 1) // 5
    state = do(state, T.clock(state, "jump", now=NOW + 1, author="Ana", index=index))
    assert state.level(NOW + 2) == level
    return state, NOW + 2


def refused(state: TournamentState, new: Settings, now: float = NOW) -> SettingError:
    with pytest.raises(SettingError) as caught:
        R.verify_retune(state, new, now=now)
    assert not R.can_retune(state, new, now=now)
    return caught.value


def test_before_the_first_entry_everything_can_change_and_the_event_holds_only_the_changes() -> None:
    """A floor manager who mistyped the buy-in fixes it before anyone has paid; the history shows only that."""
    state = tournament()
    assert all(R.can_change(state, f) for f in R.FIELDS)
    new = replace(BASE, buy_in=150, starting_stack=25_000, rebuy=None)
    event = R.retune(state, new, now=NOW, author="Ana")
    assert event.kind == ev.SETTINGS_CHANGED
    assert event.data.to_json() == {"changes": {"buy_in": 150, "starting_stack": 25_000, "rebuy": None}}
    assert do(state, event).settings == new


def test_the_buy_in_fee_and_stack_are_fixed_by_the_first_entry() -> None:
    """After one registration the buy-in cannot change, and the reason says why; the name still can."""
    state = field(1)
    for name in ("buy_in", "fee", "starting_stack"):
        assert not R.can_change(state, name)
        assert R.why_locked(state, name) == ("the buy-in, the fee and the starting stack cannot change once a "
                                             "player has entered")
    error = refused(state, replace(BASE, buy_in=150))
    assert error.field == "buy_in"
    assert do(state, R.retune(state, replace(BASE, name="Friday Special"), now=NOW, author="Ana")).settings.name \
        == "Friday Special"


def test_a_rebuy_limit_cannot_go_below_what_a_player_already_used() -> None:
    """P1 rebought twice: a limit of 1 is refused naming P1; 2 and 3 are fine, the price stays locked."""
    state = field(2)
    state = do(state, P.rebuy(state, 1, now=NOW, author="Ana", level=1))
    state = do(state, P.rebuy(state, 1, now=NOW, author="Ana", level=1))
    assert BASE.rebuy is not None
    error = refused(state, replace(BASE, rebuy=replace(BASE.rebuy, limit=1)))
    assert (error.field, error.message) == ("rebuy.limit", "P1 has already had 2 rebuys: the limit cannot be lower")
    assert R.can_retune(state, replace(BASE, rebuy=replace(BASE.rebuy, limit=3)), now=NOW)
    assert refused(state, replace(BASE, rebuy=replace(BASE.rebuy, price=120))).field == "rebuy.price"
    assert refused(state, replace(BASE, rebuy=replace(BASE.rebuy, chips=25_000))).field == "rebuy.chips"
    assert refused(state, replace(BASE, rebuy=None)).field == "rebuy"
    assert R.can_change(state, "rebuy.limit") and R.can_change(state, "rebuy.last_level")
    assert R.can_change(state, "addon.price")  # nobody has taken an add-on yet


def test_a_re_entry_limit_counts_each_players_re_entries() -> None:
    """P1 re-entered once: re-entries cannot be removed, their limit stays at least 1, and they can end now."""
    state = field(3)
    state = do(state, P.eliminate(state, [1], now=NOW, author="Ana"))
    state = do(state, P.reenter(state, 1, now=NOW, author="Ana", level=1))
    assert BASE.reentry is not None
    assert R.why_locked(state, "reentry") is not None and R.why_locked(state, "reentry.price") is not None
    assert refused(state, replace(BASE, reentry=None)).field == "reentry"
    ended = replace(BASE, reentry=replace(BASE.reentry, last_level=1))
    assert do(state, R.retune(state, ended, now=NOW, author="Ana")).settings.reentry == ended.reentry


def test_late_registration_and_rebuys_cannot_end_before_the_level_in_play() -> None:
    """At level 3, late registration (or rebuys) ending at level 2 is refused; at 3, later, or open-ended is fine."""
    state = tournament()
    state, now = at_level(state, 3)
    error = refused(state, replace(BASE, late_registration_level=2), now)
    assert (error.field, error.message) == ("late_registration_level",
                                            "late registration cannot end before level 3, the level in play")
    for fine in (3, 9, None):
        assert R.can_retune(state, replace(BASE, late_registration_level=fine), now=now)
    assert BASE.rebuy is not None
    error = refused(state, replace(BASE, rebuy=replace(BASE.rebuy, last_level=2)), now)
    assert (error.field, error.message) == ("rebuy.last_level", "rebuys cannot end before level 3, the level in play")
    assert refused(state, replace(BASE, addon=None, reentry=Purchase(100, 20_000, 1, 1)), now).field \
        == "reentry.last_level"


def test_seats_per_table_cannot_be_fewer_than_the_fullest_table() -> None:
    """Table 2 seats 7 players: 6-handed is refused naming it, 7-handed is fine."""
    state = field(12)
    state = do(state, Event(SeatsDrawn({1: (1, 2, 3, 4, 5, None, None, None, None),
                                        2: (6, 7, 8, 9, 10, 11, 12, None, None)}), NOW, "Ana"))
    error = refused(state, replace(BASE, seats_per_table=6))
    assert (error.field, error.message) == ("seats_per_table", "table 2 has 7 players: seats per table cannot be "
                                                               "fewer")
    assert R.can_retune(state, replace(BASE, seats_per_table=7), now=NOW)


def test_the_guarantee_can_rise_but_not_fall_once_players_entered() -> None:
    """Raising the guarantee is always welcome; lowering it after the first entry is refused."""
    state = field(1)
    assert R.can_retune(state, replace(BASE, guarantee=10_000), now=NOW)
    error = refused(state, replace(BASE, guarantee=1_000))
    assert (error.field, error.message) == ("guarantee", "the guarantee cannot be lowered once a player has entered "
                                                         "(it is 5,000)")
    assert R.can_retune(tournament(), replace(BASE, guarantee=1_000), now=NOW)


def test_the_payout_table_must_exist_and_is_fixed_by_the_first_finish_in_the_money() -> None:
    """An unknown table is refused by name; once a player finishes in a paid place, the table and rounding stay."""
    state = field(3, replace(BASE, guarantee=0))
    assert refused(state, replace(BASE, guarantee=0, payout_table="nowhere")).field == "payout_table"
    assert R.can_retune(state, replace(BASE, guarantee=0, payout_unit=5), now=NOW)
    state = do(state, P.eliminate(state, [3], now=NOW, author="Ana"))  # 3rd of 3: 2 places are paid, not the 3rd
    assert R.can_change(state, "payout_unit")
    state = do(state, P.eliminate(state, [2], now=NOW, author="Ana"))  # 2nd: in the money
    assert not R.can_change(state, "payout_table") and not R.can_change(state, "payout_unit")
    assert refused(state, replace(BASE, guarantee=0, payout_unit=5)).field == "payout_unit"


def test_nothing_changed_is_not_an_event() -> None:
    """OK with the settings as they were records nothing."""
    with pytest.raises(FloorError, match="nothing to change"):
        R.retune(tournament(), BASE, now=NOW, author="Ana")


def test_an_undone_change_brings_the_old_settings_back() -> None:
    """Undo takes the change back: the replayed tournament has the settings it had before."""
    created = Event(Created.of(BASE), NOW, "Ana", 1)
    state = replay(1, [created])
    changed = R.retune(state, replace(BASE, late_registration_level=8), now=NOW, author="Ana").numbered(2)
    assert replay(1, [created, changed]).settings.late_registration_level == 8
    undo = Event(Undone(2), NOW, "Ana", 3)
    assert replay(1, [created, changed, undo]).settings == BASE


def test_an_unknown_setting_is_named() -> None:
    with pytest.raises(FloorError, match="no tournament setting called 'colour'"):
        R.can_change(tournament(), "colour")


# -- properties ---------------------------------------------------------------------------------

purchases = st.one_of(st.none(), st.builds(Purchase, st.integers(0, 300), st.integers(1, 50_000), st.integers(1, 4),
                                           st.one_of(st.none(), st.integers(1, 12))))
proposals = st.builds(Settings, st.just("Friday"), st.integers(0, 300), st.integers(1, 50_000), st.integers(0, 30),
                      purchases, purchases, purchases, st.one_of(st.none(), st.integers(1, 12)), st.integers(2, 11),
                      st.integers(0, 20_000), st.sampled_from([1, 5, 25]), st.just("standard"))


@st.composite
def nights(draw: st.DrawFn) -> tuple[TournamentState, float]:
    """A tournament some way into its night: players, some rebuys, add-ons, re-entries, a seating, a level."""
    base = draw(proposals)
    state = tournament(replace(base, rebuy=base.rebuy or Purchase(100, 20_000, 4),
                               addon=base.addon or Purchase(50, 10_000, 4),
                               reentry=base.reentry or Purchase(100, 20_000, 4)))
    for i in range(draw(st.integers(0, 12))):
        state = do(state, P.register(state, f"P{i + 1}", now=NOW, author="Ana", level=1))
    for pid in draw(st.lists(st.integers(1, 12), max_size=6)):
        kind = draw(st.sampled_from(["rebuy", "addon", "reentry"]))
        if pid not in state.players:
            continue
        if kind == "reentry":
            if state.players[pid].playing and state.players_left > 1 and P.can_eliminate(state, [pid]):
                state = do(state, P.eliminate(state, [pid], now=NOW, author="Ana"))
            if P.can_reenter(state, pid, level=1):
                state = do(state, P.reenter(state, pid, now=NOW, author="Ana", level=1))
        elif kind == "rebuy" and P.can_rebuy(state, pid, level=1):
            state = do(state, P.rebuy(state, pid, now=NOW, author="Ana", level=1))
        elif kind == "addon" and P.can_addon(state, pid, level=1):
            state = do(state, P.addon(state, pid, now=NOW, author="Ana", level=1))
    playing = [p.id for p in state.playing]
    if playing:
        size = draw(st.integers(2, 9))
        tables = {n + 1: tuple((playing[n * size:(n + 1) * size] + [None] * size)[:size])
                  for n in range(-(-len(playing) // size))}
        state = do(state, Event(SeatsDrawn(tables), NOW, "Ana"))
    level = draw(st.integers(1, 8))
    return at_level(state, level)


def edited(data: st.DataObject, current: Settings) -> Settings:
    """The settings as a floor manager edits them: a few fields changed, the rest as they were."""
    other = data.draw(proposals)
    keys = data.draw(st.sets(st.sampled_from(sorted(f.name for f in fields(Settings))), min_size=1, max_size=3))
    proposal = replace(current, **{k: getattr(other, k) for k in keys})
    for kind in PURCHASES:  # a purchase's single part changed: its limit or its end
        rule = getattr(proposal, kind)
        if rule is not None and data.draw(st.booleans()):
            part = data.draw(st.sampled_from(["limit", "last_level"]))
            value = data.draw(st.integers(1, 4) if part == "limit" else st.one_of(st.none(), st.integers(1, 12)))
            proposal = replace(proposal, **{kind: replace(rule, **{part: value})})
    return proposal


@settings(max_examples=200, deadline=None)
@given(nights(), st.data())
def test_an_accepted_change_never_goes_behind_the_players(night: tuple[TournamentState, float],
                                                          data: st.DataObject) -> None:
    """Whatever is proposed, a change the rules accept keeps every player's purchases within the limits, every
    end at or after the level in play, every table within its seats, and what was paid as it was paid."""
    state, now = night
    proposal = edited(data, state.settings)
    old, level = state.settings, state.level(now)
    if not R.can_retune(state, proposal, now=now):
        return
    new = do(state, R.retune(state, proposal, now=now, author="Ana")).settings
    assert new == proposal
    if state.entries:
        assert (new.buy_in, new.fee, new.starting_stack) == (old.buy_in, old.fee, old.starting_stack)
        assert new.guarantee >= old.guarantee
    for kind in PURCHASES:
        rule, before = getattr(new, kind), getattr(old, kind)
        bought = [{"rebuy": p.rebuys, "addon": p.addons, "reentry": p.entries - 1}[kind]
                  for p in state.players.values()]
        if any(bought):
            assert rule is not None and before is not None
            assert (rule.price, rule.chips) == (before.price, before.chips) and rule.limit >= max(bought)
        if rule is not None and rule.last_level is not None and (before is None or rule.last_level
                                                                 != before.last_level):
            assert rule.last_level >= level
    if new.late_registration_level != old.late_registration_level and new.late_registration_level is not None:
        assert new.late_registration_level >= level
    assert all(t.count <= new.seats_per_table for t in state.tables.values()) or \
        new.seats_per_table == old.seats_per_table
    if new.payout_table != old.payout_table or new.payout_unit != old.payout_unit:
        assert R.can_change(state, "payout_unit")


@settings(max_examples=100, deadline=None)
@given(nights(), st.data())
def test_can_and_verify_always_agree(night: tuple[TournamentState, float], data: st.DataObject) -> None:
    """The dialog's enabled OK and the refusal it shows come from the same rule."""
    state, now = night
    proposal = edited(data, state.settings)
    try:
        R.verify_retune(state, proposal, now=now)
    except FloorError:
        assert not R.can_retune(state, proposal, now=now)
    else:
        assert R.can_retune(state, proposal, now=now)
