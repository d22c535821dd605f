"""Finished and kept games found again: the archive that opens them, History,
Statistics, Saved games, record file dialogs, and what becomes of the autosave
at start (resume)."""
