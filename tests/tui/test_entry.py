"""Threats, trajectories and plans after the action round, driven by keys."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from textual.widgets import Input, Static

from spacealert_tui.mission.timeline import Timeline, TimelineEvent
from spacealert_tui.record.draft import (CrewSeat, MissionDraft, ThreatEntry, load_draft,
                                         unfinished_drafts)
from spacealert_tui.rules import GameRecord
from spacealert_tui.tui.dialogs.confirm import ConfirmScreen
from spacealert_tui.tui.screens.entry import EntryScreen, ThreatRow
from spacealert_tui.tui.dialogs.pick_card import PickCardScreen
from spacealert_tui.tui.widgets.plan_grid import PlanGrid
from tests.tui.test_setup import UNSET, ScreenApp

ROOT = Path(__file__).resolve().parents[2]

TIMELINE = Timeline("test", "Test", (240, 465, 610), (
    TimelineEvent(10, "threat", turn=1, kind="external", zone="red"),
    TimelineEvent(40, "threat", turn=2, kind="internal"),
    TimelineEvent(100, "threat", turn=3, kind="external", zone="blue", serious=True),
    TimelineEvent(300, "threat", turn=5, kind="external", zone="white", unconfirmed=True),
))


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path))
    return tmp_path


def four_crew(**kw) -> MissionDraft:
    crew = [CrewSeat("Ana", "red", ["captain"]), CrewSeat("Bo", "yellow", ["communications"]),
            CrewSeat("Cy", "green", ["security"]), CrewSeat("Di", "blue")]
    kw.setdefault("tracks", {"red": 1, "white": 2, "blue": 3, "internal": 4})
    kw.setdefault("threat_source", "physical")
    draft = MissionDraft.new(crew=crew, **kw)
    draft.stage = "action"
    return draft


def named(draft: MissionDraft) -> MissionDraft:
    """All threats of TIMELINE named (the unconfirmed one is ignored with four)."""
    draft.threats = [ThreatEntry(1, "external", zone="red", card="E1-07"),
                     ThreatEntry(2, "internal", card="I1-03"),
                     ThreatEntry(3, "external", True, "blue", card="SE1-01"),
                     ThreatEntry(5, "external", zone="white", unconfirmed=True)]
    return draft


async def settle(pilot) -> None:
    await pilot.pause()
    await pilot.pause(0.06)
    await pilot.pause()


def rows(screen) -> list[ThreatRow]:
    return list(screen.query(ThreatRow))


def status(row: ThreatRow) -> str:
    return str(row.query_one(".threat-status", Static).content)


async def refused(pilot, row: ThreatRow, keys: str, words: str, field: Input | None = None) -> None:
    """Type `keys` into the focused card field (`row.input` unless `field`): the row
    refuses them in `words`, and the field is emptied for the next try."""
    await pilot.press(*keys)
    await settle(pilot)
    assert words in status(row)
    (field or row.input).value = ""


def grid(screen) -> PlanGrid:
    return screen.query_one("#grid", PlanGrid)


async def test_threats_are_typed_with_completion_and_checked():
    draft = four_crew()
    app = ScreenApp(lambda: EntryScreen(draft, TIMELINE))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert draft.stage == "entry" and load_draft(draft.path).stage == "entry"
        assert [(t.turn, t.kind, t.card) for t in draft.threats] == [
            (1, "external", None), (2, "internal", None), (3, "external", None), (5, "external", None)]
        first, second, third, fourth = rows(screen)
        assert screen.has_class("-show-threats")
        assert app.focused is first.input
        # "fi" completes to the only white common external starting so: Fighter
        await pilot.press("f", "i")
        await settle(pilot)
        assert first.input._suggestion == "Fighter (E1-07)"
        assert "which card?" in status(first) and "E1-07 Fighter" in status(first)
        await pilot.press("enter")                   # three names start so: which? the completion first
        await settle(pilot)
        assert isinstance(app.screen, PickCardScreen)
        await pilot.press("enter")                   # take it, go on
        await settle(pilot)
        assert draft.threats[0].card == "E1-07"
        assert first.input.value == "E1-07 Fighter"
        assert app.focused is second.input
        assert load_draft(draft.path).threats[0].card == "E1-07"   # saved at once
        # a card of the wrong kind is refused, inline
        await pilot.press(*"E1-01")
        await settle(pilot)
        assert draft.threats[1].card is None
        assert "external threat; T+2 announced an internal threat" in status(second)
        assert second.has_class("-error")
        second.input.value = ""
        await pilot.press(*"sab", "right")           # → accepts the completion too
        await settle(pilot)
        assert draft.threats[1].card == "I1-03"
        assert "✓ I1-03 Saboteur" in status(second)
        await pilot.press("enter")
        await settle(pilot)
        assert app.focused is third.input
        # a common card for a serious threat, then the same card twice
        await refused(pilot, third, "E1-02", "common threat; T+3 announced a serious one")
        await refused(pilot, third, "SI1-01", "internal threat; T+3 announced an external threat (zone blue)")
        await pilot.press(*"frigate", "enter")
        await settle(pilot)
        assert draft.threats[2].card == "SE1-01"
        # unconfirmed with four crew: no card needed, the input is off
        assert fourth.input.disabled
        assert "ignored with a crew of 4" in status(fourth)
        # a card already drawn is refused
        first.input.focus()
        first.input.value = ""
        await pilot.press(*"I1-03")
        await settle(pilot)
        assert "internal threat" in status(first)
        first.input.value = "E1-07"
        await settle(pilot)
        summary = str(screen.query_one("#threats-summary", Static).content)
        assert summary.startswith("3 of 3 threats named · 1 unconfirmed ignored (crew of 4)")
        # every threat named, but no plan typed yet: not "Complete"
        said = str(screen.query_one("#entry-status", Static).content)
        assert "No card typed yet" in said and "Complete" not in said


async def test_with_five_crew_unconfirmed_reports_need_a_card_and_a_card_is_drawn_once():
    draft = named(four_crew())
    draft.crew.append(CrewSeat("Android 1", "purple", android=True))
    draft.fit_plans()
    app = ScreenApp(lambda: EntryScreen(draft))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = app.screen
        fourth = rows(screen)[3]
        assert not fourth.input.disabled and app.focused is fourth.input
        assert "unconfirmed report (crew of five)" in status(fourth)
        assert "no card for the T+5, white zone threat" in str(
            screen.query_one("#entry-status", Static).content)
        await pilot.press(*"E1-07")
        await settle(pilot)
        assert draft.threats[3].card is None
        assert "E1-07 Fighter was already drawn for T+1, red zone" in status(fourth)
        fourth.input.value = ""
        await pilot.press(*"fi")
        await settle(pilot)
        assert fourth.input._suggestion == ""          # the only Fighter is drawn already
        fourth.input.value = ""
        await pilot.press(*"E1-10", "enter")
        await settle(pilot)
        assert draft.threats[3].card == "E1-10"
        assert len(grid(screen).names) == 5


async def test_cards_dealt_by_the_app_are_shown_and_can_be_changed():
    draft = four_crew(threat_source="virtual", deck_seed=11)
    app = ScreenApp(lambda: EntryScreen(draft, TIMELINE))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        dealt = [t.card for t in draft.threats]
        assert all(dealt[:3]) and dealt[3] is None
        assert [r.input.value.split()[0] for r in rows(screen)[:3]] == dealt[:3]
        assert screen.has_class("-show-plans")           # nothing to name: straight to the plans
        await pilot.press("f2")
        await settle(pilot)
        assert screen.has_class("-show-threats")
        row = rows(screen)[0]
        other = next(c for c in ("E1-01", "E1-02", "E1-03") if c not in dealt)
        row.input.focus()
        row.input.value = ""
        await pilot.press(*other)
        await settle(pilot)
        assert draft.threats[0].card == other
        assert load_draft(draft.path).threats[0].card == other


async def test_a_whole_plan_grid_from_the_keyboard():
    draft = named(four_crew())
    app = ScreenApp(lambda: EntryScreen(draft))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert screen.has_class("-show-plans") and app.focused is grid(screen)
        await pilot.press(*"rblasdABCfe0", *"lal sd fHaHbHf", *"m1m6mubmlw", *"a" * 9, *"a" * 12)
        await settle(pilot)
        assert draft.plans == [
            ["red", "blue", "lift", "A", "B", "C", "A", "B", "C", "bots", "empty", "empty"],
            ["lift", "A", "lift", "empty", "B", "C", "empty", "bots", "HA", "HB", "Hbots",
             "Hmove:upper-red"],
            ["Hmove:lower-blue", "Hmove:upper-blue", "Hmove:lower-white", "A", "A", "A", "A",
             "A", "A", "A", "A", "A"],
            ["A", "A", "A", "A", "A", "A", "A", "A", "A", "A", "A", "A"]]
        assert load_draft(draft.path).plans == draft.plans
        # cursor keys, clearing
        await pilot.press("up", "home", "delete")
        assert draft.plans[2][0] == "empty"
        await pilot.press("end", "backspace")
        assert draft.plans[2][11] == "empty"
        await pilot.press("backspace")
        assert draft.plans[2][10] == "empty" and grid(screen).turn == 11
        # a key that is no card says so and changes nothing
        before = [list(p) for p in draft.plans]
        await pilot.press("q")
        assert draft.plans == before
        assert "'q' is not a card" in grid(screen).message
        await pilot.press("H", "c")
        assert "No heroic 'c'" in grid(screen).message and draft.plans == before
        await pilot.press("m", "9")
        assert "not a station" in grid(screen).message and draft.plans == before
        await pilot.press("m", "escape")
        assert app.screen is screen and grid(screen).message == "Cancelled."


async def test_stumble_and_heroic_move_and_the_delay_they_make():
    draft = named(four_crew())
    draft.plans[1][:3] = ["C", "empty", "empty"]          # Bo keeps the computer up in phase 1
    app = ScreenApp(lambda: EntryScreen(draft))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        await pilot.press("a", "!")                   # the A just typed stumbles
        assert draft.plans[0][:2] == ["A!", "empty"]
        assert grid(screen).turn == 2
        await pilot.press("b")
        await settle(pilot)
        marks = grid(screen).delays.marks
        assert marks[(0, 2)] == "stumble"
        assert grid(screen).delays.after[0][:3] == ["A!", "empty", "blue"]
        assert ("after", 0) in grid(screen).lines()
        assert "Ana T2 (stumble)" in str(screen.query_one("#delays-text", Static).content)
        await pilot.press("left", "left", "!")        # off again, on the card under the cursor
        await settle(pilot)
        assert draft.plans[0][0] == "A" and (0, 2) not in grid(screen).delays.marks
        await pilot.press("right", "right", "m", "u", "r")
        assert draft.plans[0][2] == "Hmove:upper-red"
        await pilot.press("H", "m", "5")
        assert draft.plans[0][3] == "Hmove:lower-white"
        await pilot.press("e", "!")
        assert "cannot stumble" in grid(screen).message
        await pilot.press("v")
        assert not grid(screen).after_delays


async def test_delays_shown_after_a_damaged_gravolift_and_a_missed_computer_check():
    draft = four_crew(damage_seed=7)
    draft.threats = [ThreatEntry(1, "external", zone="red", card="E1-05")]
    app = ScreenApp(lambda: EntryScreen(draft))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        await pilot.press(*"reeela")                      # Ana: red, …, lift in the red zone, A
        await pilot.press("down", "home", *"Ceeeeeeeeee", "e")
        await pilot.press("home", "down")
        await settle(pilot)
        g = grid(screen)
        assert draft.plans[1][0] == "C"
        # phase 2 and 3 not maintained: checks at turns 6 and 10; the lift was hit first
        assert g.delays.marks[(0, 6)] == "damaged gravolift"
        assert g.delays.after[0][4:7] == ["lift", "empty", "A"]
        g.row, g.turn = 0, 6
        await settle(pilot)
        assert "» delayed at turn 6 (damaged gravolift)" in g.describe_cursor()
        assert "Ana T6 (damaged gravolift)" in str(screen.query_one("#delays-text", Static).content)
        # nobody maintains the computer in phase 1 either: Cy's card of turn 3 is pushed
        g.focus()
        g.row, g.turn = 1, 1
        await pilot.press("e")
        g.row, g.turn = 2, 3
        await pilot.press("s")
        await settle(pilot)
        assert g.delays.marks[(2, 3)] == "computer check"
        assert g.delays.after[2][2:4] == ["empty", "B"]


async def test_turn_by_turn_hides_later_turns_and_moves_down_the_crew():
    draft = named(four_crew())
    app = ScreenApp(lambda: EntryScreen(draft))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        g = grid(app.screen)
        await pilot.press("t")
        assert g.reveal == 1
        await pilot.press(*"abfr")              # turn 1 of all four, then on to turn 2
        assert [p[0] for p in draft.plans] == ["A", "blue", "bots", "red"]
        assert (g.row, g.turn, g.reveal) == (0, 2, 2)
        await pilot.press("-")
        assert g.reveal == 1 and g.turn == 1
        await pilot.press("+", "+")
        assert g.reveal == 3
        await pilot.press("t")
        assert g.reveal is None


async def test_resolve_asks_then_dismisses_with_the_record():
    draft = named(four_crew())
    app = ScreenApp(lambda: EntryScreen(draft))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press(*"aaa")
        await pilot.press("f10")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        assert "Bo plans no card at all" in str(app.screen.query_one("#confirm-details", Static).content)
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, EntryScreen) and app.result is UNSET
        await pilot.press("f10")
        await settle(pilot)
        await pilot.press("y")
        await settle(pilot)
    record = app.result
    assert isinstance(record, GameRecord)
    assert [t.card for t in record.threats] == ["E1-07", "I1-03", "SE1-01"]
    assert [a.token for a in record.crew[0].actions[:3]] == ["A", "A", "A"]
    assert draft.stage == "resolution" and load_draft(draft.path).stage == "resolution"


async def test_resolve_refuses_an_incomplete_entry_and_says_what_is_missing():
    draft = named(four_crew(tracks={"red": 1, "white": 1}))
    draft.threats[1].card = None
    app = ScreenApp(lambda: EntryScreen(draft))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        missing = str(screen.query_one("#entry-status", Static).content)
        assert "no card for the T+2, internal threat" in missing
        assert "trajectory board not entered: blue, internal" in missing
        assert screen.query_one("#track-red").display          # not complete: entered here
        await pilot.press("f3", "f10")
        await settle(pilot)
        assert isinstance(app.screen, EntryScreen) and app.result is UNSET
        assert app.focused is rows(screen)[1].input
        await pilot.press(*"I1-01", "enter")
        await settle(pilot)
        assert app.focused.id == "track-red"
        await pilot.press("tab", "3")
        await pilot.press("tab", "5", "tab", "6")
        assert draft.tracks == {"red": 1, "white": 3, "blue": 5, "internal": 6}
        assert load_draft(draft.path).tracks == draft.tracks
        assert "F10 resolves" in str(screen.query_one("#entry-status", Static).content)


async def test_escape_asks_before_leaving():
    draft = named(four_crew())
    app = ScreenApp(lambda: EntryScreen(draft))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("enter")                       # the default is to stay
        await settle(pilot)
        assert isinstance(app.screen, EntryScreen)
        await pilot.press("escape")
        await settle(pilot)
        await pilot.press("y")
        await settle(pilot)
    assert app.result is None


async def test_bad_tokens_and_a_missing_soundtrack_never_crash():
    draft = four_crew(soundtrack="no/such-track")
    draft.plans[0][0] = "Q"
    draft.crew[1].name = "[b]Bo[/b]"
    app = ScreenApp(lambda: EntryScreen(draft))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert "cannot be loaded" in str(screen.query_one("#threats-summary", Static).content)
        assert "delays not computed" in str(screen.query_one("#delays-text", Static).content)
        assert "unknown action 'Q'" in str(screen.query_one("#entry-status", Static).content)
        assert "[b]Bo[/b]" in str(grid(screen).render())
        await pilot.press("f10")
        await settle(pilot)
        assert app.result is UNSET
        await pilot.press("e")
        await settle(pilot)
        assert "F10 resolves" in str(screen.query_one("#entry-status", Static).content)


async def test_resizing_switches_between_side_by_side_and_taking_turns():
    draft = named(four_crew())
    app = ScreenApp(lambda: EntryScreen(draft))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert screen.has_class("-wide")
        assert screen.query_one("#threats-panel").display and screen.query_one("#plans-panel").display
        for size in ((80, 24), (60, 20), (200, 60), (80, 24)):
            await pilot.resize_terminal(*size)
            await settle(pilot)
        assert screen.has_class("-narrow")
        assert screen.query_one("#plans-panel").region.width > 0
        assert screen.query_one("#threats-panel").region.width == 0
        await pilot.press("a")
        assert draft.plans[0][0] == "A"


async def test_a_draft_saved_mid_entry_is_resumed_with_nothing_lost(data_dir):
    draft = four_crew()
    first = ScreenApp(lambda: EntryScreen(draft, TIMELINE))
    async with first.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press(*"fighter", "enter")
        await pilot.press(*"sab")
        await settle(pilot)
        await pilot.press("f3", *"rla!", "down", "home", "H", "b")
        await settle(pilot)
    # the app is gone; what was typed is on disk
    [again] = unfinished_drafts()
    assert again.id == draft.id and again.stage == "entry"
    assert [t.card for t in again.threats] == ["E1-07", None, None, None]   # "sab" was not a card yet
    assert again.plans[0][:3] == ["red", "lift", "A!"] and again.plans[1][0] == "HB"
    second = ScreenApp(lambda: EntryScreen(again))
    async with second.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = second.screen
        assert [r.input.value for r in rows(screen)][:2] == ["E1-07 Fighter", ""]
        assert grid(screen).plans[0][:3] == ["red", "lift", "A!"]
        assert second.focused is rows(screen)[1].input
        await pilot.press(*"saboteur", "enter")      # two Saboteurs: the first, asked for
        await settle(pilot)
        await pilot.press("1")
        await settle(pilot)
    assert load_draft(again.path).threats[1].card == "I1-03"


TYPIST = textwrap.dedent("""
    import asyncio, os, signal, sys
    from spacealert_tui.record.draft import CrewSeat, MissionDraft, ThreatEntry
    from spacealert_tui.tui.screens.entry import EntryScreen
    from tests.tui.test_setup import ScreenApp

    crew = [CrewSeat("Ana", "red", ["captain", "communications", "security"]), CrewSeat("Bo", "yellow")]
    draft = MissionDraft.new(crew=crew, tracks={"red": 1, "white": 2, "blue": 3, "internal": 4})
    draft.threats = [ThreatEntry(1, "external", zone="red")]

    async def main():
        app = ScreenApp(lambda: EntryScreen(draft))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause(0.1)
            await pilot.press(*"E1-07", "enter")
            await pilot.pause(0.1)
            await pilot.press("f3", *"abl", "down", "home", "H", "f")
            await pilot.pause(0.1)
            print(draft.id, flush=True)
            os.kill(os.getpid(), signal.SIGKILL)   # no clean exit, no last save

    asyncio.run(main())
""")


def test_a_killed_app_loses_nothing_typed(data_dir):
    env = dict(os.environ, SPACEALERT_DATA_DIR=str(data_dir), PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-c", TYPIST], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == -signal.SIGKILL, proc.stderr[-2000:]
    draft_id = proc.stdout.strip().splitlines()[-1]
    [draft] = unfinished_drafts()
    assert draft.id == draft_id
    assert draft.threats[0].card == "E1-07"
    assert draft.plans == [["A", "blue", "lift"] + ["empty"] * 9, ["Hbots"] + ["empty"] * 11]
    assert not [p for p in (data_dir / "drafts").iterdir() if p.name.startswith(".")]


NF_TIMELINE = Timeline("test", "Test", (240, 465, 610), (
    TimelineEvent(10, "threat", turn=1, kind="external", zone="red", serious=True),
    TimelineEvent(40, "threat", turn=2, kind="internal"),
    TimelineEvent(100, "threat", turn=3, kind="external", zone="blue"),
))


async def test_a_summoner_asks_for_the_card_laid_beside_it_and_the_draft_keeps_it():
    draft = four_crew(common_level="all", serious_level="red", card_sets=["base", "new_frontier"])
    app = ScreenApp(lambda: EntryScreen(draft, NF_TIMELINE))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        first, second, third = rows(screen)
        assert not first.query_one(".summons-line").display
        await pilot.press(*"se3104", "enter")         # Transmitter Satellite, typed off the card
        await settle(pilot)
        assert draft.threats[0].card == "SE3-104"
        assert first.query_one(".summons-line").display
        assert "which internal card lies beside it" in status(first)
        assert app.focused is first.summons_input
        # a summoner, or a card of the wrong kind, cannot lie beside it: the record's words
        beside = first.summons_input
        await refused(pilot, first, "SI3-102",
                      "summons a threat itself: a card laid beside a summoner cannot be one", beside)
        await refused(pilot, first, "E1-07", "SE3-104 summons an internal threat; E1-07 is external", beside)
        await pilot.press(*"i1-01", "enter")
        await settle(pilot)
        assert draft.threats[0].summons == "I1-01"
        assert load_draft(draft.path).threats[0].summons == "I1-01"     # saved at once
        assert app.focused is second.input
        # the card beside the summoner cannot be drawn again for another announcement
        await pilot.press(*"I1-01")
        await settle(pilot)
        assert draft.threats[1].card is None and "beside SE3-104" in status(second)
        second.input.value = ""
        await pilot.press(*"107", "enter")            # colour 1, number 07: I1-07 here
        await settle(pilot)
        assert draft.threats[1].card == "I1-07"
        await pilot.press(*"e3107", "enter")          # Sealed Capsule, a red common external
        await settle(pilot)
        assert draft.threats[2].card == "E3-107"
        assert "which internal card" in status(third)
        await pilot.press(*"i1-02", "enter")
        await settle(pilot)
        record = screen.draft.to_record()
        assert [(d.card, d.summons) for d in record.threats] == [
            ("SE3-104", "I1-01"), ("I1-07", None), ("E3-107", "I1-02")]
        # changing a summoner for another card forgets what lay beside it
        third.input.value = "E1-07"
        await settle(pilot)
        assert draft.threats[2].summons is None and not third.query_one(".summons-line").display


def test_the_app_deals_a_summoner_with_its_card_when_it_draws_one():
    from spacealert_tui.rules.threats import CARDS
    from spacealert_tui.tui.screens.entry import threats_from_timeline

    for seed in range(1, 40):
        draft = four_crew(common_level="all", serious_level="red", card_sets=["base", "new_frontier"],
                          threat_source="virtual", deck_seed=seed)
        for entry in threats_from_timeline(NF_TIMELINE, draft):
            if entry.card and CARDS[entry.card].summons:
                assert entry.summons and CARDS[entry.summons].kind == CARDS[entry.card].summons
            else:
                assert entry.summons is None


async def test_enter_after_a_whole_row_does_not_skip_the_next_crew_member() -> None:
    """A crew types a member's 12 cards, then Enter ("next crew member", as the keys'
    help says): the 12th card already took the cursor to the next member's turn 1, so
    that Enter stays there; the next member's cards go in the next member's row."""
    from spacealert_tui.record.draft import CrewSeat, MissionDraft
    from spacealert_tui.tui.screens.entry import EntryScreen
    from spacealert_tui.tui.widgets.plan_grid import PlanGrid
    from tests.tui.conftest import Host

    draft = MissionDraft.new(crew=[CrewSeat("Ana"), CrewSeat("Bea"), CrewSeat("Cy")], stage="entry")
    app = Host(lambda: EntryScreen(draft))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        entry = app.screen
        assert isinstance(entry, EntryScreen)
        entry.action_show_plans()
        await pilot.pause()
        await pilot.press(*"a" * 12, "enter", *"r" * 12, "enter")
        await pilot.pause()
        grid = entry.query_one("#grid", PlanGrid)
        assert grid.plans[0] == ["A"] * 12
        assert grid.plans[1] == ["red"] * 12
        assert grid.plans[2] == ["empty"] * 12 and (grid.row, grid.turn) == (2, 1)
        await pilot.press("enter")           # an Enter of its own still moves on
        await pilot.pause()
        assert (grid.row, grid.turn) == (0, 1)
