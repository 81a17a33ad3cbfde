"""The New Frontier's carriers: attacks the interceptors blunt by 2.

Carriers (the expansion's rulebook, *Nuevas amenazas: Portanaves*): when a carrier
attacks while someone leading an active battle-bot squad is out in the interceptors,
each of its carrier attacks is 2 weaker ("Attack 2" does nothing). With
variable-distance interceptors, only if they are at the carrier's distance or closer.

The rule is reusable: a card subclasses `Carrier` (alone or beside another mixin, e.g.
a threat spanning all trajectories) and writes its attacks with `carrier_attack`. The
check needs nothing from the turn flow but `Game.pilot()` and
`Game.interceptor_distance(pilot)`, so it works under any ruleset that overrides the
interceptors' distance. Rulings NA3, NA4 in docs/rulings.md.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from spacealert_tui.rules.threats.base import ExternalThreat, Step
from spacealert_tui.rules.threats.internal_kit import report
from spacealert_tui.rules.threats.steps import ZoneSpec, _zones_text, named, zones_of

if TYPE_CHECKING:
    from spacealert_tui.rules.threats.base import GameApi

CARRIER_RULE = ("Carrier: each of its attacks is 2 weaker when, as it attacks, someone leading an "
                "active battle-bot squad is out in the interceptors (with variable-distance "
                "interceptors: at its distance or closer); \"attack 2\" then does nothing. A "
                "Scout's +1 still counts.")


class Carrier(ExternalThreat):
    """A card whose `carrier_attack`s the interceptors weaken (no `id`: not a card)."""

    carrier_cut: ClassVar[int] = 2

    def screened(self, game: GameApi) -> bool:
        """Are the interceptors out, with an active squad, at its distance or closer?"""
        pilot = game.pilot()
        return (pilot is not None and pilot.has_active_squad
                and game.interceptor_distance(pilot) <= self.range)


def carrier_attack(amount: int, zones: ZoneSpec = "own") -> Step:
    """A carrier's attack: `carrier_cut` weaker while the interceptors screen the ship.

    The cut is taken off the printed strength and `Game.attack_zone` then adds any
    attack bonus and never lets the total fall below 0 (ruling NA4)."""

    @named(f"carrier attack {amount}{_zones_text(zones)} (2 weaker while the interceptors are out)")
    def step(threat: Carrier, game: GameApi) -> None:
        strength = amount
        if threat.screened(game):
            strength -= threat.carrier_cut
            report(game, "the interceptors meet {threat}'s fighters: its attack is {n} weaker",
                   threat=threat.label, n=threat.carrier_cut)
        for zone in zones_of(zones, threat):
            game.attack_zone(zone, strength, threat)

    return step


class SpacecraftCarrier(Carrier):
    id, name = "SE1-101", "Spacecraft Carrier"
    set, serious = "new_frontier", True
    hp, shield, speed = 6, 3, 2
    x = (carrier_attack(2),)
    y = (carrier_attack(3, "others"),)
    z = (carrier_attack(4, "all"),)
    rules = CARRIER_RULE


class MiniCarrier(Carrier):
    id, name = "E2-101", "Mini-Carrier"
    set, color = "new_frontier", "yellow"
    hp, shield, speed = 5, 2, 2
    x = (carrier_attack(2),)
    y = (carrier_attack(3, "others"),)
    z = (carrier_attack(4, "all"),)
    rules = CARRIER_RULE
