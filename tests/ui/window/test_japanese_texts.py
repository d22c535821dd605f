"""Japanese details a newcomer's first game turned up: the first
seat's default name, list separators in the log, a resume prompt that names
the game, and suit symbols coloured in the log."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QMessageBox

from cardtable.cards import parse_card
from cardtable.games.cucumber import events as cucumber_events
from cardtable.games.sneak import events as sneak_events
from cardtable.table.cucumber import texts as cucumber_texts
from cardtable.table.presentation import presentation_for
from cardtable.table.sneak import texts as sneak_texts
from cardtable.ui.play.side_panel import SidePanel
from cardtable.ui.setup.setup_dialog import SetupDialog
from cardtable.ui.window.i18n import Translations
from cardtable.ui.window.main_window import MainWindow


@pytest.fixture
def japanese(qapp):
    translations = Translations()
    translations.set_language("ja")
    yield translations
    translations.set_language("en")


class ListTranslator(QTranslator):
    """Only the list separator, as the Japanese translation has it."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return "、" if (context, source) == ("Log", ", ") else None

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def ideographic_comma(qapp):
    translator = ListTranslator()
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


# ------------------------------------------------------------ (a) the first seat
def remembered(name: str) -> dict:
    return {"game": "cucumber", "variant": "agurk",
            "seats": [{"name": name, "player": "human", "level": None},
                      {"name": "Aiko", "player": "ai", "level": "normal"},
                      {"name": "Ben", "player": "ai", "level": "normal"}]}


def test_a_new_setup_dialog_calls_the_first_seat_anata(qtbot, japanese):
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    assert dialog.seat_names[0].text() == "あなた"


@pytest.mark.parametrize("stored", ["You", "あなた"])
def test_a_remembered_default_name_follows_the_language(qtbot, japanese, stored):
    dialog = SetupDialog(last=remembered(stored))   # chosen in English, reopened in Japanese
    qtbot.addWidget(dialog)
    assert dialog.seat_names[0].text() == "あなた"
    assert [n.text() for n in dialog.seat_names[1:]] == ["Aiko", "Ben"]
    japanese.set_language("en")                      # and back, with the dialog open
    qtbot.waitUntil(lambda: dialog.windowTitle() == "New game")
    assert dialog.seat_names[0].text() == "You"


def test_a_chosen_name_is_kept_in_every_language(qtbot, japanese):
    dialog = SetupDialog(last=remembered("Kenji"))
    qtbot.addWidget(dialog)
    assert dialog.seat_names[0].text() == "Kenji"
    japanese.set_language("en")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "New game")
    assert dialog.seat_names[0].text() == "Kenji"


# ------------------------------------------------------------ (b) lists in the log
def test_the_last_trick_lists_cards_with_the_languages_separator(qapp, ideographic_comma):
    event = cucumber_events.LastTrickRevealed(cards=((0, parse_card("10H")),
                                                     (1, parse_card("3D"))))
    line = cucumber_texts.describe(event, ["Aiko", "Ben"], None)
    assert "Aiko 10♥、Ben 3♦" in line and ", " not in line


def test_sneak_deal_points_use_the_languages_separator(qapp, ideographic_comma):
    event = sneak_events.DealEnded(deal_no=2, points=(3, 1, 0), totals=(5, 4, 2))
    line = sneak_texts.describe(event, ["Aiko", "Ben", "Chloe"], None)
    assert "Aiko +3、Ben +1、Chloe +0" in line and ", " not in line


def test_played_cards_lines_use_the_languages_separator(qapp, ideographic_comma):
    from types import SimpleNamespace

    from cardtable.games.cucumber import PRESETS

    rules = PRESETS["rassi"]                  # played cards are visible in Rassi
    obs = SimpleNamespace(rules=rules, alive=(True, True),
                          played=((0, (parse_card("10H"), parse_card("10S"))),
                                  (1, (parse_card("3D"),))))
    lines = presentation_for("cucumber").played_cards(obs, ["Aiko", "Ben"])
    assert lines and "Aiko: 10♥ 10♠、Ben: 3♦" in lines[0] and ",  " not in lines[0]


def test_english_keeps_the_comma(qapp):
    event = cucumber_events.LastTrickRevealed(cards=((0, parse_card("10H")),
                                                     (1, parse_card("3D"))))
    assert "Aiko 10♥, Ben 3♦" in cucumber_texts.describe(event, ["Aiko", "Ben"], None)


# ------------------------------------------------------------ (c) the resume prompt
def play_one_move(window, qtbot) -> None:
    """The person's first move, then their next turn: a game nobody moved in
    is not offered for resume (nor kept)."""
    qtbot.waitUntil(lambda: window.controller.turn is not None, timeout=10_000)
    made = window.session.state.moves_made
    window.controller._submit(window.controller.turn[1][0])
    qtbot.waitUntil(lambda: window.session.state.moves_made > made
                    and (window.controller.turn is not None or window.session.state.is_over),
                    timeout=10_000)


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize(("game", "players"), [("cucumber", 4), ("sneak", 3),
                                               ("supertrump", 2)])
def test_the_resume_prompt_names_the_game(window, qtbot, tmp_path, monkeypatch, language,
                                          game, players):
    window.start_game(game=game, players=players, seed=9)
    play_one_move(window, qtbot)
    window.session.stop()                           # "crash": the autosave stays
    variant = window.session.variant
    window.set_language(language)
    asked: list[str] = []

    def question(parent, title, text, *args, **kwargs):
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    again = MainWindow(autosave_path=tmp_path / "autosave.cardtable", speed="instant",
                       pause_ms=0)
    qtbot.addWidget(again)
    try:
        assert not again.offer_resume()
        presentation = presentation_for(game)        # the names in the prompt's language
        name, preset = presentation.name(), presentation.preset_name(variant)
    finally:
        again.close()
        window.set_language("en")
    assert len(asked) == 1
    text = asked[0]
    assert preset in text and (name in text or name in preset or game == "cucumber")
    assert f"{players} " in text or f"{players}人" in text
    # Supertrump is played in games, not deals ("2 players, deal 1").
    rounds = {"en": ("game 1", "deal 1"), "ja": ("第1ゲーム", "第1ディール")}[language]
    if game == "supertrump":
        assert rounds[0] in text and rounds[1] not in text
    else:
        assert rounds[1] in text


def test_the_resume_prompt_in_japanese_uses_the_japanese_names(window, qtbot, tmp_path,
                                                               monkeypatch):
    window.start_game(game="cucumber", players=4, seed=9)
    play_one_move(window, qtbot)
    window.session.stop()
    window.set_language("ja")
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda parent, title, text, *a, **k: asked.append(text)
                        or QMessageBox.StandardButton.No)
    again = MainWindow(autosave_path=tmp_path / "autosave.cardtable", speed="instant",
                       pause_ms=0)
    qtbot.addWidget(again)
    try:
        again.offer_resume()
    finally:
        again.close()
        window.set_language("en")
    # One game of the family by its own name: 22 (Twenty-Two), not "22 and the
    # Cucumber family — 22".
    assert "トゥエンティ・トゥー" in asked[0] and "Twenty" not in asked[0]


# ------------------------------------------------------------ (d) coloured suits
def count(image: QImage, wanted) -> int:
    """Pixels of ``image`` whose colour is ``wanted``."""
    found = 0
    for y in range(image.height()):
        for x in range(image.width()):
            if wanted(QColor(image.pixel(x, y))):
                found += 1
    return found


def reddish(c: QColor) -> bool:
    return c.red() > 150 and c.green() < 110 and c.blue() < 110


def bluish(c: QColor) -> bool:
    return c.blue() > 150 and c.red() < 110


def greenish(c: QColor) -> bool:
    return c.green() > 100 and c.red() < 90 and c.blue() < 110


def test_hearts_and_diamonds_are_red_in_the_log(qtbot):
    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.resize(280, 400)
    panel.show()
    line = "Aiko plays 10♥ 10♦ 10♠ 10♣ <b>&amp;</b>"
    panel.add_log(line)
    assert panel.log.item(0).text() == line          # the item stays plain text

    def shot() -> QImage:
        return panel.log.viewport().grab(panel.log.visualItemRect(panel.log.item(0))).toImage()

    qtbot.waitUntil(lambda: count(shot(), reddish) > 20)
    image = shot()
    assert count(image, bluish) == 0 and count(image, greenish) == 0
    panel.set_four_color(True)                       # the four-colour deck's colours
    image = shot()
    assert count(image, reddish) > 10 and count(image, bluish) > 10
    assert count(image, greenish) > 10


def test_plain_lines_are_drawn_whole_and_wrapped(qtbot):
    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.resize(260, 400)
    panel.show()
    panel.add_log("short")
    panel.add_log("a much longer line that cannot possibly fit the narrow panel in one row")
    qtbot.waitUntil(lambda: panel.log.visualItemRect(panel.log.item(1)).height()
                    > panel.log.visualItemRect(panel.log.item(0)).height() * 1.5)


@pytest.mark.parametrize(("game", "variant", "heading"), [
    ("cucumber", "agurk", "失点"), ("supertrump", "supertrump", "得点"), ("sneak", "sneak", "得点"),
])
def test_the_game_over_heading_says_points_won_or_lost(japanese, game, variant, heading):
    """Cucumber's points count against you (失点); Supertrump's and Sneak's are
    points scored (得点) — the dialog said 失点 for every game."""
    from cardtable import games

    spec = games.get(game)
    state = spec.new_game(spec.preset(variant), players=2 if game != "cucumber" else 3,
                          seed=1)
    assert presentation_for(game).standings_title(state) == heading
