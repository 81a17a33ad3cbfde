"""The table link's rules, in-process: join, seat, enter, reconnect, take over, wrong
seat, malformed and oversized messages, a device that floods (docs/table-link.md)."""
from __future__ import annotations

import itertools
import json

import pytest

from spacealert_tui.link.protocol import (MAX_MESSAGE_BYTES, Done, Hello, ProtocolError, SetCard,
                                          read_message)
from spacealert_tui.link.session import BURST, REFUSALS_BEFORE_CLOSE, TableLink
from tests.link import keeping

CREW = [("Ana", "red"), ("Bruno", "yellow"), ("Carla", "green"), ("Dani", "blue")]
PHONE, TABLET = "phone-0001", "tablet-0002"


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def make(rules: frozenset[str] = frozenset()) -> tuple[TableLink, Clock]:
    counter = itertools.count(1)
    clock = Clock()
    link = TableLink(CREW, rules=rules, join_code="code-for-tests",
                     make_secret=lambda: f"secret-{next(counter):010d}", clock=clock)
    return link, clock


def kinds(outs) -> list[tuple[int, str]]:
    return [(conn, message["t"]) for conn, message in outs]


def sent(link: TableLink, conn: int, text: str):
    try:
        return link.receive(conn, read_message(text, link.rules, len(link.seats)))
    except ProtocolError as error:
        return link.refuse(conn, error)


def seated(link: TableLink, conn: int, seat: int, device: str = PHONE, secret: str | None = None):
    link.connect(conn)
    return link.receive(conn, Hello(seat, device, secret, False))


def test_a_new_device_sees_the_seats_then_holds_the_one_it_picks() -> None:
    link, _ = make()
    (conn, seats), = link.connect(1)
    assert [s["name"] for s in seats["seats"]] == ["Ana", "Bruno", "Carla", "Dani"]
    outs = link.receive(1, Hello(1, PHONE, None, False))
    assert kinds(outs) == [(1, "welcome"), (1, "state")]
    assert outs[0][1]["secret"] == "secret-0000000001"
    assert outs[1][1]["board"] == ["empty"] * 12
    assert link.seats[1].device == PHONE


def test_a_card_tapped_is_on_the_host_s_board_at_once_and_acknowledged() -> None:
    link, _ = make()
    changed: list[int] = []
    link.on_change = keeping(changed)
    seated(link, 1, 2)
    outs = link.receive(1, SetCard(1, 0, "red"))
    assert outs[0] == (1, {"t": "ack", "seq": 1})
    assert link.plans()[2][0] == "red" and changed == [2]
    assert link.seats[2].entered_by == "device"


def test_a_write_sent_again_after_a_drop_is_not_done_twice() -> None:
    """The page resends what the host has not acknowledged; an old write must not undo a
    newer one."""
    link, _ = make()
    outs = seated(link, 1, 0)
    secret = outs[0][1]["secret"]
    link.receive(1, SetCard(1, 3, "A"))
    link.receive(1, SetCard(2, 3, "B"))
    link.drop(1)
    outs = seated(link, 2, 0, secret=secret)
    assert outs[0][1]["last_seq"] == 2
    assert link.receive(2, SetCard(1, 3, "A")) == [(2, {"t": "ack", "seq": 1})]
    assert link.plans()[0][3] == "B"


def test_a_second_device_on_a_held_seat_is_asked_and_then_takes_it_over() -> None:
    link, _ = make()
    seated(link, 1, 0, PHONE)
    assert kinds(seated(link, 2, 0, TABLET)) == [(2, "seat_taken")]
    assert link.seats[0].device == PHONE
    outs = link.receive(2, Hello(0, TABLET, None, True))
    assert (1, "taken_over") in kinds(outs) and (2, "welcome") in kinds(outs)
    assert link.seats[0].device == TABLET
    # the phone that lost the seat writes nothing more into it
    assert kinds(link.receive(1, SetCard(1, 0, "C"))) == [(1, "taken_over")]
    assert link.plans()[0][0] == "empty"


def test_a_device_coming_back_with_a_wrong_secret_is_another_device() -> None:
    link, _ = make()
    seated(link, 1, 0, PHONE)
    link.drop(1)
    assert kinds(seated(link, 2, 0, PHONE, secret="secret-9999999999")) == [(2, "seat_taken")]


def test_a_device_writes_only_into_its_own_seat_s_board() -> None:
    link, _ = make()
    seated(link, 1, 0, PHONE)
    seated(link, 2, 1, TABLET)
    link.receive(2, SetCard(1, 5, "bots"))
    assert link.plans()[0][5] == "empty" and link.plans()[1][5] == "bots"
    # and the state a device gets carries its own board only
    state = [m for c, m in link.receive(2, SetCard(2, 6, "A")) if m["t"] == "state"]
    assert all(c == 2 for c, m in link.receive(2, SetCard(3, 7, "A")))
    assert "board" in state[0] and state[0]["seat"] == 1
    assert all(set(s) == {"name", "colour", "held", "done", "android"} for s in state[0]["seats"])


def test_writing_before_choosing_a_seat_is_refused() -> None:
    link, _ = make()
    link.connect(1)
    (conn, message), = link.receive(1, SetCard(1, 0, "A"))
    assert message["t"] == "error"


def test_done_is_shown_to_the_host() -> None:
    link, _ = make()
    seated(link, 1, 3)
    link.receive(1, Done(1, True))
    assert link.seats[3].done


def test_the_host_s_correction_reaches_the_seat_s_device() -> None:
    link, _ = make()
    seated(link, 1, 0)
    outs = link.host_set(0, 11, "lift")
    assert outs and outs[0][0] == 1 and outs[0][1]["board"][11] == "lift"


def test_what_the_host_publishes_reaches_every_device() -> None:
    link, _ = make()
    seated(link, 1, 0, PHONE)
    link.connect(2)
    outs = link.publish(clock="3:12", phase=1, announcements=["Time T+1. Threat. Zone red."])
    assert {conn for conn, _ in outs} == {1, 2}
    assert all(m["public"]["phase"] == 1 for _, m in outs)


@pytest.mark.parametrize("text, field", [
    ("not json", ""),
    ("[1, 2]", ""),
    ('{"t": "explode"}', "t"),
    ('{"t": "set", "seq": 1, "slot": 0}', "card"),
    ('{"t": "set", "seq": 1, "slot": 12, "card": "A"}', "slot"),
    ('{"t": "set", "seq": 0, "slot": 0, "card": "A"}', "seq"),
    ('{"t": "set", "seq": 1, "slot": true, "card": "A"}', "slot"),
    ('{"t": "set", "seq": 1, "slot": 0, "card": "D"}', "card"),
    ('{"t": "set", "seq": 1, "slot": 0, "card": "A+B"}', "card"),
    ('{"t": "set", "seq": 1, "slot": 0, "card": "A", "extra": 1}', "extra"),
    ('{"t": "hello", "seat": 4, "device": "phone-0001"}', "seat"),
    ('{"t": "hello", "seat": 0, "device": "x"}', "device"),
    ('{"t": "hello", "seat": 0, "device": "phone-0001", "secret": "../../etc"}', "secret"),
    ('{"t": "done", "seq": 1, "done": "yes"}', "done"),
])
def test_a_malformed_message_is_refused_with_its_field_and_nothing_changes(text, field):
    link, _ = make()
    seated(link, 1, 0)
    before = link.plans()
    with pytest.raises(ProtocolError) as caught:
        read_message(text, link.rules, len(link.seats))
    assert caught.value.field == field
    (conn, message), = link.refuse(1, caught.value)
    assert message["t"] == "error" and message["reason"]
    assert link.plans() == before


def test_a_double_action_is_taken_only_in_a_double_action_mission() -> None:
    link, _ = make(frozenset({"double_actions"}))
    assert read_message('{"t": "set", "seq": 1, "slot": 0, "card": "A+B"}', link.rules) == SetCard(1, 0, "A+B")
    with pytest.raises(ProtocolError):   # no stumbles with double-action cards (expansion p.10)
        read_message('{"t": "set", "seq": 1, "slot": 0, "card": "A!"}', link.rules)


def test_an_oversized_message_is_refused_before_it_is_read() -> None:
    text = json.dumps({"t": "ping", "pad": "x" * MAX_MESSAGE_BYTES})
    with pytest.raises(ProtocolError, match="too long"):
        read_message(text)


def test_a_device_that_floods_is_slowed_then_closed_and_the_others_go_on() -> None:
    link, clock = make()
    seated(link, 1, 0, PHONE)
    seated(link, 2, 1, TABLET)
    answers = [link.receive(1, SetCard(n, n % 12, "A"))[0][1]["t"] for n in range(1, BURST + 11)]
    assert answers.count("error") >= 10
    for n in range(REFUSALS_BEFORE_CLOSE):
        link.receive(1, SetCard(1000 + n, 0, "B"))
    assert link.closing(1) and not link.closing(2)
    assert link.receive(2, SetCard(1, 0, "C"))[0][1] == {"t": "ack", "seq": 1}
    clock.now += 10        # a device that waits is heard again
    assert not link.closing(1) or link.receive(1, SetCard(5000, 0, "B"))[0][1]["t"] == "ack"


def test_a_write_the_host_could_not_keep_is_not_acknowledged_and_is_taken_when_sent_again() -> None:
    link, _ = make()
    keeps = [False]
    link.on_change = lambda seat: keeps[0]
    seated(link, 1, 0)
    assert kinds(link.receive(1, SetCard(1, 2, "B"))) == [(1, "error")]
    keeps[0] = True
    assert link.receive(1, SetCard(1, 2, "B"))[0] == (1, {"t": "ack", "seq": 1})
    assert link.plans()[0][2] == "B"


def test_the_host_hears_who_holds_a_seat_and_who_is_away() -> None:
    link, _ = make()
    heard: list[bool] = []
    link.on_seats = lambda: heard.append(link.connected(0))
    seated(link, 1, 0)
    link.drop(1)
    assert heard == [True, False]
    assert link.seats[0].device == PHONE       # still held: the phone comes back to it


def test_in_practice_the_host_decides_a_play_and_only_that_seat_sees_its_hand() -> None:
    from spacealert_tui.link.protocol import Give, Play
    link, _ = make()
    seated(link, 1, 0, PHONE)
    seated(link, 2, 1, TABLET)
    link.set_private(0, hand=[{"id": "A-red-01", "action": "A", "move": "red"}])
    asked: list = []

    def decide(seat, intent):
        asked.append((seat, intent))
        return None if isinstance(intent, Play) else "no data transfer now"
    link.on_intent = decide
    outs = link.receive(1, Play(1, 0, "A-red-01", "action"))
    assert outs[0] == (1, {"t": "ack", "seq": 1})
    assert asked == [(0, Play(1, 0, "A-red-01", "action"))]
    assert all(c == 1 for c, _ in outs)                       # nothing to the other phone
    assert [m["hand"] for c, m in outs if m["t"] == "state"][0][0]["id"] == "A-red-01"
    refused = link.receive(1, Give(2, "A-red-01", 1))[0][1]
    assert refused == {"t": "ack", "seq": 2, "refused": "no data transfer now"}
    tablet = [m for c, m in link.publish(clock="1:00") if c == 2][0]
    assert "hand" not in tablet


def test_a_play_is_refused_where_the_app_does_not_deal_the_cards() -> None:
    from spacealert_tui.link.protocol import Play
    link, _ = make()
    seated(link, 1, 0)
    assert link.receive(1, Play(1, 0, "A-red-01", "action"))[0][1]["t"] == "error"


@pytest.mark.parametrize("text, field", [
    ('{"t": "play", "seq": 1, "slot": 0, "card": "A-red-01", "up": "sideways"}', "up"),
    ('{"t": "play", "seq": 1, "slot": 0, "card": "<script>", "up": "action"}', "card"),
    ('{"t": "give", "seq": 1, "card": "A-red-01", "to": 9}', "to"),
])
def test_a_malformed_play_or_gift_is_refused_with_its_field(text, field):
    with pytest.raises(ProtocolError) as caught:
        read_message(text, frozenset(), 4)
    assert caught.value.field == field
