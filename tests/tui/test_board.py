"""The resolution board: its widgets as text (no colour) and the screen driven by keys.

Pilot tests push `BoardScreen` in a small app, so they see the screen alone (the real
app's flows to it are tested in test_table_flow.py and test_replay.py).
Playing is driven by calling `advance()` (the timer's callback) or, in the two
tests of the timer itself, by a tiny injected interval: no test sleeps for long.
"""
from __future__ import annotations

import asyncio
import copy
from pathlib import Path

import pytest
from textual.app import App

from spacealert_tui.record import load_record
from spacealert_tui.rules import resolve
from spacealert_tui.rules.events import StepBegan, ThreatDamaged
from spacealert_tui.tui.screens.board import SPEEDS, BoardScreen, TurnPrompt, events_of_turn
from spacealert_tui.tui.widgets.board_lines import fit, plain
from spacealert_tui.tui.widgets.event_log import EventLog, wrap
from spacealert_tui.tui.widgets.ship_board import ShipBoard, short_names, squad_holders
from spacealert_tui.tui.widgets.step_track import StepTrack
from spacealert_tui.tui.widgets.track_strip import BoardLegend, TrackStrip
from spacealert_tui.tui.widgets.trajectories import Trajectories
from tests.tui.conftest import Services

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "missions" / "examples"
HEROES = EXAMPLES / "03-heroes-and-interceptors.yaml"
LOST = EXAMPLES / "04-lost-in-blue.yaml"
INTRUDERS = EXAMPLES / "02-intruders-aboard.yaml"

_RESOLVED: dict[Path, tuple] = {}


def resolved(path: Path):
    """(record, resolution with per-event snapshots), once per test session."""
    if path not in _RESOLVED:
        record = load_record(path)
        _RESOLVED[path] = (record, resolve(record, snapshots="events"))
    return _RESOLVED[path]


def first_index(resolution, turn: int, step: str, kind=None) -> int:
    """The first event of `turn`'s `step` (of type `kind`, if given)."""
    current = None
    for i, event in enumerate(resolution.events):
        if isinstance(event, StepBegan):
            current = (event.turn, event.step)
        if current == (turn, step) and (kind is None or isinstance(event, kind)):
            return i
    raise LookupError((turn, step, kind))


class BoardApp(Services, App[None]):
    """A bare app that opens a board screen on a record, and nothing else."""

    def __init__(self, path: Path, **kwargs) -> None:
        super().__init__()
        self.path = path
        self.kwargs = kwargs

    def on_mount(self) -> None:
        record, resolution = resolved(self.path)
        kwargs = {"title": record.title, **self.kwargs}
        self.push_screen(BoardScreen(resolution, tracks=dict(record.tracks), **kwargs))


async def settle(pilot) -> None:
    await pilot.pause()
    await pilot.pause(0.06)     # screen switches take 50 ms in Textual 8
    await pilot.pause()


def board_screen(app) -> BoardScreen:
    screen = app.screen
    assert isinstance(screen, BoardScreen)
    return screen


# -- the widgets as text, without an app -----------------------------------------------

def board_text(snapshot, previous=None, width=80, holders=None) -> list[str]:
    board = ShipBoard()
    board.show(snapshot, previous, holders)
    return board.text_lines(width)


def test_ship_board_text_at_turn_3_damage_step():
    """Every line of the board reads as text: no colour needed."""
    _, resolution = resolved(HEROES)
    i = first_index(resolution, 3, "damage", ThreatDamaged)
    holders = squad_holders(resolution.snapshots)
    text = board_text(resolution.snapshots[i], resolution.snapshots[i - 1], holders=holders[i])
    assert text == [
        "┌─ RED ───────────────────┬─ WHITE ──────────────────┬─ BLUE ──────────────────┐",
        "│Upper  Bo                │Bridge  Ana               │Upper  Di                │",
        "│ A heavy 4 »fired 4      │ A heavy 5                │ A heavy 4               │",
        "│ B shield ■□ 1/2         │ B shield ■□□ 1/3         │ B shield ■□ 1/2         │",
        "│ C interceptors docked   │ C computer 1✓ 2· 3·      │ C bots stored           │",
        "│                         │                          │                         │",
        "├───────── lift ──────────┼────────── lift ──────────┼───────── lift ──────────┤",
        "│Lower                    │Lower                     │Lower  Cy                │",
        "│ A light 2 ■             │ A pulse 1 range 1-2      │ A light 2 ■             │",
        "│ B reactor □□□ 0/3       │ B reactor ■□□□□ 1/5 ◆◆◆  │ B reactor ■■□ 2/3       │",
        "│ C bots stored           │ C window 0·0·0           │ C rockets ▲▲▲ 1st· 2nd· │",
        "│                         │                          │                         │",
        "├─────────────────────────┼──────────────────────────┼─────────────────────────┤",
        "│damage ▯▯▯▯▯▯ 0/6        │damage ▯▯▯▯▯▯ 0/6         │damage ▯▯▯▯▯▯ 0/6        │",
        "│no tiles                 │no tiles                  │no tiles                 │",
        "└─────────────────────────┴──────────────────────────┴─────────────────────────┘",
    ]


def test_ship_board_is_16_lines_of_its_width_at_every_event():
    for path in sorted(EXAMPLES.glob("*.yaml")):
        _, resolution = resolved(path)
        holders = squad_holders(resolution.snapshots)
        for width in (60, 80, 121):
            board = ShipBoard()
            for i, snap in enumerate(resolution.snapshots):
                board.show(snap, resolution.snapshots[i - 1] if i else None, holders[i])
                lines = board.lines(width)
                assert len(lines) == 16
                assert {sum(len(t) for t, _ in line) for line in lines} == {width}, (path, i)


def test_ship_board_lost_mission_marks_damage():
    _, resolution = resolved(LOST)
    text = "\n".join(board_text(resolution.snapshots[-1]))
    assert "damage ▮▮▮▮▮▮ 6/6" in text
    assert "lift ✗ damaged" in text
    assert "✗A heavy 3" in text and "✗B shield □ 0/1" in text     # tiles on the systems
    assert "✗A light 1" in text and "✗B reactor ■■ 2/2" in text
    wide = "\n".join(board_text(resolution.snapshots[-1], width=120))
    assert "lower cannon, reactor, gravolift +3" in wide        # the rulebook's words, never "lo-gun"


def test_ship_board_shows_crew_states_squads_and_internal_threats():
    """Knocked out, squads (who leads which), interceptors out, malfunctions,
    intruders, heroic energy above capacity, rockets in flight: all as text."""
    _, resolution = resolved(INTRUDERS)
    snap = copy.deepcopy(resolution.snapshots[75])
    crew = snap["crew"]
    crew[0].update(knocked_out=True, bots="inactive", station="lower-red")   # Ana
    crew[1].update(station="interceptors", bots="active")                  # Bo
    crew[2].update(bots=None)
    snap["ship"]["squads"] = {"lower-red": "inactive", "upper-blue": "active"}
    snap["ship"]["shields"][1] = 4                                          # heroic B
    snap["ship"].update(rocket_launched=True, rockets=2, maintained_phases=[1],
                        visual_best=[2, 0, 0], capsules=0)
    text = "\n".join(board_text(snap, holders={"lower-red": "Ana", "upper-blue": "Bo"}))
    assert "Lower  Ana✗+b" in text                  # lying, squad disabled
    assert "C bots → Ana (off)" in text
    assert "C bots → Bo" in text
    assert "C intercept. out: Bo" in text
    assert "B shield ■■■+ 4/3" in text
    assert "C rockets ▲▲· 1st▲ 2nd·" in text
    assert "C computer 1✓ 2· 3·" in text
    assert "C window 2·0·0" in text
    assert "B reactor ■□□□□ 1/5 none" in text          # no fuel capsule left
    assert "!B shield" in text and "!B4 Hacked Shields 0/3" in text
    del snap["ship"]["squads"]["upper-blue"]          # a campaign left it off the board
    assert "C bots none" in "\n".join(board_text(snap))


def test_ship_board_intruders_and_several_tokens_in_one_station():
    _, resolution = resolved(INTRUDERS)
    snap = copy.deepcopy(resolution.snapshots[41])
    text = "\n".join(board_text(snap, width=120))
    assert "@2 Skirmishers 0/1" in text
    narrow = board_text(snap, width=80)
    assert all(len(line) == 80 for line in narrow)


def test_squad_holders_follow_who_took_which_squad():
    _, resolution = resolved(INTRUDERS)
    holders = squad_holders(resolution.snapshots)
    taken = [i for i, h in enumerate(holders) if h]
    assert taken and holders[taken[0]] == {"lower-red": "Cy"}


def test_short_names_stay_distinct():
    forms = short_names(["Alexandra", "Alex", "Bo", "Cy\x1b[31m", "Android red"])
    assert [f[0] for f in forms] == ["Alexandra", "Alex", "Bo", "Cy [31m", "Android red"]
    assert [f[3] for f in forms] == ["Al1", "Al2", "Bo", "C[", "Ar"]   # initials of words
    for size in (3, 2, 1):
        assert len({f[size] for f in forms}) == len(forms)


def test_a_full_bridge_shortens_names():
    _, resolution = resolved(EXAMPLES / "05-five-with-androids.yaml")
    text = board_text(resolution.snapshots[0])
    assert "│Bridge  Ana Bo Cy Ar Ab   │" in text[1]
    assert "Android red" in "\n".join(board_text(resolution.snapshots[0], width=200))


def test_board_text_from_records_is_not_markup():
    """Names and labels with brackets stay as they are (the line API never parses markup)."""
    _, resolution = resolved(HEROES)
    snap = copy.deepcopy(resolution.snapshots[10])
    for member in snap["crew"]:
        member["station"] = "upper-red"
    snap["crew"][0]["name"] = "[b]Ana[/b]"
    text = "\n".join(board_text(snap, width=160))
    assert "[b]Ana[/b]" in text


def test_trajectories_text():
    record, resolution = resolved(LOST)
    tracks = Trajectories(tracks=dict(record.tracks))
    tracks.show(resolution.snapshots[-1])
    text = tracks.text_lines(100)
    assert text[0].split() == ["range", "3", "│", "range", "2", "│", "range", "1", "▶", "ship",
                               "threat", "dmg/HP", "shield", "speed", "square"]
    assert text[1].startswith("RED    T1") and "#2 Fighter destroyed dmg 4/4 sh 2 sp 3" in text[1]
    assert text[2].startswith("WHITE  T2")
    assert text[3] == ("BLUE   T6 · · · 3 · │5 · · Y · │· · 1 · Z  ▶ "
                       "#1 Frigate dmg 0/7 sh 2 sp 2 sq 3 (r1)")
    assert "#3 Man-of-War dmg 0/9 sh 2 sp 1 sq 12 (r3)" in text[4]
    assert text[6].startswith("INTERN T4")
    # bands line up on the ship side, whatever the track's length
    assert {line.index("│") for line in text[:4] if "│" in line} == {text[0].index("│")}


def test_trajectories_before_threats_appear_and_when_narrow():
    record, resolution = resolved(HEROES)
    tracks = Trajectories(tracks=dict(record.tracks))
    tracks.show(resolution.snapshots[0])
    wide = "\n".join(tracks.text_lines(120))
    assert "#6 Frigate turn 6 dmg 0/7 sh 2 sp 2" in wide
    narrow = tracks.text_lines(50)             # details go under their track
    assert narrow[1].startswith("RED    T3") and "#" not in narrow[1]
    assert all(len(line) <= 50 for line in narrow)


def test_step_track_and_event_log_text():
    track = StepTrack()
    track.show(3, "damage", ("appear", "actions", "damage", "threats"), "‖ 45/147")
    assert track.text_lines(120)[0].startswith(
        "Turn 1  2 [3]│ 4  5  6  7 │ 8  9  10  11  12 │ 13   appear · actions · [damage] · threats")
    assert track.text_lines(120)[0].endswith("‖ 45/147")
    assert track.text_lines(78)[0] == (
        "Turn 1 2 [3] │ 4 5 6 7 │ 8 9 10 11 12 │ 13  damage 3/4                ‖ 45/147")
    lost = StepTrack(last_turn=6)
    lost.show(6, "threats", ("appear", "actions", "damage", "threats"), "■ 104/104 SHIP LOST")
    assert lost.text_lines(78)[0] == (
        "Turn 1 2 3 │ 4 5 [6] · │ · · ·· ·· ·· │ ··  threats 4/4    ■ 104/104 SHIP LOST")
    assert wrap("one two three four", 9) == ["one two", "three", "four"]
    assert plain(fit([("abcdef", ""), ("gh", "x")], 5)) == "abcd…"
    assert plain(fit([("abc", "")], 5)) == "abc  "


# -- the screen -----------------------------------------------------------------------

async def test_plays_a_whole_mission_back_to_the_start_and_forward_again():
    app = BoardApp(HEROES)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = board_screen(app)
        assert screen.index == 0 and not screen.playing
        assert screen.current_turn == 1 and screen.current_step == "appear"
        forward = [screen.board_text()]
        while screen.advance():             # what the play timer calls
            forward.append(screen.board_text())
            if screen.index % 25 == 0:
                await pilot.pause()
        assert screen.at_end and screen.index == len(screen.events) - 1
        assert screen.current_turn == 13 and screen.current_step == "jump"
        texts = screen.screen_texts()
        assert texts["log"][-1] == "▶ The ship jumps to hyperspace: mission complete"
        assert texts["steps"][0].endswith("■ 150/150 complete")
        end_text = screen.board_text()

        # back to the start: the first and last steps by key, the rest by the same action
        # (each key press costs Pilot a frame, ~60 ms)
        await pilot.press("left", "left")
        while screen.index > 2:
            screen.action_step_event(-1)
            assert screen.board_text() == forward[screen.index]
        await pilot.press("left", "left")
        assert screen.index == 0
        assert screen.board_text() == forward[0]
        await pilot.press("left")                # nothing before the start
        assert screen.index == 0

        await pilot.press("right", "right")
        assert screen.board_text() == forward[2]
        while screen.index < len(screen.events) - 3:
            screen.action_step_event(1)
            assert screen.board_text() == forward[screen.index]
        await pilot.press("right", "right")
        await pilot.pause()
        assert screen.at_end and screen.board_text() == end_text
        await pilot.press("home")
        assert screen.index == 0
        await pilot.press("end")
        assert screen.at_end


async def test_steps_turns_and_the_turn_prompt():
    app = BoardApp(HEROES)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = board_screen(app)
        await pilot.press("right_square_bracket")
        assert (screen.current_turn, screen.current_step) == (1, "actions")
        assert isinstance(screen.events[screen.index], StepBegan)
        await pilot.press("n", "n")
        assert (screen.current_turn, screen.current_step) == (1, "threats")
        await pilot.press("right")
        await pilot.press("left_square_bracket")         # back to the start of this step
        assert (screen.current_turn, screen.current_step) == (1, "threats")
        assert isinstance(screen.events[screen.index], StepBegan)
        await pilot.press("p")                            # and then to the step before
        assert (screen.current_turn, screen.current_step) == (1, "damage")

        await pilot.press("5")
        assert (screen.current_turn, screen.current_step) == (5, "appear")
        assert screen.index == screen.turn_starts[5]
        await pilot.press("0")
        assert screen.current_turn == 10
        await pilot.press("t")
        await settle(pilot)
        assert isinstance(app.screen, TurnPrompt)
        await pilot.press("9", "9", "enter")              # not a turn: asks again
        assert isinstance(app.screen, TurnPrompt)
        await pilot.press("backspace", "backspace", "1", "3", "enter")
        await settle(pilot)
        assert app.screen is screen
        assert (screen.current_turn, screen.current_step) == (13, "damage")
        await pilot.press("t")
        await settle(pilot)
        await pilot.press("escape")                       # cancelled: stays where it was
        await settle(pilot)
        assert app.screen is screen and screen.current_turn == 13
        text = screen.screen_texts()["steps"][0]
        assert "[13]" in text and "[damage]" in text


async def test_the_turn_strip_hides_the_loss_until_it_is_shown():
    """A lost mission's strip shows every turn until the ship is lost on screen; only
    then do the turns after it become dots. Asking for such a turn goes to the loss."""
    app = BoardApp(LOST)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await settle(pilot)
        screen = board_screen(app)
        first = screen.screen_texts()["steps"][0]
        assert first.startswith("Turn [1] 2 3 │ 4 5 6 7 │ 8 9 10 11 12 │ 13")
        assert "·" not in first and "LOST" not in first
        await pilot.press("6")
        assert "7 │ 8 9 10 11 12 │ 13" in screen.screen_texts()["steps"][0]
        await pilot.press("end", "left")            # the event before the loss
        text = screen.screen_texts()["steps"][0]
        assert "[6] 7 │ 8 9 10 11 12 │ 13" in text and "LOST" not in text
        assert "DESTROYED" not in screen.screen_texts()["summary"][0]
        await pilot.press("right")                  # the loss itself
        text = screen.screen_texts()["steps"][0]
        assert text.startswith("Turn 1 2 3 │ 4 5 [6] · │ · · ·· ·· ·· │ ··")
        assert text.endswith("■ 106/106 SHIP LOST")
        assert screen.screen_texts()["summary"] == [
            "Turn 6: blue −3 (Frigate #1) · THE SHIP IS DESTROYED"]

        await pilot.press("4")
        assert "8 9 10" in screen.screen_texts()["steps"][0]     # back before the loss
        await pilot.press("8")                                     # past it: to the loss
        await pilot.pause()
        assert screen.at_end
        assert any("Turn 8 was never played: the ship was lost in turn 6" in str(n.message)
                   for n in app._notifications)
        texts = screen.screen_texts()
        assert texts["log"][-1].startswith("▶ THE SHIP IS DESTROYED")


async def test_the_turn_prompt_offers_every_turn_of_a_lost_mission():
    app = BoardApp(LOST)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("t")
        await settle(pilot)
        prompt = app.screen
        assert isinstance(prompt, TurnPrompt) and prompt.last_turn == 13


async def test_the_threat_strip_shows_the_threats_with_the_ship_at_80x24():
    """At 80×24 the ship, the four trajectories with the threats' numbers on their
    squares, the legend and the turn's summary are all on screen at once."""
    record, resolution = resolved(LOST)
    app = BoardApp(LOST, start=first_index(resolution, 4, "threats"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = board_screen(app)
        ship, strip = screen.query_one(ShipBoard), screen.query_one("#board-strip", TrackStrip)
        legend = screen.query_one(BoardLegend)
        for widget in (ship, strip, legend):
            assert widget.display and widget.region.height and widget.region.bottom <= 23
        assert ship.region.height == 13 and strip.region.height == 4
        assert screen.query_one(EventLog).region.height >= 3
        assert legend.text_lines()[0] == (
            "3 threat #3 · X Y Z threat actions · @2 intruders #2 · !B4 malfunction #4 on B")

        def blue() -> str:
            return next(line for line in screen.screen_texts()["strip"] if line.startswith("BLUE"))

        before = blue()
        assert "#1 Frigate 0/7" in before and " 1 " in before
        square = before.index(" 1 ")
        while not str(screen.events[screen.index]).startswith("Frigate #1 moves"):
            await pilot.press("right")
        after = blue()
        assert after != before and after.index(" 1 ") > square      # nearer the ship (▶)
        await pilot.press("right", "right", "right")               # its attack: 3 damage
        assert screen.screen_texts()["summary"][0].startswith(
            "Turn 4: blue −3 (Frigate #1) · Fighter #2 destroyed")


async def test_play_pause_resume_with_the_timer_driven_by_hand():
    app = BoardApp(HEROES, interval=60.0)     # the timer never fires by itself here
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = board_screen(app)
        await pilot.press("space")
        assert screen.playing and screen._timer is not None
        assert screen.screen_texts()["steps"][0].endswith("▶ 1/150 · 60s")
        screen._tick()
        screen._tick()
        assert screen.index == 2
        await pilot.press("space")
        assert not screen.playing and screen._timer is None
        assert screen.screen_texts()["steps"][0].endswith("‖ 3/150")
        await pilot.press("space")
        assert screen.playing
        screen._tick()
        assert screen.index == 3
        await pilot.press("right")                # stepping by hand pauses
        assert not screen.playing and screen.index == 4 and screen._timer is None
        await pilot.press("space", "end")
        assert not screen.playing
        await pilot.press("space")                # at the end, play starts over
        assert screen.playing and screen.index == 0
        while screen.advance():
            pass
        assert not screen.playing and screen._timer is None     # stopped at the end


async def test_the_real_timer_plays_and_stops():
    app = BoardApp(LOST, interval=0.005, autoplay=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = board_screen(app)
        for _ in range(200):                       # at most 2 s; usually far less
            if screen.at_end:
                break
            await asyncio.sleep(0.01)
        await pilot.pause()
        assert screen.at_end and not screen.playing and screen._timer is None


async def test_speed_keys():
    app = BoardApp(HEROES)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = board_screen(app)
        start = screen.interval
        await pilot.press("plus")
        assert screen.interval < start
        await pilot.press(*["plus"] * len(SPEEDS))
        assert screen.interval == SPEEDS[-1]
        assert screen.check_action("faster", ()) is None           # greyed in the footer
        await pilot.press(*["minus"] * (len(SPEEDS) + 1))
        assert screen.interval == SPEEDS[0]
        assert screen.check_action("slower", ()) is None
        await pilot.press("space")
        timer = screen._timer
        await pilot.press("equals_sign")                # restarts the timer at the new pace
        assert screen._timer is not timer and screen.playing
        await pilot.press("space")


async def test_compact_layout_swaps_board_and_tracks():
    app = BoardApp(LOST)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = board_screen(app)
        ship, tracks = screen.query_one(ShipBoard), screen.query_one("#board-tracks", Trajectories)
        strip = screen.query_one("#board-strip", TrackStrip)
        assert ship.display and strip.display and not tracks.display
        assert ship.region.height == 13 and strip.region.bottom <= 22
        await pilot.press("v")
        await pilot.pause()
        assert tracks.display and not ship.display and not strip.display
        await pilot.press("v")
        await pilot.pause()
        assert ship.display and strip.display
        await pilot.resize_terminal(100, 30)          # room for the whole ship and the strip
        await settle(pilot)
        assert ship.region.height == 16 and strip.display and strip.region.bottom <= 28
        await pilot.resize_terminal(120, 40)
        await settle(pilot)
        assert ship.display and tracks.display and not strip.display
        assert screen.check_action("toggle_view", ()) is False   # both shown: no key


async def test_survives_resizing_while_playing():
    app = BoardApp(HEROES, interval=0.05, autoplay=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = board_screen(app)
        for size in [(120, 40), (60, 20), (200, 50), (40, 12), (81, 25), (80, 24), (250, 60)]:
            await pilot.resize_terminal(*size)
            await pilot.pause(0.02)
            board = screen.query_one(ShipBoard)
            if board.display and board.size.width:
                assert all(len(line) == board.size.width for line in
                           (plain(runs) for runs in board.lines()))
        await pilot.press("space")
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        assert screen.query_one(EventLog).text_lines()[-1].startswith("▶ ")


async def test_mouse_on_the_step_track_and_the_narration():
    app = BoardApp(HEROES)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = board_screen(app)
        track = screen.query_one(StepTrack)
        line = track.text_lines()[0]
        x = line.index(" 7 ") + 1 + track.styles.padding.left
        await pilot.click(StepTrack, offset=(x, 0))         # on the 7
        await pilot.pause()
        assert (screen.current_turn, screen.current_step) == (7, "appear")
        await pilot.click(StepTrack, offset=(x - 1, 0))     # on the space before it
        await pilot.pause()
        assert screen.current_turn == 7
        await pilot.click(StepTrack, offset=(x - 3, 0))     # on the 6
        await pilot.pause()
        assert (screen.current_turn, screen.current_step) == (6, "appear")
        await pilot.click(StepTrack, offset=(x, 0))
        line = track.text_lines()[0]
        x = line.index("damage") + track.styles.padding.left
        await pilot.click(StepTrack, offset=(x, 0))
        await pilot.pause()
        assert (screen.current_turn, screen.current_step) == (7, "damage")
        log = screen.query_one(EventLog)
        before = screen.index
        top = log.styles.border.top[0] != ""           # the narration's title line
        await pilot.click(EventLog, offset=(5, top + log.size.height - 2))   # above the current
        await pilot.pause()
        assert screen.index == before - 1


async def test_escape_goes_back():
    app = BoardApp(HEROES, interval=0.05, autoplay=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = board_screen(app)
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is not screen
        assert screen._timer is None and not screen.playing


async def test_from_record_and_a_resolution_without_snapshots():
    screen = BoardScreen.from_record(LOST)
    assert screen.board_title == "Lost in blue" and screen.tracks["blue"] == 6
    assert len(screen.snapshots) == len(screen.events)
    record, _ = resolved(LOST)
    with pytest.raises(ValueError, match="snapshots"):
        BoardScreen(resolve(record))


def test_turn_summary_in_the_games_words():
    """Attacks count as the attack says; tiles an internal threat draws count for the
    threat acting; the summary covers only the events given (the turn so far)."""
    from spacealert_tui.tui.screens.board import turn_summary

    record = load_record(EXAMPLES / "05-five-with-androids.yaml")
    events = resolve(record).events
    turn3 = events_of_turn(events, 3)
    assert turn_summary([events[i] for i in turn3], 3) == (
        "Turn 3: blue −1 (Saboteur #2) · Gunship #1 destroyed")
    assert turn_summary([events[turn3[0]]], 3, done=False) == "Turn 3: no damage so far"
    _, lost = resolved(LOST)
    turn6 = [lost.events[i] for i in events_of_turn(lost.events, 6)]
    assert turn_summary(turn6, 6) == "Turn 6: blue −3 (Frigate #1) · THE SHIP IS DESTROYED"
