"""An explorer's sheet as text and as JSON, laid out like the paper one: the level, the
experience boxes of the current row (ticked ■, skipped dotted ·, open □ and dotted ◌),
the specialization boxes, the successful missions as "mission + achievements", the
achievements ticked and the clone tally. `spacealert explorers` prints it; the app
shows the same text.
"""
from __future__ import annotations

from spacealert_tui.i18n import N_, _, ngettext
from spacealert_tui.record.explorers import Explorer
from spacealert_tui.rules.achievements import BY_ID
from spacealert_tui.rules.explorers import BOX_GATES, MAX_LEVEL, SPECIALIZATIONS, dotted_boxes, row_boxes


#: the specializations' words (ids in the records and JSON)
SPECIALIZATION_WORDS = {"rocket_launcher": N_("rocket launcher"), "data_analyst": N_("data analyst"),
                        "energy_technician": N_("energy technician"), "pulse_gunner": N_("pulse gunner"),
                        "medic": N_("medic"), "teleporter": N_("teleporter"),
                        "hypernavigator": N_("hypernavigator"), "special_ops": N_("special ops"),
                        "squad_leader": N_("squad leader"), "mechanic": N_("mechanic")}


def specialization_word(name: str) -> str:
    """A specialization id ("squad_leader") in the crew's language ("squad leader")."""
    word = SPECIALIZATION_WORDS.get(name)
    return _(word) if word else name.replace("_", " ")


def achievement_name(ident: str) -> str:
    """An achievement's name in the crew's language (its id when unknown)."""
    achievement = BY_ID.get(ident)
    return _(achievement.name) if achievement is not None else ident


def level_word(explorer: Explorer) -> str:
    """"level 3", "rookie" at 0, "dead" (ruling EX10: no ranks)."""
    if explorer.sheet.dead:
        return _("dead (level {level}, {died})").format(level=explorer.sheet.level, died=explorer.died)
    if explorer.sheet.level == 0:
        return _("rookie (level 0)")
    return _("level {level}").format(level=explorer.sheet.level)


def row_drawing(explorer: Explorer) -> str:
    """The current row's boxes: dotted ones first (ruling EX2)."""
    sheet = explorer.sheet
    level, cursor = sheet.boxes.level, sheet.boxes.cursor
    if level >= MAX_LEVEL:
        return _("level {level} reached; {n} in the margin").format(level=MAX_LEVEL, n=sheet.boxes.margin)
    dotted = dotted_boxes(level)
    cells = []
    for i in range(row_boxes(level)):
        if i < cursor:
            cells.append("·" if i < dotted and sheet.stubborn else "■")
        else:
            cells.append("◌" if i < dotted else "□")
    return "".join(cells)


def to_next_level(explorer: Explorer) -> int | None:
    """Experience still needed for the next level (a stubborn explorer skips what dotted
    boxes are left); None at level 30."""
    sheet = explorer.sheet
    level, cursor = sheet.boxes.level, sheet.boxes.cursor
    if level >= MAX_LEVEL:
        return None
    if sheet.stubborn:
        cursor = max(cursor, dotted_boxes(level))
    return row_boxes(level) - cursor


def sheet_lines(explorer: Explorer) -> list[str]:
    s = explorer.sheet
    consent = _("consents to cloning") if s.consent else _("stubborn (no cloning consent)")
    experience = _("experience {xp}").format(xp=s.experience)
    if s.level < MAX_LEVEL and not s.dead:
        experience += _("; {n} more to level {level}").format(n=to_next_level(explorer), level=s.level + 1)
    lines = [f"{s.name} — {level_word(explorer)}, {consent}", "  " + experience,
             "  " + _("level {level} row  {boxes}").format(level=s.level, boxes=row_drawing(explorer))]
    specs = [f"{specialization_word(name)} {'■' * s.known(name)}{'□' * (len(BOX_GATES) - s.known(name))}"
             for name in SPECIALIZATIONS if s.known(name)]
    lines.append("  " + _("specializations  {list}").format(list=", ".join(specs) if specs else _("none yet")))
    if s.boxes_owed > 0 and not s.dead:
        lines.append("  " + ngettext("{n} specialization box to tick (boxes open at levels {levels})",
                                     "{n} specialization boxes to tick (boxes open at levels {levels})",
                                     s.boxes_owed).format(n=s.boxes_owed, levels=", ".join(map(str, BOX_GATES))))
    wins = [a for a in explorer.awards if a.success]
    lines.append("  " + _("successful missions: {n}").format(n=len(wins)))
    for a in wins:
        names = ", ".join(achievement_name(x) for x in a.achievements)
        lines.append(f"    {a.played}  {a.description:<5} {a.written}" + (f"  ({names})" if names else ""))
    ticked = [achievement_name(x) for x in explorer.achievements]
    lines.append("  " + _("achievements ({n}): {list}").format(
        n=len(ticked), list=", ".join(ticked) if ticked else _("none yet")))
    lines.append("  " + _("clones: {n}").format(n=s.clones))
    return lines


def sheet_text(explorer: Explorer) -> str:
    return "\n".join(sheet_lines(explorer)) + "\n"


def sheet_json(explorer: Explorer) -> dict:
    s = explorer.sheet
    return {
        "name": s.name, "consent": s.consent, "stubborn": s.stubborn, "dead": s.dead, "died": explorer.died,
        "created": explorer.created, "level": s.level, "experience": s.experience,
        "row": {"boxes": row_boxes(s.level) if s.level < MAX_LEVEL else 0,
                "dotted": dotted_boxes(s.level) if s.level < MAX_LEVEL else 0,
                "passed": s.boxes.cursor, "drawing": row_drawing(explorer)},
        "margin": s.boxes.margin,
        "to_next_level": to_next_level(explorer),
        "specializations": {x.name: x.boxes for x in s.specializations},
        "boxes_owed": s.boxes_owed,
        "box_choices": [{"specialization": n, "box": b} for n, b in s.box_choices()],
        "missions": [{"date": a.played, "description": a.description, "success": a.success,
                      "experience": a.experience, "achievement_experience": a.achievement_xp,
                      "written": a.written, "achievements": list(a.achievements), "mission_id": a.mission_id}
                     for a in explorer.awards],
        "achievements": list(explorer.achievements),
        "clones": s.clones,
    }
