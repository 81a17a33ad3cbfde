"""A dialog that asks in steps, a list each, taking keys in the order they were typed.

Enter chooses and moves the focus to the next step's list; were the arrows left to the
focused list, keys typed fast ("up up enter", a paste) would be handled out of order:
enter, a priority key, overtakes the ups still queued for the list and chooses the line
highlighted before them (and escape, bubbling up from the list, would come after the
arrows typed behind it). So enter, escape and the arrows are all priority keys here, and
the arrows move the highlight of the list of the step being asked, whatever has the focus.
Shared by the data transfer's and the Teleporter's dialogs.
"""
from __future__ import annotations

from typing import TypeVar

from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import OptionList

from spacealert_tui.i18n import N_

ResultT = TypeVar("ResultT")


class StepListsScreen(ModalScreen[ResultT]):
    """`step_list()` is the list being asked; subclasses choose (`action_choose`) and
    go back (`action_back`)."""

    BINDINGS = [Binding("enter", "choose", N_("Choose"), priority=True),
                Binding("escape", "back", N_("Back"), priority=True),
                Binding("up", "move(-1)", show=False, priority=True),
                Binding("down", "move(1)", show=False, priority=True)]

    def step_list(self) -> OptionList:
        raise NotImplementedError

    def action_move(self, step: int) -> None:
        options = self.step_list()
        here = options.highlighted if options.highlighted is not None else 0
        options.highlighted = max(0, min(options.option_count - 1, here + step))

    def action_choose(self) -> None:
        raise NotImplementedError

    def action_back(self) -> None:
        raise NotImplementedError
