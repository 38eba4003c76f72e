"""The big screen shows the chip set's chips still in play as discs of their colours, the colored-up ones gone."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from clock_scenes import CHIP_SET, Scene, build_scenes
from PySide6.QtCore import QPoint, QRect

from floor.ui.clock.display import ClockDisplay, chip_label
from floor.ui.common import language

SHOTS = Path("/tmp/floor-shots-chips")


@pytest.fixture(scope="module")
def scenes(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Scene]]:
    store, built = build_scenes(tmp_path_factory.mktemp("chips"))
    yield built
    store.close()


def test_the_board_carries_the_chips_not_colored_up_at_the_breaks_passed(scenes) -> None:
    frame = scenes["chips"].provider()  # level 6: the 25s left at the break after level 5
    assert frame.chips == tuple((chip.denomination, chip.colour) for chip in CHIP_SET.chips[1:])
    assert scenes["running"].provider().chips == ()  # no chip set: no discs


def test_a_chip_says_its_value_as_the_chips_print_it() -> None:
    assert [chip_label(v) for v in (25, 500, 1000, 25_000, 2_500, 1_000_000)] == ["25", "500", "1K", "25K",
                                                                                  "2500", "1M"]


@pytest.mark.parametrize("code", ["en", "ru", "ro"])
def test_the_discs_are_on_the_screen_apart_from_every_text(qtbot, scenes, code: str) -> None:
    language.use(code)
    try:
        display = ClockDisplay(scenes["chips"].provider, poll=False)
        qtbot.addWidget(display)
        display.set_lobby(scenes["chips"].lobby)
        display.resize(1280, 720)
        display.show()
        display.refresh()
        strip = display.chip_strip
        assert strip.isVisibleTo(display)
        discs = strip.discs()
        assert [value for _, value, _ in discs] == [100, 500, 1000, 5000, 25000]
        where = QRect(strip.mapTo(display, QPoint(0, 0)), strip.size())
        assert QRect(0, 0, 1280, 720).contains(where)
        assert all(strip.rect().contains(box) and box.height() >= 16 for box, _, _ in discs)
        for text, rect, _ in display.drawn():
            assert not rect.intersects(where), (text, rect, where)
        SHOTS.mkdir(exist_ok=True)
        display.grab().save(str(SHOTS / f"clock-{code}.png"))
    finally:
        language.use("en")
