"""The game record (`spacealert-record/1`) as plain, validated values.

Everything the resolution needs and nothing else: tracks, threats drawn, the crew's
planned actions, the damage-tile order. `record_from_dict` checks a decoded
document and raises `RecordError` with the path of the bad field, so that the file
loader (in `spacealert_tui.record`) can add the file name and line.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

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
    _expect(item, dict, path, N_("a crew member mapping {name, actions, ...}"))
    for key in item:
        if key not in ("name", "color", "roles", "android", "actions") + CREW_SPEC_KEYS:
            raise RecordError(path + (key,), made("unknown field ({keys})", keys=", ".join(
                ("name", "color", "roles", "android", "actions") + CREW_SPEC_KEYS)))
    name = item.get("name", f"Crew {index + 1}")
    _expect(name, str, path + ("name",), N_("a name"))
    color = item.get("color")
    if color is not None:
        _expect(color, str, path + ("color",), N_("a colour name"))
    roles = item.get("roles") or []
    _expect(roles, list, path + ("roles",), N_("a list of roles"))
    for i, role in enumerate(roles):
        if role not in ROLES:
            raise RecordError(path + ("roles", i), made("unknown role {role} ({roles})", role=repr(role),
                                                         roles=", ".join(ROLES)))
    android = item.get("android", False)
    _expect(android, bool, path + ("android",), N_("true or false"))
    if "actions" not in item:
        raise RecordError(path, made("missing field {key}", key="'actions'"))
    tokens = _expect(item["actions"], list, path + ("actions",), made("a list of {n} actions", n=TURNS))
    if len(tokens) != TURNS:
        raise RecordError(path + ("actions",), made("expected exactly {n} actions, got {got}",
                                                      n=TURNS, got=len(tokens)))
    actions = []
    for i, token in enumerate(tokens):
        try:
            action = parse_action(token)
        except ValueError as exc:
            raise RecordError(path + ("actions", i), str(exc)) from None
        if action.act is Act.DOUBLE and "double_actions" not in rules:
            raise RecordError(path + ("actions", i), made("{token} is a double action: the mission must "
                                                           "declare it (mission.rules: [double_actions])",
                                                           token=repr(token)))
        if action.stumble and "double_actions" in rules:
            raise RecordError(path + ("actions", i), made(
                "{token}: no stumbling in a mission with double-action cards: every card does what it "
                "shows, its single half too (The New Frontier p.10, *Los tropezones*)", token=repr(token)))
        actions.append(action)
    try:
        spec = crew_specialization(item, actions)
    except SpecError as exc:
        raise RecordError(path + exc.path, str(exc)) from None
    return CrewRecord(name, tuple(actions), color, tuple(roles), android, spec)


def record_from_dict(doc: Any, known_card=None, summons_of=None) -> GameRecord:
    """Validate a decoded record document and build the `GameRecord`.

    `known_card(card_id)` returns "external", "internal" or None, and
    `summons_of(card_id)` the kind of threat a summoner calls (None for the others);
    by default the rules core's own catalogue.
    """
    if known_card is None:
        from spacealert_tui.rules.threats import card_kind as known_card
    if summons_of is None:
        from spacealert_tui.rules.threats import card_summons as summons_of
    _expect(doc, dict, (), N_("a mapping with format, mission and crew"))
    if doc.get("format") != FORMAT:
        raise RecordError(("format",), made("expected {format}, got {value}", format=repr(FORMAT),
                                             value=repr(doc.get("format"))))
    for key in ("mission", "crew"):
        if key not in doc:
            raise RecordError((), made("missing section {key}", key=repr(key)))
    mission = _expect(doc["mission"], dict, ("mission",), N_("a mapping"))
    path: Path = ("mission",)
    title = mission.get("title")
    if isinstance(title, (list, dict)):
        raise RecordError(path + ("title",), made("expected a line of text, not a list or a mapping"))
    if title is not None and not isinstance(title, str):
        title = str(title)
    soundtrack = mission.get("soundtrack")
    if soundtrack is not None:
        _expect(soundtrack, str, path + ("soundtrack",), N_("a soundtrack id"))
    if "tracks" not in mission:
        raise RecordError(path, made("missing field {key} (trajectory boards red, white, blue, internal)",
                                     key="'tracks'"))
    tracks_doc = _expect(mission["tracks"], dict, path + ("tracks",), N_("a mapping red/white/blue/internal -> 1..7"))
    tracks: dict[str, int] = {}
    for key in TRACK_KEYS:
        if key not in tracks_doc:
            raise RecordError(path + ("tracks",), made("missing trajectory for {key}", key=repr(key)))
        number = _expect(tracks_doc[key], int, path + ("tracks", key), N_("a trajectory board 1-7"))
        if not 1 <= number <= 7:
            raise RecordError(path + ("tracks", key), made("trajectory boards are 1-7, not {n}", n=number))
        tracks[key] = number
    for key in tracks_doc:
        if key not in TRACK_KEYS:
            raise RecordError(path + ("tracks", key), made("unknown track (red, white, blue, internal)"))
    if len(set(tracks.values())) != 4:
        raise RecordError(path + ("tracks",), made("the four trajectory boards must be different boards"))
    threats_doc = _expect(mission.get("threats", []) or [], list, path + ("threats",), N_("a list of threats"))
    threats = tuple(_threat(item, path + ("threats", i), known_card, summons_of)
                    for i, item in enumerate(threats_doc))
    _check_summoned_once(threats, path + ("threats",))
    _check_summoned_common(threats, path + ("threats",))
    rules = _rules(mission.get("rules"), path + ("rules",))
    seen: dict[tuple[int, str], int] = {}
    for i, draw in enumerate(threats):
        kind = "external" if draw.zone is not None else "internal"
        slot = (draw.turn, kind)
        if slot in seen:
            raise RecordError(path + ("threats", i, "turn"),
                              made("two {kind} threats at T+{turn} (threats[{other}] too)",
                                   kind=KINDS[kind], turn=draw.turn, other=seen[slot]))
        seen[slot] = i
    damage_seed, damage_order = 0, None
    tokens = mission.get("damage_tokens")
    if tokens is not None:
        _expect(tokens, dict, path + ("damage_tokens",), N_("a mapping with seed, or red/white/blue orders"))
        for key in tokens:
            if key not in ("seed", "red", "white", "blue"):
                raise RecordError(path + ("damage_tokens", key), made("unknown field ({keys})",
                                                                    keys="seed, red, white, blue"))
        if "seed" in tokens:
            damage_seed = _expect(tokens["seed"], int, path + ("damage_tokens", N_("seed")), "an integer seed")
        orders = {}
        for zone in ZONES:
            if zone.label in tokens:
                p = path + ("damage_tokens", zone.label)
                order = _tiles(tokens[zone.label], p)
                if sorted(order) != sorted(TILES):
                    raise RecordError(p, made("a zone's draw order lists each of its six tiles once"))
                orders[zone] = order
        if orders:
            damage_order = orders
    initial: dict[Zone, tuple[Tile, ...]] = {}
    init_doc = mission.get("initial_damage")
    if init_doc is not None:
        _expect(init_doc, dict, path + ("initial_damage",), N_("a mapping zone -> list of tiles"))
        for key, value in init_doc.items():
            p = path + ("initial_damage", key)
            zone = _zone(key, p)
            tiles = _tiles(value, p)
            if len(set(tiles)) != len(tiles):
                raise RecordError(p, made("each tile exists once per zone"))
            if len(tiles) > 6:
                raise RecordError(p, made("a zone has six damage tiles"))
            initial[zone] = tiles
    squads_off: list[Station] = []
    squads_doc = mission.get("disabled_squads")
    if squads_doc is not None:
        _expect(squads_doc, list, path + ("disabled_squads",), N_("a list of squad storages"))
        for i, name in enumerate(squads_doc):
            station = STATION_BY_NAME.get(name) if isinstance(name, str) else None
            if station is None or station.label not in SQUAD_STORAGES:
                raise RecordError(path + ("disabled_squads", i),
                                  made("battle-bot squads are named by their storage ({storages})",
                                       storages=", ".join(SQUAD_STORAGES)))
            if station in squads_off:
                raise RecordError(path + ("disabled_squads", i), made("{name} listed twice",
                                                                     name=station.label))
            squads_off.append(station)
    crew_doc = _expect(doc["crew"], list, ("crew",), N_("a list of crew members"))
    if not 1 <= len(crew_doc) <= MAX_CREW:
        raise RecordError(("crew",), made("a crew has 1-{most} members (androids included), not {n}",
                                          most=MAX_CREW, n=len(crew_doc)))
    crew = tuple(_crew(item, ("crew", i), i, rules) for i, item in enumerate(crew_doc))
    names = [c.name for c in crew]
    for i, name in enumerate(names):
        if names.index(name) != i:
            raise RecordError(("crew", i, "name"), made("two crew members are called {name}", name=repr(name)))
    _check_specializations(crew)
    action_deck = _deck_deal(mission.get("action_deck"), crew, path + ("action_deck",))
    extra = {k: v for k, v in doc.items() if k not in ("format", "mission", "crew")}
    mission_extra = {k: v for k, v in mission.items() if k not in MISSION_KEYS}
    return GameRecord(tracks, threats, crew, title, soundtrack, damage_seed, damage_order, initial,
                      extra, mission_extra, tuple(squads_off), rules, action_deck)


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
    for i, name in enumerate(value):
        if name not in KNOWN_RULES:
            raise RecordError(path + (i,), made("unknown rule {name} ({rules})", name=repr(name),
                                                rules=", ".join(KNOWN_RULES)))
        if name not in IMPLEMENTED_RULES:
            raise RecordError(path + (i,), made("the rule {name} is not supported yet by this version",
                                                name=repr(name)))
        if value.index(name) != i:
            raise RecordError(path + (i,), made("{name} listed twice", name=repr(name)))
    return frozenset(value)


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
