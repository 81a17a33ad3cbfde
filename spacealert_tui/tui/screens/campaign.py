"""The campaign between its missions (rulebook ch. 6): the logbook lines so far, the ship
carried, the next mission's difficulties and soundtrack; at the end the campaign score.

The screen stays under the campaign's missions (so `escape` in a set-up comes back to it)
and says what the crew asks for as an intent ("next", "repairs", "levels", "judge",
"stop", "back"); `tui/flows/campaign.py` decides what comes next. The state and its file
are `record/campaign.py`, the texts `tui/campaign_text.py`.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, Static

from spacealert_tui.i18n import N_, _
from spacealert_tui.record.campaign import CAMPAIGN_LENGTHS, CampaignState
from spacealert_tui.tui.campaign_text import (banner, bracketed, crew_specializations, log_lines, score_lines,
                                              ship_lines)
from spacealert_tui.record.setup_form import level_options
from spacealert_tui.tui.widgets.choice import Choice
from spacealert_tui.tui.widgets.footer import Footer

#: What the crew may ask of the campaign between its missions ("back": the screen is gone).
INTENTS = ("next", "repairs", "levels", "judge", "stop", "back")


class CampaignScreen(Screen[None]):
    """The campaign between its missions: the logbook lines so far, the ship carried,
    the next mission's difficulties and soundtrack; at the end the campaign score."""

    SUB_TITLE = N_("Campaign")
    CSS_PATH = Path(__file__).with_name("campaign.tcss")
    BINDINGS = [
        Binding("f10,enter", "next", N_("Start mission"), key_display="enter"),
        Binding("r", "repairs", N_("Repairs")),
        Binding("l", "levels", N_("Specializations")),
        Binding("j", "judge", N_("Achievements")),
        Binding("x", "stop", N_("Stop and score")),
        Binding("escape", "back", N_("Back")),
    ]

    def __init__(self, state: CampaignState, *, on_intent: Callable[[str], object] | None = None) -> None:
        """`on_intent`: told what the crew asks for (one of `INTENTS`; the campaign's flow)."""
        super().__init__()
        self.state = state
        self._stop_armed = False
        self.on_intent = on_intent

    def ask(self, intent: str) -> None:
        if self.on_intent is not None:
            self.on_intent(intent)

    def compose(self) -> ComposeResult:
        self.sub_title = _(self.SUB_TITLE)
        yield Header()
        yield Static("", id="campaign-banner", markup=False)
        with VerticalScroll(id="campaign-body"):
            with Vertical(id="campaign-log") as log:
                log.border_title = _("Logbook")
                yield Static("", id="campaign-lines", markup=False)
            with Horizontal(id="campaign-columns"):
                with Vertical(id="campaign-ship") as ship:
                    ship.border_title = _("The ship for the next mission")
                    yield Static("", id="campaign-ship-text", markup=False)
                with Vertical(id="campaign-next") as nxt:
                    nxt.border_title = _("Next mission")
                    levels = [(v, _(t)) for v, t in level_options(self.state.card_sets)]
                    width = self.label_width()
                    yield Choice(_("Common threats"), levels, self.state.common_level, id="campaign-common",
                                 label_width=width)
                    yield Choice(_("Serious threats"), levels, self.state.serious_level,
                                 id="campaign-serious", label_width=width)
                    yield Choice(_("Missions"), [(n, str(n)) for n in CAMPAIGN_LENGTHS], self.state.max_missions,
                                 id="campaign-length", label_width=width)
                    yield Static("", id="campaign-soundtrack", markup=False)
            with Vertical(id="campaign-score") as score:
                score.border_title = _("Campaign score")
                yield Static("", id="campaign-score-text", markup=False)
        yield Static("", id="campaign-help", markup=False)
        yield Footer()

    @staticmethod
    def label_width() -> int:
        """The next mission's labels, aligned: 15 columns in English, more if a language needs them."""
        return max(15, *(len(_(label)) for label in (N_("Common threats"), N_("Serious threats"),
                                                     N_("Soundtrack"), N_("Missions"))))

    def on_mount(self) -> None:
        self.show()

    def on_screen_resume(self) -> None:
        self.state.forget_untouched_draft()
        self.show()

    def on_resize(self) -> None:
        self.call_after_refresh(self.show)

    def show(self) -> None:
        state = self.state
        campaign = state.campaign()
        status = campaign.status
        self.query_one("#campaign-banner", Static).update(banner(state))
        self.query_one("#campaign-banner").set_classes(f"-{status}")
        lines = log_lines(campaign)
        width = self.query_one("#campaign-lines").content_size.width or 76
        self.query_one("#campaign-lines", Static).update(
            "\n".join(bracketed(lines, width)) if lines else _("No mission played yet. The crew is chosen in "
                                                               "the first mission's set-up and stays for the "
                                                               "whole campaign."))
        self.query_one("#campaign-ship-text", Static).update("\n".join(ship_lines(state)))
        self.query_one("#campaign-ship").border_title = (
            _("The ship now, before the repairs") if status == "repairs" else _("The ship for the next mission"))
        ready = status == "ready"
        self.query_one("#campaign-columns").display = status in ("ready", "repairs")
        self.query_one("#campaign-next").display = ready
        for selector in ("#campaign-common", "#campaign-serious"):
            self.query_one(selector).disabled = not ready or bool(state.current_draft)
        # the length is declared before the first mission, then shown no more (the banner says it)
        self.query_one("#campaign-length").display = ready and not state.missions and not state.current_draft
        drawn = _("drawn among Missions 1-4") if state.next_number == 1 else _("drawn at random")
        width, soundtrack = self.label_width() + 1, _("Soundtrack")
        self.query_one("#campaign-soundtrack", Static).update(
            f"{soundtrack:<{width}}{state.soundtrack}\n{'':<{width}}{drawn}")
        score = score_lines(state)
        self.query_one("#campaign-score").display = bool(score)
        self.query_one("#campaign-score-text", Static).update("\n".join(score))
        crew = ", ".join(c["name"] for c in state.crew) or _("chosen in the first set-up")
        if status == "ready":
            help_text = (_("Crew: {crew}. enter starts mission {n} again where it was left; esc goes home "
                           "(the campaign is saved).") if state.current_draft else
                         _("Crew: {crew}. enter starts mission {n}; esc goes home (the campaign is saved)."))
        else:
            help_text = {"repairs": _("Crew: {crew}. r: the repair step, then the next mission; "
                                      "x: stop now and score the campaign."),
                         "over": _("The campaign is in the logbook. esc goes home."),
                         "failed": _("The campaign is in the logbook without a score. esc goes home.")}[status]
        help_text = help_text.format(crew=crew, n=state.next_number)
        if state.judgement_due:           # not in the logbook yet: it closes with the crew's answer
            help_text = ""
        if state.specializations and state.crew and status in ("ready", "repairs"):
            help_text += "\n" + _("Specializations: {crew}").format(crew=crew_specializations(state))
        if state.levels_due:
            help_text += "\n" + _("l (or enter): each crew member levels up or swaps their specialization first.")
        if state.judgement_due:
            asked = _("j: the achievements the crew judges, earned in one of the campaign's "
                      "missions. The campaign is closed in the logbook after the answer.")
            help_text += ("\n" if help_text else "") + asked
        if state.problems:
            help_text += "  " + "; ".join(state.problems)
        self.query_one("#campaign-help", Static).update(help_text)
        if ready and not state.current_draft:
            self.query_one("#campaign-common").focus()
        else:
            self.query_one("#campaign-body").focus()
        self.refresh_bindings()

    # -- choices ----------------------------------------------------------------------------------
    def on_choice_changed(self, event: Choice.Changed) -> None:
        if event.choice.id == "campaign-common":
            self.state.common_level = str(event.value)
        elif event.choice.id == "campaign-serious":
            self.state.serious_level = str(event.value)
        elif event.choice.id == "campaign-length":
            self.state.declare_length(int(str(event.value)))
            self.query_one("#campaign-banner", Static).update(banner(self.state))    # the focus stays
            return
        self.state.save()

    # -- keys -------------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        status = self.state.status
        if action == "next":
            return status == "ready"
        if action in ("repairs", "stop"):
            return status == "repairs"
        if action == "levels":
            return self.state.levels_due
        if action == "judge":
            return self.state.judgement_due
        return True

    def action_next(self) -> None:
        if self.state.status == "ready":
            self.ask("next")

    def action_repairs(self) -> None:
        if self.state.status == "repairs":
            self.ask("repairs")

    def action_judge(self) -> None:
        if self.state.judgement_due:
            self.ask("judge")

    def action_levels(self) -> None:
        """The levelling step (p.15), when a successful mission's is still to be done."""
        if self.state.levels_due:
            self.ask("levels")

    def action_stop(self) -> None:
        if not self._stop_armed:
            self._stop_armed = True
            self.notify(_("Stop the campaign and score it now? x again to stop."), markup=False)
            return
        self._stop_armed = False
        self.ask("stop")

    def action_back(self) -> None:
        self.ask("back")
        self.dismiss()
