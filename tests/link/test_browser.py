"""The page in a real browser (headless Chromium driven by Playwright): phones at
360×740 pick their seats, tap their cards, and the host's draft has them; a phone that
reloads keeps its seat and board. Skipped where Chromium or Playwright is missing
(`.ci/run` installs Chromium)."""
from __future__ import annotations

import asyncio
import functools
import os
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from spacealert_tui import i18n
from spacealert_tui.link.host import LinkHost
from spacealert_tui.record.draft import CrewSeat, MissionDraft, load_draft
from spacealert_tui.rules import text

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
playwright_api = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="no Chromium on this machine")
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
#: where the screenshots go when a person wants to look at them
SHOTS = os.environ.get("SPACEALERT_LINK_SHOTS")


class Served:
    """A `LinkHost` running on its own loop in a thread, as the app's loop would run it."""

    def __init__(self, draft: MissionDraft) -> None:
        self.host = LinkHost(draft, host="127.0.0.1")
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)

    def __enter__(self) -> Served:
        self.thread.start()
        self.address = asyncio.run_coroutine_threadsafe(self.host.start(), self.loop).result(10)
        return self

    def call(self, function, **kwargs) -> None:
        self.loop.call_soon_threadsafe(functools.partial(function, **kwargs))

    def __exit__(self, *exc: object) -> None:
        asyncio.run_coroutine_threadsafe(self.host.stop(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


@pytest.fixture
def browser() -> Iterator:
    with playwright_api.sync_playwright() as play:
        launched = play.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield launched
        launched.close()


def speak(language: str) -> None:
    """The crew's language for the app's words and the rules core's, as the app sets it."""
    i18n.install(language)
    text.install(*i18n.functions())


def draft(language: str) -> MissionDraft:
    made = MissionDraft.new(crew=[CrewSeat("Ana", "red"), CrewSeat("Bruno", "yellow"),
                                  CrewSeat("Carla", "green"), CrewSeat("Dani", "blue")],
                            stage="entry", language=language, plans=[["empty"] * 12 for _ in range(4)])
    made.save()
    return made


def phone(browser, address: str):
    page = browser.new_context(viewport={"width": 360, "height": 740}).new_page()
    page.goto(address)
    return page


def shot(page, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"), full_page=True)


@pytest.mark.parametrize("language", ["en", "es", "pt"])
def test_four_phones_enter_their_boards_and_the_host_has_every_card(browser, language):
    speak(language)
    try:
        mission = draft(language)
        with Served(mission) as served:
            plans = [["red", "A", "A"], ["lift", "B", "empty"], ["blue", "C", "bots"], ["HA", "A", "red"]]
            phones = [phone(browser, served.address) for _ in plans]
            for seat, (page, plan) in enumerate(zip(phones, plans, strict=True)):
                page.locator("#seats button").nth(seat).click()
                page.locator("#board button").first.wait_for()
                for slot, token in enumerate(plan):
                    page.locator("#cards button").nth(["red", "blue", "lift", "A", "B", "C", "bots", "HA", "HB",
                                                      "Hbots", "empty"].index(token)).click()
                    page.locator("#board button").nth(slot).click()
                page.locator("#done").click()
            for seat, page in enumerate(phones):
                page.wait_for_function("() => pending.length === 0")    # every write acknowledged
                shot(page, f"{language}-seat{seat + 1}")
            served.call(served.host.publish, clock="8:41", phase=3, announcements=["Phase three ends in one minute."])
            phones[0].wait_for_function("() => document.getElementById('clock').textContent === '8:41'")
            for seat, plan in enumerate(plans):
                assert served.host.link.plans()[seat][:3] == plan
                assert served.host.link.seats[seat].done
            assert [p[:3] for p in load_draft(mission.path).plans] == plans
    finally:
        speak("en")


def test_a_phone_that_reloads_keeps_its_seat_and_board(browser):
    mission = draft("en")
    with Served(mission) as served:
        page = phone(browser, served.address)
        page.locator("#seats button").nth(2).click()
        page.locator("#cards button").nth(3).click()          # A
        page.locator("#board button").nth(5).click()
        page.wait_for_function("() => pending.length === 0")
        page.reload()
        page.locator("#board button").first.wait_for()
        assert "A" in page.locator("#board button").nth(5).inner_text()
        assert page.locator("#seats").is_hidden()
        # a second phone on the same seat is asked before it takes over
        other = phone(browser, served.address)
        other.locator("#seats button").nth(2).click()
        other.locator("#ask-yes").click()
        page.wait_for_function("() => document.getElementById('play').hidden")
        assert served.host.link.seats[2].device is not None
        shot(page, "taken-over")


def test_in_practice_each_phone_sees_only_its_own_hand_and_plays_from_it(browser):
    """A three-player practice: the app deals, each device shows its own hand alone
    (base rulebook: the cards in a hand are never shown to the others)."""
    mission = draft("en")
    mission.crew = mission.crew[:3]
    mission.plans = mission.plans[:3]
    hands = {0: [{"id": "A-red-01", "action": "A", "move": "red"}],
             1: [{"id": "B-lift-02", "action": "B", "move": "lift"}],
             2: [{"id": "C-blue-03", "action": "C", "move": "blue"}]}
    with Served(mission) as served:
        host = served.host

        def decide(seat, intent):          # the host's rules, in short: play from the hand
            card = next((c for c in hands[seat] if c["id"] == intent.card), None)
            if card is None:
                return "not in your hand"
            hands[seat].remove(card)
            host.link.seats[seat].plan[intent.slot] = card[intent.up]
            host.link.private[seat]["hand"] = hands[seat]
            return None
        host.link.on_intent = decide
        for seat in hands:
            host.link.set_private(seat, hand=list(hands[seat]))
        phones = [phone(browser, served.address) for _ in hands]
        for seat, page in enumerate(phones):
            page.locator("#seats button").nth(seat).click()
            page.locator("#board button").first.wait_for()
        texts = [page.locator("#cards").inner_text() for page in phones]
        assert "A" in texts[0] and "B" not in texts[0] and "C" not in texts[0]
        assert "B" in texts[1] and "A" not in texts[1]
        phones[1].locator("#cards button").nth(1).click()       # the lift half
        phones[1].locator("#board button").nth(3).click()
        phones[1].wait_for_function("() => pending.length === 0")
        assert host.link.plans()[1][3] == "lift" and hands[1] == []
        shot(phones[0], "practice-seat1")


def test_each_new_announcement_vibrates_a_phone_that_can(browser):
    """The issue: every announcement as text "with a vibration where the device allows"
    (`navigator.vibrate`, stubbed here: headless Chromium has no motor). The state a
    phone gets on connecting does not buzz; the same announcement sent again does not
    either; a phone without `navigator.vibrate` still shows it."""
    mission = draft("en")
    with Served(mission) as served:
        page = browser.new_context(viewport={"width": 360, "height": 740}).new_page()
        page.add_init_script("navigator.vibrate = pattern => { (window.buzzes = window.buzzes || []).push(pattern);"
                             " return true; };")
        page.goto(served.address)
        page.locator("#seats button").nth(0).click()
        page.locator("#board button").first.wait_for()
        assert page.evaluate("() => window.buzzes || []") == []
        served.call(served.host.publish, announcements=["Incoming data."])
        page.wait_for_function("() => (window.buzzes || []).length === 1")
        served.call(served.host.publish, clock="2:10")       # the clock ticks: no buzz
        page.wait_for_function("() => document.getElementById('clock').textContent === '2:10'")
        served.call(served.host.publish, announcements=["Incoming data.", "Data transfer."])
        page.wait_for_function("() => window.buzzes.length === 2")
        # the same announcement's next sentence: no second buzz
        served.call(served.host.publish, announcements=["Incoming data.", "Data transfer. Repeat: data transfer."])
        page.wait_for_function("() => document.querySelector('#announcements li').textContent.includes('Repeat')")
        assert page.evaluate("() => window.buzzes.length") == 2
        # no vibration on this device: the text comes all the same
        quiet = browser.new_context(viewport={"width": 360, "height": 740}).new_page()
        quiet.add_init_script("delete Navigator.prototype.vibrate;")
        quiet.goto(served.address)
        quiet.locator("#seats button").nth(1).click()
        served.call(served.host.publish, announcements=["Incoming data.", "Data transfer. Repeat: data transfer.",
                                                         "Comms down."])
        quiet.wait_for_function("() => document.querySelector('#announcements li').textContent === 'Comms down.'")
        page.wait_for_function("() => window.buzzes.length === 3")


@pytest.mark.parametrize("language", ["en", "pt"])
def test_after_the_resolution_each_phone_shows_the_result_and_its_own_line(browser, language, first_flight):
    """The issue: "Afterwards each device shows the result and the player's own line of
    the score" — the score's banner and points on every phone, and on each only the line
    of the player holding it (their station at the end, fine or knocked out)."""
    from spacealert_tui.tui.link_result import own_line, publish_result

    record, result = first_flight
    speak(language)
    try:
        mission = MissionDraft.new(crew=[CrewSeat(c.name, c.color or "red") for c in record.crew], stage="entry",
                                   language=language, plans=[["empty"] * 12 for _ in record.crew])
        mission.save()
        with Served(mission) as served:
            phones = [phone(browser, served.address) for _ in record.crew]
            for seat, page in enumerate(phones):
                page.locator("#seats button").nth(seat).click()
                page.locator("#board button").first.wait_for()
            served.call(served.host.close_boards)
            served.call(served.host.publish, stage="resolving")
            phones[0].wait_for_function("() => !document.getElementById('resolving').hidden")
            served.call(publish_result, host=served.host, draft=mission, record=record, result=result)
            for seat, page in enumerate(phones):
                page.locator("#result").wait_for()
                page.wait_for_function("() => document.getElementById('own-line').textContent !== ''")
                shown = page.locator("#result").inner_text()
                assert str(result.score.total) in shown
                assert own_line(record, result, record.crew[seat].name) in shown
                assert all(c.name not in page.locator("#own-line").inner_text()
                           for c in record.crew if c.name != record.crew[seat].name)
                assert page.locator("#cards").is_hidden() and page.locator("#resolving").is_hidden()
                shot(page, f"{language}-result-seat{seat + 1}")
    finally:
        speak("en")


def test_a_phone_is_offered_the_players_seats_only_not_the_androids(browser):
    """Base rulebook ch. 5: with two players, two androids fly beside them; their boards
    are laid and entered at the table, so a phone offers only Ana's and Bruno's seats."""
    mission = MissionDraft.new(crew=[CrewSeat("Ana", "red"), CrewSeat("Bruno", "yellow"),
                                     CrewSeat("Android 1", "green", android=True),
                                     CrewSeat("Android 2", "blue", android=True)],
                               stage="entry", language="en", plans=[["empty"] * 12 for _ in range(4)])
    mission.save()
    with Served(mission) as served:
        page = phone(browser, served.address)
        page.locator("#seats button").first.wait_for()
        seats = page.locator("#seats button").all_inner_texts()
        assert len(seats) == 2 and "Ana" in seats[0] and "Bruno" in seats[1]
        page.locator("#seats button").nth(1).click()
        page.locator("#board button").first.wait_for()
        assert "Bruno" in page.locator("#board-title").inner_text()
        shot(page, "two-players-seats")
