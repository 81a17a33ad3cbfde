"""The delays the rules core computes for the plans entered so far, beside the `PlanGrid`
that draws them (`Delays`), and the line the entry says about them. Tested without a pilot.
"""
from __future__ import annotations

import logging

from spacealert_tui.i18n import _, ngettext
from spacealert_tui.record.draft import MissionDraft
from spacealert_tui.record.entry import counts, tracks_problem
from spacealert_tui.record.crew import TRACK_KEYS
from spacealert_tui.rules.text import tr
from spacealert_tui.tui.widgets.plan_grid import Delays

logger = logging.getLogger(__name__)


def compute_delays(draft: MissionDraft) -> Delays:
    """Resolve what is entered so far and read the delays off the rules core.

    The boards after the delays are the resolution's own (the rules core moved the
    cards: a double card slid half a space is there as `A+B>`), the marks come from
    its `ActionDelayed` events, and a half of a double card that could not be done
    from the `NothingHappens` said while that card was played. Threats not named yet
    are left out and missing trajectory boards borrowed, so the delays of gravolifts
    and computer checks show while the entry is still going on; the note says so.
    Never raises: a problem becomes the note.
    """
    after = [list(plan) for plan in draft.plans]
    try:
        from spacealert_tui.rules import RecordError, game_class, record_from_dict
        from spacealert_tui.rules.events import ActionDelayed, NothingHappens, StepBegan

        doc = draft.record_doc()
        notes = []
        tracks = doc["mission"]["tracks"]
        if tracks_problem(tracks):
            free = [n for n in range(1, 8) if n not in tracks.values()]
            for key in TRACK_KEYS:
                if not tracks.get(key) or list(tracks.values()).count(tracks[key]) > 1:
                    tracks[key] = free.pop(0)
            notes.append(_("trajectories incomplete"))
        unnamed = sum(t.card is None and counts(draft, t) for t in draft.threats)
        if unnamed:
            notes.append(ngettext("{n} threat not named yet", "{n} threats not named yet",
                                  unnamed).format(n=unnamed))
        try:
            record = record_from_dict(doc)
        except RecordError as exc:
            return Delays({}, after, _("delays not computed: {reason}").format(reason=exc.worded()))
        game = game_class(record)(record).run()
        rows: dict[str, int] = {}
        for i, seat in enumerate(draft.crew):
            rows.setdefault(seat.name, i)
        for player in game.players:
            if player.name in rows:
                after[rows[player.name]] = [action.token for action in player.actions][:len(after[0])]
        marks: dict[tuple[int, int], str] = {}
        skipped: dict[tuple[int, int], str] = {}
        turn = 0
        for event in game.events:
            if isinstance(event, StepBegan):
                turn = event.turn
            elif isinstance(event, ActionDelayed) and event.player in rows:
                marks[(rows[event.player], event.turn)] = event.cause
            elif (isinstance(event, NothingHappens) and event.player in rows
                    and 1 <= turn <= len(after[rows[event.player]])
                    and "+" in after[rows[event.player]][turn - 1]):
                skipped.setdefault((rows[event.player], turn), event.reason)
        note = _("provisional: {notes}").format(notes=", ".join(notes)) if notes else ""
        return Delays(marks, after, note, skipped)
    except Exception as exc:   # noqa: BLE001 - a preview must never take the entry down
        logger.warning("the delays preview failed", exc_info=True)
        return Delays({}, after, _("delays not computed: {reason}").format(
            reason=f"{exc.__class__.__name__}: {exc}"))


def delays_text(draft: MissionDraft, delays: Delays) -> str:
    """"Delays: Ana T4 (…) · …", the halves of double cards not done, the note."""
    lines = [f"{draft.crew[row].name} T{turn} ({tr(cause)})" for (row, turn), cause in sorted(delays.marks.items())]
    text = _("Delays: {delays}").format(delays=" · ".join(lines) if lines else _("none"))
    skipped = [f"{draft.crew[row].name} T{turn} ({tr(why)})" for (row, turn), why in sorted(delays.skipped.items())]
    if skipped:
        text += "\n" + _("Halves not done: {halves}").format(halves=" · ".join(skipped))
    if delays.note:
        text += f"  [{delays.note}]"
    return text
