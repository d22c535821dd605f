"""Game records (.cardtable files): the one format for saves, autosave, sim output
and replays. ``schema`` holds the checking helpers, ``io`` reads and writes files."""
