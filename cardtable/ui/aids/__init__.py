"""The player's aids: Undo/Redo/Hint/Last trick wiring, the hint and its reasons,
the last trick and the played cards, and the rules of the game on the table."""
