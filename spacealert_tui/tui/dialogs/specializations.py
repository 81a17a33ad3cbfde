"""The set-up's specializations step (The New Frontier, pp.13–15).

`SpecializationsScreen(draft)` comes after the set-up when the crew plays with
specializations. Chosen by the crew: each crew member one of the ten, or none (a
heroic card), and a level 1–3; an explorer from the logbook takes one from their
sheet, at the level ticked there; in a crew with explorers (the experience system) an
android takes only a specialization a human explorer of the crew knows, at the level
of the one who knows it best, or none (p.26, *Los androides especializados*). Dealt:
the app deals two basic cards to each crew member, androids too (seeded by the
mission's seed), and each keeps one at level 1.
Two crew members may never share a specialization. Every choice is saved to the
draft at once; it dismisses with True when the crew confirms, None on escape.
"""
from __future__ import annotations

import logging

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Header, Static

from spacealert_tui.i18n import N_, _
from spacealert_tui.record.crew import explorer_may_fly
from spacealert_tui.record.draft import MissionDraft
from spacealert_tui.record.spec_words import label as label                  # the campaign reads it here
from spacealert_tui.record.spec_words import plan_check as plan_check        # the solo round reads it here
from spacealert_tui.record.specializations import DEALT_LEVEL, LEVELS, android_choices, android_problem, deal, shared
from spacealert_tui.rules.explorers import SPECIALIZATIONS
from spacealert_tui.tui.widgets.choice import Choice
from spacealert_tui.tui.widgets.footer import Footer

logger = logging.getLogger(__name__)


def explorer_specializations(names: list[str]) -> dict[str, tuple[tuple[str, int], ...]]:
    """The specializations on the sheets of the explorers flying seats (name -> (spec,
    level)); nothing when the logbook cannot be read (the crew then chooses freely)."""
    wanted = {n for n in names if n}
    if not wanted:
        return {}
    try:
        from spacealert_tui.record.logbook import Logbook
        with Logbook.open() as book:
            return {e.name: tuple((s.name, s.boxes) for s in e.sheet.specializations)
                    for e in book.explorers() if e.name in wanted}
    except Exception:
        logger.warning("the explorers' sheets could not be read for the specializations", exc_info=True)
        return {}


class SpecializationsScreen(Screen[bool | None]):
    """Each crew member's specialization and level, chosen or dealt."""

    DEFAULT_CSS = """
    SpecializationsScreen #specs-body { padding: 0 1; max-width: 110; height: 1fr; }
    SpecializationsScreen .specs-title { text-style: bold; color: $accent; height: 1; }
    SpecializationsScreen .specs-note { color: $text-muted; height: auto; }
    SpecializationsScreen .spec-row { height: auto; width: 100%; }
    SpecializationsScreen .spec-name { width: 15; }
    SpecializationsScreen .spec-choice { width: 26; margin-right: 1; }
    SpecializationsScreen .spec-level { width: 12; margin-right: 1; }
    SpecializationsScreen .spec-dealt { width: 1fr; height: auto; color: $text-muted; }
    SpecializationsScreen #specs-errors { color: $error; height: auto; }
    SpecializationsScreen #specs-confirm-line { height: 1; margin-top: 1; }
    SpecializationsScreen #specs-help { height: 3; padding: 0 1; color: $text-muted;
                                        text-style: italic; border-top: solid $primary; }
    """
    BINDINGS = [
        Binding("escape", "back", N_("Back")),
        Binding("f10,ctrl+s", "confirm", N_("Confirm"), key_display="F10"),
        Binding("down", "app.focus_next", N_("Next"), show=False, priority=True),
        Binding("up", "app.focus_previous", N_("Previous"), show=False, priority=True),
    ]

    def __init__(self, draft: MissionDraft, sheets: dict[str, tuple[tuple[str, int], ...]] | None = None) -> None:
        super().__init__()
        self.draft = draft
        self.dealt = draft.specializations == "dealt"
        crew = draft.crew
        self.sheets = (explorer_specializations([s.explorer for s in crew])
                       if sheets is None else sheets)
        self.hands = deal(draft.deck_seed, len(crew)) if self.dealt else []
        self._settle()

    # -- the choices each seat has -------------------------------------------------------
    def sheet_of(self, i: int) -> tuple[tuple[str, int], ...] | None:
        """The explorer's sheet's specializations when seat `i` is flown by one (chosen
        mode only: a dealt crew plays without the experience system)."""
        seat = self.draft.crew[i]
        if self.dealt or not seat.explorer or seat.explorer not in self.sheets \
                or not explorer_may_fly(self.draft.crew, seat):
            return None
        return self.sheets[seat.explorer]

    @property
    def experienced(self) -> bool:
        """The crew plays with the experience system: specializations chosen, a human
        seat flown by an explorer whose sheet the app read."""
        return not self.dealt and any(self.sheet_of(i) is not None for i in range(len(self.draft.crew)))

    def known(self) -> dict[str, int]:
        """What the crew's explorers know, each at the best one's level: the androids'
        choice in an experienced crew (in solo, the captain's sheet: ruling NS21)."""
        return android_choices([sheet for i in range(len(self.draft.crew))
                                if (sheet := self.sheet_of(i)) is not None])

    def android_limited(self, i: int) -> bool:
        """Seat `i` is an android of an experienced crew (its choice follows the explorers');
        a solo captain flown by an explorer takes from their own sheet."""
        return self.draft.crew[i].android and self.experienced and self.sheet_of(i) is None

    def options(self, i: int) -> list[tuple[str, str]]:
        if self.dealt:
            return [(name, label(name)) for name in self.hands[i]]
        if self.android_limited(i):
            return [(name, _("{name}, level {level}").format(name=label(name), level=level))
                    for name, level in self.known().items()] + [("", _("none: a heroic card"))]
        sheet = self.sheet_of(i)
        if sheet is not None:
            if not sheet:
                return [("", _("none on the sheet: a heroic card"))]
            return [(name, _("{name}, level {level}").format(name=label(name), level=level))
                    for name, level in sheet]
        return [("", _("none: a heroic card"))] + [(name, label(name)) for name in SPECIALIZATIONS]

    def choice_width(self) -> int:
        """The specialization column: as wide as the longest name any row offers in the crew's
        language (Spanish and Portuguese run to 35 letters: "especialista em operações
        especiais"), so that none is cut; the level and the dealt note keep the rest."""
        longest = max((len(text) for i in range(len(self.draft.crew)) for _v, text in self.options(i)),
                      default=18)
        return max(26, longest + 5)        # ‹ name › and the Choice's right padding

    def fixed_level(self, i: int) -> int | None:
        """The level a seat cannot change: dealt cards are level 1, a sheet says its own."""
        if self.dealt:
            return DEALT_LEVEL
        sheet = self.sheet_of(i)
        if sheet is not None:
            return dict(sheet).get(self.draft.crew[i].specialization, 1)
        if self.android_limited(i):
            return self.known().get(self.draft.crew[i].specialization, 1)
        return None

    def _settle(self) -> None:
        """Each seat's specialization made one its options allow (a dealt seat keeps its
        first card until it picks), its level the one that is fixed."""
        for i, seat in enumerate(self.draft.crew):
            allowed = [value for value, _text in self.options(i)]
            if seat.specialization not in allowed or (not seat.specialization and self.android_limited(i)):
                taken = {s.specialization for s in self.draft.crew if s is not seat}
                seat.specialization = next((v for v in allowed if v not in taken), allowed[-1]) \
                    if self.android_limited(i) else allowed[0]
            fixed = self.fixed_level(i)
            if fixed is not None:
                seat.specialization_level = fixed
            elif seat.specialization_level not in LEVELS:
                seat.specialization_level = 1

    # -- layout ------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="specs-body"):
            if self.dealt:
                yield Static(_("Specializations: dealt"), classes="specs-title", markup=False)
                yield Static(_("Two basic special cards dealt to each crew member, androids too: "
                               "each keeps one, at level 1 (The New Frontier p.15). Two crew "
                               "members never share a specialization."),
                             classes="specs-note", markup=False)
            else:
                yield Static(_("Specializations: chosen by the crew"), classes="specs-title",
                             markup=False)
                yield Static(_("Each crew member one of the ten and its level (an explorer: from "
                               "their sheet). A specialist has no heroic card; two crew members "
                               "never share a specialization."), classes="specs-note", markup=False)
            width = self.choice_width()
            for i, seat in enumerate(self.draft.crew):
                with Horizontal(classes="spec-row", id=f"spec-row-{i}"):
                    name = seat.name or _("crew {n}").format(n=i + 1)
                    who = f"{i + 1}. {name}"
                    yield Static(who if len(who) < 15 else who[:13] + "…", classes="spec-name",
                                 markup=False)
                    choice = Choice("", self.options(i), seat.specialization, id=f"spec-{i}",
                                    classes="spec-choice", max_text=width - 5)
                    choice.styles.width = width
                    yield choice
                    level = Choice(_("level"), [(n, str(n)) for n in LEVELS], seat.specialization_level,
                                   id=f"spec-level-{i}", classes="spec-level",
                                   disabled=self.fixed_level(i) is not None)
                    level.display = not self.dealt          # dealt cards are level 1: the note says so
                    yield level
                    yield Static(self.hand_text(i), id=f"spec-dealt-{i}", classes="spec-dealt",
                                 markup=False)
            yield Static("", id="specs-errors", markup=False)
            with Horizontal(id="specs-confirm-line"):
                yield Button(_("Confirm the specializations"), id="specs-confirm", variant="primary",
                             compact=True)
        yield Static("", id="specs-help", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = _("Specializations")
        self._save()
        self.check()
        self.query_one("#spec-0", Choice).focus()

    def hand_text(self, i: int) -> str:
        if self.dealt:
            other = next(c for c in self.hands[i] if c != self.draft.crew[i].specialization)
            return _("the other: {card}").format(card=label(other))
        if self.sheet_of(i) is not None:
            return _("from {name}'s sheet").format(name=self.draft.crew[i].explorer)
        if self.android_limited(i):
            return _("android: what the crew's explorers know")
        return _("android") if self.draft.crew[i].android else ""

    def on_descendant_focus(self) -> None:
        focused = self.focused
        text = ""
        if focused is not None and (focused.id or "").startswith("spec-level-"):
            text = _("Level 1: the basic card, once. Level 2: the advanced card, once, either "
                     "half up. Level 3: both cards, each once.")
        elif focused is not None and (focused.id or "").startswith("spec-"):
            text = (_("Keep one of the two cards dealt (←→); the other goes to the discard pile.")
                    if self.dealt else _("←→ or a letter: the specialization of this crew member."))
        self.query_one("#specs-help", Static).update(text)

    # -- checking ----------------------------------------------------------------------
    def problems(self) -> list[str]:
        crew = self.draft.crew
        out = []
        both = shared([seat.specialization for seat in crew])
        if both is not None:
            one, two = crew[both[0]], crew[both[1]]
            out.append(_("{one} and {two} both have the {spec}: two crew members may not share a "
                         "specialization").format(one=one.name, two=two.name,
                                                  spec=label(one.specialization)))
        if self.experienced:
            known = self.known()
            for i, seat in enumerate(crew):
                if not self.android_limited(i):
                    continue
                why = android_problem(seat.specialization, seat.specialization_level, known)
                if why == "unknown":
                    out.append(_("{name} is an android: it may learn only a specialization a human "
                                 "explorer of the crew knows, not the {spec}").format(
                        name=seat.name, spec=label(seat.specialization)))
                elif why == "level":
                    out.append(_("{name} is an android: it learns the {spec} at level {level}, the "
                                 "level of the explorer who knows it best").format(
                        name=seat.name, spec=label(seat.specialization), level=known[seat.specialization]))
        return out

    def check(self) -> bool:
        problems = self.problems()
        errors = self.query_one("#specs-errors", Static)
        errors.update("\n".join(f"✗ {p}" for p in problems))
        errors.display = bool(problems)
        return not problems

    # -- events ------------------------------------------------------------------------
    @on(Choice.Changed, ".spec-choice")
    def specialization_changed(self, event: Choice.Changed) -> None:
        i = int(str(event.choice.id).rsplit("-", 1)[1])
        seat = self.draft.crew[i]
        seat.specialization = str(event.value or "")
        fixed = self.fixed_level(i)
        if fixed is not None:
            seat.specialization_level = fixed
        self.query_one(f"#spec-dealt-{i}", Static).update(self.hand_text(i))
        level = self.query_one(f"#spec-level-{i}", Choice)
        level.value = seat.specialization_level
        level.disabled = fixed is not None
        self.draft.fit_teleport()           # no Teleporter any more: no tokens lie out
        self._save()
        self.check()

    @on(Choice.Changed, ".spec-level")
    def level_changed(self, event: Choice.Changed) -> None:
        i = int(str(event.choice.id).rsplit("-", 1)[1])
        self.draft.crew[i].specialization_level = int(str(event.value or 1))
        self._save()

    @on(Button.Pressed, "#specs-confirm")
    def confirm_pressed(self) -> None:
        self.action_confirm()

    def action_confirm(self) -> None:
        if not self.check():
            self.notify(_("Fix first: {problems}").format(problems="; ".join(self.problems())),
                        severity="error", markup=False, timeout=6)
            return
        self._save()
        self.dismiss(True)

    def action_back(self) -> None:
        self.dismiss(None)

    def _save(self) -> None:
        """Write the draft; a failure is said and the crew goes on (issue 26)."""
        try:
            self.draft.save()
        except OSError as exc:
            self.notify(_("Cannot save the mission: {reason}").format(reason=exc.strerror or exc),
                        severity="error", markup=False)
