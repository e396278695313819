"""Errors that cross the engine boundary: reason codes with details, never prose.

The UI maps codes to translated sentences; ``describe()`` gives an English
fallback for the command line and logs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class RuleProblem:
    """One reason a rule set is impossible: a code and its details."""

    code: str
    details: dict[str, Any] = field(default_factory=dict)

    def describe(self) -> str:
        extra = ", ".join(f"{k}={v}" for k, v in self.details.items())
        return f"{self.code} ({extra})" if extra else self.code


class RuleSetError(ValueError):
    """A rule set that cannot be played or parsed; ``problems`` lists every reason."""

    def __init__(self, problems: list[RuleProblem]) -> None:
        self.problems = problems
        super().__init__("; ".join(p.describe() for p in problems))

    @property
    def code(self) -> str:
        return self.problems[0].code if self.problems else "invalid_rules"


class IllegalMove(Exception):
    """A refused action. The state is unchanged. ``reason`` is a stable code."""

    def __init__(self, reason: str, **details: Any) -> None:
        self.reason = reason
        self.details = details
        extra = ", ".join(f"{k}={v}" for k, v in details.items())
        super().__init__(f"{reason} ({extra})" if extra else reason)


class SaveError(ValueError):
    """A saved game that cannot be restored; ``reason`` names the problem."""

    def __init__(self, reason: str, **details: Any) -> None:
        self.reason = reason
        self.details = details
        extra = ", ".join(f"{k}={v}" for k, v in details.items())
        super().__init__(f"{reason} ({extra})" if extra else reason)
