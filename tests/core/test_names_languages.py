"""Hand names in Russian and Romanian, with the rule sheets' terms (seeds 000-002), from the same ids and ranks."""

import pytest

from floor.core.names import hand_name
from floor.core.showdown import showdown


@pytest.mark.parametrize(("category", "ranks", "ru", "ro"), [
    ("straight-flush", (14,), "Флеш-рояль", "Chintă regală"),
    ("straight-flush", (9,), "Стрит-флеш до девятки", "Chintă de culoare până la 9"),
    ("four-of-a-kind", (12, 3), "Каре дам", "Careu de Q"),
    ("full-house", (13, 2), "Фулл-хаус из королей и двоек", "Full house: K și 2"),
    ("flush", (14, 11, 8, 4, 3), "Флеш, старшая карта — туз", "Culoare, cea mai mare carte A"),
    ("straight", (5,), "Стрит до пятёрки", "Chintă până la 5"),
    ("three-of-a-kind", (7, 13, 2), "Тройка семёрок", "3 de același fel: 7"),
    ("two-pair", (14, 8, 3), "Две пары: тузы и восьмёрки", "2 perechi: A și 8"),
    ("pair", (10, 14, 11, 4), "Пара десяток", "O pereche de 10"),
    ("high-card", (13, 9, 7, 4, 2), "Старшая карта — король", "Cea mai mare carte: K"),
    ("five-of-a-kind", (4,), "Покер из пяти четвёрок", "Cinci de același fel: 4"),
])
def test_every_category_is_named_in_russian_and_romanian(category: str, ranks: tuple[int, ...], ru: str,
                                                         ro: str) -> None:
    assert hand_name("high", category, ranks, "ru") == ru
    assert hand_name("high", category, ranks, "ro") == ro


def test_lows_use_the_russian_rank_letters() -> None:
    assert hand_name("ace-to-five", "high-card", (8, 6, 4, 2, 1), "ru") == "8-6-4-2-Т, лоу"
    assert hand_name("deuce-to-seven", "high-card", (13, 12, 11, 10, 8), "ru") == "К-Д-В-10-8"
    assert hand_name("ace-to-five", "high-card", (7, 5, 3, 2, 1), "ro") == "7-5-3-2-A low"


def test_an_unknown_language_is_english() -> None:
    assert hand_name("high", "pair", (14,), "de") == "Pair of aces"


def test_the_showdown_gives_the_edges_what_they_need_to_name_a_hand() -> None:
    """The core answers with ids and ranks beside its English name, so a screen can name the hand itself."""
    result = showdown({"game": "holdem", "board": "Kh Kd 2c 2d 9s", "button": 1,
                       "seats": [{"seat": 1, "cards": "Ks 7c", "contributed": 100},
                                 {"seat": 2, "cards": "As Ah", "contributed": 100}]})
    first = result["hands"][0]["high"]
    assert (first["kind"], first["category"], first["ranks"]) == ("high", "full-house", [13, 2])
    assert hand_name(first["kind"], first["category"], first["ranks"], "ru") == "Фулл-хаус из королей и двоек"
