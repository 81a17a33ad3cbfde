"""The host's view of the link: the seats in words, and the join screen at 80×24."""
from __future__ import annotations

from spacealert_tui.link.host import LinkHost
from spacealert_tui.link.protocol import Done, Hello
from spacealert_tui.record.draft import CrewSeat, MissionDraft, load_draft
from spacealert_tui.link.session import TableLink
from spacealert_tui.tui.widgets.link_panel import link_lines

ADDRESS = "http://192.168.1.23:41234/m/J0inC0de-for-tests-0123/"


def crew() -> TableLink:
    return TableLink([("Ana", "red"), ("Bruno", "yellow"), ("Carla", "green")], join_code="J0inC0de")


def test_each_seat_says_in_words_whether_a_device_holds_it_is_away_or_is_done() -> None:
    link = crew()
    link.connect(1)
    link.receive(1, Hello(0, "phone-0001", None, False))
    link.connect(2)
    link.receive(2, Hello(1, "phone-0002", None, False))
    link.receive(2, Done(1, True))
    link.drop(2)
    lines = link_lines(link, ADDRESS)
    assert ADDRESS in lines
    assert lines[-3:] == ["1. Ana (red): on a device",
                          "2. Bruno (yellow): device away (it will come back)  ✓ board entered",
                          "3. Carla (green): no device yet"]


async def test_the_join_screen_shows_the_code_and_the_seats_and_goes_on_with_enter() -> None:
    from spacealert_tui.tui.screens.link_join import LinkJoinScreen
    from tests.tui.conftest import Host

    mission = MissionDraft.new(crew=[CrewSeat("Ana", "red"), CrewSeat("Bruno", "yellow"), CrewSeat("Carla", "green")],
                               plans=[["empty"] * 12] * 3, table_link=True)
    host = LinkHost(mission, host="192.168.1.23", port=41234)
    link = host.link
    app = Host(lambda: LinkJoinScreen(host))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "█" in str(app.screen.query_one("#link-code").render())
        words = app.screen.query_one("#link-words")
        assert "Carla" in str(words.render())
        link.connect(1)
        link.receive(1, Hello(2, "phone-0003", None, False))
        await pilot.pause()
        assert "3. Carla (green): on a device" in str(words.render())
        await pilot.press("enter")
        await pilot.pause()
    assert app.results == [True]
    # who holds the seat is in the saved draft: a restarted host knows the phone again
    assert load_draft(mission.path).link_holders[2][0] == "phone-0003"
