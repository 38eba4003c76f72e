"""The wheel carries every package and the data files: an installed Floor finds its structures and payouts."""

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_package_is_listed_for_the_wheel() -> None:
    """pyproject lists packages by hand (resources/ is mapped in): a new sub-package must be added there."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    on_disk = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "floor").rglob("__init__.py")}
    assert set(config["packages"]) == on_disk | {"floor.resources"}
    assert config["package-dir"] == {"floor.resources": "resources"}


def test_the_data_files_are_json_the_wheel_takes() -> None:
    """Every file under resources/ matches the package-data patterns, so none is left out of the wheel."""
    patterns = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"][
        "package-data"]["floor.resources"]
    suffixes = {pattern.rsplit(".", 1)[1] for pattern in patterns}
    files = [p for p in (ROOT / "resources").rglob("*") if p.is_file()]
    assert files and all(p.suffix.lstrip(".") in suffixes for p in files)
