"""Bots (no Qt): ``Bot.choose(observation, legal_actions, rng) -> action``.

Each game's bots live in ``cardtable.ai.<game id>``; ``make_bot`` and
``bot_names`` find them through the game registry."""

from cardtable.ai.base import Bot, RandomBot, bot_names, make_bot

__all__ = ["Bot", "RandomBot", "bot_names", "make_bot"]
