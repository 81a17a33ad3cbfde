"""Practice's words: pure functions of the round controller and the practice's cards.

The status line, the hands' pane, the cursor's line under the boards, the alert for the
computer's messages a crew ignores, the boards' title — built without a screen, so each
can be tested without a pilot. `screens/solo.py` draws them.
"""
from __future__ import annotations

from rich.table import Table as RichTable
from rich.text import Text

from spacealert_tui.i18n import N_, _, ngettext, pgettext
from spacealert_tui.record.draft import MissionDraft
from spacealert_tui.tui.practice_cards import COMPUTER_CALLS, PracticeCards, turns_of
from spacealert_tui.tui.round_controller import DataCall, RoundController
from spacealert_tui.tui.shared_terminal import back_words, before_words, hidden_hand, holder_title
from spacealert_tui.tui.widgets.action_boards import (cell_text, group_words, hand_text, heroic_name, phase_of,
                                                     special_name)
from spacealert_tui.tui.widgets.card_input import level_word as deck_word
from spacealert_tui.tui.widgets.plan_grid import words
from spacealert_tui.tui.widgets.round_text import alert_text, m_ss

KEYS_HELP = N_("asdf/rbl + other half · h m heroic · x clear")
DOUBLE_KEYS_HELP = N_("x + double half + single: double on top · asdf/rbl + double half · h m heroic · del clear")
SPECIAL_KEYS_HELP = N_("asdf/rbl + other half · p b/a special · p + b/a stack · x clear")
SPECIAL_DOUBLE_KEYS_HELP = N_("x + double half + single: double on top · asdf/rbl + double half · "
                              "p b/a special · p + b/a stack · del clear")
def side_word(up: str) -> str:
    """The half of a card played on top, as the cursor's line says it."""
    halves = {"action": pgettext("card half", "action"), "move": pgettext("card half", "move"),
              "single": pgettext("card half", "single"), "double": pgettext("card half", "double")}
    return halves.get(up, up)


def intro_text(draft: MissionDraft) -> str:
    """Before the first threat of practice: who draws the threats."""
    if draft.threat_source == "virtual":
        return _("No threat announced yet. The app draws the threats (common {common}, serious "
                 "{serious}, seed {seed}).").format(common=deck_word(draft.common_level),
                                                    serious=deck_word(draft.serious_level), seed=draft.deck_seed)
    return _("No threat announced yet. Draw the threat cards from the decks as they are announced.")


def status_text(rc: RoundController, cards: PracticeCards) -> Text:
    """The line under the clock: the phase, how long it has left, what to press."""
    text = Text(no_wrap=True, overflow="ellipsis")
    if rc.state == "practice":
        phase = cards.table.closed + 1
        text.append(_("PRACTICE · PHASE {phase} of 3").format(phase=phase), style="bold")
        text.append(" · " + _("no clock · n: close phase {phase} (locks turns {turns})").format(
            phase=phase, turns=turns_of(phase)))
        return text
    if rc.state == "error":
        text.append(_("CANNOT PLAY"), style="bold")
        return text
    if rc.state == "over":
        text.append(_("ROUND OVER"), style="bold")
        text.append(" · " + _("enter: go on to the entry"))
        return text
    if rc.scheduler is None:
        text.append(_("READY"), style="bold")
        text.append(" · " + _("space: start the soundtrack · p: practice without the clock"))
        return text
    clock = rc.clock_now()
    text.append(_("PHASE {phase} of {phases}").format(phase=clock.phase, phases=clock.phases), style="bold")
    text.append(" · " + _("ends in {left} · {now} of {total}").format(
        left=m_ss(clock.left + 0.999), now=m_ss(clock.t), total=m_ss(clock.total)))
    if rc.paused:
        text.append(" · " + _("‖ PAUSED"), style="bold reverse")
    else:
        text.append(" · " + _("▶ playing"))
    return text


def call_heading(rc: RoundController, t: float, data: DataCall) -> str:
    """The computer's message being shown: INCOMING DATA, DATA TRANSFER (CLOSED once its beep sounded)."""
    if data[0] == "data_transfer" and rc.beeped(t):
        return _("DATA TRANSFER CLOSED")
    return _(COMPUTER_CALLS.get(data[0], data[0]))


def practice_alert(rc: RoundController, cards: PracticeCards, t: float) -> tuple[str, str]:
    """The alert line of practice: the computer's messages as this crew takes them."""
    if rc.state == "practice":
        if not cards.ignored_calls:
            return "", ""
        said = ", ".join(_(call) for call in dict.fromkeys(cards.ignored_calls))
        return _("This phase the computer also says: {calls} · ignored in solo").format(calls=said), "dim"
    if rc.state == "ready":
        return _("Space: start the soundtrack · p: practice without the clock."), ""
    alert, style = alert_text(rc, t)
    data = rc.data if alert and rc.state not in ("error", "loading", "over") else None
    kind, ignored = (data[0], data[4]) if data is not None else ("", False)
    if data is not None and ignored:        # said by the computer, nothing to do for this crew
        return _("{call} · ignored in solo").format(call=call_heading(rc, t, data)), "dim"
    if kind == "incoming_data" and rc.draft.double_actions and cards.androids_fed:   # the androids' cards (RD10)
        alert += _(", and the crew 1 per android")
    if not alert and rc.comms_ignored_until is not None and t < rc.comms_ignored_until:
        return _("COMMS DOWN · ignored in solo: go on planning"), "dim"
    return alert, style


def hands_text(cards: PracticeCards, cursor: int, secret: frozenset[int], *,
               only_cursor: bool = False) -> RichTable | Text:
    """One row per player: the phase they plan, their cards, what they may still do.
    `only_cursor` (short terminals): the cursor's player only, or the androids' giver.
    With hidden hands, the holder's cards only (the others': how many)."""
    players, table, at = cards.players, cards.table, cards.terminal.at
    if len(secret) == len(players) and players and not cards.terminal.devices:       # before the round
        return Text(before_words(players[at].name))
    grid = RichTable.grid(padding=(0, 1))
    grid.add_column(no_wrap=True)
    grid.add_column(ratio=1)
    here = cards.rows[cursor]
    shown = at if secret else cards.giver if here.android else here.index
    for p, row in enumerate(players):
        if only_cursor and p != shown:
            continue
        mark = "▶" if (p == at and not cards.terminal.devices if secret
                       else not here.android and here.index == p) else " "
        who = Text(f"{mark}{row.name[:11]:<11}", style="bold" if mark != " " else "")
        who.append(" " + _("ph {n}").format(n=table.picked_up[p]), style="dim")
        if p in secret:
            hidden = hidden_hand(len(table.hands[p]))
            if cards.terminal.devices:
                hidden += " · " + _("on {name}'s device").format(name=row.name)
            grid.add_row(who, Text(hidden, style="dim"))
            continue
        line = Text(hand_text(table.hands[p]))
        extras = []
        if cards.draws[p]:
            extras.append(_("may draw {n} (i)").format(n=cards.draws[p]))
        if p in cards.gives:
            extras.append(_("may give 1 (t)"))
        if p == cards.giver and len(players) < len(cards.rows):
            extras.append(_("gives to androids"))
        if extras:
            line.append(" · " + " · ".join(extras), style="bold")
        grid.add_row(who, line)
    return grid


def cursor_text(cards: PracticeCards, r: int, turn: int, secret: frozenset[int], *, double: bool) -> str:
    """The cursor's line: the space, the card on it, the keys that play cards."""
    row, table = cards.rows[r], cards.table
    board = (table.android_boards if row.android else table.player_boards)[row.index]
    slot = board[turn - 1]
    phase = phase_of(turn)
    where = (_("{name} T{turn} LOCKED") if phase <= table.closed else _("{name} T{turn}")).format(
        name=row.name, turn=turn)
    top = table.top(row.android, row.index, turn)
    if slot is None:
        what = _("empty")
    elif not row.android and row.index in secret:
        what = back_words(slot[1])
    elif top is not None:
        token = table.space_token(row.android, row.index, turn)
        what = f"{cell_text(token)} ({words(token)})"
    else:
        card, up = slot
        shown = (heroic_name(card) if card.heroic else special_name(card) if card.special
                 else group_words(card.action, card.move))
        what = _("{token} ({card}, {side} up)").format(token=card.token(up), card=shown, side=side_word(up))
    extra = ""
    if not cards.solo and row.android:
        extra = " · " + _("cards from {name}").format(name=cards.players[cards.giver].name) \
            if cards.players else ""
    elif not cards.solo and phase > table.picked_up[row.index]:
        extra = " · " + _("u: pick up phase {phase}'s cards").format(phase=phase)
    if table.deal.specialized:
        keys = _(SPECIAL_DOUBLE_KEYS_HELP if double else SPECIAL_KEYS_HELP)
    else:
        keys = _(DOUBLE_KEYS_HELP if double else KEYS_HELP)
    return f"{where}: {what}{extra} · {keys}"


def boards_title(cards: PracticeCards, *, deck_hidden: bool) -> str:
    """The boards' title: the cards face up (solo) or left in the deck, who holds the terminal."""
    table = cards.table
    if cards.solo:
        n = len(table.face_up)
        title = (ngettext("Android boards · {n} card face down", "Android boards · {n} cards face down", n)
                 if deck_hidden else
                 ngettext("Android boards · {n} card face up", "Android boards · {n} cards face up", n)).format(n=n)
    else:
        n = len(table.draw_pile)
        title = ngettext("Action boards · {n} card in the deck", "Action boards · {n} cards in the deck",
                         n).format(n=n)
    if cards.terminal.devices:        # the hands are on the devices (the table link)
        title += " · " + _("hands on the devices")
    elif cards.terminal.hidden:       # whose hand shows, in a title every layout draws
        title += " · " + holder_title(cards.players[cards.terminal.at].name)
    return title


def plans_taken_words(laid: int, to_come: int) -> str:
    """What taking the coach's plan into the boards did, and what it will still do."""
    now = ngettext("The coach's plan is on the boards: {n} card laid.",
                   "The coach's plan is on the boards: {n} cards laid.", laid).format(n=laid)
    if not to_come:
        return now
    return now + " " + ngettext("{n} more goes down as its phase opens.",
                                "{n} more go down as their phases open.", to_come).format(n=to_come)
