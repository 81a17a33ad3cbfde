"""The resolution played event by event on the ship board.

`BoardScreen(resolution)` takes a `Resolution` made with per-event snapshots
(`resolve(record, snapshots="events")`) and shows, for the current event: the step
track (turn and step), the ship board, the trajectories, and the narration (the
event in the game's words and the ones before it). It plays by itself at an
adjustable speed or is stepped by hand; the same screen serves replays.

Keys: space play/pause · → / ← one event · ] / [ (or n / p) next / previous step ·
1–9, 0 (= 10) a turn, t any turn · Home / End · + / − speed · v board or tracks
(short terminals) · enter (at the end) the score · esc back. The mouse works on the
step track (a turn, a step) and on the narration (an event).

A replay ends on the score: given the `record`, the board shows the score screen
(not saved again) when playing reaches the end, or on `enter` or `→` at the end;
its `esc` comes back to the board, `r` replays from the start, `enter` leaves both.
Without a record (the table's own mission) the end dismisses the board, and the
table flow shows the score.

Playing is a Textual interval timer calling `advance()`; it is stopped whenever
playing stops (pause, the end, leaving the screen). Tests call `advance()` directly
or inject a tiny `interval`.
"""
from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container, Vertical
from textual.content import Content
from textual.screen import ModalScreen, Screen
from textual.timer import Timer
from textual.widgets import Header, Static

from spacealert_tui.i18n import N_, _
from spacealert_tui.record.practice import title_words
from spacealert_tui.rules.events import (
    Jumped,
    KnockedOut,
    ShipAttacked,
    ShipDestroyed,
    StepBegan,
    ThreatActs,
    ThreatDestroyed,
    ThreatSurvived,
    TileDrawn,
)
from spacealert_tui.rules.text import tr
from spacealert_tui.tui.widgets.event_log import EventLog
from spacealert_tui.tui.widgets.footer import Footer
from spacealert_tui.tui.widgets.ship_board import ShipBoard, squad_holders
from spacealert_tui.tui.widgets.step_track import StepTrack
from spacealert_tui.tui.widgets.track_strip import BoardLegend, TrackStrip, mission_marks
from spacealert_tui.tui.widgets.trajectories import Trajectories, threats_per_track
from spacealert_tui.tui.widgets.text import cut_between
from spacealert_tui.tui.widgets.text_input import Input

if TYPE_CHECKING:
    from spacealert_tui.rules import GameRecord, Resolution

SPEEDS = (2.0, 1.2, 0.8, 0.5, 0.3, 0.15, 0.08)    # seconds per event
SCORE_AFTER = 1.5          # seconds the last event stays before a played replay's score
EVENT_KEYS = Binding.Group(N_("Event"), compact=True)
STEP_KEYS = Binding.Group(N_("Step"), compact=True)
DEFAULT_SPEED = 3
LAST_TURN = 13
COMPACT_BELOW = 30         # lines: under this the ship board is drawn in 13 lines, not 16
#: The digit keys' descriptions, 0 (turn 10) first.
TURN_KEYS = (N_("Turn 10"), N_("Turn 1"), N_("Turn 2"), N_("Turn 3"), N_("Turn 4"), N_("Turn 5"),
             N_("Turn 6"), N_("Turn 7"), N_("Turn 8"), N_("Turn 9"))


class TurnPrompt(ModalScreen[int | None]):
    """Asks for a turn number; dismisses with it (None when cancelled)."""

    DEFAULT_CSS = """
    TurnPrompt {
        align: center middle;
    }
    TurnPrompt > Vertical {
        width: 36;
        height: auto;
        padding: 0 1;
        border: round $accent;
        background: $surface;
    }
    TurnPrompt Input {
        width: 100%;
    }
    TurnPrompt #turn-prompt-error {
        color: $error;
        height: auto;
    }
    """
    BINDINGS = [Binding("escape", "cancel", N_("Cancel"))]

    def __init__(self, last_turn: int = LAST_TURN) -> None:
        super().__init__()
        self.last_turn = last_turn

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(_("Jump to turn (1-{last}), then enter").format(last=self.last_turn), markup=False)
            yield Input(placeholder=_("turn"), type="integer", max_length=2, id="turn-prompt-input")
            yield Static("", id="turn-prompt-error", markup=False)

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    @on(Input.Submitted)
    def submitted(self, event: Input.Submitted) -> None:
        try:
            turn = int(event.value)
        except ValueError:
            turn = 0
        if 1 <= turn <= self.last_turn:
            self.dismiss(turn)
        else:
            self.query_one("#turn-prompt-error", Static).update(
                _("a turn from 1 to {last}").format(last=self.last_turn))

    def action_cancel(self) -> None:
        self.dismiss(None)


def teleport_of(record: GameRecord) -> tuple[str, str] | None:
    """(departure, arrival): who held the Teleporter's tokens when the round ended."""
    return next((m.specialization.teleport for m in record.crew
                 if m.specialization is not None and m.specialization.teleport), None)


class BoardScreen(Screen[None]):
    """A resolution on the ship board, event by event.

    `resolution`: from `resolve(record, snapshots="events")` (one board per event).
    `title`: shown in the header. `tracks`: the record's trajectory numbers
    (`record.tracks`), so that a track without threats still shows its board.
    `interval`: seconds per event when playing (default 0.5; +/− change it).
    `autoplay`: start playing when the screen opens. `start`: the first event shown.
    `record`: the mission's record, for a replay's score at the end; `played`: the
    date it was played (as the logbook has it; today when not given).
    """

    CSS_PATH = Path(__file__).with_name("board.tcss")
    SUB_TITLE = N_("Resolution board")
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-wide"), (200, "-side")]
    VERTICAL_BREAKPOINTS = [(0, "-tiny"), (26, "-short"), (36, "-tall")]
    BINDINGS = [
        Binding("escape", "back", N_("Back")),
        Binding("enter", "score", N_("Score")),
        Binding("space", "toggle_play", N_("Play"), key_display="space"),
        Binding("left", "step_event(-1)", N_("Event back"), key_display="←", group=EVENT_KEYS),
        Binding("right", "step_event(1)", N_("Event"), key_display="→", group=EVENT_KEYS),
        Binding("left_square_bracket,p", "previous_step", N_("Step back"), key_display="[",
                group=STEP_KEYS),
        Binding("right_square_bracket,n", "next_step", N_("Step"), key_display="]",
                group=STEP_KEYS),
        Binding("t", "ask_turn", N_("Turn")),
        Binding("plus,equals_sign", "faster", N_("Faster"), key_display="+"),
        Binding("minus,underscore", "slower", N_("Slower"), key_display="−"),
        Binding("v", "toggle_view", N_("Tracks")),
        Binding("c", "coach", N_("Coach")),
        Binding("home", "go_start", N_("Start"), show=False),
        Binding("end", "go_end", N_("End"), show=False),
        *(Binding(str(d), f"jump_turn({d or 10})", description, show=False)
          for d, description in zip(range(10), TURN_KEYS)),
    ]

    def __init__(self, resolution: Resolution, *, title: str | None = None,
                 tracks: dict[str, int] | None = None, interval: float | None = None,
                 autoplay: bool = False, start: int = 0, record: GameRecord | None = None,
                 played: str | None = None, teleport: tuple[str, str] | None = None) -> None:
        super().__init__()
        self.record = record
        self.teleport = teleport or (teleport_of(record) if record is not None else None)
        self.played = played
        self._score_timer: Timer | None = None
        events_ = list(resolution.events)
        snapshots = list(resolution.snapshots)
        if len(snapshots) != len(events_):
            raise ValueError("BoardScreen needs one snapshot per event: "
                             "resolve(record, snapshots=\"events\")")
        self.resolution = resolution
        self.events = events_
        self.snapshots = snapshots
        self.board_title = title
        self.tracks = dict(tracks or {})
        self.interval = SPEEDS[DEFAULT_SPEED] if interval is None else float(interval)
        self.autoplay = autoplay
        self.texts = [str(e) for e in events_]
        self.holders = squad_holders(snapshots)
        self.step_starts = [i for i, e in enumerate(events_) if isinstance(e, StepBegan)]
        self.turn_starts: dict[int, int] = {}
        self.steps_of_turn: dict[int, list[str]] = {}
        self.step_at: list[int] = []          # index of the StepBegan each event belongs to
        current = -1
        for i, event in enumerate(events_):
            if isinstance(event, StepBegan):
                current = i
                self.turn_starts.setdefault(event.turn, i)
                self.steps_of_turn.setdefault(event.turn, []).append(event.step)
            self.step_at.append(current)
        self.last_turn = max(self.turn_starts, default=0)
        self.alerts = [i for i, e in enumerate(events_)
                       if isinstance(e, (ShipDestroyed, KnockedOut, TileDrawn))]
        self.lost_at = next((i for i, e in enumerate(events_) if isinstance(e, ShipDestroyed)),
                            None)
        self.index = max(0, min(start, len(events_) - 1))
        self.playing = False
        self._timer: Timer | None = None
        self._ready = False         # widgets composed: _show() may draw
        self._binding_state: tuple | None = None

    @classmethod
    def from_record(cls, record: GameRecord | str | os.PathLike, *, title: str | None = None,
                    **kwargs) -> BoardScreen:
        """Load (if given a path) and resolve a record, then show it on the board.

        A bad file raises `UserError` (its one-line message), as `load_record` does.
        """
        from spacealert_tui.record import load_record
        from spacealert_tui.rules import resolve

        name = None
        if isinstance(record, (str, os.PathLike)):
            name = Path(record).name
            record = load_record(Path(record).expanduser())
        resolution = resolve(record, snapshots="events")
        kwargs.setdefault("tracks", dict(record.tracks))
        kwargs.setdefault("record", record)
        return cls(resolution, title=title or record.title or name, **kwargs)

    # -- layout -------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Header()
        yield StepTrack(last_turn=LAST_TURN, id="board-steps")
        with Container(id="board-body"):
            ship = ShipBoard(id="board-ship")
            ship.teleport = self.teleport
            yield ship
            yield Trajectories(tracks=self.tracks, room=threats_per_track(self.snapshots),
                               id="board-tracks")
        yield TrackStrip(tracks=self.tracks, id="board-strip")
        marks = mission_marks(self.snapshots) | ({"teleport"} if self.teleport else frozenset())
        yield BoardLegend(frozenset(marks), id="board-legend")
        yield EventLog(self.texts, self.step_starts, alerts=self.alerts, id="board-log")
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self.sub_title = (_("Board · {title}").format(title=title_words(self.board_title)) if self.board_title
                          else _("Board"))
        tactical = self._tactical_officer()
        if tactical:      # the badge's holder runs the resolution (expansion rulebook p.33)
            self.sub_title += " · " + _("{title}: {name}").format(title=tactical[1], name=tactical[0])
        self.query_one(ShipBoard).set_compact(self.size.height < COMPACT_BELOW)
        self._ready = True
        self._show()
        if self.autoplay and len(self.events) > 1:
            self.play()

    def _tactical_officer(self) -> tuple[str, str] | None:
        """(holder, title) of the tactical officer's badge in the record (`mission.badges`),
        or None; None too when the crew gave the badge another task (p.33): then someone
        else may run the resolution."""
        from spacealert_tui.record.crew import clean_badge_texts
        from spacealert_tui.record.logbook import record_badges

        if self.record is None:
            return None
        own = clean_badge_texts(self.record.mission_extra.get("badge_texts")).get("tactical", {})
        name = next((name for name, held in record_badges(self.record).items() if "tactical" in held), "")
        if not name or "task" in own:
            return None
        return name, own.get("title") or _("tactical officer")

    def on_unmount(self) -> None:
        self._stop_timer()

    def on_screen_suspend(self) -> None:
        self.pause()

    def on_resize(self, event: events.Resize) -> None:
        self.query_one(ShipBoard).set_compact(event.size.height < COMPACT_BELOW)
        self.refresh_bindings()
        if self._ready and self.events:
            self.call_after_refresh(self._title_turn)

    # -- where we are ---------------------------------------------------------------
    @property
    def last(self) -> int:
        return len(self.events) - 1

    @property
    def at_end(self) -> bool:
        return self.index >= self.last

    @property
    def current_turn(self) -> int:
        start = self.step_at[self.index] if self.events else -1
        began = self.events[start] if start >= 0 else None
        return began.turn if isinstance(began, StepBegan) else 0

    @property
    def current_step(self) -> str:
        start = self.step_at[self.index] if self.events else -1
        began = self.events[start] if start >= 0 else None
        return began.step if isinstance(began, StepBegan) else ""

    @property
    def lost_shown(self) -> bool:
        """The ship's loss is on screen (or behind): only then may the turns after it
        show as never played."""
        return self.lost_at is not None and self.index >= self.lost_at

    @property
    def known_last_turn(self) -> int:
        return self.last_turn if self.lost_shown else LAST_TURN

    def go(self, index: int) -> None:
        """Show event `index` (clamped to the events there are)."""
        index = max(0, min(index, self.last))
        if index == self.index:
            return
        self.index = index
        self._show()

    def advance(self) -> bool:
        """One event forward (what the play timer calls). False at the end."""
        if self.at_end:
            if self.playing:
                self.pause()
            return False
        self.go(self.index + 1)
        if self.at_end and self.playing:
            self.pause()
            if self.record is not None:
                self._score_timer = self.set_timer(SCORE_AFTER, self.action_score,
                                                   name="board-score")
        return True

    def status_text(self) -> tuple[str, str]:
        n = len(self.events)
        where = f"{self.index + 1}/{n}"
        if self.at_end and n:
            result = self.resolution.result
            word = _("complete") if result.won else _("SHIP LOST")
            return f"■ {where} {word}", "status" if result.won else "lost"
        if self.playing:
            return f"▶ {where} · {self.interval:g}s", "status"
        return f"‖ {where}", "status"

    def _show(self) -> None:
        if not self._ready or not self.events:
            return
        i = self.index
        snap = self.snapshots[i]
        previous = self.snapshots[i - 1] if i else None
        with self.app.batch_update():
            self.query_one(ShipBoard).show(snap, previous, self.holders[i],
                                           self.holders[i - 1] if i else None)
            self.query_one("#board-tracks", Trajectories).show(snap, previous)
            self.query_one("#board-strip", TrackStrip).show(snap, previous)
            self._title_turn()
            status, style = self.status_text()
            self.query_one(StepTrack).show(self.current_turn, self.current_step,
                                           self.steps_of_turn.get(self.current_turn, ()),
                                           status, style, last_turn=self.known_last_turn)
            self.query_one(EventLog).show(i)
        self._refresh_bindings_if_changed()

    def _title_turn(self) -> None:
        """The narration's title: the turn so far, cut between its items when too long."""
        log = self.query_one("#board-log")
        room = log.size.width - 2
        tails = (_("THE SHIP IS DESTROYED"), _("the ship jumps to hyperspace"))
        log.border_title = Content(cut_between(self.summary(), room, tails=tails)
                                   if room > 8 else self.summary())

    def summary(self) -> str:
        """The current turn so far in one line (the narration's title)."""
        turn = self.current_turn
        start = self.turn_starts.get(turn, 0)
        following = self.turn_starts.get(turn + 1)
        done = self.at_end or (following is not None and self.index >= following - 1)
        return turn_summary(self.events[start:self.index + 1], turn, done=done)

    def _refresh_bindings_if_changed(self) -> None:
        """The footer greys out keys at the start, at the end and at the speed limits;
        it is rebuilt only when one of those changes (not at every event)."""
        state = (self.index == 0, self.at_end, self.playing, self.interval)
        if state != self._binding_state:
            self._binding_state = state
            self.refresh_bindings()

    # -- playing --------------------------------------------------------------------
    def play(self) -> None:
        if self.at_end:
            self.index = -1
            self.go(0)
        self.playing = True
        self._start_timer()
        self._show()

    def pause(self) -> None:
        was = self.playing
        self.playing = False
        self._stop_timer()
        if was:
            self._show()

    def _start_timer(self) -> None:
        self._stop_timer()
        self._timer = self.set_interval(self.interval, self._tick, name="board-play")

    def _stop_timer(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        if self._score_timer is not None:
            self._score_timer.stop()
            self._score_timer = None

    def _tick(self) -> None:
        if not self.advance():
            self.pause()

    def set_interval_seconds(self, seconds: float) -> None:
        """Seconds per event; the timer restarts at the new pace if playing."""
        self.interval = seconds
        if self.playing:
            self._start_timer()
        self._show()

    # -- actions ----------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "toggle_view":
            return not self.has_class("-tall")
        if action == "score":
            return self.at_end and bool(self.events)
        if action == "coach":
            return self.record is not None
        if action in ("step_event", "next_step", "previous_step", "go_start", "go_end"):
            forward = action in ("next_step", "go_end") or (action == "step_event"
                                                             and parameters and parameters[0] == 1)
            onto_score = action == "step_event" and self.record is not None
            if (forward and self.at_end and not onto_score) or (not forward and self.index == 0):
                return None
        if action == "faster" and self.interval <= SPEEDS[-1]:
            return None
        if action == "slower" and self.interval >= SPEEDS[0]:
            return None
        return True

    def action_coach(self) -> None:
        """The coach on the record replayed: what went wrong and the best changes."""
        from spacealert_tui.tui.services import review

        if self.record is None:
            return
        self.pause()
        review(self.app).coach(self.record, title=self.board_title)

    def action_back(self) -> None:
        self.pause()
        if len(self.app.screen_stack) > 1:
            self.dismiss(None)
        else:
            self.app.exit()

    def action_toggle_play(self) -> None:
        if self.playing:
            self.pause()
        else:
            self.play()

    def action_step_event(self, delta: int) -> None:
        self.pause()
        if delta > 0 and self.at_end and self.record is not None:
            self.action_score()
            return
        self.go(self.index + delta)

    def action_score(self) -> None:
        """The end of the mission: a replay's score screen, or (the table's own mission)
        back to the flow, which shows and saves the score."""
        self.pause()
        if not self.events or not self.at_end or not self.is_current:
            return
        if self.record is None:
            self.dismiss(None)
            return
        from spacealert_tui.tui.services import review

        def after(choice: str | None) -> None:
            if choice == "replay":
                self.go(0)
                self.play()
            elif choice is None:
                self.action_back()

        review(self.app).replay_score(self.record, self.resolution.result, date=self.played, then=after)

    def action_next_step(self) -> None:
        self.pause()
        for start in self.step_starts:
            if start > self.index:
                self.go(start)
                return
        self.go(self.last)

    def action_previous_step(self) -> None:
        """To the start of this step; from there, to the start of the one before."""
        self.pause()
        here = self.step_at[self.index]
        if self.index > here >= 0:
            self.go(here)
            return
        earlier = [s for s in self.step_starts if s < self.index]
        self.go(earlier[-1] if earlier else 0)

    def action_jump_turn(self, turn: int) -> None:
        self.pause()
        start = self.turn_starts.get(turn)
        if start is None:
            if turn > self.last_turn and self.events:
                # asked for past the loss: the loss is where the replay goes (said only now)
                self.go(self.last)
                self.notify(_("Turn {turn} was never played: the ship was lost in turn {last}.").format(
                    turn=turn, last=self.last_turn), severity="warning", markup=False)
                self.app.bell()
            return
        self.go(start)

    def action_ask_turn(self) -> None:
        self.pause()

        def chosen(turn: int | None) -> None:
            if turn is not None:
                self.action_jump_turn(turn)

        self.app.push_screen(TurnPrompt(LAST_TURN), chosen)

    def action_go_start(self) -> None:
        self.pause()
        self.go(0)

    def action_go_end(self) -> None:
        self.pause()
        self.go(self.last)

    def action_faster(self) -> None:
        faster = [s for s in SPEEDS if s < self.interval]
        if faster:
            self.set_interval_seconds(faster[0])

    def action_slower(self) -> None:
        slower = [s for s in SPEEDS if s > self.interval]
        if slower:
            self.set_interval_seconds(slower[-1])

    def action_toggle_view(self) -> None:
        self.toggle_class("-show-tracks")

    # -- mouse ------------------------------------------------------------------------
    def on_step_track_turn_clicked(self, message: StepTrack.TurnClicked) -> None:
        self.action_jump_turn(message.turn)

    def on_step_track_step_clicked(self, message: StepTrack.StepClicked) -> None:
        self.pause()
        turn = self.current_turn
        for start in self.step_starts:
            event = self.events[start]          # a StepBegan, as every step start is
            if isinstance(event, StepBegan) and event.turn == turn and event.step == message.step:
                self.go(start)
                return

    def on_event_log_event_clicked(self, message: EventLog.EventClicked) -> None:
        self.pause()
        self.go(message.index)

    # -- for tests and replays ------------------------------------------------------------
    def board_text(self) -> str:
        """The ship board as plain text (no colour), at its current width."""
        return "\n".join(self.query_one(ShipBoard).text_lines())

    def screen_texts(self) -> dict[str, list[str]]:
        return {
            "steps": self.query_one(StepTrack).text_lines(),
            "board": self.query_one(ShipBoard).text_lines(),
            "tracks": self.query_one("#board-tracks", Trajectories).text_lines(),
            "strip": self.query_one("#board-strip", TrackStrip).text_lines(),
            "legend": self.query_one(BoardLegend).text_lines(),
            "summary": [self.summary()],
            "log": self.query_one(EventLog).text_lines(),
        }


def events_of_turn(events_: Sequence, turn: int) -> list[int]:
    """Indexes of the events of one turn (between its first StepBegan and the next turn's)."""
    out: list[int] = []
    current = 0
    for i, event in enumerate(events_):
        if isinstance(event, StepBegan):
            current = event.turn
        if current == turn:
            out.append(i)
    return out


def turn_summary(events_: Sequence, turn: int, *, done: bool = True) -> str:
    """One turn in a line, from its events so far, in the game's words:
    "Turn 7: white −2 (Destroyer #3), red −3 (Fighter #1) · Fighter #1 destroyed".

    Damage is counted per zone and threat: an attack's damage as the attack says, and
    tiles drawn without an attack (an internal threat's action) for the threat acting.
    `done`: the turn is over ("no damage" rather than "no damage so far")."""
    damage: dict[tuple[str, str], int] = {}
    news: list[str] = []
    actor = ""
    attack_tiles = False           # tiles drawn now belong to the attack just counted
    destroyed: ShipDestroyed | None = None
    for event in events_:
        if isinstance(event, TileDrawn):
            if not attack_tiles:
                key = (event.zone, actor)
                damage[key] = damage.get(key, 0) + 1
            continue
        attack_tiles = False
        if isinstance(event, ShipAttacked):
            if event.damage:
                key = (event.zone, event.source)
                damage[key] = damage.get(key, 0) + event.damage
                attack_tiles = True
        elif isinstance(event, ThreatActs):
            actor = event.threat
        elif isinstance(event, StepBegan):
            actor = ""
        elif isinstance(event, ThreatDestroyed):
            news.append(_("{threat} destroyed").format(threat=tr(event.threat)))
        elif isinstance(event, ThreatSurvived):
            news.append(_("{threat} survived").format(threat=tr(event.threat)))
        elif isinstance(event, KnockedOut):
            news.append(_("{player} knocked out").format(player=event.player))
        elif isinstance(event, ShipDestroyed):
            news.append(_("THE SHIP IS DESTROYED"))
            destroyed = event
        elif isinstance(event, Jumped):
            news.append(_("the ship jumps to hyperspace"))
    hits = [f"{tr(zone, 'zone')} −{amount}" + (f" ({tr(source)})" if source else "")
            for (zone, source), amount in damage.items()]
    if not hits and destroyed is not None:
        # a seventh damage before any tile (an internal threat's, often): the cause says
        # who, never "no damage"
        news.remove(_("THE SHIP IS DESTROYED"))
        return _("Turn {turn}: {summary}").format(turn=turn, summary=" · ".join([*news, str(destroyed)]))
    if not hits:
        hits = [_("no damage") if done else _("no damage so far")]
    return _("Turn {turn}: {summary}").format(turn=turn, summary=" · ".join([", ".join(hits), *news]))


class LessonBoardScreen(BoardScreen):
    """A lesson's flight on the board: at its end, enter goes on to the verdict (the
    flow's next screen), so the key says so rather than the table's Score. `t` (a turn
    by its number) still works but leaves the footer: with Verdict, the keys line would
    be cut at 80 columns in Spanish and Portuguese, and a lesson's flight is short."""

    BINDINGS = [Binding("enter", "score", N_("Verdict")),
                Binding("t", "ask_turn", N_("Turn"), show=False)]
