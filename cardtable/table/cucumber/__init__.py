"""The Cucumber family on the table: its presentation (texts, prompts, plates)."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from cardtable.table.cucumber.presentation import CucumberPresentation

if TYPE_CHECKING:
    from cardtable.table.lesson import Lesson


def presentation() -> CucumberPresentation:
    return CucumberPresentation()


def lessons() -> list[Lesson]:
    """Help → Learn to play: the lessons of 22 and of the family, in the Help
    menu's order. Built when first asked; the same (immutable) lessons on
    every call, so a menu item and a caller that looked the lessons up
    separately agree on which lesson is which."""
    return list(_built())


@cache
def _built() -> tuple[Lesson, ...]:
    from cardtable.table.cucumber.lessons_22 import twenty_two
    from cardtable.table.cucumber.lessons_family import family
    return (twenty_two(), family())


__all__ = ["CucumberPresentation", "lessons", "presentation"]
