"""The Cucumber family on the table: its presentation (texts, prompts, plates)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.table.cucumber.presentation import CucumberPresentation

if TYPE_CHECKING:
    from cardtable.table.lesson import Lesson


def presentation() -> CucumberPresentation:
    return CucumberPresentation()


def lessons() -> list[Lesson]:
    """Help → Learn to play: the lessons of 22 and of the family (built when asked)."""
    from cardtable.table.cucumber.lessons_common import lessons as room_lessons
    return room_lessons()


__all__ = ["CucumberPresentation", "lessons", "presentation"]
