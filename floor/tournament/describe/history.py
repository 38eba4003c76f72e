"""A whole history in sentences, each as it stood then: the place an elimination finished in, where a pause
stopped the clock, the chips a rebuy brought, undos and redos included."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace

from floor.core.errors import Text
from floor.tournament import events as ev
from floor.tournament.describe.read import Before, Names
from floor.tournament.describe.sentence import describe
from floor.tournament.events import Event, TakeBack, Unknown
from floor.tournament.records import Registered
from floor.tournament.state import Folding, TournamentState, replay

FOLDED = frozenset({ev.CLOCK, ev.STRUCTURE_SET, ev.SETTINGS_CHANGED, ev.REGISTERED, ev.REENTERED, ev.REINSTATED,
                    ev.ELIMINATED, ev.PLAYER_RENAMED})
"""The kinds whose fold the sentences read (the clock, the settings, who is still in): few, and cheap to replay
again when an undo takes one of them back."""


class _Fold:
    """The tournament's clock, settings and players as of each event, undos and redos included."""

    def __init__(self) -> None:
        self.created: Event | None = None
        self.base: TournamentState | None = None  # the state it began from instead of the creation (:meth:`begin`)
        self.kept: list[Event] = []
        self.undone: set[int] = set()
        self.state: Folding | None = None  # folded as it goes (no copy of the players at each event)
        self.lost = False  # an undo or redo reached at or before ``base``: what came after it cannot be folded here

    def begin(self, state: TournamentState) -> None:
        """Fold on from ``state`` (the tournament after its event ``state.seq``) instead of from the creation: the
        sentences read only its clock, settings and players, which the kinds in :data:`FOLDED` alone change, so they
        are those of a fold from the creation (an undo reaching back to ``state.seq`` or before sets ``lost``)."""
        # (without its seating: no sentence reads it, and a fold from the creation never seats anyone, the seating
        # kinds are no FOLDED ones; unseating each player busted cost half the first open at 30,000 entries)
        self.base = replace(state, tables={}, seats={}, left_seats={})
        self._rebuild()

    def before(self, event: Event, said: Mapping[int, Text]) -> Before:
        state = self.state
        if state is None:
            return Before(said=said)
        player = event.data.payload.get("player") if isinstance(event.data, Unknown) else getattr(event.data,
                                                                                                    "player", None)
        players = state.players.now
        if not isinstance(player, int) or player not in players:
            return Before(state.clock, state.settings, state.players_left, {}, said)
        return Before(state.clock, state.settings, state.players_left, {player: players[player].entries}, said,
                      labels={player: players[player].label})

    def add(self, event: Event) -> None:
        if event.kind == ev.CREATED and self.created is None:
            self.created = event
            self._rebuild()
        elif event.kind in FOLDED:
            self.kept.append(event)
            if self.state is not None:
                try:
                    self.state.apply(event)
                except Exception:  # an unreadable record leaves the others readable
                    self._rebuild()
        elif isinstance(event.data, TakeBack):
            target = event.data.target
            if self.base is not None and target <= self.base.seq:
                self.lost = True
            if event.kind == ev.UNDONE:
                self.undone.add(target)
            else:
                self.undone.discard(target)
            kind = event.data.target_kind
            if not kind or kind in FOLDED:
                self._rebuild()

    def _rebuild(self) -> None:
        if self.base is not None:
            self.state = Folding(self.base)
        elif self.created is None:
            return
        else:
            try:
                self.state = Folding(replay(0, [self.created]))
            except Exception:  # a creation Floor cannot read: nothing is known before each event
                self.state = None
                return
        for event in self.kept:
            if event.seq not in self.undone:
                try:
                    self.state.apply(event)
                except Exception:  # skip the unreadable record, keep the rest
                    continue


def _target(event: Event) -> int | None:
    """The number an undo or a redo names (None for any other event)."""
    return event.data.target if isinstance(event.data, TakeBack) else None


def narrate(events: Sequence[Event], names: Names, *, titles: Mapping[str, str] | None = None,
            last: int | None = None, prizes: Mapping[int, int] | None = None) -> list[Text]:
    """The sentences of a history, oldest first (only the ``last`` ones, when given), each as it stood then.

    ``names`` are the players' labels now (:func:`names_of`); a player whose registration was undone keeps the
    name he was registered with; ``prizes`` what each finisher wins now (:func:`prizes_of`), said with his place.
    The whole history is read, but only the sentences asked for are made.
    """
    start = max(0, len(events) - last) if last is not None else 0
    targets = {_target(e) for e in events[start:]}
    known = dict(names)
    for e in events:
        if isinstance(e.data, Registered):
            known.setdefault(e.data.player, e.data.name)
    by_seq = {e.seq: e for e in events}
    fold, said, out = _Fold(), dict[int, Text](), []
    for i, e in enumerate(events):
        if i >= start or e.seq in targets:
            sentence = describe(e, known, by_seq, titles=titles, before=fold.before(e, said), prizes=prizes)
            if e.seq in targets:
                said[e.seq] = sentence
            if i >= start:
                out.append(sentence)
        fold.add(e)
    return out


class _Said(Mapping[int, Text]):
    """The sentences of the events an undo or a redo may name, each worded as it stood then, when asked (with the
    names and prizes of the wording under way): what :func:`narrate` keeps in ``said``."""

    def __init__(self, narrator: Narrator) -> None:
        self.narrator = narrator

    def __getitem__(self, seq: int) -> Text:
        kept = self.narrator.befores.get(seq)
        if kept is None:
            raise KeyError(seq)
        return self.narrator.word(kept[0], kept[1])

    def __iter__(self) -> Iterator[int]:
        return iter(self.narrator.befores)

    def __len__(self) -> int:
        return len(self.narrator.befores)


class Labels(Mapping[int, str]):
    """Every player's label by number (:func:`names_of`), read from the state when a sentence asks: the History tab
    words the few lines on screen, and building all 30,000 labels was most of each redraw of it (issue 30)."""

    def __init__(self, state: TournamentState) -> None:
        self.players = state.players

    def __getitem__(self, number: int) -> str:
        return self.players[number].label

    def __iter__(self) -> Iterator[int]:
        return iter(self.players)

    def __len__(self) -> int:
        return len(self.players)


class _Known(Mapping[int, str]):
    """The names now, else the name a player was registered with (one whose registration was undone)."""

    def __init__(self, names: Names, registered: Mapping[int, str]) -> None:
        self.names, self.registered = names, registered

    def __getitem__(self, number: int) -> str:
        found = self.names.get(number)
        return found if found is not None else self.registered[number]

    def __iter__(self) -> Iterator[int]:
        return iter({**self.registered, **self.names})

    def __len__(self) -> int:
        return len({**self.registered, **self.names})


class Narrator:
    """A history worded as it grows, each sentence as it stood then, and only the sentences shown.

    :func:`narrate` folds the whole history at each call: the History tab of a 30,000-entry flight read and folded
    the whole log every time it was shown (issue 30). A narrator keeps its fold: :meth:`read` takes only the events
    since the last reading, and keeps the tournament as it stood before each of the last ``keep`` events, so any of
    them is worded when it is shown (:meth:`sentence`), with the names and prizes of now (:meth:`now`). The same
    sentences as :func:`narrate`'s, but for an undo naming an event older than the ``keep`` last (said as
    :func:`describe` says it without the history)."""

    def __init__(self, keep: int) -> None:
        self.keep = keep
        self.fold = _Fold()
        self.by_seq: dict[int, Event] = {}
        self.registered: dict[int, str] = {}  # the name each player was registered with
        self.befores: dict[int, tuple[Event, Before]] = {}  # the last ``keep`` events, as things stood before each
        self.said = _Said(self)
        self.known: Mapping[int, str] = {}
        self.titles: Mapping[str, str] | None = None
        self.prizes: Mapping[int, int] | None = None

    def begin(self, state: TournamentState) -> None:
        """Read on from ``state`` (a state the store keeps, after its event ``state.seq``), not from the creation:
        the History tab of a 30,000-entry flight words its last lines from a snapshot and the events after it, not
        the whole log (issue 30). The lines kept read as from the creation, but for what :attr:`lost` names; give it
        two events before the first line kept (a chip removal reads the event two before it)."""
        self.fold.begin(state)

    @property
    def lost(self) -> bool:
        """An undo or a redo read reaches back to the state begun from, or before: the lines are not those of
        :func:`narrate` (its target is not known here); read the whole log into a new narrator instead."""
        return self.fold.lost

    def read(self, events: Sequence[Event]) -> None:
        """Fold in the events after those read (a log read again from its start begins afresh)."""
        for e in events:
            if isinstance(e.data, Registered):
                self.registered.setdefault(e.data.player, e.data.name)
            self.by_seq[e.seq] = e
            self.befores[e.seq] = (e, self.fold.before(e, self.said))
            if len(self.befores) > self.keep:
                del self.befores[next(iter(self.befores))]  # (the oldest: a dict keeps the order of insertion)
            self.fold.add(e)

    def now(self, names: Names, *, titles: Mapping[str, str] | None = None,
            prizes: Mapping[int, int] | None = None) -> None:
        """The players' labels, the rulebook's titles and the finishers' prizes to word with from now on."""
        self.known = _Known(names, self.registered)
        self.titles, self.prizes = titles, prizes

    def sentence(self, seq: int) -> Text:
        """The sentence of event ``seq``, one of the last ``keep`` read, as it stood then."""
        event, before = self.befores[seq]
        return self.word(event, before)

    def word(self, event: Event, before: Before) -> Text:
        return describe(event, self.known, self.by_seq, titles=self.titles, before=before, prizes=self.prizes)
