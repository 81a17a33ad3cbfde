"""Data transfer: one player gives one card from hand to another (rulebook §2.1).

`TransferScreen(giver, hand, receivers)` asks two things, in the order a player hands
a card over: which card (the hand grouped by card, heroic cards left out: they can
never be transferred) and to whom. `enter` chooses, `escape` goes back a step or
cancels. Dismissed with `(card, receiver)` or None.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path

from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from spacealert_tui.i18n import _, pgettext
from spacealert_tui.rules.action_deck import ActionCard
from spacealert_tui.tui.dialogs.step_lists import StepListsScreen
from spacealert_tui.tui.widgets.action_boards import card_order, group_name
from spacealert_tui.tui.widgets.footer import Footer

HERE = Path(__file__).parent


def card_label(group: str) -> str:
    """A group of cards ("A/red", "bots/lift", "A+B/red") in the crew's words."""
    return "/".join("+".join(pgettext("action", part) for part in half.split("+"))
                    for half in group.split("/"))


class TransferScreen(StepListsScreen[tuple[ActionCard, int] | None]):
    """Which card, then to whom (keys typed fast land in order: `StepListsScreen`)."""

    CSS_PATH = HERE / "transfer.tcss"

    def __init__(self, giver: str, hand: list[ActionCard], receivers: list[tuple[int, str]]) -> None:
        super().__init__()
        self.giver = giver
        self.receivers = receivers
        #: one card per group (the first held), in deck order
        self.groups: dict[str, ActionCard] = {}
        for card in sorted(hand, key=card_order):
            self.groups.setdefault(group_name(card.action, card.move), card)
        self.counts = Counter(group_name(c.action, c.move) for c in hand)
        self.card: ActionCard | None = None

    def compose(self) -> ComposeResult:
        with Vertical(id="transfer-box"):
            yield Static(_("Data transfer: {player} gives one card").format(player=self.giver),
                         id="transfer-title",
                         markup=False)
            yield Static(_("enter: choose · esc: back"), id="transfer-keys", markup=False)
            yield OptionList(*(Option(f"{card_label(name)}  ×{self.counts[name]}", id=name)
                               for name in self.groups), id="transfer-cards")
            yield OptionList(*(Option(name, id=str(q)) for q, name in self.receivers),
                             id="transfer-to")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#transfer-cards").border_title = _("Which card")
        self.query_one("#transfer-to").border_title = _("To whom")
        self.query_one("#transfer-to").disabled = True
        self.query_one("#transfer-cards").focus()

    def step_list(self) -> OptionList:
        return self.query_one("#transfer-cards" if self.card is None else "#transfer-to", OptionList)

    def action_choose(self) -> None:
        """The highlighted card, then the highlighted receiver. Decided by what is chosen
        so far, not by focus: two quick enters land even before the focus has moved."""
        if self.card is None:
            cards = self.query_one("#transfer-cards", OptionList)
            if cards.highlighted is None:
                return
            self.card = self.groups[str(cards.get_option_at_index(cards.highlighted).id)]
            receivers = self.query_one("#transfer-to", OptionList)
            receivers.disabled = False
            receivers.highlighted = 0
            receivers.focus()
            return
        receivers = self.query_one("#transfer-to", OptionList)
        if receivers.highlighted is not None:
            option = receivers.get_option_at_index(receivers.highlighted)
            self.dismiss((self.card, int(str(option.id))))

    @on(OptionList.OptionSelected)
    def clicked(self, event: OptionList.OptionSelected) -> None:
        """A click chooses as enter does (the list highlights what was clicked first)."""
        event.stop()
        if (event.option_list.id == "transfer-cards") == (self.card is None):
            self.action_choose()

    def action_back(self) -> None:
        if self.card is None:
            self.dismiss(None)
            return
        self.card = None
        self.query_one("#transfer-to").disabled = True
        self.query_one("#transfer-cards").focus()
