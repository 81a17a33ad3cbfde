"""The table link on loopback: how long a card tapped on a device takes to reach the
host's boards (the issue's goal: 100 ms p99), and whether the host's memory stays flat
while devices drop and come back.

The device is an aiohttp client in the same process and loop as the server, as a phone
on the table's network is a separate machine: the figure is the link's own cost (frame,
read, check, apply, save callback), not the radio's.
"""
from __future__ import annotations

import asyncio
import gc
import os
import statistics
import tempfile
import time
import tracemalloc

import aiohttp

from spacealert_tui.link.server import LinkServer
from spacealert_tui.link.session import TableLink


async def _latency(taps: int) -> list[float]:
    # the flood bucket never slows the bench: taps acknowledged in microseconds would
    # otherwise outrun it and a refused tap is never acknowledged
    link = TableLink([("Ana", "red"), ("Bo", "blue")], clock=lambda: time.monotonic() * 1e6)
    arrived: dict[int, float] = {}
    sent: dict[int, float] = {}
    counter = [0]

    def changed(seat: int) -> bool:
        counter[0] += 1
        arrived[counter[0]] = time.perf_counter()
        return True
    link.on_change = changed
    server = LinkServer(link)
    address = await server.start()
    try:
        async with aiohttp.ClientSession() as http, http.ws_connect(address + "ws") as socket:
            await socket.send_json({"t": "hello", "seat": 0, "device": "bench-device"})
            while (await socket.receive_json())["t"] != "state":
                pass
            for seq in range(1, taps + 1):
                sent[seq] = time.perf_counter()
                await socket.send_json({"t": "set", "seq": seq, "slot": seq % 12, "card": "A"})
                while (await socket.receive_json())["t"] != "ack":
                    pass
    finally:
        await server.stop()
    return [(arrived[n] - sent[n]) * 1000 for n in sent]


async def _churn(rounds: int) -> float:
    """KiB the host holds more after `rounds` connect-write-drop cycles than after the
    first hundred (ten devices taking the five seats over in turn: a real table's worst)."""
    link = TableLink([(f"P{n}", "red") for n in range(5)], clock=lambda: time.monotonic() * 100)
    server = LinkServer(link)
    address = await server.start()
    base = 0
    try:
        async with aiohttp.ClientSession() as http:
            for n in range(rounds):
                async with http.ws_connect(address + "ws") as socket:
                    await socket.send_json({"t": "hello", "seat": n % 5, "device": f"device-{n % 10:04d}",
                                            "take_over": True})
                    await socket.send_json({"t": "set", "seq": 1, "slot": n % 12, "card": "B"})
                    while (await socket.receive_json())["t"] != "ack":
                        pass
                if n == 100:
                    gc.collect()
                    base = tracemalloc.get_traced_memory()[0]
            gc.collect()
            return (tracemalloc.get_traced_memory()[0] - base) / 1024
    finally:
        await server.stop()


async def _practice(plays: int) -> list[float]:
    """Practice with private hands: ms from a device's play to its acknowledgement, which
    the host sends once the practice's rules placed the card on the player's board and
    the draft was saved — the host app running (headless), three players, the link on."""
    from spacealert_tui.commands.solo import make_app
    from spacealert_tui.link.host import LinkHost
    from spacealert_tui.record.practice import new_solo_draft
    from spacealert_tui.tui.screens.link_join import LinkJoinScreen
    from spacealert_tui.tui.screens.solo import SoloScreen

    draft = new_solo_draft(seed=5, stage="action", players=3)
    draft.table_link = True
    app = make_app(draft, practice=True)
    times: list[float] = []
    async with app.run_test(size=(120, 40)) as pilot:
        while not isinstance(app.screen, LinkJoinScreen):
            await pilot.pause(0.01)
        host: LinkHost = app.screen.host
        await pilot.press("enter")
        while not (isinstance(app.screen, SoloScreen) and host.link.private.get(0, {}).get("hand")):
            await pilot.pause(0.01)
        card = next(c for c in host.link.private[0]["hand"] if not c["action"].startswith("H"))
        async with aiohttp.ClientSession() as http, http.ws_connect(host.address + "ws") as socket:
            await socket.send_json({"t": "hello", "seat": 0, "device": "bench-device"})
            for seq in range(1, plays + 1):       # the card on turn 1, then back in hand
                await asyncio.sleep(1 / 25)          # a player's pace, under the flood bucket's 30 a second
                start = time.perf_counter()
                await socket.send_json({"t": "play", "seq": seq, "slot": 0, "up": "action",
                                        "card": card["id"] if seq % 2 else None})
                while True:
                    answer = await socket.receive_json()
                    if answer["t"] == "error":
                        raise RuntimeError(answer["reason"])
                    if answer["t"] == "ack":
                        assert "refused" not in answer, answer
                        break
                times.append((time.perf_counter() - start) * 1000)
    return times


def run(quick: bool = False) -> list[dict]:
    taps = 300 if quick else 2000
    times = sorted(asyncio.run(_latency(taps)))
    p99 = times[int(len(times) * 0.99) - 1]
    tracemalloc.start()
    grown = asyncio.run(_churn(400 if quick else 2000))
    tracemalloc.stop()
    kept = os.environ.get("SPACEALERT_DATA_DIR")
    with tempfile.TemporaryDirectory() as data:      # the practice's drafts, not the user's
        os.environ["SPACEALERT_DATA_DIR"] = data
        try:
            played = sorted(asyncio.run(_practice(60 if quick else 400)))
        finally:
            if kept is None:
                os.environ.pop("SPACEALERT_DATA_DIR", None)
            else:
                os.environ["SPACEALERT_DATA_DIR"] = kept
    return [
        {"name": "link: tap to host board, median", "value": round(statistics.median(times), 2), "unit": "ms"},
        {"name": "link: tap to host board, p99", "value": round(p99, 2), "unit": "ms"},
        {"name": "link: host memory after drops (vs 100th)", "value": round(grown, 1), "unit": "KiB"},
        {"name": "link: practice play to host board, median", "value": round(statistics.median(played), 2),
         "unit": "ms"},
        {"name": "link: practice play to host board, p99", "value": round(played[int(len(played) * 0.99) - 1], 2),
         "unit": "ms"},
    ]
