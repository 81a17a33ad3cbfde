"""What the table link knows of a mission: the seats, who holds each, their action boards.

`TableLink` is the host's side of the protocol without the network: the server hands it
each message a device sent, tagged with the connection it came on, and sends what it
returns (`Out`: a connection and a message). So every rule of the link — a seat held by
one device at a time, a write never done twice, a flooding device slowed, nothing written
into another seat's board — is tested here in-process, quickly and deterministically
(the clock and the secrets are handed in).

The boards are the draft's `plans`: the host's entry reads them (`plans()`) and writes
its own corrections (`host_set`), and `on_change` tells the host at once when a device
changed one, so the draft is saved as soon as a card is tapped; a write is acknowledged
only once the host says it kept it.
"""
from __future__ import annotations

import secrets as _secrets
import time
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from spacealert_tui.i18n import N_, _
from spacealert_tui.link.protocol import SLOTS, Done, Hello, Intent, Message, Ping, ProtocolError, SetCard

#: A connection as the server names it (any hashable id).
Conn = int
#: One message to send: to which connection, what.
Out = tuple[Conn, dict[str, Any]]

#: A device may send this many messages at once, then `RATE` a second (a player taps far
#: fewer; a page resending its unacknowledged writes after a reconnect sends at most 13).
BURST = 60
RATE = 30.0
#: After this many refused messages in a row the connection is closed.
REFUSALS_BEFORE_CLOSE = 200


def new_secret() -> str:
    """A seat's secret or a mission's join code: 128 random bits, URL-safe."""
    return _secrets.token_urlsafe(16)


@dataclass
class Seat:
    """One crew member's place: their board, and the device that holds it, if any."""

    name: str
    colour: str
    plan: list[str]
    done: bool = False
    device: str | None = None        # the device holding the seat
    secret: str | None = None        # what that device shows to come back without taking over
    entered_by: str = "host"         # "device" once a device wrote into the board
    android: bool = False            # its cards are the host's to enter: no device takes it


@dataclass
class _Bucket:
    """A token bucket: `BURST` messages at once, `RATE` a second after that."""

    tokens: float = BURST
    at: float = 0.0
    refused: int = 0

    def take(self, now: float) -> bool:
        self.tokens = min(BURST, self.tokens + (now - self.at) * RATE)
        self.at = now
        if self.tokens >= 1:
            self.tokens -= 1
            self.refused = 0
            return True
        self.refused += 1
        return False


@dataclass
class _Connection:
    seat: int | None = None
    device: str | None = None
    lost: bool = False               # another device took its seat over
    bucket: _Bucket = field(default_factory=_Bucket)


class TableLink:
    """The seats of one mission and the devices at them."""

    def __init__(self, seats: Sequence[tuple[str, str]], plans: Sequence[Sequence[str]] = (), *,
                 rules: frozenset[str] = frozenset(), join_code: str | None = None,
                 make_secret: Callable[[], str] = new_secret,
                 clock: Callable[[], float] = time.monotonic,
                 holders: Sequence[Sequence[str]] = (), androids: Collection[int] = ()) -> None:
        """`seats`: (name, colour) of each crew member in seat order; `plans`: the boards
        as the draft has them (12 tokens each; missing ones start empty); `holders`: the
        (device, secret) of each seat as `holders()` gave them before a restart, so that
        the devices come back to their seats without asking; `androids`: the seats of the
        crew's androids, which no device may take (their boards lie on the table, entered
        by the host)."""
        self.rules = rules
        self.make_secret = make_secret
        self.clock = clock
        self.join_code = join_code or make_secret()
        self.seats = [Seat(name, colour, list(plans[i]) if i < len(plans) else ["empty"] * SLOTS)
                      for i, (name, colour) in enumerate(seats)]
        for index in androids:
            if 0 <= index < len(self.seats):
                self.seats[index].android = True
        for seat, held in zip(self.seats, holders, strict=False):
            if len(held) == 2:
                seat.device, seat.secret = held[0], held[1]
        self.public: dict[str, Any] = {"rules": sorted(rules)}
        self.on_change: Callable[[int], bool] | None = None   # True: the host kept it
        self.on_seats: Callable[[], None] | None = None       # who holds a seat, who is away
        # practice with the app's deck: the host decides a device's play or gift with its own
        # rules and answers None (done) or the reason it is refused
        self.on_intent: Callable[[int, Intent], str | None] | None = None
        self.private: dict[int, dict[str, Any]] = {}          # seat → what only its device sees
        self._connections: dict[Conn, _Connection] = {}
        self._last_seq: dict[str, int] = {}      # device → the last write it made
        self.closed = False                      # the entry is done: the boards take no more writes

    # -- the host's side -------------------------------------------------------------
    def plans(self) -> list[list[str]]:
        return [list(seat.plan) for seat in self.seats]

    def holders(self) -> list[list[str]]:
        """Each seat's [device, secret], or [] when no device holds it: kept in the draft."""
        return [[seat.device, seat.secret] if seat.device and seat.secret else [] for seat in self.seats]

    def host_set(self, seat: int, slot: int, card: str) -> list[Out]:
        """The host corrects a space (its entry): the device of that seat sees it at once."""
        self.seats[seat].plan[slot] = card
        return self._state_to_seat(seat)

    def close_boards(self) -> None:
        """The entry is done and the mission resolved from it: a device's write after this
        is refused (the record has the boards as they were), its reading goes on."""
        self.closed = True

    def set_private(self, seat: int, **values: Any) -> list[Out]:
        """What only `seat`'s device shows (its hand in practice): plain JSON values."""
        self.private.setdefault(seat, {}).update(values)
        return self._state_to_seat(seat)

    def publish(self, **public: Any) -> list[Out]:
        """What every device shows beside its board (clock, phase, announcements, threats,
        comms): plain JSON values, the same for everyone, as the table sees them."""
        self.public.update(public)
        return [out for conn in self._connections for out in self._state(conn)]

    # -- the devices' side -----------------------------------------------------------
    def connect(self, conn: Conn) -> list[Out]:
        self._connections[conn] = _Connection(bucket=_Bucket(at=self.clock()))
        return [(conn, self._seat_list())]

    def drop(self, conn: Conn) -> None:
        """A connection closed (a phone slept, a page reloaded): its seat stays held, so
        the same device comes back to it with its secret."""
        gone = self._connections.pop(conn, None)
        if gone is not None and gone.seat is not None:
            self._seats_changed()

    def connected(self, seat: int) -> bool:
        """Whether the device holding `seat` is connected now (not asleep or away)."""
        return any(held.seat == seat for held in self._connections.values())

    def closing(self, conn: Conn) -> bool:
        """True when this connection refused so many messages in a row that it is closed."""
        found = self._connections.get(conn)
        return found is not None and found.bucket.refused >= REFUSALS_BEFORE_CLOSE

    def refuse(self, conn: Conn, error: ProtocolError) -> list[Out]:
        """A message that could not be read: the reason, to that device only."""
        self._connections[conn].bucket.take(self.clock())
        return [(conn, _error(error.reason, error.field, **error.values))]

    def receive(self, conn: Conn, message: Message) -> list[Out]:
        """One message read by `protocol.read_message` from connection `conn`."""
        link = self._connections[conn]
        if not link.bucket.take(self.clock()):
            return [(conn, _error(N_("too many messages: slow down")))]
        if isinstance(message, Ping):
            return [(conn, {"t": "pong"})]
        if isinstance(message, Hello):
            return self._hello(conn, link, message)
        if link.lost:
            return [(conn, {"t": "taken_over"})]
        if link.seat is None or link.device is None:
            return [(conn, _error(N_("choose a seat first")))]
        if message.seq <= self._last_seq.get(link.device, 0):   # sent again after a drop
            return [(conn, {"t": "ack", "seq": message.seq})]
        if self.closed:
            # acknowledged, so the page stops sending it; the reason says it was not kept
            self._last_seq[link.device] = message.seq
            return [(conn, {"t": "ack", "seq": message.seq,
                            "refused": _("the cards are entered: the board no longer changes")})]
        if isinstance(message, (SetCard, Done)):
            return self._write(conn, link.seat, link.device, message)
        if self.on_intent is None:
            return [(conn, _error(N_("this mission's cards are not dealt by the app")))]
        refused = self.on_intent(link.seat, message)
        self._last_seq[link.device] = message.seq
        answer: dict[str, Any] = {"t": "ack", "seq": message.seq}
        if refused:
            answer["refused"] = refused
        return [(conn, answer)] + self._state_to_seat(link.seat)

    def _write(self, conn: Conn, index: int, device: str, message: SetCard | Done) -> list[Out]:
        """A device writes its own board (cards played at the table, entered after)."""
        seat = self.seats[index]
        if isinstance(message, SetCard):
            seat.plan[message.slot] = message.card
        else:
            seat.done = message.done
            self._seats_changed()
        seat.entered_by = "device"
        if self.on_change is not None and not self.on_change(index):
            # not kept by the host (its draft could not be written): no acknowledgement,
            # so the device keeps the write and sends it again
            return [(conn, _error(N_("the host could not save this yet; it will be sent again")))]
        self._last_seq[device] = message.seq
        return [(conn, {"t": "ack", "seq": message.seq})] + self._state_to_seat(index)

    # -- inside ------------------------------------------------------------------------
    def _hello(self, conn: Conn, link: _Connection, hello: Hello) -> list[Out]:
        if hello.seat >= len(self.seats):
            return [(conn, _error(N_("no such seat"), "seat"))]
        seat = self.seats[hello.seat]
        if seat.android:
            return [(conn, _error(N_("an android's seat: its cards are entered on the host"), "seat"))]
        out: list[Out] = []
        coming_back = seat.device == hello.device and hello.secret is not None and hello.secret == seat.secret
        if seat.device is not None and not coming_back:
            if not hello.take_over:
                return [(conn, {"t": "seat_taken", "seat": hello.seat})]
            for other, held in self._connections.items():
                if held.seat == hello.seat and other != conn:
                    held.seat, held.lost = None, True
                    out.append((other, {"t": "taken_over"}))
            seat.device = None
        if seat.device is None:
            seat.device, seat.secret = hello.device, self.make_secret()
        link.seat, link.device, link.lost = hello.seat, hello.device, False
        out.append((conn, {"t": "welcome", "seat": hello.seat, "secret": seat.secret,
                           "last_seq": self._last_seq.get(hello.device, 0)}))
        out += self._state(conn)
        self._seats_changed()
        return out

    def _seats_changed(self) -> None:
        if self.on_seats is not None:
            self.on_seats()

    def _seat_list(self) -> dict[str, Any]:
        return {"t": "seats", "seats": [{"name": s.name, "colour": s.colour, "held": s.device is not None,
                                         "done": s.done, "android": s.android} for s in self.seats]}

    def _state_to_seat(self, seat: int) -> list[Out]:
        return [out for conn, held in self._connections.items() if held.seat == seat
                for out in self._state(conn)]

    def _state(self, conn: Conn) -> list[Out]:
        """What one device shows: the public state, the seats, and its own board only."""
        held = self._connections[conn].seat
        own: Mapping[str, Any] = {}
        if held is not None:
            seat = self.seats[held]
            own = {"board": list(seat.plan), "done": seat.done, **self.private.get(held, {})}
        return [(conn, {"t": "state", "public": self.public, "seats": self._seat_list()["seats"], **own,
                       "seat": held})]


def _error(reason: str, field: str = "", **values: object) -> dict[str, Any]:
    """An error message in the crew's language (the catalogs hold `reason`)."""
    text = _(reason).format(**values)
    return {"t": "error", "reason": f"{field}: {text}" if field else text}
