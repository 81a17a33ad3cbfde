"""What happened during a resolution, in order, in the game's own words.

Every event is a small dataclass, read-only by convention (not `frozen`: a frozen
dataclass costs five times as much to build, and a resolution builds hundreds);
`str(event)` is its narration line ("Ana fires the red heavy laser (strength 4)"), in
the language installed in `rules.text` (English by default). A `StepBegan` event opens each step
of each turn, so the stream can be cut into turns and steps without every event
carrying them. Events hold labels (names, "Fighter #5"), not live objects, so a
stream can be compared byte for byte between runs.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import ClassVar

from spacealert_tui.rules.actions import ACTION_WORDS
from spacealert_tui.rules.text import N_, _, ngettext, say, tr
from spacealert_tui.rules.words import tile_words

STEP_NAMES = {
    "appear": N_("threats appear"),
    "actions": N_("player actions"),
    "damage": N_("damage computation"),
    "threats": N_("threat actions"),
    "check": N_("computer check"),
    "jump": N_("jump to hyperspace"),
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
        return _("Turn {turn} · {step}").format(turn=self.turn, step=_(STEP_NAMES[self.step]))


@dataclass(slots=True)
class ThreatAppeared(Event):
    threat: str
    card: str
    where: str          # "red zone, trajectory 3, square 12" / "lower-blue"

    def __str__(self) -> str:
        return _("{threat} ({card}) appears: {where}").format(threat=tr(self.threat), card=self.card,
                                                              where=tr(self.where))


@dataclass(slots=True)
class ThreatIgnored(Event):
    threat: str
    card: str

    def __str__(self) -> str:
        return _("{threat} ({card}) was an unconfirmed report: ignored with a crew under five").format(
            threat=tr(self.threat), card=self.card)


@dataclass(slots=True)
class ActionRevealed(Event):
    player: str
    action: str
    station: str

    def __str__(self) -> str:
        action = self.action
        if "+" in action:             # a double-action card (The New Frontier)
            first, _sep, second = action.rstrip(">").partition("+")
            card = "+".join((_action_word(first), _action_word(second)))
            if action.endswith(">"):
                return _(PLAYS_SLID_HALF).format(player=self.player, card=card, second=_action_word(second),
                                                 station=tr(self.station))
            return _(PLAYS_DOUBLE).format(player=self.player, card=card, first=_action_word(first),
                                          second=_action_word(second), station=tr(self.station))
        return _("{player} plays {action} at {station}").format(player=self.player, action=tr(action, "action"),
                                                                station=tr(self.station))


PLAYS_DOUBLE = N_("{player} plays {card} ({first}, then {second}) at {station}")
PLAYS_SLID_HALF = N_("{player} plays the second half of {card} ({second}), the card having slid half a space, "
                     "at {station}")


def _action_word(token: str) -> str:
    """A half of a double card, or the cards of a stack (`blue+bots+spec_adv`), as the
    actions they show."""
    if "+" in token:
        return "+".join(_action_word(part) for part in token.split("+"))
    return tr(ACTION_WORDS.get(token, token), "action")


@dataclass(slots=True)
class PlayerMoved(Event):
    player: str
    origin: str
    to: str
    how: str

    def __str__(self) -> str:
        return _("{player} moves {how}, from {origin} to {to}").format(player=self.player, how=tr(self.how),
                                                                 origin=tr(self.origin), to=tr(self.to))


@dataclass(slots=True)
class ActionDelayed(Event):
    player: str
    turn: int
    cause: str

    def __str__(self) -> str:
        return _("{player}'s action of turn {turn} is delayed ({cause})").format(
            player=self.player, turn=self.turn, cause=tr(self.cause))


@dataclass(slots=True)
class NothingHappens(Event):
    player: str
    reason: str

    def __str__(self) -> str:
        return _("{player}: nothing happens ({reason})").format(player=tr(self.player), reason=tr(self.reason))


@dataclass(slots=True)
class CannonFired(Event):
    player: str
    cannon: str
    strength: int

    def __str__(self) -> str:
        return _("{player} fires the {cannon} (strength {strength})").format(
            player=self.player, cannon=tr(self.cannon), strength=self.strength)


@dataclass(slots=True)
class EnergyMoved(Event):
    player: str
    source: str
    target: str
    amount: int

    def __str__(self) -> str:
        return ngettext("{player} moves {amount} energy from the {source} to the {target}",
                        "{player} moves {amount} energy from the {source} to the {target}", self.amount).format(
            player=self.player, amount=self.amount, source=tr(self.source), target=tr(self.target))


@dataclass(slots=True)
class Refuelled(Event):
    player: str
    amount: int
    capsules_left: int

    def __str__(self) -> str:
        return ngettext("{player} burns a fuel capsule: central reactor +{amount} ({left} capsule left)",
                        "{player} burns a fuel capsule: central reactor +{amount} ({left} capsules left)",
                        self.capsules_left).format(player=self.player, amount=self.amount, left=self.capsules_left)


@dataclass(slots=True)
class SystemUsed(Event):
    player: str
    what: str

    def __str__(self) -> str:
        return _("{player}: {what}").format(player=self.player, what=tr(self.what))


@dataclass(slots=True)
class ThreatHit(Event):
    told_first: ClassVar[bool] = True
    threat: str
    by: str
    amount: int
    hp_left: int

    def __str__(self) -> str:
        return _("{by} hits {threat}: {amount} damage ({left} left)").format(
            by=tr(self.by), threat=tr(self.threat), amount=self.amount, left=self.hp_left)


@dataclass(slots=True)
class WeaponTargets(Event):
    weapon: str
    threat: str
    strength: int

    def __str__(self) -> str:
        return _("{weapon}: aimed at {threat}, strength {strength}").format(
            weapon=tr(self.weapon), threat=tr(self.threat), strength=self.strength)


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
            return _("{threat} takes no damage (strength {strength} against shield {shield})").format(
                threat=tr(self.threat), strength=self.strength, shield=self.shield)
        return _("{threat} takes {damage} damage (strength {strength} through shield {shield}); {left} left").format(
            threat=tr(self.threat), damage=self.damage, strength=self.strength, shield=self.shield, left=self.hp_left)


@dataclass(slots=True)
class ThreatDestroyed(Event):
    threat: str
    card: str

    def __str__(self) -> str:
        return _("{threat} is destroyed").format(threat=tr(self.threat))


@dataclass(slots=True)
class ThreatSurvived(Event):
    threat: str
    card: str

    def __str__(self) -> str:
        return _("{threat} has done its Z action and leaves: survived").format(threat=tr(self.threat))


@dataclass(slots=True)
class ThreatMoved(Event):
    threat: str
    origin: int
    to: int

    def __str__(self) -> str:
        return _("{threat} moves from square {origin} to {to}").format(
            threat=tr(self.threat), origin=self.origin, to=max(self.to, 1))


@dataclass(slots=True)
class ThreatActs(Event):
    threat: str
    letter: str
    text: str

    def __str__(self) -> str:
        return _("{threat}, action {letter}: {text}").format(threat=tr(self.threat), letter=self.letter,
                                                             text=tr(self.text))


@dataclass(slots=True)
class ShipAttacked(Event):
    zone: str
    strength: int
    absorbed: int
    damage: int
    source: str

    def __str__(self) -> str:
        return _("{source} attacks the {zone} zone with {strength}: the shield absorbs {absorbed}, "
                 "{damage} damage").format(source=tr(self.source), zone=tr(self.zone, "zone"),
                                           strength=self.strength, absorbed=self.absorbed, damage=self.damage)


@dataclass(slots=True)
class TileDrawn(Event):
    zone: str
    tile: str
    count: int

    def __str__(self) -> str:
        return _("{zone} zone takes damage: {tile} ({count} of 6)").format(
            zone=tr(self.zone, "zone"), tile=tile_words(tr(self.tile, "tile")), count=self.count)


@dataclass(slots=True)
class KnockedOut(Event):
    player: str
    cause: str

    def __str__(self) -> str:
        return _("{player} is knocked out ({cause})").format(player=self.player, cause=tr(self.cause))


@dataclass(slots=True)
class BotsChanged(Event):
    player: str
    state: str
    cause: str

    def __str__(self) -> str:
        return _("{player}'s battle bots are {state} ({cause})").format(
            player=self.player, state=tr(self.state, "bots"), cause=tr(self.cause))


@dataclass(slots=True)
class ShipChanged(Event):
    """A threat changed the ship: energy drained, a rocket lost, a condition set.

    With `values`, `text` is a template (a msgid) and the event keeps the values it is
    said with, worded only when it is shown; without, `text` is the whole text."""

    text: str
    values: dict[str, object] | None = None

    def __str__(self) -> str:
        return tr(self.text) if self.values is None else say(self.text, self.values)


@dataclass(slots=True)
class ComputerCheck(Event):
    turn: int
    maintained: bool

    def __str__(self) -> str:
        if self.maintained:
            return _("Computer check: maintenance was done")
        return _("Computer check: no maintenance, everyone aboard is delayed in turn {turn}").format(
            turn=self.turn + 1)


@dataclass(slots=True)
class ShipDestroyed(Event):
    turn: int
    cause: str

    def __str__(self) -> str:
        return _("THE SHIP IS DESTROYED: {cause}").format(cause=tr(self.cause))


@dataclass(slots=True)
class Jumped(Event):
    def __str__(self) -> str:
        return _("The ship jumps to hyperspace: mission complete")
