"""What happened during a resolution, in order, in the game's own words.

Every event is a small dataclass, read-only by convention (not `frozen`: a frozen
dataclass costs five times as much to build, and a resolution builds hundreds);
`str(event)` is its narration line ("Ana fires the red heavy laser (strength 4)"). A `StepBegan` event opens each step
of each turn, so the stream can be cut into turns and steps without every event
carrying them. Events hold labels (names, "Fighter #5"), not live objects, so a
stream can be compared byte for byte between runs.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import ClassVar

from spacealert_tui.rules.words import tile_words

STEP_NAMES = {
    "appear": "threats appear",
    "actions": "player actions",
    "damage": "damage computation",
    "threats": "threat actions",
    "check": "computer check",
    "jump": "jump to hyperspace",
}


@dataclass(slots=True)
class Event:
    # True for events told just before the engine applies what they say (a hit is told
    # before the destruction it causes): their board is taken at the next event.
    told_first: ClassVar[bool] = False
    def as_dict(self) -> dict:
        d = {"event": type(self).__name__}
        d.update(asdict(self))
        return d

    @classmethod
    def field_names(cls) -> tuple[str, ...]:
        return tuple(f.name for f in fields(cls))


@dataclass(slots=True)
class StepBegan(Event):
    turn: int
    step: str

    def __str__(self) -> str:
        return f"Turn {self.turn} · {STEP_NAMES[self.step]}"


@dataclass(slots=True)
class ThreatAppeared(Event):
    threat: str
    card: str
    where: str          # "red zone, trajectory 3, square 12" / "lower-blue"

    def __str__(self) -> str:
        return f"{self.threat} ({self.card}) appears: {self.where}"


@dataclass(slots=True)
class ThreatIgnored(Event):
    threat: str
    card: str

    def __str__(self) -> str:
        return f"{self.threat} ({self.card}) was an unconfirmed report: ignored with a crew under five"


@dataclass(slots=True)
class ActionRevealed(Event):
    player: str
    action: str
    station: str

    def __str__(self) -> str:
        if "+" in self.action:             # a double-action card (The New Frontier)
            first, _, second = self.action.rstrip(">").partition("+")
            if self.action.endswith(">"):
                return (f"{self.player} plays the second half of {first}+{second} ({second}), "
                        f"the card having slid half a space, at {self.station}")
            return f"{self.player} plays {self.action} ({first}, then {second}) at {self.station}"
        return f"{self.player} plays {self.action} at {self.station}"


@dataclass(slots=True)
class PlayerMoved(Event):
    player: str
    origin: str
    to: str
    how: str

    def __str__(self) -> str:
        return f"{self.player} moves {self.how}: {self.origin} → {self.to}"


@dataclass(slots=True)
class ActionDelayed(Event):
    player: str
    turn: int
    cause: str

    def __str__(self) -> str:
        return f"{self.player}'s action of turn {self.turn} is delayed ({self.cause})"


@dataclass(slots=True)
class NothingHappens(Event):
    player: str
    reason: str

    def __str__(self) -> str:
        return f"{self.player}: nothing happens ({self.reason})"


@dataclass(slots=True)
class CannonFired(Event):
    player: str
    cannon: str
    strength: int

    def __str__(self) -> str:
        return f"{self.player} fires the {self.cannon} (strength {self.strength})"


@dataclass(slots=True)
class EnergyMoved(Event):
    player: str
    source: str
    target: str
    amount: int

    def __str__(self) -> str:
        return f"{self.player} moves {self.amount} energy from the {self.source} to the {self.target}"


@dataclass(slots=True)
class Refuelled(Event):
    player: str
    amount: int
    capsules_left: int

    def __str__(self) -> str:
        return (f"{self.player} burns a fuel capsule: central reactor +{self.amount} "
                f"({self.capsules_left} capsules left)")


@dataclass(slots=True)
class SystemUsed(Event):
    player: str
    what: str

    def __str__(self) -> str:
        return f"{self.player}: {self.what}"


@dataclass(slots=True)
class ThreatHit(Event):
    told_first: ClassVar[bool] = True
    threat: str
    by: str
    amount: int
    hp_left: int

    def __str__(self) -> str:
        return f"{self.by} hits {self.threat}: {self.amount} damage ({self.hp_left} left)"


@dataclass(slots=True)
class WeaponTargets(Event):
    weapon: str
    threat: str
    strength: int

    def __str__(self) -> str:
        return f"{self.weapon}: aimed at {self.threat}, strength {self.strength}"


@dataclass(slots=True)
class ThreatDamaged(Event):
    told_first: ClassVar[bool] = True
    threat: str
    strength: int
    shield: int
    damage: int
    hp_left: int

    def __str__(self) -> str:
        if self.damage <= 0:
            return f"{self.threat} takes no damage (strength {self.strength} against shield {self.shield})"
        return (f"{self.threat} takes {self.damage} damage (strength {self.strength} "
                f"through shield {self.shield}); {self.hp_left} left")


@dataclass(slots=True)
class ThreatDestroyed(Event):
    threat: str
    card: str

    def __str__(self) -> str:
        return f"{self.threat} is destroyed"


@dataclass(slots=True)
class ThreatSurvived(Event):
    threat: str
    card: str

    def __str__(self) -> str:
        return f"{self.threat} has done its Z action and leaves: survived"


@dataclass(slots=True)
class ThreatMoved(Event):
    threat: str
    origin: int
    to: int

    def __str__(self) -> str:
        return f"{self.threat} moves from square {self.origin} to {max(self.to, 1)}"


@dataclass(slots=True)
class ThreatActs(Event):
    threat: str
    letter: str
    text: str

    def __str__(self) -> str:
        return f"{self.threat} {self.letter}: {self.text}"


@dataclass(slots=True)
class ShipAttacked(Event):
    zone: str
    strength: int
    absorbed: int
    damage: int
    source: str

    def __str__(self) -> str:
        return (f"{self.source} attacks the {self.zone} zone with {self.strength}: "
                f"the shield absorbs {self.absorbed}, {self.damage} damage")


@dataclass(slots=True)
class TileDrawn(Event):
    zone: str
    tile: str
    count: int

    def __str__(self) -> str:
        return f"{self.zone} zone takes damage: {tile_words(self.tile)} ({self.count} of 6)"


@dataclass(slots=True)
class KnockedOut(Event):
    player: str
    cause: str

    def __str__(self) -> str:
        return f"{self.player} is knocked out ({self.cause})"


@dataclass(slots=True)
class BotsChanged(Event):
    player: str
    state: str
    cause: str

    def __str__(self) -> str:
        return f"{self.player}'s battle bots are {self.state} ({self.cause})"


@dataclass(slots=True)
class ShipChanged(Event):
    """A threat changed the ship: energy drained, a rocket lost, a condition set."""

    text: str

    def __str__(self) -> str:
        return self.text


@dataclass(slots=True)
class ComputerCheck(Event):
    turn: int
    maintained: bool

    def __str__(self) -> str:
        if self.maintained:
            return "Computer check: maintenance was done"
        return f"Computer check: no maintenance, everyone aboard is delayed in turn {self.turn + 1}"


@dataclass(slots=True)
class ShipDestroyed(Event):
    turn: int
    cause: str

    def __str__(self) -> str:
        return f"THE SHIP IS DESTROYED: {self.cause}"


@dataclass(slots=True)
class Jumped(Event):
    def __str__(self) -> str:
        return "The ship jumps to hyperspace: mission complete"
