"""The table link's web server: the page, and one websocket per device.

Built on aiohttp, which serves HTTP and websockets from the asyncio loop it is started
in — the app's own (Textual's), so the link needs no thread and no second process — and
comes with an in-process test client. Every path carries the mission's join code
(`/m/<code>/…`); any other request gets 404 and nothing else. It listens only on the
address the host chose and only while `start()`…`stop()` (the mission).

All the link's rules live in `session.TableLink`; this module only moves text between
the sockets and it, in order: each connection has a queue and one task writing it.
"""
from __future__ import annotations

import asyncio
import html
import itertools
import json
import logging
import secrets
from importlib import resources
from typing import Any

from aiohttp import WSMsgType, web

from spacealert_tui.i18n import N_, _, current_language
from spacealert_tui.link.page_words import page_words
from spacealert_tui.link.protocol import MAX_MESSAGE_BYTES, ProtocolError, read_message
from spacealert_tui.link.session import Conn, Out, TableLink

logger = logging.getLogger(__name__)

#: aiohttp closes a connection whose frame is larger than this; anything between
#: `MAX_MESSAGE_BYTES` and this is refused with a reason instead.
FRAME_LIMIT = 64 * 1024
PAGE_FILES = {"app.js": "application/javascript", "style.css": "text/css"}


class LinkServer:
    """Serves one mission's `TableLink` on `host:port` (port 0: any free one)."""

    def __init__(self, link: TableLink, host: str = "127.0.0.1", port: int = 0) -> None:
        self.link, self.host, self.port = link, host, port
        self._runner: web.AppRunner | None = None
        self._queues: dict[Conn, asyncio.Queue[dict[str, Any] | None]] = {}
        self._sockets: dict[Conn, web.WebSocketResponse] = {}
        self._ids = itertools.count(1)

    # -- life ------------------------------------------------------------------------
    def application(self) -> web.Application:
        app = web.Application(client_max_size=MAX_MESSAGE_BYTES)
        app.router.add_get("/m/{code}", self._to_page)
        app.router.add_get("/m/{code}/", self._page)
        app.router.add_get("/m/{code}/ws", self._socket)
        app.router.add_get("/m/{code}/{name}", self._file)
        return app

    async def start(self) -> str:
        """Listen; the address a device opens (with the join code)."""
        self._runner = web.AppRunner(self.application(), access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        server = getattr(site, "_server", None)
        sockets = getattr(server, "sockets", None) or []
        if sockets:
            self.port = sockets[0].getsockname()[1]
        return self.address()

    def address(self) -> str:
        return f"http://{self.host}:{self.port}/m/{self.link.join_code}/"

    async def stop(self) -> None:
        """Close every device's connection (the page says so and tries again) and stop."""
        for socket in list(self._sockets.values()):
            await socket.close(code=1001, message=b"the mission is over")
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    def deliver(self, outs: list[Out]) -> None:
        """Send what the link returned (the host's `publish`, `host_set`): queued, in order."""
        for conn, message in outs:
            queue = self._queues.get(conn)
            if queue is not None:
                queue.put_nowait(message)

    # -- requests ----------------------------------------------------------------------
    def _checked(self, request: web.Request) -> None:
        if not secrets.compare_digest(request.match_info["code"].encode(), self.link.join_code.encode()):
            raise web.HTTPNotFound()

    async def _to_page(self, request: web.Request) -> web.Response:
        """The address typed without its last slash: the page's files are beside it."""
        self._checked(request)
        raise web.HTTPFound(f"/m/{self.link.join_code}/")

    async def _page(self, request: web.Request) -> web.Response:
        self._checked(request)
        text = (resources.files("spacealert_tui.link") / "page" / "index.html").read_text("utf-8")
        words = json.dumps(page_words(), ensure_ascii=False).replace("</", "<\\/")
        text = (text.replace("{{lang}}", html.escape(current_language()))
                    .replace("{{title}}", html.escape(_("Space Alert — table link")))
                    .replace("{{words}}", words))
        return web.Response(text=text, content_type="text/html", charset="utf-8",
                            headers={"Cache-Control": "no-store"})

    async def _file(self, request: web.Request) -> web.Response:
        self._checked(request)
        name = request.match_info["name"]
        if name not in PAGE_FILES:
            raise web.HTTPNotFound()
        body = (resources.files("spacealert_tui.link") / "page" / name).read_text("utf-8")
        return web.Response(text=body, content_type=PAGE_FILES[name], charset="utf-8")

    async def _socket(self, request: web.Request) -> web.WebSocketResponse:
        self._checked(request)
        socket = web.WebSocketResponse(max_msg_size=FRAME_LIMIT, heartbeat=20)
        await socket.prepare(request)
        conn = next(self._ids)
        queue: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()
        self._queues[conn] = queue
        self._sockets[conn] = socket
        writer = asyncio.create_task(self._write(socket, queue))
        try:
            self.deliver(self.link.connect(conn))
            async for frame in socket:
                if frame.type is WSMsgType.TEXT:
                    self.deliver(self._answer(conn, frame.data))
                elif frame.type is WSMsgType.BINARY:
                    self.deliver(self.link.refuse(conn, ProtocolError(N_("a message is a JSON object"))))
                if self.link.closing(conn):
                    break
        finally:
            self.link.drop(conn)
            self._queues.pop(conn, None)
            self._sockets.pop(conn, None)
            queue.put_nowait(None)
            await writer
            await socket.close()
        return socket

    def _answer(self, conn: Conn, text: str) -> list[Out]:
        try:
            message = read_message(text, self.link.rules, len(self.link.seats))
        except ProtocolError as error:
            return self.link.refuse(conn, error)
        return self.link.receive(conn, message)

    @staticmethod
    async def _write(socket: web.WebSocketResponse, queue: asyncio.Queue[dict[str, Any] | None]) -> None:
        while (message := await queue.get()) is not None:
            if socket.closed:
                continue
            try:
                await socket.send_json(message)
            except (ConnectionError, RuntimeError):
                logger.info("a table-link device went away while being written to", exc_info=True)
