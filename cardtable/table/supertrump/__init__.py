"""Supertrump on the table: its presentation (texts, declarations, plates)."""

from typing import TYPE_CHECKING

from cardtable.table.supertrump.presentation import SupertrumpPresentation

if TYPE_CHECKING:
    from cardtable.table.lesson import Lesson


def presentation() -> SupertrumpPresentation:
    return SupertrumpPresentation()


def lessons() -> "list[Lesson]":
    """Supertrump's guided first game (imported only when the lessons are wanted)."""
    # A module of another name: a submodule called ``lessons`` would be bound
    # on this package over this function at its first import.
    from cardtable.table.supertrump.lesson_script import lessons as supertrump_lessons

    return supertrump_lessons()


__all__ = ["SupertrumpPresentation", "lessons", "presentation"]
