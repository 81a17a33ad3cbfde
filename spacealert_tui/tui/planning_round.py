"""The action round planned on screen, the base of practice and of a lesson's plan.

`PlanningRound(draft, *, audio=None, clock=None, practice=False)` is the screen
`screens/solo.py` describes (`SoloScreen` is it, as the practice's view); the flight
school's plan (`screens/lesson_plan.py`, `LessonPlanScreen`) builds on it too with the
lesson's cards, turns and words through the hooks below (`new_table`, `boards_widget`,
`place`, the texts). Neither view imports the other: what they share is here, outside
`tui/screens/` (docs/architecture.md, "tui: flows and views").
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Group
from rich.table import Table as RichTable
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, Static

from spacealert_tui.i18n import N_, _
from spacealert_tui.mission.scheduler import PhaseChanged, RoundEnded
from spacealert_tui.mission.titles import shown_title
from spacealert_tui.record.draft import MissionDraft
from spacealert_tui.rules.action_deck import ActionCard, DealError, Table
from spacealert_tui.tui.practice_cards import (PracticeCards, board_rows, deal_for, plans_on_screen, teleport_words,
                                             turns_of)
from spacealert_tui.tui.round_chrome import (ROUND_BINDINGS, ChromeKeys, RoundChrome, RoundEvent, compose_clock,
                                             round_allows)
from spacealert_tui.tui.round_controller import DataCall, RoundController, ThreatCall
from spacealert_tui.tui.dialogs.confirm import ConfirmScreen
from spacealert_tui.record.spec_words import plan_check
from spacealert_tui.tui.dialogs.teleport import lay_tokens, tokens_line, tokens_screen
from spacealert_tui.tui.shared_terminal import HAND_OVER_KEY, back_rows, hides_hands, not_yours, on_device
from spacealert_tui.tui.widgets.action_boards import ActionBoards, BoardRow, FaceUpPool, Pick
from spacealert_tui.tui.widgets.footer import Footer
from spacealert_tui.tui.widgets.practice_text import (boards_title, cursor_text, hands_text, intro_text,
                                                      plans_taken_words, practice_alert, status_text)
from spacealert_tui.tui.widgets.round_text import (message_text, threat_text, threats_list, threats_title,
                                                   who, with_calls)

HERE = Path(__file__).parent / "screens"      # the screens' stylesheets


class PlanningRound(ChromeKeys, Screen[Any]):
    """The action round planned on screen: the crew's boards, cards from the app's deck."""

    CSS_PATH = [HERE / "action_round.tcss", HERE / "solo.tcss"]
    SUB_TITLE = N_("Solo practice")
    # the boards need 82 columns: the threats go beside them only from 120 (else below)
    HORIZONTAL_BREAKPOINTS = [(0, "-tiny"), (76, "-narrow"), (120, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (32, "-tall")]
    BINDINGS = [
        *ROUND_BINDINGS,
        Binding("p", "practice", N_("Practice (no clock)")),
        Binding("n", "close_phase", N_("Close the phase")),
        Binding("u", "pick_up", N_("Next phase's cards")),
        Binding("i", "incoming_data", N_("Draw (data)")),
        Binding("t", "transfer", N_("Give (transfer)")),
        Binding("g", "giver", N_("Giver")),
        # priority: the hand-over screen is up before the next key typed is read (`o` then
        # `→ enter` at once land on it, never on the boards of the hand being hidden)
        Binding(HAND_OVER_KEY, "hand_over", N_("Pass the terminal"), priority=True),
        Binding("f6", "teleport", N_("Tokens"), key_display="F6", priority=True),
        Binding("f4", "suggest", N_("Suggest a plan"), key_display="F4"),
    ]
    #: left out of a narrow footer, first first, so that the phase's keys and F6 show
    #: (still in F1's panel): the coach, the round's rarer keys, the palette, then the
    #: draw and the give, which the hand's line and the computer's call name with their key
    FOOTER_SPARE = ("suggest", "end_now", "abandon", "command_palette", "pause", "incoming_data",
                    "transfer", "giver")

    def __init__(self, draft: MissionDraft, *, audio: Any = None,
                 clock: Callable[[], float] | None = None, practice: bool = False,
                 sleep: Callable[[float], None] | None = None) -> None:
        super().__init__()
        self.draft = draft
        self.practice = practice
        self.round = RoundController(draft, audio=audio, clock=clock, sleep=sleep, save=self._save,
                                     say=self.show_message, announce=self._announce_threat,
                                     post=lambda event: self.post_message(RoundEvent(event)))
        self.chrome = RoundChrome(self, self.round)
        self.cards = PracticeCards(draft, self.new_table(), hidden=self.hides_hands())

    # what the lessons, the tests and the flows read of the round and the cards
    @property
    def state(self) -> str:
        return self.round.state

    @state.setter
    def state(self, value: str) -> None:
        self.round.state = value

    @property
    def calls(self) -> list[ThreatCall]:
        return self.round.calls

    @property
    def data(self) -> DataCall | None:
        return self.round.data

    @property
    def message(self) -> str:
        return self.chrome.message

    @property
    def table(self) -> Table:
        return self.cards.table

    @table.setter
    def table(self, value: Table) -> None:
        self.cards.table = value

    @property
    def rows(self) -> list[BoardRow]:
        return self.cards.rows

    @property
    def players(self) -> list[BoardRow]:
        return self.cards.players

    @property
    def solo(self) -> bool:
        return self.cards.solo

    @property
    def planning(self) -> bool:
        return self.round.state in ("running", "practice")

    @property
    def deck_hidden(self) -> bool:
        """The harder solo with double actions: the cards lie shuffled face down until the
        soundtrack starts (or practice without the clock begins)."""
        return (self.solo and self.draft.double_actions and self.draft.solo_deck == "shuffled"
                and self.state in ("ready", "loading"))

    # -------------------------------------------------------------------- hooks (the flight school's lessons)

    def new_table(self) -> Table:
        """The cards as the round starts: the deal for the draft's crew. A hook: the
        flight school's lessons hand out their own cards."""
        return Table.start(deal_for(self.draft))

    def boards_widget(self) -> ActionBoards:
        """The crew's boards (a hook, as `new_table`: a lesson's side column differs)."""
        return ActionBoards(self.rows, place=self.place, clear=self.clear, source=self.source,
                            double=self.draft.double_actions, id="solo-boards")

    def deals_on_screen(self) -> bool:
        """Whether this screen can deal the crew's cards (a hook, as `new_table`)."""
        return plans_on_screen(self.draft)

    def hides_hands(self) -> bool:
        """Two or more players dealt the rulebook's hands hide them from each other (§2);
        a flight-school lesson's learners (a deal of its own) plan in the open."""
        players = sum(not row.android for row in board_rows(self.draft))
        return hides_hands(players) and plans_on_screen(self.draft)

    def _save(self) -> None:
        self.round.save_draft()

    def _announce_threat(self, index: int) -> None:
        self.round.announce_threat(index)

    # -------------------------------------------------------------------- layout

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical(id="round-body"):
            yield from compose_clock()
            yield Static("", id="solo-status", markup=False)
            yield Static("", id="round-alert", markup=False)
            yield Static("", id="round-subtitle", markup=False)
            yield Static("", id="round-message", markup=False)
            with Horizontal(id="solo-middle"):
                with Vertical(id="solo-cards"):
                    yield self.boards_widget()
                    yield Static("", id="solo-hint", markup=False)
                    if self.solo:
                        yield FaceUpPool("", id="solo-pool", markup=False)
                    else:
                        yield Static("", id="solo-hands", markup=False)
                with VerticalScroll(id="round-threats", can_focus=False):
                    yield Static("", id="round-threat-list", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        if not self.deals_on_screen():
            raise ValueError("this crew plays with its own action cards: no cards to deal")
        self.query_one("#round-threats").border_title = _("Threats")
        self.query_one("#round-talk").border_title = _("Talk")
        title = _(self.SUB_TITLE) if self.solo else _("Practice")
        if self.round.prepare():
            assert self.round.prepared is not None
            title += " · " + shown_title(self.round.prepared.timeline.title)
            self.chrome.preload()
        self.sub_title = title
        self.query_one("#solo-cards").border_title = _("Action boards")
        self.query_one("#solo-pool" if self.solo else "#solo-hands").border_title = \
            _("Face up") if self.solo else _("Hands")
        self.query_one("#round-subtitle").border_title = _("Computer")
        self.set_interval(0.1, self.refresh_view)
        self.query_one(ActionBoards).focus()
        if self.practice and self.round.prepared is not None:   # `--practice`: no "space or p" choice
            self.action_practice()
        self.refresh_view()
        self.refresh_bindings()

    def on_unmount(self) -> None:
        self.round.stop()

    # -------------------------------------------------------------------- the round

    def tick(self) -> int:
        """Fire what is due now (tests, with a fake clock), and redraw."""
        fired = self.round.tick()
        self.refresh_view()
        return fired

    def action_practice(self) -> None:
        """Plan without the soundtrack: threats phase by phase, `n` closes a phase."""
        if self.state not in ("ready", "loading") or self.round.prepared is None:
            return
        self.practice = True
        self.cards.reset(self.new_table())
        self.round.begin()
        self.state = "practice"
        self.add_class("-practice")
        self._announce_phase(1)
        self.refresh_bindings()
        self.refresh_view()

    def action_start(self) -> None:
        if self.practice and self.state in ("ready", "loading"):
            self.action_practice()
            return
        if self.state == "loading":
            # the captain's space is kept: the round starts when the clips are ready
            self.round.start_pending = True
            self.show_message(_("Loading the clips: the soundtrack starts as soon as they are ready…"))
            return
        self.cards.reset(self.new_table())
        self.chrome.start()
        self.refresh_bindings()
        self.refresh_view()

    def _announce_phase(self, phase: int) -> None:
        """Practice: the threats and the computer's messages of the timeline's phase."""
        self.cards.announce_phase(self.round, phase, self._announce_threat)

    def action_close_phase(self) -> None:
        if self.state != "practice":
            return
        phase = self.table.closed + 1
        self.cards.close_phase(phase)
        if self.cards.coach_plan:            # its next phase's cards went down
            self._keep_plans()
        phases = len(self.round.prepared.timeline.phase_ends) if self.round.prepared else 3
        if self.table.closed >= 3:
            self._round_over()
            self._finish(True)
            return
        if phase + 1 <= phases:
            self._announce_phase(phase + 1)
        self.show_message(_("Phase {phase} is over: turns {turns} are locked.").format(
            phase=phase, turns=turns_of(phase)))

    def _sync_phases(self) -> None:
        """Close on the table every phase the computer has ended."""
        if self.cards.sync(self.round) and self.cards.coach_plan:
            self._keep_plans()

    @on(RoundEvent)
    def _on_round_event(self, message: RoundEvent) -> None:
        event = message.event
        self.cards.hear(event, self.round)
        if isinstance(event, (PhaseChanged, RoundEnded)):
            self._sync_phases()
        if isinstance(event, RoundEnded):
            self._round_over()
            self._save()
        todo = self.round.handle(event)
        if todo == "finish":
            self._finish(True)
            return
        if todo == "bindings":
            self.refresh_bindings()
        self.refresh_view()

    def _keep_plans(self) -> None:
        """The boards' tokens into the draft's plans, saved: nothing placed is lost."""
        self.draft.fit_plans()
        for seat, tokens in enumerate(self.cards.plans()):
            self.draft.plans[seat] = tokens
        self._save()

    def _round_over(self) -> None:
        """The boards' tokens into the crew's plans; the entry comes next."""
        self.cards.close_to(3)
        self.draft.stage = "entry"
        self.state = "over"
        self._keep_plans()

    def _finish(self, result: Any) -> None:
        if result is True:
            if self.draft.stage != "entry":
                self._round_over()
            result = self.draft
        elif result is False:
            result = None
        self.dismiss_round(result)

    def dismiss_round(self, result: Any) -> None:
        """Stop the sound and dismiss with `result` as it is."""
        self.chrome.finish(result)

    def action_carry_on(self) -> None:
        self._finish(True)

    def action_leave(self) -> None:
        self._finish(self.state == "over")

    def action_abandon(self) -> None:
        if self.state != "practice":
            self.chrome.ask_abandon(lambda: self._finish(False))
            return

        def answer(yes: bool | None) -> None:
            if yes:
                self._finish(False)

        self.app.push_screen(ConfirmScreen(_("Abandon this practice?"), _("The mission stays saved; "
                                           "starting again deals afresh."), yes=_("Abandon"),
                                           no=_("Keep planning"), default=False, warning=True), answer)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "practice":
            return self.state in ("ready", "loading") and self.round.prepared is not None
        if action == "close_phase":
            return self.state == "practice"
        if action == "suggest" and (self.deck_hidden or self.secret()):   # the coach would turn the
            return False                                                   # cards over, or show the hands
        if action == "hand_over":
            return self.cards.terminal.hidden and self.state not in ("over", "error")
        if action in ("pick_up", "incoming_data", "transfer"):    # with the link: on the devices
            return not self.solo and self.planning and not self.cards.terminal.devices
        if action == "teleport":         # shown whenever a Teleporter flies: it says when
            return self.planning and self.draft.teleporter() is not None
        if action == "giver":        # with hidden hands the holder gives: his are the cards seen
            return self.planning and self.cards.androids_fed and len(self.players) > 1 \
                and not self.cards.terminal.hidden
        if self.state == "practice":
            if action == "abandon":
                return True
            if action in ("start", "pause", "resume", "end_now", "carry_on", "leave"):
                return False
        allowed = round_allows(self.round, action)
        return True if allowed is None else allowed

    def action_suggest(self) -> None:
        """The coach's plan for this practice mission, from the cards the app dealt; `t`
        on it lays the plan on the boards (`take_plans`)."""
        from spacealert_tui.tui.services import review

        review(self.app).suggest(self.draft, deal=self.table.deal,
                                 take=self.take_plans if self.planning else None)

    def take_plans(self, plans: list[list[str]]) -> None:
        """The coach's plan taken (key t on the suggestion): laid on the boards where the
        rules let a card go now, the later phases' as each opens; kept in the draft, said."""
        laid, to_come = self.cards.take_plan(plans)
        self._keep_plans()
        self.show_message(plans_taken_words(laid, to_come))

    # -------------------------------------------------------------------- the Teleporter, the giver, the terminal

    def action_teleport(self) -> None:
        """The Teleporter's tokens, laid during a data transfer: the crew lays them for an
        android Teleporter, a solo player for his (ruling NS18)."""
        screen = tokens_screen(self.draft)
        if screen is not None and not self.cards.teleport_open:
            self.show_message(_("The teleport tokens can be placed only during a data transfer, "
                                "before the beep.") + " " + tokens_line(self.draft))
        elif screen is not None:
            self.app.push_screen(screen, self._teleported)

    def _teleported(self, answer: dict[str, str] | None) -> None:
        if answer is None:
            return
        if not self.cards.teleport_open:        # the beep sounded while the holders were chosen
            self.show_message(_("Too late: the data transfer is over."))
            return
        lay_tokens(self.draft, answer)
        self._save()
        self.show_message(tokens_line(self.draft))

    def action_giver(self) -> None:
        if not self.cards.terminal.hidden:         # else the holder gives (`o` hands the terminal over)
            self.cards.giver = (self.cards.giver + 1) % len(self.players)
            self.show_message(_("Cards for the androids now come from {name}'s hand.").format(
                name=self.players[self.cards.giver].name))

    def secret(self) -> frozenset[int]:
        """The players whose hands the screen hides now (`Terminal.secret`)."""
        moment = ("over" if self.state in ("over", "error") else "planning" if self.planning
                  else "before")
        return self.cards.terminal.secret(moment)

    def action_hand_over(self) -> None:
        """Everything hidden until the next player says he holds the terminal."""
        from spacealert_tui.tui.dialogs.hand_over import HandOverScreen
        self.app.push_screen(HandOverScreen([p.name for p in self.players], self.cards.terminal.next(),
                                            status=self._status_text), self._handed_over)

    def _handed_over(self, player: int | None) -> None:
        if player is None:
            return
        self.cards.terminal = self.cards.terminal.passed_to(player)
        self.cards.giver = player              # the androids' cards come from the hand he sees
        boards = self.query_one(ActionBoards)
        boards.pending, boards.under = "", False     # the keys half typed were the last holder's
        boards.row = next(r for r, row in enumerate(self.rows) if not row.android and row.index == player)
        boards.refresh()
        self.chrome.clear_message()            # "Ana draws A/red" was for Ana

    # -------------------------------------------------------------------- drawing

    def refresh_view(self) -> None:
        if not self.is_mounted:
            return
        self._sync_phases()
        rc, chrome, cards = self.round, self.chrome, self.cards
        clock = rc.clock_now()
        chrome.draw_clock(clock)
        chrome.draw_lines(self._alert_text(clock.t), self._message_text())
        reminder = self._teleport_reminder()
        chrome.draw_threats(self._threats_renderable(), key=(len(rc.calls), rc.state, reminder),
                            title=threats_title(rc.calls))
        boards = self.query_one(ActionBoards)
        secret = self.secret()
        boards.show(self.table, editable=self.planning,
                    backs=back_rows([(row.android, row.index) for row in self.rows], secret))
        if self.solo:
            self.query_one(FaceUpPool).show(self.table.face_up, hidden=self.deck_hidden,
                                            compact=not (self.has_class("-wide") or self.has_class("-tall")))
        else:
            t, short = self.table, self.has_class("-short")
            chrome.set("#solo-hands", self._hands_text(boards.row, only_cursor=short),
                       key=(boards.row, short, t.hands, t.picked_up, tuple(cards.draws.items()),
                            tuple(sorted(cards.gives)), cards.giver, secret, cards.terminal.at))
        hint = boards.pending_text() or self._cursor_text(boards)
        chrome.set("#solo-hint", Text(hint, style="bold" if boards.pending else ""), key=(hint, bool(boards.pending)))
        chrome.set("#solo-status", self._status_text())
        title = boards_title(cards, deck_hidden=self.deck_hidden)
        box = self.query_one("#solo-cards")
        if box.border_title != title:
            box.border_title = title

    # the words, each a hook a lesson words its own way
    def _hands_text(self, cursor: int, *, only_cursor: bool = False) -> RichTable | Text:
        return hands_text(self.cards, cursor, self.secret(), only_cursor=only_cursor)

    def _cursor_text(self, boards: ActionBoards) -> str:
        return cursor_text(self.cards, boards.row, boards.turn, self.secret(), double=self.draft.double_actions)

    def _status_text(self) -> Text:
        return status_text(self.round, self.cards)

    def _alert_text(self, t: float) -> tuple[str, str]:
        return practice_alert(self.round, self.cards, t)

    def _message_text(self) -> Text:
        return message_text(self.chrome.message, self.round.notices)

    def _intro_text(self) -> str:
        return intro_text(self.draft)

    def _teleport_reminder(self) -> str:
        """With the clock only: without it the phase's computer calls already say it."""
        return teleport_words(self.draft) if self.cards.teleport_open and self.state == "running" else ""

    def _threat_text(self, call: ThreatCall, newest: bool) -> Text:
        return threat_text(self.draft, call, newest, _("You") if self.solo else who(self.draft, call.entry.kind))

    def _threats_renderable(self) -> Group | Text:
        if self.state == "error":
            return Text(_("Press q or escape to go back."))
        shown = threats_list(self.round.calls, running=self.state == "running", intro=self._intro_text(),
                             reminder=self._teleport_reminder(), row=self._threat_text)
        return with_calls(shown, self.cards.computer_calls)

    # -------------------------------------------------------------------- cards

    @on(ActionBoards.Pending)
    @on(ActionBoards.Moved)
    def _boards_changed(self, message: ActionBoards.Pending | ActionBoards.Moved) -> None:
        message.stop()
        self.refresh_view()

    def source(self, r: int) -> tuple[ActionCard, ...]:
        """The cards a key on row `r` takes from (`PracticeCards.source`)."""
        return self.cards.source(r, self.secret())

    def card_for(self, r: int, pick: Pick) -> ActionCard:
        """The physical card a pick names (`PracticeCards.card_for`)."""
        return self.cards.card_for(r, pick, self.secret())

    def place(self, r: int, turn: int, pick_or_card: Any, up: str | None = None) -> bool:
        """Put a card on row `r`'s board; a refusal is shown, and False returned."""
        if not self.planning:
            self.show_message(_("Start the round first (space), or p: practice without the clock.")
                              if self.state == "ready" else _("No more planning now."))
            return False
        if self._not_holders(r):
            return False
        self._sync_phases()
        row = self.rows[r]
        try:
            table = self.cards.placed(r, turn, pick_or_card, up, self.secret())
        except DealError as exc:
            self._refuse(exc)
            return False
        token = table.space_token(row.android, row.index, turn)
        if "+spec" in token:      # a stack: refused for the reasons the entry (and the record) give
            why = plan_check(self.draft)(r, turn, token)
            if why:
                self.show_message(why)
                self.app.bell()
                return False
        self.table = table
        self.chrome.message = ""
        self._keep_plans()
        self.refresh_view()
        return True

    def clear(self, r: int, turn: int) -> bool:
        if not self.planning or self._not_holders(r):
            return False
        self._sync_phases()
        try:
            self.table = self.cards.taken_back(r, turn)
        except DealError as exc:
            self._refuse(exc)
            return False
        self._keep_plans()
        self.refresh_view()
        return True

    def _not_holders(self, r: int) -> bool:
        """Another player's board while the hands are hidden: said, and True."""
        row = self.rows[r]
        if row.android or row.index not in self.secret():
            return False
        self.show_message(on_device(row.name) if self.cards.terminal.devices
                          else not_yours(row.name, self.players[self.cards.terminal.at].name))
        self.app.bell()
        return True

    def _refuse(self, exc: DealError) -> None:
        self.show_message(_("Refused: {reason}.").format(reason=self.cards.reason(exc)))
        self.app.bell()

    # -------------------------------------------------------------------- the players' keys

    def _cursor_player(self) -> int | None:
        """The player on the cursor's row; None (said on screen) on an android's row. With
        hidden hands the holder of the terminal, whatever row the cursor is on."""
        if self.cards.terminal.hidden:
            return self.cards.terminal.at
        row = self.rows[self.query_one(ActionBoards).row]
        if row.android:
            self.show_message(_("{name} is an android: move to a player's row.").format(name=row.name))
            return None
        return row.index

    def action_pick_up(self) -> None:
        p = self._cursor_player()
        if p is None:
            return
        self._play_out(lambda: self.cards.pick_up(p))

    def action_incoming_data(self) -> None:
        p = self._cursor_player()
        if p is None:
            return
        self._play_out(lambda: self.cards.draw(p))

    def action_transfer(self) -> None:
        p = self._cursor_player()
        if p is None:
            return
        name = self.players[p].name
        if p not in self.cards.gives:
            self.show_message(_("{name} cannot give a card now: only during a data transfer, "
                                "one card each, before the beep.").format(name=name))
            return
        hand = [c for c in self.table.hands[p] if not (c.heroic or c.special)]
        if not hand:
            self.show_message(_("{name} holds no card that can be given (heroic cards never are).").format(
                name=name))
            return
        from spacealert_tui.tui.dialogs.transfer import TransferScreen
        receivers = [(q, r.name) for q, r in enumerate(self.players) if q != p]
        self.app.push_screen(TransferScreen(name, hand, receivers),
                             lambda answer: self._transferred(p, answer))

    def _transferred(self, p: int, answer: tuple[ActionCard, int] | None) -> None:
        if answer is not None:
            self._play_out(lambda: self.cards.give(p, *answer))

    def _play_out(self, move: Callable[[], str]) -> None:
        """A player's move on the cards: what it did said, or the rules' refusal."""
        try:
            self.show_message(move())
        except DealError as exc:
            self._refuse(exc)
