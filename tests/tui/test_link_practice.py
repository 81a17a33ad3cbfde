"""Practice with the app's deck and the table link: each hand on its own device.

Base rulebook §2: "Take the 5 cards of the first phase. You may not show them to the
rest of the crew" — so with the link each player's hand goes to their own device only,
and the host's screen shows what the physical table shows: the players' cards by their
backs and how many each holds. A device's play, draw, gift or pick-up is decided by the
practice's own rules (the same as the screen's keys) and refused with the reason on that
device. The devices here are the link's own side (`TableLink.receive`), as the server
hands it each message; the browser test (`tests/link/test_browser.py`) drives real pages.

The mission is the 3:20 one of `test_action_round.py`: incoming data at 0:30 (phase 1),
a data transfer at 1:25 (phase 2); practice without the clock closes phases with `n`.
"""
from __future__ import annotations

import json
from typing import Any

import pytest

from spacealert_tui.commands.solo import make_app as solo_app
from spacealert_tui.link.protocol import Done, Draw, Give, Hello, PickUp, Play
from spacealert_tui.link.session import TableLink
from spacealert_tui.record.draft import load_draft
from spacealert_tui.record.practice import new_solo_draft
from spacealert_tui.rules.action_deck import ActionCard
from spacealert_tui.tui.screens.entry import EntryScreen
from spacealert_tui.tui.screens.link_join import LinkJoinScreen
from spacealert_tui.tui.screens.solo import SoloScreen
from spacealert_tui.tui.widgets.plan_grid import PlanGrid
from tests.i18n_scan import screen_text
from tests.tui.test_action_round import ready, short_mission


@pytest.fixture
def mission(tmp_path, monkeypatch) -> str:
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path / "data"))
    return short_mission(tmp_path)


def practice_draft(mission: str, language: str = "en"):
    """Three players and one android (§5.3), their cards dealt by the app, the link on."""
    draft = new_solo_draft(mission=mission, seed=5, stage="action", players=3, language=language)
    draft.table_link = True
    draft.save()
    return draft


async def until(pilot, condition, rounds: int = 200) -> None:
    """Let the app work until `condition()` holds (the hands go out on a short timer)."""
    for _ in range(rounds):
        if condition():
            return
        await pilot.pause(0.02)
    assert condition()


async def practice_with_link(pilot, start: str = "") -> tuple[SoloScreen, TableLink]:
    """Past the join screen into the practice round (`start`: the key that starts it),
    each player's hand sent out."""
    await until(pilot, lambda: isinstance(pilot.app.screen, LinkJoinScreen))
    link = pilot.app.screen.host.link
    await pilot.press("enter")
    await ready(pilot)
    if start:
        await pilot.press(start)
        await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, SoloScreen) and screen.state == "practice"
    await until(pilot, lambda: all(link.private.get(p, {}).get("hand") for p in range(3)))
    return screen, link


def seat_device(link: TableLink, seat: int) -> int:
    """A device on `seat` (its connection's number is 100 + seat)."""
    link.connect(100 + seat)
    link.receive(100 + seat, Hello(seat, f"phone-000{seat}", None, False))
    return 100 + seat


def answer(outs: list[tuple[int, dict[str, Any]]], conn: int) -> dict[str, Any]:
    return next(m for c, m in outs if c == conn and m["t"] == "ack")


def plain(card: ActionCard) -> bool:
    return not (card.heroic or card.special)


async def test_each_hand_goes_to_its_own_device_only_and_a_play_lands_on_the_host_board(mission):
    app = solo_app(practice_draft(mission), practice=True, soundtracks=True)
    async with app.run_test(size=(100, 30)) as pilot:
        screen, link = await practice_with_link(pilot)
        table = screen.table
        for p in range(3):
            assert [c["id"] for c in link.private[p]["hand"]] == [c.id for c in table.hands[p]]
        assert link.private[3]["hand"] == []                     # the android holds no hand
        # a device is sent its own hand, never another's
        conn = seat_device(link, 1)
        sent = json.dumps([m for c, m in link.receive(conn, Done(1, False)) if c == conn])
        assert all(c.id in sent for c in table.hands[1])
        assert not any(c.id in sent for p in (0, 2) for c in table.hands[p])
        # the host shows no hand: every player's hand counted, their boards by the backs
        assert screen.secret() == {0, 1, 2}
        text = screen_text(app)
        name = screen.players[1].name
        assert f"on {screen.players[0].name}'s device" in text and "hands on the devices" in text
        # a play: the card leaves the hand and lies on the player's board in the app
        card = next(c for c in table.hands[1] if plain(c))
        ack = answer(link.receive(conn, Play(2, 1, card.id, "move")), conn)
        assert "refused" not in ack
        assert screen.table.player_boards[1][1] == (card, "move")
        assert screen.draft.plans[1][1] == card.move == load_draft(screen.draft.path).plans[1][1]
        assert card.id not in [c["id"] for c in link.private[1]["hand"]]
        assert link.seats[1].plan[1] == card.move and link.seats[1].entered_by == "device"
        await pilot.pause()
        row = next(line for line in screen_text(app).splitlines() if line.lstrip("│▶ ").startswith(name + " "))
        assert " mov " in row           # on the host, face down: only which half is up shows (§2)
        # refused by the same rules as the keys, with the reason, and nothing changes
        other = next(c for c in screen.table.hands[1] if plain(c))
        ack = answer(link.receive(conn, Play(3, 5, other.id, "action")), conn)    # turn 6: phase 2
        assert "phase" in ack["refused"] and screen.table.player_boards[1][5] is None
        ack = answer(link.receive(conn, Play(4, 0, screen.table.hands[0][0].id, "action")), conn)
        assert ack["refused"] == "That card is not in your hand."
        ack = answer(link.receive(conn, Give(5, other.id, 2)), conn)
        assert "cannot give a card now" in ack["refused"]
        # taken back into the hand
        assert "refused" not in answer(link.receive(conn, Play(6, 1, None, "action")), conn)
        assert screen.table.player_boards[1][1] is None and card in screen.table.hands[1]
        # the host's keys neither play a player's cards nor act for them
        assert not screen.check_action("pick_up", ()) and not screen.check_action("transfer", ())
        # the android's board is programmed at the host: no device takes its seat, so none
        # plays on it
        link.connect(103)
        (_, refused), = link.receive(103, Hello(3, "phone-0003", None, False))
        assert refused["t"] == "error" and "android" in refused["reason"]
        assert "choose a seat first" in link.receive(103, Play(1, 0, card.id, "action"))[0][1]["reason"]


async def test_draw_give_and_pick_up_from_the_devices_as_the_rules_allow(mission):
    app = solo_app(practice_draft(mission), practice=True, soundtracks=True)
    async with app.run_test(size=(120, 40)) as pilot:
        screen, link = await practice_with_link(pilot)
        ana, bruno = seat_device(link, 0), seat_device(link, 1)
        # incoming data (0:30, phase 1): each player may draw one card; the devices show
        # the computer's message (without the host's key) and the phase planned
        await until(pilot, lambda: link.public.get("phase") == 1 and link.public.get("announcements"))
        assert link.public["announcements"] == ["0:30 INCOMING DATA · each player may draw 1 card"]
        assert link.public["clock"] == ""                     # no clock in this practice
        assert screen.cards.computer_calls == link.public["announcements"]   # the host without its key (i)
        assert link.private[0]["may_draw"] == 1
        held = len(screen.table.hands[0])
        assert "refused" not in answer(link.receive(ana, Draw(1)), ana)
        assert len(screen.table.hands[0]) == held + 1 and link.private[0]["may_draw"] == 0
        assert "no card to draw" in answer(link.receive(ana, Draw(2)), ana)["refused"]
        # phase 2 opens with a data transfer: a card from Bruno's hand into Carla's
        await pilot.press("n")
        await until(pilot, lambda: link.private[1]["may_give"] and link.public["phase"] == 2)
        assert "DATA TRANSFER · each player may give 1 card" in link.public["announcements"][-1]
        assert link.private[1]["give_to"] == [0, 2]
        gift = next(c for c in screen.table.hands[1] if plain(c))
        assert "refused" not in answer(link.receive(bruno, Give(1, gift.id, 2)), bruno)
        assert gift in screen.table.hands[2] and gift not in screen.table.hands[1]
        assert gift.id in [c["id"] for c in link.private[2]["hand"]]
        assert "cannot give" in answer(link.receive(bruno, Give(2, screen.table.hands[1][0].id, 0)),
                                       bruno)["refused"]
        # Ana picks up phase 3's cards early: her phase-2 turns are then fixed
        assert screen.table.picked_up[0] == 2
        assert "refused" not in answer(link.receive(ana, PickUp(3)), ana)
        assert screen.table.picked_up[0] == 3
        await until(pilot, lambda: len(link.private[0]["hand"]) == len(screen.table.hands[0]))


async def test_the_entry_after_a_linked_practice_marks_the_boards_entered_on_devices(mission):
    """After the round the entry's grid marks each row a device entered, and whether its
    player finished it there: a mark read without colour, at 80×24 too."""
    app = solo_app(practice_draft(mission), practice=True, soundtracks=True)
    async with app.run_test(size=(80, 24)) as pilot:
        screen, link = await practice_with_link(pilot)
        conn = seat_device(link, 2)
        card = next(c for c in screen.table.hands[2] if plain(c))
        assert "refused" not in answer(link.receive(conn, Play(1, 0, card.id, "action")), conn)
        await pilot.press("n", "n", "n")
        await until(pilot, lambda: isinstance(app.screen, EntryScreen))
        entry = app.screen
        await pilot.pause()
        grid = entry.query_one("#grid", PlanGrid)
        assert grid.badges == ["", "", "▣", ""]
        link.receive(conn, Done(2, True))
        await pilot.pause()
        assert grid.badges == ["", "", "▣✓", ""]
        # the hands were put away: the devices enter as at any table now
        assert link.private[2]["hand"] is None
        text = screen_text(app)
        carla = screen.players[2].name
        row = next(line for line in text.splitlines() if carla in line and "▣✓" in line)
        assert row.index("▣✓") < row.index(card.action)
        assert "▣ entered on the player's device" in text


async def test_practice_from_home_with_table_link_starts_the_link_and_deals_to_the_devices(mission, monkeypatch):
    """`spacealert --table-link`, then Solo practice on the home screen: the set-up has
    *Link* on; with three players, F10 shows the join screen, then the practice round
    deals each hand to its device."""
    from spacealert_tui.tui.widgets.choice import Choice
    from tests.tui.conftest import make_app
    from tests.tui.test_solo_flow import solo_set_up

    monkeypatch.setattr("spacealert_tui.link.host.table_address", lambda: "127.0.0.1")
    app = make_app(table_link=True)
    async with app.run_test(size=(120, 40)) as pilot:
        setup = await solo_set_up(pilot)
        assert setup.draft.table_link and setup.query_one("#table-link", Choice).value is True
        setup.query_one("#players", Choice).focus()
        await pilot.press("3")
        await pilot.pause()
        setup.draft.soundtrack = mission
        setup.draft.save()
        await pilot.press("f10")
        screen, link = await practice_with_link(pilot, start="p")    # p: practice without the clock
        assert [c["id"] for c in link.private[2]["hand"]] == [c.id for c in screen.table.hands[2]]
