"""The system packages the README lists are enough for Qt: a widget renders real text offscreen."""

from PySide6.QtWidgets import QLabel


def test_qt_renders_text_offscreen(qtbot) -> None:
    """A label with card symbols paints dark pixels: Qt, its fonts and its libraries are installed."""
    label = QLabel("A♠ 10♥ Floor")
    label.setStyleSheet("font-size: 40px; color: black; background: white;")
    qtbot.addWidget(label)
    label.resize(400, 80)
    image = label.grab().toImage()
    dark = sum(1 for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)
               if image.pixelColor(x, y).lightness() < 100)
    assert dark > 50
