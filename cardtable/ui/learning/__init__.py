"""Help → Learn to play: the lesson runner, its panel beside the table, and the
lesson's rules of play."""
