"""The words of Sneak's lesson (Help → Learn to play Sneak), one function per text.

Kept apart from the script (:mod:`cardtable.table.sneak.lesson_script`) so the moves
read as a list. Every text is a literal ``translate("Lesson", ...)`` call,
made when the panel shows it, so a language switch re-words the lesson. The
opponents are named as the lesson's table names them: Ben on your left,
Chloe (the dealer) on your right.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

#: A literal translate(context, text) call that lupdate extracts, kept short.
translate = QCoreApplication.translate


def title() -> str:
    return translate("Lesson", "Learn to play Sneak")


def intro() -> str:
    return translate("Lesson", "Sneak is about getting cards into your score pile: when a deal "
                     "ends, every card in it is one point, whatever its rank. On your turn you "
                     "draw a card, or play cards face down (a sneak) or face up (a flaunt); the "
                     "others may challenge a play with cards of their own, and the best set "
                     "takes all of them. The first to reach 100 points wins. In this lesson you "
                     "play one whole deal against Ben and Chloe, step by step.")


def outro() -> str:
    return translate("Lesson", "The deal is over: each banked card scored a point — you 19, "
                     "Ben 18, Chloe 15. Every deal goes the same way, dealt by the next player "
                     "to the left, and the points add up until someone reaches 100. Now play an "
                     "ordinary game against easy opponents: draw, sneak, flaunt and challenge "
                     "as you like.")


def first_draw() -> str:
    return translate("Lesson", "Chloe, the dealer on your right, laid all 52 cards face down as "
                     "the stock; nobody holds a card yet. The player on the dealer's left starts "
                     "— you — and turns pass to the left: you, Ben, Chloe. A first turn is always "
                     "a draw: press Draw.")


def second_draw() -> str:
    return translate("Lesson", "Ben and Chloe drew too. From now on you may draw on your turn, "
                     "or play cards from your hand. With only the 3♠ you have nothing to choose "
                     "from yet: draw again.")


def third_draw() -> str:
    return translate("Lesson", "A Q♣: high cards are what you need to challenge, because in a "
                     "challenge the best cards win. Draw once more.")


def ben_sneaks() -> str:
    return translate("Lesson", "Ben sneaked: he played one card face down. If nobody "
                     "challenges, it goes unseen to his score pile, a point for him. Each other "
                     "player in turn, Chloe first, then you, may challenge it with as many cards, "
                     "face down.")


def challenge_queen() -> str:
    return translate("Lesson", "Chloe passed. Challenge with your Q♣: select it and press "
                     "Challenge. One card against one card: the higher rank wins, whatever the "
                     "suit, and the winner takes every card played. Only a king or an ace beats "
                     "your queen.")


def queen_not_passing() -> str:
    return translate("Lesson", "Passing is safe, but then Ben banks his card. Only a king or an "
                     "ace beats your Q♣: the challenge is worth it.")


def queen_not_low() -> str:
    return translate("Lesson", "Challenge with your highest card, the Q♣: a low card loses to "
                     "almost anything Ben may have sneaked.")


def queen_won() -> str:
    return translate("Lesson", "Turned up: Ben's 5♦ against your Q♣. You win both: they go face "
                     "down to your score pile, the row at the bottom right, 2 points when the "
                     "deal is scored. Had Ben sneaked a king, your queen would be his — that is "
                     "what a challenge risks. The turn passes to the leader's left: Chloe draws.")


def weak_cards() -> str:
    return translate("Lesson", "Draw. Your 3♠ and 7♦ would lose most challenges, but in the score "
                     "pile every card counts one point, a 3 as much as an ace.")


def bluff() -> str:
    return translate("Lesson", "Time for a bluff. Select 2♥, 3♠ and 7♦ and press Sneak: face "
                     "down, nobody knows how weak they are. Ben holds two cards, too few to "
                     "challenge three; only Chloe may, and she would risk three cards of her own.")


def bluff_not_drawing() -> str:
    return translate("Lesson", "You could draw, but these low cards will never win a challenge: "
                     "bank them now, while nobody can see them.")


def bluff_not_flaunting() -> str:
    return translate("Lesson", "Face up, everyone would see how weak the cards are and beat them "
                     "easily. Sneak them face down.")


def bluff_all_three() -> str:
    return translate("Lesson", "Sneak all three low cards: once banked, each is a point.")


def bluff_won() -> str:
    return translate("Lesson", "Chloe passed: nobody challenged, so your three cards go to your "
                     "score pile unseen. The bluff worked — 5 points. Your hand is empty; Ben is "
                     "next.")


def chloe_flaunts() -> str:
    return translate("Lesson", "Chloe flaunted 9♣ 9♥: face up. A flaunt is one card or a combo: "
                     "a match (one rank), a straight flush (a run in one suit), a straight (a run) "
                     "or a flush (one suit), strongest first. You hold no card, so only Ben may "
                     "challenge.")


def flaunt_banked() -> str:
    return translate("Lesson", "Nobody challenged, so Chloe banks her match: 2 points. A flaunt "
                     "is beaten only by a higher set of the kind led: a higher match, or "
                     "against a flush a higher flush, a straight flush counting as one. So a "
                     "strong flaunt is rarely challenged. With an empty hand you can only draw.")


def ben_sneaks_two() -> str:
    return translate("Lesson", "Ben sneaked two cards. You hold only one card, so you cannot "
                     "challenge: a challenge takes exactly as many cards as were played. Chloe "
                     "can.")


def chloe_lost() -> str:
    return translate("Lesson", "Turned up: Ben's J♦ J♠ against Chloe's 5♥ 6♥. Against a sneak "
                     "the better combo wins — match, straight flush, straight, flush, then no "
                     "combo — so Ben's match beats Chloe's straight flush. Ben takes all four "
                     "cards: Chloe's challenge cost her two.")


def hand_sizes() -> str:
    return translate("Lesson", "Draw. The number on the small fan under each opponent's name is "
                     "how many cards they hold; the row below it is their score pile. It matters: "
                     "nobody may play more cards at once than the largest hand among the others.")


def two_kings() -> str:
    return translate("Lesson", "Two kings already make a match. Draw again before you play "
                     "them.")


def challenge_king() -> str:
    return translate("Lesson", "Chloe flaunts the Q♥. Against one flaunted card, only a higher "
                     "card of the same suit wins, and your K♥ is one. Select it and press "
                     "Challenge; the answers to a flaunt are chosen unseen and turned up "
                     "together.")


def king_not_passing() -> str:
    return translate("Lesson", "Only the A♥ beats your K♥, and the Q♥ would be yours: "
                     "challenge.")


def king_of_hearts() -> str:
    return translate("Lesson", "Against a flaunted heart only a higher heart wins: challenge "
                     "with your K♥.")


def king_won() -> str:
    return translate("Lesson", "Your K♥ beat the Q♥: both cards are yours, 7 points. The turn "
                     "passes to Chloe's left — yours. Draw.")


def third_king_soon() -> str:
    return translate("Lesson", "Draw. Two kings are a match; the more cards in it, the more "
                     "points it banks.")


def flaunt_kings() -> str:
    return translate("Lesson", "Three kings! Select K♣ K♦ K♠ and press Flaunt. Face up, a match "
                     "is beaten only by a higher match — here only three aces — so nobody will "
                     "challenge, and the kings are banked.")


def kings_not_sneaking() -> str:
    return translate("Lesson", "Sneaking them works too: only three aces beat them either way. "
                     "The lesson flaunts them to show you a flaunt of your own.")


def kings_not_waiting() -> str:
    return translate("Lesson", "Cards in your hand score nothing until they are banked: flaunt "
                     "your three kings now.")


def kings_all() -> str:
    return translate("Lesson", "Flaunt all three kings: the bigger the match, the more points it "
                     "banks.")


def kings_banked() -> str:
    return translate("Lesson", "Your three kings are banked: 3 points more, 10 in all. Ben then "
                     "sneaked three cards; holding one card, you were not asked to answer. "
                     "Draw.")


def small_run() -> str:
    return translate("Lesson", "Chloe sneaked three cards, and Ben let them pass. Draw: your "
                     "4♠ 5♣ are a short run.")


def longer_run() -> str:
    return translate("Lesson", "3♦ 4♠ 5♣ are a straight: consecutive ranks (an ace may be high "
                     "or low). Draw once more.")


def pass_on_ben() -> str:
    return translate("Lesson", "Ben sneaks three cards. A challenge costs your three cards if "
                     "his set is better, and a player who sneaks three at once often has a "
                     "combo. Your best three, 4♠ 5♣ 6♦, make only a low straight: press Pass.")


def not_challenging_ben() -> str:
    return translate("Lesson", "Your low straight loses to any match, straight flush or higher "
                     "straight, and then Ben takes your cards too: pass.")


def flaunt_straight() -> str:
    return translate("Lesson", "You hold 3♦ 4♠ 5♣ 6♦, but may play at most three cards: Chloe's "
                     "three are the largest other hand. Flaunt 4♠ 5♣ 6♦: face up, a straight is "
                     "beaten only by a higher run, in any suits.")


def straight_not_sneaking() -> str:
    return translate("Lesson", "Face down, a match or a straight flush would beat your straight "
                     "too; face up, only a higher run can, in any suits.")


def straight_higher() -> str:
    return translate("Lesson", "Play the higher three, 4♠ 5♣ 6♦: a higher straight is harder to "
                     "beat.")


def straight_not_waiting() -> str:
    return translate("Lesson", "Bank your straight now: in your hand it scores nothing.")


def straight_banked() -> str:
    return translate("Lesson", "Nobody challenged: 13 points. Draw.")


def watch_stock() -> str:
    return translate("Lesson", "Draw. The stock's count is in the top-left corner: when it runs "
                     "out, drawing and sneaking end.")


def keep_ace() -> str:
    return translate("Lesson", "Sneak 3♦ 9♦ and keep the A♠. Flaunted alone, an ace can never be "
                     "beaten — no card of its suit is higher — so it is a safe card for the end "
                     "of the deal, when every turn must be a flaunt.")


def ace_not_yet() -> str:
    return translate("Lesson", "Keep the A♠ for the end of the deal, and bank the diamonds now: "
                     "sneak 3♦ 9♦.")


def plain_draw() -> str:
    return translate("Lesson", "Your sneak went unchallenged: 15 points. Draw.")


def keep_drawing() -> str:
    return translate("Lesson", "Draw.")


def second_bluff_passed() -> str:
    return translate("Lesson", "Your second bluff passed too: 17 points. Draw.")


def second_bluff() -> str:
    return translate("Lesson", "Another bluff: sneak 5♠ 7♣ and keep the A♠. While the stock "
                     "lasts you may sneak any cards at all.")


def second_bluff_other() -> str:
    return translate("Lesson", "Sneak the two low cards, 5♠ 7♣, and keep the A♠ for the end.")


def last_stock_card() -> str:
    return translate("Lesson", "One card is left in the stock: once it is drawn, "
                     "nobody may sneak, and every turn must be a flaunt. Sneak your 10♦ now and "
                     "keep the A♠.")


def ten_other() -> str:
    return translate("Lesson", "Sneak the 10♦ while you still may, and keep the A♠ for the "
                     "flaunts to come.")


def flaunt_ace() -> str:
    return translate("Lesson", "Chloe drew the last card: the stock is empty. Now every turn "
                     "must be a flaunt, and players with no cards are skipped. Flaunt your A♠: "
                     "nobody can beat it.")


def last_holder() -> str:
    return translate("Lesson", "Ben flaunted his last card, the A♥, which nobody can beat either. "
                     "Then only Chloe holds cards, and a player left alone with cards banks them "
                     "all: the deal ends.")


def draw_to_build() -> str:
    return translate("Lesson", "Played now, your cards make a weaker play than the hand a few "
                     "more draws can build, and a lost challenge gives them away: draw.")


def not_the_lesson() -> str:
    return translate("Lesson", "That move is allowed, but the lesson plays the one described "
                     "above: it shows you the next rule.")
