"""Issue 15 item 2: Tournament › Seat cards… crashed every time, because the menu's ``triggered(bool)`` arrived as the
selection. PySide passes a signal's arguments to a slot that can take them, so a handler with an optional
positional parameter connected to ``clicked``, ``triggered`` or ``toggled`` receives a bool it never expected.

This test reads every connection in ``floor/ui`` and refuses any whose handler would take such an argument."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "floor" / "ui"
BOOL_SIGNALS = {"clicked", "triggered", "toggled"}  # they pass checked: bool
QT_SLOTS = {"accept", "reject", "close", "show", "hide", "raise_", "showFullScreen", "showNormal"}  # take nothing


def _methods(tree: ast.Module) -> dict[str, ast.FunctionDef]:
    """Every method of a module's classes by its bare name."""
    return {node.name: node for cls in ast.walk(tree) if isinstance(cls, ast.ClassDef)
            for node in cls.body if isinstance(node, ast.FunctionDef)}


def _loop_values(tree: ast.Module, call: ast.Call, name: str) -> list[ast.expr] | None:
    """What a loop variable takes when the loop runs over a literal list of tuples (``for key, text, handler in
    (("a", "A", self.a), ...)``): the handlers, to check one by one; None when it is not such a loop."""
    for loop in ast.walk(tree):
        if not isinstance(loop, ast.For) or call not in list(ast.walk(loop)):
            continue
        target, items = loop.target, loop.iter
        if isinstance(target, ast.Tuple) and isinstance(items, ast.Tuple | ast.List):
            names = [t.id if isinstance(t, ast.Name) else None for t in target.elts]
            if name in names and all(isinstance(i, ast.Tuple) and len(i.elts) == len(names) for i in items.elts):
                return [i.elts[names.index(name)] for i in items.elts if isinstance(i, ast.Tuple)]
    return None


def _module_functions(tree: ast.Module) -> dict[str, ast.FunctionDef]:
    return {node.name: node for node in tree.body if isinstance(node, ast.FunctionDef)}


def _takes_a_bool_it_did_not_ask_for(function: ast.FunctionDef, signal: str) -> bool:
    positional = [a.arg for a in (*function.args.posonlyargs, *function.args.args) if a.arg not in ("self", "cls")]
    if function.args.vararg is not None:
        return True
    if signal == "toggled":  # a toggled handler may take the new state, and nothing more by position
        return len(positional) > 1
    return bool(positional)


def test_no_button_or_menu_hands_its_checked_flag_to_a_handler_that_does_not_want_it() -> None:
    """Every clicked/triggered/toggled handler takes nothing by position (toggled: exactly the new state)."""
    found = []
    trees = {path: ast.parse(path.read_text(encoding="utf-8")) for path in sorted(UI.rglob("*.py"))}
    methods = {name: f for tree in trees.values() for name, f in _methods(tree).items()}  # mixins live apart
    for path, tree in trees.items():
        module_functions = _module_functions(tree)
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "connect"
                    and isinstance(node.func.value, ast.Attribute) and node.func.value.attr in BOOL_SIGNALS
                    and node.args):
                continue
            signal, handler = node.func.value.attr, node.args[0]
            if isinstance(handler, ast.Lambda):
                args = handler.args
                positional = [*args.posonlyargs, *args.args]
                if signal != "toggled" and len(positional) > len(args.defaults):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}: a lambda that needs an argument")
                continue
            values = _loop_values(tree, node, handler.id) if isinstance(handler, ast.Name) else None
            if values is not None and all(isinstance(v, ast.Attribute) and v.attr in methods for v in values):
                bad = [v.attr for v in values if isinstance(v, ast.Attribute)
                       and _takes_a_bool_it_did_not_ask_for(methods[v.attr], signal)]
                found += [f"{path.relative_to(ROOT)}:{node.lineno}: {signal} -> {b} takes an argument" for b in bad]
                continue
            if isinstance(handler, ast.Attribute):
                name, function = handler.attr, methods.get(handler.attr)
            else:
                name = handler.id if isinstance(handler, ast.Name) else ast.unparse(handler)
                function = module_functions.get(name)
            if name in QT_SLOTS:
                continue
            if function is None:  # a parameter or a loop variable: what it takes is not known here
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {signal} -> {ast.unparse(handler)}: connect a "
                             "function of this module, or wrap it: lambda: handler()")
            elif _takes_a_bool_it_did_not_ask_for(function, signal):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {signal} -> {name}{ast.unparse(function.args)}")
    assert not found, "\n".join(found)
