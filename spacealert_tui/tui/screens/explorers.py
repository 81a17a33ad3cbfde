"""Explorers (*The New Frontier*'s experience system): the logbook's explorers and the
highlighted one's sheet, as `spacealert explorers show` prints it.

The list shows each explorer's level (dead ones last, marked). Keys: `n` a new explorer
(type the name; `N` a stubborn one, who refuses cloning), `t` ticks a specialization box
for a level reached (the boxes it may tick, with the level gates, as a list), `s` signs
cloning consent (asked first: it cannot be undone), `w` makes the awards a closed app
left waiting (shown only then; the judged achievements are offered when the mission's
draft is reopened), `escape` goes back. A logbook that
cannot be read or written is reported on the screen, never a crash.
"""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, OptionList, Static

from spacealert_tui.i18n import N_, _, ngettext
from spacealert_tui.tui.commands import ScreenKeyCommands
from spacealert_tui.tui.widgets.footer import Footer
from spacealert_tui.tui.widgets.menu import Menu
from spacealert_tui.tui.widgets.text_input import Input

logger = logging.getLogger(__name__)


def sheet_box_label(name: str, box: int) -> str:
    """"medic, box 2" (box 1 learns the specialization), in the crew's language."""
    from spacealert_tui.record.explorer_sheet import specialization_word

    return _("{specialization}, box {box}").format(specialization=specialization_word(name), box=box)


def list_label(explorer: Any) -> str:
    """One line of the list: the name and the level (or that the explorer died)."""
    from spacealert_tui.record.explorer_sheet import level_word

    sheet = explorer.sheet
    owed = " " + _("+box") if sheet.boxes_owed > 0 and not sheet.dead else ""
    state = _("dead") if sheet.dead else level_word(explorer)
    return f"{sheet.name} · {state}{owed}"


class ExplorersScreen(Screen[None]):
    """The explorers and the highlighted one's sheet, with the few changes a sheet takes
    between missions."""

    CSS_PATH = Path(__file__).with_name("explorers.tcss")
    SUB_TITLE = N_("Explorers")
    COMMANDS = Screen.COMMANDS | {ScreenKeyCommands}
    BINDINGS = [
        Binding("escape", "back", N_("Back")),
        Binding("n", "new(True)", N_("New explorer")),
        Binding("N", "new(False)", N_("New stubborn"), show=False),
        Binding("t", "tick", N_("Tick a box")),
        Binding("s", "sign", N_("Sign consent")),
        Binding("w", "settle", N_("Make waiting awards")),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.sub_title = _(self.SUB_TITLE)
        self.explorers: list[Any] = []
        self.problem = ""
        self.consent = True                 # of the explorer being created
        self.choosing: str | None = None    # the explorer whose box is being chosen
        self.waiting = 0                    # won missions whose award a closed app left waiting

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="explorers-body"):
            with Vertical(id="explorers-side"):
                yield Menu(id="explorers-list")
                yield Input(placeholder=_("name of the new explorer"), id="explorers-name")
                yield OptionList(id="explorers-boxes", markup=False)
            with VerticalScroll(id="explorers-detail"):
                yield Static("", id="explorers-sheet", markup=False)
        yield Static("", id="explorers-note", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.reload()
        self.query_one("#explorers-list", Menu).focus()

    # -- reading ----------------------------------------------------------------------------------
    def reload(self, keep: str | None = None) -> None:
        from spacealert_tui.record.logbook import Logbook

        skipped: list[str] = []
        try:
            with Logbook.open() as book:
                self.explorers = book.explorers(skipped)
                self.waiting = len(book.pending_awards())
            self.problem = ""
            for problem in skipped:     # a damaged row is skipped with a notice
                self.notify(_("Skipped {problem}").format(problem=problem), severity="warning", markup=False)
        except Exception as exc:       # a broken logbook is said, never a crash
            logger.warning("the explorers could not be read", exc_info=True)
            self.explorers, self.problem = [], _("The explorers could not be read: {problem}").format(problem=exc)
            self.waiting = 0
        if self.waiting:
            self.note(ngettext("{n} won mission waits for its explorers' award (the app closed before it "
                               "was made): press w to make it now.",
                               "{n} won missions wait for their explorers' awards (the app closed before "
                               "they were made): press w to make them now.", self.waiting).format(n=self.waiting))
        self.refresh_bindings()
        menu = self.query_one("#explorers-list", Menu)
        menu.set_entries((str(i), list_label(e)) for i, e in enumerate(self.explorers))
        names = [e.name.casefold() for e in self.explorers]
        if keep and keep.casefold() in names:
            menu.highlighted = names.index(keep.casefold())
        self.show_sheet()

    def current(self) -> Any | None:
        index = self.query_one("#explorers-list", Menu).highlighted
        return self.explorers[index] if index is not None and index < len(self.explorers) else None

    def show_sheet(self) -> None:
        from spacealert_tui.record.explorer_sheet import sheet_text

        explorer = self.current()
        if self.problem:
            text = self.problem
        elif explorer is None:
            text = _("No explorers yet. Press n to create one: an explorer is a name and a sheet that "
                     "gains experience and levels over missions and campaigns (The New Frontier).")
        else:
            text = sheet_text(explorer)
        self.query_one("#explorers-sheet", Static).update(text)

    @on(OptionList.OptionHighlighted, "#explorers-list")
    def _highlighted(self) -> None:
        self.show_sheet()

    def note(self, text: str) -> None:
        self.query_one("#explorers-note", Static).update(text)

    # -- changes ----------------------------------------------------------------------------------
    def _write(self, failed: str, change) -> bool:
        """`change(logbook)`; `failed` ("Could not …: {problem}") says it when it fails."""
        from spacealert_tui.record.logbook import Logbook

        try:
            with Logbook.open() as book:
                change(book)
            return True
        except Exception as exc:
            logger.warning("the explorers could not be written", exc_info=True)
            self.note(failed.format(problem=exc))
            return False

    def action_new(self, consent: bool = True) -> None:
        self.consent = consent
        name = self.query_one("#explorers-name", Input)
        name.placeholder = (_("name of the new explorer") if consent
                            else _("name of the new explorer (stubborn: no cloning)"))
        name.value = ""
        name.add_class("-shown")
        name.focus()
        self.note(_("Type the name, enter creates the explorer, escape cancels."))

    @on(Input.Submitted, "#explorers-name")
    def _named(self, event: Input.Submitted) -> None:
        name = " ".join(event.value.split())
        if not name:
            return
        if self._write(_("Could not create the explorer: {problem}"),
                       lambda book: book.new_explorer(name, consent=self.consent)):
            self.note(_("{name} joins the explorers at level 0.").format(name=name))
            self._close_inputs()
            self.reload(keep=name)

    def action_tick(self) -> None:
        explorer = self.current()
        if explorer is None or explorer.sheet.dead:
            return
        choices = explorer.sheet.box_choices()
        if not choices:
            self.note(_("{name} has no specialization box to tick: each level reached grants one.").format(
                name=explorer.name))
            return
        self.choosing = explorer.name
        boxes = self.query_one("#explorers-boxes", OptionList)
        boxes.clear_options()
        boxes.add_options(sheet_box_label(name, box) for name, box in choices)
        boxes.highlighted = 0
        boxes.add_class("-shown")
        boxes.focus()
        self.note(_("{name} reached level {level}: choose the box to tick (enter; box 1 learns a "
                    "specialization), escape to choose later.").format(name=explorer.name,
                                                                       level=explorer.sheet.level))

    @on(OptionList.OptionSelected, "#explorers-boxes")
    def _box_chosen(self, event: OptionList.OptionSelected) -> None:
        name = self.choosing
        explorer = next((e for e in self.explorers if e.name == name), None)
        if explorer is None:
            return
        choices = explorer.sheet.box_choices()
        if event.option_index >= len(choices):
            return
        spec, box = choices[event.option_index]
        if self._write(_("Could not tick the box: {problem}"),
                       lambda book: book.tick_specialization(explorer.name, spec)):
            self.note(_("{name}: {box} ticked.").format(name=explorer.name, box=sheet_box_label(spec, box)))
            self._close_inputs()
            self.reload(keep=explorer.name)

    def action_sign(self) -> None:
        explorer = self.current()
        if explorer is None or explorer.sheet.dead or explorer.sheet.consent:
            if explorer is not None and explorer.sheet.consent and not explorer.sheet.dead:
                self.note(_("{name} already consents to cloning.").format(name=explorer.name))
            return
        from spacealert_tui.tui.dialogs.confirm import ConfirmScreen

        from spacealert_tui.record.campaign import consent_note, flown_stubborn

        during = consent_note(explorer.name) if flown_stubborn(explorer.name) else ""

        def signed(yes: bool | None) -> None:
            if yes and self._write(_("Could not sign consent: {problem}"),
                                   lambda book: book.sign_consent(explorer.name)):
                self.note(_("{name} signed cloning consent.").format(name=explorer.name)
                          + (" " + during if during else ""))
                self.reload(keep=explorer.name)

        details = _("It cannot be undone: a failed mission then clones them instead of killing them.")
        self.app.push_screen(ConfirmScreen(_("{name} signs cloning consent?").format(name=explorer.name),
                                           details + ("\n" + during if during else "")), signed)

    def action_settle(self) -> None:
        """The awards left waiting, made with the automatic achievements (as `spacealert
        explorers --settle`)."""
        from spacealert_tui.record.explorers import training_waiting

        settled: list[int] = []
        problems: list[str] = []
        training: list[str] = []

        def settle(book) -> None:
            training.extend(training_waiting(book))       # awarded nothing: said why (EX18)
            settled.append(book.settle_all_pending(problems))

        if self._write(_("Could not make the waiting awards: {problem}"), settle):
            self.reload(keep=getattr(self.current(), "name", None))
            self.note("\n".join([ngettext("{n} waiting award made.", "{n} waiting awards made.",
                                           settled[0]).format(n=settled[0]), *training, *problems]))

    def _close_inputs(self) -> bool:
        closed = False
        for widget in (self.query_one("#explorers-name", Input), self.query_one("#explorers-boxes", OptionList)):
            if widget.has_class("-shown"):
                widget.remove_class("-shown")
                closed = True
        self.choosing = None
        if closed:
            self.query_one("#explorers-list", Menu).focus()
        return closed

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        explorer = self.current() if self.is_mounted else None
        if action == "tick":
            return explorer is not None and not explorer.sheet.dead and explorer.sheet.boxes_owed > 0
        if action == "sign":
            return explorer is not None and not explorer.sheet.dead and not explorer.sheet.consent
        if action == "settle":
            return self.waiting > 0
        return True

    def action_back(self) -> None:
        if self._close_inputs():
            self.note("")
            return
        self.dismiss(None)
