"""Help → Rules of this game, for Supertrump, written from the match rules in use."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from cardtable.table.supertrump import texts

#: A literal translate(context, text) call that lupdate extracts, kept short.
translate = QCoreApplication.translate


def rules_html(rules, variant: str, players: int) -> str:
    """The rules of Supertrump (and of the match ``rules`` sets) as simple HTML."""
    parts = [f"<h2>{escape(texts.preset_name(variant))}</h2>"]

    def section(title: str, sentences: list[str]) -> None:
        parts.append(f"<h3>{escape(title)}</h3><ul>")
        parts.extend(f"<li>{escape(s)}</li>" for s in sentences)
        parts.append("</ul>")

    section(translate("SupertrumpRules", "Deal and declarations"), [
        translate("SupertrumpRules",
                  "Two players, 52 cards, 2 low to ace high. The dealer deals 13 cards "
                  "each; the other 26 form a face-down stock."),
        translate("SupertrumpRules",
                  "The non-dealer looks at their hand and names the trump suit; then the "
                  "dealer names the super-trump rank."),
        translate("SupertrumpRules",
                  "The four cards of that rank are super trumps: above every trump, equal "
                  "to each other, and they belong to the trump suit (a led super trump "
                  "asks for trumps)."),
    ])
    section(translate("SupertrumpRules", "Playing"), [
        translate("SupertrumpRules", "Follow the suit led if you can; otherwise play any card."),
        translate("SupertrumpRules",
                  "The higher card of the suit led wins, unless a trump is played: the "
                  "higher trump wins, a super trump beats every trump, and of two super "
                  "trumps the first wins."),
        translate("SupertrumpRules", "The winner of a trick leads the next."),
    ])
    section(translate("SupertrumpRules", "Stage 1 and stage 2"), [
        translate("SupertrumpRules",
                  "Stage 1: the top stock card lies face up. The trick's winner takes it, "
                  "the loser the next hidden card, and the next card is turned up: "
                  "13 tricks."),
        translate("SupertrumpRules",
                  "Stage 2: the last 13 tricks are played without drawing."),
        translate("SupertrumpRules",
                  "A stage-1 trick scores 1 point, a stage-2 trick 2 points: 39 in all, "
                  "and 20 or more wins the game."),
    ])
    if rules.match == "games":
        match = translate("SupertrumpRules",
                          "The match goes to the first player to win %1 games; the dealer "
                          "alternates.").replace("%1", str(rules.target))
    elif rules.match == "points":
        match = translate("SupertrumpRules",
                          "The match goes to the first player to reach %1 points (the "
                          "higher total if both do; on a tie another game is played); the "
                          "dealer alternates.").replace("%1", str(rules.target))
    else:
        match = translate("SupertrumpRules", "One game decides the match.")
    section(translate("SupertrumpRules", "Match"), [match])
    return "".join(parts)
