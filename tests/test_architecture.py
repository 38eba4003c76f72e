"""The layers of docs/architecture.md hold: the pure core imports only the stdlib and the layers beneath it."""

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PURE_PACKAGES = ["floor/core", "floor/tournament", "floor/procedures", "floor/i18n", "floor/usecases"]
ALLOWED_FLOOR_IMPORTS = {
    "floor/core": ("floor.core",),
    "floor/tournament": ("floor.core", "floor.tournament"),
    "floor/procedures": ("floor.core", "floor.tournament", "floor.procedures"),
    "floor/i18n": ("floor.core", "floor.tournament", "floor.i18n"),  # the catalogs, read from resources/
    "floor/usecases": ("floor.core", "floor.tournament", "floor.procedures", "floor.usecases"),
}


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.append(node.module)
    return names


@pytest.mark.parametrize("package", [p for p in PURE_PACKAGES if (ROOT / p).is_dir()])
def test_pure_packages_import_only_the_standard_library_and_inner_layers(package: str) -> None:
    """A pure package imports nothing but the standard library and the layers beneath it."""
    offenders = []
    for path in sorted((ROOT / package).rglob("*.py")):
        for name in _imports(path):
            top = name.split(".")[0]
            if top == "floor":
                if not name.startswith(ALLOWED_FLOOR_IMPORTS[package]) and name != "floor":
                    offenders.append(f"{path.relative_to(ROOT)}: {name}")
            elif top not in sys.stdlib_module_names and top != "__future__":
                offenders.append(f"{path.relative_to(ROOT)}: {name}")
    assert offenders == []


def test_the_core_package_exists_and_is_checked() -> None:
    """The check above must not pass vacuously: the rules core is there and has modules."""
    assert len(list((ROOT / "floor/core").glob("*.py"))) >= 5
    assert "floor.core.cards" in _imports(ROOT / "floor/core/hands.py")


def test_the_desktop_does_not_reach_into_storage() -> None:
    """floor/ui is handed its data (architecture.md): it imports neither floor.store nor floor.web."""
    offenders = [f"{path.relative_to(ROOT)}: {name}" for path in sorted((ROOT / "floor/ui").rglob("*.py"))
                 for name in _imports(path) if name.startswith(("floor.store", "floor.web"))]
    assert offenders == []


def test_the_player_service_reads_only_the_inner_layers() -> None:
    """floor/web (architecture.md) may import core, tournament, procedures and qrcode: never the store or the
    desktop; its server threads only read a published snapshot."""
    allowed = ("floor.core", "floor.tournament", "floor.procedures", "floor.i18n", "floor.web")
    offenders = [f"{path.relative_to(ROOT)}: {name}" for path in sorted((ROOT / "floor/web").rglob("*.py"))
                 for name in _imports(path)
                 if (name.split(".")[0] == "floor" and not name.startswith(allowed))
                 or (name.split(".")[0] not in ("floor", "qrcode", "__future__")
                     and name.split(".")[0] not in sys.stdlib_module_names)]
    assert offenders == [] and len(list((ROOT / "floor/web").glob("*.py"))) >= 4
