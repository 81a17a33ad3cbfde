"""The host's side: a card a device taps is in the mission's draft file at once."""
from __future__ import annotations

import asyncio

import aiohttp

from spacealert_tui.link.host import LinkHost
from spacealert_tui.record.draft import CrewSeat, MissionDraft, load_draft


def test_a_card_from_a_device_is_in_the_saved_draft_before_it_is_acknowledged() -> None:
    draft = MissionDraft.new(crew=[CrewSeat("Ana", "red"), CrewSeat("Bo", "blue")], stage="entry",
                             plans=[["empty"] * 12, ["empty"] * 12])
    draft.save()
    host = LinkHost(draft, host="127.0.0.1")
    heard: list[int] = []
    host.on_change = heard.append

    async def body() -> None:
        address = await host.start()
        try:
            async with aiohttp.ClientSession() as http, http.ws_connect(address + "ws") as socket:
                await socket.send_json({"t": "hello", "seat": 1, "device": "phone-0001"})
                await socket.send_json({"t": "set", "seq": 1, "slot": 0, "card": "B"})
                while (await asyncio.wait_for(socket.receive_json(), 5))["t"] != "ack":
                    pass
                assert load_draft(draft.path).plans[1][0] == "B"
        finally:
            await host.stop()
    asyncio.run(body())
    assert heard == [1]
    assert host.link.seats[1].colour   # the figure's colour, as the crew's language words it


def test_when_the_draft_cannot_be_written_the_device_is_not_told_it_was_kept() -> None:
    draft = MissionDraft.new(crew=[CrewSeat("Ana", "red")], stage="entry", plans=[["empty"] * 12])

    def full_disk() -> None:
        raise OSError(28, "No space left on device")
    host = LinkHost(draft, host="127.0.0.1", save=full_disk)
    host.link.connect(1)
    from spacealert_tui.link.protocol import Hello, SetCard
    host.link.receive(1, Hello(0, "phone-0001", None, False))
    (conn, message), = host.link.receive(1, SetCard(1, 0, "A"))
    assert message["t"] == "error"


def test_after_a_crash_the_continued_mission_knows_its_code_and_its_devices() -> None:
    """Continue after a crash: the same address, and each phone back on its seat with its
    secret, without asking anyone to take a seat over."""
    draft = MissionDraft.new(crew=[CrewSeat("Ana", "red")], stage="entry", plans=[["empty"] * 12],
                             table_link=True)
    first = LinkHost(draft, host="127.0.0.1")
    first.link.connect(1)
    from spacealert_tui.link.protocol import Hello
    secret = first.link.receive(1, Hello(0, "phone-0001", None, False))[0][1]["secret"]
    again = LinkHost(load_draft(draft.path), host="127.0.0.1")
    assert again.link.join_code == first.link.join_code
    again.link.connect(7)
    assert again.link.receive(7, Hello(0, "phone-0001", secret, False))[0][1]["t"] == "welcome"


def test_a_hand_edited_draft_with_bad_link_fields_is_refused_naming_the_field() -> None:
    import pytest
    for bad in ({"table_link": "yes"}, {"link_holders": [["only-one"]]}, {"link_code": 5}):
        doc = MissionDraft.new(crew=[CrewSeat("Ana")]).to_json() | bad
        with pytest.raises(ValueError, match=next(iter(bad))):
            MissionDraft.from_json(doc)


def test_the_host_s_own_corrections_reach_the_seat_s_device() -> None:
    """The host types into its entry (the draft's plans): `sync` sends each space that
    changed to the device holding that seat, and only to it."""
    draft = MissionDraft.new(crew=[CrewSeat("Ana", "red"), CrewSeat("Bo", "blue")], stage="entry",
                             plans=[["empty"] * 12, ["empty"] * 12])
    host = LinkHost(draft, host="127.0.0.1")
    sent: list = []
    host.server.deliver = sent.extend       # type: ignore[method-assign,assignment]  # what would be sent
    from spacealert_tui.link.protocol import Hello
    host.link.connect(1)
    host.link.receive(1, Hello(1, "phone-0001", None, False))
    draft.plans[1][4] = "C"
    host.sync()
    assert host.link.plans()[1][4] == "C"
    assert [(conn, m["board"][4]) for conn, m in sent] == [(1, "C")]
