"""Errors that cross the engine boundary: reason codes with details, never prose.

The codes are the ``StrEnum`` members of ``reasons.py``; the UI maps them to
translated sentences, and ``describe()`` gives an English fallback for the command
line and logs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .reasons import MeldProblem, Refusal, RuleCode


@dataclass(frozen=True)
class RuleProblem:
    """One reason a rule set is impossible (or a note about one): a code and its details.

    ``code`` becomes a :class:`RuleCode` member; an unknown code raises ValueError.
    """

    code: str
    details: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "code", RuleCode(self.code))

    def describe(self) -> str:
        extra = ", ".join(f"{k}={v}" for k, v in self.details.items())
        return f"{self.code} ({extra})" if extra else str(self.code)


class RuleSetError(ValueError):
    """A rule set that cannot be played or parsed; ``problems`` lists every reason."""

    def __init__(self, problems: list[RuleProblem]) -> None:
        self.problems = problems
        super().__init__("; ".join(p.describe() for p in problems))

    @property
    def code(self) -> str:
        return self.problems[0].code if self.problems else RuleCode.INVALID_RULES


class IllegalMove(Exception):
    """A refused action. The state is unchanged.

    ``reason`` is a :class:`Refusal` member and a ``why`` detail a :class:`MeldProblem`
    member; anything else raises ValueError here, where the refusal is made.
    """

    def __init__(self, reason: str, **details: Any) -> None:
        self.reason = Refusal(reason)
        if "why" in details:
            details["why"] = MeldProblem(details["why"])
        self.details = details
        extra = ", ".join(f"{k}={v}" for k, v in details.items())
        super().__init__(f"{reason} ({extra})" if extra else str(reason))


class SaveError(ValueError):
    """A saved game that cannot be restored; ``reason`` names the problem (the engine's
    are :class:`~continental_qt.engine.reasons.SaveProblem` members)."""

    def __init__(self, reason: str, **details: Any) -> None:
        self.reason = reason
        self.details = details
        extra = ", ".join(f"{k}={v}" for k, v in details.items())
        super().__init__(f"{reason} ({extra})" if extra else str(reason))
