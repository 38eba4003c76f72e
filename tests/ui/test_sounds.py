"""The shipped sounds (made again byte for byte by scripts/make_sounds.py) and the sounder that plays each event's
chosen sound at its volume for the big screen."""

from __future__ import annotations

import importlib.util
import wave
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QSettings

from floor.tournament import players
from floor.tournament import timekeeping as T
from floor.tournament.events import Event
from floor.tournament.notices import BUBBLE
from floor.tournament.records import Created
from floor.tournament.settings import Settings
from floor.tournament.state import TournamentState, replay
from floor.tournament.structure import template
from floor.ui.clock.board import board
from floor.ui.clock.display import ClockDisplay
from floor.ui.common import language
from floor.ui.common.settings import DeskSettings
from floor.ui.common.sound_choice import EVENTS, SHIPPED, TONE_OF, WINNER, SoundChoice
from floor.ui.common.sounds import Sounder, tone_path, verify_wav

ROOT = Path(__file__).resolve().parents[2]
T0 = 1_800_000_000.0


def desk(tmp_path: Path) -> DeskSettings:
    return DeskSettings(QSettings(str(tmp_path / "floor.ini"), QSettings.Format.IniFormat))


class Heard(Sounder):
    """The real sounder, on a desk with speakers, writing down what it would play instead of playing it."""

    def __init__(self, settings: DeskSettings) -> None:
        super().__init__(settings)
        self.reason = ""
        self.heard_choices: list[tuple[str, SoundChoice]] = []

    def play_choice(self, choice: SoundChoice, kind: str = "") -> bool:
        self.heard_choices.append((kind, choice))
        return True


def test_the_script_makes_the_shipped_sounds_again_byte_for_byte(tmp_path: Path) -> None:
    """resources/sounds/ is what scripts/make_sounds.py writes: anyone can change a sound and make them again."""
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "scripts" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    made = script.main(tmp_path)
    assert sorted(p.name for p in made) == sorted(f"{tone}.wav" for tone in SHIPPED)
    for path in made:
        assert path.read_bytes() == tone_path(path.stem).read_bytes(), path.name


def test_every_shipped_sound_is_a_short_small_16_bit_mono_wav_floor_accepts() -> None:
    for tone in SHIPPED:
        path = tone_path(tone)
        with wave.open(str(path)) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22_050), tone
            assert 0.3 <= w.getnframes() / w.getframerate() <= 1.5, tone
        assert 10_000 < path.stat().st_size < 64_000, tone
        verify_wav(path)


def test_every_event_has_a_name_and_a_shipped_sound_to_start_with() -> None:
    assert set(TONE_OF) == set(EVENTS) and set(TONE_OF.values()) <= set(SHIPPED)


def won(entries: int = 3) -> TournamentState:
    """A tournament played down to one player: the board's banner is the winner's."""
    settings = Settings("Sunday", buy_in=100, starting_stack=10_000)
    state = replay(1, [Event(Created.of(settings, template("turbo")), T0, "Ana", 1)])
    actions = [lambda s: T.clock(s, "start", now=T0, author="Ana")]
    actions += [lambda s, i=i: players.register(s, f"Player {i}", now=T0, author="Ana", level=1)
                for i in range(1, entries + 1)]
    actions += [lambda s, i=i: players.eliminate(s, [f"Player {i}"], now=T0 + 60 * i, author="Ana")
                for i in range(1, entries)]
    for seq, action in enumerate(actions, start=2):
        state = state.after(action(state).numbered(seq))
    return state


def test_the_display_plays_the_winners_chosen_sound_at_its_volume_once(qtbot, tmp_path: Path) -> None:
    """The club chose its own WAV at 40 % for the winner: the big screen's banner plays exactly that, once."""
    settings = desk(tmp_path)
    sound = tmp_path / "hooray.wav"
    sound.write_bytes(tone_path("fanfare").read_bytes())
    settings.set_sound(WINNER, SoundChoice(file=str(sound), volume=40))
    sounder = Heard(settings)
    state = won()
    display = ClockDisplay(lambda: board(state, T0 + 600), poll=False, sounder=sounder)
    qtbot.addWidget(display)
    for _ in range(8):
        display.refresh()
    assert display.alert.text() == "Player 3 WINS"
    assert sounder.heard_choices == [(WINNER, SoundChoice(file=str(sound), volume=40))]


def test_a_bubble_banner_plays_the_bubbles_sound_and_a_silenced_event_nothing(qtbot, tmp_path: Path) -> None:
    """Once the board carries the bubble's notice (its kind before the "@"), the bubble's sound plays; an event
    the club set to no sound is asked for and stays silent."""
    settings = desk(tmp_path)
    settings.set_sound(BUBBLE, SoundChoice(tone="buzzer", volume=90))
    sounder = Heard(settings)
    state = won(entries=12)
    frame = replace(board(state, T0 + 600), alert="BUBBLE", alert_key=f"{BUBBLE}@{T0 + 599}")
    display = ClockDisplay(lambda: frame, poll=False, sounder=sounder)
    qtbot.addWidget(display)
    display.refresh()
    assert sounder.heard_choices == [(BUBBLE, SoundChoice(tone="buzzer", volume=90))]
    settings.set_sound(BUBBLE, SoundChoice(volume=90))
    assert not Sounder.play_choice(sounder, settings.sound(BUBBLE), BUBBLE)


def test_the_master_switch_off_silences_every_event(qtbot, tmp_path: Path) -> None:
    """The settings' Sounds box unticked while the big screen is open: the next alert plays nothing."""
    settings = desk(tmp_path)
    settings.sounds = False
    sounder = Heard(settings)
    assert not sounder.play(BUBBLE) and sounder.heard_choices == []


def test_without_an_audio_device_the_sounder_says_why_and_plays_nothing(qapp, tmp_path: Path) -> None:
    sounder = Sounder(desk(tmp_path))
    if not sounder.available:  # offscreen, CI
        assert sounder.reason == "no audio device: alerts are shown, not heard"
        assert not sounder.play(BUBBLE) and not sounder.play_choice(SoundChoice(tone="bell"))
        assert sounder.problem == sounder.reason and sounder.effects == {}
        language.use("ru")  # the finding (issue 29): the status line stayed English after the switch
        try:
            assert sounder.reason == "нет аудиоустройства: объявления видны, но не слышны"
        finally:
            language.use("en")
