"""How the table shows a Supertrump match: declarations, plates, info box, scores.

Declarations are made on the table: four suit buttons that show how many
cards of each suit the person holds, then thirteen rank buttons. The trump
suit, the super-trump rank, the stage and the stock stay in the info box on
the felt; the plates show each player's tricks (stage 1 + stage 2) and
points this game against the match score.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.cards import Rank, Suit, parse_card
from cardtable.games.supertrump import Declare
from cardtable.games.supertrump import events as ev
from cardtable.games.supertrump.tricks import effective_suit, hand_key
from cardtable.table.presentation import Presentation, TrickView, TurnPrompt, points_rows
from cardtable.table.supertrump import texts
from cardtable.table.supertrump.event_player import SupertrumpEventPlayer, points_text
from cardtable.table.supertrump.tricks import deal_tricks, winning_seat
from cardtable.texts import card_name, join_list

#: A literal translate(context, text) call that lupdate extracts, kept short.
translate = QCoreApplication.translate


class SupertrumpPresentation(Presentation):
    """Supertrump, two seats."""

    uses_choice_row = True
    rounds_are_games = True
    winners_kept = True

    def __init__(self) -> None:
        self._player: SupertrumpEventPlayer | None = None
        self._obs: Callable[[], Any] | None = None

    def name(self) -> str:
        return QCoreApplication.translate("SupertrumpOptions", "Supertrump")

    # ------------------------------------------------------------ setup and help
    def preset_name(self, variant: str) -> str:
        return texts.preset_name(variant)

    def preset_description(self, variant: str) -> str:
        return texts.preset_description(variant)

    def option_label(self, option: str) -> str:
        return texts.option_text(option, 0)

    def option_tooltip(self, option: str) -> str:
        return texts.option_text(option, 1)

    def option_applies(self, option: str, rules: Any) -> bool:
        return option != "target" or rules.match != "single"  # one game has no target

    def choice_text(self, option: str, value: Any) -> str:
        return texts.choice_text(value)

    def rules_html(self, rules: Any, variant: str, players: int) -> str:
        from cardtable.table.supertrump.rules_text import rules_html  # the rules dialog only

        return rules_html(rules, variant, players)

    # ------------------------------------------------------------ the table
    def event_player(self, scene, animator, banner, on_event) -> SupertrumpEventPlayer:
        player = SupertrumpEventPlayer(scene, animator, banner, on_event)
        self._player = player
        return player

    def sort_key(self, rules: Any) -> Callable[[str], object]:
        player = self._player

        def key(code: str) -> object:
            card = parse_card(code)
            trump = self._trump()
            if trump is not None and player is not None and player.super_rank is not None:
                suit = effective_suit(card, trump, player.super_rank)
                is_super = card.rank is player.super_rank
                # Trumps (supers last) on the right, other suits as usual.
                return (suit is trump, is_super, hand_key(card))
            return (False, False, hand_key(card))

        return key

    def _trump(self):
        obs = self._obs() if self._obs is not None else None
        return obs.trump if obs is not None else None

    def kind_of(self, rules: Any) -> Callable[[str], int]:
        return lambda code: parse_card(code).index  # every card is its own kind

    def describe(self, event: Any, names: list[str], you: int | None) -> str | None:
        return texts.describe(event, names, you)

    def banner(self, event: Any, names: list[str], you: int | None) -> str | None:
        return texts.banner(event, names, you)

    def turn(self, obs: Any, legal: Sequence[Any]) -> TurnPrompt:
        first = legal[0]
        if isinstance(first, Declare) and first.name == "trump":
            counts = {}
            for card in obs.hand:
                counts[card.suit] = counts.get(card.suit, 0) + 1
            choices = []
            for action in legal:
                suit = Suit(action.value)
                choices.append((texts.trump_choice(suit.glyph, counts.get(suit, 0)), action))
            return TurnPrompt("choices", texts.prompt("trump"), choices=choices)
        if isinstance(first, Declare):
            return TurnPrompt(
                "choices", texts.prompt("super"), choices=[(a.value, a) for a in legal]
            )
        if not obs.trick:
            if obs.face_up is not None:
                return TurnPrompt(
                    "cards", texts.prompt("lead-up").replace("%1", card_name(obs.face_up))
                )
            return TurnPrompt("cards", texts.prompt("lead"))
        led = effective_suit(obs.trick[0][1], obs.trump, obs.super_rank)
        can_follow = any(effective_suit(c, obs.trump, obs.super_rank) is led for c in obs.hand)
        key = "follow" if can_follow else "void"
        return TurnPrompt("cards", texts.prompt(key).replace("%1", texts.suit_name(led)))

    def update_plates(self, scene, obs: Any, names: list[str], details: list[str]) -> None:
        self._obs = lambda: obs
        for seat, plate in enumerate(scene.plates):
            plate.name = names[seat]
            plate.detail = details[seat]
            plate.score = points_text(obs.points[seat])
            plate.extra = ""
            plate.dealer = obs.dealer == seat and obs.phase != "over"
            plate.active = obs.current_seat == seat
            plate.out = False
            plate.update()
        scene.info.set_lines(info_lines(obs, names))
        scene.marks.show(obs.trick[0][0] if obs.trick else None, winning_seat(obs))
        # Every face-up super trump carries its star, also the cards a replay
        # turns over ("All hands face up" makes them afresh, unmarked).
        rank = obs.super_rank if isinstance(obs.super_rank, Rank) else None
        for item in scene.all_cards():
            star = rank is not None and item.code is not None and \
                parse_card(item.code).rank is rank
            if item.star != star:
                item.star = star
                item.update()

    # ------------------------------------------------------------ scores
    def score_title(self, state: Any = None) -> str:
        # What Total counts follows the match: games won in a match of games
        # (it said "Points" over 0 and 1), the points in a points match or one game.
        match = state.rules.match if state is not None else "points"
        if match == "games":
            return translate("SupertrumpTable", "Points by game, then games won (total)")
        if match == "single":
            return translate("SupertrumpTable", "Points (by game, then total)")
        return translate("SupertrumpTable", "Points (by game, then match total)")

    def totals(self, state: Any, event: Any = None) -> list[int]:
        if state.rules.match != "single":
            return super().totals(state, event)
        # One game: its points, not the match's count of games won (1 and 0).
        return list(event.points if isinstance(event, ev.GameEnded) else state.total_points)

    def round_text(self, number: int) -> str:
        return QCoreApplication.translate("Resume", "game %1").replace("%1", str(number))

    def progress_text(self, players: int, number: int) -> str:
        # Supertrump's rounds are games (its log says "Game 1"), not deals.
        return QCoreApplication.translate("Resume", "%1 players, game %2").replace(
            "%1", str(players)).replace("%2", str(number))

    def standings_title(self, state: Any) -> str:
        if state.rules.match == "games":
            return translate("SupertrumpTable", "Games won")
        return super().standings_title(state)

    def standings(self, state: Any, winners: Sequence[int]) -> list[tuple[int, str]]:
        totals = state.games_won if state.rules.match == "games" else state.total_points
        order = sorted(range(2), key=lambda s: (s not in winners, -totals[s]))
        return [(s, str(totals[s])) for s in order]

    def score_rows(self, state: Any, upto: int | None = None) -> list[tuple[int, dict[int, int]]]:
        return points_rows(state, upto)

    def deal_of(self, event: Any) -> int | None:
        return event.game_no if isinstance(event, ev.GameEnded) else None

    def score_target(self, state: Any) -> int | None:
        # Only a points match is decided by a total; a games match counts games won.
        return state.rules.target if state.rules.match == "points" else None

    def tricks(self, deals: Sequence[Sequence[Any]], names: list[str]
               ) -> list[list[TrickView]]:
        return [deal_tricks(events) for events in deals]

    def played_cards(self, obs: Any, names: list[str]) -> list[str] | None:
        played = list(obs.played)
        lines = []
        for i in range(0, len(played), 2):
            shown = join_list(f"{names[s]}: {card_name(c)}" for s, c in played[i : i + 2])
            lines.append(
                QCoreApplication.translate("PlayedCardsDialog", "Trick %1 — %2")
                .replace("%1", str(i // 2 + 1))
                .replace("%2", shown)
            )
        return lines


def info_lines(obs: Any, names: list[str]) -> list[str]:
    """Trump, super rank, stage, stock and each seat's tricks, as the info box shows them."""
    lines = []
    if obs.trump is not None:
        lines.append(translate("SupertrumpTable", "Trumps: %1")
                     .replace("%1", texts.suit_name(obs.trump)))
    else:
        lines.append(translate("SupertrumpTable", "Trumps: not named yet"))
    if isinstance(obs.super_rank, Rank):
        lines.append(translate("SupertrumpTable", "Super trumps: %1s ★")
                     .replace("%1", obs.super_rank.symbol))
    else:  # not "?s ★"
        lines.append(translate("SupertrumpTable", "Super trumps: not named yet"))
    lines.append(translate("SupertrumpTable", "Stage %1 of 2").replace("%1", str(obs.stage)))
    if obs.face_up is not None:
        lines.append(
            translate("SupertrumpTable", "Stock: %1 + face-up").replace("%1", str(obs.stock_size))
        )
    elif obs.stage == 1:
        lines.append(translate("SupertrumpTable", "Stock: %1").replace("%1", str(obs.stock_size)))
    for seat, (first, second) in enumerate(obs.tricks_won):
        # "tricks 7 + 1" said nothing of the stages: a stage-2 trick counts 2.
        lines.append(
            translate("SupertrumpTable", "%1: tricks %2 + %3 × 2 = %4 points")
            .replace("%1", names[seat])
            .replace("%2", str(first))
            .replace("%3", str(second))
            .replace("%4", str(first + 2 * second))
        )
    return lines
