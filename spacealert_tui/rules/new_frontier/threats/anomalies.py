"""The New Frontier's threat cards: anomalies (red serious internal threats that bend
the ship around the crew).

SI3-104 Space Time Vortex and SI3-106 Cyber Gremlin. Their printed values come from
the public resolver ecm85/space-alert-resolver (the expansion's rulebook prints no
card list); their special rules from the rulebook's appendix *Notas sobre las
cartas*, pp.37–39. Our rulings: docs/rulings.md (NEI1–NEI10).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from spacealert_tui.rules.events import ActionDelayed, ThreatAppeared
from spacealert_tui.rules.layout import Station, other_deck
from spacealert_tui.rules.actions import Act
from spacealert_tui.rules.new_frontier.threats.internal_kit import Inaccessible
from spacealert_tui.rules.threats.base import ACTIVE, IGNORED, Intruder, Malfunction, Threat
from spacealert_tui.rules.threats.internal_kit import named, report
from spacealert_tui.rules.threats.steps import move, threat_zone
from spacealert_tui.rules.new_frontier.threats.internal_kit import REACTOR_WORDS
from spacealert_tui.rules.text import made, msg, remember

if TYPE_CHECKING:
    from spacealert_tui.rules.threats.base import GameApi

INTERCEPTORS = Station.INTERCEPTORS
SIDE_SWAP = {Station.UPPER_RED: Station.UPPER_BLUE, Station.UPPER_BLUE: Station.UPPER_RED,
             Station.LOWER_RED: Station.LOWER_BLUE, Station.LOWER_BLUE: Station.LOWER_RED}


# -- Space Time Vortex ----------------------------------------------------------------
def swap_decks(threat: Threat, game: GameApi) -> None:
    """The whole crew aboard changes deck at once: a teleport (no gravolift, no door,
    nothing reacts to it). The interceptor pilot is out of the ship and stays."""
    report(game, "{threat} twists the ship: the whole crew changes deck", threat=threat.label)
    how = made("by teleport ({threat})", threat=threat.label)
    for player in game.players:
        if player.station is not INTERCEPTORS:
            game.teleport_player(player, other_deck(player.station), how)


@named("everyone aboard is delayed, and does again in the gap the action he has just done")
def _delay_and_repeat(threat: SpaceTimeVortex, game: GameApi) -> None:
    """The delay is the turn's one delay (`claim_next_delay`): a player already delayed
    this turn gets no copy, and the copy in the gap is not delayed again that turn."""
    turn = game.turn
    if turn >= 12:                       # no next action left on the boards
        return
    for player in game.players:
        if player.station is INTERCEPTORS or player.knocked_out:
            continue
        if not game.claim_next_delay(player):        # the turn's one delay is taken (NEI12)
            report(game, "{player} was already delayed this turn: {threat} changes nothing",
                   player=player.name, threat=threat.label)
            continue
        done = player.actions[turn - 1]
        moved = player.delay(turn + 1)
        if done.act is not Act.EMPTY:
            player.actions[turn] = done
            if game.telling:        # the results-only path builds no event
                game.emit(ActionDelayed(player.name, turn + 1,
                                        made("{threat}: {action} again", threat=threat.label, action=done.token)))
        elif moved and game.telling:
            game.emit(ActionDelayed(player.name, turn + 1, threat.label))


@named("players in upper red and upper blue swap places, so do lower red and lower blue")
def _swap_sides(threat: SpaceTimeVortex, game: GameApi) -> None:
    report(game, "{threat} turns the ship inside out: red and blue stations swap", threat=threat.label)
    how = made("by teleport ({threat})", threat=threat.label)
    for player in game.players:
        to = SIDE_SWAP.get(player.station)
        if to is not None:
            game.teleport_player(player, to, how)


@named("the common internal threat drawn beside it does all its actions at once, then is "
       "discarded (no points)")
def _bonus_threat(threat: SpaceTimeVortex, game: GameApi) -> None:
    from spacealert_tui.rules.threats import CARDS      # the catalogue imports this module
    card = threat.bonus_card
    if card is None:
        report(game, "{threat}: no card lies beside it", threat=threat.label)
        return
    track = game.internal_track
    bonus = CARDS[card](game.turn, track, None, False)     # it appears now (ruling NEI11)
    bonus.label = remember(msg("{threat} (from {source})", threat=bonus.name, source=threat.label))
    threat.bonus_threat = bonus
    bonus.appear(game)
    if bonus.state != ACTIVE:         # gone at once (Unstable Warheads with no rocket)
        return
    game.emit(ThreatAppeared(bonus.label, bonus.id, bonus.where()))
    for square in range(track.length, 0, -1):
        letter = track.letters[square]
        if letter:
            bonus.position = square
            bonus.perform(letter, game)
            if bonus.state != ACTIVE:
                break
    bonus.state = IGNORED
    report(game, "{threat} is discarded: it scores nothing", threat=bonus.label)


class SpaceTimeVortex(Malfunction):
    """`bonus_card` is the common internal card laid beside it (the record's `summons`);
    `bonus_threat` that card once its Z has played it."""

    id, name, name_es = "SI3-104", "Space Time Vortex", "Vórtice espacio-temporal"
    set, color, serious = "new_frontier", "red", True
    hp, speed = 3, 2
    start = (Station.LOWER_WHITE,)
    system = "C"
    summons = "internal"
    summons_common = True
    x = (_delay_and_repeat,)
    y = (_swap_sides,)
    z = (_bonus_threat,)
    rules = ("Covers the visual-confirmation C. Every repair that damages it (the last one "
             "too; a heroic repair counts once) makes the whole crew aboard change deck at "
             "once, so later players act in their new stations. X: everyone aboard is delayed "
             "and does again, in the gap, the action he has just done. Y: upper red and upper "
             "blue swap players, and so do lower red and lower blue. These moves are teleports "
             "(no gravolift, nothing reacts to them); intruders stay put. Z: the common "
             "internal threat drawn beside it when it was revealed does at once every X, Y and "
             "Z of the internal trajectory, then is discarded for no points.")

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.bonus_card: str | None = None
        self.bonus_threat: Threat | None = None

    def repair(self, game: GameApi, player, station: Station, amount: int) -> None:
        before = self.hp_left
        self.take_damage(amount, game)
        if self.hp_left < before:
            swap_decks(self, game)


# -- Cyber Gremlin ---------------------------------------------------------------------
@named("its zone's reactor loses all its energy; it speeds up by 1 per energy drained")
def _gremlin_x(threat: CyberGremlin, game: GameApi) -> None:
    zone = threat_zone(threat)
    drained = game.ship.reactors[zone]
    game.ship.reactors[zone] = 0
    threat.speed_now += drained
    report(game, "{threat} eats the {reactor}'s {n} energy: speed +{n} ({speed})", threat=threat.label,
           reactor=REACTOR_WORDS[zone], n=drained, speed=threat.speed_now)


@named("sabotages every system of its station (A, B and C)")
def _sabotage(threat: CyberGremlin, game: GameApi) -> None:
    station = threat.stations[0]
    ovals = [oval_class(threat.number, game.internal_track, None, False) for oval_class in SABOTAGE]
    for oval in ovals:
        oval.place(threat, station)
    threat.sabotage.extend(ovals)
    game.place_threats(ovals)       # in number order: they share the gremlin's
    report(game, "{threat} sabotages {station}: its A, B and C malfunction", threat=threat.label,
           station=station.label)


class CyberGremlin(Inaccessible, Intruder):
    """`sabotage` lists the malfunction ovals it placed (each a threat in play)."""

    id, name, name_es = "SI3-106", "Cyber Gremlin", "Cibergremlin"
    set, color, serious = "new_frontier", "red", True
    hp, speed = 1, 2
    inaccessibility = 1
    start = (Station.UPPER_RED,)
    x = (_gremlin_x,)
    y = (_sabotage, move("blue"))
    z = (_sabotage,)
    rules = ("Inaccessible 1: each turn the first battle-bot hit on it is ignored. Its "
             "sabotage puts a malfunction on the A, B and C of its station, each a threat of "
             "1 HP with its number; they stay when it is destroyed and can be repaired after "
             "its Z. Unless it is destroyed it knocks out everyone as the ship jumps (its Z "
             "included: it hides); that costs only points, and it still counts as survived.")

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.sabotage: list[GremlinSabotage] = []


class _SabotageCard:
    """The card a sabotage oval belongs to (not a card of the catalogue itself)."""

    id = "SI3-106"


class GremlinSabotage(_SabotageCard, Malfunction):
    """One malfunction oval of the Cyber Gremlin's sabotage: 1 HP, never moves, no
    actions, no points (ruling NEI8); repaired like any malfunction of its system."""

    name = "Cyber Gremlin sabotage"
    set, color, serious = "new_frontier", "red", True
    hp, speed = 1, 0
    points = (0, 0)
    # its token never moves (speed 0, no X, Y or Z): the threats' step passes it by
    # (`card_lists.STILL`, `ThreatsStepRules.threat_actions`)
    still: ClassVar[bool] = True

    def place(self, gremlin: CyberGremlin, station: Station) -> None:
        self.stations[:] = [station]
        self.order = gremlin.order
        self.state = ACTIVE
        self.label = made("{threat} sabotage {system} ({station})", threat=gremlin.label,
                          system=self.system, station=station.label)


class SabotageA(GremlinSabotage):
    system = "A"


class SabotageB(GremlinSabotage):
    system = "B"


class SabotageC(GremlinSabotage):
    system = "C"


SABOTAGE = (SabotageA, SabotageB, SabotageC)
