"""Supertrump on the table: its presentation (texts, declarations, plates)."""

from cardtable.table.supertrump.presentation import SupertrumpPresentation


def presentation() -> SupertrumpPresentation:
    return SupertrumpPresentation()


__all__ = ["SupertrumpPresentation", "presentation"]
