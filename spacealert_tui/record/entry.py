"""The entry's draft without widgets: the threats a soundtrack announced, which cards are
still missing, what is refused and what is only worth a warning, and the lines the entry
screen shows about them (`tui/screens/entry.py` draws them; tested without a pilot).
"""
from __future__ import annotations

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import _, ngettext, pgettext
from spacealert_tui.mission.timeline import Timeline
from spacealert_tui.record.crew import TRACK_KEYS, track_word
from spacealert_tui.record.crew import tracks_problem as boards_problem
from spacealert_tui.record.draft import MissionDraft, ThreatEntry
from spacealert_tui.rules.record import GameRecord
from spacealert_tui.rules.text import tr


def level_word(level: str) -> str:
    """A deck's difficulty ("white", "mixed", "red+yellow") in the crew's language."""
    words = {"white": pgettext("deck", "white"), "yellow": pgettext("deck", "yellow"),
             "red": pgettext("deck", "red"), "mixed": pgettext("deck", "mixed"),
             "red+yellow": pgettext("deck", "red+yellow"), "all": pgettext("deck", "all")}
    return words.get(level, level)


def threats_from_timeline(timeline: Timeline, draft: MissionDraft) -> list[ThreatEntry]:
    """One entry per announced threat, in the order announced.

    With the app's virtual decks, the cards are dealt here (the same seed deals the
    same cards); an unconfirmed report with a crew under five draws no card.
    """
    decks = None
    if draft.threat_source == "virtual":
        decks = draft.threat_decks()
    entries: list[ThreatEntry] = []
    for event in timeline.events:
        if event.type != "threat" or event.turn is None or event.kind is None:
            continue
        entry = ThreatEntry(turn=event.turn, kind=event.kind, serious=bool(event.serious),
                            zone=event.zone if event.kind == "external" else None,
                            unconfirmed=bool(event.unconfirmed))
        if decks is not None and (len(draft.crew) >= 5 or not entry.unconfirmed):
            try:
                entry.card, entry.summons = decks.deal(entry.kind, entry.serious)
            except LookupError:
                pass
        entries.append(entry)
    return entries


def counts(draft: MissionDraft, entry: ThreatEntry) -> bool:
    """Whether the threat plays: unconfirmed reports count only with a crew of five."""
    return not entry.unconfirmed or len(draft.crew) >= 5



def where(entry: ThreatEntry) -> str:
    if entry.zone:
        return _("T+{turn}, {zone} zone").format(turn=entry.turn, zone=pgettext("zone", entry.zone))
    return _("T+{turn}, internal").format(turn=entry.turn)


def used_cards(draft: MissionDraft, skip: int, summons: bool = False) -> dict[str, str]:
    """Cards named elsewhere: drawn for another announcement, or laid beside a summoner
    (`skip`'s own card and, for the card beside it, `skip`'s summons, are left out)."""
    used = {t.card: where(t) for i, t in enumerate(draft.threats) if t.card and (i != skip or summons)}
    for i, t in enumerate(draft.threats):
        if t.summons and t.card and (i != skip or not summons):
            used[t.summons] = _("beside {card} ({where})").format(card=t.card, where=where(t))
    return used



def tracks_problem(tracks: dict[str, int]) -> str | None:
    """What is wrong with the trajectory boards entered after the round (None: nothing)."""
    missing = [key for key in TRACK_KEYS if not tracks.get(key)]
    if missing:
        return _("trajectory board not entered: {zones}").format(
            zones=", ".join(track_word(key) for key in missing))
    return boards_problem(tracks)


def missing_parts(draft: MissionDraft) -> list[str]:
    """What stops the record from being made (empty when it can be resolved)."""
    out = [_("no card for the {where} threat").format(where=where(t)) for t in draft.threats
           if t.card is None and counts(draft, t)]
    problem = tracks_problem(draft.tracks)
    if problem:
        out.append(problem)
    if not out:
        try:
            record_of(draft)
        except UserError as exc:
            out.append(str(exc))
    return out


def record_of(draft: MissionDraft) -> GameRecord:
    """The game record (as `draft.to_record()`), except that an unconfirmed report
    without a card is fine under five crew: it is ignored, so nobody drew it."""
    missing = [t for t in draft.threats if t.card is None and counts(draft, t)]
    if missing:
        raise UserError(_("no card entered for the {where} threat").format(where=where(missing[0])),
                        field="threats")
    from spacealert_tui.rules import RecordError, record_from_dict
    try:
        return record_from_dict(draft.record_doc())
    except RecordError as exc:
        raise UserError(tr(exc.message), field=str(exc.path and exc.path[-1])) from None


def warnings_of(draft: MissionDraft) -> list[str]:
    """Things that look wrong but may be right: said before resolving, never blocking."""
    out = []
    for seat, plan in zip(draft.crew, draft.plans):
        if all(token == "empty" for token in plan):
            out.append(_("{name} plans no card at all").format(name=seat.name))
        heroic = sum(token.startswith("H") for token in plan)
        if heroic > 1:
            out.append(_("{name} has {n} heroic cards (each crew member is dealt one)").format(
                name=seat.name, n=heroic))
    return out


def threats_summary(draft: MissionDraft, load_note: str = "") -> str:
    """The line over the threats: how many are named, the unconfirmed ones a crew under
    five ignores, the decks (or why no threat could be listed)."""
    playing = [t for t in draft.threats if counts(draft, t)]
    named = sum(t.card is not None for t in playing)
    ignored = len(draft.threats) - len(playing)
    summary = ngettext("{named} of {n} threat named", "{named} of {n} threats named",
                       len(playing)).format(named=named, n=len(playing))
    if ignored:
        summary += " · " + ngettext("{n} unconfirmed ignored (crew of {crew})",
                                    "{n} unconfirmed ignored (crew of {crew})", ignored).format(
            n=ignored, crew=len(draft.crew))
    if load_note:
        summary = load_note
    elif not draft.threats:
        summary = _("No threats were announced.")
    summary += " · " + _("decks: common {common}, serious {serious}").format(
        common=level_word(draft.common_level), serious=level_word(draft.serious_level))
    if draft.threat_source == "virtual":
        summary += " " + _("(dealt by the app)")
    return summary


def entry_status(draft: MissionDraft) -> tuple[str, bool]:
    """The entry's last line and whether something is still missing: what stops the
    resolution, no card typed at all, or ready for F10."""
    missing = missing_parts(draft)
    if missing:
        return _("Missing: {parts}").format(parts="; ".join(missing)), True
    if all(token == "empty" for plan in draft.plans for token in plan):
        return _("No card typed yet: type each crew member's plan (F3), then F10 "
                 "resolves the mission."), True
    return _("Complete: F10 resolves the mission."), False
