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
import statistics
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


def run(quick: bool = False) -> list[dict]:
    taps = 300 if quick else 2000
    times = sorted(asyncio.run(_latency(taps)))
    p99 = times[int(len(times) * 0.99) - 1]
    tracemalloc.start()
    grown = asyncio.run(_churn(400 if quick else 2000))
    tracemalloc.stop()
    return [
        {"name": "link: tap to host board, median", "value": round(statistics.median(times), 2), "unit": "ms"},
        {"name": "link: tap to host board, p99", "value": round(p99, 2), "unit": "ms"},
        {"name": "link: host memory after drops (vs 100th)", "value": round(grown, 1), "unit": "KiB"},
    ]
