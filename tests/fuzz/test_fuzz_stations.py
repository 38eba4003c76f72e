"""Fuzz what a station sends (issue 18): any JSON a tablet, a phone or a window elsewhere could send the room
service is refused in words (a ``FloorError``, an HTTP 4xx) or answered, never a traceback, and a refusal writes
nothing. The pure readers are fuzzed directly (many examples, fast); the service itself takes a sample over HTTP.

FLOOR_FUZZ_EXAMPLES sets the examples per property (default 300).
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from room.served import paired, post, seated_room, served

from floor.core.errors import FloorError
from floor.store.tournaments import Store
from floor.usecases import tablet

EXAMPLES = int(os.environ.get("FLOOR_FUZZ_EXAMPLES", "300"))
JSON = st.recursive(st.none() | st.booleans() | st.integers(-10**20, 10**20) | st.floats(allow_nan=True)
                    | st.text(max_size=80), lambda inner: st.lists(inner, max_size=6)
                    | st.dictionaries(st.text(max_size=10), inner, max_size=6), max_leaves=25)
CARDS = st.sampled_from(["As Ad", "Kc Ks", "As", "", "Ah Kh 7c 7d 2s", "Jk", "10h", "A♠ K♠", "zz", "As As",
                         "Т♠ К♥", "A" * 70, "2c 3c 4c 5c 6c 7c 8c"])
CHIPS = st.sampled_from(["500", "0", "", "-5", "200+400", "1e9", "999999999999999999999", "abc", "1,000", "+"])
SEAT = st.fixed_dictionaries({"seat": st.integers(-2, 13) | st.just(True), "player": st.none() | st.integers(-1, 20),
                              "cards": CARDS, "chips": CHIPS, "folded": st.booleans(), "all_in": st.booleans()},
                             optional={"dead": st.none() | CHIPS})
HAND = st.fixed_dictionaries({"seats": st.lists(SEAT, max_size=12)},
                             optional={"board": CARDS, "hand": st.integers(-1, 5) | st.text(max_size=3),
                                       "submission": st.text(max_size=70)})


@pytest.fixture(scope="module")
def room(tmp_path_factory: pytest.TempPathFactory) -> Any:
    path = seated_room(tmp_path_factory.mktemp("fuzz-stations") / "floor.db")
    store = Store(path)
    state = store.state(store.latest())
    store.close()
    return path, state


def _words() -> tablet.Words:
    return tablet.Words(lambda context, source, **values: source.format(**values) if values else source, str,
                        lambda n: f"{n:,}", "en")


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                       HealthCheck.too_slow])
@given(data=st.one_of(JSON, HAND))
def test_any_json_a_tablet_sends_is_read_or_refused_in_words(room: Any, data: object) -> None:
    _, state = room
    refused: FloorError | None = None
    try:
        typed = tablet.read_typed(data)
        shown = tablet.live_result(state, 1, time.time(), typed, _words())
    except FloorError as err:  # (any other exception fails the test: a traceback a dealer would see)
        refused = err
    if refused is not None:
        assert refused.message and refused.code
    else:
        assert shown["reading"]["status"] and isinstance(shown["settled"], bool)


@settings(max_examples=max(20, EXAMPLES // 10), deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.one_of(JSON, HAND), path=st.sampled_from([
    "/api/dealer/result", "/api/dealer/confirm", "/api/dealer/void", "/api/call", "/api/commit", "/api/call/answer",
    "/api/pair"]))
def test_the_service_answers_any_body_with_an_answer_or_a_refusal_and_a_refusal_writes_nothing(
        served_room: Any, data: object, path: str) -> None:
    s, token, db = served_room
    store = Store(db)
    before = store.reach(store.latest())
    store.close()
    status, answer = post(s, path, data, token=token)
    assert status in (200, 400, 401, 403, 404, 409, 422, 429), (status, answer)
    if status != 200:
        assert answer.get("refusal"), answer
        store = Store(db)
        after = store.reach(store.latest())
        store.close()
        assert after == before


@pytest.fixture(scope="module")
def served_room(tmp_path_factory: pytest.TempPathFactory) -> Any:
    path = seated_room(tmp_path_factory.mktemp("fuzz-served") / "floor.db")
    with served(path) as s:
        yield s, paired(s, path, "dealer", table=1), path


def test_the_fixture_is_a_room_with_tables(room: Any) -> None:
    assert set(room[1].tables) == {1, 2} and isinstance(room[0], Path)
