"""Feeds: what a screen may show of a game and do in it (see ``feed.py``)."""
