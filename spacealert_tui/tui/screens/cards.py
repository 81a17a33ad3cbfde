"""Threat cards: every card the rules core implements, filterable, with the full text of one.

The rows and the card text are `spacealert cards`'s own (`rules.card_text`: `card_json`,
`card_text`, `sort_key`), so the app and the command line always say the same thing.
"""
from __future__ import annotations

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import DataTable, Header, Static

from spacealert_tui import card_lookup
from spacealert_tui.i18n import N_, _
from spacealert_tui.rules import CARDS
from spacealert_tui.rules.card_names import fold
from spacealert_tui.rules.card_text import SET_NAMES, card_json, card_text, sort_key
from spacealert_tui.rules.text import tr
from spacealert_tui.tui.widgets.footer import Footer
from spacealert_tui.tui.widgets.text import hanging
from spacealert_tui.tui.widgets.text_input import Input

#: (header, key) of each column; headers are translated where shown (`_`).
COLUMNS = ((N_("Card"), "card"), (N_("Name"), "name"), (N_("Colour"), "color"),
           (N_("Threat"), "seriousness"), (N_("Kind"), "kind"), (N_("HP"), "hp"), (N_("Sh"), "shield"),
           (N_("Spd"), "speed"), (N_("Pts"), "points"))
DETAIL_MIN_WIDTH = 28   # as #cards-detail's min-width in app.tcss
COLOUR_STYLE = {"yellow": "yellow", "red": "bold red"}


def all_cards() -> list[dict]:
    """Every card as `spacealert cards --json` prints it, in its order."""
    names = card_lookup.name_table()
    return [card_json(CARDS[card_id], names[card_id]) for card_id in sorted(CARDS, key=sort_key)]


def kind_of(card: dict) -> str:
    """external, intruder or malfunction."""
    return card["kind"] if card["kind"] == "external" else card.get("type", card["kind"])


def cells_of(card: dict) -> dict[str, str]:
    """The table cells of a card, by column key, in the crew's language."""
    return {
        "card": card["card"], "name": tr(card["name"]), "color": tr(card["color"], "card color"),
        "seriousness": tr(card["seriousness"], "seriousness"), "kind": tr(kind_of(card), "kind"),
        "hp": str(card["hp"]),
        "shield": str(card["shield"]) if "shield" in card else "-", "speed": str(card["speed"]),
        "points": f"{card['points_survived']}/{card['points_destroyed']}",
    }


def row_of(card: dict) -> list[Text]:
    """The table row of a card; cells are `Text`, so no name is ever read as markup.

    A name too long for its column ends in an ellipsis (the side panel has it whole).
    """
    cells = cells_of(card)
    row = []
    for _label, key in COLUMNS:
        style = COLOUR_STYLE.get(card["color"], "") if key == "color" else ""
        right = key in ("hp", "shield", "speed", "points")
        row.append(Text(cells[key], style=style, justify="right" if right else "left",
                        no_wrap=True, overflow="ellipsis"))
    return row


def natural_widths(cards: list[dict]) -> dict[str, int]:
    """The width each column needs to show every card whole."""
    widths = {key: len(_(label)) for label, key in COLUMNS}
    for card in cards:
        for key, cell in cells_of(card).items():
            widths[key] = max(widths[key], len(cell))
    return widths


def matches(card: dict, query: str) -> bool:
    """Every word of the query appears in the card's id, its names in every language the
    app speaks, colour, grade, kind or set (in English or in the crew's language); case
    and accents do not matter (`caca invisivel`)."""
    words = query.lower().split()
    if not words:
        return True
    haystack = " ".join(str(card.get(key) or "") for key in ("card", "color", "seriousness", "kind", "type", "set"))
    names = " ".join(card_lookup.names_of(card["card"]))
    shown = " ".join(cells_of(card).values())
    set_name = tr(SET_NAMES.get(card.get("set", ""), ""))
    raw = " ".join((haystack, names, shown, set_name, SET_WORDS.get(card.get("set", ""), ""))).lower()
    folded = fold(raw)

    def found(word: str) -> bool:
        # `e1-0` as typed (an id's dash kept); `caca` for `caça`, case and accents aside
        bare = fold(word)
        return word in raw or (" " not in bare and bare in folded) or card_id_typed(word) == card["card"]

    return all(found(word) for word in words)


def named(query: str) -> str | None:
    """The one card the whole query names, by id or by name (`caza` is E1-07 *Caza*, which
    the filter highlights among the other *Caza…* cards it shows)."""
    return card_lookup.find(query).card if query.strip() else None


#: What a set is also called in the filter: "nf", "frontier", "expansion", "base".
SET_WORDS = {"new_frontier": " new frontier nf expansion", "base": " base game"}


def card_id_typed(word: str) -> str | None:
    """The card a filter word names as read off the card (`se3105`, `e107`)."""
    from spacealert_tui.rules.card_ids import canonical
    return canonical(word)


def detail_of(card: dict) -> tuple[str, str]:
    """`spacealert cards CARD` split for the side panel: (heading for its title, the rest)."""
    heading, _, rest = card_text(card).rstrip("\n").partition("\n")
    return heading, rest


class CardsScreen(Screen[None]):
    """A table of the threat cards with a filter, and the highlighted card's full text."""

    SUB_TITLE = N_("Threat cards")
    BINDINGS = [
        Binding("escape", "app.pop_screen", N_("Back")),
        Binding("slash", "focus_filter", N_("Filter")),
        Binding("ctrl+l", "clear_filter", N_("Clear filter")),
        Binding("down", "focus_table", N_("Cards"), show=False),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.cards = all_cards()
        self.by_id = {card["card"]: card for card in self.cards}
        self.shown: list[str] = []
        self.natural = natural_widths(self.cards)
        self.name_width: int | None = None     # None: as wide as the longest name

    def compose(self) -> ComposeResult:
        yield Header()
        filter_input = Input(placeholder=_("type to filter: id, name, colour, common/serious, kind, set"),
                             id="cards-filter", select_on_focus=False)
        filter_input.border_title = _("Filter")
        yield filter_input
        with Horizontal(id="cards-body"):
            yield DataTable(id="cards-table", cursor_type="row", zebra_stripes=True)
            with VerticalScroll(id="cards-detail"):
                yield Static("", id="cards-text", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = _(self.SUB_TITLE)
        self.add_columns()
        self.refill("")
        self.query_one("#cards-table", DataTable).focus()

    def add_columns(self) -> None:
        table = self.query_one("#cards-table", DataTable)
        for label, key in COLUMNS:
            table.add_column(_(label), key=key, width=self.name_width if key == "name" else None)

    def on_resize(self) -> None:
        self.call_after_refresh(self.fit_columns)

    def fit_columns(self) -> None:
        """Shorten the name column rather than scroll sideways when the table is narrow."""
        table = self.query_one("#cards-table", DataTable)
        body = self.query_one("#cards-body").size.width
        if not body:
            return
        # the table gets the whole width when stacked, else what the side panel leaves
        room = body - 1 - (0 if self.has_class("-narrow") else DETAIL_MIN_WIDTH)
        need = sum(self.natural.values()) + 2 * table.cell_padding * len(COLUMNS)
        width = None if need <= room else max(8, self.natural["name"] - (need - room))
        if width != self.name_width:
            self.name_width = width
            keep = self.highlighted_id()
            table.clear(columns=True)
            self.add_columns()
            self.refill(self.query_one("#cards-filter", Input).value, keep=keep)

    # -- filtering -----------------------------------------------------------------

    def refill(self, query: str, keep: str | None = None) -> None:
        """Show the cards matching `query`, keeping the highlighted card if it still shows."""
        table = self.query_one("#cards-table", DataTable)
        keep = keep or self.highlighted_id()
        self.shown = [card["card"] for card in self.cards if matches(card, query)]
        table.clear()
        for card_id in self.shown:
            table.add_row(*row_of(self.by_id[card_id]), key=card_id)
        meant = named(query)
        keep = meant if meant in self.shown else keep
        if keep in self.shown:
            table.move_cursor(row=self.shown.index(keep), animate=False)
        self.query_one("#cards-filter", Input).border_subtitle = (
            _("{shown} of {total} cards").format(shown=len(self.shown), total=len(self.cards)))
        self.show_detail(query)

    def highlighted_id(self) -> str | None:
        row = self.query_one("#cards-table", DataTable).cursor_row
        return self.shown[row] if 0 <= row < len(self.shown) else None

    def show_detail(self, query: str = "") -> None:
        text = self.query_one("#cards-text", Static)
        detail = self.query_one("#cards-detail", VerticalScroll)
        if not self.shown:
            text.update(Content(_("No card matches {query}.").format(query=repr(query.strip()))
                                + "\n\n" + _("ctrl+l clears the filter.")))
            detail.border_title = _("No card")
            return
        card = self.by_id[self.highlighted_id() or self.shown[0]]
        heading, rest = detail_of(card)
        text.update(hanging(rest))
        detail.border_title = Content(heading)
        detail.scroll_home(animate=False)

    @on(Input.Changed, "#cards-filter")
    def filter_changed(self, event: Input.Changed) -> None:
        self.refill(event.value)

    @on(Input.Submitted, "#cards-filter")
    def filter_submitted(self) -> None:
        self.action_focus_table()

    @on(DataTable.RowHighlighted, "#cards-table")
    def row_highlighted(self) -> None:
        self.show_detail(self.query_one("#cards-filter", Input).value)

    def on_key(self, event: events.Key) -> None:
        """Typing while the table has focus goes into the filter."""
        if (isinstance(self.focused, DataTable) and event.is_printable and event.character
                and event.character != "/"):
            event.stop()
            event.prevent_default()
            filter_input = self.query_one("#cards-filter", Input)
            filter_input.focus()
            filter_input.insert_text_at_cursor(event.character)

    # -- actions -------------------------------------------------------------------

    def action_focus_filter(self) -> None:
        self.query_one("#cards-filter", Input).focus()

    def action_focus_table(self) -> None:
        self.query_one("#cards-table", DataTable).focus()

    def action_clear_filter(self) -> None:
        self.query_one("#cards-filter", Input).value = ""
