"""Files people keep: saved games, autosave, settings, the statistics database.

No Qt here: the UI calls these from worker threads.
"""
