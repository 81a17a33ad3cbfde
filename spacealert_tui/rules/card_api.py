"""The card API: everything a threat card may ask of the game, named in one place.

A card's steps and hooks get the game as their `game` argument and may use only
what `CardApi` lists: the ship and crew to read and change, the threats in play,
and the game's services (attack a zone, draw damage tiles, knock out, delay, move a
threat, destroy one, summon). `Game` satisfies it without naming it (a Protocol is
structural, so the turn flow pays nothing for it); mypy checks that it does wherever
the game hands itself to a card.

The API knows nothing of the card classes: their types are its parameters, `T` a
threat in play and `X` an external one. `threats.base` binds them (`GameApi`), so
that the cards sit above the API and the game above the cards, with no import
running back down (docs/architecture.md, "The card API").
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Protocol, TypeVar

if TYPE_CHECKING:
    from spacealert_tui.rules.crew import Player
    from spacealert_tui.rules.events import Event
    from spacealert_tui.rules.layout import Station, Zone
    from spacealert_tui.rules.ship import Ship
    from spacealert_tui.rules.tracks import Trajectory

T = TypeVar("T")        # a threat card in play (`threats.base.AnyThreat`)
X = TypeVar("X")        # an external threat card (`threats.base.ExternalThreat`)

Hit = tuple[str, str, int]          # one weapon's hit in a damage step: (weapon kind, label, strength)


class CardApi(Protocol[T, X]):
    """What a threat card may ask of the game (read: the ship, the crew, the threats,
    the turn; do: the services below). A ruleset may add services for its own cards
    only by adding them here, where every card's author finds them."""

    # -- what a card reads (and changes in place: the ship's numbers, a list's items) --
    @property
    def ship(self) -> Ship:
        """The ship's numbers: shields, reactors, rockets, capsules, squads, tiles."""

    @property
    def players(self) -> list[Player]:
        """The crew, in the order they act."""

    @property
    def threats(self) -> Sequence[T]:
        """Every threat card in the game, in the order they move (number, then external
        before internal, summoned last); read `state` for the ones in play."""

    @property
    def turn(self) -> int:
        """The turn being resolved (13: the last threat actions before the jump)."""

    @property
    def tracks(self) -> dict[Zone, Trajectory]:
        """The external trajectory of each zone."""

    @property
    def internal_track(self) -> Trajectory:
        """The internal trajectory."""

    @property
    def telling(self) -> bool:
        """False on the results-only path: an event that is only told need not be built."""

    @property
    def emit(self) -> Callable[[Event], None]:
        """Tell an event (the narration and the board read them)."""

    @property
    def attack_bonus(self) -> list[Callable[[X], int]]:
        """Lasting additions to every external threat's attack (the Scout's)."""

    @property
    def shield_bonus(self) -> list[Callable[[X], int]]:
        """Lasting additions to every external threat's shield (the Marauder's)."""

    # -- the ship and its zones --------------------------------------------------------
    def attack_zone(self, zone: Zone, strength: int, threat: T, *, ignores_shields: bool = False,
                    double: bool = False) -> int:
        """An attack on a zone: its shield absorbs what it can, the rest is damage.
        Returns the damage that got through."""

    def damage_zone(self, zone: Zone, amount: int, source: str, *, card: str = "") -> None:
        """Damage past the shields: draw that many tiles (a seventh loses the ship)."""

    def external_shield_bonus(self, threat: X) -> int:
        """What the lasting effects add to an external threat's shield now."""

    def destroy_rocket(self, source: str) -> bool:
        """Destroy one rocket stored aboard (False when none is left)."""

    def lose(self, cause: str) -> None:
        """The ship is lost now, for this cause."""

    # -- the crew ------------------------------------------------------------------------
    def players_where(self, where: str | tuple[Station, ...], threat: T) -> list[Player]:
        """The crew aboard in the place a card names: "ship", "own_zone", "own_station",
        "own_stations" or some stations."""

    def knock_out(self, player: Player, cause: str) -> None:
        """Knock a crew member out (a pilot in space comes back aboard)."""

    def delay_next(self, player: Player, cause: str) -> None:
        """Delay a crew member's next turn's action."""

    def claim_next_delay(self, player: Player) -> bool:
        """May a card that fills the gap itself delay this crew member's next turn?"""

    def teleport_player(self, player: Player, to: Station, how: str) -> None:
        """Put a crew member in another station: not a move (no lift, no door)."""

    def pilot(self) -> Player | None:
        """The crew member out in the interceptors, if any."""

    def interceptor_distance(self, pilot: Player) -> int:
        """How far out the interceptors attack (1 but with variable distances)."""

    # -- threats -------------------------------------------------------------------------
    def advance(self, threat: T, squares: int) -> None:
        """Move a threat that many squares, doing each X, Y or Z it reaches."""

    def threat_survives(self, threat: T) -> None:
        """A threat reached its Z and did it: it has survived."""

    def destroy_threat(self, threat: T) -> None:
        """A threat is destroyed now (its `on_destroyed` follows)."""

    def intruder_destination(self, threat: T, origin: Station, to: Station) -> Station:
        """Where an intruder walking from `origin` toward `to` stops (sealed doors)."""

    def place_threats(self, threats: Iterable[T]) -> None:
        """Put more threat cards in play beside the others, in their order (a Cyber
        Gremlin's malfunction ovals)."""

    def summon(self, summoner: T) -> None:
        """A summoner's action: the card beside it enters once every threat has moved
        (The New Frontier resolves every record that holds a summoner)."""
