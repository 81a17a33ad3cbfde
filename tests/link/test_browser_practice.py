"""A three-player practice with private hands, in real browsers: the host app runs (Textual's
pilot) with the table link on, and three phones at 360×740 (headless Chromium driven by
Playwright's asyncio API, in the app's own loop) each take a seat, see only their own hand
(base rulebook §2: a hand is never shown to the others), play from it, and the host's
boards get the cards — face down on the host's screen. `SPACEALERT_LINK_SHOTS=DIR` keeps
the phones' screenshots and the host's screen as text. Skipped where Chromium or
Playwright is missing (`.ci/run` installs Chromium)."""
from __future__ import annotations

from pathlib import Path

import pytest

from spacealert_tui.tui.widgets.action_boards import back_cell
from tests.i18n_scan import screen_text
from tests.link.test_browser import CHROMIUM, FLAGS, SHOTS, speak
from tests.tui.test_action_round import short_mission
from tests.tui.test_link_practice import plain, practice_draft, practice_with_link

playwright_api = pytest.importorskip("playwright.async_api")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="no Chromium on this machine")


@pytest.mark.parametrize("language", ["en", "es", "pt"])
async def test_three_phones_each_see_only_their_hand_and_the_host_boards_get_their_cards(
        tmp_path, monkeypatch, language):
    from spacealert_tui.commands.solo import make_app as solo_app
    from spacealert_tui.tui.screens.link_join import LinkJoinScreen

    monkeypatch.setattr("spacealert_tui.link.host.table_address", lambda: "127.0.0.1")
    speak(language)
    try:
        app = solo_app(practice_draft(short_mission(tmp_path), language), practice=True, soundtracks=True)
        async with app.run_test(size=(120, 40)) as pilot, playwright_api.async_playwright() as play:
            browser = await play.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
            for _ in range(200):
                if isinstance(app.screen, LinkJoinScreen):
                    break
                await pilot.pause(0.02)
            address = app.screen.host.address
            screen, link = await practice_with_link(pilot)
            phones = []
            for seat in range(3):
                page = await (await browser.new_context(viewport={"width": 360, "height": 740})).new_page()
                await page.goto(address)
                await page.locator("#seats button").nth(seat).click()
                await page.locator("#cards button").first.wait_for()
                phones.append(page)
            hands = [list(screen.table.hands[p]) for p in range(3)]
            for seat, page in enumerate(phones):
                seen = await page.evaluate("() => JSON.stringify(state)")
                assert all(card.id in seen for card in hands[seat])
                assert not any(card.id in seen for p in range(3) if p != seat for card in hands[p])
                halves = await page.locator("#cards button:not(.move)").count()
                assert halves == 2 * len(hands[seat])
            # each player plays two cards of their own hand: the first's top half on
            # turn 1, the second's other half on turn 2
            played = []
            for seat, page in enumerate(phones):
                first, second = [c for c in hands[seat] if plain(c)][:2]
                for slot, (card, half) in enumerate(((first, 0), (second, 1))):
                    index = hands[seat].index(card)
                    await page.locator("#cards button:not(.move)").nth(2 * index + half).click()
                    await page.locator("#board button").nth(slot).click()
                    await page.wait_for_function("() => pending.length === 0")
                    hands[seat] = [c for c in hands[seat] if c is not card]
                played.append((first, second))
            await pilot.pause()
            for seat, (first, second) in enumerate(played):
                assert screen.table.player_boards[seat][0] == (first, first.halves[0])
                assert screen.table.player_boards[seat][1] == (second, second.halves[1])
                assert screen.draft.plans[seat][:2] == [first.token(first.halves[0]), second.token(second.halves[1])]
                board = await phones[seat].locator("#board").inner_text()
                assert "·" in board                  # the other spaces still empty
                assert len(await phones[seat].locator("#cards button:not(.move)").all()) == 2 * len(hands[seat])
            # the host's screen: the players' cards face down, their hands counted
            await pilot.pause(0.3)
            host = screen_text(app)
            assert screen.secret() == {0, 1, 2}
            for seat in range(3):
                row = next(line for line in host.splitlines()
                           if line.lstrip("│▶ ").startswith(screen.players[seat].name + " ") and "│" in line)
                first, second = played[seat]
                assert f" {back_cell(first.halves[0])} {back_cell(second.halves[1])} " in row
            if SHOTS:
                Path(SHOTS).mkdir(parents=True, exist_ok=True)
                for seat, page in enumerate(phones):
                    await page.screenshot(path=str(Path(SHOTS) / f"practice-{language}-seat{seat + 1}.png"),
                                          full_page=True)
                (Path(SHOTS) / f"practice-{language}-host.txt").write_text(host, encoding="utf-8")
            await browser.close()
    finally:
        speak("en")
