"""Looking back at a game: the replay viewer, Review my play (its window, panel and
words), and play on from a position of a replay."""
