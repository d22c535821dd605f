"""What each game's deal summary says, from engine events alone."""

from __future__ import annotations

from types import SimpleNamespace

from cardtable.cards import parse_card
from cardtable.games.cucumber import events as cu
from cardtable.games.sneak import events as sn
from cardtable.games.supertrump import events as st
from cardtable.table.summary import build_summary

NAMES = ["You", "Aiko", "Bo"]


def test_cucumber_a_doubled_loss_a_tie_taken_off_and_who_goes_out(qapp):
    k, q = parse_card("KS"), parse_card("KH")
    deal = [
        cu.Played(2, (q,), 4, True, True), cu.Played(0, (parse_card("3C"),), 4, False, False),
        cu.Played(1, (k,), 4, False, True), cu.TrickWon(1, 4, (q, parse_card("3C"), k)),
        cu.PenaltyTaken(1, k, 20, 25, False, 2),
        cu.PenaltyReduced(2, q, 10, 2),
        cu.Eliminated(1, 25),
        cu.DealEnded(3, (1,), ((1, 20),), (7, 25, 2), (1,)),
    ]
    upcoming = [cu.DealerChosen(0, "alive-draw"), cu.DealStarted(4, 0, (2, 0), 5, 5, 30)]
    obs = SimpleNamespace(rules=SimpleNamespace(elimination_at=22), alive=[True, False, True])
    summary = build_summary("cucumber", deal, upcoming, NAMES, 0, obs)
    assert summary.title == "Deal 3 is over"
    assert summary.lines[0] == "Last trick: Bo K♥, You 3♣, Aiko K♠."   # played in turn
    assert summary.lines[1] == "Aiko loses the deal with K♠: 10 × 2 = +20 points."
    assert "Bo" in summary.lines[2] and "10" in summary.lines[2]      # the tie's points off
    assert summary.lines[3] == "Aiko is out with 25 points."
    rows = [(r.name, r.change, r.total, r.note, r.marked) for r in summary.rows]
    assert rows == [("You", "", "7 / 22", "", False), ("Aiko", "+20", "25 / 22", "out", True),
                    ("Bo", "−10", "2 / 22", "", False)]
    assert summary.next_line.splitlines() == [
        "Next: you deal 5 cards each.", "The loser is out: the others drew cards for the deal."]


def test_supertrump_the_game_its_tricks_and_the_match(qapp):
    deal = [st.TrickWon(0, 1, (), 1, 1), st.TrickWon(1, 2, (), 1, 1),
            st.TrickWon(0, 14, (), 2, 2), st.GameEnded(2, (22, 17), 0, (2, 0))]
    upcoming = [st.GameStarted(3, 1, 0)]
    obs = SimpleNamespace(rules=SimpleNamespace(match="games", target=3))
    summary = build_summary("supertrump", deal, upcoming, NAMES[:2], 0, obs)
    assert summary.title == "Game 2 is over"
    assert summary.lines[0] == "You win the game, 22 – 17."
    assert summary.lines[1] == "Tricks you took: 1 in stage 1, 1 in stage 2."
    assert summary.lines[-1] == "First to 3 games wins the match."
    assert summary.columns[1] == "Games won"
    assert [(r.change, r.total, r.marked) for r in summary.rows] == [
        ("22", "2 / 3", True), ("17", "0 / 3", False)]
    assert summary.next_line == "Game 3: Aiko deals 13 cards each."


def test_sneak_who_banked_most_and_the_totals(qapp):
    deal = [sn.DealEnded(2, (4, 9, 9), (30, 41, 20))]
    upcoming = [sn.DealStarted(3, 2, 0, 1, 52)]
    summary = build_summary("sneak", deal, upcoming, NAMES, 0, SimpleNamespace(target=100))
    assert summary.title == "Deal 2 is over"
    assert summary.lines == ["Aiko and Bo banked the most: 9 cards each."]
    assert [(r.change, r.total, r.marked) for r in summary.rows] == [
        ("+4", "30 / 100", False), ("+9", "41 / 100", True), ("+9", "20 / 100", True)]
    assert summary.next_line == "Deal 3: 52 cards in the stock; you start."
