"""The data transfer's dialog takes keys in the order typed: "down down up enter" chooses
the card one line down, never the one highlighted before the arrows reached the list
(the same fix as the Teleporter's dialog: `tui/dialogs/step_lists.py`)."""
from __future__ import annotations

from textual import events

from spacealert_tui.rules.action_deck import ActionCard
from spacealert_tui.tui.dialogs.transfer import TransferScreen
from tests.tui.test_setup import UNSET, ScreenApp

HAND = [ActionCard("A-red-01", "A", "red"), ActionCard("B-blue-01", "B", "blue"),
        ActionCard("C-lift-01", "C", "lift"), ActionCard("bots-red-01", "bots", "red")]
RECEIVERS = [(0, "Ana"), (2, "Cy"), (3, "Di")]


async def burst(pilot, *keys: str) -> None:
    """Keys as a terminal sends them typed fast: all queued before any is handled
    (`pilot.press` waits for each key to be handled)."""
    for key in keys:
        pilot.app.post_message(events.Key(key, None))
    await pilot.pause()
    await pilot.pause()


async def test_keys_typed_fast_choose_the_card_and_receiver_they_point_at():
    app = ScreenApp(lambda: TransferScreen("Ben", HAND, RECEIVERS))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        order = list(app.screen.groups.values())
        await burst(pilot, "down", "down", "up", "enter", "down", "down", "enter")
    assert app.result == (order[1], 3)


async def test_fast_keys_after_going_back_move_the_cards_again():
    app = ScreenApp(lambda: TransferScreen("Ben", HAND, RECEIVERS))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        order = list(app.screen.groups.values())
        await burst(pilot, "enter", "down", "escape", "down", "down", "enter", "enter")
    assert app.result not in (UNSET, None)
    assert app.result == (order[2], 0)


async def test_the_teleporters_dialog_takes_fast_keys_in_order_too():
    from spacealert_tui.tui.dialogs.teleport import TeleportScreen

    app = ScreenApp(lambda: TeleportScreen("Ana", ["Ana", "Ben", "Cy"], {}))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await burst(pilot, "up", "up", "enter", "down", "escape", "down", "enter", "up", "up", "up", "enter")
        await pilot.pause()
    assert app.result == {"departure": "Cy", "arrival": "Ana"}
