"""Tooltips on every table item: what a pile is and how many cards it holds,
whose plate or hand it is, what a card is and why it cannot be played now.

Set after every batch of events (and on a language switch), from the scene's
own lists, so a tooltip never says more than the table shows: a face-down
card is only "a face-down card of Aiko's hand". A dimmed card of the
person's hand says why it is dimmed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from cardtable.cards import parse_card
from cardtable.texts import card_name

#: A literal translate(context, text) call that lupdate extracts, kept short.
translate = QCoreApplication.translate


def apply_tooltips(scene, names: list[str], viewer: int | None, rule: str = "",
                   winners_kept: bool = False) -> None:
    """Give every card item and plate of ``scene`` its tooltip; ``rule`` is the
    prompt in force (why a dimmed card of the person's hand cannot go now);
    ``winners_kept``: each trick's winning card lies in its winner's row, so the
    pile holds only the others (Supertrump)."""
    stock = translate("Tooltips", "Stock: %1 cards, face down").replace(
        "%1", str(len(scene.stock)))
    for item in scene.stock:
        item.setToolTip(stock)
    pile = (translate("Tooltips", "Losing cards of the tricks: %1 (each winning card lies "
                      "in its winner's row; L or a click: the last trick)") if winners_kept
            else translate("Tooltips", "Played cards: %1 (L or a click: the last trick)")
            ).replace("%1", str(len(scene.pile)))
    for item in scene.pile:
        item.setToolTip(pile)
    # The piles' names on the felt too: a tooltip alone left a newcomer guessing.
    scene.stock_caption.set_text(translate("Tooltips", "Stock"))
    scene.pile_caption.set_text(translate("Tooltips", "Beaten cards") if winners_kept
                                else translate("Tooltips", "Played cards"))
    scene.discards_caption.set_text(translate("Tooltips", "Discards"))
    for item in scene.discards:
        if item.code and item.face_up:
            item.setToolTip(translate("Tooltips", "Face up beside the stock: %1").replace(
                "%1", _name(item.code)))
        else:
            item.setToolTip(translate("Tooltips", "Discards: %1 cards").replace(
                "%1", str(len(scene.discards))))
    for seat, hand in enumerate(scene.hands):
        for item in hand:
            if seat == viewer and item.code:
                tip = _name(item.code)
                if item.marked == "dim":
                    tip = translate("Tooltips", "%1 — not playable now: %2").replace(
                        "%1", tip).replace("%2", rule)
            elif item.code and item.face_up:
                tip = translate("Tooltips", "%1 in %2's hand (everyone saw it)").replace(
                    "%1", _name(item.code)).replace("%2", names[seat])
            else:
                tip = translate("Tooltips", "%1's hand: %2 cards").replace(
                    "%1", names[seat]).replace("%2", str(len(hand)))
            item.setToolTip(tip)
    for seat, row in enumerate(scene.markers):
        tip = translate("Tooltips", "In front of %1: %2 cards").replace(
            "%1", names[seat]).replace("%2", str(len(row)))
        for item in row:
            item.setToolTip(f"{_name(item.code)} — {tip}" if item.code and item.face_up
                            else tip)
    for seat, items in scene.trick:
        for item in items:
            item.setToolTip(translate("Tooltips", "Played by %1: %2").replace(
                "%1", names[seat]).replace(
                "%2", _name(item.code) if item.code and item.face_up
                else translate("Tooltips", "face down")))
    for plate in scene.plates:
        plate.setToolTip(" · ".join(p for p in (plate.name, plate.detail, plate.score) if p))


def _name(code: str) -> str:
    try:
        return card_name(parse_card(code))
    except ValueError:
        return code
