"""How the table shows a game of Sneak: prompts, plates, the info box, scores.

On the person's turn the selection can be played two ways, so the action
bar offers **Sneak** (face down) and **Flaunt** (face up) for the selected
cards and **Draw** beside them; asked to answer a play, it offers
**Challenge** for a selection of the right size and **Pass**. The status
line says how many cards may be played. Plates show each total against the
target and the cards in hand (they bound every play).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.cards import parse_card
from cardtable.games.sneak import events as ev
from cardtable.table.event_player import score_text
from cardtable.table.presentation import Presentation, TrickView, TurnPrompt, points_rows
from cardtable.table.sneak import texts
from cardtable.table.sneak.event_player import SneakEventPlayer, count_pile
from cardtable.table.sneak.tricks import deal_tricks

#: A literal translate(context, text) call that lupdate extracts, kept short.
translate = QCoreApplication.translate
#: The events that open a play: a lead, or the last hand banked unseen
#: (``tricks.deal_tricks`` numbers the same ones).
PLAYS = (ev.Sneaked, ev.Flaunted, ev.HandBanked)


class SneakPresentation(Presentation):
    """Sneak, 2–7 seats."""

    uses_choice_row = True
    numbers_plays = True

    def __init__(self) -> None:
        self._names: list[str] = []

    def name(self) -> str:
        return translate("SneakOptions", "Sneak")

    # ------------------------------------------------------------ setup and help
    def preset_name(self, variant: str) -> str:
        return texts.preset_name(variant)

    def preset_description(self, variant: str) -> str:
        return texts.preset_description(variant)

    def option_label(self, option: str) -> str:
        return texts.option_text(option, 0)

    def option_tooltip(self, option: str) -> str:
        return texts.option_text(option, 1)

    def none_text(self, option: str) -> str | None:
        return texts.none_text(option)

    def problem_text(self, problem: Any) -> str:
        return texts.problem_text(problem)

    def rules_html(self, rules: Any, variant: str, players: int) -> str:
        from cardtable.table.sneak.rules_text import rules_html  # the rules dialog only

        return rules_html(rules, variant, players)

    # ------------------------------------------------------------ the table
    def event_player(self, scene, animator, banner, on_event) -> SneakEventPlayer:
        player = SneakEventPlayer(scene, animator, banner, on_event)
        player.names = lambda: self._names
        return player

    def sort_key(self, rules: Any) -> Callable[[str], object]:
        def key(code: str) -> object:
            card = parse_card(code)
            return (int(card.rank), card.suit.value if card.suit else "")
        return key

    def kind_of(self, rules: Any) -> Callable[[str], int]:
        return lambda code: parse_card(code).index

    def describe(self, event: Any, names: list[str], you: int | None) -> str | None:
        self._names = names
        return texts.describe(event, names, you)

    def log_line(self, events: Sequence[Any], index: int, names: list[str],
                 you: int | None) -> str | None:
        """A lead's line says its play's number ("Play 5: Ben flaunts …"), as
        the played cards and the review do: counted from the deal's start."""
        line = self.describe(events[index], names, you)
        if line is None or not isinstance(events[index], PLAYS):
            return line
        number = 1
        for earlier in range(index - 1, -1, -1):
            if isinstance(events[earlier], ev.DealStarted):
                break
            number += isinstance(events[earlier], PLAYS)
        return translate("SneakLog", "Play %1: %2").replace("%1", str(number)).replace(
            "%2", line)

    def banner(self, event: Any, names: list[str], you: int | None) -> str | None:
        self._names = names
        return texts.banner(event, names, you)

    def turn(self, obs: Any, legal: Sequence[Any]) -> TurnPrompt:
        by_name = {a.name for a in legal}
        draw = next((a for a in legal if a.name == "draw"), None)
        if obs.phase == "challenge" and obs.play is not None:
            size = str(obs.play.size)
            leader = self._names[obs.play.leader] if self._names else str(obs.play.leader)
            if obs.play.kind == "sneak" and obs.play.size == 1:
                text = translate("SneakTable", "%1 sneaked a card: select a card and "
                                 "Challenge (the higher rank wins), or Pass.")
            elif obs.play.kind == "sneak":
                text = translate("SneakTable", "%1 sneaked %2 cards: select %2 cards and "
                                 "Challenge (revealed from the leader on), or Pass.")
            elif obs.play.size == 1:
                text = translate("SneakTable", "%1 flaunted a card: select a higher card "
                                 "of its suit and Challenge, or Pass.")
            else:
                text = translate("SneakTable", "%1 flaunted: select %2 cards and Challenge "
                                 "(shown together with the others'), or Pass.")
            text = text.replace("%1", leader).replace("%2", size)
            passing = next(a for a in legal if a.name == "pass")
            choices = [(translate("SneakTable", "&Pass"), passing)]
            if "challenge" not in by_name:
                return TurnPrompt("choices", text, choices=choices)
            return TurnPrompt("cards", text, choices=choices,
                              buttons=[(translate("SneakTable", "&Challenge"), "challenge")])
        if by_name == {"pass"}:    # at the hand limit, every other hand empty (T22)
            text = translate("SneakTable", "You hold %1 cards, the hand limit, and nobody "
                             "else holds a card: you must pass.")
            return TurnPrompt("choices", text.replace("%1", str(len(obs.hand))),
                              choices=[(translate("SneakTable", "&Pass"), legal[0])])
        if by_name == {"draw"}:
            return TurnPrompt("choices", translate("SneakTable", "Draw a card."),
                              choices=[(translate("SneakTable", "&Draw"), draw)])
        # The most cards a lead may have: the rule's cap (the largest other
        # hand), but never more than the hand holds ("up to 4" with three cards).
        cap = min(obs.max_play, len(obs.hand))
        if draw is None and cap == 1:
            text = translate("SneakTable", "The stock is empty: flaunt one card.")
        elif draw is None:
            text = translate("SneakTable", "The stock is empty: flaunt one card or a combo "
                             "(at most %1 cards).")
        elif cap == 1:     # it read "select up to 1 cards … or a combo"
            text = translate("SneakTable", "Draw, or select a card and Sneak (face down) "
                             "or Flaunt (face up).")
        else:
            text = translate("SneakTable", "Draw, or select up to %1 cards and Sneak (face "
                             "down) or Flaunt (face up: one card or a combo).")
        buttons = []
        if "sneak" in by_name:
            buttons.append((translate("SneakTable", "&Sneak"), "sneak"))
        if "flaunt" in by_name:
            buttons.append((translate("SneakTable", "Fl&aunt"), "flaunt"))
        choices = [(translate("SneakTable", "&Draw"), draw)] if draw is not None else []
        return TurnPrompt("cards", text.replace("%1", str(cap)), buttons=buttons,
                          choices=choices)

    def update_plates(self, scene, obs: Any, names: list[str], details: list[str]) -> None:
        self._names = names
        for seat, plate in enumerate(scene.plates):
            plate.name = names[seat]
            plate.detail = details[seat]
            plate.score = score_text(obs.totals[seat], obs.target)
            plate.extra = ""
            plate.dealer = obs.dealer == seat and obs.phase != "over"
            plate.active = obs.current_seat == seat
            plate.out = False
            plate.update()
        scene.marks.show(obs.play.leader if obs.play is not None else None, None)
        lines = [translate("SneakTable", "Stock: %1").replace("%1", str(obs.stock_size)),
                 translate("SneakTable", "Target: %1").replace("%1", str(obs.target))]
        if obs.hand_limit:
            lines.append(translate("SneakTable", "Hand limit: %1").replace(
                "%1", str(obs.hand_limit)))
        scene.info.set_lines(lines)
        for seat, hand in enumerate(scene.hands):
            # Hand sizes bound every play: the top card of each hand shows its count.
            for item in hand:
                item.badge = ""
            if hand and seat != scene.viewer:
                hand[-1].badge = str(len(hand))
                hand[-1].badge_good = True
            for item in hand:
                item.update()
            count_pile(scene, seat)     # in the window's language after a switch

    # ------------------------------------------------------------ scores
    def score_title(self, state: Any = None) -> str:
        return translate("SneakTable", "Points banked (by deal, then total)")

    def score_rows(self, state: Any, upto: int | None = None
                   ) -> list[tuple[int, dict[int, int]]]:
        return points_rows(state, upto)

    def deal_of(self, event: Any) -> int | None:
        return event.deal_no if isinstance(event, ev.DealEnded) else None

    def score_target(self, state: Any) -> int | None:
        return state.target

    def standings(self, state: Any, winners: Sequence[int]) -> list[tuple[int, str]]:
        order = sorted(range(state.players), key=lambda s: (s not in winners,
                                                            -state.scores[s]))
        return [(s, str(state.scores[s])) for s in order]

    def tricks(self, deals: Sequence[Sequence[Any]], names: list[str]
               ) -> list[list[TrickView]]:
        return [deal_tricks(events, names) for events in deals]

    def played_cards(self, obs: Any, names: list[str]) -> list[str] | None:
        from cardtable.texts import cards_name
        if not obs.seen:
            return []
        return [translate("SneakTable", "Seen face up this deal: %1").replace(
            "%1", cards_name(obs.seen))]
