"""The threats' step of an expansion mission: each active card's own move, in number
order, as the base game's (`Game.threat_actions`), but a phasing card's own move
changes its phase (`PhasingRules.phased_move`), a destroyed card's lingering token
moves on (`LingeringRules.move_token`) and a card whose token never moves
(`card_lists.STILL`: the Cyber Gremlin's sabotage ovals, whose move of 0 squares would
do nothing) is passed by. A mission without any such card takes the base game's step.
Then the cards summoned in the step enter (`SummoningRules.enter_summoned`).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from spacealert_tui.rules.game import Game
from spacealert_tui.rules.new_frontier.card_lists import PHASERS, STILL
from spacealert_tui.rules.threats.base import ACTIVE, DESTROYED


class ThreatsStepRules(Game):
    """Mixin of `NewFrontierGame`: the threats' step with phasing, lingering and still cards."""

    # what `super()` would call, bound once per class (`Game.bind_chains`)
    __next_threat_actions: ClassVar[Callable[[Game], None]]
    # the other mixins' parts (`PhasingRules`, `LingeringRules`, `SummoningRules`)
    phased_move: Callable[[Any, int], None]
    move_token: Callable[[Any], None]
    entering: list[Any]
    enter_summoned: Callable[[], None]

    def threat_actions(self) -> None:
        hooks = self.hooks
        lingers, still, phasers = hooks["lingers"], hooks[STILL], hooks[PHASERS]
        lingering: list[Any] | None = [t for t in lingers if t.state == DESTROYED and t.lingers()] if lingers else None
        if not (lingering or still or phasers):
            self.__next_threat_actions()
        else:
            if not (lingering or still):
                for threat in tuple(self.threats):      # the commonest: phasing cards only
                    if threat.state == ACTIVE:
                        if threat in phasers:
                            self.phased_move(threat, threat.speed_now)
                        else:
                            self.advance(threat, threat.speed_now)
            else:
                for threat in tuple(self.threats):
                    if threat.state == ACTIVE:
                        if threat in phasers:
                            self.phased_move(threat, threat.speed_now)
                        elif threat not in still:
                            self.advance(threat, threat.speed_now)
                    elif lingering and threat in lingering:
                        self.move_token(threat)
            ship = self.ship            # `rocket_takes_off` written out: a call less per turn
            if ship.rocket_launched:
                ship.rocket_launched = False
                ship.rocket_flying = True
        if self.entering:               # summoned this step: on the board once all moved
            self.enter_summoned()
