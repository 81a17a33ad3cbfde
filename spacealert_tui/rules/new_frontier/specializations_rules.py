"""Specializations (The New Frontier, pp.13–23): how special cards enter the turn flow.

A special card is an action (`Act.SPEC`, `Act.SPEC_ADV`) dispatched to the method
named after its player's specialization (`basic_medic`, `advanced_mechanic`, … in
`specialists_rules`). This module does what is common to them: the Medic acting before
the captain when he plays a special card (p.15), his card stacked on a move (done
first, p.18), the "make it heroic" effects that never add up (the Medic's stimulant,
the Special Ops preparation: p.20), the Special Ops protection of the card under his
advanced card (p.21: no direct delay, no obstacle, nothing set off against him) and
the Medic's injury inhibitor (p.19). Mission-wide state (the temporary shield, primed
cannons, an early jump, score lines) lives in one `SpecialState`, held by the ship
(`Ship.specials`), so a `Game` keeps its few attributes.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar, cast

from spacealert_tui.rules import events as ev
from spacealert_tui.rules.actions import Act, Action, DoubleAction, SpecialAction
from spacealert_tui.rules.crew import Player
from spacealert_tui.rules.game import Game
from spacealert_tui.rules.layout import Station
from spacealert_tui.rules.new_frontier.frontier_crew import FrontierPlayer
from spacealert_tui.rules.record import GameRecord
from spacealert_tui.rules.text import N_, made, pmsg

INTERCEPTORS = Station.INTERCEPTORS
HEROIC_OF = {Act.A: Act.HA, Act.B: Act.HB, Act.BOTS: Act.HBOTS}


def card_word(card: Action) -> str:
    """A card's token as the action it shows (a double card's token words its halves)."""
    return card.token if isinstance(card, DoubleAction) else pmsg("action", card.token)


class SpecialState:
    """What the specializations change for the whole ship during one mission."""

    __slots__ = ("medic", "medic_first", "temp_shields", "temp_turn", "rocket_strength", "primed",
                 "tuned_pulse", "enhanced_pulse", "slow_turn", "jump_after", "analyst", "medic_penalty",
                 "teleport", "ops", "ops_turn", "shielded")

    def __init__(self) -> None:
        self.medic: FrontierPlayer | None = None
        self.medic_first = 0                # the turn the Medic acted before the captain
        self.temp_shields = [0, 0, 0]       # the Energy Technician's temporary shield, by zone
        self.temp_turn = 0                  # the turn it lasts
        self.rocket_strength = 0            # the double rocket launched (5), flying once launched
        self.primed: set[tuple[str, int]] = set()     # lasers the Mechanic primed: (kind, zone)
        self.tuned_pulse = False            # the Mechanic tuned the pulse cannon
        self.enhanced_pulse = False         # the Pulse Gunner's enhanced shot, this turn
        self.slow_turn = 0                  # the Hypernavigator's micro-jump: threats slower
        self.jump_after = 0                 # the Hypernavigator's early jump: turns after it skipped
        self.analyst = 0                    # the Data Analyst's points
        self.medic_penalty = 0              # the injury inhibitor's penalty
        self.teleport: tuple[FrontierPlayer, FrontierPlayer] | None = None
        self.ops: FrontierPlayer | None = None     # the Special Ops expert
        self.ops_turn = 0                   # the last turn his shield was decided for
        self.shielded: FrontierPlayer | None = None   # out of reach until his protected card


def heroic_card(action: Action, first_only: bool) -> Action | None:
    """The card with its first A, B or battle-bot action made heroic (`first_only`: only
    a double card's first half counts, the stimulant's rule); None if nothing changes."""
    if isinstance(action, SpecialAction):
        if action.card is None or not action.advanced:
            return None             # a special card is never made heroic (p.18)
        inner = heroic_card(action.card, first_only)
        return None if inner is None else SpecialAction(action.act, card=inner)
    if isinstance(action, DoubleAction):
        halves = [action.first, action.second]
        todo = (1,) if action.rest else (0,) if first_only else (0, 1)
        if action.rest and first_only:
            return None
        for i in todo:
            heroic = HEROIC_OF.get(halves[i].act)
            if heroic is not None:
                halves[i] = Action(heroic)
                return DoubleAction(Act.DOUBLE, first=halves[0], second=halves[1], rest=action.rest,
                                    slid_in=action.slid_in)
        return None
    heroic = HEROIC_OF.get(action.act)
    return None if heroic is None else Action(heroic, None, action.stumble)


class SpecializationsRules(Game):
    """Mixin of `NewFrontierGame`: special cards in the turn flow."""

    # what `super()` would call, bound once per class (`Game.bind_chains`)
    __next_player_action: ClassVar[Callable[[Game, Player, int], None]]
    __next_space_action: ClassVar[Callable[[Game, Player, Action, int], None]]
    __next_delay: ClassVar[Callable[[Game, Player, int, str], None]]
    __next_move_player: ClassVar[Callable[[Game, Player, Station, str], None]]
    __next_teleport_player: ClassVar[Callable[[Game, Player, Station, str], None]]
    __next_knock_out: ClassVar[Callable[[Game, Player, str], None]]

    def __init__(self, record: GameRecord, *, snapshots: bool | str = False) -> None:
        super().__init__(record, snapshots=snapshots)
        self.ship.specials = SpecialState()
        by_name = {p.name: p for p in self.players}
        for member, crew in zip(self.players, record.crew):
            spec = crew.specialization
            if spec is None or not isinstance(member, FrontierPlayer):
                continue
            member.spec = spec
            if spec.name == "medic":
                self.specs.medic = member
            elif spec.name == "special_ops":
                self.specs.ops = member
            if spec.teleport is not None:
                self.specs.teleport = (cast(FrontierPlayer, by_name[spec.teleport[0]]),
                                       cast(FrontierPlayer, by_name[spec.teleport[1]]))

    @property
    def specs(self) -> SpecialState:
        """The ship-wide state of the specializations (on the ship: a game keeps fewer
        than 30 attributes)."""
        specials: SpecialState = self.ship.specials
        return specials

    @property
    def rocket_strength(self) -> int:      # type: ignore[override]
        return self.specs.rocket_strength or Game.rocket_strength

    # -- order and heroic effects ------------------------------------------------------------
    def player_action(self, player: Player, turn: int) -> None:
        specs = self.specs
        if specs.ops is not None and specs.ops_turn != turn:
            specs.ops_turn = turn
            self.shield_special_ops(specs.ops, turn)
        medic = specs.medic
        if medic is not None and specs.medic_first < turn:
            specs.medic_first = turn if self.medic_goes_first(medic, turn) else -turn
            if specs.medic_first == turn:
                self.emit(ev.SystemUsed(medic.name, N_("a special card: the Medic acts before the captain")))
                self.act_heroically(medic, turn)
        if player is medic and specs.medic_first == turn:
            return
        self.act_heroically(player, turn)

    def shield_special_ops(self, ops: FrontierPlayer, turn: int) -> None:
        """Special Ops, advanced (p.21): from the start of the players' actions until his
        protected card is done, he ignores what other players set off so far in the turn
        (the Vortex's swap, the Overheated Reactor's blast, a teleport): he is guarding
        already. The Medic's stimulant still reaches him (it is no blow). Ruling NS11."""
        card = ops.actions[turn - 1] if turn <= len(ops.actions) else None
        protected = (isinstance(card, SpecialAction) and card.advanced and card.card is not None
                     and not ops.knocked_out)
        self.specs.shielded = ops if protected else None
        ops.guarding = protected

    def medic_goes_first(self, medic: FrontierPlayer, turn: int) -> bool:
        return (not medic.knocked_out and medic.station is not INTERCEPTORS
                and isinstance(medic.actions[turn - 1], SpecialAction))

    def act_heroically(self, player: Player, turn: int) -> None:
        """The player's action, made heroic by a stimulant or a preparation (one heroic
        effect however many apply: p.20, ruling NS4)."""
        member = cast(FrontierPlayer, player)
        if member.stimulated == turn or member.prepared:
            stimulant = member.stimulated == turn
            card = heroic_card(player.actions[turn - 1], first_only=stimulant)
            if card is not None:
                member.prepared = False
                player.actions[turn - 1] = card
        self.__next_player_action(player, turn)

    # -- the special cards -----------------------------------------------------------------------
    def _special_action(self, player: Player, action: Action, turn: int) -> None:
        card = cast(SpecialAction, action)
        member = cast(FrontierPlayer, player)
        spec = member.spec
        if spec is None:        # the record refuses it; a test's hand-made game may not
            self.emit(ev.NothingHappens(player.name, N_("a special card without a specialization")))
            return
        if card.card is not None and spec.name == "special_ops":
            self.protect(member, card, turn)
            return
        if card.card is not None:               # the Medic's move, done first (p.18)
            self.do_action(player, card.card, turn)
            if player.knocked_out:
                return
        self.special(member, card.advanced, turn)

    def special(self, member: FrontierPlayer, advanced: bool, turn: int) -> None:
        assert member.spec is not None
        name = member.spec.name
        if name == "data_analyst" and not advanced:
            self.specs.analyst += 1
        getattr(self, f"{'advanced' if advanced else 'basic'}_{name}")(member, turn)

    def protect(self, member: FrontierPlayer, card: SpecialAction, turn: int) -> None:
        """Special Ops, advanced: the card under it is done protected (p.21)."""
        under = card.card
        assert under is not None
        self.emit(ev.SystemUsed(member.name, made("protects {card}", card=card_word(under))))
        self.specs.shielded = None
        member.guarding = True
        try:
            if isinstance(under, SpecialAction):        # level 3: a protected preparation
                self.special(member, False, turn)
            elif member.station is INTERCEPTORS:
                self.space_action(member, under, turn)
            else:
                self.do_action(member, under, turn)
        finally:
            member.guarding = False

    def space_action(self, player: Player, action: Action, turn: int) -> None:
        """In the interceptors the Squad Leader's advanced card is heroic battle bots
        (p.22) and a protected card is the card; any other special card is not battle
        bots, so the pilot comes back (ruling NS2)."""
        if isinstance(action, SpecialAction):
            member = cast(FrontierPlayer, player)
            name = member.spec.name if member.spec is not None else ""
            if name == "squad_leader" and action.advanced and action.card is None:
                action = Action(Act.HBOTS)
            elif name == "special_ops" and action.advanced and action.card is not None:
                self.protect(member, action, turn)
                return
        self.__next_space_action(player, action, turn)

    # -- protection ------------------------------------------------------------------------------
    def delay(self, player: Player, turn: int, cause: str) -> None:
        """A protected card is never delayed directly, and the protected action delays
        nobody's next card (p.21)."""
        if isinstance(player, FrontierPlayer) and player.spec is not None and player.spec.name == "special_ops":
            card = player.actions[turn - 1] if 0 < turn <= len(player.actions) else None
            if player.guarding or (isinstance(card, SpecialAction) and card.advanced
                                   and card.card is not None):
                self.emit(ev.NothingHappens(player.name, made("protected: no delay ({cause})", cause=cause)))
                return
        self.__next_delay(player, turn, cause)

    def move_player(self, player: Player, to: Station, how: str) -> None:
        """A protected move ignores the obstacles (sealed doors) and sets off nothing
        against him: no threat hears him enter or leave (p.21: no Slime, parasite,
        poison drone)."""
        if isinstance(player, FrontierPlayer) and player.guarding:
            if to == player.station:
                self.emit(ev.NothingHappens(player.name, N_("already at the end of the ship")))
            else:
                self.teleport_player(player, to, made("{how}, protected", how=how))
            return
        self.__next_move_player(player, to, how)

    def teleport_player(self, player: Player, to: Station, how: str) -> None:
        """The Special Ops expert waiting for his protected card is not teleported by what
        others do before it (p.21); his own protected move, done as a teleport, is."""
        if player is self.specs.shielded and to != player.station:
            self.emit(ev.NothingHappens(player.name, made("protected: not teleported ({cause})", cause=how)))
            return
        self.__next_teleport_player(player, to, how)

    def knock_out(self, player: Player, cause: str) -> None:
        """Not while the Special Ops expert does a protected action, nor in the Medic's
        station on the turn of his injury inhibitor (p.19, p.21)."""
        if isinstance(player, FrontierPlayer) and not player.knocked_out:
            medic = self.specs.medic
            if player.guarding or (medic is not None and medic.inhibitor == self.turn
                                   and not medic.knocked_out and player.station is medic.station
                                   and player.station is not INTERCEPTORS):
                self.emit(ev.NothingHappens(player.name, made("cannot be knocked out this turn ({cause})",
                                                              cause=cause)))
                return
        self.__next_knock_out(player, cause)

    def specialization_score(self) -> tuple[int, int]:
        return self.specs.analyst, -self.specs.medic_penalty
