"""Shared tables: several people, each in their own window and language, at one
table over the network, with AIs in the empty seats. One authoritative engine
per table, on the server; clients are views that send moves. No Qt here."""
