"""The campaign's steps between two missions: the repair step (rulebook §6.2) and the
levelling of specializations (The New Frontier p.15). Each dismisses with the crew's
choice; `tui/flows/campaign.py` carries it out on the campaign's state.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, Static

from spacealert_tui.i18n import N_, _
from spacealert_tui.record.campaign import CampaignState
from spacealert_tui.rules.campaign import Aftermath
from spacealert_tui.rules.text import tr
from spacealert_tui.tui.campaign_text import aftermath_lines, levelling_clash, levelling_options, repair_options
from spacealert_tui.tui.widgets.choice import Choice
from spacealert_tui.tui.widgets.footer import Footer

#: A repair plan as the repair step gives it: [(member, "red:shield" or None)], the lone
#: squad's storage (None: two squads, or none, left).
RepairChoice = tuple[list[tuple[str, str | None]], str | None]


def refused(screen: Screen[Any], problems: list[str], title: str) -> bool:
    """Say why a between-missions choice is refused (as a notification); whether it is."""
    if problems:
        screen.notify(_("Refused: {reasons}").format(reasons="; ".join(problems)), title=title,
                      severity="error", markup=False, timeout=8)
    return bool(problems)


class Step(Screen[Any]):
    """A step between two missions: one choice per crew member, ↑↓ from one to the next,
    what is refused said as the choices change (`check`)."""

    CSS_PATH = Path(__file__).with_name("campaign.tcss")
    BINDINGS = [
        Binding("down", "app.focus_next", N_("Next"), show=False, priority=True),
        Binding("up", "app.focus_previous", N_("Previous"), show=False, priority=True),
    ]

    def on_mount(self) -> None:
        choices = self.query(Choice)
        if choices:
            choices.first().focus()
        self.check()

    def on_choice_changed(self, _: Choice.Changed) -> None:
        self.check()

    def check(self) -> list[str]:
        """What the crew's choices break, one line each (and shown on the screen)."""
        raise NotImplementedError


class RepairScreen(Step):
    """The repair step (§6.2): the aftermath, then one repair per member not knocked out,
    in crew order, and — when the plan leaves a single squad — the storage it starts in.
    Dismisses with (plan [(name, repair or None)], squad storage or None), "stop", or None."""

    SUB_TITLE = N_("Repairs")
    BINDINGS = [
        Binding("f10,ctrl+s", "apply", N_("Repair"), key_display="F10"),
        Binding("x", "stop", N_("Stop and score"), priority=True),   # before a choice's typing
        Binding("escape", "back", N_("Back")),
    ]

    def __init__(self, state: CampaignState) -> None:
        super().__init__()
        self.state = state
        self.after: Aftermath = state.campaign().aftermath()
        self.storage_default: str | None = None     # where the lone squad came from, as shown

    def options(self) -> list[tuple[str, str]]:
        return repair_options(self.after)

    def aftermath_lines(self) -> list[str]:
        return aftermath_lines(self.after)

    def compose(self) -> ComposeResult:
        from spacealert_tui.rules.campaign import SQUAD_STORAGES
        n = len(self.state.missions)
        self.sub_title = _(self.SUB_TITLE)
        yield Header()
        yield Static(_("Repairs after mission {n}: each member not knocked out repairs one tile "
                       "(at most 2 per zone) or reactivates one squad, or nothing.").format(n=n),
                     id="repair-banner", markup=False)
        with VerticalScroll(id="repair-body"):
            with Vertical(id="repair-aftermath") as box:
                box.border_title = _("The ship after the mission (malfunctions are gone)")
                yield Static("\n".join(self.aftermath_lines()), id="repair-aftermath-text", markup=False)
            with Vertical(id="repair-plan") as plan:
                plan.border_title = _("Repairs, in crew order")
                options = self.options()
                for i, name in enumerate(self.after.crew):
                    with Horizontal(classes="repair-row"):
                        if name in self.after.knocked_out:
                            yield Static(f"{i + 1}. {name}", classes="repair-name", markup=False)
                            yield Static(_("knocked out: wakes up, repairs nothing"), markup=False,
                                         classes="repair-out")
                        else:
                            yield Choice(f"{i + 1}. {name}", options, "", id=f"repair-{i}",
                                         label_width=18, max_text=34)
                with Horizontal(classes="repair-row", id="repair-storage-row"):
                    yield Choice(_("Last squad in"), [(s.label, tr(s.label)) for s in SQUAD_STORAGES],
                                 id="repair-storage", label_width=18)
                    yield Static(_("one squad left: the crew picks its storage"),
                                 classes="repair-out", markup=False)
            yield Static("", id="repair-problems", markup=False)
        yield Static(_("↑↓ member · ←→ choose · F10 repair and go on · x stop and score · esc back"),
                     id="repair-help", markup=False)
        yield Footer()

    def plan(self) -> list[tuple[str, str | None]]:
        out = []
        for i, name in enumerate(self.after.crew):
            found = self.query(f"#repair-{i}")
            if found:
                value = found.first(Choice).value
                out.append((name, value or None))
        return out

    def storage(self) -> str | None:
        """The lone squad's storage as chosen (None when the plan leaves two squads or none)."""
        if not self.query_one("#repair-storage-row").display:
            return None
        return self.query_one("#repair-storage", Choice).value

    def show_storage(self) -> None:
        """The storage choice only while the plan leaves one squad; back to where that squad
        came from whenever it is another squad."""
        from spacealert_tui.rules.campaign import lone_squad
        squad = lone_squad(self.after, self.plan())
        last = squad.label if squad is not None else None
        self.query_one("#repair-storage-row").display = last is not None
        if last is not None and last != self.storage_default:
            self.query_one("#repair-storage", Choice).value = last
        self.storage_default = last

    def check(self) -> list[str]:
        from spacealert_tui.rules.campaign import check_repairs
        self.show_storage()
        storage = self.storage()
        problems = [f"{p.member}: {tr(p.message)}" if p.member else tr(p.message)
                    for p in check_repairs(self.after, self.plan(), storage)]
        text = Text()
        if problems:
            text.append(_("Not allowed:") + "\n", style="bold")
            text.append("\n".join(f"  {p}" for p in problems))
        else:
            shown = dict(self.options())
            chosen = [f"{name}: {shown.get(r, r)}" for name, r in self.plan() if r]
            text.append(_("Plan: {repairs}").format(repairs="; ".join(chosen) if chosen else _("no repairs")))
            if storage is not None:
                text.append(_("; the last squad starts in {storage}").format(storage=tr(storage)))
        widget = self.query_one("#repair-problems", Static)
        widget.update(text)
        widget.set_class(bool(problems), "-error")
        return problems

    def action_apply(self) -> None:
        if not refused(self, self.check(), _("Repairs")):
            self.dismiss((self.plan(), self.storage()))

    def action_stop(self) -> None:
        self.dismiss("stop")

    def action_back(self) -> None:
        self.dismiss(None)


class LevelScreen(Step):
    """The levelling step after a successful campaign mission, for a crew without the
    experience system (The New Frontier p.15): each crew member keeps their specialization
    one level up (1→2 the advanced card, 2→3 both, at most 3) or swaps it for one nobody
    holds, at level 1; an explorer's seat is left out (their sheet says what they know).
    Dismisses with each levelling seat's (specialization, level), or None (later)."""

    SUB_TITLE = N_("Specializations")
    BINDINGS = [
        Binding("f10,ctrl+s", "confirm", N_("Confirm"), key_display="F10"),
        Binding("escape", "back", N_("Later")),
    ]

    def __init__(self, state: CampaignState) -> None:
        super().__init__()
        self.state = state
        self.seats = state.levelling_seats()

    def options(self, i: int) -> list[tuple[str, str]]:
        return levelling_options(self.state, i)

    def compose(self) -> ComposeResult:
        self.sub_title = _(self.SUB_TITLE)
        yield Header()
        yield Static(_("Mission {n} survived: each crew member keeps their specialization one level "
                       "up (at most 3) or swaps it for a free one at level 1.").format(n=len(self.state.missions)),
                     id="level-banner", markup=False)
        with VerticalScroll(id="level-body"):
            with Vertical(id="level-plan") as plan:
                plan.border_title = _("Specializations for mission {n}").format(n=self.state.next_number)
                for i in self.seats:
                    crew = self.state.crew[i]
                    options = self.options(i)
                    yield Choice(f"{i + 1}. {crew['name']}", options, options[0][0], id=f"level-{i}",
                                 label_width=18, max_text=44, classes="level-row")
                explorers = [c["name"] for c in self.state.crew if c.get("explorer")]
                if explorers:
                    yield Static(_("Explorers keep what they fly with: {names}").format(names=", ".join(explorers)),
                                 classes="repair-out", markup=False)
            yield Static("", id="level-problems", markup=False)
        yield Static(_("↑↓ member · ←→ choose · F10 confirm · esc later"), id="level-help", markup=False)
        yield Footer()

    def chosen(self) -> list[tuple[str, int]]:
        out = []
        for i in self.seats:
            name, _sep, level = str(self.query_one(f"#level-{i}", Choice).value).rpartition(":")
            out.append((name, int(level)))
        return out

    def check(self) -> list[str]:
        clash = levelling_clash(self.state, {i: name for i, (name, _level) in zip(self.seats, self.chosen())})
        problems = [clash] if clash else []
        widget = self.query_one("#level-problems", Static)
        widget.update(_("Not allowed: {problem}").format(problem=problems[0]) if problems else "")
        widget.set_class(bool(problems), "-error")
        return problems

    def action_confirm(self) -> None:
        if not refused(self, self.check(), _("Specializations")):
            self.dismiss(self.chosen())

    def action_back(self) -> None:
        self.dismiss(None)
