"""`spacealert replay`: the command's checks (before any screen) and the board it opens.

The app is run in-process with the start argument the command gives it
(`SpaceAlertApp(start=...)`, what `run_app(start=...)` passes on), so no terminal is
needed; `main([...])` is called for the exit status and the stderr line.
"""
from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path

import pytest

from spacealert_tui.cli import main
from spacealert_tui.commands import replay as replay_cmd
from spacealert_tui.record import load_record, save_record
from spacealert_tui.record.logbook import Logbook
from spacealert_tui.rules import resolve
from spacealert_tui.tui.screens.board import BoardScreen

from .conftest import make_app

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "missions" / "examples"
FIRST = EXAMPLES / "01-first-flight.yaml"
LOST = EXAMPLES / "04-lost-in-blue.yaml"
BAD = Path(__file__).parent / "data" / "bad" / "bad-action.yaml"


async def settle(pilot) -> None:
    await pilot.pause()
    await pilot.pause(0.06)
    await pilot.pause()


def prepared(*argv: str):
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command")
    replay_cmd.register(sub)
    return replay_cmd.prepare(parser.parse_args(["replay", *argv]))


@pytest.fixture
def no_app(monkeypatch):
    """The app must not start: fail loudly if the command gets that far."""
    def refuse(start=None):
        raise AssertionError(f"the app was started with {start!r}")
    monkeypatch.setattr("spacealert_tui.tui.launch.run_app", refuse)


async def test_replay_opens_the_board_at_a_turn_and_esc_quits():
    start = prepared(str(FIRST), "--turn", "3")
    app = make_app(start=start)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, BoardScreen)
        assert screen.board_title == "First flight"
        assert screen.current_turn == 3 and screen.current_step == "appear"
        await pilot.press("right")
        assert screen.index == screen.turn_starts[3] + 1
        await pilot.press("n")                        # full step controls
        assert screen.step_at[screen.index] == screen.index
        await pilot.press("end")
        assert screen.at_end and screen.status_text()[0].endswith("complete")
        await pilot.press("home")
        assert screen.index == 0
        await pilot.press("escape")
        await pilot.pause()
        assert not app.is_running          # the first screen's esc quits the app


async def test_replay_of_a_path_and_a_lost_mission():
    """The ("replay", path, turn) form of the start argument; a lost mission ends SHIP LOST."""
    app = make_app(start=("replay", LOST, 5))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, BoardScreen) and screen.current_turn == 5
        await pilot.press("end")
        assert "SHIP LOST" in screen.status_text()[0]
        await pilot.press("9")                         # never played: stays at the loss
        assert screen.at_end


async def test_replay_of_a_logbook_mission_other_crews_record(tmp_path):
    """`@ID` replays a logged mission; a record from elsewhere (any folder, any crew) opens too."""
    record = load_record(FIRST)
    theirs = replace(record, crew=tuple(replace(c, name=f"Their {c.name}") for c in record.crew),
                     title="Their first flight")
    path = tmp_path / "from-another-crew.yaml"
    save_record(theirs, path)
    with Logbook.open() as book:
        mission_id = book.add_mission(theirs, resolve(theirs).result, crew_name="Others")
    for spec in (str(path), f"@{mission_id}"):
        kind, kwargs = prepared(spec)
        assert kind == "board" and kwargs["title"] == "Their first flight"
        app = make_app(start=(kind, kwargs))
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            assert [c.name for c in app.screen.resolution.result.crew][0] == "Their Ana"
            await pilot.press("space")
            assert app.screen.playing
            await pilot.press("space")
            assert not app.screen.playing


def footer_text(screen) -> str:
    """The footer as shown: each key and what it says (a group's words once, after its keys)."""
    from textual.widgets import Footer
    from textual.widgets._footer import FooterKey, FooterLabel

    parts = []
    for widget in screen.query_one(Footer).query("FooterKey, FooterLabel"):
        if isinstance(widget, FooterKey):
            parts.append(f"{widget.key_display}{'' if widget.has_class('-grouped') else ' '}"
                         f"{widget.description}".strip())
        elif isinstance(widget, FooterLabel):
            parts.append(str(widget.content))
    return " ".join(parts)


async def test_a_replay_ends_on_its_score_and_the_footer_shows_both_arrows():
    """Played to the end, a replay opens the score (not saved again); `esc` there is the
    board again, `→` at the end the score again, `r` plays it from the start, `enter`
    leaves the replay (here the first screen: the app quits)."""
    from spacealert_tui.tui.screens.score import ScoreScreen

    app = make_app(start=("replay", LOST))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = app.screen
        assert isinstance(board, BoardScreen)
        footer = footer_text(board)
        assert "← → Event" in footer and "[ ] Step" in footer and "Score" not in footer
        await pilot.press("space")
        while board.advance():                   # what the play timer calls
            pass
        assert board.at_end and not board.playing
        assert board._score_timer is not None    # the score follows the last event
        board._score_timer.stop()
        board.action_score()                     # what that timer calls
        await settle(pilot)
        score = app.screen
        assert isinstance(score, ScoreScreen) and not score.save_wanted
        banner = str(score.query_one("#score-banner").render())
        assert "MISSION LOST in turn 6" in banner
        assert footer_text(score).startswith("⏎ Finish esc Board r Replay")
        with Logbook.open() as book:
            assert book.count() == 0                     # a replay logs nothing
        await pilot.press("escape")                      # back to the board, at the end
        await settle(pilot)
        assert app.screen is board and board.at_end
        assert "⏎ Score" in footer_text(board)
        await pilot.press("right")                       # → at the end: the score again
        await settle(pilot)
        assert isinstance(app.screen, ScoreScreen)
        await pilot.press("r")                           # replay: from the start, playing
        await settle(pilot)
        assert app.screen is board and board.playing and not board.at_end   # from the start again
        await pilot.press("end", "enter")
        await settle(pilot)
        assert isinstance(app.screen, ScoreScreen)
        await pilot.press("enter")                       # finish: the replay is over
        await settle(pilot)
        assert not app.is_running


@pytest.mark.parametrize("argv, expected", [
    (["replay", "missing.yaml"], "spacealert: missing.yaml: no such file"),
    (["replay", str(BAD)], f"spacealert: {BAD}:"),
    (["replay", str(FIRST), "--turn", "14"], "spacealert: --turn 14: a turn from 1 to 13"),
    (["replay", str(LOST), "--turn", "8"], "ends in turn 6 (the ship was lost)"),
    (["replay", "@99"], "no mission #99 in the logbook"),
    (["replay", "@x"], "spacealert: @x: expected @ and a logbook mission id"),
    (["replay", str(FIRST), "--compare", "nope.yaml"], "spacealert: nope.yaml: no such file"),
])
def test_bad_inputs_exit_2_with_one_line_before_any_screen(argv, expected, capsys, no_app):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and expected in err, err


def test_a_bad_record_names_the_file_line_and_field(capsys, no_app):
    assert main(["replay", str(BAD)]) == 2
    err = capsys.readouterr().err.strip()
    where, _, _ = err.partition(" unknown")
    assert err.startswith(f"spacealert: {BAD}:") and "crew[" in err and ".actions[" in err, err
    assert err.split(":")[2].strip().isdigit()          # file:LINE:


def test_the_command_hands_the_app_its_first_screen(monkeypatch):
    seen = {}
    monkeypatch.setattr("spacealert_tui.tui.launch.run_app",
                        lambda start=None: seen.setdefault("start", start) and 0)
    assert main(["replay", str(FIRST), "--turn", "2"]) == 0
    kind, kwargs = seen["start"]
    assert kind == "board" and kwargs["start"] > 0 and kwargs["tracks"] == {"red": 2, "white": 3,
                                                                           "blue": 1, "internal": 4}


# -- forward to the end and back: identical boards at every event -------------------------------

@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.yaml")), ids=lambda p: p.stem)
async def test_every_example_forward_and_back_gives_identical_boards(path):
    app = make_app(start=("replay", path))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, BoardScreen)
        forward = [screen.screen_texts()]
        while not screen.at_end:
            screen.action_step_event(1)
            forward.append(screen.screen_texts())
        assert len(forward) == len(screen.events)
        await pilot.pause()
        assert screen.screen_texts() == forward[-1]
        while screen.index > 0:
            screen.action_step_event(-1)
            back = screen.screen_texts()
            assert back["board"] == forward[screen.index]["board"], (path.name, screen.index)
            assert back == forward[screen.index]
        # and by whole steps: each step start shows the board it showed going forward
        while not screen.at_end:
            screen.action_next_step()
            assert screen.screen_texts()["board"] == forward[screen.index]["board"]


def test_the_replay_benchmark_parts_on_a_small_logbook(tmp_path):
    import asyncio
    import importlib.util

    spec = importlib.util.spec_from_file_location("replay_bench_test", ROOT / "benchmarks" / "replay_bench.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    logbook_bench = bench._logbook_bench()
    path = tmp_path / "small.sqlite3"
    logbook_bench.build_big(path, logbook_bench.sample_missions(), 12)
    screen = bench.open_one(path, 7)
    assert isinstance(screen, BoardScreen) and len(screen.events) == len(screen.snapshots)
    times = asyncio.run(bench.measure(path, [3, 4], 1))
    assert len(times) == 2 and all(t > 0 for t in times)
