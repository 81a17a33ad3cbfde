"""Who holds the one terminal of a crew planning together, and the words that hide the
others' hands (base rulebook §2, ruling RD15): pure, so the practice screen's drawing asks
it and the tests can too. The screen that covers everything while the terminal goes round
is `dialogs/hand_over.py`.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from spacealert_tui.i18n import _, ngettext

#: the practice screen's key that hands the terminal over (shown in its footer)
HAND_OVER_KEY = "o"


def hides_hands(players: int) -> bool:
    """Whether a crew of `players` humans planning at one terminal hides its hands: two
    or more (solo's deck lies face up, §5.5: nothing to hide)."""
    return players >= 2


@dataclass(frozen=True)
class Terminal:
    """Who holds the one terminal of a crew planning together. `hidden` False: every
    hand shown (one human, or hands shown on purpose). `devices`: each player holds their
    hand on their own device (the table link): the terminal shows no hand at all."""

    players: int
    hidden: bool
    at: int = 0
    devices: bool = False

    def secret(self, moment: str) -> frozenset[int]:
        """The players whose hands (and cards' faces) the screen must not show: before
        the round ("before") everyone's — nobody holds cards before the soundtrack
        starts (§2); while it is planned ("planning") all but the holder's; once it is
        over ("over") none: the resolution turns every card over."""
        if moment == "over" or not (self.hidden or self.devices):
            return frozenset()
        if self.devices:
            return frozenset(range(self.players))
        return frozenset(p for p in range(self.players) if moment == "before" or p != self.at)

    def next(self) -> int:
        """Whom the terminal goes to by default: the next player in seat order."""
        return (self.at + 1) % max(1, self.players)

    def passed_to(self, player: int) -> Terminal:
        return replace(self, at=player % max(1, self.players))


def back_rows(rows: Sequence[tuple[bool, int]], secret: frozenset[int]) -> frozenset[int]:
    """The board rows (android, player or android index) drawn by the cards' backs: the
    players' in `secret`. Androids' cards lie face up (§5.2)."""
    return frozenset(r for r, (android, index) in enumerate(rows) if not android and index in secret)


def hidden_hand(cards: int) -> str:
    """Another player's hand, as the hands' pane says it: how many cards, never which."""
    return ngettext("{n} card, hidden", "{n} cards, hidden", cards).format(n=cards)


def holder_title(name: str) -> str:
    """Said in the boards' title: whose hand the screen shows."""
    return _("{name} holds the terminal").format(name=name)


def before_words(name: str) -> str:
    """The hands' pane before the round: nothing shown yet, and how it will go."""
    return _("Dealt face down: at the terminal each player sees only their own hand. {name} "
             "begins; {key} passes the terminal.").format(name=name, key=HAND_OVER_KEY)


def back_words(up: str) -> str:
    """A card face down on another player's board, as the cursor's line says it."""
    if up == "action":
        return _("a card face down, action half up")
    if up == "move":
        return _("a card face down, movement half up")
    return _("a card face down")


def not_yours(name: str, holder: str) -> str:
    """Why a card cannot go on (or come off) another player's board."""
    return _("{name}'s cards are for {name} to play: {key} passes the terminal ({holder} holds it).").format(
        name=name, key=HAND_OVER_KEY, holder=holder)


def on_device(name: str) -> str:
    """Why the host's keys do not play a player's cards while the table link deals the
    hands to the devices."""
    return _("{name}'s cards are in {name}'s hand, on their device: they play them there.").format(name=name)
