"""The talk indicator: may the crew talk? Blacked out with NO TALKING while comms are down.

Readable without colour: the words themselves change ("talk freely" / NO TALKING in
block letters when there is room, plain capitals otherwise), and the `-down` class
lets the stylesheet invert the box and thicken its border.
"""
from __future__ import annotations

from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from spacealert_tui.i18n import N_, _
from spacealert_tui.tui.widgets.big_clock import fit

NO_TALKING = N_("NO TALKING")
#: the two words of NO TALKING, when they go on two lines
NO_WORD, TALKING_WORD = N_("NO"), N_("TALKING")


class TalkIndicator(Widget):
    """`down` True: NO TALKING; `detail` is the line under it ("back in 0:08")."""

    DEFAULT_CSS = """
    TalkIndicator {
        width: 1fr;
        height: 5;
        content-align: center middle;
    }
    """

    down: reactive[bool] = reactive(False)
    detail: reactive[str] = reactive("")

    def __init__(self, *, name: str | None = None, id: str | None = None,
                 classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.calm_text = N_("Comms open\ntalk freely")

    def watch_down(self, down: bool) -> None:
        self.set_class(down, "-down")

    def render(self) -> Text:
        size = self.content_size
        if not self.down:
            lines = _(self.calm_text).split("\n")
            if self.detail:
                lines.append(self.detail)
            return Text("\n".join(lines[: max(1, size.height)]), justify="center")
        room = size.height - (1 if self.detail else 0)
        rows = fit(_(NO_TALKING), size.width, room, max_scale=2)
        if rows is None:
            no, talking = fit(_(NO_WORD), size.width, 5, 1), fit(_(TALKING_WORD), size.width, 5, 1)
            if room >= 11 and no and talking:   # narrow but tall: on two lines
                rows = [*no, "", *talking]
        if rows is None:
            rows = [_(NO_TALKING)]
        width = max(len(r) for r in rows)
        lines = [r.center(width) for r in rows]
        text = Text("\n".join(lines), style="bold", justify="center", no_wrap=True,
                    overflow="crop")
        if self.detail and len(lines) < size.height:
            text.append("\n" + self.detail.center(width), style="bold")
        return text
