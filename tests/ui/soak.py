"""Soak: complete games on the real main window, the human played through the UI.

    python tests/ui/soak.py --games 20 --seed 1

Game after game at the instant pace, the presets in turn (all eight over eight games),
one human against the computer (every fourth game two humans, pass-and-play). The human
seat is a scripted random legal player: it picks from the engine's legal actions and
makes the move with a gesture a person would use (clicks, drags, double-clicks, keys,
buttons, card menus; going down by staging the melds in the slots). A gesture that does
not make its move is reported and the move made through the table instead
(``TableView.play``), so that the game goes on. Round summaries are dismissed, and the
window is resized now and then.

Exit status 0 when every game reached game over with no Python exception and no Qt
critical message; 1 otherwise (each printed with the gestures before it); 3 on a hang.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Any


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--presets", default="", help="comma-separated preset ids (default: all)")
    p.add_argument("--players", type=int, default=4, help="most players at a table")
    p.add_argument("--pass-and-play", action="store_true", help="two humans in every game")
    p.add_argument("--journal", type=Path, default=None)
    p.add_argument("--hang", type=float, default=30.0, help="seconds without progress = hang")
    p.add_argument("--game-timeout", type=float, default=600.0)
    return p.parse_args(argv)


def play_game(window: Any, player: Any, rng: random.Random, rec: Any, watchdog: Any, h: Any,
              timeout: float) -> dict[str, Any]:  # fmt: skip
    """Play the game just started to its end; returns what happened."""
    c = window.session.controller
    start = time.perf_counter()
    out = {"moves": 0, "fallbacks": 0, "rounds": 0, "over": False}
    last_resize = 0
    progress, progress_at = None, time.perf_counter()
    while time.perf_counter() - start < timeout:
        watchdog.beat("soak")
        s = c.state
        summary = window.summary
        now = (id(s), c.action_count, c.holding, h.alive(summary) and summary.isVisible())
        if now != progress:
            progress, progress_at = now, time.perf_counter()
        elif time.perf_counter() - progress_at > watchdog.seconds:
            out["stalled"] = (
                f"no move for {watchdog.seconds:.0f} s: phase {s.phase if s else None}, "
                f"to act {s.to_act if s else None}, human to act {c.human_to_act}, "
                f"holding {c.holding}, modal {h.QApplication.activeModalWidget()}, "
                f"prompt {window.prompt_label.text()!r}"
            )
            rec.say(f"STALLED: {out['stalled']}")
            break
        if h.alive(summary) and summary.isVisible():
            rec.note(f"summary: {'close' if s is not None and s.is_over else 'next round'}")
            b = summary.next_button
            player.inp.click(b, b.rect().center()) if rng.random() < 0.8 else player.inp.key(
                summary, h.Qt.Key.Key_Return
            )
            h.settle()
            if h.alive(summary) and summary.isVisible():
                summary.next_button.click()  # the gesture missed: the game must go on
            out["rounds"] += 1
            if s is not None and s.is_over:
                out["over"] = True
                break
            continue
        if s is None:
            break
        if s.is_over:
            h.settle(10)  # the game-over summary opens
            continue
        if c.human_to_act is None:
            h.settle(5)
            continue
        seat, count = c.human_to_act, c.action_count
        rec.note(f"move for seat {seat} ({s.phase})")
        try:
            result = player.act(window)
        except Exception:  # a slot's, raised through a click(): counted
            sys.excepthook(*sys.exc_info())
            result = None
        if result is None:
            h.settle(5)
            continue
        rec.say(f"  {result[0]}{'' if result[1] else ' (not applied)'}")
        out["moves"] += 1
        action = player.last_action
        if (
            not result[1]
            and action is not None
            and c.state is s
            and c.action_count == count
            and c.human_to_act == seat
            and action in s.legal_actions(seat)
        ):
            out["fallbacks"] += 1
            rec.say("  fallback: TableView.play")
            window.table.input.play(action)
        if out["moves"] - last_resize >= rng.randint(15, 40):
            last_resize = out["moves"]
            size = (rng.randint(900, 1800), rng.randint(620, 1100))
            rec.note(f"resize to {size[0]}x{size[1]}")
            window.resize(*size)
        h.settle()
    out["seconds"] = time.perf_counter() - start
    return out


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from monkey import prepare_environment

    root = prepare_environment("continental-soak-")
    import harness_input as h
    from harness_player import UiPlayer
    from harness_watch import Recorder, Watchdog

    from continental_qt.engine.presets import PRESET_IDS
    from continental_qt.ui.main_window import MainWindow

    journal = args.journal or root / "journal.txt"
    presets = [p for p in args.presets.split(",") if p] or list(PRESET_IDS)
    print(f"soak: seed {args.seed}, {args.games} games, journal {journal}", flush=True)
    _app = h.QApplication([sys.argv[0]])
    rec = Recorder(journal)
    rec.install()
    watchdog = Watchdog(rec, args.hang)
    watchdog.start()
    rng = random.Random(args.seed)
    player = UiPlayer(random.Random(args.seed + 1), rec)
    # Only the run-of-wilds question may open a modal dialog in these games; a message
    # box (a computer player that stopped, say) is answered, and fails the soak.
    window = MainWindow(settings=None)
    closer = h.ModalCloser(random.Random(args.seed + 2), root, rec, lambda: window, max_ticks=40)
    closer.start()
    window.resize(1280, 800)
    h.show_window(window)
    unfinished = []
    total = time.perf_counter()
    for g in range(args.games):
        preset = presets[(args.seed + g) % len(presets)]
        kind = "pass" if g % 4 == 3 or args.pass_and_play else "solo"
        cfg = h.random_config(
            rng, "instant", kind, preset, levels=("easy", "medium"), most_players=args.players
        )
        seats = ",".join(f"{s.name}:{s.kind}" for s in cfg.seats)
        motion = ("normal", "fast", "off")[g % 3]
        rec.note(f"game {g + 1}: {preset} deal {cfg.seed} {seats}, animations {motion}")
        window.options.set_animation(motion)  # View > Animations
        window.start_game(cfg)
        out = play_game(window, player, rng, rec, watchdog, h, args.game_timeout)
        state = window.session.controller.state
        print(
            f"game {g + 1:2d} {preset:16s} {len(cfg.seats)} seats {kind:5s} {motion:6s}: "
            f"{'over' if out['over'] else 'NOT OVER'} after {out['rounds']} summaries, "
            f"{out['moves']} human moves ({out['fallbacks']} through TableView.play), "
            f"{out['seconds']:.1f} s",
            flush=True,
        )
        if out.get("stalled"):
            print(f"  stalled: {out['stalled']}")
            rec.print_tail()
        if not out["over"] or state is None or not state.is_over:
            unfinished.append(g + 1)
    watchdog.stop()
    seconds = time.perf_counter() - total
    window.close()
    h.settle(200)
    moves = player.channels
    print(f"\nsoak seed {args.seed}: {args.games} games in {seconds:.1f} s")
    print("moves: " + ", ".join(f"{k} {n}" for k, n in sorted(moves.items())))
    print(f"gestures that did not make their move: {len(player.mismatches)}")
    for line in player.mismatches[:20]:
        print(f"  {line}")
    for text in closer.boxes:
        print(f"message box: {text}")
    rec.report(args.seed)
    print(
        f"\nRESULT seed={args.seed} exceptions={len(rec.exceptions)} "
        f"qt_criticals={len(rec.criticals)} unfinished={unfinished} "
        f"message_boxes={len(closer.boxes)}",
        flush=True,
    )
    rec.close()
    return 1 if rec.failed or unfinished or closer.boxes else 0


if __name__ == "__main__":
    sys.exit(main())
