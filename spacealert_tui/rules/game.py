"""The resolution round: turns 1–12 step by step, then turn 13 and the jump.

`Game` owns the flow and the crew's actions; `Ship` owns the numbers; threat cards
own their special rules and call back into the game through the card API
(`rules/card_api.py`: attack a zone, knock out, delay, draw damage tiles), which
`Game` satisfies. Losing raises `ShipLost`, which ends the resolution at once.
"""
from __future__ import annotations

from collections import deque
from operator import attrgetter
from collections.abc import Callable, Iterable
from typing import Any, ClassVar

from spacealert_tui.rules import events as ev
from spacealert_tui.rules.actions import Act, Action
from spacealert_tui.rules.card_api import Hit
from spacealert_tui.rules.crew import Player
from spacealert_tui.rules.layout import (STATION_NAMES, STATION_ZONES, ZONE_NAMES, ZONES, Station,
                                         Zone, other_deck, toward_blue, toward_red)
from spacealert_tui.rules.record import GameRecord, ThreatDraw
from spacealert_tui.rules.ship import ROCKET_RANGE, ROCKET_STRENGTH, Ship
# imported here, not in the methods that take a board: a `from ... import` in a function
# runs the import machinery at every call (a module without `__path__` even raises and
# clears an AttributeError), and a board is taken at every step
from spacealert_tui.rules.snapshot import take_snapshot
from spacealert_tui.rules.text import N_, made, msg, nmade, pmsg, remember
from spacealert_tui.rules.threats import CARDS
from spacealert_tui.rules.tiles import TILE_NAMES, Tile
from spacealert_tui.rules.threats.base import (ACTIVE, DESTROYED, IGNORED, SURVIVED, AnyThreat,
                                               ExternalThreat, InternalThreat, Intruder,
                                               Malfunction, Threat, hooks_of)
from spacealert_tui.rules.tracks import TRAJECTORIES

CHECK_TURNS = (2, 5, 9)           # computer checks after these turns
PHASE_OF_TURN = (0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3)
MAINTENANCE_TURNS = {1: 1, 2: 1, 4: 2, 5: 2, 8: 3, 9: 3}   # turn -> phase it maintains
# English ids, worded in the crew's language where they are shown (rules.text.tr)
HEAVY_NAMES = (N_("red heavy laser"), N_("central heavy laser"), N_("blue heavy laser"))
LIGHT_NAMES = (N_("red light laser"), "", N_("blue light laser"))
SHIELD_NAMES = (N_("red shield"), N_("central shield"), N_("blue shield"))
REACTOR_NAMES = (N_("red reactor"), N_("central reactor"), N_("blue reactor"))
# the reasons and causes said on every turn, named once here (`N_` is a call) and, with
# a value, made once per value (rules.text.remember): a resolution builds no text
STUMBLE, COMPUTER_CHECK = N_("stumble"), N_("computer check")
TOWARD_RED, TOWARD_BLUE, BY_GRAVOLIFT = N_("toward red"), N_("toward blue"), N_("by gravolift")
NO_TARGET, NO_ACTIVE_BOTS = N_("no target in range"), N_("no active battle bots")
PULSE_CANNON, ROCKET, INTERCEPTOR_WEAPON = N_("pulse cannon"), N_("rocket"), N_("interceptors")
HEAVY_FIRED = tuple(remember(msg("the {cannon} has already fired", cannon=name)) for name in HEAVY_NAMES)
LIGHT_FIRED = tuple(remember(msg("the {cannon} has already fired", cannon=name)) if name else ""
                    for name in LIGHT_NAMES)
NO_ENERGY_IN = tuple(remember(msg("no energy in the {reactor}", reactor=name)) for name in REACTOR_NAMES)
# "no energy can move from the red reactor to the red shield", by source and target
NO_ENERGY_MOVES = {source: {target: remember(msg("no energy can move from the {source} to the {target}",
                                                 source=source, target=target))
                            for target in (*SHIELD_NAMES, *REACTOR_NAMES)}
                   for source in REACTOR_NAMES}
MAINTENANCE_DONE = {phase: remember(msg("computer maintenance (phase {phase})", phase=phase))
                    for phase in set(MAINTENANCE_TURNS.values())}

# enum members read once here: `Act.EMPTY` costs ten times a module constant
INTERCEPTORS, UPPER_RED = Station.INTERCEPTORS, Station.UPPER_RED
WHITE = Zone.WHITE
SHIELD_TILE, REACTOR_TILE = Tile.SHIELD, Tile.REACTOR
EMPTY_ACT, BOTS_ACT, HBOTS_ACT = Act.EMPTY, Act.BOTS, Act.HBOTS
# every resolution opens the same steps: their events are built once and shared (so are
# the other events told at most once per resolution whatever happens)
STEP_EVENTS = tuple({step: ev.StepBegan(turn, step) for step in ev.STEP_NAMES} for turn in range(14))
CHECK_EVENTS = {(turn, maintained): ev.ComputerCheck(turn, maintained)
                for turn in CHECK_TURNS for maintained in (False, True)}
JUMPED = ev.Jumped()
DISCARD: Callable[[ev.Event], None] = deque[ev.Event](maxlen=0).append    # a C-level no-op emit
BY_ORDER = attrgetter("order")      # threats move and are targeted in this order


class ShipLost(Exception):
    def __init__(self, turn: int, cause: str, threat: str | None = None) -> None:
        super().__init__(cause)
        self.turn, self.cause, self.threat = turn, cause, threat


class Game:
    """One resolution of one record. Build it, call `run()`, read `events` and state.

    This class is the base game's ruleset. An expansion is a subclass that overrides
    methods (see docs/rulesets.md): the turn flow reaches the crew's actions and the
    station systems through tables of *method names* (`ACTION_METHODS`,
    `SYSTEM_METHODS`) bound to each class when it is defined, so an override is what
    the flow calls, at the cost of one table read; the threat hooks it calls are
    listed in `THREAT_HOOKS`, which a ruleset may extend.
    """

    # what each Act does: the name of the method, indexed by Act
    ACTION_METHODS: ClassVar[tuple[str, ...]] = (
        "_nothing",                                             # EMPTY
        "_move_red", "_move_blue", "_use_lift",                 # RED, BLUE, LIFT
        "_press_button", "_press_button", "_press_button",      # A, B, C
        "_bots",                                                # BOTS
        "_press_button", "_press_button",                       # HA, HB
        "_heroic_bots",                                         # HBOTS
        "_heroic_move",                                         # HMOVE
        "_double_action",                                       # DOUBLE (The New Frontier)
        "_special_action", "_special_action",                   # SPEC, SPEC_ADV (specializations)
    )
    # what a button does at each station (upper red … lower blue)
    SYSTEM_METHODS: ClassVar[dict[str, tuple[str, ...]]] = {
        "A": ("fire_heavy_laser", "fire_heavy_laser", "fire_heavy_laser",
              "fire_light_laser", "fire_pulse_cannon", "fire_light_laser"),
        "B": ("fill_shield", "fill_shield", "fill_shield",
              "fill_side_reactor", "refuel", "fill_side_reactor"),
        "C": ("launch_interceptors", "maintain_computer", "take_bots",
              "take_bots", "visual_confirmation", "launch_rocket"),
    }
    # the threat hooks the turn flow calls; `hooks[name]` lists the threats whose card
    # replaces that do-nothing hook (a ruleset adds names and calls them where it plugs in)
    THREAT_HOOKS: ClassVar[tuple[str, ...]] = (
        "on_player_actions_end", "on_turn_end", "on_jump", "on_player_enters",
        "after_damage_step", "after_destroyed_step")
    # which ruleset this is: "base" resolves only the base game's cards and crew
    ruleset: ClassVar[str] = "base"
    # the flying rocket's strength (a ruleset's double rocket is stronger)
    rocket_strength: ClassVar[int] = ROCKET_STRENGTH
    # the crew members' class (a ruleset's may keep more state: The New Frontier's `FrontierPlayer`)
    player_class: ClassVar[type[Player]] = Player
    bound_actions: ClassVar[tuple[ActionHandler, ...]]
    bound_systems: ClassVar[dict[str, tuple[SystemHandler, ...]]]
    # the keys of `hooks` (`hook_lists`) and, per card class, the lists it goes in
    # (`hook_keys`): settled once per class
    hook_names: ClassVar[tuple[str, ...]]
    keys_of_card: ClassVar[dict[type, tuple[str, ...]]]

    @classmethod
    def bind_dispatch(cls) -> None:
        """Bind the method names to this class's own methods (overrides included)."""
        cls.hook_names, cls.keys_of_card = cls.hook_lists(), {}
        if len(cls.ACTION_METHODS) != len(Act):
            raise TypeError(f"{cls.__name__}.ACTION_METHODS names {len(cls.ACTION_METHODS)} "
                            f"methods for {len(Act)} acts")
        cls.bound_actions = tuple(getattr(cls, name) for name in cls.ACTION_METHODS)
        cls.bound_systems = {letter: tuple(getattr(cls, name) for name in names)
                       for letter, names in cls.SYSTEM_METHODS.items()}

    @classmethod
    def lean_class(cls, record: GameRecord) -> type[Game]:
        """The class that resolves this record: this one. A ruleset may answer a class
        that leaves out the mechanics the record never meets (`NewFrontierGame`)."""
        return cls

    @classmethod
    def bind_chains(cls) -> None:
        """Bind each mixin's `__next_<name>` to what `super().<name>` would find from it
        in this class's MRO, once, here. A ruleset's mixin declares the chain it calls
        as a class annotation (`__next_advance: ClassVar[...]`, mangled to
        `_SpecialistsRules__next_advance`) and calls `self.__next_advance(...)`: a plain
        method call, where CPython 3.11's `super()` builds an object and walks the MRO
        at every call (about four times the cost with The New Frontier's 16 classes).
        A mixin may chain to a method only another mixin of the ruleset defines: it is
        left unbound in the mixin alone, never in a class that composes it."""
        mro = cls.__mro__
        for index, mixin in enumerate(mro):
            prefix = f"_{mixin.__name__.lstrip('_')}__next_"
            for key in vars(mixin).get("__annotations__", ()):
                if not key.startswith(prefix):
                    continue
                name = key[len(prefix):]
                following = next((vars(later)[name] for later in mro[index + 1:] if name in vars(later)), None)
                if following is None and mixin is cls:
                    continue        # the mixin alone: it chains to another mixin of the ruleset
                if following is None:
                    raise TypeError(f"{mixin.__name__}.{key}: no class after it in {cls.__name__}'s MRO "
                                    f"defines {name}")
                setattr(cls, key, following)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.bind_dispatch()
        cls.bind_chains()

    def __init__(self, record: GameRecord, *, snapshots: bool | str = False) -> None:
        """`snapshots`: False (none), True or "steps" (the board after every step), or
        "events" (the board after every event, for animating a replay event by event)."""
        # (a Game keeps fewer than 30 attributes, its rulesets' mixins' included: at 30
        # CPython 3.11 stops sharing the instance dict's keys, and every `self.x` read in
        # the turn flow gets slower; tests/rules/test_rulesets.py counts them after a run)
        self.record = record
        # this class's dispatch tables, read from the instance: the turn flow reads them
        # at every action, and an instance attribute is the fastest read there is
        self.action_handlers = self.bound_actions
        self.systems = self.bound_systems
        # positional arguments: a class called with keywords costs twice as much
        self.ship = Ship(record.damage_seed, record.damage_order, record.initial_damage, record.disabled_squads)
        make_player = self.player_class
        self.players = [make_player(i, c.name, c.actions, c.android, c.roles) for i, c in enumerate(record.crew)]
        self.events: list[ev.Event] = []
        # an instance attribute, not a method: the hottest callers read it into a local
        # (`emit = self.emit`), since Python 3.11 looks `self.emit(...)` up the slow way
        self.emit: Callable[[ev.Event], None] = self.events.append
        # False on the results-only path (`quiet`): the hot spots skip building their events
        self.telling = True
        self.snapshots: list[dict] | None = [] if snapshots and snapshots != "events" else None
        self._event_snapshots: dict[int, dict] = {}
        if snapshots == "events":
            self.emit = self._emit_with_snapshot
        self.turn = 0
        self.step = ""
        self.lost: ShipLost | None = None
        self.damage_overflow = [0, 0, 0]
        self.tracks = {zone: TRAJECTORIES[record.tracks[name]] for zone, name in zip(ZONES, ZONE_NAMES)}
        self.internal_track = TRAJECTORIES[record.tracks["internal"]]
        self.threats: list[AnyThreat] = []
        for draw in record.threats:
            self.threats.append(self.make_threat(draw))
        self.threats.sort(key=BY_ORDER)
        self.arrivals: dict[int, list[AnyThreat]] = {}
        for threat in self.threats:
            self.arrivals.setdefault(threat.turn, []).append(threat)
        self._index_hooks()
        self.summoned = 0
        # lasting effects that threat cards switch on (Scout, Marauder, ...)
        self.attack_bonus: list[Callable[[ExternalThreat], int]] = []
        self.shield_bonus: list[Callable[[ExternalThreat], int]] = []
        self.heroic_interceptors = False

    def __repr__(self) -> str:
        """The board now, as one line of text (`rules.state_text`): what a failing
        test prints of a game."""
        from spacealert_tui.rules.state_text import state_text
        return f"<{type(self).__name__} {state_text(take_snapshot(self))}>"

    def quiet(self) -> Game:
        """Resolve for the result only: no event is kept, and the commonest are not
        even built (a search that resolves thousands of plans wants only the outcome).
        Call before `run()`; the result is the same as with events."""
        self.telling = False
        self.emit = DISCARD
        return self

    def make_threat(self, draw: ThreatDraw) -> AnyThreat:
        """The card in play for one card drawn in the action round."""
        track = self.tracks[draw.zone] if draw.zone is not None else self.internal_track
        return CARDS[draw.card](draw.turn, track, draw.zone, draw.unconfirmed)

    def _index_hooks(self) -> None:
        """Which threats have special hooks: the turn flow calls only those (speed)."""
        self.intruders: list[Intruder] = []
        # by the system they cover: a press asks only those of its letter (`covers` is False
        # for any other letter), and most presses find none
        self.malfunctions_of: dict[str, list[Malfunction]] = {}
        # each list holds cards of its hook's owner class (`_HOOK_OWNERS`), which one dict
        # keyed by hook name cannot say: Any
        hooks: dict[str, list[Any]] = {name: [] for name in self.hook_names}
        self.hooks = hooks
        keys_of = self.keys_of_card
        for threat in self.threats:
            if isinstance(threat, Malfunction):
                self.malfunctions_of.setdefault(threat.system, []).append(threat)
            elif isinstance(threat, Intruder):
                self.intruders.append(threat)
            keys = keys_of.get(type(threat))
            for key in self.hook_keys(type(threat)) if keys is None else keys:
                hooks[key].append(threat)

    @classmethod
    def hook_lists(cls) -> tuple[str, ...]:
        """The keys of `hooks`: the threat hooks (a ruleset may add lists of its own)."""
        return cls.THREAT_HOOKS

    @classmethod
    def hook_keys(cls, card: type) -> tuple[str, ...]:
        """The lists of `hooks` a card class goes in: the hooks it replaces (a ruleset
        adds its own lists); made once per card class and kept in `keys_of_card`."""
        keys = cls.keys_of_card[card] = tuple(name for name in cls.THREAT_HOOKS if name in hooks_of(card))
        return keys

    # -- the flow ------------------------------------------------------------------------
    def run(self) -> Game:
        try:
            for turn in range(1, 13):
                self.play_turn(turn)
            self.final_turn()
        except ShipLost as lost:
            # kept without its traceback: the traceback's frames hold this game, and that
            # cycle would keep every lost game and its events alive until the garbage
            # collector's next pass (most random missions are lost)
            self.lost = lost.with_traceback(None)
            self.emit(ev.ShipDestroyed(lost.turn, lost.cause))
            self._snapshot()
        return self

    def _emit_with_snapshot(self, event: ev.Event) -> None:
        """The board of an event is the board when it is told (changes are made, then
        told; an action revealed or a threat's X shows the board before its effects).
        An event told just before its change (`told_first`) gets the board at the
        next event."""
        events, boards = self.events, self._event_snapshots
        if events and events[-1].told_first and id(events[-1]) not in boards:
            boards[id(events[-1])] = take_snapshot(self)
        events.append(event)
        if not event.told_first:
            boards[id(event)] = take_snapshot(self)

    def event_snapshots(self) -> list[dict]:
        """One board per event, in event order. An event inserted after the fact (a hit
        told before what it caused) shows the board of the next event that has one, or
        the final board."""
        by_event = self._event_snapshots
        out: list[dict] = []
        pending = 0
        for index, event in enumerate(self.events):
            snap = by_event.get(id(event))
            if snap is None:
                pending += 1
                continue
            for back in range(pending, -1, -1):
                out.append(dict(snap, event_index=index + 1 - back))
            pending = 0
        if pending:
            final = take_snapshot(self)
            out.extend(dict(final, event_index=len(self.events) - back) for back in range(pending - 1, -1, -1))
        return out

    def begin(self, step: str) -> None:
        if self.snapshots is not None and self.step:
            self._snapshot()
        self.step = step
        self.emit(STEP_EVENTS[self.turn][step])

    def _snapshot(self) -> None:
        if self.snapshots is not None and self.step:
            self.snapshots.append(take_snapshot(self))

    def _close_step(self) -> None:
        """Picture the last step of a turn before the turn number moves on."""
        if self.snapshots is not None and self.step:
            self._snapshot()
        self.step = ""

    def play_turn(self, turn: int) -> None:
        # The five step openings are written out (not `self.begin(...)`): this is the
        # hottest loop of the rules core, and a resolution runs it twelve times. They are
        # not even looked up on the results-only path (`telling` False).
        emit, opening, pictures = self.emit, STEP_EVENTS[turn], self.snapshots is not None
        telling = self.telling
        if pictures:
            self._close_step()
        self.turn = turn
        ship = self.ship
        ship.lift_used[0] = ship.lift_used[1] = ship.lift_used[2] = False
        ship.visual_this_turn = 0
        self.step = "appear"
        if telling:
            emit(opening["appear"])
        for threat in self.arrivals.get(turn, ()):
            if threat.state == "waiting":
                self.threat_appears(threat)
        if pictures:
            self._snapshot()
        self.step = "actions"
        if telling:
            emit(opening["actions"])
        for player in self.players:
            if not player.knocked_out:
                self.player_action(player, turn)
        for threat in self.hooks["on_player_actions_end"]:
            if threat.state == ACTIVE:
                threat.on_player_actions_end(self)
        if ship.visual_this_turn:
            self.record_visual_confirmation(turn)
        if pictures:
            self._snapshot()
        self.step = "damage"
        if telling:
            emit(opening["damage"])
        self.damage_step()
        if pictures:
            self._snapshot()
        self.step = "threats"
        if telling:
            emit(opening["threats"])
        self.threat_actions()
        if turn in CHECK_TURNS:
            self.begin("check")
            self.computer_check(turn)
        for threat in self.hooks["on_turn_end"]:
            if threat.state == ACTIVE:
                threat.on_turn_end(self)

    def final_turn(self) -> None:
        """Turn 13: the last rocket hits, the pilot comes home, threats act once more, jump."""
        self._close_step()
        self.turn = 13
        self.begin("damage")
        self.damage_step(interceptors=False)
        for player in self.players:
            if player.station is INTERCEPTORS:
                self.return_from_space(player)
        self.begin("threats")
        self.threat_actions()
        self.begin("jump")
        self.at_jump()
        self.emit(JUMPED)
        self._snapshot()

    def at_jump(self) -> None:
        """What happens as the ship jumps, before it is gone: the threats in play that
        act then. A ruleset adds effects of threats no longer in play (Cyber Gremlin)."""
        for threat in self.hooks["on_jump"]:
            if threat.state == ACTIVE:
                threat.on_jump(self)

    # -- threats appear --------------------------------------------------------------------
    def threat_appears(self, threat: Threat) -> None:
        if threat.unconfirmed and len(self.players) < 5:
            threat.state = IGNORED
            if self.telling:
                self.emit(ev.ThreatIgnored(threat.label, threat.id))
            return
        threat.appear(self)
        if threat.state == ACTIVE and self.telling:
            self.emit(ev.ThreatAppeared(threat.label, threat.id, threat.where()))

    # -- player actions ------------------------------------------------------------------------
    def player_action(self, player: Player, turn: int) -> None:
        action = player.actions[turn - 1]
        act, station = action.act, player.station
        if act is EMPTY_ACT and station is not INTERCEPTORS:
            return
        if self.telling:
            self.emit(ev.ActionRevealed(player.name, action.token, STATION_NAMES[station]))
        button = BUTTONS[act]
        if station is INTERCEPTORS:
            self.space_action(player, action, turn)
        elif button is not None:        # the commonest actions: pressed without a handler call
            letter, heroic = button
            if letter in self.malfunctions_of:      # perhaps covered: `press` sees to the repair
                self.press(player, letter, heroic)
            else:                                   # `press` written out, a call less
                self.systems[letter][station](self, player, heroic)
        else:
            self.action_handlers[act](self, player, action, turn)
        if action.stumble and not player.knocked_out:
            self.delay(player, turn + 1, STUMBLE)

    def do_action(self, player: Player, action: Action, turn: int) -> None:
        self.action_handlers[action.act](self, player, action, turn)

    def _move_red(self, player: Player, action: Action, turn: int) -> None:
        self.move_player(player, toward_red(player.station), TOWARD_RED)

    def _move_blue(self, player: Player, action: Action, turn: int) -> None:
        self.move_player(player, toward_blue(player.station), TOWARD_BLUE)

    def _use_lift(self, player: Player, action: Action, turn: int) -> None:
        zone = STATION_ZONES[player.station]
        self.move_player(player, other_deck(player.station), BY_GRAVOLIFT)
        ship = self.ship
        if ship.lift_damaged(zone):
            self.delay(player, turn + 1, N_("damaged gravolift"))
        elif ship.lift_used[zone]:
            self.delay(player, turn + 1, N_("gravolift already used this turn"))
        ship.lift_used[zone] = True

    def _bots(self, player: Player, action: Action, turn: int) -> None:
        self.bots_action(player, False)

    def _heroic_bots(self, player: Player, action: Action, turn: int) -> None:
        self.bots_action(player, True)

    def _heroic_move(self, player: Player, action: Action, turn: int) -> None:
        target = action.target
        assert target is not None       # an Action refuses a heroic move without its station
        self.move_player(player, target, N_("heroically"))

    def _nothing(self, player: Player, action: Action, turn: int) -> None:
        """An empty slot."""

    def _double_action(self, player: Player, action: Action, turn: int) -> None:
        """A double-action card: The New Frontier resolves it (a record holding one
        declares `double_actions`, so the base game never meets one)."""
        raise ValueError(f"{player.name}'s {action.token}: a double action needs The New Frontier")

    def _special_action(self, player: Player, action: Action, turn: int) -> None:
        """A special card: The New Frontier resolves it (a record holding one gives its
        player a specialization, so the base game never meets one)."""
        raise ValueError(f"{player.name}'s {action.token}: a special card needs The New Frontier")

    def space_action(self, player: Player, action: Action, turn: int) -> None:
        """In the interceptors only the battle-bot action keeps the pilot out."""
        if action.act is BOTS_ACT or action.act is HBOTS_ACT:
            self.heroic_interceptors = action.act is HBOTS_ACT
            self.emit(ev.SystemUsed(player.name, N_("stays out with the interceptors")))
            return
        if action.act is not EMPTY_ACT and player.delay(turn):   # pushed one turn right: the gap is his way back
            self.emit(ev.ActionDelayed(player.name, turn, N_("only battle bots can act in space")))
        self.return_from_space(player)

    def return_from_space(self, player: Player) -> None:
        self.move_player(player, UPPER_RED, N_("back from the interceptors"))

    def move_player(self, player: Player, to: Station, how: str) -> None:
        origin = player.station
        if to == origin:
            self.emit(ev.NothingHappens(player.name, N_("already at the end of the ship")))
            return
        player.station = to
        if self.telling:
            self.emit(ev.PlayerMoved(player.name, STATION_NAMES[origin], STATION_NAMES[to], how))
        for threat in self.hooks["on_player_enters"]:
            if threat.state != "waiting":
                threat.on_player_enters(self, player, to)

    def covering(self, station: Station, letter: str) -> list[Malfunction]:
        """The malfunctions covering a button (a plain loop: asked at every press)."""
        found = []
        for threat in self.malfunctions_of.get(letter, ()):
            if threat.covers(station, letter):
                found.append(threat)
        return found

    def press(self, player: Player, letter: str, heroic: bool) -> None:
        """A system button: a repair if a malfunction covers it, else the system works."""
        if letter in self.malfunctions_of:
            covering = self.covering(player.station, letter)
            if covering:
                self.repair(player, covering, letter, heroic)
                return
        self.systems[letter][player.station](self, player, heroic)

    def _press_button(self, player: Player, action: Action, turn: int) -> None:
        """The A, B, C, HA and HB tokens (`player_action` presses them directly)."""
        button = BUTTONS[action.act]
        assert button is not None       # this handler is only listed for the button tokens
        letter, heroic = button
        self.press(player, letter, heroic)

    def repair(self, player: Player, covering: list[Malfunction], letter: str, heroic: bool) -> None:
        """A button covered by malfunctions repairs the first repairable one instead of
        using the system (or does nothing, beyond repair)."""
        target = next((t for t in covering if t.repairable()), None)
        if target is None:
            self.emit(ev.NothingHappens(player.name, made("the {letter} system is beyond repair", letter=letter)))
            return
        before, mark = target.hp_left, len(self.events)
        target.repair(self, player, player.station, 2 if heroic else 1)
        # the hit is told before whatever it caused (destroyed, knock-outs)
        if self.telling:
            self.events.insert(mark, ev.ThreatHit(target.label, made("{player}'s repair", player=player.name),
                                                  before - target.hp_left, target.hp_left))

    # the station systems -------------------------------------------------------------------
    def fire_heavy_laser(self, player: Player, heroic: bool) -> None:
        zone = STATION_ZONES[player.station]
        ship = self.ship
        if ship.heavy_fired[zone]:
            if self.telling:
                self.emit(ev.NothingHappens(player.name, HEAVY_FIRED[zone]))
        elif ship.reactors[zone] <= 0:
            if self.telling:
                self.emit(ev.NothingHappens(player.name, NO_ENERGY_IN[zone]))
        else:
            ship.reactors[zone] -= 1
            strength = ship.heavy_laser_strength(zone) + heroic
            ship.heavy_fired[zone] = strength
            if self.telling:
                self.emit(ev.CannonFired(player.name, HEAVY_NAMES[zone], strength))

    def fire_light_laser(self, player: Player, heroic: bool) -> None:
        zone = STATION_ZONES[player.station]
        ship = self.ship
        if ship.light_fired[zone]:
            if self.telling:
                self.emit(ev.NothingHappens(player.name, LIGHT_FIRED[zone]))
        else:
            strength = ship.light_laser_strength(zone) + heroic
            ship.light_fired[zone] = strength
            if self.telling:
                self.emit(ev.CannonFired(player.name, LIGHT_NAMES[zone], strength))

    def fire_pulse_cannon(self, player: Player, heroic: bool) -> None:
        ship = self.ship
        if ship.pulse_fired:
            if self.telling:
                self.emit(ev.NothingHappens(player.name, N_("the pulse cannon has already fired")))
        elif ship.reactors[WHITE] <= 0:
            if self.telling:
                self.emit(ev.NothingHappens(player.name, N_("no energy in the central reactor")))
        else:
            ship.reactors[WHITE] -= 1
            ship.pulse_fired = 1 + heroic
            if self.telling:
                self.emit(ev.CannonFired(player.name, PULSE_CANNON, ship.pulse_fired))

    def fill_shield(self, player: Player, heroic: bool) -> None:
        zone = STATION_ZONES[player.station]
        ship = self.ship
        moved = max(0, min(ship.reactors[zone], ship.shield_capacity(zone) - ship.shields[zone]))
        ship.reactors[zone] -= moved
        ship.shields[zone] += moved + (heroic and moved > 0)
        self._transfer(player, heroic, moved, REACTOR_NAMES[zone], SHIELD_NAMES[zone])

    def fill_side_reactor(self, player: Player, heroic: bool) -> None:
        zone = STATION_ZONES[player.station]
        ship = self.ship
        moved = max(0, min(ship.reactors[WHITE], ship.reactor_capacity(zone) - ship.reactors[zone]))
        ship.reactors[WHITE] -= moved
        ship.reactors[zone] += moved + (heroic and moved > 0)
        self._transfer(player, heroic, moved, REACTOR_NAMES[WHITE], REACTOR_NAMES[zone])

    def _transfer(self, player: Player, heroic: bool, moved: int, source: str, target: str) -> None:
        if moved:
            if self.telling:
                self.emit(ev.EnergyMoved(player.name, source, target, moved + heroic))
        elif self.telling:
            self.emit(ev.NothingHappens(player.name, NO_ENERGY_MOVES[source][target]))

    def refuel(self, player: Player, heroic: bool) -> None:
        ship = self.ship
        if ship.capsules <= 0:
            if self.telling:
                self.emit(ev.NothingHappens(player.name, N_("no fuel capsules left")))
            return
        ship.capsules -= 1
        moved = max(0, ship.reactor_capacity(WHITE) - ship.reactors[WHITE])
        ship.reactors[WHITE] += moved + (heroic and moved > 0)
        if self.telling:
            self.emit(ev.Refuelled(player.name, moved + (heroic and moved > 0), ship.capsules))

    def launch_interceptors(self, player: Player, heroic: bool) -> None:
        if not self.ship.interceptors_usable:
            reason = N_("the interceptors are lost")
        elif not player.has_active_squad:
            reason = N_("the interceptors need an active battle-bot squad")
        elif any(p.in_space for p in self.players):
            reason = N_("the interceptors are already out")
        else:
            origin = player.station
            player.station = INTERCEPTORS
            self.heroic_interceptors = False
            self.emit(ev.PlayerMoved(player.name, origin.label, N_("interceptors"), N_("to launch the interceptors")))
            return
        self.emit(ev.NothingHappens(player.name, reason))

    def maintain_computer(self, player: Player, heroic: bool) -> None:
        phase = MAINTENANCE_TURNS.get(self.turn)
        if phase is None:
            self.emit(ev.NothingHappens(player.name, N_("too late in the phase for computer maintenance")))
        elif phase in self.ship.maintained_phases:
            self.emit(ev.NothingHappens(player.name, N_("the computer is already maintained this phase")))
        else:
            self.ship.maintained_phases.add(phase)
            self.emit(ev.SystemUsed(player.name, MAINTENANCE_DONE[phase]))

    def take_bots(self, player: Player, heroic: bool) -> None:
        squad = self.ship.squads.get(player.station)
        if player.squad is None:
            if squad is None or squad.holder is not None:
                self.emit(ev.NothingHappens(player.name, N_("no battle bots left in this storage")))
                return
            squad.holder = player
            player.squad = squad
            self.emit(ev.BotsChanged(player.name, squad.state, N_("taken from storage")))
        elif not player.squad.ready:
            player.squad.ready = True
            self.emit(ev.BotsChanged(player.name, "active", N_("reactivated")))
        else:
            self.emit(ev.NothingHappens(player.name, N_("already leads an active squad")))

    def visual_confirmation(self, player: Player, heroic: bool) -> None:
        self.ship.visual_this_turn += 1
        if self.telling:
            self.emit(ev.SystemUsed(player.name, N_("visual confirmation")))

    def launch_rocket(self, player: Player, heroic: bool) -> None:
        ship = self.ship
        if ship.rockets <= 0:
            self.emit(ev.NothingHappens(player.name, N_("no rockets left")))
        elif ship.rocket_launched:
            self.emit(ev.NothingHappens(player.name, N_("a rocket was already launched this turn")))
        else:
            ship.rockets -= 1
            ship.rocket_launched = True
            self.emit(ev.SystemUsed(player.name, nmade("launches a rocket ({n} left)", "launches a rocket ({n} left)",
                                                              ship.rockets)))

    def bots_action(self, player: Player, heroic: bool) -> None:
        squad = player.squad
        if squad is None or not squad.ready:
            if self.telling:
                self.emit(ev.NothingHappens(player.name, NO_ACTIVE_BOTS))
            return
        station = player.station
        target = self.bots_target(player, station)
        if target is None:
            self.emit(ev.NothingHappens(player.name, N_("no intruder here")))
            return
        before, mark = target.hp_left, len(self.events)
        fights_back = target.returns_fire()
        target.hit_by_bots(self, player, station)
        if self.telling:
            self.events.insert(mark, ev.ThreatHit(target.label, made("{player}'s battle bots", player=player.name),
                                                  before - target.hp_left, target.hp_left))
        if fights_back and not heroic and squad.ready:
            squad.ready = False
            self.emit(ev.BotsChanged(player.name, "inactive", made("{threat} fights back", threat=target.label)))

    def bots_target(self, player: Player, station: Station) -> Intruder | None:
        """The intruder a crew member's battle bots attack in his station (a ruleset may
        spare some: the Parasite's host cannot attack it)."""
        return next((t for t in self.intruders if t.present_in(station)), None)

    def record_visual_confirmation(self, turn: int) -> None:
        count = self.ship.visual_this_turn
        phase = PHASE_OF_TURN[turn]
        if count > self.ship.visual_best[phase - 1]:
            self.ship.visual_best[phase - 1] = count

    # -- damage computation ------------------------------------------------------------------
    def external_on_board(self) -> list[ExternalThreat]:
        return [t for t in self.threats if t.state == ACTIVE and t.kind == "external"]

    def laser_target(self, zone: Zone, weapon: str, externals: list[ExternalThreat]) -> ExternalThreat | None:
        best = None
        for t in externals:
            if (t.zone == zone and t.targetable_by(weapon, self)
                    and (best is None or t.position < best.position)):
                best = t
        return best

    def rocket_target(self, externals: list[ExternalThreat]) -> ExternalThreat | None:
        for t in externals:
            if getattr(t, "rocket_magnet", False):
                return t
        best = None
        for t in externals:
            if (t.position <= 5 * ROCKET_RANGE and t.targetable_by("rocket", self)
                    and (best is None or t.position < best.position)):
                best = t
        return best

    def pilot(self) -> Player | None:
        for p in self.players:
            if p.station is INTERCEPTORS:
                return p
        return None

    def damage_step(self, interceptors: bool = True) -> None:
        ship = self.ship
        pilot = self.pilot() if interceptors else None
        if not (ship.heavy_fired[0] or ship.heavy_fired[1] or ship.heavy_fired[2] or ship.light_fired[0]
                or ship.light_fired[2] or ship.pulse_fired or ship.rocket_flying or pilot):
            return          # no weapon this turn: nothing to aim, nothing to clear
        externals = self.external_on_board()
        hits: dict[ExternalThreat, list[Hit]] = {}
        emit, telling = self.emit, self.telling

        def aim(threat: ExternalThreat | None, kind: str, label: str, strength: int) -> None:
            if threat is None:
                if telling:
                    emit(ev.NothingHappens(label, NO_TARGET))
                return
            hits.setdefault(threat, []).append((kind, label, strength))
            if telling:
                emit(ev.WeaponTargets(label, threat.label, strength))

        for zone in ZONES:
            if ship.heavy_fired[zone]:
                aim(self.laser_target(zone, "heavy", externals), "heavy", HEAVY_NAMES[zone], ship.heavy_fired[zone])
            if ship.light_fired[zone]:
                aim(self.laser_target(zone, "light", externals), "light", LIGHT_NAMES[zone], ship.light_fired[zone])
        if ship.pulse_fired:
            self.pulse_attack(externals, aim)
        if ship.rocket_flying:
            aim(self.rocket_target(externals), "rocket", ROCKET, self.rocket_strength)
        if pilot is not None:
            self.interceptor_attack(pilot, externals, aim)
        if hits:
            hooks = self.hooks["after_damage_step"]
            before = {t: t.damage for t in hooks if t in externals} if hooks else {}
            for threat in sorted(hits, key=BY_ORDER):
                if threat.state != ACTIVE:
                    continue
                total, shield, damage = threat.damage_from_hits(hits[threat], self)
                if telling:
                    emit(ev.ThreatDamaged(threat.label, total, shield, damage, max(0, threat.hp_left - damage)))
                threat.take_damage(damage, self)
            # the cards that react once every weapon has hit (the others do nothing then)
            for threat, damage in before.items():
                threat.after_damage_step(self, threat.damage - damage, hits.get(threat, []))
            for threat in self.hooks["after_destroyed_step"]:
                if threat.state == DESTROYED and threat in externals:
                    threat.after_destroyed_step(self)
        ship.end_damage_step()

    def pulse_attack(self, externals: list[ExternalThreat], aim) -> None:
        """The pulse cannon hits every threat within its reach (a ruleset may change the
        reach or the strength by distance: the Pulse Gunner, the Mechanic)."""
        ship = self.ship
        reach = ship.pulse_range()
        targets = [t for t in externals if t.range <= reach and t.targetable_by("pulse", self)]
        if not targets:
            aim(None, "pulse", PULSE_CANNON, 0)
        for t in targets:
            aim(t, "pulse", PULSE_CANNON, ship.pulse_fired)

    def interceptor_attack(self, pilot: Player, externals: list[ExternalThreat], aim) -> None:
        bonus = 1 if self.heroic_interceptors else 0
        for threat in self.threats:    # a Fissure takes every interceptor attack for itself
            if threat.state == ACTIVE and threat.catches_interceptors:
                threat.hit_by_interceptors(self, pilot)
                return
        reach = self.interceptor_distance(pilot)
        in_range = [t for t in externals if t.range == reach and t.targetable_by("interceptors", self)]
        if len(in_range) == 1:
            target = in_range[0]
            aim(target, "interceptors", INTERCEPTOR_WEAPON, target.interceptors_alone(self, pilot, 3 + bonus))
        elif not in_range:
            aim(None, "interceptors", INTERCEPTOR_WEAPON, 0)
        for t in in_range if len(in_range) > 1 else ():
            aim(t, "interceptors", INTERCEPTOR_WEAPON, 1 + bonus)

    def interceptor_distance(self, pilot: Player) -> int:
        """How far out the interceptors are: they attack only threats at this distance
        (always 1 in the base game; variable-distance interceptors override it)."""
        return 1

    # -- threat actions ------------------------------------------------------------------------
    def threat_actions(self) -> None:
        for threat in tuple(self.threats):      # only appearing makes a threat active
            if threat.state == ACTIVE:
                self.advance(threat, threat.speed_now)
        ship = self.ship            # `rocket_takes_off` written out: a call less per turn
        if ship.rocket_launched:
            ship.rocket_launched = False
            ship.rocket_flying = True

    def rocket_takes_off(self) -> None:
        """After the threats moved: a rocket launched this turn flies toward its target
        (for a ruleset that moves the threats its own way; `threat_actions` does the same)."""
        ship = self.ship
        if ship.rocket_launched:
            ship.rocket_launched = False
            ship.rocket_flying = True

    def advance(self, threat: Threat, squares: int) -> None:
        """Move a threat `squares` toward Z, doing every X/Y/Z it reaches, in order."""
        origin = threat.position
        last = origin - squares
        if last < 1:
            last = 1
        track, emit, telling = threat.track, self.emit, self.telling
        square = track.stops[origin]
        while square >= last:           # from each X/Y/Z square reached to the next
            letter = track.letters[square]
            threat.position = square
            if telling:
                emit(ev.ThreatMoved(threat.label, origin, square))
            origin = square
            threat.perform(letter, self)
            if letter == "Z":
                self.threat_survives(threat)
                return
            if threat.state != ACTIVE:
                return
            square = track.stops[square]
        if origin != last:
            threat.position = last
            if telling:
                emit(ev.ThreatMoved(threat.label, origin, last))

    def threat_survives(self, threat: Threat) -> None:
        if threat.state != ACTIVE:
            return
        threat.state = SURVIVED
        if isinstance(threat, Malfunction):
            threat.survive(self)
        if self.telling:
            self.emit(ev.ThreatSurvived(threat.label, threat.id))

    def destroy_threat(self, threat: Threat) -> None:
        if threat.state != ACTIVE:
            return
        threat.state = DESTROYED
        if self.telling:
            self.emit(ev.ThreatDestroyed(threat.label, threat.id))
        threat.on_destroyed(self)

    # -- computer check ------------------------------------------------------------------------
    def computer_check(self, turn: int) -> None:
        maintained = PHASE_OF_TURN[turn] in self.ship.maintained_phases
        if self.telling:
            self.emit(CHECK_EVENTS[turn, maintained])
        if not maintained:
            for player in self.players:
                if player.station is not INTERCEPTORS:     # aboard
                    self.delay(player, turn + 1, COMPUTER_CHECK)

    # -- services for threat cards -----------------------------------------------------------
    def delay(self, player: Player, turn: int, cause: str) -> None:
        if player.delay(turn) and self.telling:
            self.emit(ev.ActionDelayed(player.name, turn, cause))

    def delay_next(self, player: Player, cause: str) -> None:
        self.delay(player, self.turn + 1, cause)

    def claim_next_delay(self, player: Player) -> bool:
        """For a card that delays and then fills the gap itself (the Space Time Vortex):
        may it delay `player`'s next turn, or was that turn's one delay already taken
        this turn? (Always may in the base game, whose delays add up to nothing by the
        gap they leave, R6; The New Frontier keeps count: `DelaysRules`.)"""
        return True

    def knock_out(self, player: Player, cause: str) -> None:
        if player.knocked_out:
            return
        player.knocked_out = True
        if player.squad is not None:
            player.squad.ready = False
        if player.in_space:
            player.station = UPPER_RED
        if self.telling:
            self.emit(ev.KnockedOut(player.name, cause))

    def players_where(self, where: str | tuple[Station, ...], threat: Threat) -> list[Player]:
        """Players aboard (never the pilot in space) in the place a card names."""
        aboard = [p for p in self.players if p.station is not INTERCEPTORS]
        if where == "ship":
            return aboard
        if where == "own_zone":
            zone = threat.station.zone if isinstance(threat, InternalThreat) else threat.zone
            return [p for p in aboard if p.station.zone == zone]
        if not isinstance(threat, InternalThreat):     # the other places are an internal threat's stations
            raise ValueError(f"{threat.label} has no station")
        if where == "own_station":
            return [p for p in aboard if p.station == threat.station]
        if where == "own_stations":
            return [p for p in aboard if p.station in threat.stations]
        if isinstance(where, str):
            raise ValueError(f"{threat.label}: no place {where!r}")
        return [p for p in aboard if p.station in where]

    def teleport_player(self, player: Player, to: Station, how: str) -> None:
        """A teleport (The New Frontier): the figure is put in another station. It is not a
        move: no gravolift, no door, and no threat reacts to it entering or leaving
        (expansion rulebook, appendix, *Una nota sobre el movimiento*)."""
        origin = player.station
        if to == origin:
            return
        player.station = to
        self.emit(ev.PlayerMoved(player.name, STATION_NAMES[origin], STATION_NAMES[to], how))

    def intruder_destination(self, threat: Threat, origin: Station, to: Station) -> Station:
        """Where an intruder walking from `origin` toward `to` stops (always `to` in the
        base game; a ruleset with obstacles, such as sealed doors, overrides it). Every
        move of an intruder, whatever its card does (a move, a hunt, a drill, a spread),
        asks here, so that no card can forget an obstacle; teleports do not (they ignore
        obstacles)."""
        return to

    def players_in(self, station: Station) -> list[Player]:
        return [p for p in self.players if p.station == station]

    def external_attack_bonus(self, threat: ExternalThreat) -> int:
        return sum(f(threat) for f in self.attack_bonus) if self.attack_bonus else 0

    def external_shield_bonus(self, threat: ExternalThreat) -> int:
        return sum(f(threat) for f in self.shield_bonus) if self.shield_bonus else 0

    def attack_zone(self, zone: Zone, strength: int, threat: Threat, *, ignores_shields: bool = False,
                    double: bool = False) -> int:
        """An attack on a zone: the shield absorbs what it can, the rest is damage."""
        if self.attack_bonus and isinstance(threat, ExternalThreat):
            strength += self.external_attack_bonus(threat)
        strength = max(0, strength)
        ship = self.ship
        absorbed = 0 if ignores_shields else min(ship.shields[zone], strength)
        ship.shields[zone] -= absorbed
        ship.last_absorbed = absorbed
        through = strength - absorbed
        if self.telling:
            self.emit(ev.ShipAttacked(ZONE_NAMES[zone], strength, absorbed, through * (2 if double else 1),
                                      threat.label))
        if through:
            self.damage_zone(zone, through * (2 if double else 1), threat.label, card=threat.id)
        return through

    def damage_zone(self, zone: Zone, amount: int, source: str, *, card: str = "") -> None:
        """Draw damage tiles; having to draw a seventh destroys the ship. `source` is
        who deals it, "Fighter #1 (E1-07)" when `card` is given (worded only then)."""
        ship, emit, zone_name = self.ship, self.emit, ZONE_NAMES[zone]
        tiles = amount * ship.tiles_per_point(zone)
        pile, drawn = ship.piles[zone], ship.tiles[zone]
        for count in range(tiles):
            if not pile:
                self.damage_overflow[zone] += tiles - count
                if card:
                    source = made("{threat} ({card})", threat=source, card=card)
                raise ShipLost(self.turn, msg("{source}: the {zone} zone takes a 7th damage", source=source,
                                                    zone=pmsg("zone", zone_name)), source)
            tile = pile.pop()
            drawn.append(tile)
            if tile is SHIELD_TILE or tile is REACTOR_TILE:    # a lower capacity loses its excess
                ship.tile_drawn(zone, tile)
            if self.telling:
                emit(ev.TileDrawn(zone_name, TILE_NAMES[tile], len(drawn)))

    def specialization_score(self) -> tuple[int, int]:
        """The Data Analyst's points and the Medic's penalty (The New Frontier's score
        lines; none in the base game)."""
        return 0, 0

    def lose(self, cause: str) -> None:
        raise ShipLost(self.turn, cause)

    def destroy_rocket(self, source: str) -> bool:
        """A threat destroys one rocket stored aboard; threats in play hear of it."""
        ship = self.ship
        if ship.rockets <= 0:
            return False
        ship.rockets -= 1
        self.emit(ev.ShipChanged(nmade("{source} destroys a stored rocket ({n} left)",
                                       "{source} destroys a stored rocket ({n} left)", ship.rockets, source=source)))
        for threat in self.threats:
            if threat.state == ACTIVE:
                threat.on_rocket_lost(self)
        return True

    def bring_in(self, threat: AnyThreat) -> None:
        """A summoned threat enters play (New Frontier): after the numbered ones."""
        self.summoned += 1
        threat.order = (1000 + self.summoned, 0)
        self.add_threat(threat)
        threat.appear(self)

    def add_threat(self, threat: AnyThreat) -> None:
        """Put one more threat card in the game (summoned, or built by a test)."""
        self.threats.append(threat)
        self._index_hooks()

    def place_threats(self, threats: Iterable[Threat]) -> None:
        """Put threat cards in play beside the others, each in its place in the order
        threats move and are targeted (a Cyber Gremlin's malfunction ovals share its
        number: with other malfunctions on a system the lower number is repaired first)."""
        for threat in threats:
            assert isinstance(threat, (ExternalThreat, InternalThreat))    # every card is one of the two
            self.threats.append(threat)
        self.threats.sort(key=BY_ORDER)
        self._index_hooks()

    def summon(self, summoner: Threat) -> None:
        """A summoner's action: The New Frontier resolves it (a record drawing a summoner
        is resolved by it, `rulesets.game_class`), so the base game never meets one."""
        raise ValueError(f"{summoner.label}: summoning needs The New Frontier")


ActionHandler = Callable[[Game, Player, Action, int], None]
SystemHandler = Callable[[Game, Player, bool], None]
BUTTONS: tuple[tuple[str, bool] | None, ...] = tuple(     # indexed by Act: (system letter, heroic)
    {Act.A: ("A", False), Act.B: ("B", False), Act.C: ("C", False),
     Act.HA: ("A", True), Act.HB: ("B", True)}.get(act) for act in Act)
Game.bind_dispatch()
