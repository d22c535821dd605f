"""Statistics and history of finished games: an SQLite file, no Qt.

``cardtable.stats.db`` keeps the file (schema, migrations, recovery from a
damaged or locked file) and ``cardtable.stats.summary`` turns one game's and
variant's rows into the numbers the Statistics dialog shows. Both are pure
Python so they are tested without a display.
"""
