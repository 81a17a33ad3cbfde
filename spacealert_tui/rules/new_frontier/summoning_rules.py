"""Summoning (expansion rulebook, *Amenazas que atraen a otras amenazas*, pp.7–8).

The card laid beside a summoner is built with it from the record (`draw.summons`)
and kept off the board. The summoning action gives it the next Greek-letter token
(α, β, γ, δ, ε); it enters on the start square of the summoner's track once every
threat has moved, so it moves from the next turn, after every numbered threat (the
base game's `bring_in` orders it so). At the end a card that never entered is still
listed in the result: destroyed with its summoner (expansion rulebook p.8), otherwise scoring nothing
(p.8 too).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from spacealert_tui.rules import events as ev
from spacealert_tui.rules.game import Game
from spacealert_tui.rules.new_frontier.threats.summoners import GREEK, Summoner, summoned_track
from spacealert_tui.rules.record import GameRecord, ThreatDraw
from spacealert_tui.rules.threats import CARDS
from spacealert_tui.rules.threats.base import IGNORED, WAITING, AnyThreat
from spacealert_tui.rules.new_frontier.threats.internal_kit import ZONE_WORDS
from spacealert_tui.rules.text import N_, made

NOTHING_TO_SUMMON = N_("{threat} has nothing left to summon")
SUMMONS_INTERNAL = N_("{summoner} summons {threat} ({card}): token {token}, it enters the internal track once "
                      "every threat has moved")
SUMMONS_EXTERNAL = N_("{summoner} summons {threat} ({card}): token {token}, it enters the {zone} trajectory "
                      "once every threat has moved")


class SummoningRules(Game):
    """Builds each summoner's secondary card; brings summoned threats in after the
    threat-actions step."""

    # what `super()` would call, bound once per class (`Game.bind_chains`)
    __next_make_threat: ClassVar[Callable[[Game, ThreatDraw], AnyThreat]]
    __next_run: ClassVar[Callable[[Game], Game]]

    def __init__(self, record: GameRecord, *, snapshots: bool | str = False) -> None:
        self.secondaries: list[Any] = []        # every card laid beside a summoner
        self.entering: list[Any] = []           # summoned this step, on the board after it
        super().__init__(record, snapshots=snapshots)

    def make_threat(self, draw: ThreatDraw) -> AnyThreat:
        threat = self.__next_make_threat(draw)
        if draw.summons is not None and isinstance(threat, Summoner):
            cls = CARDS[draw.summons]
            # its zone and track are settled when it is summoned (`summoned_track`)
            secondary: Any = cls(draw.turn, self.internal_track, None, False)
            secondary.summoned_by = threat
            secondary.summon_token = None
            secondary.label = made("{threat} (beside {summoner})", threat=secondary.name, summoner=threat.label)
            threat.secondary = secondary
            self.secondaries.append(secondary)
        return threat

    def summon(self, summoner: Any) -> None:
        """The summoning action: the secondary gets its token and waits for the end of
        the threat-actions step (a second call does nothing)."""
        secondary = summoner.secondary
        if secondary is None or summoner.has_summoned:
            self.emit(ev.ShipChanged(NOTHING_TO_SUMMON, {"threat": summoner.label}))
            return
        summoner.has_summoned = True
        token = GREEK[min(self.summoned + len(self.entering), len(GREEK) - 1)]
        zone, track = summoned_track(summoner, self)
        secondary.zone, secondary.track = zone, track
        secondary.position = track.length
        secondary.turn = self.turn
        secondary.summon_token = token
        secondary.label = made("{threat} {token}", threat=secondary.name, token=token)
        self.entering.append(secondary)
        values = {"summoner": summoner.label, "threat": secondary.name, "card": secondary.id, "token": token}
        if zone is None:
            self.emit(ev.ShipChanged(SUMMONS_INTERNAL, values))
        else:
            self.emit(ev.ShipChanged(SUMMONS_EXTERNAL, {**values, "zone": ZONE_WORDS[zone]}))

    def enter_summoned(self) -> None:
        """The cards summoned in the threats' step enter, once every threat has moved
        (called by `ThreatsStepRules.threat_actions`)."""
        entering, self.entering = self.entering, []
        for threat in entering:
            self.bring_in(threat)
            self.emit(ev.ThreatAppeared(threat.label, threat.id, threat.where()))

    def run(self) -> Game:
        self.__next_run()
        self.list_secondaries()
        return self

    def list_secondaries(self) -> None:
        """Add the cards that never entered to `threats`, for the result: ignored with
        their summoner, destroyed with it (`Summoner.on_destroyed`), else still
        waiting beside it (they score nothing)."""
        for secondary in self.secondaries:
            if secondary not in self.threats:
                if secondary.summoned_by.state == IGNORED and secondary.state == WAITING:
                    secondary.state = IGNORED
                self.threats.append(secondary)
