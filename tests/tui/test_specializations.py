"""The New Frontier's specializations at the table: the set-up's choice and its step
(chosen, dealt, from an explorer's sheet), the entry's keys for special cards and stacks
with the record's own refusals, the plan grid's marks, and a whole mission."""
from __future__ import annotations

import pytest
import yaml

from spacealert_tui.record.draft import CrewSeat, MissionDraft, load_draft
from spacealert_tui.record.specializations import (android_choices, android_problem, deal, new_problem,
                                                   plan_problem, shared)
from spacealert_tui.rules import record_from_dict, resolve
from spacealert_tui.rules.explorers import SPECIALIZATIONS
from spacealert_tui.tui.screens.entry import EntryScreen, missing_parts, record_of
from spacealert_tui.tui.screens.setup import SetupScreen
from spacealert_tui.tui.dialogs.specializations import SpecializationsScreen
from spacealert_tui.tui.widgets.choice import Choice
from spacealert_tui.tui.widgets.plan_grid import PlanGrid, short, words
from textual.widgets import Static

from spacealert_tui.tui.screens.score import ScoreScreen
from tests.tui.conftest import Host
from tests.tui.test_board import EXAMPLES, BoardApp, board_screen
from tests.tui.test_board import settle as board_settle
from tests.tui.test_score import text_of
from tests.tui.test_double_actions import example_draft
from tests.tui.test_setup import ScreenApp, focus, settle

FRONTIER = ["base", "new_frontier"]
SPECS = EXAMPLES / "10-specializations.yaml"


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path))
    return tmp_path


def specialists(levels: tuple[int, ...] = (2, 1, 2, 3)) -> MissionDraft:
    """Example 09's crew and threats with the specializations of example 10, plans empty."""
    draft = example_draft()
    draft.specializations = "chosen"
    for seat, name, level in zip(draft.crew, ("energy_technician", "medic", "squad_leader",
                                              "data_analyst"), levels):
        seat.specialization, seat.specialization_level = name, level
    for plan in draft.plans:
        plan[:] = ["empty"] * 12
    return draft


# -- the deal and the record's check, without widgets -----------------------------------------

def test_the_deal_gives_two_different_basic_cards_to_each_seat_the_same_each_time():
    hands = deal(77, 5)
    cards = [card for hand in hands for card in hand]
    assert sorted(cards) == sorted(SPECIALIZATIONS)          # five seats: all ten
    assert deal(77, 5) == hands and deal(78, 5) != hands
    assert len({c for hand in deal(3, 4) for c in hand}) == 8
    with pytest.raises(ValueError):
        deal(1, 6)


def test_two_seats_may_not_share_a_specialization():
    assert shared(["medic", "", "teleporter", ""]) is None
    assert shared(["medic", "teleporter", "medic"]) == (0, 2)


def test_the_plan_check_is_the_records():
    plan = ["empty"] * 12
    assert plan_problem("", 1, plan) is None
    assert "needs a specialization" in new_problem("", 1, plan, 0, "spec")
    assert new_problem("medic", 1, plan, 0, "spec") is None
    assert new_problem("medic", 1, plan, 0, "red+spec") is None
    assert "beyond a level-1" in new_problem("medic", 1, plan, 0, "spec_adv")
    once = ["spec"] + ["empty"] * 11
    assert "beyond a level-1" in new_problem("medic", 1, once, 3, "spec")             # played twice
    assert new_problem("medic", 3, once, 3, "spec") is None
    assert "only the Medic" in new_problem("teleporter", 2, plan, 0, "A+spec_adv")
    assert new_problem("special_ops", 2, plan, 0, "A+spec_adv") is None
    assert "heroic" in new_problem("medic", 1, plan, 0, "HA")
    # a problem already in the plan is not the new card's fault
    twice = ["spec", "spec"] + ["empty"] * 10
    assert plan_problem("medic", 1, twice) == (1, plan_problem("medic", 1, twice)[1])
    assert new_problem("medic", 1, twice, 5, "A") is None


def test_the_draft_writes_the_specializations_and_keeps_them():
    draft = specialists()
    member = draft.record_doc()["crew"][1]
    assert member["specialization"] == "medic" and member["specialization_level"] == 1
    draft.save()
    again = load_draft(draft.path)
    assert again.specializations == "chosen" and again.crew[3].specialization_level == 3
    draft.specializations = ""          # the choice turned off: heroic cards again
    assert "specialization" not in draft.record_doc()["crew"][1]


def test_the_plan_grid_marks_special_cards_and_stacks():
    assert short("spec") == "◇" and short("spec_adv") == "◆"
    assert short("red+spec") == "←+◇" and short("blue+bots+spec_adv") == "→+bt+◆"
    assert short("spec+spec_adv") == "◇+◆"
    assert words("spec_adv") == "special card: advanced action, dark half (◆)"
    assert words("lift+spec") == ("gravolift (↕), with the special card: basic action (◇) "
                                  "stacked on it")


# -- the set-up -------------------------------------------------------------------------------

async def test_the_set_up_offers_specializations_chosen_by_the_crew():
    draft = MissionDraft.new(deck_seed=1234, card_sets=FRONTIER)
    app = ScreenApp(lambda: SetupScreen(draft))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert app.screen.query_one("#specs-line").display
        await focus(pilot, "#specs")
        await pilot.press("right")
        assert draft.specializations == "chosen"
        await pilot.press("f10")
        await settle(pilot)
        step = app.screen
        assert isinstance(step, SpecializationsScreen)
        assert app.focused.id == "spec-0"
        await pilot.press("right", "right")                 # none → rocket launcher → data analyst
        assert draft.crew[0].specialization == "data_analyst"
        await pilot.press("down", "right", "right")         # level 1 → 3
        assert draft.crew[0].specialization_level == 3
        await pilot.press("down", "right", "right")         # the second: the data analyst too
        assert "may not share" in str(step.query_one("#specs-errors").content)
        await pilot.press("f10")
        await pilot.pause()
        assert app.screen is step                            # refused
        await pilot.press("right")                           # energy technician
        assert step.check()
        await pilot.press("f10")
        await settle(pilot)
    assert draft.stage == "action"
    crew = draft.record_doc()["crew"]
    assert [c.get("specialization") for c in crew] == ["data_analyst", "energy_technician", None, None]
    assert crew[0]["specialization_level"] == 3
    assert load_draft(draft.path).crew[0].specialization == "data_analyst"


async def test_the_set_up_deals_two_cards_and_each_keeps_one():
    draft = MissionDraft.new(deck_seed=1234, card_sets=FRONTIER)
    app = ScreenApp(lambda: SetupScreen(draft))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await focus(pilot, "#specs")
        await pilot.press("right", "right")
        assert draft.specializations == "dealt"
        await pilot.press("f10")
        await settle(pilot)
        step = app.screen
        hands = deal(1234, 4)
        assert [s.specialization for s in draft.crew] == [hand[0] for hand in hands]
        assert step.query_one("#spec-0", Choice).options == [(c, c.replace("_", " ").replace(
            "special ops", "special ops expert")) for c in hands[0]]
        assert not step.query_one("#spec-level-0", Choice).display
        other = hands[0][1].replace("_", " ")
        assert str(step.query_one("#spec-dealt-0").content).startswith(f"the other: {other}")
        await pilot.press("right")                           # keeps the other card
        assert draft.crew[0].specialization == hands[0][1]
        await pilot.press("enter")                           # enter on a choice: nothing
        await focus(pilot, "#specs-confirm")
        await pilot.press("enter")
        await settle(pilot)
    assert draft.stage == "action"
    assert [s.specialization_level for s in draft.crew] == [1, 1, 1, 1]
    assert len({s.specialization for s in draft.crew}) == 4


async def test_an_explorer_takes_a_specialization_from_their_sheet():
    draft = MissionDraft.new(deck_seed=5, card_sets=FRONTIER, specializations="chosen",
                             crew=[CrewSeat("Zoe", explorer="Zoe"), CrewSeat("Bo", "blue")])
    sheets = {"Zoe": (("medic", 2), ("teleporter", 1))}
    app = ScreenApp(lambda: SpecializationsScreen(draft, sheets))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        step = app.screen
        assert [v for v, _ in step.query_one("#spec-0", Choice).options] == ["medic", "teleporter"]
        assert draft.crew[0].specialization_level == 2
        await pilot.press("right")
        assert (draft.crew[0].specialization, draft.crew[0].specialization_level) == ("teleporter", 1)
        assert step.query_one("#spec-level-0", Choice).disabled
        await pilot.press("f10")
        await settle(pilot)
    assert app.result is True


async def test_an_android_of_an_experienced_crew_learns_only_what_its_explorers_know():
    """E27 (expansion rulebook p.26): a specialization some human explorer knows, at the
    best one's level; none when the crew knows no more."""
    draft = MissionDraft.new(deck_seed=5, card_sets=FRONTIER, specializations="chosen",
                             crew=[CrewSeat("Zoe", explorer="Zoe"), CrewSeat("Max", "blue", explorer="Max"),
                                   CrewSeat("Robo", "green", android=True),
                                   CrewSeat("Tin", "yellow", android=True)])
    sheets = {"Zoe": (("medic", 2), ("teleporter", 1), ("mechanic", 1)), "Max": (("teleporter", 3),)}
    app = ScreenApp(lambda: SpecializationsScreen(draft, sheets))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        step = app.screen
        assert step.experienced
        assert [v for v, _ in step.query_one("#spec-2", Choice).options] == ["medic", "teleporter", "mechanic", ""]
        assert [s.specialization for s in draft.crew] == ["medic", "teleporter", "mechanic", ""]   # none left for Tin
        assert step.problems() == []
        draft.crew[1].specialization = ""                       # Max plays none: Robo may take the teleporter
        await focus(pilot, "#spec-2")
        while draft.crew[2].specialization != "teleporter":
            await pilot.press("right")
        assert draft.crew[2].specialization_level == 3         # Max knows it best
        assert step.query_one("#spec-level-2", Choice).disabled
        draft.crew[3].specialization, draft.crew[3].specialization_level = "squad_leader", 1
        assert any("Tin is an android: it may learn only a specialization a human explorer" in p
                   for p in step.problems())
        draft.crew[3].specialization, draft.crew[3].specialization_level = "medic", 1
        assert any("at level 2, the level of the explorer who knows it best" in p for p in step.problems())
        draft.crew[3].specialization = ""                       # a low-level crew: none is fine
        assert step.problems() == []


async def test_solo_the_captains_sheet_teaches_the_other_androids():
    draft = MissionDraft.new(deck_seed=5, card_sets=FRONTIER, specializations="chosen",
                             crew=[CrewSeat("Zoe", "red", ["captain"], android=True, explorer="Zoe"),
                                   CrewSeat("A2", "blue", ["communications"], android=True),
                                   CrewSeat("A3", "green", ["security"], android=True),
                                   CrewSeat("A4", "yellow", android=True)])
    sheets = {"Zoe": (("medic", 2), ("mechanic", 1))}
    app = ScreenApp(lambda: SpecializationsScreen(draft, sheets))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        step = app.screen
        assert step.experienced and not step.android_limited(0)
        assert [v for v, _ in step.query_one("#spec-0", Choice).options] == ["medic", "mechanic"]
        assert [s.specialization for s in draft.crew] == ["medic", "mechanic", "", ""]
        assert step.problems() == []


def test_android_choices_are_the_explorers_specializations_at_the_best_level():
    known = android_choices([(("medic", 2), ("teleporter", 1)), (("teleporter", 3),), ()])
    assert known == {"medic": 2, "teleporter": 3}
    assert android_problem("teleporter", 3, known) is None
    assert android_problem("teleporter", 1, known) == "level"
    assert android_problem("mechanic", 1, known) == "unknown"
    assert android_problem("", 1, known) is None


async def test_without_explorers_an_android_chooses_freely():
    draft = MissionDraft.new(deck_seed=5, card_sets=FRONTIER, specializations="chosen",
                             crew=[CrewSeat("Ana"), CrewSeat("Bo", "blue"), CrewSeat("Robo", "green", android=True)])
    app = ScreenApp(lambda: SpecializationsScreen(draft, {}))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert not app.screen.experienced
        assert len(app.screen.query_one("#spec-2", Choice).options) == 11


# -- the entry ------------------------------------------------------------------------------

async def test_the_entry_types_every_kind_of_special_card():
    draft = specialists()
    draft.crew[2].specialization = "special_ops"
    app = ScreenApp(lambda: EntryScreen(draft))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        grid = app.screen.query_one(PlanGrid)
        grid.focus()
        assert "p+b" in str(app.screen.query_one("#spec-legend").content)
        await pilot.press("a", "p")
        assert "Special card" in grid.describe_cursor()
        await pilot.press("a")                               # Ana, level 2: the advanced action
        assert draft.plans[0][:2] == ["A", "spec_adv"]
        grid.row, grid.turn = 1, 1                           # Bo, the Medic: a move, his card on it
        await pilot.press("r", "p", "+", "b")
        assert draft.plans[1][0] == "red+spec" and grid.turn == 2
        assert "stacked" in grid.message
        grid.row, grid.turn = 2, 1                           # Cy, Special Ops: protects a double card
        await pilot.press("x", "b", "f", "left", "p", "+", "a")
        assert draft.plans[2][0] == "blue+bots+spec_adv"
        grid.row, grid.turn = 3, 1                           # Di, level 3: both cards
        await pilot.press("p", "b", "p", "a")
        assert draft.plans[3][:2] == ["spec", "spec_adv"]
        assert load_draft(draft.path).plans[1][0] == "red+spec"
        text = grid.render().plain
        assert "◆" in text and "←+◇" in text and "→b◆" in text     # 4-column cells: bots b
        assert missing_parts(draft) == []
        assert record_of(draft).crew[1].specialization.name == "medic"


async def test_the_entry_refuses_what_the_record_would():
    draft = specialists(levels=(1, 1, 2, 3))
    draft.crew.append(CrewSeat("Eve", "purple"))              # no specialization
    draft.fit_plans()
    app = ScreenApp(lambda: EntryScreen(draft))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        grid = app.screen.query_one(PlanGrid)
        grid.focus()
        grid.row, grid.turn = 4, 1
        await pilot.press("p", "b")
        assert draft.plans[4][0] == "empty"
        assert grid.message == "Refused: Eve has no specialization (chosen in the set-up)."
        grid.row, grid.turn = 0, 1                           # Ana, level 1: no advanced action
        await pilot.press("p", "a")
        assert draft.plans[0][0] == "empty"
        assert grid.message == "Refused: Ana is at level 1: the advanced action ◆ needs level 2."
        await pilot.press("p", "b", "p", "b")                # played twice
        assert draft.plans[0][:2] == ["spec", "empty"] and "no card left" in grid.message
        grid.row, grid.turn = 2, 1                           # Cy, squad leader: no stacking
        await pilot.press("A", "p", "+", "a")
        assert draft.plans[2][0] == "A" and "only the Medic and Special Ops" in grid.message
        await pilot.press("H", "a")                          # a specialist has no heroic card
        assert draft.plans[2][1] == "empty" and "no heroic card" in grid.message
        await pilot.press("up")                              # Bo, turn 2: empty
        await pilot.press("p", "+", "b")                     # nothing to stack on
        assert "Nothing to stack on" in grid.message
        await pilot.press("p", "q")
        assert "not a special card" in grid.message
        await pilot.press("p", "b", "left", "!")
        assert draft.plans[1][1] == "spec" and "No stumbling" in grid.message


async def test_a_plan_typed_again_stacks_and_stumbles_on_the_card_just_typed():
    """`r p + b` over a plan already typed stacks the Medic's card on the move just typed,
    not on the next turn's card the cursor moved on to; `a!` is refused (a double-action
    mission: no stumbles, The New Frontier p.10, ruling ND13). A stack the rules refuse
    says why for the Medic and for Special Ops."""
    draft = specialists(levels=(2, 1, 2, 3))
    draft.crew[2].specialization = "special_ops"
    draft.plans[1][:3] = ["A", "A", "A"]
    draft.plans[3][:2] = ["A", "B"]
    app = ScreenApp(lambda: EntryScreen(draft))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        grid = app.screen.query_one(PlanGrid)
        grid.focus()
        grid.row, grid.turn = 1, 1                           # Bo, the Medic, over A A A
        await pilot.press("r", "p", "+", "b")
        assert draft.plans[1][:3] == ["red+spec", "A", "A"], grid.message
        grid.row, grid.turn = 3, 1                           # Di over A B
        await pilot.press("a", "!")
        assert draft.plans[3][:2] == ["A", "B"] and "No stumbling" in grid.message
        grid.row, grid.turn = 1, 5
        await pilot.press("A", "p", "+", "b")                # the Medic on an action
        assert draft.plans[1][4] == "A"
        assert grid.message == "Refused: the Medic stacks his card only on a move (r, b or l)."
        grid.row, grid.turn = 2, 5
        await pilot.press("A", "p", "+", "b")                # Special Ops' basic card
        assert draft.plans[2][4] == "A"
        assert grid.message == "Refused: Special Ops stacks only the advanced card ◆ (p + a)."


# -- the whole mission ------------------------------------------------------------------------

def test_the_resolved_mission_scores_the_specializations():
    draft = specialists(levels=(2, 1, 2, 3))
    plans = {"Ana": ["C", "red", "A", "spec_adv", "B", "blue", "A", "C", "A", "A", "empty", "empty"],
             "Bo": ["empty", "lift+spec", "B", "blue", "A", "empty", "A", "B", "A", "A", "A", "empty"],
             "Cy": ["red+lift", "C", "spec_adv", "C", "bots", "bots+A", "empty", "empty", "B", "A",
                    "empty", "empty"],
             "Di": ["lift+A", "A", "spec_adv", "spec", "A", "B", "C", "A", "A", "B", "A", "empty"]}
    for seat, plan in zip(draft.crew, draft.plans):
        plan[:] = plans[seat.name]
    record = record_of(draft)
    score = resolve(record).result.score
    example = resolve(record_from_dict(yaml.safe_load(SPECS.read_text()))).result.score
    assert score.data_analyst == 1 and score.total == example.total == 6


# -- the board and the score ----------------------------------------------------------------

async def test_the_board_plays_a_specialization_mission_and_says_its_special_cards():
    app = BoardApp(SPECS)
    async with app.run_test(size=(120, 40)) as pilot:
        await board_settle(pilot)
        screen = board_screen(app)
        logs, boards = [], []
        while screen.advance():
            texts = screen.screen_texts()
            logs.extend(texts["log"][-3:])
            boards.append("\n".join(texts["board"]))
            if screen.index % 25 == 0:
                await pilot.pause()
        assert screen.at_end
        log = "\n".join(logs)
    assert "Bo: a special card: the Medic acts before the captain" in log
    assert "Bo: a stimulant for Di" in log and "Cy plays advanced special at lower red" in log


async def test_the_score_shows_the_analysts_point_and_the_medics_penalty(data_dir):
    doc = yaml.safe_load(SPECS.read_text())
    bo = doc["crew"][1]
    bo["actions"][1] = "lift+spec_adv"                 # the injury inhibitor: -1
    bo["specialization_level"] = 2
    record = record_from_dict(doc)
    result = resolve(record).result
    assert result.score.data_analyst == 1 and result.score.medic_penalty == -1
    app = Host(lambda: ScoreScreen(record, result, date="2025-03-14"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        line = text_of(app.screen.query_one("#score-text", Static))
    rows = {row.split("  ")[0].strip(): row.split()[-1] for row in line.splitlines() if row.strip()}
    assert rows.get("Data analyst") == "1" and rows.get("Medic's inhibitor") == "-1"


async def test_the_apps_deal_takes_specializations_so_the_set_up_goes_on_to_the_step():
    draft = MissionDraft.new(deck_seed=1234, card_sets=FRONTIER, specializations="dealt",
                             action_cards="virtual")
    app = ScreenApp(lambda: SetupScreen(draft))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("f10")
        await settle(pilot)
        assert isinstance(app.screen, SpecializationsScreen)


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
@pytest.mark.parametrize("mode", ["chosen", "dealt"])
async def test_the_step_shows_every_specialization_whole_at_80_columns(speak, lang, mode):
    """The longest names (es "experto en operaciones especiales", pt "especialista em
    operações especiais") and "none: a heroic card" are never cut, chosen or dealt."""
    from spacealert_tui.tui.dialogs.specializations import label
    from tests.i18n_scan import screen_text
    speak(lang)
    from spacealert_tui.record.crew import reshape_crew
    draft = MissionDraft.new(deck_seed=1, card_sets=FRONTIER, specializations=mode)
    reshape_crew(draft, 4, False)
    draft.crew[1].specialization = "special_ops"        # seed 1 deals it to seat 2
    app = ScreenApp(lambda: SpecializationsScreen(draft))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        step = app.screen
        for i in range(len(draft.crew)):
            choice = step.query_one(f"#spec-{i}", Choice)
            assert "…" not in choice.render().plain
        shown = screen_text(app)
        assert "…" not in shown, shown
        assert f"‹ {label('special_ops')} ›" in shown, shown


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
async def test_the_entry_s_refusals_fit_one_row_at_80_columns(speak, lang):
    """The level-1 advanced card, the Medic's stack on an action and Special Ops' basic
    stack are each refused in one row of the entry's message line at 80x24."""
    from rich.cells import cell_len
    from spacealert_tui.record.crew import reshape_crew
    speak(lang)
    draft = MissionDraft.new(deck_seed=1, card_sets=FRONTIER, specializations="chosen",
                             rules=["double_actions"])
    reshape_crew(draft, 4, False)
    for seat, spec in zip(draft.crew, ("medic", "special_ops", "data_analyst", "")):
        seat.specialization, seat.specialization_level = spec, 1
    draft.fit_plans()
    app = ScreenApp(lambda: EntryScreen(draft))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("f3")
        grid = app.screen.query_one(PlanGrid)
        grid.focus()
        said = []
        for row, keys in ((2, ("p", "a")), (0, ("A", "p", "+", "b")), (1, ("A", "p", "+", "b"))):
            grid.row, grid.turn = row, 1
            await pilot.press(*keys)
            await pilot.pause()
            said.append(grid.message)
        width = grid.content_region.width
    assert all(m.startswith(("Refused", "Rechazada", "Recusada")) for m in said), said
    assert all(cell_len(m) <= width - 2 for m in said), (width, said)
