"""The New Frontier's double actions and variable-distance interceptors in the app: the
set-up's choice, typing a double card in the plan grid, the delays and halves not done
the entry reads off the rules core, and the interceptors' distance on the board."""
from __future__ import annotations

import pytest
import yaml

from spacealert_tui.record.draft import CrewSeat, MissionDraft, ThreatEntry, load_draft
from spacealert_tui.rules import resolve
from spacealert_tui.rules.events import ActionRevealed
from spacealert_tui.tui.screens.entry import EntryScreen, compute_delays, missing_parts, record_of
from spacealert_tui.tui.screens.setup import SetupScreen
from spacealert_tui.tui.widgets.plan_grid import PlanGrid, short, words
from spacealert_tui.tui.widgets.ship_board import ShipBoard
from spacealert_tui.tui.widgets.trajectories import Trajectories
from tests.tui.test_board import EXAMPLES, resolved
from tests.tui.test_setup import ScreenApp, focus, settle

DOUBLE = EXAMPLES / "09-double-actions.yaml"


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path))
    return tmp_path


def example_draft(rules: tuple[str, ...] = ("double_actions",)) -> MissionDraft:
    """Example 09 as the entry holds it: four crew, four threats (two at T+3), its plans."""
    doc = yaml.safe_load(DOUBLE.read_text())
    colours = ("red", "yellow", "green", "blue")
    crew = [CrewSeat(c["name"], colour, list(c.get("roles", [])))
            for c, colour in zip(doc["crew"], colours)]
    draft = MissionDraft.new(crew=crew, tracks=dict(doc["mission"]["tracks"]), rules=list(rules),
                             threat_source="physical", damage_seed=9)
    draft.threats = [ThreatEntry(t["turn"], "external" if t["card"].startswith("E") else "internal",
                                 zone=t.get("zone"), card=t["card"])
                     for t in doc["mission"]["threats"]]
    for plan, member in zip(draft.plans, doc["crew"]):
        plan[:] = member["actions"]
    draft.stage = "entry"
    return draft


# -- the draft and the set-up -------------------------------------------------------------

def test_the_draft_writes_its_rules_and_keeps_them(tmp_path):
    draft = example_draft()
    assert draft.record_doc()["mission"]["rules"] == ["double_actions"]
    draft.save()
    assert load_draft(draft.path).rules == ["double_actions"]
    assert "rules" not in MissionDraft.new().record_doc()["mission"]


def test_an_internal_and_an_external_threat_share_a_turn_and_the_record_resolves():
    draft = example_draft()
    assert [t.turn for t in draft.threats].count(3) == 2
    assert missing_parts(draft) == []
    record = record_of(draft)
    assert record.rules == frozenset({"double_actions"})
    assert resolve(record).result.score.total == resolve(
        resolve.__globals__["record_from_dict"](yaml.safe_load(DOUBLE.read_text()))).result.score.total


def test_without_double_actions_a_double_card_is_refused_by_the_record():
    draft = example_draft(rules=())
    assert any("double_actions" in problem for problem in missing_parts(draft))


async def test_the_set_up_offers_double_actions_with_their_soundtracks():
    app = ScreenApp(lambda: SetupScreen(MissionDraft.new(deck_seed=1234,
                                                         card_sets=["base", "new_frontier"])))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert screen.query_one("#rules-line").display
        await focus(pilot, "#rules")
        await pilot.press("right")
        draft = screen.draft
        assert draft.rules == ["double_actions"]
        assert draft.soundtrack == "new-frontier/mission-1"
        await focus(pilot, "#sound-mission")
        await pilot.press("right")
        assert draft.soundtrack == "new-frontier/mission-2"
        await focus(pilot, "#sound-source")
        await pilot.press("right")
        await focus(pilot, "#sound-seed")
        await pilot.press(*"42")
        assert draft.soundtrack == "generated/42/double"
        assert load_draft(draft.path).rules == ["double_actions"]
        await focus(pilot, "#rules")
        await pilot.press("right")
        assert draft.rules == ["variable_interceptors"]
        assert draft.soundtrack == "generated/42"
        await focus(pilot, "#sound-source")
        await pilot.press("left")
        assert draft.soundtrack == "base/mission-1"


async def test_a_crew_without_the_expansion_is_not_offered_its_rules():
    app = ScreenApp(lambda: SetupScreen(MissionDraft.new(deck_seed=1234)))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert not app.screen.query_one("#rules-line").display


# -- the plan grid ------------------------------------------------------------------------

def test_a_double_card_in_a_cell_and_in_words():
    assert short("lift+A") == "↕+A" and short("bots+C") == "bt+C" and short("red+B>") == "←+B>"
    assert words("A+B") == "double card: A, then B"
    assert "only B is left" in words("A+B>")


async def test_x_and_two_halves_type_a_double_card_and_stumbling_is_refused():
    """The New Frontier p.10, *Los tropezones*: "Si usáis cartas de acción doble, tendréis
    que hacer lo que indican aunque vuestra intención fuera jugarlas de otro modo": with
    double-action cards every card is one, so ! is refused on a single half too (ND9)."""
    draft = example_draft()
    for plan in draft.plans:
        plan[:] = ["empty"] * 12
    app = ScreenApp(lambda: EntryScreen(draft))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        grid = app.screen.query_one(PlanGrid)
        grid.focus()
        await pilot.press("x")
        assert "top symbol first" in grid.describe_cursor()
        await pilot.press("l")
        assert "gravolift" in grid.describe_cursor()
        await pilot.press("a", "x", "f", "d", "a")
        assert draft.plans[0][:3] == ["lift+A", "bots+C", "A"]
        await pilot.press("left", "!")
        assert draft.plans[0][:3] == ["lift+A", "bots+C", "A"] and "No stumbling" in grid.message
        await pilot.press("left", "!")
        assert draft.plans[0][1] == "bots+C" and "No stumbling" in grid.message
        await pilot.press("x", "q")
        assert "not a half" in grid.message and draft.plans[0][1] == "bots+C"
        assert load_draft(draft.path).plans[0][:2] == ["lift+A", "bots+C"]


async def test_a_mission_without_double_actions_refuses_the_x_key():
    draft = example_draft(rules=())
    for plan in draft.plans:
        plan[:] = ["empty"] * 12
    app = ScreenApp(lambda: EntryScreen(draft))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        grid = app.screen.query_one(PlanGrid)
        grid.focus()
        await pilot.press("x", "l", "a")
        assert "only in a mission with double actions" not in grid.message   # l then a were typed
        assert draft.plans[0][:2] == ["lift", "A"]
        await pilot.press("x")
        assert "only in a mission with double actions" in grid.message


# -- delays and halves not done, from the rules core ----------------------------------------

def test_the_slid_card_and_the_half_not_done_come_from_the_rules_core():
    delays = compute_delays(example_draft())
    # Di's lift+A: the gravolift was used this turn, the card slides half a space (K10)
    assert delays.after[3][:3] == ["lift+A", "lift+A>", "B"]
    assert "slides half a space" in delays.marks[(3, 2)]
    # Ana's B+A in turn 5: no energy for the B, the A is still done (K07)
    assert (0, 5) in delays.skipped
    assert delays.after[0] == example_draft().plans[0]


async def test_the_grid_shows_the_slid_card_and_says_which_half_was_not_done():
    draft = example_draft()
    app = ScreenApp(lambda: EntryScreen(draft))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        grid = app.screen.query_one(PlanGrid)
        text = grid.render().plain
        assert "↕A>" in text and "↕+A" in text and "B+A" in text    # 4-column cells: no +
        grid.row, grid.turn = 0, 5
        assert "a half is not done" in grid.describe_cursor()
        delays = str(app.screen.query_one("#delays-text").content)
        assert "Halves not done: Ana T5" in delays and "Di T2" in delays


# -- the board ----------------------------------------------------------------------------

def at_distance(band: int) -> dict:
    _, resolution = resolved(DOUBLE)
    return next(s for s in resolution.snapshots
                if any(m.get("band") == band for m in s["crew"]))


def test_snapshots_say_how_far_out_the_interceptors_are():
    _, resolution = resolved(DOUBLE)
    bands = {m.get("band", 0) for s in resolution.snapshots for m in s["crew"]}
    assert bands == {0, 1, 2}
    for snap in resolution.snapshots:
        for member in snap["crew"]:
            assert "band" not in member or member["station"] == "interceptors"


def test_the_board_draws_the_interceptors_at_their_distance():
    snap = at_distance(2)
    trajectories = Trajectories(snap, tracks={"red": 1, "white": 2, "blue": 3, "internal": 4})
    heading = trajectories.text_lines(120)[0]
    assert "r2 interceptors" in heading and "range 1" in heading
    assert "r2 interceptors" not in Trajectories(at_distance(1)).text_lines(120)[0]
    board = "\n".join(ShipBoard(snap).text_lines(120))
    assert "interceptors at distance 2: Cy" in board
    assert "dist. 2: Cy" in "\n".join(ShipBoard(snap).text_lines(80))


def test_the_narration_reads_a_double_card_and_a_slid_one():
    assert str(ActionRevealed("Di", "lift+A", "upper-white")) == \
        "Di plays gravolift+A (gravolift, then A) at upper white"
    assert "second half of gravolift+A (A)" in str(ActionRevealed("Di", "lift+A>", "lower-white"))
