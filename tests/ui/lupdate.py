"""Where the tests find ``pyside6-lupdate``: beside this Python (a venv's bin folder need
not be on PATH, as in CI), else on PATH."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path


def lupdate() -> str | None:
    beside = Path(sys.executable).with_name("pyside6-lupdate")
    return str(beside) if beside.exists() else shutil.which("pyside6-lupdate")
