"""How the table shows a Cucumber game: prompts, plates, scores, texts.

Everything the generic controller and dialogs ask of a game, answered from
the Cucumber engine's observations and events: the turn prompts (worded
from the rules in force, ``prompts``), penalty totals against the
elimination threshold and chip stacks on the plates, the pot (``chips``),
the points-lost table, the played-cards list.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.cards import parse_card
from cardtable.games.cucumber import events as ev
from cardtable.games.cucumber.values import values_for
from cardtable.table.cucumber import option_texts, texts
from cardtable.table.cucumber.chips import chip_view
from cardtable.table.cucumber.event_player import CucumberEventPlayer
from cardtable.table.cucumber.prompts import turn_prompt
from cardtable.table.cucumber.tricks import deal_tricks, to_beat_seat
from cardtable.table.event_player import score_text
from cardtable.table.presentation import Presentation, TrickView, TurnPrompt
from cardtable.texts import cards_name, join_list


class CucumberPresentation(Presentation):
    """22 and the Cucumber family."""

    def name(self) -> str:
        return QCoreApplication.translate("SetupDialog", "22 and the Cucumber family")

    # ------------------------------------------------------------ setup and help
    def preset_name(self, variant: str) -> str:
        return option_texts.preset_name(variant)

    def title(self, variant: str) -> str:
        """One game of the family by its own name: "22 (Twenty-Two)", "Rassi
        (Finland) — Cucumber family"."""
        preset = self.preset_name(variant)
        if variant == "twenty-two":
            return preset
        return QCoreApplication.translate("Resume", "%1 — Cucumber family").replace(
            "%1", preset)

    def preset_description(self, variant: str) -> str:
        return option_texts.preset_description(variant)

    def option_label(self, option: str) -> str:
        return option_texts.label(option)

    def option_tooltip(self, option: str) -> str:
        return option_texts.tooltip(option)

    def choice_text(self, option: str, value: Any) -> str:
        return option_texts.choice(option, value)

    def none_text(self, option: str) -> str | None:
        return option_texts.none_text(option)

    def option_applies(self, option: str, rules: Any) -> bool:
        # A cap only bounds hands that follow the loser's points; one already
        # set stays editable, so the player can clear what the rules refuse.
        if option == "hand_cap":
            return rules.hand_size == "loser-points" or rules.hand_cap is not None
        return True

    def problem_text(self, problem: Any) -> str:
        return option_texts.problem_text(problem)

    def rules_html(self, rules: Any, variant: str, players: int) -> str:
        from cardtable.table.cucumber.rules_text import rules_html  # the rules dialog only

        return rules_html(rules, variant, players)

    # ------------------------------------------------------------ the table
    def event_player(self, scene, animator, banner, on_event) -> CucumberEventPlayer:
        return CucumberEventPlayer(scene, animator, banner, on_event)

    def sort_key(self, rules: Any) -> Callable[[str], object]:
        values = values_for(rules)
        return lambda code: values.sort_key(parse_card(code))

    def kind_of(self, rules: Any) -> Callable[[str], int]:
        values = values_for(rules)
        return lambda code: values.kind[parse_card(code)]

    def describe(self, event: Any, names: list[str], you: int | None) -> str | None:
        return texts.describe(event, names, you)

    def banner(self, event: Any, names: list[str], you: int | None) -> str | None:
        return texts.banner(event, names, you)

    def turn(self, obs: Any, legal: Sequence[Any]) -> TurnPrompt:
        return turn_prompt(obs, legal)

    def update_plates(self, scene, obs: Any, names: list[str], details: list[str]) -> None:
        threshold = obs.rules.elimination_at
        # The last cards are laid "at once" (forced, one seat after another in
        # the engine): nobody is to act then, so no plate is lit.
        to_act = obs.current_seat if obs.phase != "last" else None
        others = []
        for seat, plate in enumerate(scene.plates):
            plate.name = names[seat]
            plate.score = score_text(obs.scores[seat], threshold)
            plate.dealer = obs.dealer == seat and obs.phase != "over"
            plate.active = to_act == seat
            plate.out = not obs.alive[seat]
            plate.out_text = QCoreApplication.translate("TableScene", "Out")
            extras = []
            if obs.multipliers[seat] > 1:
                extras.append(f"×{obs.multipliers[seat]}")
            if obs.contra_by == seat:
                extras.append(QCoreApplication.translate("TableScene", "contra"))
            others.append(extras)
        # The pot and the stacks; sets each plate's detail and extras and updates it.
        chip_view(scene).sync(obs, details, others)
        scene.marks.show(obs.trick[0][0] if obs.trick else None, to_beat_seat(obs))

    # ------------------------------------------------------------ scores
    def score_title(self, state: Any = None) -> str:
        return QCoreApplication.translate("SidePanel", "Points lost (by deal, then total)")

    def score_rows(self, state: Any, upto: int | None = None
                   ) -> list[tuple[int, dict[int, int]]]:
        return score_rows(state, upto)

    def deal_of(self, event: Any) -> int | None:
        return event.deal if isinstance(event, ev.DealEnded) else None

    def score_target(self, state: Any) -> int | None:
        return state.rules.elimination_at

    def standings_title(self, state: Any) -> str:
        # Cucumber counts points against you (Japanese 失点, not 得点).
        return QCoreApplication.translate("GameOverDialog", "Points lost")

    def standings(self, state: Any, winners: Sequence[int]) -> list[tuple[int, str]]:
        order = sorted(range(state.players), key=lambda s: (s not in winners,
                                                            not state.alive[s],
                                                            state.scores[s]))
        return [(s, str(state.scores[s])) for s in order]

    def tricks(self, deals: Sequence[Sequence[Any]], names: list[str]
               ) -> list[list[TrickView]]:
        return [deal_tricks(events) for events in deals]

    def played_cards(self, obs: Any, names: list[str]) -> list[str] | None:
        if not obs.rules.played_cards_visible:
            return None
        per_trick = sum(obs.alive)
        plays = list(obs.played)
        lines = []
        for start in range(0, len(plays), per_trick):
            chunk = plays[start:start + per_trick]
            shown = join_list(f"{names[s]}: {cards_name(cs)}" for s, cs in chunk)
            lines.append(QCoreApplication.translate("PlayedCardsDialog", "Trick %1 — %2")
                         .replace("%1", str(start // per_trick + 1)).replace("%2", shown))
        return lines


def score_rows(state, upto: int | None = None) -> list[tuple[int, dict[int, int]]]:
    """Per finished deal (up to deal ``upto``), how much each seat's total
    changed (penalties, reductions, resets, rescues)."""
    rows = []
    before = [0] * state.players
    for number, deal in enumerate(state.log, 1):
        if upto is not None and number > upto:
            break
        result = deal.result
        if not result or "scores" not in result:
            continue
        after = result["scores"]
        rows.append((number, {s: after[s] - before[s] for s in range(state.players)
                              if after[s] != before[s]}))
        before = after
    return rows
