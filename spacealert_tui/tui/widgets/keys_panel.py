"""The keys panel (F1), in the crew's language.

Textual's panel prints each binding's description as declared: plain English, both
the app's (marked `N_`, like the footer's) and Textual's own widgets'. This panel is
Textual's, with the descriptions worded when the table is drawn, so it follows a
language changed in Settings as the footer does.
"""
from __future__ import annotations

from rich.console import RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.widgets import HelpPanel as TextualHelpPanel
from textual.widgets import KeyPanel as TextualKeyPanel
from textual.widgets._key_panel import BindingsTable as TextualBindingsTable

from spacealert_tui.i18n import N_, _
from spacealert_tui.tui.widgets.footer import key_word

#: Descriptions of the keys of Textual's screens and of the widgets the app uses, so
#: that they are extracted and translated.
TEXTUAL_KEY_WORDS = (
    N_("Focus Next"), N_("Focus Previous"), N_("Copy selected text"), N_("Scroll Up"), N_("Scroll Down"),
    N_("Scroll Left"), N_("Scroll Right"), N_("Scroll Home"), N_("Scroll End"), N_("Page Up"),
    N_("Page Down"), N_("Page Left"), N_("Page Right"), N_("Select"), N_("Cursor up"), N_("Cursor down"),
    N_("Cursor right"), N_("Cursor left"), N_("Page up"), N_("Page down"), N_("Top"), N_("Bottom"),
    N_("Home"), N_("End"), N_("Move cursor left"), N_("Move cursor left and select"),
    N_("Move cursor left a word"), N_("Move cursor left a word and select"),
    N_("Move cursor right or accept the completion suggestion"), N_("Move cursor right and select"),
    N_("Move cursor right a word"), N_("Move cursor right a word and select"), N_("Delete character left"),
    N_("Select all"), N_("Go to start"), N_("Go to end"), N_("Select line start"), N_("Select line end"),
    N_("Delete character right"), N_("Submit"), N_("Delete left to start of word"),
    N_("Delete all to the left"), N_("Delete right to start of word"), N_("Delete all to the right"),
    N_("Cut selected text"), N_("Paste text from the clipboard"), N_("Down"), N_("Last"), N_("First"),
    N_("Up"), N_("Press button"), N_("Toggle"),
    # tooltips, shown after a description
    N_("Open the command palette"), N_("Quit the app and return to the command prompt."),
    # the titles of the widgets' groups of keys (their BINDING_GROUP_TITLE)
    N_("Input"),
)


#: the style Textual gives a tooltip after a description
TOOLTIP_STYLE = "dim"


def panel_word(description: str) -> str:
    """A key's description for the panel: the whole translation, else the footer's word."""
    word = _(description)
    return word if word != description else key_word(description)


class BindingsTable(TextualBindingsTable):
    """Textual's table of the focused widget's keys, its descriptions translated."""

    def render_bindings_table(self) -> Table:
        table = super().render_bindings_table()
        if len(table.columns) > 1:
            column = table.columns[1]
            column._cells = [self._worded(cell) for cell in column._cells]
            self._drop_repeated(table)
        return table

    @staticmethod
    def _drop_repeated(table: Table) -> None:
        """Leave out a row another row already says: `← Change` under `←/→ Change` (a key
        bound apart only to be hidden from the footer, which the panel shows all the same)."""
        keys, words = table.columns[0]._cells, table.columns[1]._cells
        plain = [(str(getattr(k, "plain", k)).strip(), str(getattr(w, "plain", w)).strip())
                 for k, w in zip(keys, words)]
        drop = {i for i, (key, word) in enumerate(plain)
                if key and word and any(j != i and other_word == word and key in other_key.split("/")
                                        and key != other_key
                                        for j, (other_key, other_word) in enumerate(plain))}
        if not drop:
            return
        for column in table.columns:
            column._cells = [cell for i, cell in enumerate(column._cells) if i not in drop]
        table.rows = [row for i, row in enumerate(table.rows) if i not in drop]

    @staticmethod
    def _worded(cell: RenderableType) -> RenderableType:
        """A description, and the dim tooltip Textual appends to it, each translated."""
        if not isinstance(cell, Text) or not cell.plain:
            return cell
        dim = [span.start for span in cell.spans if str(span.style) == TOOLTIP_STYLE]
        cut = dim[0] if dim else len(cell.plain)
        description, tooltip = cell.plain[:cut].rstrip(), cell.plain[cut:]
        word = panel_word(description) if description else ""
        said = _(tooltip.strip()) if tooltip.strip() else ""
        if said and repeats(word, said):     # "Sair Sair do aplicativo…": the tooltip says it all
            word = ""
        worded = Text(word, style=cell.style, end="")
        if said:
            worded.append((" " if word else "") + said, style=TOOLTIP_STYLE)
        return worded


def repeats(word: str, tooltip: str) -> bool:
    """True if every word of `word` is in `tooltip` (the panel would say it twice)."""
    words = word.casefold().split()
    said = set(tooltip.casefold().replace(".", " ").replace(",", " ").split())
    return bool(words) and all(w in said for w in words)


class KeyPanel(TextualKeyPanel):
    """Textual's keys panel, with the translated table."""

    def compose(self) -> ComposeResult:
        yield BindingsTable(shrink=True, expand=False)


class HelpPanel(TextualHelpPanel):
    """Textual's help panel (F1): the focused widget's help and its keys, translated."""

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            yield KeyPanel(id="keys-help") if isinstance(widget, TextualKeyPanel) else widget
