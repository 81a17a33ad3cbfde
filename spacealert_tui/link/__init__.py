"""The table link: each crew member's action board on their own phone or laptop.

Layer 5b (docs/architecture.md): above `settings`, below `tui`. `protocol` reads what a
device sends, `session` holds the seats and boards (pure, tested in-process), `server`
serves the page and the websockets from the app's asyncio loop (aiohttp), `page/` is the
page itself. The protocol is described in docs/table-link.md.
"""
