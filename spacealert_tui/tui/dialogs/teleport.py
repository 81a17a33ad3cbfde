"""The Teleporter's tokens: who they lie in front of (expansion rulebook p.19).

`TeleportScreen(teleporter, crew, placed)` asks, one token after the other, who holds
the departure token (he jumps) and who the arrival token (to whose station), each a
crew member or "not placed" (back in the Teleporter's hand). The entry opens it at
any time, practice only during a data transfer. `enter` chooses, `escape` goes back a
step or cancels. Dismissed with `{token: name or ""}` for both tokens, or None.
"""
from __future__ import annotations

from pathlib import Path

from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from spacealert_tui.i18n import N_, _
from spacealert_tui.record.draft import TOKENS, MissionDraft
from spacealert_tui.tui.dialogs.step_lists import StepListsScreen
from spacealert_tui.tui.widgets.footer import Footer

HERE = Path(__file__).parent
QUESTIONS = {"departure": N_("○ Departure token: who jumps?"),
             "arrival": N_("● Arrival token: to whose station?")}
NOT_PLACED = "none"     # the option id of "not placed" (crew options are n0, n1, ...)


def holder_word(name: str) -> str:
    """A token's holder as a line says it: the name, or "not placed"."""
    return name or _("not placed")


def tokens_line(draft: MissionDraft) -> str:
    """"Teleport tokens: departure → Cy, arrival → Ana" ("" without a Teleporter)."""
    seat = draft.teleporter()
    if seat is None:
        return ""
    return _("Teleport tokens: departure → {departure}, arrival → {arrival}").format(
        departure=holder_word(seat.teleport.get("departure", "")),
        arrival=holder_word(seat.teleport.get("arrival", "")))


def tokens_note(draft: MissionDraft) -> str:
    """What the tokens will do, said under the line: the jump, or why there is none."""
    seat = draft.teleporter()
    if seat is None:
        return ""
    pair = draft.teleport_pair()
    if pair is None:
        return _("Not both placed: {name}'s basic card does nothing").format(name=seat.name)
    if pair[0] == pair[1]:
        return _("Both on {name}: the basic card does nothing").format(name=pair[0])
    return _("{teleporter}'s basic card sends {departure} to {arrival}'s station").format(
        teleporter=seat.name, departure=pair[0], arrival=pair[1])


class TeleportScreen(StepListsScreen[dict[str, str] | None]):
    """Who holds the departure token, then who the arrival token (keys typed fast land
    in order: `StepListsScreen`)."""

    CSS_PATH = HERE / "teleport.tcss"

    def __init__(self, teleporter: str, crew: list[str], placed: dict[str, str]) -> None:
        super().__init__()
        self.teleporter = teleporter
        self.crew = list(crew)
        self.chosen = {token: placed.get(token, "") for token in TOKENS}
        self.step = 0

    def compose(self) -> ComposeResult:
        with Vertical(id="transfer-box"):
            yield Static(_("Teleport tokens: {name} places them").format(name=self.teleporter),
                         id="transfer-title", markup=False)
            yield Static(_("enter: choose · esc: back"), id="transfer-keys", markup=False)
            for token in TOKENS:
                yield OptionList(*self.options(), id=f"teleport-{token}")
        yield Footer()

    def options(self) -> list[Option]:
        return [Option(name, id=f"n{i}") for i, name in enumerate(self.crew)] + [
            Option(_("not placed (stays with {name})").format(name=self.teleporter), id=NOT_PLACED)]

    def on_mount(self) -> None:
        for token in TOKENS:
            options = self.query_one(f"#teleport-{token}", OptionList)
            options.border_title = _(QUESTIONS[token])
            holder = self.chosen[token]
            options.highlighted = self.crew.index(holder) if holder in self.crew else len(self.crew)
        self._show_step()

    def _show_step(self) -> None:
        for n, token in enumerate(TOKENS):
            self.query_one(f"#teleport-{token}", OptionList).disabled = n != self.step
        self.step_list().focus()

    def step_list(self) -> OptionList:
        return self.query_one(f"#teleport-{TOKENS[self.step]}", OptionList)

    def action_choose(self) -> None:
        """The highlighted holder of this step's token; after the arrival token, done."""
        token = TOKENS[self.step]
        options = self.step_list()
        if options.highlighted is None:
            return
        option_id = str(options.get_option_at_index(options.highlighted).id)
        self.chosen[token] = "" if option_id == NOT_PLACED else self.crew[int(option_id[1:])]
        if self.step + 1 < len(TOKENS):
            self.step += 1
            self._show_step()
            return
        self.dismiss(dict(self.chosen))

    @on(OptionList.OptionSelected)
    def clicked(self, event: OptionList.OptionSelected) -> None:
        """A click chooses as enter does, on the list of the step being asked."""
        event.stop()
        if event.option_list.id == f"teleport-{TOKENS[self.step]}":
            self.action_choose()

    def action_back(self) -> None:
        if self.step == 0:
            self.dismiss(None)
            return
        self.step -= 1
        self._show_step()


def tokens_screen(draft: MissionDraft) -> TeleportScreen | None:
    """The screen that asks where the draft's Teleporter's tokens lie (None: no Teleporter);
    it dismisses with the holders chosen, which `lay_tokens` puts in the draft."""
    seat = draft.teleporter()
    if seat is None:
        return None
    return TeleportScreen(seat.name, [s.name for s in draft.crew], dict(seat.teleport))


def lay_tokens(draft: MissionDraft, holders: dict[str, str]) -> None:
    """The tokens where the teleport screen's answer lays them."""
    for token, holder in holders.items():
        draft.place_token(token, holder)
