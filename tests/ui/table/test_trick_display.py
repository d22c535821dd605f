"""What the table says about turns and tricks.

Whose turn it is (plates agree with the session, nobody during the
simultaneous last trick or while a batch is shown), totals on the plates at
the moment the banner announces them, a banner that never hides the cards,
a game-over dialog that does not hide the winner, a finished trick that
stays up long enough to read with its winner marked, log lines in step with
the table, and the lead / to-beat / winner marks coming from the engine.
"""

from __future__ import annotations

import random
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel

from cardtable.ai import make_bot
from cardtable.games.cucumber import events as cev
from cardtable.games.cucumber.plays import strengths_desc
from cardtable.games.cucumber.values import values_for
from cardtable.games.supertrump.tricks import trick_winner
from cardtable.table.animator import SPEEDS
from cardtable.table.banner import Banner, banner_room
from cardtable.table.event_player import TRICK_SHOW_MS, score_text
from cardtable.table.items import TAG_UNITS
from cardtable.table.layout import CARD_RATIO, CARD_SIZES, table_layout, table_width
from cardtable.ui.play.game_over import GameOverDialog
from tests.depth import shorter

pytestmark = pytest.mark.long   # whole games: run first (tests/conftest.py)


def play_until(window, qtbot, done, game: str, seed: int = 1, timeout: int = 30_000) -> None:
    """The person's moves by the easy bot until ``done()`` or the game's end."""
    session = window.session
    bot, rng = make_bot("easy", game), random.Random(seed)
    asked: list[int] = []
    session.human_turn.connect(lambda seat, legal: asked.append(seat))
    state = session.state
    if session._awaiting_human:  # asked before this call began
        asked.append(state.current_seat)
    while not done() and not state.is_over:
        qtbot.waitUntil(lambda: bool(asked) or done() or state.is_over, timeout=timeout)
        if done() or state.is_over:
            return
        asked.clear()
        session.submit(bot.choose(state.observation(state.current_seat),
                                  state.legal_actions(), rng))


def wrap_log(window, record) -> None:
    """Call ``record(event)`` each time an event's log line is due."""
    player = window.controller.player
    shown = player.on_event

    def on_event(event):
        record(event)
        shown(event)
    player.on_event = on_event


# -------------------------------------------------------------------- whose turn
@pytest.mark.parametrize(("game", "variant", "players"), [
    ("cucumber", "twenty-two", 4), ("cucumber", "agurk", 3), ("supertrump", None, 2),
    ("sneak", None, 3)])
def test_plates_light_the_seat_to_move_and_nobody_else(window, qtbot, game, variant, players):
    window.start_game(game=game, variant=variant, players=players, seed=6)
    session, scene = window.session, window.scene
    problems: list[str] = []
    phases: set[str] = set()

    def synced():
        state = session.state
        obs = session.observation()
        phases.add(getattr(obs, "phase", ""))
        simultaneous = getattr(obs, "phase", "") == "last"
        expected = [] if state.current_seat is None or simultaneous else [state.current_seat]
        if scene.active_seats() != expected:
            problems.append(f"after a batch ({obs.phase}): lit {scene.active_seats()}, "
                            f"to move {expected}")

    def during(event):
        if scene.active_seats():
            problems.append(f"lit {scene.active_seats()} while {event} is shown")
    window.controller.synced.connect(synced)
    wrap_log(window, during)
    deals = 2 if game == "cucumber" else 1
    play_until(window, qtbot, lambda: len(session.state.log) > deals, game)
    assert problems == []
    if variant == "twenty-two":
        assert "last" in phases  # the simultaneous last trick was on the table


def test_nobody_is_lit_once_the_game_is_over(window, qtbot):
    over: list[tuple] = []
    window.session.game_over.connect(over.append)
    window.start_game(game="cucumber", variant="twenty-two", players=3, seed=2,
                      rules=shorter("twenty-two", 3))   # a game of a few deals
    play_until(window, qtbot, lambda: bool(over), "cucumber", timeout=60_000)
    qtbot.waitUntil(lambda: bool(over), timeout=10_000)
    assert window.scene.active_seats() == []


# -------------------------------------------------------------------- plates, banner, dialog
def test_totals_reach_the_plates_with_the_banner(window, qtbot, monkeypatch):
    """A deal's end: every plate shows the new total (and "out") as the banner
    says who lost; nothing lags until the next deal."""
    window.start_game(game="cucumber", variant="twenty-two", players=3, seed=3,
                      rules=shorter("twenty-two", 3))   # a game of a few deals
    scene = window.scene
    threshold = window.session.state.rules.elimination_at
    last: list = []
    wrap_log(window, lambda e: last.append(e) if isinstance(e, cev.DealEnded) else None)
    checked: list[str] = []
    problems: list[str] = []
    show = scene.banner.show_text

    def banner(text, w=None):
        if text and last and isinstance(last[-1], cev.DealEnded):
            e = last[-1]
            for seat, plate in enumerate(scene.plates):
                if plate.score != score_text(e.scores[seat], threshold):
                    problems.append(f"{text!r}: seat {seat} shows {plate.score}, "
                                    f"the deal ended at {e.scores[seat]}")
                if seat in e.eliminated and not plate.out:
                    problems.append(f"{text!r}: seat {seat} is out but its plate is not")
            checked.append(text)
        show(text, w)
    monkeypatch.setattr(scene.banner, "show_text", banner)
    over: list[tuple] = []
    window.session.game_over.connect(over.append)
    play_until(window, qtbot, lambda: bool(over), "cucumber", timeout=60_000)
    assert checked, "no deal ended"
    assert any("\n" in text for text in checked), "nobody went out"
    assert problems == []


def trick_card_rects(layout):
    """Every seat's trick card, its ring and the tags on its edges."""
    w = layout.centre_card_w
    h = w * CARD_RATIO
    tag = TAG_UNITS * 0.75   # half a tag's height sticks out of the card
    rects = []
    for box in layout.seats:
        x, y = box.trick
        rects.append((x - w / 2 - 4, y - h / 2 - tag, w + w * 0.6, h + 2 * tag))
    return rects


@pytest.mark.parametrize("card_size", sorted(CARD_SIZES.values()))
@pytest.mark.parametrize("shape", [(1024, 700), (1280, 800), (1920, 1080), (1000, 1000)])
def test_the_banner_keeps_clear_of_trick_cards_and_seats(shape, card_size):
    width = table_width(*shape)
    for players in range(2, 17):
        layout = table_layout(players, 0, width, card_size)
        room = banner_room(layout)
        assert room.w >= 240 and room.h >= 52, f"{players} players: {room}"
        for box in layout.seats:
            assert not room.intersects(box.bounds), f"{players} players: covers seat {box}"
        for x, y, w, h in trick_card_rects(layout):
            clear = room.x >= x + w or x >= room.right or room.y >= y + h or y >= room.bottom
            assert clear, f"{players} players: covers a trick card at {(x, y)}"


def test_a_long_banner_stays_in_its_room(window):
    scene = window.scene
    window.start_game(game="cucumber", variant="twenty-two", players=8, seed=1)
    room = banner_room(scene.layout_)
    scene.banner.show_text("Aiko, Bruno, Chloe and Daichi lose the deal: +13\nOut: Aiko, Bruno")
    rect = scene.banner.sceneBoundingRect()
    assert rect.width() > 0
    assert rect.left() >= room.x - 0.5 and rect.right() <= room.right + 0.5
    assert rect.top() >= room.y - 0.5 and rect.bottom() <= room.bottom + 0.5


def test_the_game_over_dialog_says_who_won_and_does_not_cover_the_banner(qapp):
    banner = Banner()
    banner.show_text("Aiko wins the game!")
    dialog = GameOverDialog(None, "Aiko", [("Aiko", 10, True), ("You", 23, False)],
                            banner=banner)
    headline = dialog.findChildren(QLabel)[0]
    assert "Aiko" in headline.text()
    dialog.show()
    assert not banner.isVisible()
    dialog.close()
    assert banner.isVisible() and banner.text


# -------------------------------------------------------------------- pace, log, marks
def test_a_finished_trick_stays_up_long_enough_to_read(window, qtbot):
    assert TRICK_SHOW_MS * SPEEDS["normal"] >= 1200
    assert TRICK_SHOW_MS * SPEEDS["instant"] == 0
    window.start_game(game="supertrump", players=2, seed=4, level="easy")
    session, scene = window.session, window.scene
    play_until(window, qtbot, lambda: session.state.phase == "play" and bool(session.state.trick)
               and not window.animator.busy, "supertrump")
    times: dict[str, float] = {}
    marks = scene.marks
    winner, clear = marks.winner, marks.clear

    def marked(anim, seat):
        times.setdefault("won", time.monotonic())
        winner(anim, seat)

    def cleared():
        if "won" in times:
            times.setdefault("gathered", time.monotonic())
        clear()
    marks.winner, marks.clear = marked, cleared
    window.set_speed("normal")
    play_until(window, qtbot, lambda: "gathered" in times, "supertrump", timeout=20_000)
    window.set_speed("instant")
    assert times["gathered"] - times["won"] >= 1.2


def test_log_lines_keep_step_with_the_cards(window, qtbot):
    """A line appears as its event's animation starts: a play's card is not on
    the trick yet when its line appears, and the trick-won line waits for the
    card before it to land (not all lines at once when the batch arrives)."""
    window.start_game(game="supertrump", players=2, seed=5, level="easy")
    session, scene = window.session, window.scene
    play_until(window, qtbot, lambda: session.state.phase == "play"
               and session.state.trick_no >= 2 and not window.animator.busy, "supertrump")
    seen: list[tuple[str, float, int, bool]] = []
    wrap_log(window, lambda e: seen.append((type(e).__name__, time.monotonic(),
                                            sum(len(i) for _, i in scene.trick),
                                            scene.marks.won is not None)))
    window.set_speed("fast")
    play_until(window, qtbot, lambda: any(n == "TrickWon" for n, *_ in seen), "supertrump",
               timeout=20_000)
    window.set_speed("instant")
    names = [n for n, *_ in seen]
    won = names.index("TrickWon")
    played = max(i for i in range(won) if names[i] == "Played")
    assert seen[played][2] < seen[won][2], "the played card was on the table before its line"
    assert not seen[won][3], "the winner was marked before the trick-won line"
    flight = (340 + 60) * SPEEDS["fast"] / 1000
    assert seen[won][1] - seen[played][1] >= flight * 0.9, "the lines came all at once"


def check_cucumber_marks(window) -> list[str]:
    """The lead tag and the to-beat ring sit where the engine's observation says."""
    obs = window.session.observation()
    scene = window.scene
    out = []
    if obs.phase != "play" or not obs.trick:
        return out
    by_seat = dict(scene.trick)
    lead = by_seat[obs.trick[0][0]][-1]
    if not lead.top_tag:
        out.append(f"the lead of {obs.trick} has no tag")
    strength = values_for(obs.rules).strength
    ringed = [seat for seat, items in scene.trick if items[0].ring == "beat"]
    if len(ringed) != 1:
        out.append(f"{len(ringed)} plays ringed as to beat in {obs.trick}")
    else:
        cards = dict(obs.trick)[ringed[0]]
        if strengths_desc(cards, strength) != tuple(obs.to_beat):
            out.append(f"ringed {cards}, the engine says beat {obs.to_beat}")
    return out


@pytest.mark.parametrize("variant", ["twenty-two", "agurk"])
def test_cucumber_marks_follow_the_engine(window, qtbot, variant):
    window.start_game(game="cucumber", variant=variant, players=4, seed=8)
    problems: list[str] = []
    winners: list[tuple[int, int]] = []
    window.controller.synced.connect(lambda: problems.extend(check_cucumber_marks(window)))
    scene = window.scene
    winner = scene.marks.winner

    def marked(anim, seat):
        winner(anim, seat)
        ringed = [s for s, items in scene.trick if all(i.ring == "won" for i in items)]
        winners.append((seat, ringed[0] if len(ringed) == 1 else -1))
        if scene.plates[seat].glow != 1.0:
            problems.append(f"seat {seat} won but its plate is not lit")
    scene.marks.winner = marked
    wrap_log(window, lambda e: winners.append((e.seat, e.seat))
             if isinstance(e, cev.TrickWon) and any(scene.hands) else None)
    play_until(window, qtbot, lambda: len(window.session.state.log) > 1, "cucumber")
    assert problems == []
    assert winners and all(a == b for a, b in winners)


def test_supertrump_rings_the_card_that_wins_so_far(window, qtbot):
    window.start_game(game="supertrump", players=2, seed=9, level="easy")
    session, scene = window.session, window.scene
    problems: list[str] = []
    checked = []

    def synced():
        obs = session.observation()
        if not obs.trick:
            return
        best = obs.trick[trick_winner([c for _, c in obs.trick], obs.trump, obs.super_rank)][0]
        ringed = [seat for seat, items in scene.trick if items[0].ring == "beat"]
        checked.append(best)
        if ringed != [best]:
            problems.append(f"ringed {ringed}, winning so far {best}")
    window.controller.synced.connect(synced)
    play_until(window, qtbot, lambda: session.state.trick_no > 8, "supertrump")
    assert checked and problems == []


def test_the_game_over_table_names_its_column_and_is_as_tall_as_its_rows(qapp):
    standings = [("Aiko", 1, True), ("You", 0, False)]
    dialog = GameOverDialog(None, "Aiko", standings, totals_title="Games won")
    table = dialog.table
    assert table.horizontalHeaderItem(1).text() == "Games won"
    rows = table.rowHeight(0) + table.rowHeight(1)
    # It was a fixed box of about seven empty rows under two names.
    assert table.maximumHeight() < rows + 2 * table.horizontalHeader().sizeHint().height()


def test_enter_on_the_game_over_dialog_does_not_deal_a_new_game(qtbot):
    # Enter at game over started a new game at once: Close is the default.
    dialog = GameOverDialog(None, "Aiko", [("Aiko", 10, True), ("You", 23, False)])
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.again.isDefault()
    results: list[int] = []
    dialog.finished.connect(results.append)
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert results == [QDialog.DialogCode.Rejected]


def test_a_single_game_of_supertrump_is_not_called_a_match(qapp):
    from cardtable.games.supertrump import events as sev
    from cardtable.table.supertrump.texts import banner as supertrump_banner

    assert supertrump_banner(sev.MatchEnded((0,), (1, 0)), ["You", "Aiko"], 0) is None
    assert supertrump_banner(sev.MatchEnded((0,), (3, 1)), ["You", "Aiko"], 0) == \
        "You win the match!"
