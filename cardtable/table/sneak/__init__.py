"""Sneak on the table: its presentation (prompts, plates, piles, texts)."""

from cardtable.table.sneak.presentation import SneakPresentation


def presentation() -> SneakPresentation:
    return SneakPresentation()


__all__ = ["SneakPresentation", "presentation"]
