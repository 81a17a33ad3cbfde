"""The messages a device sends the host, checked as strictly as a record file.

A device talks to the host over one websocket, one JSON object per text frame
(docs/table-link.md). Every message is read here before anything changes: an object of a
known type, with exactly the fields that type has, each of the right kind and size. A
message that fails is refused with a `ProtocolError` whose reason is shown on that device;
nothing else happens.

Pure: no sockets, no clock, no files — the server hands in the text it received.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from spacealert_tui.i18n import N_
from spacealert_tui.rules.record import RecordError, check_action

#: The largest frame a device may send, in bytes: a `set` is under 100 bytes.
MAX_MESSAGE_BYTES = 2048
#: The action boards' spaces (the record's 12 actions).
SLOTS = 12
#: The largest sequence number a device may use (it counts from 1; a phone never gets near).
MAX_SEQ = 2**31 - 1
#: A device names itself with a random id it keeps in its browser's storage.
DEVICE_ID = re.compile(r"[A-Za-z0-9_-]{8,64}")
SECRET = re.compile(r"[A-Za-z0-9_-]{16,64}")


class ProtocolError(ValueError):
    """A device's message is refused. `reason` is English marked for the catalogs (the
    server words it in the crew's language); `field` names what was wrong, if one thing."""

    def __init__(self, reason: str, field: str = "", **values: object) -> None:
        self.reason, self.field, self.values = reason, field, values
        super().__init__(f"{field}: {reason.format(**values)}" if field else reason.format(**values))


@dataclass(frozen=True)
class Hello:
    """The first message on a connection: which seat this device is, and whether it takes
    the seat over from another device (after the player said yes)."""

    seat: int
    device: str
    secret: str | None
    take_over: bool


@dataclass(frozen=True)
class SetCard:
    """One space of the device's action board: `card` is a record action token
    (`empty` clears it). `seq` counts the device's writes, so a write sent again after a
    dropped connection is recognised and not done twice."""

    seq: int
    slot: int
    card: str


@dataclass(frozen=True)
class Done:
    """The player says their 12 spaces are entered (or takes that back)."""

    seq: int
    done: bool


@dataclass(frozen=True)
class Play:
    """Practice with the app's deck: put the card `card` (its id in the player's hand)
    into space `slot`, `up` half on top; `card` None takes back what lies there. The host
    decides with the same rules as its own keys (the link only carries the intent)."""

    seq: int
    slot: int
    card: str | None
    up: str


@dataclass(frozen=True)
class Give:
    """Practice: in a data transfer, give the card `card` from hand to seat `to`."""

    seq: int
    card: str
    to: int


@dataclass(frozen=True)
class Draw:
    """Practice: after "incoming data", draw the top card of the action deck."""

    seq: int


@dataclass(frozen=True)
class PickUp:
    """Practice: pick up the next phase's cards (the earlier turns are then fixed)."""

    seq: int


@dataclass(frozen=True)
class Ping:
    """Keeps a phone's connection from being dropped by a sleeping radio."""


Message = Hello | SetCard | Done | Play | Give | Draw | PickUp | Ping
#: What a device asks the host to decide (practice), rather than writes itself.
Intent = Play | Give | Draw | PickUp
#: The ways up of a card (rules.action_deck: action/move, single/double).
UPS = frozenset({"action", "move", "single", "double"})
CARD_ID = re.compile(r"[A-Za-z0-9:+_-]{1,48}")

_FIELDS: dict[str, frozenset[str]] = {
    "hello": frozenset({"t", "seat", "device", "secret", "take_over"}),
    "set": frozenset({"t", "seq", "slot", "card"}),
    "done": frozenset({"t", "seq", "done"}),
    "play": frozenset({"t", "seq", "slot", "card", "up"}),
    "give": frozenset({"t", "seq", "card", "to"}),
    "draw": frozenset({"t", "seq"}),
    "pick_up": frozenset({"t", "seq"}),
    "ping": frozenset({"t"}),
}


def read_message(text: str | bytes, rules: frozenset[str] = frozenset(), seats: int = 5) -> Message:
    """The message in one websocket frame, or `ProtocolError`. `rules`: the mission's
    optional rules (a double action is only taken with `double_actions`); `seats`: how many
    seats the mission has."""
    size = len(text.encode("utf-8", "replace") if isinstance(text, str) else text)
    if size > MAX_MESSAGE_BYTES:
        raise ProtocolError(N_("message too long ({size} bytes; at most {limit})"), size=size,
                            limit=MAX_MESSAGE_BYTES)
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError):
        raise ProtocolError(N_("not a JSON message")) from None
    if not isinstance(doc, dict):
        raise ProtocolError(N_("a message is a JSON object"))
    kind = doc.get("t")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise ProtocolError(N_("unknown message type"), "t")
    extra = sorted(set(doc) - _FIELDS[kind])
    if extra:
        raise ProtocolError(N_("unknown field"), str(extra[0])[:40])
    missing = sorted(_FIELDS[kind] - set(doc) - {"secret", "take_over"})
    if missing:
        raise ProtocolError(N_("missing field"), missing[0])
    if kind == "hello":
        return Hello(seat=_int(doc, "seat", 0, seats - 1), device=_text(doc, "device", DEVICE_ID),
                     secret=_text(doc, "secret", SECRET) if doc.get("secret") is not None else None,
                     take_over=_bool(doc, "take_over") if "take_over" in doc else False)
    if kind == "set":
        seq, slot = _int(doc, "seq", 1, MAX_SEQ), _int(doc, "slot", 0, SLOTS - 1)
        card = doc["card"]
        if not isinstance(card, str) or len(card) > 40:
            raise ProtocolError(N_("a card is a short text"), "card")
        try:
            check_action(card, rules)
        except RecordError as exc:
            raise ProtocolError(N_("not a card of this mission: {problem}"), "card",
                                problem=exc.worded()) from None
        return SetCard(seq, slot, card.strip())
    if kind == "done":
        return Done(_int(doc, "seq", 1, MAX_SEQ), _bool(doc, "done"))
    if kind == "play":
        seq, slot = _int(doc, "seq", 1, MAX_SEQ), _int(doc, "slot", 0, SLOTS - 1)
        if doc["up"] not in UPS:
            raise ProtocolError(N_("which half is up: one of {halves}"), "up", halves=", ".join(sorted(UPS)))
        card = None if doc["card"] is None else _text(doc, "card", CARD_ID)
        return Play(seq, slot, card, doc["up"])
    if kind == "give":
        return Give(_int(doc, "seq", 1, MAX_SEQ), _text(doc, "card", CARD_ID), _int(doc, "to", 0, seats - 1))
    if kind == "draw":
        return Draw(_int(doc, "seq", 1, MAX_SEQ))
    if kind == "pick_up":
        return PickUp(_int(doc, "seq", 1, MAX_SEQ))
    return Ping()


def _int(doc: dict[str, Any], name: str, low: int, high: int) -> int:
    value = doc[name]
    if type(value) is not int or not low <= value <= high:
        raise ProtocolError(N_("a whole number from {low} to {high}"), name, low=low, high=high)
    return value


def _bool(doc: dict[str, Any], name: str) -> bool:
    value = doc[name]
    if type(value) is not bool:
        raise ProtocolError(N_("true or false"), name)
    return value


def _text(doc: dict[str, Any], name: str, pattern: re.Pattern[str]) -> str:
    value = doc[name]
    if not isinstance(value, str) or not pattern.fullmatch(value):
        raise ProtocolError(N_("an id of letters, digits, - and _, of the length the page makes"), name)
    return value
