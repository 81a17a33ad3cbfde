"""What went wrong in one resolution, read off its event stream.

The crew asks *why did the ship blow up?*: this module answers with the damage each
zone took turn by turn and the threat action that dealt it, every card a crew member
played for nothing and the rule that made it fail, and the threats that survived with
what it would have taken to destroy them. It reads only the events and the result, so
it explains any resolution the rules core produced, whatever its ruleset.
"""
from __future__ import annotations

from dataclasses import dataclass

from spacealert_tui.rules import Resolution
from spacealert_tui.rules import events as ev
from spacealert_tui.rules.text import made
from spacealert_tui.rules.threats import CARDS

# the weapons a damage step names, and the system a crew member fired to use them
WEAPON_OF_CANNON = {"red heavy laser", "central heavy laser", "blue heavy laser",
                    "red light laser", "blue light laser", "pulse cannon"}


@dataclass(frozen=True, slots=True)
class ZoneDamage:
    """Damage one threat action dealt one zone in one turn."""

    turn: int
    zone: str
    amount: int                 # damage tiles drawn (a 7th and more counted too)
    threat: str                 # "Frigate #1"
    letter: str                 # X, Y, Z, or "" when no X/Y/Z action was told
    text: str                   # the action's words: "attack 3"
    fatal: bool = False         # this damage destroyed the ship


@dataclass(frozen=True, slots=True)
class Failure:
    """A card that did nothing (or was pushed away), and why."""

    turn: int
    player: str
    action: str                 # the record token played ("A"), or "" for a delay
    station: str
    reason: str                 # the rule that made it fail, in English (`rules.text.tr` words it)
    kind: str                   # failed | delayed | knocked_out | wasted


@dataclass(frozen=True, slots=True)
class Survivor:
    """A threat the crew did not destroy, and what it would have needed."""

    label: str
    card: str
    outcome: str                # survived | in_play
    hp_left: int
    shield: int                 # its printed shield (0 for an internal threat)
    points_missed: int          # destroyed points minus what it gave


@dataclass(frozen=True, slots=True)
class Account:
    won: bool
    lost_turn: int | None
    lost_cause: str | None
    damage: tuple[ZoneDamage, ...]
    failures: tuple[Failure, ...]
    survivors: tuple[Survivor, ...]


def account_of(resolution: Resolution) -> Account:
    """The account of one resolution (events and result), in event order."""
    reader = _Reader()
    for event in resolution.events:
        reader.read(event)
    result = resolution.result
    return Account(result.won, result.lost_turn, result.lost_cause, tuple(reader.damage),
                   tuple(reader.failures), _survivors(resolution, reader.hp_left))


class _Reader:
    """Walks the events once, keeping what the current turn and step say."""

    def __init__(self) -> None:
        self.turn = 0
        self.step = ""
        self.actor: tuple[str, str, str] | None = None     # (threat, letter, text) acting now
        self.attacker: str | None = None                    # source of the last ShipAttacked
        self.revealed: dict[str, tuple[str, str]] = {}      # player -> (token, station) this turn
        self.fired: dict[str, str] = {}                     # weapon -> player, this turn
        self.targets: dict[str, list[str]] = {}             # threat -> weapons aimed this turn
        self.knocked_out: set[str] = set()
        self.damage: list[ZoneDamage] = []
        self.failures: list[Failure] = []
        self.hp_left: dict[str, int] = {}

    def read(self, event: ev.Event) -> None:
        handler = getattr(self, "on_" + type(event).__name__, None)
        if handler is not None:
            handler(event)

    def on_StepBegan(self, e: ev.StepBegan) -> None:
        if e.turn != self.turn:
            self.revealed, self.fired = {}, {}
        if e.step == "damage":
            self.targets = {}
        self.turn, self.step, self.actor, self.attacker = e.turn, e.step, None, None

    def on_ActionRevealed(self, e: ev.ActionRevealed) -> None:
        self.revealed[e.player] = (e.action, e.station)

    def on_CannonFired(self, e: ev.CannonFired) -> None:
        self.fired[e.cannon] = e.player

    def on_PlayerMoved(self, e: ev.PlayerMoved) -> None:
        if e.to == "interceptors":
            self.fired["interceptors"] = e.player

    def on_SystemUsed(self, e: ev.SystemUsed) -> None:
        if e.what == "stays out with the interceptors":
            self.fired["interceptors"] = e.player

    def on_NothingHappens(self, e: ev.NothingHappens) -> None:
        if e.player in self.revealed:
            token, station = self.revealed[e.player]
            self._fail(e.player, token, station, e.reason, "failed")
            return
        owner = self.fired.get(e.player)          # a weapon with nothing in range
        if owner is not None:
            token, station = self.revealed.get(owner, ("", ""))
            self._fail(owner, token, station, made("{weapon}: {reason}", weapon=e.player, reason=e.reason),
                       "wasted")

    def on_WeaponTargets(self, e: ev.WeaponTargets) -> None:
        self.targets.setdefault(e.threat, []).append(e.weapon)

    def on_ThreatDamaged(self, e: ev.ThreatDamaged) -> None:
        self.hp_left[e.threat] = e.hp_left
        if e.damage > 0:
            return
        for weapon in self.targets.get(e.threat, ()):
            owner = self.fired.get(weapon)
            if owner is not None:
                token, station = self.revealed.get(owner, ("", ""))
                self._fail(owner, token, station,
                           made("{weapon}: strength {strength} does not get through {threat}'s shield {shield}",
                                weapon=weapon, strength=e.strength, threat=e.threat, shield=e.shield), "wasted")

    def on_ThreatHit(self, e: ev.ThreatHit) -> None:
        self.hp_left[e.threat] = e.hp_left

    def on_ActionDelayed(self, e: ev.ActionDelayed) -> None:
        if e.player not in self.knocked_out:
            self._fail(e.player, "", "", made("the card of turn {turn} is pushed to turn {next} ({cause})",
                                              turn=e.turn, next=e.turn + 1, cause=e.cause), "delayed")

    def on_KnockedOut(self, e: ev.KnockedOut) -> None:
        self.knocked_out.add(e.player)
        self._fail(e.player, "", "", made("knocked out ({cause}): no more actions", cause=e.cause), "knocked_out")

    def on_ThreatActs(self, e: ev.ThreatActs) -> None:
        self.actor = (e.threat, e.letter, e.text)

    def on_ShipAttacked(self, e: ev.ShipAttacked) -> None:
        self.attacker = e.source

    def on_TileDrawn(self, e: ev.TileDrawn) -> None:
        self._hurt(e.zone, 1, False)

    def on_ShipDestroyed(self, e: ev.ShipDestroyed) -> None:
        for zone in ("red", "white", "blue"):
            if f"the {zone} zone takes a 7th damage" in e.cause:
                self._hurt(zone, 1, True)

    def _hurt(self, zone: str, amount: int, fatal: bool) -> None:
        threat, letter, text = self.actor or (self.attacker or "", "", "")
        last = self.damage[-1] if self.damage else None
        if (last is not None and (last.turn, last.zone, last.threat, last.letter)
                == (self.turn, zone, threat, letter) and not last.fatal):
            self.damage[-1] = ZoneDamage(self.turn, zone, last.amount + amount, threat, letter, text, fatal)
        else:
            self.damage.append(ZoneDamage(self.turn, zone, amount, threat, letter, text, fatal))

    def _fail(self, player: str, token: str, station: str, reason: str, kind: str) -> None:
        self.failures.append(Failure(self.turn, player, token, station, reason, kind))


def _survivors(resolution: Resolution, hp_left: dict[str, int]) -> tuple[Survivor, ...]:
    out = []
    for t in resolution.result.threats:
        if t.outcome not in ("survived", "in_play"):
            continue
        card = CARDS.get(t.card)
        hp = getattr(card, "hp", 0)
        shield = getattr(card, "shield", 0) if getattr(card, "kind", "") == "external" else 0
        destroyed_points = card.point_values()[1] if card is not None else 0
        out.append(Survivor(t.label, t.card, t.outcome, hp_left.get(t.label, hp), shield,
                            destroyed_points - t.points))
    return tuple(out)
