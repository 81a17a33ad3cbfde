"""Textual's `Input`, taking its keys in the order they were typed.

Textual's `Input` inserts a printable key in its own message loop, but its editing keys
(backspace, delete, ←, →, home, end, enter, …) are bindings, run only when the key has
bubbled up through the screen's message queue to the app. A screen busy with the
`Changed` of the last key (the entry saves the draft and redraws at every key) holds
those keys back while the letters typed after them go in first: in a real terminal
`lodo reptante`, thirteen backspaces and `escaramuzadores`, typed fast, came out
`lescaramuzadore`. This `Input` runs its own bindings in its own loop, in order with the
letters; what it does not bind still bubbles as before (the screen's and the app's keys).
Every screen imports this one (`tests/tui/test_text_input.py` checks).
"""
from __future__ import annotations

from textual import events
from textual.widgets import Input as _TextualInput

__all__ = ["Input"]


class Input(_TextualInput):
    """An `Input` whose editing keys keep their place among the typed letters."""

    async def _on_key(self, event: events.Key) -> None:
        if not event.is_printable:
            for binding in self._bindings.key_to_bindings.get(event.key, ()):
                if not binding.priority and await self.app.run_action(binding.action, self):
                    event.stop()
                    event.prevent_default()
                    self._restart_blink()
                    return
        await super()._on_key(event)
