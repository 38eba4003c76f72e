"""The points formulas clubs write, read and evaluated safely: a small expression language, never ``eval``.

The Tournament Director's formulas are the model (``10*(sqrt(n)/sqrt(r))*(1+log(avgBC+0.25)) + hits*10``), and
the ones seen in real saves are whole programs: one statement a line, ``assign("name", value)`` to name a step,
``IF(condition, then, else)`` to choose::

    assign ("T33", Round(n/3) )
    assign ("avgBC", monies/buyins)
    IF (T33 >= r, assign ("points", round(10*(sqrt(n)/sqrt(r))*(1+log(avgBC+0.25)))), 0)

A formula is numbers, the variables a tournament gives (:data:`VARIABLES`: entries, place, buy-ins, hits, prize…;
names in any case, as TD), names assigned earlier, the operators ``+ - * / % ^``, comparisons (``< <= > >= = ==
!= <>``), ``and``, ``or``, ``not``, and the functions of :data:`FUNCTIONS`. ``if`` evaluates only the branch taken;
``assign`` returns what it assigns. A formula's points are the ``points`` it assigns, else its last statement's
value. A formula that cannot be read, or that divides by zero, takes the root of a negative number or counts past
any number (``1e308*10``) for some result, or whose points are a text, is refused with one line naming the problem
and where.

The language is bounded, so that no text makes the reader or the evaluation run out of stack: at most
:data:`MAX_LENGTH` characters, :data:`MAX_DEPTH` brackets, calls, signs or ``not`` inside one another, and
:data:`MAX_HEIGHT` operations inside one another (a sum of 500 terms is 500 of them: split it with ``assign``).
Every number is finite: a literal too large (``1e309``) is refused as read, a step whose result is too large as
evaluated.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from floor.core.errors import FloorError, Text

MAX_LENGTH = 20_000  # characters: the longest seen is about 1,100
MAX_DEPTH = 50  # brackets, calls, signs and not inside one another: a formula built to exhaust the reader is refused
MAX_HEIGHT = 200  # operations inside one another (``n+n+…`` of 200 terms): what the evaluation's stack can hold


class FormulaError(FloorError):
    """A formula that cannot be read or evaluated: the problem, in words, with where it is."""


def _round(x: float, digits: float = 0) -> float:
    """Rounded half up, as TD's (JavaScript's ``Math.round``) and a spreadsheet's ROUND for positive values."""
    scale = 10.0 ** int(digits)
    return math.floor(x * scale + 0.5) / scale


def _checked(name: str, work: Callable[..., float]) -> Callable[..., float]:
    def run(*args: float) -> float:
        try:
            value = float(work(*args))
        except (ValueError, OverflowError, ZeroDivisionError):
            raise FormulaError(Text("{name}({args}) has no value", name=name,
                                    args=", ".join(_shown(a) for a in args)), code="formula-value") from None
        if isinstance(value, float) and not math.isfinite(value):
            raise FormulaError(Text("{name}({args}) has no value", name=name,
                                    args=", ".join(_shown(a) for a in args)), code="formula-value")
        return value
    return run


def _shown(value: float) -> str:
    return f"{value:g}"


FUNCTIONS: dict[str, tuple[Callable[..., float], int, int]] = {  # name -> (function, fewest, most arguments)
    "sqrt": (_checked("sqrt", math.sqrt), 1, 1),
    "log": (_checked("log", math.log), 1, 1),  # natural, as TD's (JavaScript's Math.log)
    "ln": (_checked("ln", math.log), 1, 1),
    "log10": (_checked("log10", math.log10), 1, 1),
    "exp": (_checked("exp", math.exp), 1, 1),
    "pow": (_checked("pow", math.pow), 2, 2),
    "round": (_checked("round", _round), 1, 2),
    "floor": (_checked("floor", lambda x: float(math.floor(x))), 1, 1),
    "ceil": (_checked("ceil", lambda x: float(math.ceil(x))), 1, 1),
    "abs": (_checked("abs", abs), 1, 1),
    "min": (_checked("min", lambda *values: min(values)), 1, 64),
    "max": (_checked("max", lambda *values: max(values)), 1, 64),
}
SPECIAL = ("if", "assign")  # evaluated by the reader itself: ``if`` takes one branch, ``assign`` names a value

VARIABLES: dict[str, Text] = {
    "n": Text("the entries (players, with re-entries)"),
    "r": Text("the player's place"),
    "buyins": Text("the buy-ins in the tournament"),
    "rebuys": Text("the rebuys in the tournament"),
    "addons": Text("the add-ons in the tournament"),
    "totalbuyinsamount": Text("the money of every buy-in"),
    "totalrebuysamount": Text("the money of every rebuy"),
    "totaladdonsamount": Text("the money of every add-on"),
    "pot": Text("the prize pool"),
    "numberofhits": Text("the players the player knocked out"),
    "hits": Text("the players the player knocked out"),
    "numberofrebuys": Text("the player's rebuys"),
    "numberofaddons": Text("the player's add-ons"),
    "prizewinnings": Text("the player's prize"),
    "prize": Text("the player's prize"),
}
"""What a tournament gives a formula for each player (case does not matter: ``totalBuyInsAmount``)."""

_TOKEN = re.compile(r"""
    (?P<space>[ \t\r]+)
  | (?P<newline>[\n;]+)
  | (?P<number>(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)
  | (?P<string>"[^"\n]*"|'[^'\n]*')
  | (?P<name>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<op><=|>=|==|!=|<>|&&|\|\||[-+*/%^(),<>=!])
""", re.VERBOSE)
_COMPARE = {"<": lambda a, b: a < b, "<=": lambda a, b: a <= b, ">": lambda a, b: a > b,
            ">=": lambda a, b: a >= b, "=": lambda a, b: a == b, "==": lambda a, b: a == b,
            "!=": lambda a, b: a != b, "<>": lambda a, b: a != b}


@dataclass(frozen=True, slots=True)
class _Token:
    kind: str
    text: str
    at: int


@dataclass(frozen=True, slots=True)
class Node:
    """One step of a formula as read: ``kind`` (num, str, var, call, op, neg, not), its value or name, its parts,
    and where it is in the text (for the words of an error)."""

    kind: str
    value: float | str | None  # a num's number; the text, name or operator of the others; None: not, neg, and, or
    parts: tuple[Node, ...] = ()
    at: int = 0
    height: int = field(default=1, init=False, compare=False)  # the operations inside one another, itself counted

    def __post_init__(self) -> None:
        object.__setattr__(self, "height", 1 + max((part.height for part in self.parts), default=0))

    @property
    def word(self) -> str:
        """The text, the name or the operator (a node of kind str, var, call, compare or op)."""
        return str(self.value)


def _tokens(text: str) -> Iterator[_Token]:
    at = 0
    while at < len(text):
        match = _TOKEN.match(text, at)
        if match is None:
            raise FormulaError(Text("the formula cannot be read at character {at}: {found!r}", at=at + 1,
                                    found=text[at:at + 10]), code="formula-syntax")
        kind = match.lastgroup
        assert kind is not None
        if kind != "space":
            yield _Token(kind, match.group(), at)
        at = match.end()


class _Parser:
    def __init__(self, text: str) -> None:
        self.tokens = list(_tokens(text))
        self.i = 0

    def peek(self) -> _Token | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def fail(self, expected: Text) -> FormulaError:
        token = self.peek()
        if token is None:
            return FormulaError(Text("the formula ends where {expected} was due", expected=expected),
                                code="formula-syntax")
        return FormulaError(Text("the formula has {found!r} at character {at} where {expected} was due",
                                 found=token.text, at=token.at + 1, expected=expected), code="formula-syntax")

    def deeper(self, depth: int) -> int:
        """One more bracket, call, sign or ``not`` inside another: refused past :data:`MAX_DEPTH` (before the reader
        recurses again)."""
        if depth >= MAX_DEPTH:
            raise self.fail(Text("less nesting (at most {most})", most=MAX_DEPTH))
        return depth + 1

    def word(self, *words: str) -> bool:
        token = self.peek()
        return token is not None and token.kind in ("name", "op") and token.text.casefold() in words

    def take(self, text: str) -> None:
        if not self.word(text):
            raise self.fail(Text("{mark!r}", mark=text))
        self.i += 1

    def program(self) -> list[Node]:
        statements: list[Node] = []
        while True:
            while self.peek() is not None and self.peek().kind == "newline":  # type: ignore[union-attr]
                self.i += 1
            if self.peek() is None:
                return statements
            statements.append(self.either(0))
            token = self.peek()
            if token is not None and token.kind != "newline":
                raise self.fail(Text("the end of the line"))

    def either(self, depth: int) -> Node:
        left = self.both(depth)
        while self.word("or", "||"):
            at = self.peek().at  # type: ignore[union-attr]
            self.i += 1
            left = _made(Node("or", None, (left, self.both(depth)), at))
        return left

    def both(self, depth: int) -> Node:
        left = self.negation(depth)
        while self.word("and", "&&"):
            at = self.peek().at  # type: ignore[union-attr]
            self.i += 1
            left = _made(Node("and", None, (left, self.negation(depth)), at))
        return left

    def negation(self, depth: int) -> Node:
        if self.word("not", "!"):
            at = self.peek().at  # type: ignore[union-attr]
            self.i += 1
            return _made(Node("not", None, (self.negation(self.deeper(depth)),), at))
        return self.comparison(depth)

    def comparison(self, depth: int) -> Node:
        left = self.sum(depth)
        token = self.peek()
        if token is not None and token.kind == "op" and token.text in _COMPARE:
            self.i += 1
            return _made(Node("compare", token.text, (left, self.sum(depth)), token.at))
        return left

    def sum(self, depth: int) -> Node:
        left = self.product(depth)
        while self.word("+", "-"):
            token = self.peek()
            assert token is not None
            self.i += 1
            left = _made(Node("op", token.text, (left, self.product(depth)), token.at))
        return left

    def product(self, depth: int) -> Node:
        left = self.unary(depth)
        while self.word("*", "/", "%"):
            token = self.peek()
            assert token is not None
            self.i += 1
            left = _made(Node("op", token.text, (left, self.unary(depth)), token.at))
        return left

    def unary(self, depth: int) -> Node:
        if self.word("-", "+"):
            token = self.peek()
            assert token is not None
            self.i += 1
            inner = self.unary(self.deeper(depth))
            return inner if token.text == "+" else _made(Node("neg", None, (inner,), token.at))
        return self.power(depth)

    def power(self, depth: int) -> Node:
        base = self.primary(depth)
        if self.word("^"):
            token = self.peek()
            assert token is not None
            self.i += 1
            return _made(Node("op", "^", (base, self.unary(self.deeper(depth))), token.at))
        return base

    def primary(self, depth: int) -> Node:
        token = self.peek()
        if token is None:
            raise self.fail(Text("a value"))
        if token.kind == "number":
            self.i += 1
            if not math.isfinite(float(token.text)):
                raise FormulaError(Text("the number at character {at} is too large to count with", at=token.at + 1),
                                   code="formula-value")
            return Node("num", float(token.text), at=token.at)
        if token.kind == "string":
            self.i += 1
            return Node("str", token.text[1:-1], at=token.at)
        if token.kind == "op" and token.text == "(":
            self.i += 1
            inner = self.either(self.deeper(depth))
            self.take(")")
            return inner
        if token.kind == "name":
            self.i += 1
            name = token.text.casefold()
            if self.word("("):
                self.i += 1
                args: list[Node] = []
                while not self.word(")"):
                    args.append(self.either(self.deeper(depth)))
                    if not self.word(")"):
                        self.take(",")
                self.take(")")
                if name not in FUNCTIONS and name not in SPECIAL:
                    raise FormulaError(Text("the formula calls {name}(), which Floor does not know (functions: "
                                            "{known})", name=token.text, known=", ".join([*FUNCTIONS, *SPECIAL])),
                                       code="formula-function")
                _arity(name, len(args), token)
                return _made(Node("call", name, tuple(args), token.at))
            return Node("var", name, at=token.at)
        raise self.fail(Text("a value"))


def _made(node: Node) -> Node:
    """A step read, refused when it holds more than :data:`MAX_HEIGHT` operations inside one another."""
    if node.height > MAX_HEIGHT:
        raise FormulaError(Text("the formula has more than {most} operations inside one another at character {at}: "
                                "split it into steps with assign()", most=MAX_HEIGHT, at=node.at + 1),
                           code="formula-syntax")
    return node


def _arity(name: str, count: int, token: _Token) -> None:
    fewest, most = FUNCTIONS[name][1:] if name in FUNCTIONS else ((2, 3) if name == "if" else (2, 2))
    if not fewest <= count <= most:
        wanted = str(fewest) if fewest == most else f"{fewest} to {most}"
        raise FormulaError(Text("{name}() at character {at} takes {wanted} values, not {count}", name=token.text,
                                at=token.at + 1, wanted=wanted, count=count), code="formula-arguments")


@dataclass(frozen=True, slots=True)
class Formula:
    """A formula as read (:func:`read`): its text and its statements."""

    text: str
    statements: tuple[Node, ...]

    def names(self) -> set[str]:
        """The variables it reads that it does not assign itself (each must be given)."""
        assigned: set[str] = set()
        read_: set[str] = set()

        def walk(node: Node) -> None:
            if node.kind == "call" and node.value == "assign" and node.parts and node.parts[0].kind == "str":
                for part in node.parts[1:]:
                    walk(part)
                assigned.add(node.parts[0].word.casefold())
                return
            if node.kind == "var" and node.word not in assigned:
                read_.add(node.word)
            for part in node.parts:
                walk(part)

        for statement in self.statements:
            walk(statement)
        return read_

    def points(self, variables: Mapping[str, float]) -> float:
        """The points for one result: the ``points`` the formula assigns, else its last statement's value (0 for
        an empty formula)."""
        scope = {name.casefold(): float(value) for name, value in variables.items()}
        last: float | str = 0.0
        for statement in self.statements:
            last = _value(statement, scope)
        points = scope.get("points", last)
        if not isinstance(points, float):
            raise FormulaError(Text("the formula's points are the text {text!r}, not a number", text=points),
                               code="formula-value")
        return points


def read(text: str) -> Formula:
    """The formula ``text``, read (never run); refused in words if it cannot be read."""
    if len(text) > MAX_LENGTH:
        raise FormulaError(Text("a formula has {most:,} characters at most", most=MAX_LENGTH), code="formula-syntax")
    return Formula(text, tuple(_Parser(text).program()))


def _number(node: Node, scope: dict[str, float]) -> float:
    value = _value(node, scope)
    if not isinstance(value, float):
        raise FormulaError(Text("the formula uses the text {text!r} at character {at} where a number is due",
                                text=value, at=node.at + 1), code="formula-value")
    return value


def _value(node: Node, scope: dict[str, float]) -> Any:
    kind = node.kind
    if kind == "num" or kind == "str":
        return node.value
    if kind == "var":
        if node.word not in scope:
            raise FormulaError(Text("the formula reads {name}, which is neither a tournament's variable nor "
                                    "assigned before (character {at})", name=node.value, at=node.at + 1),
                               code="formula-variable")
        return scope[node.word]
    if kind == "neg":
        return -_number(node.parts[0], scope)
    if kind == "not":
        return 0.0 if _number(node.parts[0], scope) else 1.0
    if kind == "and":
        return 1.0 if _number(node.parts[0], scope) and _number(node.parts[1], scope) else 0.0
    if kind == "or":
        return 1.0 if _number(node.parts[0], scope) or _number(node.parts[1], scope) else 0.0
    if kind == "compare":
        return 1.0 if _COMPARE[node.word](_number(node.parts[0], scope), _number(node.parts[1], scope)) else 0.0
    if kind == "op":
        a, b = _number(node.parts[0], scope), _number(node.parts[1], scope)
        if node.word in "/%" and b == 0:
            raise FormulaError(Text("the formula divides by zero at character {at}", at=node.at + 1),
                               code="formula-value")
        if node.value == "^":
            return _checked("pow", math.pow)(a, b)
        if node.value == "+":
            value = a + b
        elif node.value == "-":
            value = a - b
        elif node.value == "*":
            value = a * b
        elif node.value == "/":
            value = a / b
        else:
            value = math.fmod(a, b)
        if not math.isfinite(value):
            raise FormulaError(Text("the formula counts past any number at character {at} ({a:g} {op} {b:g})",
                                    at=node.at + 1, a=a, op=node.word, b=b), code="formula-value")
        return value
    name = node.word  # a call
    if name == "if":
        test = _number(node.parts[0], scope)
        if test:
            return _value(node.parts[1], scope)
        return _value(node.parts[2], scope) if len(node.parts) > 2 else 0.0
    if name == "assign":
        target = node.parts[0]
        if target.kind not in ("str", "var"):
            raise FormulaError(Text("assign() at character {at} names what it assigns first, in quotes",
                                    at=node.at + 1), code="formula-arguments")
        value = _number(node.parts[1], scope)
        scope[str(target.value).casefold()] = value
        return value
    return float(FUNCTIONS[name][0](*(_number(part, scope) for part in node.parts)))


__all__ = ["FUNCTIONS", "MAX_DEPTH", "MAX_HEIGHT", "MAX_LENGTH", "VARIABLES", "Formula", "FormulaError", "Node", "read"]
