"""The layers of docs/architecture.md hold: the pure core imports only the stdlib and the layers beneath it."""

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PURE_PACKAGES = ["floor/core", "floor/tournament", "floor/procedures", "floor/i18n", "floor/usecases", "floor/clubs"]
ALLOWED_FLOOR_IMPORTS = {
    "floor/core": ("floor.core",),
    "floor/tournament": ("floor.core", "floor.tournament"),
    "floor/procedures": ("floor.core", "floor.tournament", "floor.procedures"),
    "floor/i18n": ("floor.core", "floor.tournament", "floor.i18n"),  # the catalogs, read from resources/
    "floor/usecases": ("floor.core", "floor.tournament", "floor.procedures", "floor.clubs", "floor.usecases"),
    "floor/clubs": ("floor.core", "floor.tournament", "floor.clubs"),
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


def test_the_room_service_is_no_window_and_no_composition_root() -> None:
    """floor/room (architecture.md) serves the room over the network from its own process: it calls the use
    cases and the store, shows the web pages, and never imports Qt, the desktop or a composition root."""
    roots = ("floor.app", "floor.cli", "floor.player_pages", "floor.demo", "floor.commands", "floor.ui")
    offenders = [f"{path.relative_to(ROOT)}: {name}" for path in sorted((ROOT / "floor/room").rglob("*.py"))
                 for name in _imports(path) if name.startswith((*roots, "PySide6"))]
    assert offenders == [] and len(list((ROOT / "floor/room").glob("*.py"))) >= 4


def _modules() -> list[Path]:
    return sorted((ROOT / "floor").rglob("*.py"))


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def test_no_private_name_is_imported_across_modules() -> None:
    """A name with a leading underscore is its module's own: a module that needs it from another module makes it
    public there first (issue 17 found 46 such imports)."""
    offenders = []
    for path in _modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("floor"):
                offenders += [f"{path.relative_to(ROOT)}: {node.module}.{alias.name}" for alias in node.names
                              if alias.name.startswith("_") and not alias.name.startswith("__")]
    assert offenders == []


def test_no_module_re_exports_another_modules_names() -> None:
    """No re-export shims: a module's ``__all__`` lists what it defines; only a package's ``__init__`` names its
    public face, taken from its own modules."""
    offenders = []
    for path in _modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        listed: list[str] = []
        for node in tree.body:
            if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__"
                                                    for t in node.targets):
                listed = [e.value for e in getattr(node.value, "elts", []) if isinstance(e, ast.Constant)]
        imported = {alias.asname or alias.name: node.module for node in tree.body
                    if isinstance(node, ast.ImportFrom) and node.module for alias in node.names}
        own = _module_name(path)
        for name in listed:
            source = imported.get(name)
            if source is None:
                continue
            if path.name != "__init__.py" or not source.startswith(own + "."):
                offenders.append(f"{path.relative_to(ROOT)}: {name} from {source}")
    assert offenders == []


def test_the_architecture_document_lists_every_package() -> None:
    """docs/architecture.md's package table names every package of floor/, and no package that is gone."""
    packages = {_module_name(p) for p in _modules() if p.name == "__init__.py"}
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    table = {cell.strip("` ") for line in text.splitlines() if line.startswith("| `floor")
             for cell in [line.split("|")[1]]}
    named = {name.replace("/", ".").rstrip(".") for name in table}
    assert named == packages


FRONT_ENDS = ["floor/ui", "floor/commands", "floor/app.py", "floor/demo.py", "floor/cli.py", "floor/player_pages.py"]


def test_front_ends_act_only_through_the_use_cases() -> None:
    """One way through (issue 17): the console, the dealer station and the command line never commit events
    themselves (``store.act``, ``act_all``, ``desk.commit``); every intent is one call into floor/usecases."""
    offenders = []
    for place in FRONT_ENDS:
        paths = [ROOT / place] if place.endswith(".py") else sorted((ROOT / place).rglob("*.py"))
        for path in paths:
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                        and node.func.attr in ("act", "act_all", "commit"):
                    offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}: .{node.func.attr}()")
    assert offenders == []


CLUB_WRITES = ("keep", "found_final", "keep_offer", "redeem", "unpair")  # the store's writes of the club's own rows


def test_front_ends_create_tournaments_and_write_the_clubs_rows_only_through_the_use_cases() -> None:
    """Issue 28: a tournament is made by ``usecases.tournaments.create`` (never ``store.create``), and the members',
    leagues' and devices' rows are written by their use cases (never the store's ``keep``, ``found_final``, …)."""
    offenders = []
    for place in FRONT_ENDS:
        paths = [ROOT / place] if place.endswith(".py") else sorted((ROOT / place).rglob("*.py"))
        for path in paths:
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
                    continue
                receiver = node.func.value
                named = receiver.id if isinstance(receiver, ast.Name) else \
                    receiver.attr if isinstance(receiver, ast.Attribute) else ""
                if node.func.attr in CLUB_WRITES or (node.func.attr == "create" and named == "store"):
                    offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}: .{node.func.attr}()")
    assert offenders == []
