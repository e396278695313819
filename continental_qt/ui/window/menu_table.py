"""Every menu of the main window and every item in it, top to bottom: the one place
they are declared (built by :func:`.menus.build_menus`). Shortcuts come from the key
table (``keymap.py``), so no key is bound twice."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction

from .. import texts
from ..config import AI_SPEEDS
from ..i18n import LANGUAGES
from ..texts import translate
from .menus import Choice, Item, Menu, Submenu
from .tutor import THRESHOLDS

if TYPE_CHECKING:
    from ..main_window import MainWindow

# Animation length in ms by the View → Animation setting.
ANIMATION_MS = {"off": 0, "fast": 120, "normal": 220, "slow": 360}


def window_menus(w: MainWindow) -> list[Menu]:
    """The menus of ``w`` in the language now spoken, with their toggles as set now."""
    return [_game_menu(w), _edit_menu(w), _view_menu(w), _help_menu(w)]


def _edit_menu(w: MainWindow) -> Menu:
    return Menu(
        "edit_menu",
        translate("MainWindow", "&Edit"),
        [
            Item(
                "undo_action",
                translate("MainWindow", "&Undo"),
                w.undo,
                "undo",
                tip=translate(
                    "MainWindow",
                    "Take back your last meld of this turn, before you discard "
                    "(games against the computer)",
                ),
            ),
            Item(
                "allow_undo_action",
                translate("MainWindow", "&Allow undo"),
                w.options.set_allow_undo,
                checked=w.undo_command.on,
            ),
        ],
    )


def _game_menu(w: MainWindow) -> Menu:
    files = w.files
    return Menu(
        "game_menu",
        translate("MainWindow", "&Game"),
        [
            Item(
                "new_action",
                translate("MainWindow", "&New game…"),
                w.dialogs.new_game,
                "new_game",
            ),
            Item(
                "restart_action",
                translate("MainWindow", "&Restart with the same deal"),
                w.restart,
            ),
            None,
            Item("open_action", translate("MainWindow", "&Open…"), files.open_dialog, "open"),
            Submenu("recent_menu", translate("MainWindow", "Open &Recent"), files.fill_recent),
            Item(
                "save_action",
                translate("MainWindow", "Save &As…"),
                files.save_dialog,
                "save_as",
            ),
            None,
            Item(
                "watch_replay_action",
                translate("MainWindow", "&Watch a replay…"),
                files.replay_dialog,
            ),
            Item(
                "replay_game_action",
                translate("MainWindow", "Re&play this game"),
                files.replay_this_game,
                tip=translate("MainWindow", "Watch the game just played again, every hand face up"),
            ),
            None,
            Item(
                "stats_action",
                translate("MainWindow", "S&tatistics…"),
                w.show_statistics,
                "statistics",
            ),
            None,
            Item("hint_action", translate("MainWindow", "&Hint (H)"), lambda: w.coach.ask("hint")),
            Item(
                "options_action",
                translate("MainWindow", "Show the &options (O)"),
                lambda: w.coach.ask("options"),
            ),
            Item(
                "missing_action",
                translate("MainWindow", "&What am I missing? (W)"),
                lambda: w.coach.ask("missing"),
            ),
            None,
            Item(
                "ask_may_i_action",
                translate("MainWindow", "Ask me about &May I?"),
                w.may_i.set,
                checked=True,
                tip=translate(
                    "MainWindow",
                    "When off, you let every passed discard go without being asked",
                ),
            ),
            Item("leave_action", translate("MainWindow", "&Leave the game…"), w.dialogs.leave),
            None,
            Item(
                "quit_action",
                translate("MainWindow", "&Quit"),
                w.close,
                "quit",
                role=QAction.MenuRole.QuitRole,
            ),
        ],
    )


def _view_menu(w: MainWindow) -> Menu:
    return Menu(
        "view_menu",
        translate("MainWindow", "&View"),
        [
            Item(
                "four_colour_action",
                translate("MainWindow", "&Four-colour deck"),
                w.options.set_four_colour,
                checked=w.art.four_colour,
            ),
            Item(
                "high_contrast_action",
                translate("MainWindow", "&High-contrast cards"),
                w.options.set_high_contrast,
                checked=w.art.high_contrast,
            ),
            Item(
                "larger_cards_action",
                translate("MainWindow", "Larger cards"),
                w.options.set_larger_cards,
                checked=w.table.larger_cards,
            ),
            Item(
                "larger_text_action",
                translate("MainWindow", "Larger te&xt"),
                w.options.set_larger_text,
                checked=w.options.larger_text,
                tip=translate("MainWindow", "Text one and a half times the system's size"),
            ),
            Item(
                "side_panel_action",
                translate("MainWindow", "&Side panel"),
                w.scores_button.setChecked,
                "side_panel",
                checked=w.scores_button.isChecked(),
            ),
            None,
            *_motion_tutor_speech(w),
            Choice(
                "pace_menu",
                translate("MainWindow", "Computer &pace"),
                [(key, texts.speed_name(key)) for key in AI_SPEEDS],
                w.session.ai_speed,
                w.options.set_ai_speed,
                prefix="pace",
            ),
            None,
            Choice(
                "language_menu",
                translate("MainWindow", "&Language"),
                # Each language named in itself.
                [("system", translate("MainWindow", "System default")), *LANGUAGES.items()],
                w.language or "system",
                lambda code: w.set_language(None if code == "system" else code),
                prefix="language",
                first_apart=True,
            ),
        ],
    )


def _motion_tutor_speech(w: MainWindow) -> list[Item | Choice | Menu]:
    """The View menu's motion, tutor and speech items."""
    return [
        Choice(
            "animations_menu",
            translate("MainWindow", "&Animations"),
            [
                ("off", translate("MainWindow", "Off (reduce motion)")),
                ("fast", translate("MainWindow", "Fast")),
                ("normal", translate("MainWindow", "Normal")),
                ("slow", translate("MainWindow", "Slow")),
            ],
            w.options.animation,
            w.options.set_animation,
        ),
        Item(
            "tutor_action",
            translate("MainWindow", "&Tutor: ask before a doubtful move"),
            w.options.set_tutor,
            checked=w.coach.tutor.on,
            tip=translate(
                "MainWindow", "Before a move that loses more than the threshold, ask first"
            ),
        ),
        Choice(
            "tutor_menu",
            translate("MainWindow", "Tutor's &threshold"),
            [
                (str(points), translate("MainWindow", "%n point(s)", None, points))
                for points in THRESHOLDS
            ],
            str(int(w.coach.tutor.threshold)),
            w.options.set_tutor_threshold,
            prefix="tutor",
        ),
        _speak_menu(w),
        Choice(
            "verbosity_menu",
            translate("MainWindow", "A&nnouncements"),
            [
                ("all", translate("MainWindow", "Every move")),
                ("mine", translate("MainWindow", "Only what concerns me")),
            ],
            w.announcer.verbosity,
            w.options.set_verbosity,
            prefix="verbosity",
        ),
    ]


def _speak_menu(w: MainWindow) -> Menu:
    """View → Speak: each item reads part of the table through the screen reader."""
    texts_by_command = {
        "read_hand": translate("MainWindow", "Read my &hand by suit"),
        "read_hand_by_rank": translate("MainWindow", "Read my hand by &rank"),
        "read_melds": translate("MainWindow", "Read the &melds"),
        "read_players": translate("MainWindow", "Read the &players"),
        "read_piles": translate("MainWindow", "Read the p&iles"),
        "read_moves": translate("MainWindow", "What can I &do now?"),
        "read_contract": translate("MainWindow", "How far am I from the &contract?"),
        "read_scores": translate("MainWindow", "Read the &scores"),
        "repeat_announcement": translate("MainWindow", "Repeat the &last announcement"),
    }
    return Menu(
        "speak_menu",
        translate("MainWindow", "Spea&k"),
        [
            Item(f"{command}_action", text, lambda c=command: w.speech.read(c), command)
            for command, text in texts_by_command.items()
        ],
    )


def _help_menu(w: MainWindow) -> Menu:
    return Menu(
        "help_menu",
        translate("MainWindow", "&Help"),
        [
            Item(
                "rules_action",
                translate("MainWindow", "&Rules of this game"),
                w.dialogs.rules,
                "rules",
            ),
            Item("keys_action", translate("MainWindow", "&Keyboard and mouse"), w.dialogs.keys),
            Item(
                "about_action",
                translate("MainWindow", "&About Continental"),
                w.dialogs.about,
                role=QAction.MenuRole.AboutRole,
            ),
        ],
    )
