"""The comparison of two plans of one mission (`CompareScreen`), and `replay --compare`.

The pair: `01-first-flight.yaml` as written (A), and the same mission where Ana does
not fire the red laser in turns 2 and 3 (B): the Fighter takes 2 damage by the end of
turn 2 in A and none in B, so the outcomes diverge in turn 2 (ruling RV1).
"""
from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path

import pytest

from spacealert_tui.commands import replay as replay_cmd
from spacealert_tui.record import load_record, save_record
from spacealert_tui.tui.screens.board import BoardScreen
from spacealert_tui.tui.screens.compare import CompareModel, CompareScreen, table_lines
from spacealert_tui.tui.widgets.ship_board import ShipBoard

from .conftest import make_app

ROOT = Path(__file__).resolve().parents[2]
FIRST = ROOT / "missions" / "examples" / "01-first-flight.yaml"
LOST = ROOT / "missions" / "examples" / "04-lost-in-blue.yaml"


def pair():
    a = load_record(FIRST)
    ana = a.crew[0]
    actions = list(ana.actions)
    actions[1] = actions[2] = actions[3]          # empty: no shots in turns 2 and 3
    b = replace(a, crew=(replace(ana, actions=tuple(actions)), *a.crew[1:]),
                title="First flight, Ana asleep")
    return a, b


def test_equal_turns_with_different_scores_say_where_the_scores_differ():
    """Ana's C in turn 10 (at the bridge, phase 3) left empty: no turn ends otherwise,
    but one visual confirmation fewer is one point fewer (base rulebook, scoring: the
    crew scores the visual confirmation its C actions on the bridge made). The banner
    said "the outcomes never diverge" beside scores 13 and 12."""
    a = load_record(FIRST)
    ana = a.crew[0]
    actions = list(ana.actions)
    assert actions[9].token == "C" and actions[10].token == "empty"
    actions[9] = actions[10]
    b = replace(a, crew=(replace(ana, actions=tuple(actions)), *a.crew[1:]))
    model = CompareModel.of(a, b)
    assert model.diverged_at is None
    assert model.divergence_line() == ("Every turn ends the same on both sides; the scores differ: "
                                       "Score 13 / 12; Visual confirmation 3 / 2")


async def settle(pilot) -> None:
    await pilot.pause()
    await pilot.pause(0.06)
    await pilot.pause()


def test_model_marks_the_divergence_in_the_table():
    a, b = pair()
    model = CompareModel.of(a, b)
    assert model.diverged_at == 2
    assert model.divergence_line() == "◆ Diverge in turn 2: Fighter #1 damage: 2 / 0"
    rows = [t.plain for t in table_lines(model, 3, 80)]
    assert rows[0].startswith("Turn    Dmg A   Dmg B")
    assert rows[1].startswith("   1 =") and rows[2].startswith("   2 ◆") and rows[3].startswith("▶  3 ≠")
    assert all(len(r) <= 80 for r in rows) and len(rows) == 14
    wide = [t.plain for t in table_lines(model, 3, 130)]
    assert wide[2].endswith("Fighter #1 damage: 2 / 0")
    # the boards at the end of each turn are the ones rules.compare compared
    from spacealert_tui.rules.compare import turn_states
    states = turn_states(model.a.resolution)
    for turn in (1, 2, 5, 13):
        snap = model.a.board_at(turn)[0]
        assert tuple(len(z) for z in snap["ship"]["tiles"]) == states[turn - 1].damage


async def test_divergence_shown_and_both_sides_step_together():
    a, b = pair()
    app = make_app()
    async with app.run_test(size=(180, 50)) as pilot:
        app.show_compare(a, b)
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, CompareScreen) and screen.has_class("-wide")
        banner = str(screen.query_one("#compare-banner").render())
        assert "A First flight · Mission complete · score" in banner
        assert "◆ Diverge in turn 2: Fighter #1 damage: 2 / 0" in banner
        assert screen.turn == 1
        first = screen.board_texts()
        assert first[0] == first[1]                     # the same board at the end of turn 1
        await pilot.press("right")
        assert screen.turn == 2 and screen.table_text()[2].startswith("▶  2 ◆")
        detail = str(screen.query_one("#compare-detail").render())
        assert "Turn 2 (the divergence): A / B differ in Fighter #1 damage: 2 / 0" in detail
        await pilot.press("d", "end")
        assert screen.turn == 13
        await pilot.press("right")                     # nothing after turn 13
        assert screen.turn == 13
        await pilot.press("d")
        assert screen.turn == 2
        await pilot.press("4")
        a4, b4 = screen.board_texts()
        assert a4 != b4 and screen.query_one("#compare-label-b").render().plain.endswith("end of turn 4")
        width = screen.query_one("#compare-board-a", ShipBoard).size.width
        for side, text in ((screen.model.a, a4), (screen.model.b, b4)):
            board = ShipBoard()
            board.show(*side.board_at(4))
            assert board.text_lines(width) == text.split("\n")
        await pilot.press("home", "left")
        assert screen.turn == 1
        # b: side B on the resolution board at this turn; esc comes back to the comparison
        await pilot.press("3", "b")
        await settle(pilot)
        board = app.screen
        assert isinstance(board, BoardScreen) and board.current_turn == 3
        assert board.board_title == "B · First flight, Ana asleep"
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is screen and screen.turn == 3
        await pilot.press("escape")
        await settle(pilot)
        assert not isinstance(app.screen, CompareScreen) and app.is_running


async def test_narrow_shows_the_table_and_v_shows_each_board():
    a, b = pair()
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.show_compare(a, b)
        await settle(pilot)
        screen = app.screen
        assert screen.has_class("-narrow")
        boards = screen.query_one("#compare-boards")
        assert not boards.display or boards.region.height == 0 or boards.styles.display != "block"
        assert screen.query_one("#compare-table").region.height == 14
        await pilot.press("v")
        await pilot.pause()
        sides = list(screen.query(".compare-side"))
        assert sides[0].region.height > 0 and sides[1].region.height == 0
        await pilot.press("v")
        await pilot.pause()
        assert sides[0].region.height == 0 and sides[1].region.height > 0
        await pilot.press("v")
        await pilot.pause()
        assert screen.query_one("#compare-boards").region.height == 0


async def test_narrow_and_tall_shows_one_board_above_the_table():
    a, b = pair()
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        app.show_compare(a, b)
        await settle(pilot)
        screen = app.screen
        assert screen.has_class("-narrow") and screen.has_class("-tall")
        side_a, side_b = screen.query_one("#compare-side-a"), screen.query_one("#compare-side-b")
        assert side_a.region.height == 17 and side_b.region.height == 0
        assert screen.query_one("#compare-table").region.height == 14
        await pilot.press("v")
        await pilot.pause()
        assert side_a.region.height == 0 and side_b.region.height == 17
        await pilot.press("v")
        await pilot.pause()
        assert side_a.region.height == 17


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_two_different_missions_are_compared_side_by_side(size):
    """Ruling RV3: records of different missions are compared on what they share, the
    screen saying plainly that the missions differ; every line fits, none scrolled away."""
    app = make_app()
    async with app.run_test(size=size) as pilot:
        app.show_compare(load_record(LOST), load_record(FIRST))
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, CompareScreen) and not screen.model.same_mission
        banner = str(screen.query_one("#compare-banner").render())
        assert "Not the same mission (different trajectory boards, threats" in banner
        assert "compared side by side, not turn by turn" in banner
        lines = screen.facts_text()
        assert all(len(line) <= size[0] - 4 for line in lines)
        facts = {cells[0]: (line[0], cells[1:]) for line in lines[1:]
                 for cells in [[part.strip() for part in line[2:].split("  ") if part.strip()]]}
        assert facts["Result"] == ("≠", ["lost in turn 6", "won"])
        assert facts["Score"] == ("≠", ["-", "13"])
        assert facts["Damage r/w/b"] == ("≠", ["0/0/7", "0/1/0"])
        assert facts["Threats destroyed"] == ("≠", ["1 of 4", "3 of 3"])
        assert facts["Crew"] == (" ", ["4: Ana, Bo, Cy, Di", "4: Ana, Bo, Cy, Di"])    # the same: not marked
        assert {"Soundtrack", "Trajectories r/w/b/int", "Threats drawn", "Points destroyed", "Points survived",
                "Penalties", "Visual confirmation", "Threats survived", "Knocked out", "Turns flown"} <= set(facts)
        lower = screen.query_one("#compare-lower")
        table = screen.query_one("#compare-facts")
        assert table.region.height == len(lines) and table.region.bottom <= lower.region.bottom
        await pilot.press("right", "d", "v", "5")                # no turns to step through
        assert app.screen is screen and screen.turn == 1
        await pilot.press("a")                                   # side A on the resolution board
        await settle(pilot)
        assert isinstance(app.screen, BoardScreen)
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is screen
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is not screen


async def test_the_missions_differ_in_the_crew_s_language(speak):
    speak("es")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.show_compare(load_record(LOST), load_record(FIRST))
        await settle(pilot)
        screen = app.screen
        banner = str(screen.query_one("#compare-banner").render())
        assert "No es la misma misión" in banner
        text = "\n".join(screen.facts_text())
        assert "Resultado" in text and "perdida en el turno 6" in text


def test_replay_compare_opens_two_different_missions_side_by_side():
    parser = argparse.ArgumentParser()
    replay_cmd.register(parser.add_subparsers(dest="command"))
    kind, what = replay_cmd.prepare(parser.parse_args(["replay", str(LOST), "--compare", str(FIRST)]))
    assert kind == "compare" and not what["model"].same_mission
    assert [(f.a, f.b) for f in what["model"].facts if f.label == "Score"] == [("-", "13")]


async def test_replay_compare_command_opens_the_comparison_and_esc_quits(tmp_path):
    a, b = pair()
    save_record(a, tmp_path / "a.yaml")
    save_record(b, tmp_path / "b.yaml")
    parser = argparse.ArgumentParser()
    replay_cmd.register(parser.add_subparsers(dest="command"))
    start = replay_cmd.prepare(parser.parse_args(
        ["replay", str(tmp_path / "a.yaml"), "--compare", str(tmp_path / "b.yaml"), "--turn", "5"]))
    assert start[0] == "compare"
    app = make_app(start=start)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, CompareScreen) and screen.turn == 5
        assert screen.model.diverged_at == 2
        await pilot.press("p")
        assert screen.turn == 4
        await pilot.press("escape")
        await pilot.pause()
        assert not app.is_running


def test_a_lost_side_shows_lost_damage():
    a = load_record(LOST)
    crew = list(a.crew)
    b = replace(a, crew=tuple(crew), title="same plan")
    model = CompareModel.of(a, b)
    assert model.diverged_at is None
    assert model.divergence_line().startswith("The outcomes never diverge")
    rows = [t.plain for t in table_lines(model, 13, 80)]
    assert "LOST" in rows[6] and "LOST" in rows[13]


def asleep(path: Path, title: str = "B side"):
    """`path`'s record (A), and the same mission where its first crew member does nothing
    in turns 2 and 3 (B)."""
    a = load_record(path)
    first = a.crew[0]
    actions = list(first.actions)
    actions[1] = actions[2] = actions[3]
    return a, replace(a, crew=(replace(first, actions=tuple(actions)), *a.crew[1:]), title=title)


def whole(screen, widget_id: str) -> bool:
    """The widget's every line is on the screen, none scrolled away or cut off."""
    lower = screen.query_one("#compare-lower")
    region = screen.query_one(widget_id).region
    return lower.scroll_y == 0 and region.height > 0 and region.bottom <= lower.region.bottom


async def test_at_120x40_the_whole_table_and_the_turn_in_words_fit_under_the_board():
    """At 120×40 the turn table is never cut, whichever pair and turn: the board is shown
    above it only when the table and the longest turn in words fit under it."""
    examples = ROOT / "missions" / "examples"
    pairs = [asleep(examples / name) for name in ("01-first-flight.yaml", "05-five-with-androids.yaml",
                                                   "07-new-frontier-summoner.yaml", "10-specializations.yaml")]
    a, b = pairs[0]
    long_titles = (replace(a, title="A " + "very long title " * 12), replace(b, title="B " + "longer " * 30))
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        for a, b in [*pairs, long_titles]:
            app.show_compare(a, b)
            await settle(pilot)
            screen = app.screen
            tall = screen.has_class("-tall")
            assert tall or (a, b) == long_titles
            for turn in range(1, 14):
                await pilot.press(str(turn % 10) if turn < 11 else "end" if turn == 13 else "right")
                await pilot.pause()
                assert screen.turn == turn
                assert screen.has_class("-tall") == tall      # the board does not come and go
                assert whole(screen, "#compare-table") and whole(screen, "#compare-detail"), turn
                if tall:
                    assert screen.query_one("#compare-side-a").region.height == 17
            await pilot.press("escape")
            await settle(pilot)
        assert not long_titles[0].title.startswith("A very") or not tall   # the long pair had no board
