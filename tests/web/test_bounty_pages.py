"""The phones and the TV show the bounties: on each player's head, what they won, and the book in one line, in the
page's language (issue 19)."""

from __future__ import annotations

import json

from floor.tournament import players as P
from floor.tournament.bounties import BountyRule
from floor.tournament.events import Event
from floor.tournament.records import Created
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState, replay
from floor.tournament.tokens import issue_tokens
from floor.web.pages import player_page
from floor.web.snapshot import build

NOW = 1_800_000_000.0


def act(state: TournamentState, event: Event) -> TournamentState:
    return state.after(event.numbered(state.seq + 1))


def pko_night() -> TournamentState:
    settings = Settings("PKO", buy_in=1000, starting_stack=10_000, bounty=BountyRule("progressive", 400, unit=100))
    state = replay(1, [Event(Created.of(settings), NOW, "Ana", 1)])
    for name in ("Ana", "Bogdan", "Cezar"):
        state = act(state, P.register(state, name, now=NOW, author="Ana", level=1))
    state = act(state, issue_tokens(state, now=NOW, author="Ana"))
    return act(state, P.eliminate(state, [1], now=NOW, author="Ana", by=[2]))


def test_a_players_page_says_the_bounty_on_them_and_what_they_won_in_their_language() -> None:
    state = pko_night()
    snapshot = build(state, NOW)
    assert snapshot.players[2].to_dict("en")["bounties"] == "Bounty on you: 600 · bounties won: 200"
    assert snapshot.players[1].to_dict("en")["bounties"] == "Bounties won: 0"
    russian = snapshot.players[2].to_dict("ru")["bounties"]
    assert "600" in russian and "200" in russian and "Bounty" not in russian
    page = player_page(snapshot, 2, state.tokens[2], "ro")
    assert 'id="bounties"' in page and "600" in page and "Bounty on you" not in page


def test_the_tv_says_the_bounties_in_one_line_and_a_night_without_bounties_says_nothing() -> None:
    state = pko_night()
    clock = json.loads(build(state, NOW).clock_json["en"])
    assert clock["bounties"] == "Bounties: 200 won · 1,000 on heads"
    plain = replay(1, [Event(Created.of(Settings("Plain", buy_in=100, starting_stack=100)), NOW, "Ana", 1)])
    assert json.loads(build(plain, NOW).clock_json["en"])["bounties"] == ""
