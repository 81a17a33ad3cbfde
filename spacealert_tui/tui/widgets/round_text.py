"""The action round's words: pure functions of the round controller and the draft.

What the round's widgets show (the phase beside the big clock, the talk indicator's
line, the alert, the computer's subtitle, the threats announced), built as rich `Text`
without a screen, so that each can be tested without a pilot. `screens/action_round.py`
and `screens/solo.py` draw them.
"""
from __future__ import annotations

from collections.abc import Callable

from rich.console import Group
from rich.table import Table
from rich.text import Text

from spacealert_tui.i18n import N_, _, pgettext
from spacealert_tui.record.crew import badge_lines
from spacealert_tui.record.draft import MissionDraft, ThreatEntry
from spacealert_tui.tui.round_controller import Clock, RoundController, ThreatCall
from spacealert_tui.tui.widgets.card_input import level_word

#: How long "incoming data" stays up after it is said, and "transfer closed" after the beep.
DATA_LINGER = 8.0
CLOSED_LINGER = 6.0

ROLE_OF_KIND = {"external": ("communications", N_("communications officer")),
                "internal": ("security", N_("security chief"))}


def m_ss(seconds: float) -> str:
    """4:05 (whole seconds, rounded down)."""
    seconds = max(0, int(seconds))
    return f"{seconds // 60}:{seconds % 60:02d}"


def tail(text: str, width: int, lines: int) -> str:
    """The end of `text` if it would not fit in `lines` of `width`: the newest words matter."""
    if width <= 0 or lines <= 0:
        return text
    room = lines * max(10, width - 6)    # a little under the box: wrapping wastes some
    if len(text) <= room:
        return text
    cut = text[len(text) - room + 2:]
    space = cut.find(" ")
    if 0 <= space < 16:
        cut = cut[space + 1:]
    return "… " + cut


def phase_text(rc: RoundController, clock: Clock) -> Text:
    """Beside the big clock: the phase, the mission time of the round's length, the state."""
    text = Text()
    if rc.state == "error":
        text.append(_("CANNOT PLAY"), style="bold")
        return text
    if rc.state == "over":
        text.append(_("ROUND OVER") + "\n", style="bold")
        text.append(_("no more planning") + "\n")
    else:
        text.append(_("PHASE {phase} of {phases}").format(phase=clock.phase, phases=clock.phases) + "\n",
                    style="bold")
        text.append(_("ends in:") + "\n")
    text.append(_("{time} of {total}").format(time=m_ss(clock.t), total=m_ss(clock.total)) + "\n")
    if rc.state == "loading":
        text.append(_("loading the clips…"))
    elif rc.state == "ready":
        text.append(_("READY · space"), style="bold")
    elif rc.paused:
        text.append("‖ " + _("PAUSED"), style="bold reverse")
    elif rc.state == "running":
        text.append("▶ " + _("playing"))
    return text


def talk_words(rc: RoundController, t: float) -> tuple[bool, str, str]:
    """The talk indicator: (blacked out, its line, its title)."""
    down = rc.comms_down and rc.state == "running"
    if down:
        up = rc.comms_back(t)
        detail = _("back in {time}").format(time=m_ss(up - t + 0.999)) if up is not None else _("comms down")
        return True, detail, _("Comms down")
    if rc.comms_ignored_until is not None and t < rc.comms_ignored_until:
        return False, _("comms down (solo: ignore)"), _("Talk")
    return False, "", _("Talk")


def alert_text(rc: RoundController, t: float) -> tuple[str, str]:
    """The line under the clock (and its style): what the crew does now."""
    if rc.state == "error":
        return "", ""
    if rc.state == "ready":
        return _("Press space when the crew is ready: the soundtrack starts at once."), ""
    if rc.state == "loading":
        return _("Loading the clips…"), ""
    if rc.state == "over":
        return _("ROUND OVER · the crew stops planning · enter: go on to the entry"), "bold"
    if rc.data is None:
        return "", ""
    kind, _start, end, beep, ignored = rc.data
    solo = " " + _("(solo: ignore)") if ignored else ""
    if kind == "incoming_data":
        if t <= end + DATA_LINGER:
            return _("INCOMING DATA{solo} · each player may draw 1 action card").format(solo=solo), "bold"
        return "", ""
    if beep is not None and rc.beeped_at is None and t < beep:
        seconds = int(beep - t + 0.999)
        return (_("DATA TRANSFER{solo} · each player may give 1 card to another · "
                  "beep in {seconds} s").format(solo=solo, seconds=seconds), "bold")
    if beep is not None and t <= beep + CLOSED_LINGER:
        return _("DATA TRANSFER CLOSED{solo} · cards handed over after the beep do not "
                 "count").format(solo=solo), ""
    if beep is None and t <= end + 2:
        return _("DATA TRANSFER{solo} · each player may give 1 card to another").format(solo=solo), "bold"
    return "", ""


def subtitle_text(rc: RoundController, width: int, height: int) -> Text:
    """What the computer says, its newest words when they do not fit the box."""
    if rc.state == "error":
        return Text(rc.error, style="bold")
    if not rc.subtitle:
        return Text(_("(what the computer says shows here)"), style="dim")
    style = "dim" if rc.subtitle_ignored else ("bold" if rc.speaking else "")
    if not rc.subtitle_note:
        return Text(tail(rc.subtitle, width, height), style=style)
    text = Text(tail(rc.subtitle, width, height - 1), style=style)
    text.append("\n" + rc.subtitle_note, style="italic")
    return text


def message_text(message: str, notices: list[str]) -> Text:
    """A transient message (a refused key) in bold, else the sound's notices."""
    if message:
        return Text(message, style="bold")
    return Text(" · ".join(notices), style="dim italic")


def teleport_reminder(draft: MissionDraft, transfer_open: bool) -> str:
    """During a data transfer, when a Teleporter flies: he may lay his tokens now
    (expansion rulebook p.19), one line under the officers' instructions."""
    seat = draft.teleporter()
    if seat is None or not transfer_open:
        return ""
    return _("{name} (teleporter) may place the teleport tokens now, before the beep").format(
        name=seat.name)


def who(draft: MissionDraft, kind: str) -> str:
    """Who draws a threat of `kind`: the officer by name and title, else the crew."""
    role, title = ROLE_OF_KIND.get(kind, ("", N_("the crew")))
    title = _(title)
    for seat in draft.crew:
        if role in seat.roles:
            return f"{seat.name} ({title})"
    return title[0].upper() + title[1:]


def intro_text(draft: MissionDraft) -> str:
    """Before the first threat: who takes which threats, who draws the cards."""
    if draft.threat_source == "virtual":
        decks = _("the app draws the cards (common {common}, serious {serious}, seed {seed})").format(
            common=level_word(draft.common_level), serious=level_word(draft.serious_level),
            seed=draft.deck_seed)
    else:
        decks = _("the officers draw the cards from the decks")
    roles = _("{external} takes external threats, {internal} internal ones").format(
        external=who(draft, "external"), internal=who(draft, "internal"))
    badges = "".join(f"\n{line}" for line in badge_lines(draft.crew, draft.badge_texts))
    return _("No threat announced yet. {roles}; {decks}.").format(roles=roles, decks=decks) + badges


def threats_list(calls: list[ThreatCall], *, running: bool, intro: str, reminder: str,
                 row: Callable[[ThreatCall, bool], Text]) -> Group | Text:
    """The threats announced, the newest marked while the round runs (`row` words one);
    `intro` before the first; the Teleporter's `reminder` last."""
    if not calls:
        text = Text(intro, style="dim")
        if reminder:
            text.append("\n○● " + reminder, style="bold")
        return text
    grid = Table.grid(padding=(0, 1))
    grid.add_column(no_wrap=True, width=6)
    grid.add_column(ratio=1)
    last = len(calls) - 1
    for i, call in enumerate(calls):
        newest = i == last and running
        grid.add_row(Text(("▶ " if newest else "  ") + f"T+{call.entry.turn}", style="bold" if newest else ""),
                     row(call, newest))
    if reminder:
        grid.add_row(Text("○●", style="bold"), Text(reminder, style="bold"))
    return Group(grid)


def threats_title(calls: list[ThreatCall]) -> str:
    """The threats' box title: how many count."""
    return _("Threats · {n}").format(n=sum(c.counts for c in calls)) if calls else _("Threats")


def threat_text(draft: MissionDraft, call: ThreatCall, newest: bool, drawer: str) -> Text:
    """One threat: where, how serious, and what `drawer` does (its card, or draw one)."""
    e = call.entry
    text = Text()
    where = (_("EXTERNAL · zone {zone}").format(zone=pgettext("zone", e.zone).upper())
             if e.kind == "external" and e.zone else _("INTERNAL"))
    text.append(where, style="bold" if newest else "")
    text.append(" · " + (_("SERIOUS") if e.serious else _("common")))
    if e.unconfirmed:
        if call.counts:
            text.append(" · " + _("unconfirmed report: counts (crew of five)"))
        else:
            text.append(" · " + _("UNCONFIRMED: ignore it (crew under five)"), style="dim")
            return text
    text.append("\n")
    if e.card is not None:
        text.append(_("{who}: take").format(who=drawer) + " ")
        text.append(card_line(e.card), style="bold" if newest else "")
    elif draft.threat_source == "virtual":
        text.append(_("{who}: no card left in that deck; draw one by hand").format(who=drawer))
    else:
        text.append(draw_instruction(drawer, e))
    return text


def with_calls(shown: Group | Text, calls: list[str]) -> Group | Text:
    """The threats with the computer's other messages of practice under them."""
    return Group(shown, Text("\n".join(calls), style="dim")) if calls else shown


def draw_instruction(who: str, e: ThreatEntry) -> str:
    """What the officer does with the physical decks: one whole sentence per case, so each
    language orders and agrees its words (a serious internal card, its trajectory)."""
    if e.kind == "external":
        zone = pgettext("zone", e.zone) if e.zone else ""
        if e.serious:
            template = _("{who}: draw a serious external card, put it by the {zone} trajectory "
                         "with token {turn}")
        else:
            template = _("{who}: draw a common external card, put it by the {zone} trajectory "
                         "with token {turn}")
        return template.format(who=who, zone=zone, turn=e.turn)
    if e.serious:
        template = _("{who}: draw a serious internal card, put it by the internal trajectory "
                     "with token {turn}")
    else:
        template = _("{who}: draw a common internal card, put it by the internal trajectory "
                     "with token {turn}")
    return template.format(who=who, turn=e.turn)


def card_line(card_id: str) -> str:
    """ "SE1-03 Executioner · hp 7, shield 2, speed 3 · 6/12 pts" (or just the id)."""
    from spacealert_tui.rules.card_text import card_json
    from spacealert_tui.rules.text import tr
    from spacealert_tui.rules.threats import CARDS

    cls = CARDS.get(card_id)
    if cls is None:
        return card_id
    c = card_json(cls)
    values = [_("hp {n}").format(n=c["hp"])]
    if "shield" in c:
        values.append(_("shield {n}").format(n=c["shield"]))
    values.append(_("speed {n}").format(n=c["speed"]))
    kind = "" if c["kind"] == "external" else pgettext("kind", c.get("type", "internal")) + ", "
    line = _("{card} {name} · {values} · {survived}/{destroyed} pts").format(
        card=c["card"], name=tr(c["name"]), values=kind + ", ".join(values),
        survived=c["points_survived"], destroyed=c["points_destroyed"])
    if c.get("stations"):
        line += " · " + _("starts {stations}").format(stations=", ".join(tr(s) for s in c["stations"]))
    if c.get("return_fire"):            # base rulebook §3.1: it disables the attacking bots
        line += " · " + _("fights back")
    return line
