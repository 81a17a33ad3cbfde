"""The crew's own words for The New Frontier's badges (expansion p.33: "you may rename any
of them and give it a new task. It's your crew and your game"): a title and a task for
each of the seven badges (the captain's, the communications officer's and the security
chief's too: only the words change, ruling R20), over the set-up.

`BadgeWordsScreen(texts)` shows the rulebook's words as placeholders and the crew's own
in the fields; `ctrl+s` (or the button) keeps them, dismissed with badge → {title, task}
(`record.crew.clean_badge_texts`: a field left blank keeps the rulebook's word); `escape`
changes nothing (dismissed with None). `up`/`down` move between the fields.
"""
from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from spacealert_tui.i18n import N_, _
from spacealert_tui.record.crew import ALL_BADGES, MAX_BADGE_TASK, MAX_BADGE_TITLE, clean_badge_texts
from spacealert_tui.tui.widgets.text_input import Input


class BadgeWordsScreen(ModalScreen[dict[str, dict[str, str]] | None]):
    """A title and a task for each badge."""

    DEFAULT_CSS = """
    BadgeWordsScreen { align: center middle; background: $background 60%; }
    #badges-box { width: 78; max-width: 100%; height: auto; max-height: 100%; border: thick $accent;
                  background: $surface; padding: 0 1; }
    #badges-question { height: auto; margin-bottom: 1; }
    #badges-fields { height: auto; max-height: 14; }
    .badges-row { height: 1; }
    .badges-label { width: 10; }
    .badges-title { width: 20; }
    .badges-task { width: 1fr; }
    #badges-buttons { height: 1; margin-top: 1; }
    #badges-buttons Button { margin-right: 2; }
    """
    BINDINGS = [Binding("escape", "cancel", N_("Cancel")), Binding("ctrl+s", "keep", N_("Keep")),
                Binding("down", "app.focus_next", N_("Next"), show=False, priority=True),
                Binding("up", "app.focus_previous", N_("Previous"), show=False, priority=True)]

    def __init__(self, texts: dict[str, dict[str, str]] | None = None) -> None:
        super().__init__()
        self.texts = clean_badge_texts(texts or {})

    def compose(self) -> ComposeResult:
        with Vertical(id="badges-box"):
            yield Static(_("Rename a badge or give it another task: it is your crew (The New Frontier). "
                           "A field left blank keeps the rulebook's word. ctrl+s keeps them, esc changes "
                           "nothing."), id="badges-question", markup=False)
            with VerticalScroll(id="badges-fields"):
                for badge, short, title, task in ALL_BADGES:
                    own = self.texts.get(badge, {})
                    with Horizontal(classes="badges-row"):
                        yield Static(_(short), classes="badges-label", markup=False)
                        yield Input(own.get("title", ""), placeholder=_(title), id=f"badges-title-{badge}",
                                    classes="badges-title", compact=True, max_length=MAX_BADGE_TITLE)
                        yield Input(own.get("task", ""), placeholder=_(task), id=f"badges-task-{badge}",
                                    classes="badges-task", compact=True, max_length=MAX_BADGE_TASK)
            with Horizontal(id="badges-buttons"):
                yield Button(_("Keep (ctrl+s)"), id="badges-keep", variant="primary", compact=True)
                yield Button(_("Cancel (esc)"), id="badges-cancel", compact=True)

    def on_mount(self) -> None:
        self.query_one(f"#badges-title-{ALL_BADGES[0][0]}", Input).focus()

    def chosen(self) -> dict[str, dict[str, str]]:
        """What the fields say, as the draft keeps it."""
        typed = {badge: {"title": self.query_one(f"#badges-title-{badge}", Input).value,
                         "task": self.query_one(f"#badges-task-{badge}", Input).value}
                 for badge, *_rest in ALL_BADGES}
        return clean_badge_texts(typed)

    @on(Button.Pressed, "#badges-keep")
    def action_keep(self) -> None:
        self.dismiss(self.chosen())

    @on(Input.Submitted)
    def submitted(self) -> None:
        self.action_keep()

    @on(Button.Pressed, "#badges-cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)
