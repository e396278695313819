"""Names of the AI levels and the factory that builds them."""

from __future__ import annotations

from .baseline import Player, RandomPlayer
from .hard import HardPlayer
from .oracle import OraclePlayer
from .player import EASY, MEDIUM, HeuristicPlayer, Profile

LEVELS = ("random", "easy", "medium", "hard", "oracle")
PLAYABLE_LEVELS = ("easy", "medium", "hard")
# Levels for measurement only (the simulator's and the ladder's; never offered in the app,
# never stored in a save): ``medium-v1`` is medium as it played on 2026-12-02, frozen so
# that later changes to medium are measured against it (issue 25); ``hard-analyse`` plays
# from :func:`.analysis.analyse` (:mod:`.analysis_player`), to be measured before hard
# does; ``coach`` plays every hint the Hint button would show (:mod:`.hints`).
SIM_LEVELS = (*LEVELS, "medium-v1", "hard-analyse", "coach")

# Medium's profile as it was before the sane-play changes of issue 25, every field spelled
# out so that later changes to medium (or to the defaults) leave it as it is;
# ``tests/ai/test_frozen_levels.py`` pins its moves on seeded games.
MEDIUM_V1 = Profile(
    "medium-v1", noise=0.0, claim_rate=1.0, forget_lay_off=0.0, shortlist=4,
    opponent_model=True, samples=0, buy_reach=2, buy_gain=2, buy_room=4, buy_far=99,
    buy_late=99, swap_first=True, risk_base=0.03, risk_turn=0.02, feed_weight=2.5,
    model_by_contract=False,
)  # fmt: skip
_PROFILES = {"easy": EASY, "medium": MEDIUM, "medium-v1": MEDIUM_V1}


def make_ai(level: str, seed: int = 0) -> Player:
    """A player of ``level`` (see ``LEVELS`` and ``SIM_LEVELS``), seeded. Unknown levels
    raise KeyError.

    The oracle sees every card: pass it the full state (``player.sees_all``).
    """
    if level == "random":
        return RandomPlayer(seed)
    if level == "hard":
        return HardPlayer(seed)
    if level == "oracle":
        return OraclePlayer(seed)
    if level == "hard-analyse":
        from .analysis_player import AnalysePlayer  # the simulator's only

        return AnalysePlayer(seed)
    if level == "coach":
        from .hints import CoachPlayer  # the simulator's only

        return CoachPlayer(seed)
    if level in _PROFILES:
        return HeuristicPlayer(_PROFILES[level], seed)
    raise KeyError(f"unknown AI level {level!r}; known: {', '.join(SIM_LEVELS)}")
