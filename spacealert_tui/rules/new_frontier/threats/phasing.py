"""The New Frontier's phasing threats ("Amenazas cambiafases"): the mechanic, and the
external cards.

A phasing threat is normal on the turn it appears. Its own move in the threat-actions
step ends with it leaving its track (dematerialised) if it was on it, and its next
move begins with it coming back just before moving; so it can be hit only on turns of
the parity of its appearance. While dematerialised nothing can target it and other
threats' effects pass it by (`materialised()` is False). An action with a bracketed
value uses that value when the threat spent the turn dematerialised and only came back
to move. `phasing_rules.PhasingRules` tells the card when its own move begins and ends.

Facts: rulebook of The New Frontier, *Amenazas cambiafases* (pp. 4–5, with the Phasing
Pulser's card and worked example); the other cards' values from the public resolver
ecm85/space-alert-resolver (docs/reference/threats.md). Rulings NB1–NB3 in
docs/rulings.md.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from spacealert_tui.rules.events import ShipChanged
from spacealert_tui.rules.text import N_, msg
from spacealert_tui.rules.threats.base import ACTIVE, ExternalThreat, Step, Threat
from spacealert_tui.rules.threats.steps import attack, attack_text, named, shield_add, speed_add

if TYPE_CHECKING:
    from spacealert_tui.rules.threats.base import GameApi

PHASING_RULES = ("Phasing: normal on the turn it appears; right after each of its own moves "
                 "it leaves its track (dematerialised) if it was on it, and comes back just "
                 "before its next move, so it can be hit only on turns of the same parity as "
                 "the turn it appeared. While dematerialised no weapon can target it (a laser "
                 "takes the next valid threat of its zone) and other threats' effects pass it "
                 "by. A bracketed value is used when it spent the turn dematerialised.")

# said every other turn by each phasing threat
REMATERIALISES = N_("{threat} rematerialises on its trajectory just before moving: it spent the turn "
                    "dematerialised, so its actions use their values for coming back")
DEMATERIALISES = N_("{threat} dematerialises: nothing can target or touch it until it comes back before "
                    "its next move")


class Phasing(Threat):
    """The phasing mechanic, for external and internal cards alike.

    State the board reads: `dematerialized` (its token is off the track, beside its
    square) and `phased_turn` (it came back this turn only to move: bracketed values,
    for every action it does until the turn ends, a push by another card's action
    included: p.5, ruling NB2).
    """

    __slots__ = ()
    phasing: ClassVar[bool] = True
    phased_turn = False     # set on the instance from its return to the end of that turn

    def materialised(self) -> bool:
        return not self.dematerialized

    def before_own_move(self, game: GameApi) -> None:
        self.phased_turn = False        # a new turn's move: only a return makes it phased
        if self.dematerialized:
            self.dematerialized = False
            self.phased_turn = True
            if game.telling:
                game.emit(ShipChanged(REMATERIALISES, {"threat": self.label}))

    def after_own_move(self, game: GameApi) -> None:
        if self.state == ACTIVE and not self.phased_turn:
            self.dematerialized = True
            if game.telling:
                game.emit(ShipChanged(DEMATERIALISES, {"threat": self.label}))

    def on_turn_end(self, game: GameApi) -> None:
        """It spent this turn away, however late it acted in it: from the next turn it
        has been materialised all along (p.5: the normal action "si la amenaza ha estado
        materializada durante el turno")."""
        self.phased_turn = False
        super().on_turn_end(game)


def bracketed(normal: Step, phased: Step, text: str) -> Step:
    """A step with a bracketed variant, used when the threat spent the turn dematerialised."""

    @named(text)
    def step(threat: Threat, game: GameApi) -> None:
        (phased if getattr(threat, "phased_turn", False) else normal)(threat, game)

    return step


def attack_phased(amount: int, phased: int, zones: str = "own", **kw) -> Step:
    """Attack `amount` [`phased`]: the card's printed "Ataque 1 [0]"."""
    normal = attack(amount, zones, **kw)
    text = attack_text(msg("attack {amount} ({phased} if back from dematerialising)", amount=amount,
                           phased=phased), zones, **kw)
    return bracketed(normal, attack(phased, zones, **kw), text)


class PhasingExternal(Phasing, ExternalThreat):
    """A phasing ship: no weapon targets it while it is dematerialised."""

    __slots__ = ()
    rules = PHASING_RULES

    def targetable_by(self, weapon: str, game: GameApi) -> bool:
        return not self.dematerialized and ExternalThreat.targetable_by(self, weapon, game)


# -- yellow ----------------------------------------------------------------------------------
class PhasingFighter(PhasingExternal):
    id, name = "E2-102", "Phasing Fighter"
    set, color = "new_frontier", "yellow"
    hp, shield, speed = 4, 2, 3
    x = (attack_phased(1, 1),)
    y = (attack_phased(2, 1),)
    z = (attack_phased(3, 2),)


class PhasingFrigate(PhasingExternal):
    id, name = "SE2-102", "Phasing Frigate"
    set, color, serious = "new_frontier", "yellow", True
    hp, shield, speed = 7, 2, 2
    x = (attack_phased(2, 1),)
    y = (attack_phased(3, 2),)
    z = (attack_phased(4, 3),)


# -- red ---------------------------------------------------------------------------------------
class PhasingPulser(PhasingExternal):
    id, name, name_es = "E3-102", "Phasing Pulser", "Emisor de pulsos cambiafases"
    set, color = "new_frontier", "red"
    hp, shield, speed = 6, 1, 2
    x = (attack_phased(1, 0, "all"),)
    y = (attack_phased(1, 1, "all"),)
    z = (attack_phased(3, 2, "all"),)
    rules = PHASING_RULES + " Every attack hits all three zones."


class PhasingDestroyer(PhasingExternal):
    id, name = "E3-103", "Phasing Destroyer"
    set, color = "new_frontier", "red"
    hp, shield, speed = 5, 2, 2
    x = (attack_phased(1, 1, double=True),)
    y = (attack_phased(2, 1, double=True),)
    z = (attack_phased(3, 2, double=True),)
    rules = (PHASING_RULES + " Every point of its attacks that gets past the shield costs 2 "
             "damage tiles.")


class PhasingManOfWar(PhasingExternal):
    id, name = "SE3-101", "Phasing Man-of-War"
    set, color, serious = "new_frontier", "red", True
    hp, shield, speed = 9, 2, 1
    x = (attack_phased(2, 1), speed_add(1))
    y = (attack_phased(3, 2), shield_add(1))
    z = (attack_phased(5, 4),)
    rules = PHASING_RULES + " It speeds up at X and strengthens its shield at Y."


__all__ = ["PHASING_RULES", "Phasing", "PhasingExternal", "attack_phased", "bracketed"]
