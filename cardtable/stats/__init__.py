"""Statistics and history of finished games: an SQLite file, no Qt.

``cardtable.stats.db`` keeps the file (schema, migrations, queries),
``cardtable.stats.store`` is how the app uses it (opened on first use,
recovery from a damaged, locked or newer file), ``cardtable.stats.pending``
keeps games aside while another program holds the file, and
``cardtable.stats.summary`` turns one game's and variant's rows into the
numbers the Statistics dialog shows. All are pure Python so they are tested
without a display.
"""
