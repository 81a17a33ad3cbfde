"""Pieces the expansion's internal cards share: inaccessibility, the lone-repairer
bonus, and the threat hooks its turn-flow mixins call.

No card is defined here (the catalogue only collects classes with an `id` from the
family modules).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from spacealert_tui.rules.events import ShipChanged, ThreatHit
from spacealert_tui.rules.layout import ZONE_NAMES, Station, Zone
from spacealert_tui.rules.text import N_, pmsg
from spacealert_tui.rules.threats.base import ACTIVE, InternalThreat, Malfunction

if TYPE_CHECKING:
    from spacealert_tui.rules.crew import Player
    from spacealert_tui.rules.threats.base import GameApi

# the doors between two zones, on both decks: 0 = red|white, 1 = white|blue
RED_WHITE, WHITE_BLUE = 0, 1
DOOR_NAMES = (N_("red–white"), N_("white–blue"))

# a zone, reactor or shield as a value of a said template, by zone
ZONE_WORDS = tuple(pmsg("zone", name) for name in ZONE_NAMES)
REACTOR_WORDS = (N_("red reactor"), N_("central reactor"), N_("blue reactor"))
SHIELD_WORDS = (N_("red shield"), N_("central shield"), N_("blue shield"))
INACCESSIBLE = N_("{threat} is inaccessible: it ignores {n} damage (inaccessibility {level}: "
                  "the first {level} each turn)")
LONE_REPAIRER = N_("the lone-repairer bonus")


class Inaccessible(InternalThreat):
    """Inaccessibility N (the green shield, The New Frontier pp.5–6, *Inaccesibilidad*):
    each turn the first N points of damage aimed at it are ignored; once the turn's
    tally reaches N, each further point is a red cube. Internal threats take damage
    action by action, so the tally runs for the whole turn (cleared at its end), not
    per damage step. Every card printing a green shield takes it from here; a card
    that loses it at its X (Hidden Transmitter, Driller) sets `exposed`."""

    ignored_this_turn = 0    # points ignored so far this turn (set on the instance)
    exposed = False          # set on the instance when the card loses its inaccessibility

    @property
    def inaccessible(self) -> int:
        """How many more points it ignores this turn (the board's `inaccessible` key)."""
        return 0 if self.exposed else max(0, self.inaccessibility - self.ignored_this_turn)

    def take_damage(self, amount: int, game: GameApi) -> None:
        if amount > 0 and self.state == ACTIVE:
            shrugged = min(amount, self.inaccessible)
            if shrugged:
                self.ignored_this_turn += shrugged
                amount -= shrugged
                game.emit(ShipChanged(INACCESSIBLE, {"threat": self.label, "n": shrugged,
                                                     "level": self.inaccessibility}))
        super().take_damage(amount, game)

    def on_turn_end(self, game: GameApi) -> None:
        self.ignored_this_turn = 0
        super().on_turn_end(game)


class LoneRepairer(Malfunction):
    """Repaired by one crew member alone in a turn, it takes 1 more damage at the end
    of the player-actions step, however much that member dealt (Reversed Shields)."""

    lone_bonus: ClassVar[int] = 1

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.repairers: set[int] = set()

    def repair(self, game: GameApi, player, station: Station, amount: int) -> None:
        self.repairers.add(player.index)
        super().repair(game, player, station, amount)

    def on_player_actions_end(self, game: GameApi) -> None:
        alone = len(self.repairers) == 1
        self.repairers.clear()
        if alone and self.state == ACTIVE:
            amount = min(self.lone_bonus, self.hp_left)
            game.emit(ThreatHit(self.label, LONE_REPAIRER, amount, self.hp_left - amount))
            self.take_damage(self.lone_bonus, game)

    def on_turn_end(self, game: GameApi) -> None:
        self.repairers.clear()


class ExpansionHooks:
    """The do-nothing threat hooks the expansion's turn-flow mixins call (declared with
    `declare_hook`, so only the cards that replace one are called)."""

    def on_player_moves(self, game: GameApi, player: Player, origin: Station, to: Station) -> None:
        """A crew member moved (walking, gravolift or heroic move; never a teleport)
        from `origin` to `to`: poison drones react to either end (Ninja)."""

    def sealed_doors(self) -> tuple[int, ...]:
        """The doors it keeps sealed now (`RED_WHITE`, `WHITE_BLUE`)."""
        return ()

    def shields_condition(self) -> str | None:
        """None, or how the shields behave while it acts on them: "ineffective" or
        "reversed" (Reversed Shields)."""
        return None

    def on_heavy_laser_fired(self, game: GameApi, zone: Zone) -> None:
        """A heavy laser really fired (its energy spent), target or not (Pulse Cannon
        Short Circuit)."""

    def lingers(self) -> bool:
        """Destroyed, does its number token still move on toward Z (Ninja's poison)?"""
        return False

    def token_reaches_z(self, game: GameApi) -> None:
        """The lingering token of a destroyed card reached Z."""


EXPANSION_HOOKS = ("on_player_moves", "sealed_doors", "shields_condition",
                   "on_heavy_laser_fired", "lingers")


def _declare() -> None:
    from spacealert_tui.rules.threats.base import declare_hook
    for name in EXPANSION_HOOKS:
        declare_hook(name, ExpansionHooks)


_declare()
