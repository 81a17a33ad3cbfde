"""The table link over real sockets (aiohttp on loopback, in this process): the join
code guards every path, the page comes in the crew's language, and a device's cards
reach the host's boards."""
from __future__ import annotations

import asyncio
import json

import aiohttp

from spacealert_tui import i18n
from spacealert_tui.link.server import LinkServer
from spacealert_tui.link.session import TableLink
from tests.link import keeping

CREW = [("Ana", "red"), ("Bruno", "yellow")]


def run(test) -> None:
    async def body() -> None:
        link = TableLink(CREW, join_code="J0inC0de-for-tests")
        server = LinkServer(link)
        address = await server.start()
        try:
            async with aiohttp.ClientSession() as http:
                await test(link, server, address, http)
        finally:
            await server.stop()
    asyncio.run(body())


async def next_of(socket, kind: str) -> dict:
    while True:
        message = await asyncio.wait_for(socket.receive_json(), 5)
        if message["t"] == kind:
            return message


def test_every_path_without_the_join_code_is_not_found() -> None:
    async def test(link, server, address, http):
        root = address.rsplit("/m/", 1)[0]
        for path in ("/", "/m/wrong", "/m/wrong/ws", "/m/wrong/app.js", "/favicon.ico"):
            async with http.get(root + path) as answer:
                assert answer.status == 404, path
        async with http.get(address + "../../pyproject.toml") as answer:
            assert answer.status == 404
        async with http.get(address + "session.py") as answer:
            assert answer.status == 404
    run(test)


def test_the_page_comes_in_the_crew_s_language() -> None:
    i18n.install("es")
    try:
        async def test(link, server, address, http):
            async with http.get(address) as answer:
                assert answer.status == 200
                page = await answer.text()
            assert '<html lang="es">' in page
            words = json.loads(page.split('type="application/json">')[1].split("</script>")[0])
            assert words["choose_seat"] == i18n._("Which seat is yours?")
            async with http.get(address + "app.js") as answer:
                assert answer.status == 200 and "WebSocket" in await answer.text()
        run(test)
    finally:
        i18n.install("en")


def test_a_device_joins_enters_a_card_and_the_host_has_it() -> None:
    async def test(link, server, address, http):
        changed: list[int] = []
        link.on_change = keeping(changed)
        async with http.ws_connect(address + "ws") as socket:
            assert (await next_of(socket, "seats"))["seats"][1]["name"] == "Bruno"
            await socket.send_json({"t": "hello", "seat": 1, "device": "phone-0001"})
            secret = (await next_of(socket, "welcome"))["secret"]
            await socket.send_json({"t": "set", "seq": 1, "slot": 4, "card": "lift"})
            assert (await next_of(socket, "ack"))["seq"] == 1
        assert link.plans()[1][4] == "lift" and changed == [1]
        # the page reloads: the same device comes back with its secret, nothing to take over
        async with http.ws_connect(address + "ws") as socket:
            await next_of(socket, "seats")
            await socket.send_json({"t": "hello", "seat": 1, "device": "phone-0001", "secret": secret})
            assert (await next_of(socket, "welcome"))["last_seq"] == 1
            state = await next_of(socket, "state")
            assert state["board"][4] == "lift"
            # the host publishes; the device shows it
            server.deliver(link.publish(clock="1:40", phase=1))
            assert (await next_of(socket, "state"))["public"]["clock"] == "1:40"
    run(test)


def test_bad_frames_are_refused_with_a_reason_and_the_connection_goes_on() -> None:
    async def test(link, server, address, http):
        async with http.ws_connect(address + "ws") as socket:
            await next_of(socket, "seats")
            await socket.send_bytes(b"\x00\x01")
            assert (await next_of(socket, "error"))["reason"]
            await socket.send_str("{" * 100_000)       # larger than any frame the link takes
            closed = await asyncio.wait_for(socket.receive(), 5)
            assert closed.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.ERROR)
        async with http.ws_connect(address + "ws") as socket:
            await next_of(socket, "seats")
            await socket.send_str("{" * 1000)
            assert "JSON" in (await next_of(socket, "error"))["reason"]
            await socket.send_json({"t": "ping"})
            await next_of(socket, "pong")
    run(test)
