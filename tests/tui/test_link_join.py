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


async def test_a_table_mission_with_the_link_the_round_reaches_the_devices_and_a_phone_fills_the_entry(
        tmp_path) -> None:
    """The crew turns the link on in the set-up: after it, the join screen (QR code,
    seats); during the round the devices get the clock and the phase; in the entry a
    card a phone taps is on the host's grid and in the saved draft."""
    import aiohttp

    from spacealert_tui.tui.screens.action_round import ActionRoundScreen
    from spacealert_tui.tui.screens.entry import EntryScreen
    from spacealert_tui.tui.screens.link_join import LinkJoinScreen
    from tests.tui.conftest import make_app
    from tests.tui.test_action_round import FakeClock, advance, ready
    from tests.tui.test_table_flow import _set_up

    app = make_app()
    app.test_clock = FakeClock()
    async with app.run_test(size=(100, 30)) as pilot:
        await _set_up(pilot, tmp_path)
        app.screen.draft.table_link = True
        await pilot.press("f10")
        for _ in range(50):
            await pilot.pause()
            if isinstance(app.screen, LinkJoinScreen):
                break
        join = app.screen
        assert isinstance(join, LinkJoinScreen)
        host = join.host
        await pilot.press("enter")
        await ready(pilot)
        round_screen = app.screen
        assert isinstance(round_screen, ActionRoundScreen)
        await pilot.press("space")
        await advance(pilot, round_screen, app.test_clock, to=30)
        for _ in range(40):                       # the once-a-second publisher
            await pilot.pause(0.05)
            if host.link.public.get("phase"):
                break
        assert host.link.public["phase"] == 1 and host.link.public["clock"]
        await advance(pilot, round_screen, app.test_clock, to=205)
        await pilot.press("enter")
        await pilot.pause()
        entry = app.screen
        assert isinstance(entry, EntryScreen) and entry.link is host
        async with aiohttp.ClientSession() as http, http.ws_connect(host.address + "ws") as socket:
            await socket.send_json({"t": "hello", "seat": 1, "device": "phone-0002"})
            await socket.send_json({"t": "set", "seq": 1, "slot": 0, "card": "HB"})
            while (await socket.receive_json())["t"] != "ack":
                pass
        await pilot.pause()
        assert entry.draft.plans[1][0] == "HB"
        assert load_draft(entry.draft.path).plans[1][0] == "HB"
        from spacealert_tui.tui.widgets.plan_grid import PlanGrid
        assert entry.query_one("#grid", PlanGrid).plans[1][0] == "HB"
        assert "0 of 4 boards done" in str(entry.sub_title)


async def test_the_entry_marks_each_board_entered_on_a_device_and_finished_there_at_80x24_without_colour(
        monkeypatch) -> None:
    """The host's entry grid says which rows a device entered (▣) and which its player
    finished there (▣✓), in marks and a legend line, never by colour alone (NO_COLOR)."""
    from spacealert_tui.link.protocol import SetCard
    from spacealert_tui.tui.screens.entry import EntryScreen
    from spacealert_tui.tui.widgets.plan_grid import PlanGrid
    from tests.i18n_scan import screen_text
    from tests.tui.conftest import Host

    monkeypatch.setenv("NO_COLOR", "1")
    mission = MissionDraft.new(crew=[CrewSeat("Ana", "red"), CrewSeat("Bruno", "yellow"), CrewSeat("Carla", "green")],
                               plans=[["empty"] * 12 for _ in range(3)], table_link=True, stage="entry")
    host = LinkHost(mission, host="127.0.0.1")
    screen = EntryScreen(mission)
    screen.link = host
    host.on_change = screen.plans_arrived
    app = Host(lambda: screen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen.action_show_plans()
        grid = screen.query_one("#grid", PlanGrid)
        assert grid.badges == ["", "", ""]
        link = host.link
        link.connect(1)
        link.receive(1, Hello(1, "phone-0002", None, False))
        link.receive(1, SetCard(1, 0, "A"))
        await pilot.pause()
        assert grid.badges == ["", "▣", ""]
        link.receive(1, Done(2, True))
        await pilot.pause()
        assert grid.badges == ["", "▣✓", ""]
        text = screen_text(app)
        bruno = next(line for line in text.splitlines() if "Bruno" in line)
        assert "▣✓" in bruno and bruno.index("▣✓") < bruno.index(" A ")
        ana = next(line for line in text.splitlines() if "Ana" in line and "│" in line)
        assert "▣" not in ana                                 # typed at the host
        assert "▣ entered on the player's device" in text
        assert "1 of 3 boards done on devices" in str(screen.sub_title)
