"""Who wins a Supertrump trick and what may be played to it (RULES.md §2).

Pure functions of cards, trump suit and super rank, shared by the engine and
the AI (which must judge tricks in imagined deals, without a state). The one
subtle rule lives here once: the four cards of the super rank *belong to the
trump suit* — a led super asks for trumps, and 4♥ is not a heart when 4 is
super — so every suit question goes through :func:`effective_suit`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from cardtable.cards import Card, Rank, Suit

SUIT_ORDER = {s: i for i, s in enumerate(Suit)}
#: Plural suit names for messages ("You must follow suit: you hold hearts.").
SUIT_NAMES = {Suit.SPADES: "spades", Suit.HEARTS: "hearts", Suit.DIAMONDS: "diamonds",
              Suit.CLUBS: "clubs"}


def hand_key(card: Card) -> tuple[int, int]:
    """Hands are shown sorted by suit (♠ ♥ ♦ ♣), then rank low to high."""
    return SUIT_ORDER[card.suit], int(card.rank)  # type: ignore[index]


def is_super(card: Card, super_rank: Rank | None) -> bool:
    return card.rank is super_rank


def effective_suit(card: Card, trump: Suit | None, super_rank: Rank | None) -> Suit:
    """The suit ``card`` counts as: the trump suit for a super trump, else its own."""
    if trump is not None and card.rank is super_rank:
        return trump
    return card.suit  # type: ignore[return-value]


def is_trump(card: Card, trump: Suit | None, super_rank: Rank | None) -> bool:
    """A trump or a super trump."""
    return trump is not None and effective_suit(card, trump, super_rank) is trump


def beats(card: Card, best: Card, led: Suit, trump: Suit, super_rank: Rank) -> bool:
    """Does ``card``, played later, take the trick from ``best`` (led suit ``led``)?

    Supers are equal to each other, so an earlier super keeps the trick."""
    if card.rank is super_rank:
        return best.rank is not super_rank
    if best.rank is super_rank:
        return False
    card_trump = card.suit is trump
    best_trump = best.suit is trump
    if card_trump != best_trump:
        return card_trump
    if card_trump:
        return card.rank > best.rank
    # Neither is a trump: only a higher card of the led suit wins.
    return card.suit is led and best.suit is led and card.rank > best.rank


def trick_winner(cards: Sequence[Card], trump: Suit, super_rank: Rank) -> int:
    """The index (in play order) of the card that wins the trick ``cards``."""
    led = effective_suit(cards[0], trump, super_rank)
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best], led, trump, super_rank):
            best = i
    return best


def legal_cards(hand: Iterable[Card], lead: Card | None, trump: Suit,
                super_rank: Rank) -> list[Card]:
    """The cards of ``hand`` that may be played: any when leading, else the
    cards of the led (effective) suit if there are any, else any."""
    cards = list(hand)
    if lead is None:
        return cards
    led = effective_suit(lead, trump, super_rank)
    following = [c for c in cards if effective_suit(c, trump, super_rank) is led]
    return following or cards


def points_for(stage: int) -> int:
    """A trick is worth 1 point in stage 1 and 2 in stage 2 (39 in all)."""
    return 1 if stage == 1 else 2
