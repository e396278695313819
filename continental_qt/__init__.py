"""Continental: a desktop Continental Rummy game (contract rummy and its presets)."""

__version__ = "0.1.0"
