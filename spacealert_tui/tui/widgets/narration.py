"""The narration of a resolution, one panel per turn, steps inside.

The lines are the events' own narration (`str(event)`, as `spacealert resolve --trace`
prints them); `StepBegan` markers cut the stream into turns and steps. A step in
which nothing happened is left out. The current turn is marked with ▶ in its
title as well as by its colour, so it reads without colour too.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from rich.console import Group
from rich.padding import Padding
from rich.text import Text
from textual.containers import VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.reactive import reactive
from textual.widgets import Static

from spacealert_tui.i18n import _
from spacealert_tui.rules.events import STEP_NAMES, Event, StepBegan
from spacealert_tui.rules.text import tr

FINAL_TURN = 13


@dataclass
class TurnStory:
    """What happened in one turn: (step name, narration lines) in order."""

    turn: int
    steps: list[tuple[str, list[str]]] = field(default_factory=list)

    @property
    def title(self) -> str:
        if self.turn == FINAL_TURN:
            return _("Turn {turn} · final step").format(turn=self.turn)
        return _("Turn {turn}").format(turn=self.turn)

    def renderable(self) -> Group:
        """Step names in bold, each event's line under it with a hanging indent.

        Rich `Text` throughout: narration is never read as markup.
        """
        parts: list[Text | Padding] = []
        for step, lines in self.steps:
            if not lines:
                continue
            parts.append(Text(tr(STEP_NAMES.get(step, step)), style="bold"))
            parts += [Padding(Text(line), (0, 0, 0, 2)) for line in lines]
        return Group(*parts) if parts else Group(Text(_("Nothing happens.")))


def turns_of(events: Iterable[Event]) -> list[TurnStory]:
    """Cut the event stream into turns at its `StepBegan` markers."""
    turns: list[TurnStory] = []
    for event in events:
        if isinstance(event, StepBegan):
            if not turns or turns[-1].turn != event.turn:
                turns.append(TurnStory(event.turn))
            turns[-1].steps.append((event.step, []))
            continue
        if not turns:  # an event before any marker: keep it rather than lose it
            turns.append(TurnStory(0, [("", [])]))
        turns[-1].steps[-1][1].append(str(event))
    return turns


class TurnPanel(Static):
    """One turn's narration under a title line."""

    current: reactive[bool] = reactive(False)

    def __init__(self, story: TurnStory, index: int) -> None:
        super().__init__(story.renderable(), markup=False, classes="turn-panel")
        self.story = story
        self.index = index
        self.border_title = Content(f" {story.title} ")

    def watch_current(self, current: bool) -> None:
        self.set_class(current, "-current")
        mark = "▶ " if current else ""
        self.border_title = Content(f" {mark}{self.story.title} ")

    def on_click(self) -> None:
        self.post_message(Narration.TurnClicked(self.index))


class Narration(VerticalScroll):
    """All the turns, scrollable, with one of them current (next/previous jump to it)."""

    class TurnClicked(Message):
        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    current: reactive[int] = reactive(0, init=False)

    def __init__(self, events: Iterable[Event], *, id: str | None = None) -> None:
        self.turns = turns_of(events)
        super().__init__(*(TurnPanel(story, i) for i, story in enumerate(self.turns)), id=id)

    def on_mount(self) -> None:
        self._show_current(self.current, scroll=False)

    def validate_current(self, index: int) -> int:
        return max(0, min(index, len(self.turns) - 1))

    def watch_current(self, old: int, new: int) -> None:
        panels = list(self.query(TurnPanel))
        if 0 <= old < len(panels):
            panels[old].current = False
        self._show_current(new, scroll=True)

    def _show_current(self, index: int, *, scroll: bool) -> None:
        panels = list(self.query(TurnPanel))
        if not panels:
            self.border_title = Content(_("Narration · no events"))
            return
        panels[index].current = True
        self.border_title = Content(_("Narration · {turn} ({n} of {count})").format(
            turn=self.turns[index].title, n=index + 1, count=len(self.turns)))
        if scroll:
            self.scroll_to_widget(panels[index], top=True, animate=False)

    def scroll_to_current(self) -> None:
        panels = list(self.query(TurnPanel))
        if panels:
            self.scroll_to_widget(panels[self.current], top=True, animate=False)

    def on_narration_turn_clicked(self, message: TurnClicked) -> None:
        message.stop()
        self.current = message.index

    @property
    def at_first(self) -> bool:
        return self.current <= 0

    @property
    def at_last(self) -> bool:
        return self.current >= len(self.turns) - 1
