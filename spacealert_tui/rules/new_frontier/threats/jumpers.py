"""The New Frontier's jumping threats ("Saltos"): a step of their actions moves them
to the next trajectory left or right.

Rulebook of The New Frontier, *Saltos* (pp. 6–7): left goes toward red and wraps from
red to blue, right goes red → white → blue → red; the threat keeps its distance to
the ship; when the new trajectory is too short it stays where it is but still does its
other steps; the steps of a card are done in order, so in "attack, jump, attack" the
attacks hit two zones. The X/Y/Z squares of the trajectory it jumps onto do nothing
until its next move: the rest of the move it is making follows the trajectory it was
moving along (ruling NB5). Values from the public resolver ecm85/space-alert-resolver
(docs/reference/threats.md).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from spacealert_tui.rules.layout import Zone
from spacealert_tui.rules.new_frontier.threats.internal_kit import ZONE_WORDS as _ZONE_WORDS
from spacealert_tui.rules.text import N_
from spacealert_tui.rules.threats.base import ExternalThreat, Step
from spacealert_tui.rules.threats.internal_kit import report
from spacealert_tui.rules.threats.steps import attack, named

if TYPE_CHECKING:
    from spacealert_tui.rules.threats.base import GameApi
    from spacealert_tui.rules.threats.base import Threat

JUMPER_RULES = ("Jumps: it moves to the trajectory on its left (toward red; from red to "
                "blue) or right (toward blue; from blue to red) at the same distance, between "
                "the other steps of its action, so its attacks may hit different zones. If that "
                "trajectory is too short it stays but does its other steps. The X/Y/Z squares "
                "of the trajectory it lands on do nothing until its next move.")


_CANNOT_JUMP = {
    "left": N_("{threat} cannot jump left to the {zone} trajectory (too short for square {square}): "
               "it stays in the {old} zone"),
    "right": N_("{threat} cannot jump right to the {zone} trajectory (too short for square {square}): "
                "it stays in the {old} zone")}
_JUMPS = {
    "left": N_("{threat} jumps left from the {old} zone to the {zone} zone (trajectory {track}, "
               "square {square})"),
    "right": N_("{threat} jumps right from the {old} zone to the {zone} zone (trajectory {track}, "
                "square {square})")}


def jump(direction: str) -> Step:
    """Jump to the next trajectory 'left' (toward red) or 'right' (toward blue)."""
    shift = -1 if direction == "left" else 1
    cannot, jumps = _CANNOT_JUMP[direction], _JUMPS[direction]

    @named(f"jump {direction}")
    def step(threat: Threat, game: GameApi) -> None:
        assert isinstance(threat, ExternalThreat) and threat.zone is not None
        old = threat.zone
        new = Zone((old + shift) % 3)
        track = game.tracks[new]
        if threat.position > track.length:
            report(game, cannot, threat=threat.label, zone=_ZONE_WORDS[new], square=threat.position,
                   old=_ZONE_WORDS[old])
            return
        threat.zone, threat.track = new, track
        report(game, jumps, threat=threat.label, old=_ZONE_WORDS[old], zone=_ZONE_WORDS[new],
               track=track.number, square=threat.position)

    return step


def jumper_actions(direction: str) -> tuple[tuple[Step, ...], tuple[Step, ...], tuple[Step, ...]]:
    """The Jumper's X, Y and Z: its two cards print the same actions, jumping opposite ways."""
    return ((jump(direction), attack(1)),
            (attack(1), jump(direction), attack(1)),
            (attack(3), jump(direction), attack(1)))


class Jumper(ExternalThreat):
    """What the two Jumper cards print alike; each says which way it jumps."""

    name = "Jumper"
    set, color = "new_frontier", "red"
    hp, shield, speed = 6, 1, 3


class JumperLeft(Jumper):
    id = "E3-105"
    x, y, z = jumper_actions("left")
    rules = JUMPER_RULES + " This Jumper jumps left."


class JumperRight(Jumper):
    id = "E3-106"
    x, y, z = jumper_actions("right")
    rules = JUMPER_RULES + " This Jumper jumps right."


class Leaper(ExternalThreat):
    id, name = "SE3-106", "Leaper"
    set, color, serious = "new_frontier", "red", True
    hp, shield, speed = 7, 2, 2
    x = (attack(1), jump("right"), attack(1))
    y = (attack(2), jump("left"), attack(1))
    z = (attack(4), jump("right"), attack(1))
    rules = JUMPER_RULES
