"""A table mission with the link, through the real app: after the entry the devices are
told the mission is being resolved, once the score is on the host's screen each device
has the result and its player's own line, and leaving the score closes the link."""
from __future__ import annotations

import aiohttp

from spacealert_tui.tui.screens.board import BoardScreen
from spacealert_tui.tui.screens.entry import EntryScreen
from spacealert_tui.tui.screens.home import HomeScreen
from spacealert_tui.tui.screens.link_join import LinkJoinScreen
from spacealert_tui.tui.screens.score import ScoreScreen
from tests.tui.conftest import make_app
from tests.tui.test_action_round import FakeClock
from tests.tui.test_table_flow import _set_up


async def until(pilot, condition, tries: int = 100) -> None:
    for _ in range(tries):
        if condition():
            return
        await pilot.pause(0.02)
    assert condition()


async def state_of(socket) -> dict:
    """The next `state` the device gets (acks and others skipped)."""
    while True:
        message = await socket.receive_json(timeout=5)
        if message["t"] == "state":
            return message


async def test_after_the_resolution_each_device_shows_the_result_and_its_own_line(tmp_path) -> None:
    app = make_app()
    app.test_clock = FakeClock()
    async with app.run_test(size=(100, 30)) as pilot:
        await _set_up(pilot, tmp_path)
        app.screen.draft.table_link = True
        await pilot.press("f9")                      # the round played elsewhere: on to the entry
        await until(pilot, lambda: isinstance(app.screen, LinkJoinScreen))
        host = app.screen.host
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, EntryScreen))
        async with aiohttp.ClientSession() as http, http.ws_connect(host.address + "ws") as bo:
            await bo.send_json({"t": "hello", "seat": 1, "device": "phone-0002"})
            await bo.send_json({"t": "set", "seq": 1, "slot": 0, "card": "red"})
            while (await bo.receive_json(timeout=5))["t"] != "ack":
                pass
            await pilot.press("f3", *"raaelbdeeeee")
            await pilot.pause()
            await pilot.press("f10", "y")
            await until(pilot, lambda: isinstance(app.screen, BoardScreen))
            assert host.link.public["stage"] == "resolving"
            # the boards are in the record: a late tap is refused and changes nothing
            await bo.send_json({"t": "set", "seq": 2, "slot": 0, "card": "blue"})
            while (answer := await bo.receive_json(timeout=5))["t"] != "ack":
                pass
            assert answer["refused"] and host.link.plans()[1][0] == "red"
            await pilot.press("space", "end")
            await pilot.pause()
            await pilot.press("escape")
            await until(pilot, lambda: isinstance(app.screen, ScoreScreen))
            score = app.screen
            state = await state_of(bo)
            while "own_line" not in state or "result" not in state["public"]:
                state = await state_of(bo)
            result = state["public"]["result"]
            assert state["public"]["stage"] == "score"
            assert result["won"] == score.result.won and result["banner"] in str(
                score.query_one("#score-banner").render())
            assert state["own_line"].startswith("Bo") and "Ana" not in state["own_line"]
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, HomeScreen))
            # the crew left the score: the link is closed, and nothing listens any more
            await until(pilot, lambda: host.server._runner is None, 200)
            while (await bo.receive(timeout=5)).type not in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
                pass
