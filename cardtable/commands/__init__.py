"""The ``cardtable`` command line: the entry point (``cli``), headless bot games
(``sim``), record checking (``check``), the smoke test, and what keeps start-up
quick and a broken pipe quiet. Qt is imported only by the commands that open a window."""
