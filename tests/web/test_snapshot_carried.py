"""The room service's snapshot carried from publish to publish (issue 30): a publish re-reads only the players an
action changed, and every page still shows exactly what a snapshot built from nothing shows."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from seated_field import after_each, every_action, seated, seated_field

from floor.core.errors import FloorError
from floor.i18n.languages import LANGUAGES
from floor.room.follow import Follower, Moment
from floor.store.desk import StoreDesk
from floor.tournament.bounties import BountyRule
from floor.tournament.chunks import NumberMap, NumberMapEdit, differing
from floor.usecases import chips, history, players, seating
from floor.web import snapshot
from floor.web.snapshot import PublicSnapshot


@pytest.fixture(params=["plain"])
def room(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[tuple[StoreDesk, Follower]]:
    """The seated field followed by the room; ``pko``: a progressive knockout's (every bust moves bounties)."""
    kind = {"plain": {}, "pko": {"bounty": BountyRule("progressive", 40, unit=10)}}[request.param]
    store, desk = seated_field(tmp_path / "floor.db", "Carried", buy_in=140 if kind else 100, **kind)
    follower = Follower(tmp_path / "floor.db", desk.tournament_id, "Ana", desk.now)  # (the desk's clock)
    yield desk, follower
    follower.close()
    store.close()


def _fresh(moment: Moment, follower: Follower) -> PublicSnapshot:
    """The same moment's snapshot built from nothing (no previous snapshot to go on from)."""
    return follower.thread.submit(lambda: snapshot.build(moment.state, moment.at, list(follower.events()))).result()


def _same_pages(carried: PublicSnapshot, fresh: PublicSnapshot) -> None:
    assert dict(carried.players) == dict(fresh.players)
    assert dict(carried.standings.by_digest) == dict(fresh.standings.by_digest)
    for language in LANGUAGES:
        assert carried.lobby_json(language) == fresh.lobby_json(language)
        assert carried.seating(language) == fresh.seating(language)
        for pid in fresh.players:
            assert carried.player_json(pid, language) == fresh.player_json(pid, language)


def _published(follower: Follower) -> Moment:
    moment = follower.ask().result()
    assert moment is not None
    return moment


def test_a_carried_snapshot_shows_what_one_built_from_nothing_shows_after_every_kind_of_action(
        room: tuple[StoreDesk, Follower]) -> None:
    desk, follower = room
    rng = random.Random(30)
    first = _published(follower)
    _same_pages(first.snapshot, _fresh(first, follower))

    def check() -> None:
        moment = _published(follower)
        _same_pages(moment.snapshot, _fresh(moment, follower))

    after_each(every_action(desk, rng), check, rng)


@pytest.mark.parametrize("room", ["plain", "pko"], indirect=True)
def test_a_carried_snapshot_shows_what_one_built_from_nothing_shows_through_busts_into_the_money(
        room: tuple[StoreDesk, Follower]) -> None:
    """Busts one at a time, two and three in one hand sharing their places or ordered, players back in (a place
    left empty, then taken by a later bust), undo and redo, down past the bubble: every player's line (place,
    prize, status) as a whole snapshot gives it, while a bust re-reads only its players and those sharing a place
    with them."""
    desk, follower = room
    rng = random.Random(31)
    chart = _published(follower).snapshot.standings.chart
    assert chart is not None

    def playing() -> list[int]:
        return [p for ps in seated(desk).values() for p in ps]

    def out() -> list[int]:
        return [p.id for p in desk.state().players.values() if not p.playing]

    def bust(count: int, **how: object) -> None:
        hand = rng.sample(playing(), count + 1)  # (the last one busts them: their bounties are his)
        players.bust(desk, hand[:count], by=hand[count:], rng=rng, **how)  # type: ignore[arg-type]

    actions: list[Callable[[], object]] = [
        lambda: bust(1),
        lambda: bust(2, stacks=[]),
        lambda: bust(3, ordered=True),
        lambda: players.reinstate(desk, rng.choice(out()), chips=5_000),
        lambda: history.undo(desk),
        lambda: history.redo(desk),
    ]
    lines_made, worked_out = [], 0
    while len(playing()) > 3:
        which = rng.choices(range(len(actions)), weights=[6, 3, 2, 2, 1, 1])[0]
        try:
            actions[which]()
        except (FloorError, ValueError, IndexError):
            continue
        finished, relined = chart.finished, chart.relined
        moment = _published(follower)
        _same_pages(moment.snapshot, _fresh(moment, follower))
        if which < 3 and chart.finished == finished:
            worked_out += 1
            lines_made.append(chart.relined - relined)
    assert [p for p in moment.snapshot.players.values() if p.prize]  # (into the money)
    assert worked_out > 10 and max(lines_made) <= 7  # (a bust: its players, the buster, those sharing their place)


def test_a_chip_count_rewords_no_name_resorts_no_chart_and_reuses_the_lobby_bytes(
        room: tuple[StoreDesk, Follower]) -> None:
    desk, follower = room
    before = _published(follower).snapshot
    chart = before.standings.chart
    assert chart is not None
    worded, sorted_, finished = chart.worded, chart.sorted, chart.finished
    table = min(seated(desk))
    chips.count(desk, dict.fromkeys(seated(desk)[table], 12300))
    after = _published(follower).snapshot
    assert after.standings.chart is chart
    assert (chart.worded, chart.sorted, chart.finished) == (worded, sorted_, finished)
    for language in LANGUAGES:
        assert after.standings.seating_json[language] is before.standings.seating_json[language]
    assert after.standings.players == before.standings.players  # (a chip count shows on no page)


def test_a_publish_after_a_chip_count_reads_again_only_the_players_counted(room: tuple[StoreDesk, Follower]) -> None:
    """The players whose record changed, not the 64 numbers of each chunk of the field they sit in (all 57 here)."""
    desk, follower = room
    chart = _published(follower).snapshot.standings.chart
    assert chart is not None
    relined = chart.relined
    counted = seated(desk)[min(seated(desk))]
    chips.count(desk, dict.fromkeys(counted, 12_300))
    _published(follower)
    assert chart.relined - relined == len(counted) < 57


def test_a_move_changes_only_that_players_row_in_each_language(room: tuple[StoreDesk, Follower]) -> None:
    desk, follower = room
    before = _published(follower).snapshot
    chart = before.standings.chart
    assert chart is not None
    worded, sorted_, finished = chart.worded, chart.sorted, chart.finished
    state = desk.state()
    taken = set(state.seats.values())
    table, seat = next((t, s) for t in sorted(seated(desk)) for s in range(1, 7) if (t, s) not in taken)
    pid = next(iter(seated(desk)[max(seated(desk))]))
    seating.move(desk, pid, table, seat, reason="test")
    after = _published(follower).snapshot
    assert (chart.worded, chart.sorted, chart.finished) == (worded, sorted_, finished)
    name = state.players[pid].label
    for language in LANGUAGES:
        old, new = before.seating(language), after.seating(language)
        assert [row for row in old if row[0] != name] == [row for row in new if row[0] != name]
        assert [row[1:3] for row in new if row[0] == name] == [(table, seat)]
    assert after.players[pid].move is not None and (after.players[pid].table, after.players[pid].seat) == (table,
                                                                                                           seat)
    assert {p for p in after.players if after.players[p] != before.players[p]} == {pid}


def test_the_players_a_publish_rereads_are_those_in_the_chunks_an_event_copied() -> None:
    edit = NumberMapEdit(NumberMap.of({n: f"P{n}" for n in range(1, 300)}))
    first = edit.hand_out()
    edit[5] = "renamed"
    del edit[200]
    second = edit.hand_out()
    assert differing(second, first) == set(range(1, 64)) | set(range(192, 256))  # (two chunks of 64, not 299)
    assert differing(second, second) == set() and 5 in (differing(first, second) or ())


def test_the_clock_sent_is_its_words_encoded_whatever_the_tournament_and_announcement_say(
        room: tuple[StoreDesk, Follower]) -> None:
    _desk, follower = room
    shot = _published(follower).snapshot
    for text in ('"payouts":null', 'x","payouts":null,"y', "Ştefan's \\ \u2028 night"):
        clock = replace(shot.clock, tournament=text, announcement=text, winner=text)
        for language in LANGUAGES:
            sent = snapshot._clock_json(clock, language)
            assert sent == json.dumps(clock.to_dict(language), ensure_ascii=False, separators=(",", ":")).encode()
            assert json.loads(sent)["payouts"] == clock.to_dict(language)["payouts"]


@pytest.mark.parametrize("block", [1, 2, 5, snapshot.BLOCK])
def test_the_seating_json_in_blocks_reads_as_every_row_joined_whatever_rows_come_and_go(
        block: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Rows put in and taken out anywhere, blocks split and emptied: the JSON is the rows' joined, as a list."""
    monkeypatch.setattr(snapshot, "BLOCK", block)
    rng = random.Random(block)
    rows = [json.dumps([f"P{n}", n, n % 9]).encode() for n in range(3 * block + 1)]
    blocks = snapshot.Blocks(list(rows))
    for step in range(600):
        if rows and (rng.random() < 0.45 or step > 450):
            at = rng.randrange(len(rows))
            del rows[at]
            blocks.delete(at)
        else:
            at = rng.choice([0, len(rows), rng.randrange(len(rows) + 1)])
            rows.insert(at, json.dumps([f"N{step}", step, 1]).encode())
            blocks.insert(at, rows[at])
        if step % 7 == 0 or not rows:
            assert blocks.json() == b"[" + b",".join(rows) + b"]"
            assert json.loads(blocks.json()) == [json.loads(row) for row in rows]
    assert blocks.json() == b"[" + b",".join(rows) + b"]"
