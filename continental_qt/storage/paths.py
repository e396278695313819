"""Where files live: per-user folders from platformdirs, overridable for tests.

``CONTINENTAL_DATA_DIR`` (if set) replaces the data folder and
``CONTINENTAL_CONFIG_DIR`` the config folder (custom rule presets), so tests and
benchmarks never touch a player's real saves or presets.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "continental-qt"


def data_dir() -> Path:
    override = os.environ.get("CONTINENTAL_DATA_DIR")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False))


def autosave_dir() -> Path:
    return data_dir() / "autosave"


def stats_db_path() -> Path:
    return data_dir() / "statistics.sqlite3"


def config_dir() -> Path:
    override = os.environ.get("CONTINENTAL_CONFIG_DIR")
    if override:
        return Path(override)
    from platformdirs import user_config_dir

    return Path(user_config_dir(APP_NAME, appauthor=False))


def presets_dir() -> Path:
    """The folder of custom rule presets (one JSON file each)."""
    return config_dir() / "presets"
