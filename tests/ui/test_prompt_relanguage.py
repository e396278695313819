"""A refusal said in the prompt line does not outlive a language change in the old language."""

from __future__ import annotations

import pytest

from continental_qt.ui import texts

from .conftest import config


@pytest.fixture
def win(window):  # the language is reset after the test by conftest's _language_restored
    return window


def test_a_refusal_in_the_prompt_is_dropped_on_a_language_change(qtbot, win) -> None:
    win.dialogs.leave()  # no game: refused in the prompt line
    refusal = win.prompt_label.text()
    assert refusal == "There is no seat of yours to leave."
    win.set_language("de")
    # Well before the refusal's own four seconds are up.
    qtbot.waitUntil(lambda: win.prompt_label.text() != refusal, timeout=1500)
    assert win.prompt_label.text() == "Starte ein neues Spiel über das Menü Spiel (Strg+N)."


def test_a_refusal_during_a_game_gives_way_to_the_prompt_in_the_new_language(qtbot, win) -> None:
    win.start_game(config("human", "human", seed=7))  # nobody moves by itself
    qtbot.waitUntil(lambda: win.feed.view is not None)
    win.show_message("A refusal in English.", 60000)
    win.set_language("de")
    qtbot.waitUntil(lambda: win.prompt_label.text() != "A refusal in English.", timeout=1500)
    s = win.feed.view
    # What the table asks, said in German.
    assert win.prompt_label.text() == texts.prompt_text(
        s, s.viewer, win.feed.names, win.feed.asking
    )
