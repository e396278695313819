"""The PyInstaller bundle's entry script: the same ``main`` as the ``continental-qt`` command."""

from continental_qt.app import main

if __name__ == "__main__":
    raise SystemExit(main())
