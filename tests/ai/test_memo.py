"""BoundedMemo: answers kept until the memo is full, then it starts again empty."""

from continental_qt.ai.memo import BoundedMemo


def test_keeps_answers_until_full_then_starts_again():
    memo = BoundedMemo(3)
    assert memo.keep("a", 1) == 1 and memo.get("a") == 1
    memo.keep("b", 2)
    memo.keep("c", 3)
    assert len(memo) == 3
    assert memo.keep("d", 4) == 4  # full: emptied first, so only the newest is left
    assert dict(memo) == {"d": 4}
    assert memo.get("a") is None


def test_an_answer_of_zero_is_kept():
    memo = BoundedMemo(2)
    memo.keep(("round", 1), 0)
    assert memo.get(("round", 1)) == 0
