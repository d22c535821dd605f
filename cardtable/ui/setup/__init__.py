"""Choosing a game: the New game dialog, its editors for rule options, and the
remembered setup checked before it is used."""
