"""Lets ``python -m continental_qt`` start the game."""

from continental_qt.app import main

if __name__ == "__main__":
    raise SystemExit(main())
