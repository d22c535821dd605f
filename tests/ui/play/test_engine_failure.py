"""The window tells the person once, and for good, that the game cannot go on."""

from __future__ import annotations

from cardtable.games.cucumber.state import CucumberState
from cardtable.games.errors import ScriptError


def test_the_window_says_the_game_stopped_and_keeps_saying_it(window, qtbot, monkeypatch):
    original = CucumberState._start_deal

    def start_deal(self, dealer, reason, draws):
        if self.deal_no >= 1:
            raise ScriptError("Deal 2: too few cards are left to deal.")
        return original(self, dealer, reason, draws)

    monkeypatch.setattr(CucumberState, "_start_deal", start_deal)
    window.start_game(demo=True, variant="agurk", players=2, seed=5, level="easy")
    qtbot.waitUntil(lambda: window.controller.halted, timeout=20_000)
    said = window.controller._halted_text()
    assert "cannot go on" in said and window.bar.text == said
    log = [window.panel.log.item(i).text() for i in range(window.panel.log.count())]
    assert log.count(said) == 1
    window.controller.retranslate()
    assert window.bar.text == said
