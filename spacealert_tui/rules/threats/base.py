"""Threat cards: what every threat shares, and the external/internal families.

A card is a class: its printed values are class attributes, its X/Y/Z actions are
tuples of steps (small callables from `steps`), and a special rule is a method
override. A threat in play is an instance of its card class.
"""
from __future__ import annotations

from types import FunctionType
from typing import Any, ClassVar, Literal, Protocol, TypeAlias, TypeVar

from spacealert_tui.rules.card_api import CardApi, Hit
from spacealert_tui.rules.events import ThreatActs
from spacealert_tui.rules.layout import Station, Zone
from spacealert_tui.rules.text import N_, Seq, msg, pmsg, remember
from spacealert_tui.rules.tracks import Trajectory, range_band

R_co = TypeVar("R_co", covariant=True)


class Named(Protocol[R_co]):
    """A step or an amount of a card's X/Y/Z, with the words the narration and the
    card listing show. The threat is `Any`: each card's steps are called only with a
    threat of that card's family (an external step reads its shield, an internal one
    its stations), which the class-level `x`/`y`/`z` tuples cannot say."""

    text: str

    def __call__(self, threat: Any, game: GameApi, /) -> R_co: ...


Step = Named[None]

# points by (seriousness, colour): survived; destroyed is double (ThreatPoints table)
POINTS_SURVIVED = {(False, "white"): 2, (False, "yellow"): 3, (False, "red"): 4,
                   (True, "white"): 4, (True, "yellow"): 6, (True, "red"): 8}

WAITING, ACTIVE, DESTROYED, SURVIVED, IGNORED = "waiting", "active", "destroyed", "survived", "ignored"

# The methods every card class gets a copy of (`give_own_copies`), unless it writes its own.
# Why: CPython 3.11 specialises each attribute read and write in a function's bytecode
# for one class at a time, and a mission's threats are of half a dozen card classes. A
# method they all share (their construction, their X/Y/Z, their damage) missed those
# caches at nearly every call and took the slow path: building a mission's threats cost
# about twice as much as building as many of one card. A copy per card class has caches
# of its own.
PER_CARD_METHODS = ("__init__", "_init_token", "perform", "take_damage")
_COPIES: dict[FunctionType, FunctionType] = {}      # copy -> the function it copies


def _own_copy(function: FunctionType) -> FunctionType:
    """The same function with a code object of its own (`replace()` makes a new one,
    whose specialisation caches start empty)."""
    copy = FunctionType(function.__code__.replace(), function.__globals__, function.__name__,
                        function.__defaults__, function.__closure__)
    copy.__kwdefaults__, copy.__qualname__ = function.__kwdefaults__, function.__qualname__
    copy.__doc__, copy.__dict__ = function.__doc__, dict(function.__dict__)
    _COPIES[copy] = function
    return copy


def _written(owners: tuple[type, ...], name: str, *, skip_copies: bool = False) -> Any:
    """The method `name` as the first of `owners` to write it has it (a copy read as
    what it copies), or with `skip_copies` the first that is not a copy."""
    for owner in owners:
        found = vars(owner).get(name)
        if found is None or (skip_copies and isinstance(found, FunctionType) and found in _COPIES):
            continue
        return _COPIES.get(found, found) if isinstance(found, FunctionType) else found
    return None


def give_own_copies(cards: list[type]) -> None:
    """Give each card class its own copy of the `PER_CARD_METHODS` it inherits from this
    module's families (see PER_CARD_METHODS), then check that no copy hides, from any
    point of a card's MRO (as `super()` looks), a method another class there writes."""
    for card in cards:
        for name in PER_CARD_METHODS:
            method = _written(card.__mro__, name)
            if name not in vars(card) and isinstance(method, FunctionType) and method.__module__ == __name__:
                setattr(card, name, _own_copy(method))
    for card in cards:
        mro = card.__mro__
        for index in range(len(mro)):
            for name in PER_CARD_METHODS:
                if _written(mro[index:], name) is not _written(mro[index:], name, skip_copies=True):
                    raise TypeError(f"{card.__name__}: a copy of {name} hides another class's")


class Threat:
    """One threat card in play: its number token, trajectory, damage and state."""

    id: ClassVar[str]
    name: ClassVar[str]
    name_es: ClassVar[str | None] = None
    color: ClassVar[str] = "white"
    serious: ClassVar[bool] = False
    set: ClassVar[str] = "base"
    kind: ClassVar[str]               # "external" | "internal"
    hp: ClassVar[int]
    speed: ClassVar[int]
    points: ClassVar[tuple[int, int] | None] = None   # (survived, destroyed) when not the table's
    x: ClassVar[tuple[Step, ...]] = ()
    y: ClassVar[tuple[Step, ...]] = ()
    z: ClassVar[tuple[Step, ...]] = ()
    rules: ClassVar[str] = ""          # the special rule, in our words
    catches_interceptors: ClassVar[bool] = False    # every interceptor attack hits it (Fissure)
    summons: ClassVar[str | None] = None   # the kind of threat it summons (The New Frontier)
    summons_common: ClassVar[bool] = False  # the card it summons must be a common one
    # a phasing threat's token is off its track (The New Frontier); the board reads it
    dematerialized: bool = False

    __slots__ = ("number", "turn", "track", "position", "damage", "speed_now", "state",
                 "label", "order", "unconfirmed", "zone", "__dict__")

    def __init__(self, number: int, track: Trajectory, zone: Zone | None = None,
                 unconfirmed: bool = False) -> None:
        self._init_token(number, track, zone, unconfirmed)

    def _init_token(self, number: int, track: Trajectory, zone: Zone | None, unconfirmed: bool) -> None:
        """What every threat in play keeps (a family's `__init__` adds its own)."""
        self.number = number
        self.turn = number
        self.track = track
        self.zone = zone
        self.position = track.length
        self.damage = 0
        self.speed_now = self.speed
        self.state = WAITING
        self.unconfirmed = unconfirmed
        self.label = _LABELS.get(self.name, _NONE).get(number) or _label(self.name, number)
        # movement and targeting order: number, then external before internal (New Frontier)
        self.order = (number, 0 if self.kind == "external" else 1)

    # -- values -------------------------------------------------------------------
    @classmethod
    def point_values(cls) -> tuple[int, int]:
        if cls.points is not None:
            return cls.points
        survived = POINTS_SURVIVED[(cls.serious, cls.color)]
        return survived, 2 * survived

    @property
    def max_hp(self) -> int:
        return self.hp

    @property
    def hp_left(self) -> int:
        return self.max_hp - self.damage

    @property
    def on_board(self) -> bool:
        return self.state == ACTIVE

    @property
    def range(self) -> int:
        return range_band(self.position)

    # -- life cycle ----------------------------------------------------------------
    def appear(self, game: GameApi) -> None:
        self.state = ACTIVE

    def perform(self, letter: str, game: GameApi) -> None:
        """Do the X, Y or Z action reached on the trajectory."""
        steps = self.x if letter == "X" else self.y if letter == "Y" else self.z
        if game.telling:        # not told on the results-only path (`Game.quiet`)
            text = _STEP_TEXTS.get(steps)
            if text is None:
                text = _STEP_TEXTS[steps] = describe(steps)
            game.emit(ThreatActs(self.label, letter, text))
        for step in steps:
            if self.state != ACTIVE and letter != "Z":
                break
            step(self, game)

    def take_damage(self, amount: int, game: GameApi) -> None:
        """Damage that got through: red cubes on the card; all HP gone → destroyed."""
        if amount <= 0 or self.state != ACTIVE:
            return
        self.damage = min(self.max_hp, self.damage + amount)
        if self.damage >= self.max_hp:
            game.destroy_threat(self)

    def heal(self, amount: int) -> int:
        healed = min(amount, self.damage)
        self.damage -= healed
        return healed

    # hooks, overridden by special cards -------------------------------------------
    def on_destroyed(self, game: GameApi) -> None:
        """Right when it is destroyed."""

    def on_player_actions_end(self, game: GameApi) -> None:
        """End of the player-actions step (multi-station repair bonuses)."""

    def on_turn_end(self, game: GameApi) -> None:
        """After the computer check: per-turn tallies are reset here."""

    def on_jump(self, game: GameApi) -> None:
        """The ship jumps to hyperspace while this threat is still in play."""

    def on_rocket_lost(self, game: GameApi) -> None:
        """A threat destroyed one of the rockets stored aboard (Unstable Warheads counts them)."""

    def hit_by_interceptors(self, game: GameApi, pilot) -> None:
        """The interceptors' attack, when it `catches_interceptors` (then nothing else is hit)."""

    def where(self) -> str:
        raise NotImplementedError

    def materialised(self) -> bool:
        """Is it on its track where other threats' immediate effects reach it (the
        Leviathan Tanker's damage, the Scout's push, a summoner's advance)? Phasing
        threats (The New Frontier): False while dematerialised, external or internal."""
        return True


# "Fighter #1": each label made once and kept as a plain str (see rules.text.remember),
# by name then number (two lookups cost less than building and hashing a tuple key)
_LABELS: dict[str, dict[int, str]] = {}
_NONE: dict[int, str] = {}


def _label(name: str, number: int) -> str:
    label = _LABELS.setdefault(name, {})[number] = remember(msg("{threat} #{number}", threat=name, number=number))
    return label


# where an external threat appears, by (zone, trajectory, square), and an internal one
# on several stations: made once, as labels are
_PLACES: dict[tuple, str] = {}


def describe(steps: tuple[Step, ...]) -> str:
    return Seq("; ", (s.text for s in steps)) if steps else N_("nothing")


# `describe` of each X/Y/Z tuple, cached: it is narrated every time a threat reaches X, Y or Z
_STEP_TEXTS: dict[tuple[Step, ...], str] = {}


_HOOKS: dict[type, frozenset[str]] = {}


def hooks_of(card: type) -> frozenset[str]:
    """The do-nothing hooks this card class replaces (the engine calls only those)."""
    found = _HOOKS.get(card)
    if found is None:
        found = _HOOKS[card] = frozenset(
            hook for hook, owner in _HOOK_OWNERS.items()
            if issubclass(card, owner) and getattr(card, hook) is not getattr(owner, hook))
    return found


def overrides(threat: Threat, hook: str) -> bool:
    """Does this card replace the do-nothing hook?"""
    return hook in hooks_of(type(threat))


class ExternalThreat(Threat):
    """A ship on a zone's trajectory: targeted by weapons, attacks its zone."""

    kind: ClassVar[Literal["external"]] = "external"
    zone: Zone          # always set: the record names an external threat's zone
    shield: ClassVar[int] = 0
    rocket_immune: ClassVar[bool] = False
    heavy_laser_immune: ClassVar[bool] = False

    __slots__ = ("shield_now",)     # a slot, not the instance dict: most cards need no dict

    def __init__(self, number: int, track: Trajectory, zone: Zone | None = None,
                 unconfirmed: bool = False) -> None:
        self._init_token(number, track, zone, unconfirmed)     # not super(): a call less
        self.shield_now = self.shield

    def where(self) -> str:
        key = (self.zone.label, self.track.number, self.position)
        place = _PLACES.get(key)
        if place is None:
            place = _PLACES[key] = remember(msg("{zone} zone, trajectory {track}, square {square}",
                                                zone=pmsg("zone", key[0]), track=key[1], square=key[2]))
        return place

    def targetable_by(self, weapon: str, game: GameApi) -> bool:
        """Can this weapon ("heavy", "light", "pulse", "rocket", "interceptors") aim at it?"""
        if weapon == "rocket":
            return not self.rocket_immune
        if weapon == "heavy":
            return not self.heavy_laser_immune
        return True

    def effective_shield(self, hits: list[Hit], game: GameApi) -> int:
        return self.shield_now + game.external_shield_bonus(self)

    def damage_from_hits(self, hits: list[Hit], game: GameApi) -> tuple[int, int, int]:
        """(total strength, shield, damage) of one damage step's hits (weapon kind, label, strength)."""
        total = 0
        for _, _, strength in hits:
            total += strength
        shield = self.effective_shield(hits, game)
        return total, shield, max(0, total - shield)

    def interceptors_alone(self, game: GameApi, pilot, strength: int) -> int:
        """Strength of the interceptors when this is their only target (Behemoth's trap)."""
        return strength

    def after_damage_step(self, game: GameApi, damage_taken: int, hits: list[Hit]) -> None:
        """After every weapon of the step has hit (Nemesis, Juggernaut)."""

    def after_destroyed_step(self, game: GameApi) -> None:
        """After the damage step in which it was destroyed (asteroids' last attack)."""



class InternalThreat(Threat):
    """A threat inside the ship: a malfunction of a system, or intruders in a station."""

    kind: ClassVar[Literal["internal"]] = "internal"
    start: ClassVar[tuple[Station, ...]] = ()
    # The New Frontier's green shield: damage ignored each turn (applied by the
    # expansion's `Inaccessible` cards; 0 on every base-game card)
    inaccessibility: ClassVar[int] = 0

    __slots__ = ("stations",)       # a slot, not the instance dict: most cards need no dict

    def __init__(self, number: int, track: Trajectory, zone: Zone | None = None,
                 unconfirmed: bool = False) -> None:
        self._init_token(number, track, None, unconfirmed)     # not super(): a call less
        self.stations: list[Station] = list(self.start)

    def where(self) -> str:
        stations = self.stations
        if len(stations) == 1:
            return stations[0].label
        if not stations:
            return N_("outside the hull")
        key = tuple(s.label for s in stations)
        place = _PLACES.get(key)
        if place is None:
            place = _PLACES[key] = remember(Seq(", ", key))
        return place

    @property
    def station(self) -> Station:
        return self.stations[0]

    def on_player_enters(self, game: GameApi, player, station: Station) -> None:
        """A crew member entered one of its stations by moving (Slime, Contamination)."""


class Malfunction(InternalThreat):
    """Covers a system (A, B or C) in its station(s): that button repairs instead."""

    system: ClassVar[str]
    broken: bool = False     # after Z: the token stays, the system is lost for good

    def repairable(self) -> bool:
        return self.state == ACTIVE

    def covers(self, station: Station, letter: str) -> bool:
        return letter == self.system and station in self.stations and (self.state == ACTIVE or self.broken)

    def repair(self, game: GameApi, player, station: Station, amount: int) -> None:
        """A crew member presses the covered button: `amount` damage."""
        self.take_damage(amount, game)

    def survive(self, game: GameApi) -> None:
        self.broken = True


class Intruder(InternalThreat):
    """Intruders in a station, fought by battle bots."""

    fights_back: ClassVar[bool] = False
    # sealed doors stop it (The New Frontier p.37); the Slime passes them ("nobody knows how")
    passes_sealed_doors: ClassVar[bool] = False

    def returns_fire(self) -> bool:
        return self.fights_back

    def present_in(self, station: Station) -> bool:
        return self.state == ACTIVE and station in self.stations

    def hit_by_bots(self, game: GameApi, player, station: Station) -> None:
        self.take_damage(1, game)


# what a card in play is: `threat.kind == "external"` tells the two apart for mypy too
AnyThreat: TypeAlias = ExternalThreat | InternalThreat
# what every card is typed against: the card API (rules/card_api.py) with these card
# classes; `Game` and its rulesets satisfy it
GameApi: TypeAlias = CardApi[Threat, ExternalThreat]

# hook name -> the class whose do-nothing method a card replaces
_HOOK_OWNERS: dict[str, type] = {
    "on_player_actions_end": Threat, "on_turn_end": Threat, "on_jump": Threat,
    "on_player_enters": InternalThreat, "after_damage_step": ExternalThreat,
    "after_destroyed_step": ExternalThreat}


def declare_hook(name: str, owner: type) -> None:
    """A ruleset's new threat hook: `owner` defines it as a do-nothing method, and
    `hooks_of` reports the cards that replace it (the ruleset's `THREAT_HOOKS` lists it)."""
    if not callable(getattr(owner, name, None)):
        raise TypeError(f"{owner.__name__} has no method {name!r} to replace")
    _HOOK_OWNERS[name] = owner
    _HOOKS.clear()
