"""Keep the catalogs in step with the code: find every text marked for translation, update the ``.ts`` files
and compile them to ``.qm`` for Qt.

    python scripts/translations.py           # update resources/translations/floor_{ru,ro}.ts and the .qm files
    python scripts/translations.py --check   # exit 1 and list what is out of step (the tests run this)
    python scripts/translations.py --untranslated [FILES]   # English put on screen without tr() (floor/ui)
    python scripts/translations.py --fill NEW.json [...]    # also take these translations, then update as above

A ``--fill`` file is a JSON list of ``{"context": ..., "source": ..., "ru": ..., "ro": ...}``: translations made
apart (by a translator, or beside work on a window) merged into the catalogs; a text the code no longer marks is
ignored. The catalogs are rewritten under a lock, so two updates at once never lose each other's work.

A text is marked by one of these calls, with its context and English source as string literals:
``tr("Context", "Source", ...)`` (the desktop, floor/ui/common/language.py), ``translate(language, "Context",
"Source")`` and ``say(language, "Source", ...)`` (the player pages, context PlayerPage) and ``marked("Context",
"Source")`` (a table of names, translated where shown) and ``Text("Source", ...)`` (a refusal of the rules core,
context Errors).
Translations already made are kept; a new text is added unfinished; a text no longer in the code is dropped.
"""

from __future__ import annotations

import ast
import fcntl
import hashlib
import json
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "resources" / "translations"
LANGUAGES = {"ru": "ru_RU", "ro": "ro_RO"}
SOURCES = ROOT / "floor"

Key = tuple[str, str]  # (context, source)


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def marked_texts(root: Path = SOURCES) -> dict[Key, str]:
    """Every marked (context, source) in the package, with where it was first found."""
    found: dict[Key, str] = {}
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            args = node.args
            pair: tuple[ast.expr, ast.expr] | None = None
            if name in ("tr", "marked") and len(args) >= 2:
                pair = (args[0], args[1])
            elif name == "translate" and len(args) == 3:
                pair = (args[1], args[2])
            elif name == "say" and len(args) >= 2:  # floor/web/pages.py: say(language, "Source", ...)
                pair = (ast.Constant("PlayerPage"), args[1])
            elif name == "Text" and args:  # floor.core.errors.Text: the refusals of the rules core
                pair = (ast.Constant("Errors"), args[0])
            if pair is None:
                continue
            context, source = _literal(pair[0]), _literal(pair[1])
            if context is not None and source is not None:
                where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
                found.setdefault((context, source), f"{where}:{node.lineno}")
    return found


# Qt calls that put text on screen: their first argument must be translated (tr(...)), never a bare literal.
TEXT_CALLS = {"setText", "setPlaceholderText", "setToolTip", "setWindowTitle", "addTab", "addAction", "addMenu",
              "setTitle", "setHorizontalHeaderLabels", "setVerticalHeaderLabels", "addItem", "addItems", "setTabText",
              "setLabelText", "setStatusTip", "showMessage", "setHeaderLabels", "setSuffix", "setPrefix",
              "setSpecialValueText"}
TEXT_WIDGETS = {"QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QGroupBox", "QAction", "QToolButton",
                "QTableWidgetItem", "QListWidgetItem"}
SAY_CALLS = {"say", "_say", "_refuse", "refuse"}  # the console's message line


def _untranslated_literal(node: ast.expr) -> bool:
    """A text a person reads that is not translated: a literal with letters, or an f-string with literal words."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return any(ch.isalpha() for ch in node.value)
    if isinstance(node, ast.JoinedStr):
        return any(isinstance(v, ast.Constant) and any(ch.isalpha() for ch in str(v.value)) for v in node.values)
    if isinstance(node, (ast.List, ast.Tuple)):
        return any(_untranslated_literal(e) for e in node.elts)
    if isinstance(node, ast.IfExp):
        return _untranslated_literal(node.body) or _untranslated_literal(node.orelse)
    if isinstance(node, ast.BinOp):
        return _untranslated_literal(node.left) or _untranslated_literal(node.right)
    return False


def untranslated(path: Path) -> list[str]:
    """Where a file puts English on screen without tr(): ``file:line: call``."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
        if (name in TEXT_CALLS or name in TEXT_WIDGETS or name in SAY_CALLS) and _untranslated_literal(node.args[0]):
            found.append(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}:{node.lineno}: "
                         f"{name}({ast.unparse(node.args[0])[:60]})")
    return found


def read_catalog(path: Path) -> dict[Key, str | None]:
    """The translations of a .ts file (None: unfinished)."""
    if not path.exists():
        return {}
    kept: dict[Key, str | None] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            done = translation is not None and translation.get("type") is None and bool(translation.text)
            kept[(name, message.findtext("source") or "")] = translation.text if done and translation is not None \
                else None
    return kept


def render(language: str, texts: dict[Key, str], old: dict[Key, str | None]) -> str:
    """The .ts file for ``texts``: contexts and messages sorted, the old translations kept."""
    lines = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>",
             f'<TS version="2.1" language="{LANGUAGES[language]}">']
    for context in sorted({c for c, _ in texts}):
        lines += ["<context>", f"    <name>{escape(context)}</name>"]
        for (c, source) in sorted(k for k in texts if k[0] == context):
            where = texts[(c, source)]
            file = where.rsplit(":", 1)[0]
            translation = old.get((c, source))
            body = (f"<translation>{escape(translation)}</translation>" if translation
                    else '<translation type="unfinished"></translation>')
            lines += ["    <message>", f'        <location filename="../../{file}"/>',
                      f"        <source>{escape(source)}</source>", f"        {body}", "    </message>"]
        lines.append("</context>")
    lines.append("</TS>")
    return "\n".join(lines) + "\n"


def lrelease() -> str:
    """The path of PySide6's lrelease (installed with PySide6)."""
    import PySide6

    for candidate in (Path(sys.executable).parent / "pyside6-lrelease", Path(PySide6.__file__).parent / "lrelease"):
        if candidate.exists():
            return str(candidate)
    raise SystemExit("pyside6-lrelease is missing: install PySide6")


def compile_qm(ts: Path, qm: Path) -> None:
    subprocess.run([lrelease(), "-silent", "-removeidentical", str(ts), "-qm", str(qm)], check=True)


def check() -> list[str]:
    """What is out of step: catalogs to regenerate, texts without a translation."""
    problems = []
    texts = marked_texts()
    for language in LANGUAGES:
        path = FOLDER / f"floor_{language}.ts"
        old = read_catalog(path)
        if not path.exists() or path.read_text(encoding="utf-8") != render(language, texts, old):
            problems.append(f"{path.relative_to(ROOT)} is out of step with the code: run scripts/translations.py")
        for key in sorted(texts):
            if not old.get(key):
                problems.append(f"{language}: no translation of {key[0]} {key[1]!r} ({texts[key]})")
        qm = path.with_suffix(".qm")
        with tempfile.TemporaryDirectory() as folder:
            fresh = Path(folder) / qm.name
            if path.exists():
                compile_qm(path, fresh)
            if not qm.exists() or not path.exists() or qm.read_bytes() != fresh.read_bytes():
                problems.append(f"{qm.relative_to(ROOT)} is not its catalog compiled: run scripts/translations.py")
    return problems


def main(argv: list[str]) -> int:
    if "--untranslated" in argv:
        files = [Path(a) for a in argv if a != "--untranslated"] or sorted((ROOT / "floor" / "ui").glob("*.py"))
        found = [line for path in files for line in untranslated(path.resolve())]
        print("\n".join(found) if found else "Every text on screen goes through tr().")
        return 1 if found else 0
    if "--check" in argv:
        problems = check()
        print("\n".join(problems) if problems else "The catalogs are complete and in step with the code.")
        return 1 if problems else 0
    fills = [Path(a) for a in argv[argv.index("--fill") + 1:]] if "--fill" in argv else []
    given = [entry for path in fills for entry in json.loads(path.read_text(encoding="utf-8"))]
    texts = marked_texts()
    FOLDER.mkdir(parents=True, exist_ok=True)
    lock_name = f"floor-translations-{hashlib.sha256(str(FOLDER.resolve()).encode()).hexdigest()[:12]}.lock"
    with (Path(tempfile.gettempdir()) / lock_name).open("w") as lock:  # (this checkout's catalogs only: another
        # checkout's update never waits; and no file left among the resources the wheel takes)
        fcntl.flock(lock, fcntl.LOCK_EX)
        for language in LANGUAGES:
            path = FOLDER / f"floor_{language}.ts"
            old = read_catalog(path)
            for entry in given:
                if entry.get(language):
                    old[(entry["context"], entry["source"])] = entry[language]
            path.write_text(render(language, texts, old), encoding="utf-8")
            compile_qm(path, path.with_suffix(".qm"))
            written = read_catalog(path)
            missing = sum(1 for key in texts if not written.get(key))
            print(f"{path.relative_to(ROOT)}: {len(texts)} texts, {missing} to translate")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
