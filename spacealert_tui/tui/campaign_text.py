"""What the campaign's screens say, as plain text (rulebook ch. 6): the logbook lines, the
ship carried, the campaign score, the banner, the repair step's aftermath and options, the
crew's specializations. Pure functions of a `CampaignState` or the rules' campaign, so
they are tested without a pilot; the screens only lay them out.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from spacealert_tui.i18n import _, ngettext
from spacealert_tui.record.practice import title_words
from spacealert_tui.rules.text import tr
from spacealert_tui.rules.words import tile_words

if TYPE_CHECKING:
    from spacealert_tui.record.campaign import CampaignState
    from spacealert_tui.rules.campaign import Aftermath, Campaign
    from spacealert_tui.rules.layout import Station
    from spacealert_tui.rules.tiles import Tile


def zone_words(zone: object) -> str:
    """A zone as the crew reads it ("roja", "vermelha")."""
    return tr(str(zone), "zone")


def tile_word(label: str) -> str:
    """A damage tile as the rulebook names it ("lower cannon", "cañón inferior")."""
    return tile_words(tr(label, "tile"))


def tile_names(tiles: Iterable[Tile]) -> str:
    """Damage tiles as the rulebook names them, in the crew's language."""
    return ", ".join(tile_word(t.label) for t in tiles)


def storages(stations: Iterable[Station]) -> str:
    """Battle-bot storages named as stations ("inferior roja")."""
    return ", ".join(tr(s.label) for s in stations)


def ship_lines(state: CampaignState) -> list[str]:
    """The ship the next mission gets; between missions, the ship before the repairs."""
    from spacealert_tui.rules.layout import ZONES
    campaign = state.campaign()
    if campaign.status == "repairs":
        after = campaign.aftermath()
        tiles_of, off = after.tiles, after.disabled_squads
        note = _("{storages} disabled")
    else:
        tiles_of, off = campaign.ship.tiles, campaign.ship.squads_off
        note = _("{storages} left off the board")
    labels = [zone_words(z.label) for z in ZONES] + [_("squads")]
    width = max(len(label) for label in labels) + 1
    lines = []
    for zone, label in zip(ZONES, labels):
        tiles = tiles_of[zone]
        said = tile_names(tiles) if tiles else _("no damage")
        lines.append(f"{label:<{width}}{said}")
    lines.append(f"{labels[-1]:<{width + 1}}"
                 + (_("both on board") if not off else note.format(storages=storages(off))))
    return lines


def bracketed(lines: list[str], width: int) -> list[str]:
    """The logbook lines wrapped to `width`, the bracket carried down their continuations."""
    import textwrap
    out = []
    for i, line in enumerate(lines):
        mark = line[:1]
        going = mark in "┌│" and i < len(lines) - 1
        out += textwrap.wrap(line, max(width, 20), subsequent_indent="│    " if going else "     ",
                             break_on_hyphens=False) or [line]
    return out


def log_lines(campaign: Campaign) -> list[str]:
    """The campaign's logbook lines (the rules' `Campaign.logbook`) in the crew's language."""
    score = campaign.score
    out = []
    for entry, line in zip(campaign.missions, campaign.logbook()):
        name = title_words(entry.record.title) if entry.record.title else \
            _("Mission {n}").format(n=entry.number)
        parts = [f"{line.text[:1]} {entry.number}. {name}"]
        if entry.record.soundtrack:
            parts.append(entry.record.soundtrack)
        if not entry.won:
            lost_to = tr(line.lost_to) if line.lost_to and line.lost_to != "unknown" else _("unknown")
            parts.append(_("destroyed by {threat} - campaign failed, no score").format(threat=lost_to))
            out.append(" · ".join(parts))
            continue
        parts += [_("destroyed {points}").format(points=entry.destroyed),
                  _("survived {points}").format(points=entry.survived),
                  _("visual {points}").format(points=entry.visual)]
        if entry.bonus:
            parts.append(_("bonus {points}").format(points=entry.bonus))
        if line.total is not None and score is not None:
            parts += [_("penalties {points}").format(points=score.penalties),
                      _("visual {points}/{missions} = {average}").format(
                          points=score.visual_points, missions=score.missions, average=score.visual),
                      _("total {total}").format(total=score.total)]
        out.append(" · ".join(parts))
    return out


def score_lines(state: CampaignState) -> list[str]:
    """The campaign score, line by line (rulebook §6.3); none before it is over."""
    score = state.campaign().score
    if score is None:
        return []
    rows = [(_("Threats destroyed"), score.destroyed, ""),
            (_("Threats survived"), score.survived, ""),
            *([(_("Bonus"), score.bonus, "")] if score.bonus else []),
            (_("Visual confirm."), score.visual,
             ngettext("({points} ÷ {n} mission, rounded down)", "({points} ÷ {n} missions, rounded down)",
                      score.missions).format(points=score.visual_points, n=score.missions)),
            (_("Penalties"), score.penalties,
             _("(damage {damage}, worst zone {worst}, knocked out {knocked}, squads {squads})").format(
                 damage=score.damage_penalty, worst=score.worst_zone_penalty,
                 knocked=score.knocked_out_penalty, squads=score.bots_penalty)),
            (_("TOTAL"), score.total, "")]
    width = max(17, *(len(label) for label, _n, _w in rows))
    return [f"{label:<{width}} {n:>4}" + (f"   {why}" if why else "") for label, n, why in rows]


def banner(state: CampaignState) -> str:
    """The campaign's one line: where it stands and what comes next."""
    campaign = state.campaign()
    status = campaign.status
    n = len(campaign.missions)
    if status == "failed":
        last = campaign.missions[-1]
        cause = last.fatal_threat or last.result.lost_cause
        who = tr(cause) if cause else _("a threat")
        return _("CAMPAIGN FAILED: the ship was destroyed by {threat} in mission {n}. No score.").format(
            threat=who, n=n)
    score = campaign.score
    if score is not None:                # over: the campaign's total
        return ngettext("Campaign over after {n} mission: total {total}.",
                        "Campaign over after {n} missions: total {total}.", n).format(
            n=n, total=score.total)
    if status == "repairs":
        return _("Mission {n} of {total} complete: repair the ship, or stop and score.").format(
            n=n, total=state.max_missions)
    if state.current_draft:
        return _("Mission {n} of {total} is under way: enter continues it.").format(
            n=state.next_number, total=state.max_missions)
    return _("Mission {n} of {total}: choose the difficulties, then start.").format(
        n=state.next_number, total=state.max_missions)




# -- the repair step ---------------------------------------------------------------------------

def repair_options(after: Aftermath) -> list[tuple[str, str]]:
    """What one member may repair: nothing, a damaged tile of a zone (each tile once), or
    a disabled squad reactivated; as (value, text) choices."""
    from spacealert_tui.rules.layout import ZONES

    out: list[tuple[str, str]] = [("", _("nothing"))]
    for zone in ZONES:
        seen = []
        for tile in after.tiles[zone]:
            if tile not in seen:
                seen.append(tile)
                out.append((f"{zone.label}:{tile.label}", _("{zone} {tile}").format(
                    zone=zone_words(zone.label), tile=tile_word(tile.label))))
    for squad in after.disabled_squads:
        out.append((f"squad:{squad.label}", _("reactivate the {storage} squad").format(
            storage=tr(squad.label))))
    return out


def aftermath_lines(after: Aftermath) -> list[str]:
    """The ship after the mission, zone by zone, its squads and who was knocked out."""
    from spacealert_tui.rules.layout import ZONES

    lines = []
    width = max(6, *(len(zone_words(z.label)) for z in ZONES))
    for zone in ZONES:
        tiles = after.tiles[zone]
        lines.append(f"{zone_words(zone.label):<{width}} "
                     + ngettext("{n} tile", "{n} tiles", len(tiles)).format(n=len(tiles))
                     + (f": {tile_names(tiles)}" if tiles else ""))
    squads = after.disabled_squads
    lines.append(_("squads disabled: {storages}").format(storages=storages(squads) if squads else _("none")))
    knocked = [n for n in after.crew if n in after.knocked_out]
    lines.append(_("knocked out (wake up, repair nothing): {names}").format(
        names=", ".join(knocked) if knocked else _("nobody")))
    return lines


# -- specializations ------------------------------------------------------------------------------

def spec_words(name: str, level: int) -> str:
    """"medic, level 2" in the crew's language; "a heroic card" for none."""
    from spacealert_tui.tui.dialogs.specializations import label
    if not name:
        return _("a heroic card")
    return _("{name}, level {level}").format(name=label(name), level=level)


def crew_specializations(state: CampaignState) -> str:
    """The crew with what each holds for the next mission ("Ana: medic, level 2; ...")."""
    held = ((c["name"], str(c.get("specialization") or ""), int(c.get("specialization_level") or 1))
            for c in state.crew)
    return "; ".join(f"{name}: {spec_words(spec, level)}" for name, spec, level in held)



def levelling_options(state: CampaignState, i: int) -> list[tuple[str, str]]:
    """What seat `i` may hold next mission (p.15): its specialization one level up, or a
    free one at level 1; as ("name:level", text) choices."""
    from spacealert_tui.record.specializations import campaign_choices
    from spacealert_tui.tui.dialogs.specializations import label

    crew = state.crew
    held = str(crew[i].get("specialization") or "")
    taken = [str(c.get("specialization") or "") for j, c in enumerate(crew) if j != i]
    out = []
    for name, level in campaign_choices(held, int(crew[i].get("specialization_level") or 1), taken):
        if not name:
            text = _("keep a heroic card")
        elif name == held:
            text = _("keep: {name}, level {level}").format(name=label(name), level=level)
        else:
            text = _("swap: {name}, level 1").format(name=label(name))
        out.append((f"{name}:{level}", text))
    return out


def levelling_clash(state: CampaignState, chosen: Mapping[int, str]) -> str | None:
    """Why the levelling step is refused (p.15: a specialization nobody else holds), with
    `chosen` each levelling seat's new specialization; None when it is not."""
    from spacealert_tui.record.specializations import levelling_problem
    from spacealert_tui.tui.dialogs.specializations import label

    after = [str(c.get("specialization") or "") for c in state.crew]
    for i, name in chosen.items():
        after[i] = name
    clash = levelling_problem(after)
    if clash is None:
        return None
    a, b = clash
    return _("{a} and {b} cannot both hold {name}").format(
        a=state.crew[a]["name"], b=state.crew[b]["name"], name=label(after[b]))
