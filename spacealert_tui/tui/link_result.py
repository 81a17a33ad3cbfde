"""What the crew's devices show once the mission is resolved (the table link): the
result and the score for everyone, and to each seat its player's own line of the score.

The words are the score screen's own (`screens/score.py`), in the crew's language, made
on the host: the page only lays them out. The player's own line is their row of the
score's Crew panel — the station they ended at, knocked out or fine, their battle bots —
with the roles and badges the logbook line gives them (docs/table-link.md).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from spacealert_tui.i18n import _
from spacealert_tui.record.logbook import fatal_threat
from spacealert_tui.rules.text import tr
from spacealert_tui.tui.widgets.score_text import banner_text, crew_notes, crew_state

if TYPE_CHECKING:
    from spacealert_tui.link.host import LinkHost
    from spacealert_tui.record.draft import MissionDraft
    from spacealert_tui.rules import GameRecord
    from spacealert_tui.rules.result import Result


def result_public(record: GameRecord, result: Result) -> dict[str, Any]:
    """The outcome and the score, as every device shows it: `won`, the score screen's
    banner (for a lost mission the turn and the cause), and its rows [label, value]."""
    score = result.score
    rows: list[list[str]] = []
    if score is not None:
        penalties = (score.damage_penalty + score.worst_zone_penalty + score.knocked_out_penalty
                     + score.bots_penalty)
        rows += [[_("Threats survived"), str(score.survived)], [_("Threats destroyed"), str(score.destroyed)],
                 [_("Penalties"), str(penalties)], [_("Visual confirmation"), str(score.visual_confirmation)]]
        extra = score.bonus + score.data_analyst + score.medic_penalty
        if extra:
            rows.append([_("Bonus"), str(extra)])
        rows.append([_("Total"), str(score.total)])
    else:
        card, name = fatal_threat(result.to_json())
        who = f"{tr(name)} ({card})" if card else "-"
        rows += [[_("Destroyed by"), _("{who}, turn {turn}").format(who=who, turn=result.lost_turn)],
                 [_("Total"), _("MISSION LOST: no score")]]
    return {"won": result.won, "banner": banner_text(record, result), "rows": rows}


def own_line(record: GameRecord, result: Result, name: str) -> str:
    """One crew member's line: their roles and badges, where they ended and how."""
    seat = next((c for c in record.crew if c.name == name), None)
    notes = crew_notes(record, seat) if seat is not None else []
    end = next((c for c in result.crew if c.name == name), None)
    who = f"{name} ({', '.join(notes)})" if notes else name
    if end is None:
        return who
    return f"{who}: {tr(end.station)} · {crew_state(end)}"


def publish_result(host: LinkHost, draft: MissionDraft, record: GameRecord, result: Result) -> None:
    """Every device gets the result; each seat's device, its player's own line."""
    for index, seat in enumerate(draft.crew):
        if not seat.android:
            host.set_private(index, own_line=own_line(record, result, seat.name))
    host.publish(stage="score", result=result_public(record, result))
