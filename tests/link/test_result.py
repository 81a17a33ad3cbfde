"""After the resolution (issue 24: "Afterwards each device shows the result and the
player's own line of the score"), and the androids' seats, in-process
(docs/table-link.md)."""
from __future__ import annotations

import itertools

from spacealert_tui import i18n
from spacealert_tui.link.protocol import Hello, SetCard
from spacealert_tui.link.session import TableLink
from spacealert_tui.record.draft import CrewSeat, MissionDraft
from spacealert_tui.rules import text
from spacealert_tui.tui.link_result import own_line, publish_result, result_public

CREW = [("Ana", "red"), ("Bruno", "yellow"), ("Android 1", "green"), ("Android 2", "blue")]


def two_players_two_androids() -> TableLink:
    counter = itertools.count(1)
    return TableLink(CREW, join_code="code-for-tests", make_secret=lambda: f"secret-{next(counter):010d}",
                     androids=[2, 3])


def test_the_seat_list_marks_the_androids_and_no_device_takes_their_seat() -> None:
    """Base rulebook ch. 5: an android's cards are laid on its board by the players at
    the table; no device is its own, so the page lists only the players' seats."""
    link = two_players_two_androids()
    (_, seats), = link.connect(1)
    assert [s["android"] for s in seats["seats"]] == [False, False, True, True]
    (_, answer), = link.receive(1, Hello(2, "phone-0001", None, False))
    assert answer["t"] == "error" and "android" in answer["reason"]
    assert link.seats[2].device is None
    # nor by taking it over
    (_, answer), = link.receive(1, Hello(3, "phone-0001", None, True))
    assert answer["t"] == "error" and link.seats[3].device is None
    # a player's seat is taken as before
    assert [m["t"] for _, m in link.receive(1, Hello(1, "phone-0001", None, False))] == ["welcome", "state"]


def test_after_the_entry_a_device_s_write_is_acknowledged_refused_and_changes_nothing() -> None:
    link = two_players_two_androids()
    link.connect(1)
    link.receive(1, Hello(0, "phone-0001", None, False))
    link.receive(1, SetCard(1, 0, "A"))
    link.close_boards()
    (_, answer), = link.receive(1, SetCard(2, 0, "B"))
    assert answer["t"] == "ack" and answer["seq"] == 2 and "entered" in answer["refused"]
    assert link.plans()[0][0] == "A"


class Recorder:
    """A `LinkHost`'s publishing side over a `TableLink`, without a server."""

    def __init__(self, link: TableLink) -> None:
        self.link = link

    def publish(self, **values) -> None:
        self.link.publish(**values)

    def set_private(self, seat: int, **values) -> None:
        self.link.set_private(seat, **values)


def seated_link(record) -> TableLink:
    link = TableLink([(c.name, c.color or "red") for c in record.crew], join_code="code-for-tests")
    for seat in range(len(record.crew)):
        link.connect(seat)
        link.receive(seat, Hello(seat, f"device-{seat:04d}", None, False))
    return link


def test_each_device_gets_the_result_and_only_its_own_player_s_line(first_flight) -> None:
    record, result = first_flight
    link = seated_link(record)
    draft = MissionDraft.new(crew=[CrewSeat(c.name, c.color or "red") for c in record.crew])
    publish_result(Recorder(link), draft, record, result)   # type: ignore[arg-type]
    for seat, crew in enumerate(record.crew):
        state = link._state(seat)[0][1]
        shown = state["public"]["result"]
        assert state["public"]["stage"] == "score" and shown["won"] is True
        assert ["Total", str(result.score.total)] in shown["rows"]
        assert "Score" in shown["banner"]
        assert state["own_line"].startswith(crew.name)
        others = [c.name for c in record.crew if c.name != crew.name]
        assert not any(name in state["own_line"] for name in others)


def test_a_lost_mission_says_the_turn_and_what_destroyed_the_ship(lost_in_blue) -> None:
    record, result = lost_in_blue
    shown = result_public(record, result)
    assert shown["won"] is False
    assert f"turn {result.lost_turn}" in shown["banner"]
    label, value = shown["rows"][0]
    assert label == "Destroyed by" and f"turn {result.lost_turn}" in value
    assert shown["rows"][-1] == ["Total", "MISSION LOST: no score"]


def test_a_player_s_line_is_their_row_of_the_score_s_crew(first_flight) -> None:
    """The score's Crew panel: the station they ended at, knocked out or fine, their
    battle bots; with their roles as the logbook line gives them."""
    record, result = first_flight
    end = result.crew[0]
    line = own_line(record, result, end.name)
    assert line.startswith(end.name)
    assert ("knocked out" if end.knocked_out else "fine") in line


def test_the_result_in_portuguese(first_flight) -> None:
    record, result = first_flight
    speak("pt")
    try:
        shown = result_public(record, result)
        assert shown["rows"][-1][0] == "Total"
        assert "Ameaças" in " ".join(label for label, _ in shown["rows"])
        assert own_line(record, result, result.crew[0].name).count("·") == 1
    finally:
        speak("en")


def speak(language: str) -> None:
    i18n.install(language)
    text.install(*i18n.functions())


def test_the_host_says_an_android_s_seat_is_entered_there_and_counts_only_the_players_boards() -> None:
    """The host's join screen and the entry's title: an android's seat waits for no device,
    and "N of M boards done on devices" counts the players' boards only (M = 2 here)."""
    from spacealert_tui.tui.widgets.link_panel import boards_done, seat_line

    link = two_players_two_androids()
    assert "android" in seat_line(link, 2) and "no device" not in seat_line(link, 2)
    assert "no device yet" in seat_line(link, 0)
    assert boards_done(link) == "link: 0 of 2 boards done on devices"
