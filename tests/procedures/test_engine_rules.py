"""The engine: exactly one row, or a reported gap; the situation and the house profile it is given."""

import textwrap
from pathlib import Path
from types import SimpleNamespace

import pytest
from procedure_fixtures import book, gap, rule

from floor.core.errors import FloorError
from floor.procedures import Situation, candidates, decide, load_rulebook
from floor.procedures.profile import defaults, in_force, load_profile, tournament_settings
from floor.procedures.situations import derive
from floor.tournament import codec


def test_a_situation_matching_nothing_is_a_gap():
    err = gap(hs="HS0", found="four_card_flop")
    assert err.code == "no-rule"
    assert err.message == ("no row of the rulebook covers four_card_flop at HS0: a gap, so Floor proposes nothing; "
                           "the floor decides (TDA rule 1)")


def _overlapping(tmp_path: Path) -> Path:
    (tmp_path / "rulebook.toml").write_text(
        'version = "TDA-2024-v1.0 / house-2026-11"\ntables = ["t.toml"]\n[sources]\nTDA = "TDA"\n', encoding="utf-8")
    row = textwrap.dedent("""
        [[row]]
        id = "XX-0{n}"
        title = "t"
        situation = ["HS4"]
        when = {{ found = "joker" }}
        ruling = "r"
        outcome = {{ cards = ["continue"] }}
        sources = ["TDA R1"]
        product_default = false
        """)
    (tmp_path / "t.toml").write_text('table = "DT-X"\ntitle = "t"\n' + row.format(n=1) + row.format(n=2),
                                     encoding="utf-8")
    return tmp_path


def test_several_rows_at_once_is_an_ambiguity_not_a_choice(tmp_path):
    book = load_rulebook(_overlapping(tmp_path))
    with pytest.raises(FloorError) as caught:
        decide(book, Situation(hs="HS4", found="joker"))
    assert caught.value.code == "ambiguous-rule"
    assert caught.value.message.startswith("joker at HS4 matches XX-01 or XX-02 at once")


def test_the_house_must_run_the_rulebook_loaded():
    with pytest.raises(FloorError) as caught:
        decide(book, Situation(hs="HS0", found="joker"), {"rulebook_version": "TDA-2026-v1.0"})
    assert caught.value.code == "rulebook-version"


def test_candidates_narrow_step_by_step():
    rows = [r.id for r in candidates(book, Situation(hs="HS3", found="defective_card"))]
    assert rows == ["DC-02", "DC-04"]


def test_the_decision_as_json():
    d = rule(hs="HS3", found="defective_card", face="down", street="preflop")
    data = d.to_dict()
    assert (data["row"], data["table"], data["street"], data["settings_used"]) == (
        "DC-02", "DT-7", "preflop", {"defect_threshold": "BETTING_STARTED"})
    assert data["outcome"]["cards"] == ["collect_all_and_redeal", "replace_deck"]


# -- the situation -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("data", "message"), [
    ({"hs": "HS4"}, "a situation needs at least hs"),
    ({"hs": "HS14", "found": "joker"}, "hs cannot be 'HS14'"),
    ({"hs": "HS4", "found": "joker", "colour": "red"}, "'colour' is not a fact Floor knows"),
    ({"hs": "HS4", "found": "joker", "face": "sideways"}, "face cannot be 'sideways' (up, down)"),
    ({"hs": "HS4", "found": "joker", "seat": 0}, "seat must be a seat number"),
    ({"hs": "HS4", "found": "joker", "contributions": {"1": -5}}, "must be a whole number of 0 or more"),
    ({"hs": "HS4", "found": "joker", "live": [1, 1]}, "live names a seat twice"),
    ({"hs": "HS4", "found": "joker", "exploiter": 9, "contributions": {"1": 5}}, "the exploiter, seat 9, was not"),
    ({"hs": "HS4", "found": "joker", "winners": [7], "dealt_in": [1, 2]}, "winners names seat 7, which was not"),
    ({"hs": "HS4", "found": "joker", "repeated": "yes"}, "repeated must be true or false"),
    ({"hs": "HS2", "found": "boxed_cards", "players_acted": 2}, None),
])
def test_a_situation_that_contradicts_itself_is_refused(data, message):
    if message is None:  # HS2 is before any voluntary action: the contradiction shows when the facts are derived
        with pytest.raises(FloorError, match="before any voluntary action"):
            derive(Situation.from_dict(data), {"misdeal_threshold": "RRoP_ACTION"})
        return
    with pytest.raises(FloorError) as caught:
        Situation.from_dict(data)
    assert caught.value.code == "bad-situation" and message in caught.value.message


def test_a_situation_keeps_only_the_facts_given():
    s = Situation.from_dict({"hs": "HS4", "found": "joker", "deliberate": False, "contributions": {"2": 10}})
    assert codec.write(s) == {"hs": "HS4", "found": "joker", "contributions": {"2": 10}, "dealt_in": [2]}
    assert Situation.from_dict(codec.write(s)) == s


# -- the house profile -----------------------------------------------------------------------------------------------
def test_the_shipped_profile_has_every_house_key():
    from floor.core.house import _CHOICES  # the keys of §14 the core accepts
    assert set(defaults()) == set(_CHOICES)


def test_the_defaults_are_those_of_section_14():
    d = defaults()
    assert (d["misdeal_threshold"], d["defect_threshold"], d["joker_policy"], d["exploit_policy"],
            d["late_defect_policy"], d["void_hand_button"], d["see_hand_policy"], d["device_kills_live_hand"]) == (
        "SA", "BETTING_STARTED", "defective_deck", "s002_mandatory", "s002_pot_stands", "replay", "tda", False)


def test_a_house_profile_file_is_checked(tmp_path):
    path = tmp_path / "club.toml"
    path.write_text('joker_policy = "sometimes"\n', encoding="utf-8")
    with pytest.raises(FloorError, match=r"^club.toml: house setting joker_policy cannot be 'sometimes'"):
        load_profile(path)
    path.write_text('jokers = "tda"\n', encoding="utf-8")
    with pytest.raises(FloorError, match=r"^club.toml: 'jokers' is not a house setting"):
        load_profile(path)
    path.write_text("[deck_spec]\nholdem = 50\n", encoding="utf-8")
    with pytest.raises(FloorError, match="deck_spec for holdem cannot be 50"):
        load_profile(path)
    path.write_text('see_hand_policy = "rrop"\n', encoding="utf-8")
    assert in_force(load_profile(path))["see_hand_policy"] == "rrop"


def test_a_tournaments_settings_override_the_defaults():
    state = SimpleNamespace(house={"joker_policy": "rrop"})
    settings = tournament_settings(state)  # type: ignore[arg-type]
    assert settings["joker_policy"] == "rrop" and settings["exploit_policy"] == "s002_mandatory"
