"""The score's words: the logbook line of a mission (rulebook §4.1), the damage and
threats in detail, the banner, the crew with their roles and badges — pure text built
from the record and its result, tested without a pilot; `tui/screens/score.py` shows it.
"""
from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Group
from rich.table import Table
from rich.text import Text

from spacealert_tui.i18n import N_, _, pgettext
from spacealert_tui.record.files import slug
from spacealert_tui.record.logbook import LEVEL_CODES, fatal_threat, record_badges, record_levels
from spacealert_tui.record.practice import title_words
from spacealert_tui.rules.text import tr
from spacealert_tui.rules.words import tile_words

logger = logging.getLogger(__name__)

if TYPE_CHECKING:
    from spacealert_tui.rules import GameRecord
    from spacealert_tui.rules.record import CrewRecord
    from spacealert_tui.rules.result import CrewOutcome, Result

LABEL_WIDTH = 24
#: A crew member's role as the logbook line says it (the record keeps the id).
ROLE_WORDS = {"captain": N_("captain"), "communications": N_("communications"), "security": N_("security")}


def record_file_for(folder: Path, played: str, title: str | None) -> Path:
    """`folder/<date>-<title>.yaml`, with -2, -3 ... if taken."""
    stem = f"{played}-{slug(title)}"
    path = folder / f"{stem}.yaml"
    n = 1
    while path.exists():
        n += 1
        path = folder / f"{stem}-{n}.yaml"
    return path


def level_text(level: str | None) -> str:
    if not level:
        return "-"
    code = LEVEL_CODES.get(level)
    if level in ("white", "yellow", "red"):
        word = tr(level, "card color")
    else:       # mixed, red+yellow, all: a deck's words, not a card's colour
        from spacealert_tui.tui.widgets.card_input import level_word
        word = level_word(level)
    return f"{code} ({word})" if code else word


def soundtrack_words(soundtrack: str | None) -> str:
    """"Mission 1 (base/mission-1)": a shipped track by its title in the crew's
    language, with the id the record keeps; another as the record writes it."""
    if not soundtrack:
        return _("- (not recorded)")
    from spacealert_tui.mission.catalogue import shipped_title

    try:
        title = shipped_title(soundtrack)
    except Exception:            # a broken packaged file must not stop the score
        logger.warning("the shipped tracks could not be read", exc_info=True)
        return soundtrack
    return soundtrack if title == soundtrack else f"{title} ({soundtrack})"


def crew_text(record: GameRecord) -> str:
    """The crew with their roles and badges (the record's `mission.badges`, named in the
    crew's own words when they renamed them: `mission.badge_texts`)."""
    parts = []
    for c in record.crew:
        notes = crew_notes(record, c)
        parts.append(f"{c.name} ({', '.join(notes)})" if notes else c.name)
    return ", ".join(parts)


def crew_notes(record: GameRecord, c: CrewRecord) -> list[str]:
    """One crew member's roles, badges and "android", in words."""
    from spacealert_tui.record.crew import badge_words, own_title

    texts = record.mission_extra.get("badge_texts")
    words = badge_words(texts)
    return ([own_title(role, texts) or _(ROLE_WORDS.get(role, role)) for role in c.roles]    # R20
            + [words[b][0] if b in words else b for b in record_badges(record).get(c.name, ())]
            + ([_("android")] if c.android else []))


def _points(value: int | None) -> Text:
    return Text("-" if value is None else str(value), justify="right")


def logbook_line(record: GameRecord, result: Result, played: str) -> Group:
    """The logbook line of a mission as a renderable: who, when, what, then the points."""
    doc = result.to_json()
    common, serious = record_levels(record)
    head = Table.grid(padding=(0, 1))
    head.add_column(width=LABEL_WIDTH - 1, no_wrap=True)
    head.add_column(ratio=1)
    head.add_row(Text(_("Crew"), style="bold"), Text(crew_text(record)))
    science = next((name for name, held in record_badges(record).items() if "science" in held), None)
    if science:      # the badge's own task (The New Frontier p.33), or the one the crew gave it
        from spacealert_tui.record.crew import clean_badge_texts
        own = clean_badge_texts(record.mission_extra.get("badge_texts")).get("science")
        said = (_("{name}, science officer: checks this score and keeps the logbook.").format(name=science)
                if not own else _("{name}, {title}: {task}.").format(
                    name=science, title=own.get("title") or _("science officer"),
                    task=own.get("task") or _("checks this score and keeps the logbook")))
        head.add_row(Text(""), Text(said, style="italic"))
    head.add_row(Text(_("Date"), style="bold"), Text(played))
    head.add_row(Text(_("Soundtrack"), style="bold"), Text(soundtrack_words(record.soundtrack)))
    head.add_row(Text(_("Difficulty"), style="bold"),
                 Text(_("common {common} · serious {serious}").format(
                     common=level_text(common), serious=level_text(serious))))

    points = Table.grid(padding=(0, 1))
    points.add_column(width=LABEL_WIDTH - 1, no_wrap=True)
    points.add_column(width=4, justify="right", no_wrap=True)
    points.add_column(ratio=1)
    score = result.score

    def threats(outcome: str) -> Text:
        named = [f"{tr(t.name)} {t.points}" for t in result.threats if t.outcome == outcome]
        return Text(", ".join(named), style="dim")

    if score is not None:
        penalties = (score.damage_penalty + score.worst_zone_penalty + score.knocked_out_penalty
                     + score.bots_penalty)
        points.add_row(Text(_("Threats survived")), _points(score.survived), threats("survived"))
        points.add_row(Text(_("Threats destroyed")), _points(score.destroyed), threats("destroyed"))
        points.add_row(Text(_("Penalties")), _points(penalties), Text(""))
        # the logbook line's own words (context "score"): shorter than the narration's
        for label, value in ((pgettext("score", "damage"), score.damage_penalty),
                             (pgettext("score", "most damaged zone"), score.worst_zone_penalty),
                             (pgettext("score", "knocked-out crew"), score.knocked_out_penalty),
                             (pgettext("score", "disabled battle bots"), score.bots_penalty)):
            points.add_row(Text(f"  {label}", style="dim"), Text(str(value), justify="right",
                                                                   style="dim"), Text(""))
        points.add_row(Text(_("Visual confirmation")), _points(score.visual_confirmation), Text(""))
        if score.bonus:
            points.add_row(Text(_("Bonus")), _points(score.bonus), Text(""))
        for label, value in ((N_("Data analyst"), score.data_analyst),
                             (N_("Medic's inhibitor"), score.medic_penalty)):
            if value:       # The New Frontier's specializations
                points.add_row(Text(_(label)), _points(value), Text(""))
        points.add_row(Text(_("Total"), style="bold"),
                       Text(str(score.total), style="bold", justify="right"), Text(""))
    else:
        card, name = fatal_threat(doc)
        for label in (N_("Threats survived"), N_("Threats destroyed"), N_("Penalties"),
                      N_("Visual confirmation")):
            points.add_row(Text(_(label)), _points(None), Text(""))
        points.add_row(Text(_("Total"), style="bold"), Text("-", style="bold", justify="right"),
                       Text(_("MISSION LOST: no score"), style="bold"))
        who = f"{tr(name)} ({card})" if card else "-"
        cause = tr(result.lost_cause or "")
        if card and ": " in cause:
            cause = cause.split(": ", 1)[1]
        when = _("{who}, turn {turn}").format(who=who, turn=result.lost_turn)
        points.add_row(Text(_("Destroyed by"), style="bold"), Text(""),
                       Text(when + (f": {cause}" if cause else "")))
    return Group(head, Text(""), points)


def details_of(result: Result) -> Group:
    """Damage per zone, every threat with its outcome and points, and the crew at the end."""
    def grid(*widths: int | None) -> Table:
        table = Table.grid(padding=(0, 1))
        for width in widths:
            table.add_column(width=width, no_wrap=width is not None,
                             justify="right" if width == 2 else "left", ratio=None if width else 1)
        return table

    damage = grid(max([7] + [len(tr(zone, "zone")) + 2 for zone in result.damage_tokens]), 2, None)
    for zone, tiles in result.damage_tokens.items():
        extra = result.damage[zone] - len(tiles)
        what = ", ".join(tile_words(tr(t, "tile")) for t in tiles) if tiles else _("none")
        if extra:
            what += _(" (+{extra} past the sixth tile)").format(extra=extra)
        zone_name = tr(zone, "zone")
        damage.add_row(Text(f"  {zone_name}"), Text(str(result.damage[zone])), Text(what))
    names = [tr(t.name) for t in result.threats]
    zones = [tr(t.zone, "zone") if t.zone else _("inside") for t in result.threats]
    outcomes = [tr(t.outcome, "outcome").replace("_", " ") for t in result.threats]
    name_width = min(20, max((len(n) for n in names), default=4))
    zone_width = max([6] + [len(z) for z in zones])
    outcome_width = max([9] + [len(o) for o in outcomes])
    threats = grid(5, name_width, zone_width, outcome_width, 2)
    # short of room (Portuguese at 120 columns), the name gives way, not T+n, zone or outcome
    threats.columns[1].no_wrap, threats.columns[1].width = False, None
    threats.columns[1].max_width = name_width
    for t, name, zone_name, outcome in zip(result.threats, names, zones, outcomes):
        threats.add_row(Text(f"  T+{t.turn}"), Text(name, overflow="ellipsis", no_wrap=True),
                        Text(zone_name), Text(outcome), Text(str(t.points)))
    crew_width = max((len(c.name) for c in result.crew), default=4)
    stations = [tr(c.station) for c in result.crew]
    crew = grid(crew_width + 2, max([12] + [len(s) for s in stations]), None)
    for c, station in zip(result.crew, stations):
        crew.add_row(Text(f"  {c.name}"), Text(station), Text(crew_state(c)))
    bold = "bold"
    return Group(Text(_("Damage"), style=bold), damage, Text(""),
                 Text(_("Threats"), style=bold), threats if result.threats else Text("  " + _("none")),
                 Text(""), Text(_("Crew"), style=bold), crew)


def crew_state(crew: CrewOutcome) -> str:
    """A crew member at the end, as the score's Crew panel says it (and their device)."""
    state = _("knocked out") if crew.knocked_out else _("fine")
    return state + (_(", battle bots {state}").format(state=tr(crew.bots, "bots")) if crew.bots else "")


def banner_text(record: GameRecord, result: Result) -> str:
    title = title_words(record.title) if record.title else _("Mission")
    if result.won and result.score is not None:     # a mission won is always scored
        return f"{title} · " + _("Mission complete: the ship jumped home. Score {score}.").format(
            score=result.score.total)
    return f"{title} · " + _("MISSION LOST in turn {turn}: {cause}").format(
        turn=result.lost_turn, cause=tr(result.lost_cause))


def training_note(soundtrack: str | None) -> str:
    """Why the explorers of a test run or simulation are awarded nothing (ruling EX18)."""
    return _("Explorers: nothing awarded. {soundtrack} is a test run or a simulation, and "
             "training earns no experience (The New Frontier).").format(soundtrack=soundtrack_words(soundtrack))
