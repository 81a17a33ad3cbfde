"""Practice with the app's deck over the table link: each player's hand on their own device.

The base rulebook never lets a hand be seen by the others (§2). With the link, the
practice screen (`screens/solo.py`) deals as always, but each player's hand goes only to
the device holding their seat (`LinkHost.set_private`), and the host's screen shows what
the physical table shows: the players' boards face down and how many cards each holds
(`Terminal(devices=True)`). A device's play, gift, draw or pick-up (`link.protocol`'s
intents) is decided here by the same rules as the screen's keys (`PracticeCards`,
`rules.action_deck`); a refusal goes back to that device with its reason, in the crew's
language, and nothing changes. The androids' boards and the Teleporter's tokens stay on
the host's keys: both lie face up on the table.

`serve_round(app, host, screen)` starts what the devices need while a round runs (the
clock and announcements, `link_round.RoundLink`; the hands, `PracticeLink`) and returns
what stops it.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from spacealert_tui.i18n import _
from spacealert_tui.link.host import LinkHost
from spacealert_tui.link.protocol import Draw, Give, Intent, PickUp, Play
from spacealert_tui.record.spec_words import plan_check
from spacealert_tui.rules.action_deck import ActionCard, DealError
from spacealert_tui.tui.link_round import KEPT, RoundLink
from spacealert_tui.tui.widgets.plan_grid import words

if TYPE_CHECKING:
    from textual.app import App

    from spacealert_tui.tui.screens.solo import SoloScreen

#: how often the hands are compared with what the devices were sent (seconds)
HANDS_EVERY = 0.2


def card_json(card: ActionCard) -> dict[str, str]:
    """A card of a hand as the page shows it: its id and its two halves' tokens."""
    first, second = card.halves
    return {"id": card.id, "action": card.token(first), "move": card.token(second)}


class PracticeLink:
    """Deals the practice's hands to the devices and decides what the devices ask."""

    def __init__(self, host: LinkHost, screen: SoloScreen) -> None:
        self.host, self.screen = host, screen
        self.sent: dict[int, dict[str, Any]] = {}
        self.named: dict[int, dict[str, str]] = {}   # seat → its heroic and special halves in words
        self.round: RoundLink | None = None            # the round's public state, published with ours
        cards = screen.cards
        cards.terminal = replace(cards.terminal, hidden=False, devices=True)
        host.link.on_intent = self.intent

    def stop(self) -> None:
        """The round is over: the devices' hands are put away (the entry follows)."""
        if self.host.link.on_intent == self.intent:
            self.host.link.on_intent = None
        for seat in self.sent:
            self.host.set_private(seat, hand=None, may_draw=0, may_give=False, may_pick_up=False)
        self.sent.clear()

    # -- what each device is sent ---------------------------------------------------------
    def private(self, seat: int) -> dict[str, Any]:
        """What only `seat`'s device shows: the hand (none before the round: nobody holds
        cards before the soundtrack starts, §2), and what the player may still do."""
        screen, cards = self.screen, self.screen.cards
        row = cards.rows[seat]
        if row.android or not screen.planning:
            return {"hand": [], "may_draw": 0, "may_give": False, "may_pick_up": False, "give_to": []}
        p, table = row.index, cards.table
        hand = [card_json(c) for c in table.hands[p]]
        named = self.named.setdefault(seat, {})      # kept: a card played stays named on the board
        named.update({token: words(token) for card in hand for token in (card["action"], card["move"])
                      if token.startswith("Hmove:") or "spec" in token})
        return {"hand": hand, "words": dict(named),
                "may_draw": cards.draws[p], "may_give": p in cards.gives,
                "may_pick_up": table.picked_up[p] < 3,
                "give_to": [s for s, other in enumerate(cards.rows) if not other.android and s != seat]}

    def refresh(self) -> None:
        """Send each device what changed: its board (the host's keys, a phase closed) and
        its hand and rights (a draw, a gift received, the next phase picked up); without
        the clock, the computer's messages of the phases opened so far as announcements."""
        self.host.sync()
        if self.round is not None:
            self.round.tick()
        for seat in range(len(self.screen.cards.rows)):
            now = self.private(seat)
            if self.sent.get(seat) != now:
                self.sent[seat] = now
                self.host.set_private(seat, **now)

    def public(self) -> dict[str, Any]:
        """Practice without the clock: the phase the crew plans (the clock stands still,
        so no time), and the computer's messages of the phases opened so far as its
        announcements. With the clock: nothing of our own."""
        if self.screen.state != "practice":
            return {}
        cards = self.screen.cards
        return {"clock": "", "phase": min(3, cards.table.closed + 1),
                "announcements": cards.computer_calls[-KEPT:]}

    # -- what a device asks ---------------------------------------------------------------
    def intent(self, seat: int, intent: Intent) -> str | None:
        """A device's play, gift, draw or pick-up, decided by the practice's rules: None
        when done, else the reason (shown on that device only)."""
        screen, cards = self.screen, self.screen.cards
        row = cards.rows[seat]
        if row.android:
            return _("{name} is an android: its board is programmed at the host.").format(name=row.name)
        if not screen.is_mounted or not screen.planning:
            return (_("The round has not started yet.") if screen.state in ("ready", "loading")
                    else _("No more planning now."))
        screen._sync_phases()
        try:
            refused = self._decide(seat, row.index, intent)
        except DealError as exc:
            return _("Refused: {reason}.").format(reason=cards.reason(exc))
        if refused:
            return refused
        self.host.link.seats[seat].entered_by = "device"
        screen._keep_plans()
        screen.refresh_view()
        self.refresh()
        return None

    def _decide(self, seat: int, p: int, intent: Intent) -> str | None:
        screen, cards = self.screen, self.screen.cards
        name = cards.players[p].name
        if isinstance(intent, Play):
            turn = intent.slot + 1
            if intent.card is None:
                cards.table = cards.taken_back(seat, turn)
                return None
            card = self._in_hand(p, intent.card)
            if card is None:
                return _("That card is not in your hand.")
            table = cards.placed(seat, turn, card, intent.up)
            token = table.space_token(False, p, turn)
            why = plan_check(screen.draft)(seat, turn, token) if "+spec" in token else None
            if why:
                return why
            cards.table = table
            return None
        if isinstance(intent, Give):
            receiver = cards.rows[intent.to]
            if receiver.android or intent.to == seat:
                return _("A data transfer gives a card to another player.")
            if p not in cards.gives:
                return _("{name} cannot give a card now: only during a data transfer, "
                         "one card each, before the beep.").format(name=name)
            card = self._in_hand(p, intent.card)
            if card is None:
                return _("That card is not in your hand.")
            cards.give(p, card, receiver.index)
            screen.show_message(_("{name} gives a card to {receiver}.").format(name=name, receiver=receiver.name))
            return None
        if isinstance(intent, Draw):
            if not cards.draws[p]:
                return cards.draw(p)          # says when a card may be drawn
            cards.draw(p)
            screen.show_message(_("{name} draws a card.").format(name=name))
            return None
        assert isinstance(intent, PickUp)
        screen.show_message(cards.pick_up(p))
        return None

    def _in_hand(self, p: int, card_id: str) -> ActionCard | None:
        return next((c for c in self.screen.cards.table.hands[p] if c.id == card_id), None)


def serve_round(app: App[Any], host: LinkHost, screen: Any) -> Callable[[], None]:
    """While the round's `screen` runs: its clock and announcements to every device and,
    in practice with hands, each hand to its own device. Returns what stops both."""
    from spacealert_tui.tui.screens.solo import SoloScreen

    timers = []
    practice = PracticeLink(host, screen) if isinstance(screen, SoloScreen) and not screen.solo else None
    rc = getattr(screen, "round", None)
    if rc is not None:
        publisher = RoundLink(host, rc, extra=practice.public if practice is not None else None)
        timers.append(app.set_interval(1, publisher.tick))
        if practice is not None:
            practice.round = publisher
    if practice is not None:
        timers.append(app.set_interval(HANDS_EVERY, practice.refresh))

    def stop() -> None:
        for timer in timers:
            timer.stop()
        if practice is not None:
            practice.stop()
    return stop
