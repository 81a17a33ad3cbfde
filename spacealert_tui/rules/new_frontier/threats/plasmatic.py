"""The New Frontier's plasmatic ships: attacks that knock out a zone the shield left open.

Plasma ships (the expansion's rulebook, *Nuevas amenazas: Naves plasmáticas*): the
attack is computed as usual, and if the zone's shield absorbs none of it everyone
aboard in that zone is knocked out. The Needleship is also ignored by heavy lasers
(appendix, *Aguijón plasmático*). Values: docs/reference/threats.md;
rulings NA1, NA2 in docs/rulings.md.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from spacealert_tui.rules.new_frontier.threats.internal_kit import SHIELD_WORDS, ZONE_WORDS
from spacealert_tui.rules.text import made
from spacealert_tui.rules.threats.base import ExternalThreat, Step
from spacealert_tui.rules.threats.internal_kit import report
from spacealert_tui.rules.threats.steps import named

if TYPE_CHECKING:
    from spacealert_tui.rules.threats.base import GameApi

PLASMA_RULE = ("Plasmatic attacks: each is absorbed by the shield as usual, but if the shield "
               "absorbs none of it, everyone aboard in that zone is knocked out (a pilot out in "
               "the interceptors is safe).")


def plasma_attack(amount: int) -> Step:
    """An attack on its own zone; a shield that absorbs nothing lets the plasma in.

    What the shield absorbed is what the attack itself says it stopped
    (`Ship.last_absorbed`), so the Scout's +1 is counted, and energy that reversed
    shields add to an attack is not "absorbed" (the expansion's note on *Escudos
    inversos*, p.36: plasma keeps its power to knock out)."""

    @named(f"plasma attack {amount} (if the shield absorbs none of it, everyone in its zone is knocked out)")
    def step(threat: ExternalThreat, game: GameApi) -> None:
        zone = threat.zone
        through = game.attack_zone(zone, amount, threat)
        if game.ship.last_absorbed or not through:
            return
        crew = game.players_where("own_zone", threat)
        if not crew:
            report(game, "{threat}'s plasma gets past the {shield}: nobody is in the {zone} zone to knock out",
                   threat=threat.label, shield=SHIELD_WORDS[zone], zone=ZONE_WORDS[zone])
            return
        report(game, "{threat}'s plasma gets past the {shield}, which absorbed none of it: everyone in the "
               "{zone} zone is knocked out", threat=threat.label, shield=SHIELD_WORDS[zone], zone=ZONE_WORDS[zone])
        for player in crew:
            game.knock_out(player, made("{threat}'s plasma", threat=threat.label))

    return step


class PlasmaticFighter(ExternalThreat):
    id, name = "E1-101", "Plasmatic Fighter"
    set = "new_frontier"
    hp, shield, speed = 4, 2, 3
    x = (plasma_attack(1),)
    y = (plasma_attack(1),)
    z = (plasma_attack(2),)
    rules = PLASMA_RULE


class PlasmaticFrigate(ExternalThreat):
    id, name = "SE2-101", "Plasmatic Frigate"
    set, color, serious = "new_frontier", "yellow", True
    hp, shield, speed = 7, 2, 2
    x = (plasma_attack(2),)
    y = (plasma_attack(2),)
    z = (plasma_attack(4),)
    rules = PLASMA_RULE


class PlasmaticNeedleship(ExternalThreat):
    id, name, name_es = "E3-101", "Plasmatic Needleship", "Aguijón plasmático"
    set, color = "new_frontier", "red"
    hp, shield, speed = 3, 1, 3
    heavy_laser_immune = True
    x = (plasma_attack(1),)
    y = (plasma_attack(2),)
    z = (plasma_attack(4),)
    rules = ("Heavy lasers ignore it and hit the next valid threat in its zone, as for the Scout. "
             + PLASMA_RULE)
