"""Action spaces: what a seat may do now, and why anything else is refused.

`legal_actions` returns an `ActionSpace` in every game. Screens, random players and
computer players all ask the space — `action in space`, iteration where it is finite,
`sample(rng)`, and `explain(action)`, the sentence a player reads for why an action is
not allowed — so no rule is re-derived outside the rules.

A space holds copies of what it needs, never the live state, so a computer player may
use it on another thread while the match moves on.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator
from typing import Any

NOT_NOW = "That is not possible now."


class ActionSpace(ABC):
    """A set of legal actions, possibly too large to list."""

    finite: bool = True

    @abstractmethod
    def explain(self, action: object) -> str | None:
        """Why `action` is not allowed now, in the game's words; None when it is."""

    @abstractmethod
    def sample(self, rng: random.Random) -> Any:
        """A random legal action (ValueError when there is none)."""

    def __contains__(self, action: object) -> bool:
        return self.explain(action) is None

    def listed(self) -> list[Any]:
        """The actions a screen may offer one by one: every action of a finite space;
        of a larger one, those it can name (more may be legal); none when it names none."""
        return list(self) if self.finite else []

    def __iter__(self) -> Iterator[Any]:
        raise TypeError(f"{type(self).__name__} is too large to list; sample or test it")

    def __bool__(self) -> bool:
        return True


class ListSpace(ActionSpace):
    """A finite space: the listed actions, with `why(action)` explaining refusals.

    `why` may return None for an action it has no particular reason against; the
    space then falls back to `refusal`, so an unlisted action is never called legal.
    """

    def __init__(self, actions: Iterable[Any], why: Callable[[Any], str | None] | None = None,
                 refusal: str = NOT_NOW) -> None:
        self.actions = list(actions)
        self._members = set(self.actions) if _hashable(self.actions) else None
        self._why = why
        self.refusal = refusal

    def _has(self, action: object) -> bool:
        if self._members is not None:
            try:
                return action in self._members
            except TypeError:
                return False
        return any(action == a for a in self.actions)

    def explain(self, action: object) -> str | None:
        if self._has(action):
            return None
        reason = None
        if self._why is not None:
            try:
                reason = self._why(action)
            except (TypeError, ValueError, AttributeError, KeyError, IndexError):
                reason = None
        return reason or self.refusal

    def sample(self, rng: random.Random) -> Any:
        if not self.actions:
            raise ValueError("there is no legal action to choose")
        return rng.choice(self.actions)

    def __iter__(self) -> Iterator[Any]:
        return iter(self.actions)

    def __len__(self) -> int:
        return len(self.actions)

    def __getitem__(self, index: int) -> Any:
        return self.actions[index]

    def __bool__(self) -> bool:
        return bool(self.actions)


class NoActions(ListSpace):
    """The space of a seat that may not act now; every action gets `reason`."""

    def __init__(self, reason: str = "It is not your turn to act.") -> None:
        super().__init__((), refusal=reason)


def _hashable(actions: list[Any]) -> bool:
    try:
        set(actions)
    except TypeError:
        return False
    return True


def sample_by_kind(actions: Iterable[Any], rng: random.Random) -> Any:
    """Uniform over the kinds (types) of action first, then over that kind, so many
    variants of one action do not crowd out the rest."""
    kinds: dict[type, list[Any]] = {}
    for action in actions:
        kinds.setdefault(type(action), []).append(action)
    if not kinds:
        raise ValueError("there is no legal action to choose")
    return rng.choice(kinds[rng.choice(list(kinds))])
