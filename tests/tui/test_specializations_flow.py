"""A whole double-action mission with specializations through the real app: set-up
(double actions, specializations chosen) → the specializations step → action round →
entry with special cards → board → score → logbook."""
from __future__ import annotations

from spacealert_tui.record.logbook import Logbook
from spacealert_tui.rules import resolve
from spacealert_tui.tui.screens.action_round import ActionRoundScreen
from spacealert_tui.tui.screens.board import BoardScreen
from spacealert_tui.tui.screens.entry import EntryScreen
from spacealert_tui.tui.screens.home import HomeScreen
from spacealert_tui.tui.screens.score import ScoreScreen
from spacealert_tui.tui.dialogs.specializations import SpecializationsScreen
from tests.tui.conftest import make_app
from tests.tui.test_action_round import FakeClock, advance, ready, short_mission
from tests.tui.test_setup import focus
from tests.tui.test_table_flow import _set_up

#: Each crew member's specialization as the set-up step's ← → reach it from "none",
#: and the level after → presses from 1.
CHOSEN = (("energy_technician", 3, 1), ("medic", 5, 0), ("squad_leader", 9, 1), ("data_analyst", 2, 2))


async def test_a_double_action_mission_with_specializations_from_set_up_to_the_logbook(tmp_path):
    app = make_app()
    app.test_clock = FakeClock()
    async with app.run_test(size=(120, 40)) as pilot:
        await _set_up(pilot, tmp_path)
        setup = app.screen
        setup.draft.card_sets = ["base", "new_frontier"]
        setup.set_seed(4242)                                # the same threats every run
        setup.query_one("#rules-line").display = setup.query_one("#specs-line").display = True
        await focus(pilot, "#rules")
        await pilot.press("right")                          # double actions
        await focus(pilot, "#specs")
        await pilot.press("right")                          # chosen by the crew
        setup.draft.soundtrack = short_mission(tmp_path)    # double actions chose the CD's first
        await pilot.press("f10")
        await pilot.pause()
        step = app.screen
        assert isinstance(step, SpecializationsScreen)
        for i, (_name, steps, levels) in enumerate(CHOSEN):
            await focus(pilot, f"#spec-{i}")
            await pilot.press(*["right"] * steps)
            await focus(pilot, f"#spec-level-{i}")
            await pilot.press(*["right"] * levels)
        assert [(s.specialization, s.specialization_level) for s in step.draft.crew] == [
            ("energy_technician", 2), ("medic", 1), ("squad_leader", 2), ("data_analyst", 3)]
        await pilot.press("f10")
        await ready(pilot)
        round_screen = app.screen
        assert isinstance(round_screen, ActionRoundScreen)
        await pilot.press("space")
        await pilot.pause()
        await advance(pilot, round_screen, app.test_clock, to=205)
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        entry = app.screen
        assert isinstance(entry, EntryScreen)
        draft = entry.draft
        assert draft.double_actions and draft.specializations == "chosen"
        await pilot.press("f3")
        keys = {"Ana": "rapa" + "e" * 9,               # red, A, the advanced action (level 2)
                "Bo": "elp+b" + "e" * 10,              # lift with the Medic's card stacked on it
                "Cy": "xrlpa" + "e" * 10,              # red+lift, the squad leader's advanced action
                "Di": "xlaaepbpa" + "e" * 7}           # lift+A, A, -, both cards (level 3)
        for name in ("Ana", "Bo", "Cy", "Di"):
            await pilot.press(*keys[name])
        await pilot.pause()
        assert draft.plans[0][:3] == ["red", "A", "spec_adv"]
        assert draft.plans[1][:2] == ["empty", "lift+spec"]
        assert draft.plans[2][:2] == ["red+lift", "spec_adv"]
        assert draft.plans[3][:5] == ["lift+A", "A", "empty", "spec", "spec_adv"]
        await pilot.press("f10", "y")
        await pilot.pause()
        board = app.screen
        assert isinstance(board, BoardScreen)
        await pilot.press("space", "end")
        await pilot.pause()
        assert board.at_end
        await pilot.press("escape")
        await pilot.pause()
        score = app.screen
        assert isinstance(score, ScoreScreen)
        shown = app.export_screenshot().replace("&#160;", " ")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
    with Logbook.open() as book:
        missions = book.missions()
        assert len(missions) == 1
        record = book.mission(missions[0].id).record()
    assert [m.specialization.name for m in record.crew] == [c[0] for c in CHOSEN]
    result = resolve(record).result
    assert result.won and result.score.data_analyst == 1      # Di's computer maintenance, turn 4
    assert "Data analyst" in shown
