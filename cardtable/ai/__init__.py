"""Bots (no Qt): ``Bot.choose(observation, legal_actions, rng) -> action``."""

from cardtable.ai.base import Bot, bot_names, make_bot

__all__ = ["Bot", "bot_names", "make_bot"]
