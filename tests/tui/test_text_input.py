"""Keys typed fast into a text field go in the order typed (`tui/widgets/text_input.py`).

Textual's own `Input` runs its editing keys (backspace, ←, enter, …) only after they bubble
through the screen's queue, so letters typed after a backspace overtook it while the
screen was busy with the last key's `Changed` (the entry saves and redraws at every key).
Shown in a real terminal, where tmux delivers a whole burst of keys at once; the pilot
sends keys one at a time and never sees it.
"""
from __future__ import annotations

import ast
import shlex
import sys
import textwrap
from pathlib import Path

import pytest

from tests.tui.test_terminal import TMUX, Terminal

TUI = Path(__file__).resolve().parents[2] / "spacealert_tui" / "tui"

BUSY_APP = textwrap.dedent("""
    import time
    from textual.app import App
    from textual.widgets import Static
    from spacealert_tui.tui.widgets.text_input import Input

    class Busy(App):
        def compose(self):
            yield Input(id="field")
            yield Static("value: ''", id="shown")

        def on_input_changed(self, event):
            time.sleep(0.05)          # a screen busy with each key, as the entry saving its draft
            self.query_one("#shown", Static).update(f"value: {event.value!r}")

        def on_input_submitted(self, event):
            self.query_one("#shown", Static).update(f"submitted: {event.value!r}")

    Busy().run()
""")


def test_every_screen_uses_the_ordered_input():
    """No module of the app builds Textual's own `Input` (its keys may overtake each other)."""
    offenders = []
    for path in TUI.rglob("*.py"):
        if path.name == "text_input.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("textual.widgets")
                    and any(alias.name == "Input" for alias in node.names)):
                offenders.append(f"{path.relative_to(TUI)}:{node.lineno}")
    assert not offenders, f"import Input from spacealert_tui.tui.widgets.text_input: {offenders}"


@pytest.mark.skipif(TMUX is None, reason="tmux is not installed (apt-get install -y tmux)")
def test_backspaces_typed_fast_keep_their_place_among_the_letters(tmp_path):
    app = tmp_path / "busy.py"
    app.write_text(BUSY_APP)
    root = Path(__file__).resolve().parents[2]
    command = f"cd {shlex.quote(str(root))} && {shlex.quote(sys.executable)} {shlex.quote(str(app))}; sleep 60"
    term = Terminal(tmp_path, command, size=(80, 24))
    try:
        term.wait_for(lambda text: "value: ''" in text, "the field")
        term.keys("-l", "lodo reptante")
        term.wait_for(lambda text: "value: 'lodo reptante'" in text, "the first words")
        # one burst: thirteen backspaces, a new word and enter, as a fast typist's keys arrive
        term.keys(*["BSpace"] * 13, "e", "s", "c", "a", "r", "a", "m", "u", "z", "a", "d", "o", "r", "e", "s", "Enter")
        term.wait_for(lambda text: "submitted:" in text, "the field submitted")
        assert "submitted: 'escaramuzadores'" in term.screen()
    finally:
        term.close()
