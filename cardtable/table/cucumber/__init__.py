"""The Cucumber family on the table: its presentation (texts, prompts, plates)."""

from cardtable.table.cucumber.presentation import CucumberPresentation


def presentation() -> CucumberPresentation:
    return CucumberPresentation()


__all__ = ["CucumberPresentation", "presentation"]
