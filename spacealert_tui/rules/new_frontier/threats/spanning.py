"""The New Frontier's threats that span all three trajectories.

A spanning threat moves on its main track (the one the audio names, the record's
`zone`); span tokens keep its distance to Z on the other two, and any zone's lasers
may target it (the turn flow's part: `new_frontier.spanning_rules`). Its "own zone"
is its main track's. Values: the expansion's rulebook prints none of these cards;
they follow the public resolver ecm85/space-alert-resolver.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from spacealert_tui.rules.layout import ZONES
from spacealert_tui.rules.new_frontier.threats.carriers import CARRIER_RULE, Carrier, carrier_attack
from spacealert_tui.rules.new_frontier.threats.summoners import Summoner, summon
from spacealert_tui.rules.text import N_, Seq, made
from spacealert_tui.rules.threats.base import ExternalThreat
from spacealert_tui.rules.threats.internal_kit import report
from spacealert_tui.rules.threats.steps import destroy_ship, named, shield_set

if TYPE_CHECKING:
    from spacealert_tui.rules.threats.base import GameApi


class SpanningThreat(ExternalThreat):
    """A threat on all three trajectories at once, at the same distance to Z."""

    __slots__ = ()
    spans_all_tracks = True

    def span_positions(self, game: Any) -> dict[str, int | None]:
        """The square of its span token on each other zone's track (the board draws
        them): the main token's square, or None while that track is too short and the
        token waits beside its start square."""
        out: dict[str, int | None] = {}
        for zone in ZONES:
            if zone != self.zone:
                out[zone.label] = self.position if self.position <= game.tracks[zone].length else None
        return out

    def where(self) -> str:
        return made("{place}, spanning all three trajectories", place=super().where())


NONE_DAMAGED = N_("none was damaged")


def _heal_every_external(n: int) -> Any:
    @named(f"every external threat on a trajectory (itself included) repairs {n} damage")
    def step(threat: Any, game: GameApi) -> None:
        healed = []
        for other in game.threats:
            if other.kind == "external" and other.state == "active" and other.materialised():
                amount = other.heal(n)
                if amount:
                    healed.append(made("{threat} {n}", threat=other.label, n=amount))
        report(game, "{threat} repairs every external threat: {healed}", threat=threat.label,
               healed=Seq(", ", healed) if healed else NONE_DAMAGED)
    return step


class Overlord(Summoner, SpanningThreat):
    id, name = "SE3-105", "Overlord"
    set, color, serious = "new_frontier", "red", True
    hp, shield, speed = 14, 5, 2
    points = (4, 8)
    summons = "external"
    x = (shield_set(4), summon)
    y = (_heal_every_external(1),)
    z = (destroy_ship,)
    rules = ("Spans all three trajectories: the lasers of every zone may target it (it is as "
             "near as on its main track); the pulse cannon hits it once, the interceptors count "
             "it as one threat. X: its shield drops to 4 and the external threat laid beside it "
             "enters the start of its main trajectory once every threat has moved (Greek-letter "
             "token, it moves from the next turn). Y: every external threat on a trajectory, "
             "itself included, repairs 1 damage. Z: the ship is destroyed. Destroyed before X, "
             "its external threat counts as destroyed too.")


class SuperCarrier(Carrier, SpanningThreat):
    id, name = "SE3-103", "Super-Carrier"
    set, color, serious = "new_frontier", "red", True
    hp, shield, speed = 13, 5, 2
    x = (carrier_attack(2),)
    y = (carrier_attack(4, "others"),)
    z = (carrier_attack(5, "all"),)
    rules = ("Spans all three trajectories: the lasers of every zone may target it (it is as "
             "near as on its main track); the pulse cannon hits it once, the interceptors count "
             "it as one threat. Its own zone is its main trajectory's. " + CARRIER_RULE)
