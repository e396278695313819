"""Lets ``python -m continental_qt.sim`` run ``continental-qt-sim``."""

from continental_qt.sim.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
