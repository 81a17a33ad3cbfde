"""The step track: turns 1–13 (phases split by │), the current one in brackets, and
the step within it.

    Turn 1 2 [3] │ 4 5 6 7 │ 8 9 10 11 12 │ 13   appear · actions · [damage] · threats

Narrow, the steps shrink to "step 3/4 damage". A click on a turn number posts
`StepTrack.TurnClicked`; on a step name, `StepTrack.StepClicked`.
"""
from __future__ import annotations

from textual import events
from textual.message import Message

from spacealert_tui.tui.widgets.board_lines import Line, LineWidget, runs_width

PHASE_ENDS = (3, 7, 12)
STEP_WORDS = {"appear": "appear", "actions": "actions", "damage": "damage",
              "threats": "threats", "check": "check", "jump": "jump"}


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

    def show(self, turn: int, step: str, steps: tuple[str, ...] | list[str] = (),
             status: str = "", status_style: str = "status") -> None:
        """The current turn and step; `steps`: the steps of that turn, in order;
        `status`: a short text at the right end (event count, playing or paused)."""
        self.turn, self.step, self.steps = turn, step, tuple(steps)
        self.status, self.status_style = status, status_style
        self.refresh_content()

    def build(self, width: int) -> list[Line]:
        spots: list[tuple[int, int, str, object]] = []
        line: Line = [("Turn", "label")]
        x = 4
        for turn in range(1, 14):
            text = f"[{turn}]" if turn == self.turn else f" {turn} "
            style = ("current" if turn == self.turn else
                     "played" if turn < self.turn else
                     "dim")
            if turn > self.last_turn:
                text = " - " if len(str(turn)) == 1 else " --"
            line.append((text, style))
            spots.append((x, x + len(text), "turn", turn))
            x += len(text)
            if turn in PHASE_ENDS:
                line.append(("│", "bar"))
                x += 1
        line.append(("  ", ""))
        x += 2
        steps = self.steps or ((self.step,) if self.step else ())
        full: Line = []
        fx = x
        step_spots = []
        for i, step in enumerate(steps):
            if i:
                full.append((" · ", "dim"))
                fx += 3
            word = STEP_WORDS.get(step, step)
            text = f"[{word}]" if step == self.step else word
            full.append((text, "current" if step == self.step else "dim"))
            step_spots.append((fx, fx + len(text), "step", step))
            fx += len(text)
        status: Line = [("  " + self.status, self.status_style)] if self.status else []
        if x + runs_width(full) + runs_width(status) <= width:
            line += full
            spots += step_spots
        else:
            position = steps.index(self.step) + 1 if self.step in steps else 0
            short: Line = [("step ", "label"), (f"{position}/{len(steps)} ", "dim"),
                           (STEP_WORDS.get(self.step, self.step), "current")]
            line += short
            spots.append((x, x + runs_width(short), "step", self.step))
        if status and runs_width(line) + runs_width(status) <= width:
            line.append((" " * (width - runs_width(line) - runs_width(status)), ""))
            line += status
        self._spots = spots
        return [line]

    def on_click(self, event: events.Click) -> None:
        self.lines()
        for x0, x1, kind, value in self._spots:
            if x0 <= event.x < x1:
                event.stop()
                if kind == "turn":
                    if isinstance(value, int) and value <= self.last_turn:
                        self.post_message(self.TurnClicked(value))
                else:
                    self.post_message(self.StepClicked(str(value)))
                return
