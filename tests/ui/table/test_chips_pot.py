"""Chips on the table: the pot is
shown and grows as the antes are shown, every payment and the payout are
logged, each stack is on its plate, and the pot has a tooltip; a variant
without chips shows none of it."""

from __future__ import annotations

import dataclasses
import sys

from cardtable.games.cucumber import PRESETS
from cardtable.games.cucumber import events as ev
from cardtable.table.cucumber import texts
from cardtable.table.cucumber.chips import pot_text
from cardtable.table.cucumber.presentation import CucumberPresentation

NAMES = ["Aiko", "Ben", "Kai", "Mio"]


def log_lines(window) -> list[str]:
    log = window.panel.log
    return [log.item(i).text() for i in range(log.count())]


def pot_tips(scene) -> list[str]:
    """Tooltips of the items over the info box (the pot's, when it is shown)."""
    point = scene.info.mapToScene(12.0, 12.0)
    return [item.toolTip() for item in scene.items(point) if item.toolTip()]


def test_the_pot_is_shown_and_the_ante_logged(window, qtbot):
    window.start_game(variant="gurka-se", players=4, seed=5)
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=10_000)
    state, scene = window.session.state, window.scene
    assert state.pot == 4
    assert scene.info.lines == [f"Pot: {state.pot} chips"]
    assert log_lines(window)[0] == "Everyone antes 1 chip; the pot is 4 chips."
    assert sum("antes" in line for line in log_lines(window)) == 1     # one line, not four
    for seat, plate in enumerate(scene.plates):
        assert f"chips {state.stacks[seat]}" in plate.detail + plate.extra
    tips = pot_tips(scene)
    assert tips and "pot" in tips[0] and "outside" in tips[0]       # Gurka SE: buy-ins apart


def test_the_pot_grows_as_the_antes_are_shown(window, qtbot, monkeypatch):
    seen: list[tuple[str, list[str], str]] = []
    describe = CucumberPresentation.describe

    def spy(self, event, names, you):
        # The log's line: the controller asks ``log_line``, which asks this.
        if sys._getframe(1).f_code.co_name != "log_line" or not sys._getframe(
                2).f_code.co_filename.endswith("game_controller.py"):
            return describe(self, event, names, you)   # the screen reader's copy
        plates = [p.detail + p.extra for p in window.scene.plates]
        seen.append((type(event).__name__, list(window.scene.info.lines), plates[0]))
        return describe(self, event, names, you)

    monkeypatch.setattr(CucumberPresentation, "describe", spy)
    window.start_game(variant="gambling", players=4, seed=3)
    qtbot.waitUntil(lambda: window.hand_input.active or window.session.state.moves_made > 0,
                    timeout=10_000)
    antes = [(lines, plate) for name, lines, plate in seen if name == "ChipsPaid"]
    # Each payment is logged as its turn comes, before the table shows it.
    assert [lines for lines, _ in antes] == [[pot_text(n)] for n in range(4)]
    assert "chips 10" in antes[0][1]
    after = next(lines for name, lines, _ in seen if name == "DealerChosen")
    assert after == ["Pot: 4 chips"]


def test_the_payout_is_logged_and_the_pot_emptied(window, qtbot):
    over: list[tuple] = []
    window.demo_game_finished.connect(over.append)
    short = dataclasses.replace(PRESETS["gambling"], elimination_at=10)  # 2-5 deals, not 9-13
    window.start_game(demo=True, variant="gambling", players=4, seed=3, rules=short)
    qtbot.waitUntil(lambda: bool(over), timeout=60_000)
    state = window.session.state
    assert state.pot == 0 and window.scene.info.lines == ["Pot: 0 chips"]
    lines = log_lines(window)
    assert any("from the pot" in line for line in lines)
    assert lines[0] == "Everyone antes 1 chip; the pot is 4 chips."
    for seat, plate in enumerate(window.scene.plates):
        assert f"chips {state.stacks[seat]}" in plate.detail + plate.extra


def test_no_pot_without_chips(window, qtbot):
    window.start_game(variant="gurka-se", players=3, seed=2)
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=10_000)
    assert pot_tips(window.scene)
    window.start_game(variant="twenty-two", players=4, seed=5)
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=10_000)
    scene = window.scene
    assert scene.info.lines == [] and pot_tips(scene) == []
    assert not any("chips" in p.detail + p.extra for p in scene.plates)
    assert not any("pot" in line or "chip" in line for line in log_lines(window))


def test_another_game_does_not_inherit_the_pot_tooltip(window, qtbot):
    window.start_game(variant="norwegian", players=4, seed=1)
    qtbot.waitUntil(lambda: window.hand_input.active, timeout=10_000)
    assert pot_tips(window.scene)
    window.start_game(game="supertrump", players=2, seed=3)
    qtbot.waitUntil(lambda: window.hand_input.active or window.bar.mode == "choices",
                    timeout=10_000)
    assert window.scene.info.lines                      # Supertrump's own facts
    assert not any("pot" in tip for tip in pot_tips(window.scene))


def test_log_lines_of_every_payment():
    def say(event, you=None):
        return texts.describe(event, NAMES, you)

    assert say(ev.ChipsPaid(0, 1, "pot", 9, "ante", 1)) is None     # said once, with the last
    assert say(ev.ChipsPaid(3, 2, "pot", 8, "ante", 8)) == \
        "Everyone antes 2 chips; the pot is 8 chips."
    assert say(ev.ChipsPaid(1, 1, "pot", 8, "re-entry", 5)) == \
        "Ben pays 1 chip into the pot; the pot is 5 chips."
    assert say(ev.ChipsPaid(1, 1, "pot", 8, "re-entry", 5), you=1) == \
        "You pay 1 chip into the pot; the pot is 5 chips."
    assert say(ev.ChipsPaid(2, 2, "buy-in", 7, "buy-in", 4)) == \
        "Kai pays 2 chips to buy back in (they stay out of the pot)."
    assert say(ev.PotWon(((1, 2), (2, 1)))) == \
        "Ben takes 2 chips from the pot. Kai takes 1 chip from the pot."
