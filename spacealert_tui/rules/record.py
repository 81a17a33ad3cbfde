"""The game record (`spacealert-record/1`) as plain, validated values.

Everything the resolution needs and nothing else: tracks, threats drawn, the crew's
planned actions, the damage-tile order. `record_from_dict` checks a decoded
document and raises `RecordError` with the path of the bad field, so that the file
loader (in `spacealert_tui.record`) can add the file name and line. It reports every
problem of the record at once (`RecordError.problems`), each with its own path: a
check that fails does not stop the ones that do not depend on it.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from spacealert_tui.rules.action_deck import VARIANTS, DealError, crew_players
from spacealert_tui.rules.actions import Act, Action, parse_action
from spacealert_tui.rules.specialization_record import (CREW_SPEC_KEYS, SpecError, Specialization,
                                                        crew_specialization)
from spacealert_tui.rules.layout import STATION_BY_NAME, ZONE_BY_NAME, ZONES, Station, Zone
from spacealert_tui.rules.text import N_, made, pmsg, tr
from spacealert_tui.rules.tiles import TILE_BY_NAME, TILES, Tile

FORMAT = "spacealert-record/1"
TURNS = 12
MAX_CREW = 5
ROLES = ("captain", "communications", "security")
TRACK_KEYS = ("red", "white", "blue", "internal")
MISSION_KEYS = ("title", "soundtrack", "tracks", "threats", "damage_tokens", "initial_damage",
                "disabled_squads", "rules", "action_deck")
# optional rules a record declares in `mission.rules` (The New Frontier); the rules core
# refuses a record that plays by a rule it does not declare, and a declared rule it
# does not implement yet
KNOWN_RULES = ("double_actions", "variable_interceptors")
IMPLEMENTED_RULES: frozenset[str] = frozenset(KNOWN_RULES)
# the rules under which the interceptors fly to distance 1, 2 or 3 (the double-action
# cards bring them: expansion rulebook p.11)
VARIABLE_INTERCEPTOR_RULES = frozenset({"double_actions", "variable_interceptors"})
SQUAD_STORAGES = ("lower-red", "upper-blue")

Path = tuple[str | int, ...]
THREAT_KEYS = ("card", "turn", "zone", "unconfirmed", "summons")
# a threat's kind as a bad record's message says it, worded by `tr` in the sense of a kind
KINDS = {"external": pmsg("kind", "external"), "internal": pmsg("kind", "internal")}


class RecordError(ValueError):
    """A record field is missing or wrong. `path` locates it (("crew", 0, "actions", 3)).

    `message` is English made by `rules.text.made`, so that a front end shows it in the
    crew's language with `rules.text.tr(exc.message)`; `path` names the record's own ids."""

    def __init__(self, path: Path, message: str) -> None:
        self.path, self.message = path, message
        super().__init__(f"{path_text(path)}: {message}" if path else message)

    def worded(self) -> str:
        """`path: message` with the message in the installed language (the path is ids)."""
        return f"{path_text(self.path)}: {tr(self.message)}" if self.path else tr(self.message)

    @property
    def problems(self) -> tuple[RecordError, ...]:
        """Every problem found in the record, in the order they were checked: this one."""
        return (self,)


class RecordProblems(RecordError):
    """Several problems of one record. It reads as the first (its `path`, `message` and
    text are the first problem's, so a caller that shows one shows the first); a caller
    that can show them all reads `problems`."""

    def __init__(self, problems: Sequence[RecordError]) -> None:
        super().__init__(problems[0].path, problems[0].message)
        self._problems = tuple(problems)

    @property
    def problems(self) -> tuple[RecordError, ...]:
        return self._problems


R = TypeVar("R")


class _Problems:
    """The problems found so far in one record. A check that fails adds its own, and the
    checks that do not depend on it still run, so a user fixes the whole file in one go."""

    def __init__(self) -> None:
        self.found: list[RecordError] = []

    def check(self, fn: Callable[..., R], *args: Any, default: R) -> R:
        """`fn(*args)`, or `default` when it finds a problem (kept)."""
        try:
            return fn(*args)
        except RecordError as exc:
            self.found.extend(exc.problems)
            return default

    def error(self) -> RecordError:
        """What to raise for the problems found (at least one)."""
        return self.found[0] if len(self.found) == 1 else RecordProblems(self.found)

    def raise_found(self) -> None:
        if self.found:
            raise self.error()


def path_text(path: Path) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else part)
    return out


@dataclass(frozen=True, slots=True)
class ThreatDraw:
    """A threat card drawn in the action round, with its T+n and (external) zone."""

    card: str
    turn: int
    zone: Zone | None = None
    unconfirmed: bool = False
    summons: str | None = None      # a summoner's card laid beside it (The New Frontier)


@dataclass(frozen=True, slots=True)
class CrewRecord:
    name: str
    actions: tuple[Action, ...]
    color: str | None = None
    roles: tuple[str, ...] = ()
    android: bool = False
    specialization: Specialization | None = None     # The New Frontier's specializations


@dataclass(frozen=True, slots=True)
class DeckDeal:
    """The action deck the app dealt (practice): `rules.action_deck.deal` of the crew
    with this seed and variant gives every hand again."""

    seed: int
    variant: str = "standard"


@dataclass(frozen=True, slots=True)
class GameRecord:
    tracks: dict[str, int]
    threats: tuple[ThreatDraw, ...]
    crew: tuple[CrewRecord, ...]
    title: str | None = None
    soundtrack: str | None = None
    damage_seed: int = 0
    damage_order: dict[Zone, tuple[Tile, ...]] | None = None
    initial_damage: dict[Zone, tuple[Tile, ...]] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict)          # unknown top-level keys, kept
    mission_extra: dict[str, Any] = field(default_factory=dict)  # unknown mission keys, kept
    disabled_squads: tuple[Station, ...] = ()   # campaign: squads left off the board
    rules: frozenset[str] = frozenset()         # optional rules declared (`mission.rules`)
    action_deck: DeckDeal | None = None         # the deal, when the app dealt the cards


def _expect(value: Any, kind: type | tuple[type, ...], path: Path, what: str) -> Any:
    if isinstance(value, bool) and kind in (int, (int,)):
        raise RecordError(path, made("expected {what}, got {value}", what=what, value=repr(value)))
    if not isinstance(value, kind):
        raise RecordError(path, made("expected {what}, got {type} {value}", what=what,
                                     type=type(value).__name__, value=repr(value)))
    return value


def _zone(value: Any, path: Path) -> Zone:
    zone = ZONE_BY_NAME.get(value) if isinstance(value, str) else None
    if zone is None:
        raise RecordError(path, made("unknown zone {value} (red, white or blue)", value=repr(value)))
    return zone


def _tiles(value: Any, path: Path) -> tuple[Tile, ...]:
    _expect(value, list, path, N_("a list of damage tiles"))
    out = []
    for i, name in enumerate(value):
        tile = TILE_BY_NAME.get(name) if isinstance(name, str) else None
        if tile is None:
            raise RecordError(path + (i,), made("unknown damage tile {name} ({tiles})", name=repr(name),
                                                 tiles=", ".join(t.label for t in TILES)))
        out.append(tile)
    return tuple(out)


def _threat(item: Any, path: Path, known_card, summons_of) -> ThreatDraw:
    _expect(item, dict, path, N_("a mapping {card, turn, zone}"))
    for key in item:
        if key not in THREAT_KEYS:
            raise RecordError(path + (key,), made("unknown field ({keys})", keys=", ".join(THREAT_KEYS)))
    if "card" not in item:
        raise RecordError(path, made("missing field {key}", key="'card'"))
    card = item["card"]
    if not isinstance(card, str) or not known_card(card):
        raise RecordError(path + ("card",), made("unknown threat card {card} "
                                                  "(`spacealert cards` lists them)", card=repr(card)))
    turn = item.get("turn")
    if turn is None:
        raise RecordError(path, made("missing field {key}", key="'turn'"))
    _expect(turn, int, path + ("turn",), N_("a turn number 1-8"))
    if not 1 <= turn <= 8:
        raise RecordError(path + ("turn",), made("threats appear in turns 1-8, not {turn}", turn=turn))
    external = known_card(card) == "external"
    zone = None
    if external:
        if "zone" not in item:
            raise RecordError(path, made("external threat {card} needs a zone (red, white, blue)", card=card))
        zone = _zone(item["zone"], path + ("zone",))
    elif item.get("zone") is not None:
        raise RecordError(path + ("zone",), made("{card} is an internal threat: it has no zone", card=card))
    unconfirmed = item.get("unconfirmed", False)
    _expect(unconfirmed, bool, path + ("unconfirmed",), N_("true or false"))
    return ThreatDraw(card, turn, zone, unconfirmed, _summoned(item, path, card, known_card, summons_of))


def _summoned(item: dict, path: Path, card: str, known_card, summons_of) -> str | None:
    """The card a summoner calls: present exactly when the card summons, of the kind it calls."""
    wanted = summons_of(card)
    if "summons" not in item:
        if wanted is not None:
            raise RecordError(path, made("{card} summons an {kind} threat: name the card laid "
                                         "beside it in 'summons'", card=card, kind=KINDS[wanted]))
        return None
    summoned = item["summons"]
    if wanted is None:
        raise RecordError(path + ("summons",), made("{card} summons nothing", card=card))
    if not isinstance(summoned, str) or not known_card(summoned):
        raise RecordError(path + ("summons",), made("unknown threat card {card} "
                                                     "(`spacealert cards` lists them)", card=repr(summoned)))
    if known_card(summoned) != wanted:
        raise RecordError(path + ("summons",), made("{card} summons an {kind} threat; {summoned} is {other}",
                                                     card=card, kind=KINDS[wanted], summoned=summoned,
                                                     other=KINDS[known_card(summoned)]))
    if summons_of(summoned) is not None:
        raise RecordError(path + ("summons",), made("{card} summons a threat itself: a card laid "
                                                     "beside a summoner cannot be one (ruling NC3)",
                                                     card=summoned))
    return summoned


def _crew(item: Any, path: Path, index: int, rules: frozenset[str] = frozenset()) -> CrewRecord:
    """One crew member: every problem of its fields and of each of its actions."""
    _expect(item, dict, path, N_("a crew member mapping {name, actions, ...}"))
    problems = _Problems()
    for key in item:
        if key not in ("name", "color", "roles", "android", "actions") + CREW_SPEC_KEYS:
            problems.found.append(RecordError(path + (key,), made("unknown field ({keys})", keys=", ".join(
                ("name", "color", "roles", "android", "actions") + CREW_SPEC_KEYS))))
    name = problems.check(_expect, item.get("name", f"Crew {index + 1}"), str, path + ("name",), N_("a name"),
                          default=f"Crew {index + 1}")
    color = item.get("color")
    if color is not None:
        color = problems.check(_expect, color, str, path + ("color",), N_("a colour name"), default=None)
    roles: list[str] = problems.check(_roles, item.get("roles") or [], path + ("roles",), default=[])
    android = problems.check(_expect, item.get("android", False), bool, path + ("android",), N_("true or false"),
                             default=False)
    actions = problems.check(_actions, item, path, rules, default=None)
    spec = None
    if actions is not None:
        spec = problems.check(_specialization, item, actions, path, default=None)
    problems.raise_found()
    assert actions is not None          # else a problem was raised
    return CrewRecord(name, tuple(actions), color, tuple(roles), android, spec)


def _roles(roles: Any, path: Path) -> list[str]:
    _expect(roles, list, path, N_("a list of roles"))
    problems = _Problems()
    for i, role in enumerate(roles):
        if role not in ROLES:
            problems.found.append(RecordError(path + (i,), made("unknown role {role} ({roles})", role=repr(role),
                                                                roles=", ".join(ROLES))))
    problems.raise_found()
    return roles


def _actions(item: dict, path: Path, rules: frozenset[str]) -> list[Action]:
    """A crew member's 12 actions; every bad token is a problem of its own."""
    if "actions" not in item:
        raise RecordError(path, made("missing field {key}", key="'actions'"))
    tokens = _expect(item["actions"], list, path + ("actions",), made("a list of {n} actions", n=TURNS))
    problems = _Problems()
    if len(tokens) != TURNS:
        problems.found.append(RecordError(path + ("actions",), made("expected exactly {n} actions, got {got}",
                                                                    n=TURNS, got=len(tokens))))
    actions = [problems.check(_action, token, path + ("actions", i), rules, default=None)
               for i, token in enumerate(tokens)]
    problems.raise_found()
    return [a for a in actions if a is not None]


def check_action(token: Any, rules: frozenset[str] | set[str], path: Path = ()) -> Action:
    """One action token as a mission with these optional `rules` takes it, or `RecordError`:
    what a record's plan checks of each of its 12 tokens (the table link checks a card a
    player taps with it)."""
    return _action(token, path, frozenset(rules))


def _action(token: Any, path: Path, rules: frozenset[str]) -> Action:
    try:
        action = parse_action(token)
    except ValueError as exc:
        raise RecordError(path, str(exc)) from None
    if action.act is Act.DOUBLE and "double_actions" not in rules:
        raise RecordError(path, made("{token} is a double action: the mission must "
                                     "declare it (mission.rules: [double_actions])", token=repr(token)))
    if action.stumble and "double_actions" in rules:
        raise RecordError(path, made(
            "{token}: no stumbling in a mission with double-action cards: every card does what it "
            "shows, its single half too (The New Frontier p.10, *Los tropezones*)", token=repr(token)))
    return action


def _specialization(item: dict, actions: list[Action], path: Path) -> Specialization | None:
    try:
        return crew_specialization(item, actions)
    except SpecError as exc:
        raise RecordError(path + exc.path, str(exc)) from None


def record_from_dict(doc: Any, known_card=None, summons_of=None) -> GameRecord:
    """Validate a decoded record document and build the `GameRecord`; a bad one raises
    `RecordError` (`RecordProblems` when it has several problems: every one of them).

    `known_card(card_id)` returns "external", "internal" or None, and
    `summons_of(card_id)` the kind of threat a summoner calls (None for the others);
    by default the rules core's own catalogue.
    """
    if known_card is None:
        from spacealert_tui.rules.threats import card_kind as known_card
    if summons_of is None:
        from spacealert_tui.rules.threats import card_summons as summons_of
    _expect(doc, dict, (), N_("a mapping with format, mission and crew"))
    if doc.get("format") != FORMAT:         # not a record at all: nothing more to say of it
        raise RecordError(("format",), made("expected {format}, got {value}", format=repr(FORMAT),
                                             value=repr(doc.get("format"))))
    problems = _Problems()
    for key in ("mission", "crew"):
        if key not in doc:
            problems.found.append(RecordError((), made("missing section {key}", key=repr(key))))
    mission: dict | None = None
    if "mission" in doc:
        mission = problems.check(_expect, doc["mission"], dict, ("mission",), N_("a mapping"), default=None)
    if mission is None:                     # its problem is found: the crew is still checked
        if "crew" in doc:
            problems.check(_crew_list, doc["crew"], frozenset(), default=None)
        raise problems.error()
    path: Path = ("mission",)
    title = problems.check(_title, mission.get("title"), path + ("title",), default=None)
    soundtrack = mission.get("soundtrack")
    if soundtrack is not None:
        soundtrack = problems.check(_expect, soundtrack, str, path + ("soundtrack",), N_("a soundtrack id"),
                                    default=None)
    tracks: dict[str, int] = problems.check(_tracks, mission, path, default={})
    threats: tuple[ThreatDraw, ...] = problems.check(
        _threats, mission.get("threats", []) or [], path + ("threats",), known_card, summons_of, default=())
    rules = problems.check(_rules, mission.get("rules"), path + ("rules",), default=_rules_named(mission))
    no_order: tuple[int, dict[Zone, tuple[Tile, ...]] | None] = (0, None)
    damage_seed, damage_order = problems.check(_damage_tokens, mission.get("damage_tokens"),
                                               path + ("damage_tokens",), default=no_order)
    initial: dict[Zone, tuple[Tile, ...]] = problems.check(
        _initial_damage, mission.get("initial_damage"), path + ("initial_damage",), default={})
    squads_off: list[Station] = problems.check(
        _disabled_squads, mission.get("disabled_squads"), path + ("disabled_squads",), default=[])
    crew = problems.check(_crew_list, doc.get("crew", []), rules, default=None) if "crew" in doc else None
    action_deck = None
    if crew is not None:
        action_deck = problems.check(_deck_deal, mission.get("action_deck"), crew, path + ("action_deck",),
                                     default=None)
    problems.raise_found()
    assert crew is not None             # else a problem was raised
    extra = {k: v for k, v in doc.items() if k not in ("format", "mission", "crew")}
    mission_extra = {k: v for k, v in mission.items() if k not in MISSION_KEYS}
    return GameRecord(tracks, threats, crew, title, soundtrack, damage_seed, damage_order, initial,
                      extra, mission_extra, tuple(squads_off), rules, action_deck)


def _title(title: Any, path: Path) -> str | None:
    if isinstance(title, (list, dict)):
        raise RecordError(path, made("expected a line of text, not a list or a mapping"))
    return title if title is None or isinstance(title, str) else str(title)


def _tracks(mission: dict, path: Path) -> dict[str, int]:
    """The four trajectory boards: each missing or bad one is a problem of its own."""
    if "tracks" not in mission:
        raise RecordError(path, made("missing field {key} (trajectory boards red, white, blue, internal)",
                                     key="'tracks'"))
    tracks_doc = _expect(mission["tracks"], dict, path + ("tracks",), N_("a mapping red/white/blue/internal -> 1..7"))
    problems = _Problems()
    tracks: dict[str, int] = {}
    for key in TRACK_KEYS:
        if key not in tracks_doc:
            problems.found.append(RecordError(path + ("tracks",), made("missing trajectory for {key}",
                                                                       key=repr(key))))
            continue
        number = problems.check(_board, tracks_doc[key], path + ("tracks", key), default=None)
        if number is not None:
            tracks[key] = number
    for key in tracks_doc:
        if key not in TRACK_KEYS:
            problems.found.append(RecordError(path + ("tracks", key),
                                              made("unknown track (red, white, blue, internal)")))
    if not problems.found and len(set(tracks.values())) != 4:
        problems.found.append(RecordError(path + ("tracks",),
                                          made("the four trajectory boards must be different boards")))
    problems.raise_found()
    return tracks


def _board(value: Any, path: Path) -> int:
    number = _expect(value, int, path, N_("a trajectory board 1-7"))
    if not 1 <= number <= 7:
        raise RecordError(path, made("trajectory boards are 1-7, not {n}", n=number))
    return number


def _threats(value: Any, path: Path, known_card, summons_of) -> tuple[ThreatDraw, ...]:
    """The threats drawn: each bad card is a problem of its own; the checks across cards
    (a card summoned twice, two threats of a kind at one T+n) look at the good ones."""
    threats_doc = _expect(value, list, path, N_("a list of threats"))
    problems = _Problems()
    drawn = [problems.check(_threat, item, path + (i,), known_card, summons_of, default=None)
             for i, item in enumerate(threats_doc)]
    problems.raise_found()
    threats = tuple(d for d in drawn if d is not None)
    _check_summoned_once(threats, path)
    _check_summoned_common(threats, path)
    seen: dict[tuple[int, str], int] = {}
    for i, draw in enumerate(threats):
        kind = "external" if draw.zone is not None else "internal"
        slot = (draw.turn, kind)
        if slot in seen:
            problems.found.append(RecordError(path + (i, "turn"),
                                              made("two {kind} threats at T+{turn} (threats[{other}] too)",
                                                   kind=KINDS[kind], turn=draw.turn, other=seen[slot])))
        else:
            seen[slot] = i
    problems.raise_found()
    return threats


def _damage_tokens(tokens: Any, path: Path) -> tuple[int, dict[Zone, tuple[Tile, ...]] | None]:
    """(seed, fixed draw order per zone or None)."""
    if tokens is None:
        return 0, None
    _expect(tokens, dict, path, N_("a mapping with seed, or red/white/blue orders"))
    problems = _Problems()
    for key in tokens:
        if key not in ("seed", "red", "white", "blue"):
            problems.found.append(RecordError(path + (key,), made("unknown field ({keys})",
                                                                  keys="seed, red, white, blue")))
    damage_seed = 0
    if "seed" in tokens:
        damage_seed = problems.check(_expect, tokens["seed"], int, path + (N_("seed"),), "an integer seed", default=0)
    orders = {}
    for zone in ZONES:
        if zone.label in tokens:
            order = problems.check(_draw_order, tokens[zone.label], path + (zone.label,), default=None)
            if order is not None:
                orders[zone] = order
    problems.raise_found()
    return damage_seed, orders or None


def _draw_order(value: Any, path: Path) -> tuple[Tile, ...]:
    order = _tiles(value, path)
    if sorted(order) != sorted(TILES):
        raise RecordError(path, made("a zone's draw order lists each of its six tiles once"))
    return order


def _initial_damage(value: Any, path: Path) -> dict[Zone, tuple[Tile, ...]]:
    """Campaign carry-over: the tiles each zone starts with."""
    initial: dict[Zone, tuple[Tile, ...]] = {}
    if value is None:
        return initial
    _expect(value, dict, path, N_("a mapping zone -> list of tiles"))
    problems = _Problems()
    for key, tiles in value.items():
        zone_tiles = problems.check(_zone_damage, key, tiles, path + (key,), default=None)
        if zone_tiles is not None:
            initial[zone_tiles[0]] = zone_tiles[1]
    problems.raise_found()
    return initial


def _zone_damage(key: Any, value: Any, path: Path) -> tuple[Zone, tuple[Tile, ...]]:
    zone = _zone(key, path)
    tiles = _tiles(value, path)
    if len(set(tiles)) != len(tiles):
        raise RecordError(path, made("each tile exists once per zone"))
    if len(tiles) > 6:
        raise RecordError(path, made("a zone has six damage tiles"))
    return zone, tiles


def _disabled_squads(value: Any, path: Path) -> list[Station]:
    squads_off: list[Station] = []
    if value is None:
        return squads_off
    _expect(value, list, path, N_("a list of squad storages"))
    problems = _Problems()
    for i, name in enumerate(value):
        station = STATION_BY_NAME.get(name) if isinstance(name, str) else None
        if station is None or station.label not in SQUAD_STORAGES:
            problems.found.append(RecordError(path + (i,), made(
                "battle-bot squads are named by their storage ({storages})", storages=", ".join(SQUAD_STORAGES))))
        elif station in squads_off:
            problems.found.append(RecordError(path + (i,), made("{name} listed twice", name=station.label)))
        else:
            squads_off.append(station)
    problems.raise_found()
    return squads_off


def _crew_list(value: Any, rules: frozenset[str]) -> tuple[CrewRecord, ...]:
    """The crew: each member's problems, then the checks across members (names,
    specializations) on the members that are good."""
    crew_doc = _expect(value, list, ("crew",), N_("a list of crew members"))
    problems = _Problems()
    if not 1 <= len(crew_doc) <= MAX_CREW:
        problems.found.append(RecordError(("crew",), made("a crew has 1-{most} members (androids included), "
                                                          "not {n}", most=MAX_CREW, n=len(crew_doc))))
    members = [problems.check(_crew, item, ("crew", i), i, rules, default=None) for i, item in enumerate(crew_doc)]
    problems.raise_found()
    crew = tuple(m for m in members if m is not None)
    names = [c.name for c in crew]
    for i, name in enumerate(names):
        if names.index(name) != i:
            problems.found.append(RecordError(("crew", i, "name"), made("two crew members are called {name}",
                                                                        name=repr(name))))
    problems.check(_check_specializations, crew, default=None)
    problems.raise_found()
    return crew


def _deck_deal(value: Any, crew: tuple[CrewRecord, ...], path: Path) -> DeckDeal | None:
    """`mission.action_deck`: {seed, variant}, a deal this crew can be given."""
    if value is None:
        return None
    _expect(value, dict, path, N_("a mapping with seed and variant"))
    for key in value:
        if key not in ("seed", "variant"):
            raise RecordError(path + (key,), made("unknown field ({keys})", keys="seed, variant"))
    if "seed" not in value:
        raise RecordError(path, made("missing field {key}", key="'seed'"))
    seed = _expect(value["seed"], int, path + ("seed",), N_("an integer seed"))
    variant = value.get("variant", "standard")
    if variant not in VARIANTS:
        raise RecordError(path + ("variant",), made("expected one of {choices}, got {value}",
                                                      choices=", ".join(VARIANTS), value=repr(variant)))
    try:
        crew_players(len(crew), sum(c.android for c in crew), variant)
    except DealError as exc:
        raise RecordError(path + ("variant",), made(exc.template, **exc.values)) from None
    return DeckDeal(seed, variant)


def _check_specializations(crew: tuple[CrewRecord, ...]) -> None:
    """Each specialization belongs to one crew member; teleport tokens go to the crew."""
    names = [c.name for c in crew]
    held: dict[str, int] = {}
    for i, member in enumerate(crew):
        spec = member.specialization
        if spec is None:
            continue
        if spec.name in held:
            raise RecordError(("crew", i, "specialization"), made(
                "{name} is already {holder}'s (one crew member per specialization)",
                name=repr(spec.name), holder=crew[held[spec.name]].name))
        held[spec.name] = i
        for key, holder in zip(("departure", "arrival"), spec.teleport or ()):
            if holder not in names:
                raise RecordError(("crew", i, "teleport", key), made("no crew member is called {name}",
                                                                      name=repr(holder)))


def _check_summoned_once(threats: tuple[ThreatDraw, ...], path: Path) -> None:
    """A summoned card lies beside its summoner: it is not also drawn, nor summoned twice."""
    drawn = {d.card: i for i, d in enumerate(threats)}
    called: dict[str, int] = {}
    for i, draw in enumerate(threats):
        if draw.summons is None:
            continue
        if draw.summons in drawn:
            raise RecordError(path + (i, "summons"), made("{card} is also drawn on its own "
                                                           "(threats[{other}]): one card cannot be both",
                                                           card=draw.summons, other=drawn[draw.summons]))
        if draw.summons in called:
            raise RecordError(path + (i, "summons"), made("{card} is already summoned by threats[{other}]",
                                                           card=draw.summons, other=called[draw.summons]))
        called[draw.summons] = i


def _check_summoned_common(threats: tuple[ThreatDraw, ...], path: Path) -> None:
    """A card that calls a *common* threat (the Space-Time Vortex draws a common internal
    threat) names a common card beside it (ruling NEI5)."""
    from spacealert_tui.rules.threats import CARDS
    for i, draw in enumerate(threats):
        caller = CARDS.get(draw.card)
        called = CARDS.get(draw.summons) if draw.summons is not None else None
        if caller is not None and called is not None and caller.summons_common and called.serious:
            raise RecordError(path + (i, "summons"), made("{card} calls a common {kind} threat; "
                                                           "{summoned} is a serious one", card=draw.card,
                                                           kind=KINDS[called.kind], summoned=draw.summons))


def _rules(value: Any, path: Path) -> frozenset[str]:
    """`mission.rules`: the optional rules the mission is played with."""
    if value is None:
        return frozenset()
    _expect(value, list, path, made("a list of rules ({rules})", rules=", ".join(KNOWN_RULES)))
    problems = _Problems()
    for i, name in enumerate(value):
        if name not in KNOWN_RULES:
            problems.found.append(RecordError(path + (i,), made("unknown rule {name} ({rules})", name=repr(name),
                                                                rules=", ".join(KNOWN_RULES))))
        elif name not in IMPLEMENTED_RULES:
            problems.found.append(RecordError(path + (i,), made(
                "the rule {name} is not supported yet by this version", name=repr(name))))
        elif value.index(name) != i:
            problems.found.append(RecordError(path + (i,), made("{name} listed twice", name=repr(name))))
    problems.raise_found()
    return frozenset(value)


def _rules_named(mission: dict) -> frozenset[str]:
    """The known rules a bad `mission.rules` still names: the crew's actions are checked
    against them, so a bad entry beside `double_actions` does not also refuse every
    double action of the crew."""
    value = mission.get("rules")
    return frozenset(n for n in value if n in IMPLEMENTED_RULES) if isinstance(value, list) else frozenset()


def record_to_dict(record: GameRecord) -> dict:
    """The document form of a record (what `record_from_dict` reads back)."""
    mission: dict[str, Any] = {}
    if record.title is not None:
        mission["title"] = record.title
    if record.soundtrack is not None:
        mission["soundtrack"] = record.soundtrack
    mission["tracks"] = dict(record.tracks)
    threats = []
    for d in record.threats:
        item: dict[str, Any] = {"card": d.card, "turn": d.turn}
        if d.zone is not None:
            item["zone"] = d.zone.label
        if d.unconfirmed:
            item["unconfirmed"] = True
        if d.summons is not None:
            item["summons"] = d.summons
        threats.append(item)
    mission["threats"] = threats
    tokens: dict[str, Any] = {"seed": record.damage_seed}
    for zone, order in (record.damage_order or {}).items():
        tokens[zone.label] = [t.label for t in order]
    mission["damage_tokens"] = tokens
    if record.initial_damage:
        mission["initial_damage"] = {z.label: [t.label for t in tiles] for z, tiles in record.initial_damage.items()}
    if record.disabled_squads:
        mission["disabled_squads"] = [s.label for s in record.disabled_squads]
    if record.rules:
        mission["rules"] = [name for name in KNOWN_RULES if name in record.rules]
    if record.action_deck is not None:
        mission["action_deck"] = {"seed": record.action_deck.seed, "variant": record.action_deck.variant}
    mission.update(record.mission_extra)
    crew = []
    for c in record.crew:
        item = {"name": c.name}
        if c.color:
            item["color"] = c.color
        if c.roles:
            item["roles"] = list(c.roles)
        if c.android:
            item["android"] = True
        spec = c.specialization
        if spec is not None:
            item["specialization"] = spec.name
            item["specialization_level"] = spec.level
            if spec.teleport is not None:
                item["teleport"] = {"departure": spec.teleport[0], "arrival": spec.teleport[1]}
        item["actions"] = [a.token for a in c.actions]
        crew.append(item)
    return {"format": FORMAT, "mission": mission, "crew": crew, **record.extra}
