"""Playing a soundtrack in the terminal with Rich Live (before the Textual app exists).

One thread does everything, so nothing competes with the scheduler for the GIL:
fire due clips, read keys, redraw. A redraw is skipped when an action is due
sooner than a redraw takes, and the wait between actions is a `select()` on
the keyboard, so a key press is handled at once and a clip is never held up by
the screen. Keys (read in cbreak mode from the TTY): space pauses/resumes, `e`
ends the round once phase 2 is over, `q` quits. Without a TTY the round just
plays, and the subtitles are printed as plain lines.
"""
from __future__ import annotations

import os
import select
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, field

from rich.console import Console, Group
from rich.panel import Panel
from rich.text import Text

from spacealert_tui.mission.scheduler import (ClipStarted, CommsChanged, DataTransferDeadline,
                                              Finished, NotAllowed, PauseChanged, PhaseChanged,
                                              RoundEnded, Scheduler, SchedulerEvent,
                                              SubtitleChanged, realtime_priority)

REDRAW_EVERY = 0.1   # seconds between screen updates
REDRAW_BUDGET = 0.03  # never start a redraw this close to a due clip

#: Block glyphs, 5 rows each (also used by the app's big clock, `tui/widgets/big_clock.py`).
DIGITS = {
    "0": ("███", "█ █", "█ █", "█ █", "███"), "1": (" █ ", "██ ", " █ ", " █ ", "███"),
    "2": ("███", "  █", "███", "█  ", "███"), "3": ("███", "  █", "███", "  █", "███"),
    "4": ("█ █", "█ █", "███", "  █", "  █"), "5": ("███", "█  ", "███", "  █", "███"),
    "6": ("███", "█  ", "███", "█ █", "███"), "7": ("███", "  █", "  █", "  █", "  █"),
    "8": ("███", "█ █", "███", "█ █", "███"), "9": ("███", "█ █", "███", "  █", "███"),
    ":": ("   ", " ▪ ", "   ", " ▪ ", "   "),
}

_WORDS = {
    "en": {"phase": "Phase {n}", "left": "{t} left", "over": "Round over", "paused": "PAUSED",
           "comms": "COMMUNICATIONS DOWN — no talking, no signals",
           "keys": "space pause/resume · e end the round (after phase 2) · q quit",
           "no_end": "The round can be ended only after phase 2.",
           "deadline": "Data transfer closed."},
    "es": {"phase": "Fase {n}", "left": "quedan {t}", "over": "Ronda terminada",
           "paused": "EN PAUSA", "comms": "COMUNICACIONES CAÍDAS — nada de hablar ni señas",
           "keys": "espacio pausa/sigue · e terminar la ronda (tras la fase 2) · q salir",
           "no_end": "La ronda solo puede terminarse tras la fase 2.",
           "deadline": "Transferencia de datos cerrada."},
    "pt": {"phase": "Fase {n}", "left": "faltam {t}", "over": "Rodada encerrada",
           "paused": "PAUSADO", "comms": "COMUNICAÇÃO INOPERANTE — sem falar, sem sinais",
           "keys": "espaço pausa/continua · e encerrar a rodada (após a fase 2) · q sair",
           "no_end": "A rodada só pode ser encerrada após a fase 2.",
           "deadline": "Transferência de dados encerrada."},
}


def mmss(seconds: float) -> str:
    seconds = max(0, int(seconds))
    return f"{seconds // 60:02d}:{seconds % 60:02d}"


def block_rows(text: str, font: Mapping[str, tuple[str, ...]] = DIGITS) -> list[str]:
    """`text` in block glyphs: 5 rows, one column between glyphs."""
    glyphs = [font[ch] for ch in text]
    return [" ".join(g[row] for g in glyphs) for row in range(5)]


def big_clock(seconds: float) -> Text:
    """MM:SS in 5-line block digits, readable across the table."""
    return Text("\n".join(block_rows(mmss(seconds))), style="bold")


@dataclass
class ViewState:
    """What the screen shows, updated from scheduler events."""

    subtitle: str = ""
    note: str = ""
    speaking: bool = False
    ignored: bool = False
    comms_down: bool = False
    paused: bool = False
    message: str = ""
    notices: list[str] = field(default_factory=list)

    def on_event(self, event: SchedulerEvent, words: dict[str, str]) -> None:
        if isinstance(event, SubtitleChanged):
            self.subtitle, self.speaking, self.ignored = event.text, event.speaking, event.ignored
            self.note = event.note
        elif isinstance(event, CommsChanged):
            self.comms_down = event.down
        elif isinstance(event, PauseChanged):
            self.paused = event.paused
        elif isinstance(event, DataTransferDeadline):
            self.message = words["deadline"]
        elif isinstance(event, PhaseChanged):
            self.message = ""


def render(scheduler: Scheduler, state: ViewState, title: str, lang: str) -> Panel:
    words = _WORDS[lang]
    t = scheduler.mission_time()
    if scheduler.round_over:
        phase_line = Text(words["over"], style="bold green")
    else:
        phase_line = Text.assemble(
            (words["phase"].format(n=scheduler.phase), "bold cyan"), "  ·  ",
            words["left"].format(t=mmss(scheduler.phase_remaining() + 0.999)))
    parts: list = [big_clock(t), Text(""), phase_line, Text("")]
    if state.paused:
        parts.append(Text(words["paused"], style="bold black on yellow"))
    if state.comms_down:
        parts.append(Text(words["comms"], style="bold white on red"))
    style = "dim" if state.ignored else ("bold" if state.speaking else "")
    parts.append(Text(state.subtitle or " ", style=style))
    if state.note:
        parts.append(Text(state.note, style="dim italic"))
    if state.message:
        parts.append(Text(state.message, style="yellow"))
    for notice in state.notices[-3:]:
        parts.append(Text(notice, style="dim italic"))
    return Panel(Group(*parts), title=title, subtitle=words["keys"], padding=(1, 2))


@contextmanager
def cbreak(fd: int | None) -> Iterator[None]:
    """Keys arrive one by one, unechoed; the terminal is restored whatever happens."""
    if fd is None:
        yield
        return
    import termios
    import tty
    saved = termios.tcgetattr(fd)
    try:
        tty.setcbreak(fd)
        yield
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)


class TerminalPlayer:
    """Drives a `Scheduler` and a Rich Live view from one loop."""

    def __init__(self, scheduler: Scheduler, *, title: str, lang: str,
                 console: Console | None = None, key_fd: int | None = None,
                 notices: list[str] | None = None,
                 clock: Callable[[], float] = time.monotonic,
                 sleep: Callable[[float], None] = time.sleep) -> None:
        self.scheduler = scheduler
        self.title, self.lang = title, lang
        self.console = console or Console()
        self.key_fd = key_fd
        self.clock = clock
        self.sleep = sleep  # the wait when there is no keyboard; a test clock's own sleep
        self.state = ViewState(notices=list(notices or []))
        self.quit = False
        self.log_lines = not self.console.is_terminal
        scheduler.listeners.append(self._on_event)

    def _on_event(self, event: SchedulerEvent) -> None:
        self.state.on_event(event, _WORDS[self.lang])
        if not self.log_lines:
            return
        t = mmss(self.scheduler.mission_time())
        if isinstance(event, SubtitleChanged) and not event.speaking:
            said = f"{event.text} {event.note}" if event.note else event.text
            self.console.print(f"{t}  {said}", markup=False, highlight=False,
                               soft_wrap=True)
        elif isinstance(event, PhaseChanged):
            self.console.print(f"{t}  == {_WORDS[self.lang]['phase'].format(n=event.phase)} ==")
        elif isinstance(event, CommsChanged):
            self.console.print(f"{t}  {'comms down' if event.down else 'comms restored'}")
        elif isinstance(event, RoundEnded):
            self.console.print(f"{t}  == {_WORDS[self.lang]['over']} ==")
        elif isinstance(event, ClipStarted) and event.late > 0.05:
            self.console.print(f"{t}  (clip {event.clip.clip.id} started "
                               f"{event.late * 1000:.0f} ms late)")
        elif isinstance(event, Finished):
            pass

    def handle_key(self, key: str) -> None:
        if key == " ":
            self.scheduler.toggle_pause()
        elif key in ("e", "E"):
            try:
                self.scheduler.end_round_now()
            except NotAllowed:
                self.state.message = _WORDS[self.lang]["no_end"]
        elif key in ("q", "Q", "\x1b"):
            self.quit = True

    def _read_keys(self, timeout: float) -> None:
        if self.key_fd is None:
            self.sleep(max(0.0, timeout))
            return
        ready, _, _ = select.select([self.key_fd], [], [], max(0.0, timeout))
        if ready:
            data = os.read(self.key_fd, 32)
            if not data:
                self.key_fd = None  # stdin closed: just play
            for ch in data.decode(errors="ignore"):
                self.handle_key(ch)

    def run(self) -> int:
        """Play until the last clip or `q`; returns 0."""
        from rich.live import Live
        sched = self.scheduler
        sched.start()
        live = (nullcontext() if self.log_lines else
                Live(console=self.console, auto_refresh=False, transient=False,
                     redirect_stdout=False, redirect_stderr=False))
        next_draw = 0.0
        with realtime_priority() as granted, cbreak(self.key_fd), live:
            sched.priority = granted
            while not sched.finished and not self.quit:
                sched.tick()
                if sched.finished:
                    break  # the last sound is out: leave now, not after one more wait
                now = self.clock()
                due = sched.next_due()
                if not self.log_lines and now >= next_draw and (due is None
                                                                or due - now > REDRAW_BUDGET):
                    view = render(sched, self.state, self.title, self.lang)
                    live.update(view, refresh=True)  # type: ignore[union-attr]
                    next_draw = now + REDRAW_EVERY
                    now = self.clock()
                wake = next_draw if not self.log_lines else now + 0.25
                if due is not None:
                    wake = min(wake, due - sched.spin)
                self._read_keys(wake - now)
                due = sched.next_due()
                while due is not None and 0 < due - self.clock() <= sched.spin:
                    pass  # the last stretch before a clip: watch the clock, not the OS
            if self.quit:
                sched.close()
            if not self.log_lines:
                view = render(sched, self.state, self.title, self.lang)
                live.update(view, refresh=True)  # type: ignore[union-attr]
        return 0
