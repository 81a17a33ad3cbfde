"""A loopback load: five seats, 10,000 writes, connections dropped and made again all the
way through, each device sending again what was not acknowledged, as the page does.
Nothing is lost, nothing is done twice."""
from __future__ import annotations

import asyncio
import random

import aiohttp

from spacealert_tui.link.server import LinkServer
from spacealert_tui.link.session import TableLink
from tests.link import keeping

CARDS = ["red", "blue", "lift", "A", "B", "C", "bots", "empty"]
SEATS, WRITES = 5, 2000


class Ticking:
    """A clock that moves a tenth of a second each time it is read: the devices here send
    as fast as loopback allows, which a phone never does, and the flood guard must not
    count that against them."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 0.1
        return self.now


async def device(address: str, http: aiohttp.ClientSession, seat: int, seed: int) -> list[str]:
    """Writes WRITES random cards, dropping its connection now and then; returns the board
    it believes it wrote."""
    rng = random.Random(seed)
    board = ["empty"] * 12
    pending: dict[int, dict] = {}
    secret: str | None = None
    seq = 0
    while seq < WRITES or pending:
        async with http.ws_connect(address + "ws") as socket:
            await socket.send_json({"t": "hello", "seat": seat, "device": f"device-{seat:04d}",
                                    "secret": secret})
            while True:
                message = await socket.receive_json()
                if message["t"] == "welcome":
                    secret = message["secret"]
                    for old in [s for s in pending if s <= message["last_seq"]]:
                        del pending[old]
                    break
            for write in list(pending.values()):
                await socket.send_json(write)
            burst = rng.randint(1, 150)
            for _ in range(burst):
                if seq >= WRITES:
                    break
                seq += 1
                slot, card = rng.randrange(12), rng.choice(CARDS)
                board[slot] = card
                pending[seq] = {"t": "set", "seq": seq, "slot": slot, "card": card}
                await socket.send_json(pending[seq])
            # read acknowledgements for a while, then drop without waiting for all of them
            wait_for_all = rng.random() < 0.5 or seq >= WRITES
            while pending:
                try:
                    message = await asyncio.wait_for(socket.receive_json(), 2 if wait_for_all else 0.01)
                except TimeoutError:
                    break
                if message["t"] == "ack":
                    pending.pop(message["seq"], None)
                assert message["t"] != "error", message
    return board


def test_ten_thousand_writes_through_drops_nothing_lost_nothing_doubled() -> None:
    link = TableLink([(f"P{n}", "red") for n in range(SEATS)], clock=Ticking())
    applied: list[int] = []
    link.on_change = keeping(applied)

    async def body() -> list[list[str]]:
        server = LinkServer(link)
        address = await server.start()
        try:
            async with aiohttp.ClientSession() as http:
                return list(await asyncio.gather(*(device(address, http, seat, seed=seat)
                                                   for seat in range(SEATS))))
        finally:
            await server.stop()
    boards = asyncio.run(body())
    assert link.plans() == boards
    assert len(applied) == SEATS * WRITES          # each write done exactly once
