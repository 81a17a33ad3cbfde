"""The step track: turns 1–13 (phases split by │), the current one in brackets, and
the step within it.

    Turn 1 2 [3] │ 4 5 6 7 │ 8 9 10 11 12 │ 13   appear · actions · [damage] · threats

Narrow, the turns close up and the steps shrink to "damage 3/4" (the third of
the turn's four steps); the status (event count, playing or paused) goes last. A click on a turn number posts
`StepTrack.TurnClicked`; on a step name, `StepTrack.StepClicked`.
"""
from __future__ import annotations

from textual import events
from textual.message import Message

from spacealert_tui.i18n import N_, _
from spacealert_tui.tui.widgets.board_lines import Line, LineWidget, runs_width

PHASE_ENDS = (3, 7, 12)
STEP_WORDS = {"appear": N_("appear"), "actions": N_("actions"), "damage": N_("damage"),
              "threats": N_("threats"), "check": N_("check"), "jump": N_("jump")}


def step_word(step: str) -> str:
    """A step's short name in the crew's language (an unknown step as it is)."""
    return _(STEP_WORDS[step]) if step in STEP_WORDS else step


class StepTrack(LineWidget):
    """One line: where the replay is, turn and step. `show(turn, step, steps)`."""

    PREFIX = "step-track"
    COMPONENT_CLASSES = {"step-track--current", "step-track--label", "step-track--dim",
                         "step-track--bar", "step-track--played", "step-track--status",
                         "step-track--lost"}
    DEFAULT_CSS = """
    StepTrack {
        height: 1;
    }
    StepTrack > .step-track--current { color: $text; background: $accent 50%; text-style: bold; }
    StepTrack > .step-track--label { color: $foreground-muted; }
    StepTrack > .step-track--dim { color: $foreground-muted; }
    StepTrack > .step-track--bar { color: $primary; }
    StepTrack > .step-track--played { color: $foreground; }
    StepTrack > .step-track--status { color: $foreground-muted; }
    StepTrack > .step-track--lost { color: $error; text-style: bold; }
    """

    class TurnClicked(Message):
        def __init__(self, turn: int) -> None:
            super().__init__()
            self.turn = turn

    class StepClicked(Message):
        def __init__(self, step: str) -> None:
            super().__init__()
            self.step = step

    def __init__(self, *, last_turn: int = 13, name: str | None = None, id: str | None = None,
                 classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.turn = 0
        self.step = ""
        self.steps: tuple[str, ...] = ()
        self.last_turn = last_turn     # turns after it were never played (ship lost)
        self.status = ""
        self.status_style = "status"
        self._spots: list[tuple[int, int, str, object]] = []   # (x0, x1, kind, value)
        self._turn_spots: list[tuple[int, int, str, object]] = []

    def show(self, turn: int, step: str, steps: tuple[str, ...] | list[str] = (),
             status: str = "", status_style: str = "status",
             last_turn: int | None = None) -> None:
        """The current turn and step; `steps`: the steps of that turn, in order;
        `status`: a short text at the right end (event count, playing or paused);
        `last_turn`: the last turn played, once the replay has shown the ship lost
        (earlier, every turn shows, so the strip does not tell the ending)."""
        self.turn, self.step, self.steps = turn, step, tuple(steps)
        if last_turn is not None:
            self.last_turn = last_turn
        self.status, self.status_style = status, status_style
        self.refresh_content()

    def build(self, width: int) -> list[Line]:
        status: Line = [(self.status, self.status_style)] if self.status else []
        # the first of these that fits; the last (the most compact) when none does
        for compact, short_steps, with_status in ((False, False, True), (True, False, True),
                                                  (True, True, True), (True, True, False)):
            turns, x = self.turns(compact)
            steps, spots = self.step_words(x + 2, short_steps)
            used = x + 2 + runs_width(steps) + (2 + runs_width(status) if with_status and status else 0)
            if used <= width:
                break
        line = turns + [("  ", "")] + steps
        if with_status and status:
            line.append((" " * max(2, width - runs_width(line) - runs_width(status)), ""))
            line += status
        self._spots = self._turn_spots + spots
        return [line]

    def turns(self, compact: bool) -> tuple[Line, int]:
        """"Turn 1 2 [3] │ 4 ..." (compact: single spaces); unplayed turns (after a
        lost one) show as dots. Returns the runs and their width."""
        label = _("Turn")
        line: Line = [(label, "label")]
        spots: list[tuple[int, int, str, object]] = []
        x = len(label)
        for turn in range(1, 14):
            number = str(turn) if turn <= self.last_turn else "·" * len(str(turn))
            current = turn == self.turn
            if compact:                # "1 2 [3] │ 4": one space between
                text = f" [{number}]" if current else f" {number}"
            else:                      # " 1  2 [3]│ 4 ": a fixed three cells
                text = f"[{number}]" if current else f" {number} "
            style = "current" if current else "played" if turn < self.turn else "dim"
            if compact and current:
                line += [(" ", ""), (text[1:], style)]
            else:
                line.append((text, style))
            spots.append((x, x + len(text), "turn", turn))
            x += len(text)
            if turn in PHASE_ENDS:
                line.append((" │" if compact else "│", "bar"))
                x += runs_width([line[-1]])
        self._turn_spots = spots
        return line, x

    def step_words(self, x: int, short: bool) -> tuple[Line, list[tuple[int, int, str, object]]]:
        steps = self.steps or ((self.step,) if self.step else ())
        spots: list[tuple[int, int, str, object]] = []
        if short:
            position = steps.index(self.step) + 1 if self.step in steps else 0
            line: Line = [(step_word(self.step), "current"),
                          (f" {position}/{len(steps)}", "dim")]
            spots.append((x, x + runs_width(line), "step", self.step))
            return line, spots
        line = []
        for i, step in enumerate(steps):
            if i:
                line.append((" · ", "dim"))
                x += 3
            word = step_word(step)
            text = f"[{word}]" if step == self.step else word
            line.append((text, "current" if step == self.step else "dim"))
            spots.append((x, x + len(text), "step", step))
            x += len(text)
        return line, spots

    def on_click(self, event: events.Click) -> None:
        self.lines()
        offset = event.get_content_offset(self)
        if offset is None:
            return
        for x0, x1, kind, value in self._spots:
            if x0 <= offset.x < x1:
                event.stop()
                if kind == "turn":
                    if isinstance(value, int) and value <= self.last_turn:
                        self.post_message(self.TurnClicked(value))
                else:
                    self.post_message(self.StepClicked(str(value)))
                return
