"""Choosing a game: the New game dialog (its rules are ``cardtable.ui.rules``'s
form) and the remembered setup checked before it is used."""
