"""A game's rule options as a person edits them: one editor per option, the
form that holds them all, marks what differs from the variant and says why
rules cannot be played. New game and Host a table both offer it."""
