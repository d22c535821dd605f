"""The observable game between the engine and the table: the game session and its
modes (lessons, play on), who sits where, undo by replay, moves that happen whole,
and the AI's worker threads. Import a module, not this package: undo and seats
are Qt-free and must stay importable without Qt."""
