"""After a won mission flown by explorers: the achievements the crew judges, as a short
checklist, and the specialization box each level reached grants.

`JudgedScreen(explorers, solo)` lists the judged achievements (social skills, close
shaves, master strokes, specialist genius; in solo only those the rules leave to a lone
captain, ruling EX9) for one explorer at a time: `←`/`→` on the explorer line switches
explorer, `space` ticks, `ctrl+s` (or the button) confirms, dismissed with explorer name →
achievement ids; `escape` grants none ({}).

`BoxScreen(name, level, choices)` offers the boxes the level allows (N16, with the level
gates); dismissed with the specialization chosen, or None to choose later in Explorers.
"""
from __future__ import annotations

from pathlib import Path

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, OptionList, SelectionList, Static

from spacealert_tui.i18n import N_, _
from spacealert_tui.rules.achievements import JUDGED_CATEGORIES, Achievement, judged
from spacealert_tui.rules.text import tr
from spacealert_tui.tui.widgets.choice import Choice

CATEGORY_WORDS = {"social": N_("social skills"), "close_shaves": N_("close shaves"),
                  "master_strokes": N_("master strokes"), "specialist": N_("specialist genius")}
#: The specializations as the crew reads them (*The New Frontier*'s words: docs/glossary.md).
SPECIALIZATION_WORDS = {
    "rocket_launcher": N_("rocket launcher"), "data_analyst": N_("data analyst"),
    "energy_technician": N_("energy technician"), "pulse_gunner": N_("pulse gunner"), "medic": N_("medic"),
    "teleporter": N_("teleporter"), "hypernavigator": N_("hypernavigator"), "special_ops": N_("special ops"),
    "squad_leader": N_("squad leader"), "mechanic": N_("mechanic"),
}


def mission_judged(solo: bool) -> tuple[Achievement, ...]:
    """The judged achievements a mission may grant (the campaign's own, Honeymoon, waits
    for a campaign)."""
    return tuple(a for a in judged(solo=solo) if a.category in JUDGED_CATEGORIES)


def item_text(a: Achievement) -> str:
    category = _(CATEGORY_WORDS[a.category]) if a.category in CATEGORY_WORDS else a.category
    if a.min_level:
        return _("{name} ({category}, {xp} XP, level {level}+)").format(
            name=tr(a.name), category=category, xp=a.xp, level=a.min_level)
    return _("{name} ({category}, {xp} XP)").format(name=tr(a.name), category=category, xp=a.xp)


class JudgedScreen(ModalScreen[dict[str, list[str]]]):
    """The crew's judgement, explorer by explorer."""

    CSS_PATH = Path(__file__).with_name("after_mission.tcss")
    BINDINGS = [Binding("escape", "none", N_("None of them")), Binding("ctrl+s", "done", N_("Done")),
                Binding("left", "explorer(-1)", N_("Previous explorer"), show=False),
                Binding("right", "explorer(1)", N_("Next explorer"), show=False)]

    def __init__(self, explorers: list[str], *, solo: bool = False, levels: dict[str, int] | None = None,
                 items: tuple[Achievement, ...] | None = None, campaign: bool = False) -> None:
        super().__init__()
        self.campaign = campaign            # a campaign's end: what was earned in one of its missions
        self.explorers = explorers
        self.items = mission_judged(solo) if items is None else items
        self.levels = levels or {}          # explorer → the level flown at: gated ones are not offered
        self.ticked: dict[str, set[str]] = {name: set() for name in explorers}
        self.showing = explorers[0] if explorers else ""

    def items_for(self, name: str) -> tuple[Achievement, ...]:
        """What this explorer may be granted: an achievement marked 2+ or 5+ is not offered
        below that level (N14; the level the mission was flown at, ruling EX3)."""
        level = self.levels.get(name)
        return tuple(a for a in self.items if level is None or a.min_level <= level)

    def compose(self) -> ComposeResult:
        with Vertical(id="after-box"):
            question = (_("Did the crew earn any of these in one of the campaign's missions? The crew "
                          "judges; each explorer takes at most one per category for the whole campaign, "
                          "if their level allows it. Space ticks, ←→ another explorer, ctrl+s when done.")
                        if self.campaign else
                        _("Did the crew earn any of these? The crew judges; each explorer takes at "
                          "most one per category, if their level allows it. Space ticks, ←→ "
                          "another explorer, ctrl+s when done."))
            yield Static(question, id="after-question", markup=False)
            label = _("Explorer")
            yield Choice(label, [(n, n) for n in self.explorers], self.showing, id="after-explorer",
                         label_width=max(9, len(label)))
            yield SelectionList[str](*((item_text(a), a.id) for a in self.items_for(self.showing)),
                                     id="after-list")
            with Horizontal(id="after-buttons"):
                yield Button(_("Done (ctrl+s)"), id="after-done", variant="primary", compact=True)
                yield Button(_("None (esc)"), id="after-none", compact=True)

    def on_mount(self) -> None:
        self.query_one("#after-list", SelectionList).focus()

    def action_explorer(self, delta: int) -> None:
        self.query_one("#after-explorer", Choice).action_step(delta)

    @on(Choice.Changed, "#after-explorer")
    def _explorer(self, event: Choice.Changed) -> None:
        self.showing = str(event.value)
        listing = self.query_one("#after-list", SelectionList)
        items = self.items_for(self.showing)
        if [a.id for a in items] != [listing.get_option_at_index(i).value for i in range(listing.option_count)]:
            highlighted = listing.highlighted
            listing.clear_options()
            listing.add_options([(item_text(a), a.id) for a in items])
            if highlighted is not None and items:
                listing.highlighted = min(highlighted, len(items) - 1)
        else:
            listing.deselect_all()
        for ident in self.ticked[self.showing]:
            listing.select(ident)

    @on(SelectionList.SelectedChanged, "#after-list")
    def _ticked(self, event: SelectionList.SelectedChanged) -> None:
        if self.showing:
            self.ticked[self.showing] = set(event.selection_list.selected)

    @on(Button.Pressed, "#after-done")
    def action_done(self) -> None:
        self.dismiss({name: sorted(ids) for name, ids in self.ticked.items() if ids})

    @on(Button.Pressed, "#after-none")
    def action_none(self) -> None:
        self.dismiss({})


def box_label(name: str, box: int) -> str:
    """"medic, box 2" (box 1 learns the specialization)."""
    shown = _(SPECIALIZATION_WORDS[name]) if name in SPECIALIZATION_WORDS else name.replace("_", " ")
    return _("{specialization}, box {box}").format(specialization=shown, box=box)


class BoxScreen(ModalScreen[str | None]):
    """One specialization box for a level reached."""

    CSS_PATH = Path(__file__).with_name("after_mission.tcss")
    BINDINGS = [Binding("escape", "later", N_("Later"))]

    def __init__(self, name: str, level: int, choices: tuple[tuple[str, int], ...]) -> None:
        super().__init__()
        self.explorer, self.level, self.choices = name, level, choices

    def compose(self) -> ComposeResult:
        with Vertical(id="after-box"):
            yield Static(_("{explorer} reached level {level}: tick one specialization box "
                           "(box 1 learns a specialization). Enter ticks it; escape chooses later, "
                           "in Explorers.").format(explorer=self.explorer, level=self.level),
                         id="after-question", markup=False)
            yield OptionList(*(box_label(n, b) for n, b in self.choices), id="after-boxes", markup=False)

    def on_mount(self) -> None:
        self.query_one("#after-boxes", OptionList).focus()

    @on(OptionList.OptionSelected, "#after-boxes")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(self.choices[event.option_index][0])

    def action_later(self) -> None:
        self.dismiss(None)
