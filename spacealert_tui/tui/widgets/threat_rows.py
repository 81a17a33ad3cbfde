"""The entry's threat rows: one per announced threat, with the card field (and the field
of the card laid beside a summoner) and a line saying what the field means; the panel
that holds them, where ↑/↓ go from field to field.
"""
from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Static
from textual.widgets.input import Selection

from spacealert_tui.i18n import N_, _, pgettext
from spacealert_tui.record.draft import MissionDraft, ThreatEntry
from spacealert_tui.record.entry import counts, level_word, used_cards
from spacealert_tui.tui.widgets.card_input import CardSlot, CardSuggester, card_label, slot_of, summons_slot
from spacealert_tui.tui.widgets.text_input import Input


class CardField(Input):
    """A threat's card field. Reached by Tab, Shift+Tab or ↑↓, it never opens mid-text: a
    card the app wrote there whole is selected (typing replaces it, → or End keeps it),
    anything else has the cursor at its end."""

    def _on_focus(self, event: events.Focus) -> None:
        super()._on_focus(event)
        row = next((a for a in self.ancestors if isinstance(a, ThreatRow)), None)
        card = None if row is None else (row.entry.summons if "summons-input" in self.classes else row.entry.card)
        if card and self.value == card_label(card):
            self.selection = Selection(0, len(self.value))
        else:
            self.cursor_position = len(self.value)


class ThreatsPanel(VerticalScroll, can_focus=False):
    """The threats and the trajectories: ↑/↓ go from field to field (the panel itself is
    never a stop of Tab: focus always lands on a field)."""

    BINDINGS = [
        Binding("down", "field(1)", N_("Next"), show=False),
        Binding("up", "field(-1)", N_("Previous"), show=False),
    ]

    def action_field(self, delta: int) -> None:
        fields = [w for w in self.screen.focus_chain if self in w.ancestors]
        focused = self.screen.focused
        if not fields or focused not in fields:
            return
        i = fields.index(focused) + delta
        if 0 <= i < len(fields):
            fields[i].focus()
            fields[i].scroll_visible(animate=False)


class ThreatRow(Vertical):
    """One announced threat: what was announced, the card input, and what the input means.
    The row whose field has the focus is marked ▶ (plain without colour: NO_COLOR)."""

    def __init__(self, index: int, entry: ThreatEntry, draft: MissionDraft) -> None:
        super().__init__(classes="threat-row", id=f"threat-{index}")
        self.index = index
        self.entry = entry
        self.draft = draft

    def announced(self) -> str:
        where_ = pgettext("zone", self.entry.zone) if self.entry.zone else pgettext("kind", "internal")
        tier = pgettext("seriousness", "serious") if self.entry.serious else pgettext("seriousness", "common")
        return f"T+{self.entry.turn:<2} {where_:<8} {tier}"

    def on_descendant_focus(self) -> None:
        self.mark(True)

    def on_descendant_blur(self) -> None:
        self.mark(False)

    def mark(self, focused: bool) -> None:
        """▶ before the announcement while one of the row's fields has the focus."""
        self.set_class(focused, "-focused")
        self.query_one(".threat-label", Static).update(("▶" if focused else " ") + self.announced())

    def compose(self) -> ComposeResult:
        with Horizontal(classes="threat-line"):
            yield Static(" " + self.announced(), classes="threat-label", markup=False)
            yield CardField(card_label(self.entry.card) if self.entry.card else "",
                        id=f"card-{self.index}", classes="card-input", compact=True,
                        placeholder=_("card id or name"), select_on_focus=False,
                        suggester=CardSuggester(self.context))
        with Horizontal(classes="summons-line"):
            yield Static("  " + _("laid beside it"), classes="threat-label", markup=False)
            yield CardField(card_label(self.entry.summons) if self.entry.summons else "",
                        id=f"summons-{self.index}", classes="summons-input", compact=True,
                        placeholder=_("the card laid beside it"), select_on_focus=False,
                        suggester=CardSuggester(self.summons_context))
        yield Static("", classes="threat-status", markup=False)

    def context(self) -> tuple[CardSlot, dict[str, str]]:
        return slot_of(self.draft, self.entry), used_cards(self.draft, self.index)

    def summons_context(self) -> tuple[CardSlot, dict[str, str]]:
        slot = summons_slot(self.draft, self.entry)
        if slot is None:
            raise LookupError(_("this card summons nothing"))
        return slot, used_cards(self.draft, self.index, summons=True)

    @property
    def summons_input(self) -> Input:
        return self.query_one(".summons-input", Input)

    @property
    def input(self) -> Input:
        return self.query_one(".card-input", Input)

    def show(self, message: str = "", error: bool = False) -> None:
        status = self.query_one(".threat-status", Static)
        entry = self.entry
        summons = summons_slot(self.draft, entry)
        self.query_one(".summons-line").display = summons is not None
        if not counts(self.draft, entry):
            status.update(_("unconfirmed report: ignored with a crew of {n}").format(n=len(self.draft.crew))
                          + (f" ({card_label(entry.card)})" if entry.card else " — " + _("no card")))
            self.input.disabled = True
            self.input.placeholder = ""
            self.set_class(False, "-error")
            self.set_class(True, "-ignored")
            return
        prefix = _("unconfirmed report (crew of five)") + " · " if entry.unconfirmed else ""
        if message:
            status.update(("✗ " if error else "") + message)
        elif entry.card:
            from spacealert_tui.rules.threats import CARDS
            cls = CARDS[entry.card]
            status.update(f"{prefix}✓ {card_label(entry.card)} · " + _(
                "{colour} {tier} {kind}").format(colour=pgettext("card color", cls.color),
                                                 tier=(pgettext("seriousness", "serious") if cls.serious
                                                       else pgettext("seriousness", "common")),
                                                 kind=pgettext("kind", cls.kind)))
            if summons is not None and not entry.summons:
                status.update(f"{prefix}✓ " + _("{card} summons: which {kind} card lies beside it?").format(
                    card=card_label(entry.card), kind=pgettext("kind", summons.kind)))
                error = False
                self.set_class(True, "-missing")
                self.set_class(False, "-error")
                return
        else:
            level = slot_of(self.draft, entry).level
            status.update(prefix + _("which card? ({level} deck)").format(level=level_word(level)))
        self.set_class(error, "-error")
        self.set_class(not entry.card and not error, "-missing")
