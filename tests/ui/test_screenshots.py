"""scripts/screenshots.py keeps working: it renders every clock screen at 1280x720 and 1920x1080."""

import importlib.util
from pathlib import Path

from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]


def test_screenshots_render_at_both_sizes(qapp, tmp_path: Path) -> None:
    """Fifty desktop PNGs: eight clock screens, twelve console pages and five dealer stations (of these, the clock,
    the Players and Rulings tabs and the station in Russian and in Romanian), two sizes each; and where Qt WebEngine
    is installed six phone pages (the player's and the lobby's in three languages). Each of its size, not blank."""
    spec = importlib.util.spec_from_file_location("screenshots", ROOT / "scripts" / "screenshots.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    saved = module.main(tmp_path)
    phones = [path for path in saved if path.name.startswith("phone-")]
    assert len(saved) - len(phones) == 50
    assert len(phones) == (0 if module.WEB_ENGINE is None else 6)
    for path in saved:
        image = QImage(str(path))
        width, height = (int(n) for n in path.stem.rsplit("-", 1)[1].split("x"))
        assert (image.width(), image.height()) == (width, height)
        colours = {image.pixel(x, y) for x in range(0, width, 37) for y in range(0, height, 37)}
        assert len(colours) > 5  # text was drawn, not an empty background
