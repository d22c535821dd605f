"""Sneak on the table: its presentation (prompts, plates, piles, texts)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.table.sneak.presentation import SneakPresentation

if TYPE_CHECKING:
    from cardtable.table.lesson import Lesson


def presentation() -> SneakPresentation:
    return SneakPresentation()


def lessons() -> list[Lesson]:
    """Help → Learn to play Sneak (imported only when the lessons are listed)."""
    from cardtable.table.sneak.lesson_script import lessons as sneak_lessons

    return sneak_lessons()


__all__ = ["SneakPresentation", "lessons", "presentation"]
