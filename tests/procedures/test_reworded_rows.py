"""The rows the translators found unclear, as procedures.md words them now (issue 15, item 23): each test pins what
the row means, in English and in its Russian and Romanian, so a later edit cannot drift from the design again."""

import re

import pytest
from procedure_fixtures import book, rule

from floor.core.house import _CHOICES
from floor.procedures import house_words as W
from floor.procedures.rulebook import TRANSLATED, Row
from floor.web.words import spoken

POT = {"1": 150, "2": 300, "5": 1200}


def _all(row: Row, language: str) -> str:
    """The row's title and rulings (its own and its variants') in one language."""
    words = row.words(language)
    return " ".join([words.title, words.ruling, *(v.words(language).ruling for v in row.variants)])


def test_dd04_several_marks_or_a_deliberate_one_and_a_single_accidental_mark_goes_to_dc01_to_dc05():
    """DD-04: the deck is defective for several marked cards or a deliberate mark (DC-06 decides); one accidental
    mark is a defective card, ruled by DC-01 to DC-05, not by DC-06 alone."""
    row = book.row("DD-04")
    assert row.title == "Several marked cards, or a mark made deliberately"
    assert "DC-06 decides" in row.ruling and "ruled by DC-01 to DC-05" in row.ruling
    assert "DC-01" in row.words("ru").ruling and "DC-05" in row.words("ru").ruling
    assert "DC-01" in row.words("ro").ruling and "DC-05" in row.words("ro").ruling
    assert rule(hs="HS0", found="defective_card", cards_affected=2).row_id == "DD-04"  # through DC-06


@pytest.mark.parametrize(("recoverable", "policy", "void"), [(True, "s002_pot_stands", True),
                                                            (False, "s002_pot_stands", False),
                                                            (False, "tda_r22_window", True)])
def test_dd11_not_rebuildable_is_dd10_under_the_house_s_late_defect_setting(recoverable, policy, void):
    """DD-11: rebuildable hands go to DD-05; otherwise DD-10 with the house's late-defect setting, so the TDA's
    window voids the hand (the claim comes before the next hand), the house rules let the pot stand."""
    row = book.row("DD-11")
    assert "DD-05 applies" in row.ruling and "DD-10 applies with the house setting" in row.ruling
    d = rule(hs="HS8", found="duplicate_card", recoverable=recoverable, contributions=POT,
             house={"late_defect_policy": policy})
    assert d.outcome.void_hand is void
    if not recoverable:
        assert d.settings_used() == {"late_defect_policy": policy}


def test_md02_the_boxed_card_dealt_down_and_mixed_in_is_replaced_after_the_round():
    """MD-02: it is the boxed card itself that was dealt down and mixed with the player's cards: he keeps playing
    and it is replaced once the round of dealing ends (the old text said "the next card")."""
    row = book.row("MD-02")
    assert "If the boxed card was already dealt face down" in row.ruling and "he keeps playing" in row.ruling
    assert "next card already went" not in row.ruling
    assert "перевёрнутая карта уже ушла" in row.words("ru").ruling
    assert "acea carte întoarsă a ajuns deja" in row.words("ro").ruling


def test_md16_third_street_upcard_dealt_down_and_seventh_street_replaced_only_while_someone_can_bet():
    """MD-16: the exposed down card on third street becomes the upcard and the third-street upcard is dealt down;
    on seventh street it is replaced if anyone can still bet, else it stays and that hand is shown last."""
    row = book.row("MD-16")
    assert "third-street upcard is dealt to him face down" in row.ruling
    assert "replaced by the next card if anyone can still bet" in row.ruling
    assert "shown last among the players at risk" in row.ruling
    assert "players not at risk show first" not in row.ruling


def test_pn05_lists_etiquette_without_abuse_and_sends_abuse_to_pn06():
    """PN-05: abuse is not among the grounds that merely allow a penalty; it is under PN-06, where one is required."""
    row = book.row("PN-05")
    assert "abuse is under PN-06, where a penalty is required" in row.ruling
    assert "PN-06" in row.words("ru").ruling and "PN-06" in row.words("ro").ruling
    assert rule(hs="HS4", found="offence", offence="abuse", seat=2).row_id == "PN-06"
    assert rule(hs="HS4", found="offence", offence="etiquette", seat=2).row_id == "PN-05"


def test_pn06_still_requires_a_penalty_and_disqualifies_chip_dumping():
    """PN-06 (unchanged in meaning): a penalty is required, chip dumping or collusion disqualifies."""
    assert rule(hs="HS4", found="offence", offence="collusion", seat=2).outcome.disqualified


def test_sh06_every_card_face_up_and_in_stud_the_three_down_cards_beside_the_four_upcards():
    """SH-06: all of a player's cards, 2 in hold'em, 4 in Omaha, in stud the 3 down cards beside the 4 upcards
    (not "all 7 hole cards"), even when he plays the board."""
    row = book.row("SH-06")
    assert "the 3 down cards beside the 4 upcards" in row.ruling and "all 7" not in row.ruling
    assert "3 закрытые карты рядом с 4 открытыми" in row.words("ru").ruling
    assert "cele 3 cărți închise de lângă cele 4 cărți la vedere" in row.words("ro").ruling


def test_sh11_is_about_the_dealer_mucking_a_hand_not_a_fouled_hand():
    """SH-11: the dealer killed the hand by mistake (mucked it or mixed it with the muck); "fouled" is gone."""
    row = book.row("SH-11")
    assert row.title == "The dealer kills a hand by mistake (mucks it or mixes it with the muck)"
    assert "fouled" not in _all(row, "en")
    assert "испорчена" not in _all(row, "ru") and "invalidă" not in _all(row, "ro")


def test_sh17_applies_the_pt13_windows():
    """SH-17: the dispute windows are PT-13's: a misread until the next hand begins, the pot's count or award until
    substantial action on it, one minute after the award before a break."""
    row = book.row("SH-17")
    assert row.ruling.startswith("The dispute windows of PT-13 apply")
    assert all("PT-13" in row.words(code).ruling for code in TRANSLATED)
    assert rule(hs="HS10", found="award_dispute").variant.key == "arithmetic-only"


# -- words a floor understands, in every row ----------------------------------------------------------------------
_INTERNAL = re.compile(r"\bSeed\b|\bseed \d|\bS00\d\b|\bRRoP\b|\b[a-z]+_[a-z_]+\b|\bR\d+\b|(?<!TDA )\bRP-\d")


@pytest.mark.parametrize("language", ["en", *TRANSLATED])
def test_no_ruling_says_a_source_key_or_a_setting_key(language):
    """No title, ruling or follow-up reads "Seed 002", "RRoP", "R22" or a stored setting key: it says "the house
    rules", "Robert's Rules of Poker", "TDA rule 22" and the setting's name."""
    found = []
    for row in book.rows:
        words = row.words(language)
        texts = [words.title, words.ruling, *words.follow_ups]
        for v in row.variants:
            texts += [v.words(language).ruling, *v.words(language).follow_ups]
        found += [f"{row.id}: {m}" for text in texts for m in _INTERNAL.findall(text)]
    assert found == []


_NAMED = {"en": r"house setting “([^”]+)”", "ru": r"настройк\w* клуба «([^»]+)»", "ro": r"setar\w* clubului „([^”]+)”"}


@pytest.mark.parametrize("language", ["en", *TRANSLATED])
def test_a_setting_a_ruling_names_is_named_as_house_settings_names_it(language):
    """Where a ruling sends the floor to a house setting, it uses that setting's name in the same language as the
    House settings dialog, so the floor finds it there."""
    names = {spoken(language, s.name) for s in W.SETTINGS}
    named = [m for row in book.rows for text in [row.words(language).ruling]
             for m in re.findall(_NAMED[language], text)]
    assert len(named) >= 11 and set(named) <= names


def test_every_setting_with_choices_has_words_for_each_of_them():
    """House settings says every stored value in words: the choices are exactly the ones the house accepts."""
    for setting in W.SETTINGS:
        if setting.kind == W.CHOICE:
            assert tuple(c[0] for c in setting.choices) == _CHOICES[setting.key], setting.key
        for rule_id in setting.rules:
            assert W.rule_text(rule_id) or book.row(rule_id), rule_id
