"""The flight school through the app: every lesson's plan that follows it, typed on the
plan screen's keys, flies to the board and a passed verdict; the plan that misses fails
with what would have worked; the path keeps its ticks across a restart; Home, the
command palette and `spacealert school` open it."""
from __future__ import annotations

import pytest

from spacealert_tui.school.lessons import LESSONS, lesson
from spacealert_tui.school.progress import load_progress
from spacealert_tui.tui.flows.school import SchoolFlow
from spacealert_tui.tui.screens.board import BoardScreen
from spacealert_tui.tui.screens.lesson_plan import LessonPlanScreen, double_lesson, lesson_hands
from spacealert_tui.tui.screens.school import LessonScreen, SchoolScreen, VerdictScreen
from tests.tui.conftest import laid_out, make_app, palette_searched, running
from tests.tui.test_action_round import FakeClock, advance, ready

#: The keys that put a token's card on the board (the same key twice: any such card).
TOKEN_KEYS = {"red": ("r", "r"), "blue": ("b", "b"), "lift": ("l", "l"), "A": ("a", "a"),
              "B": ("s", "s"), "C": ("d", "d"), "bots": ("f", "f"), "HA": ("h",), "HB": ("h",),
              "Hbots": ("h",), "spec": ("p", "b")}


def plan_keys(plans, *, double: bool = False) -> list[str]:
    """The keys that type `plans` on the boards, learner by learner from turn 1 (`double`:
    with double-action cards, `a space` a single half, `x b a space` a double one)."""
    from spacealert_tui.tui.widgets.action_boards import SYMBOL_LETTER

    keys: list[str] = []
    for row, plan in enumerate(plans, 1):
        keys += [str(row), "home"]
        for token in plan:
            card = token.rstrip("!")
            if card == "empty":
                keys.append("right")
                continue
            if double:
                halves = [SYMBOL_LETTER[half] for half in card.split("+")]
                keys += (["x"] if len(halves) == 2 else []) + halves + ["space"]
                continue
            keys += TOKEN_KEYS.get(card, ("m",) if card.startswith("Hmove:") else ())
            if token.endswith("!"):
                keys += ["left", "exclamation_mark", "right"]
    return keys


async def fly(pilot, app, plans, clock: FakeClock | None = None) -> VerdictScreen:
    """On the plan screen: type `plans`, fly (an untimed lesson) or play the soundtrack
    out (a timed one), watch the board to its end; the verdict screen."""
    screen = app.screen
    assert isinstance(screen, LessonPlanScreen)
    if screen.timed:
        await ready(pilot)
        await pilot.press("space")
        await pilot.pause()
        assert clock is not None
        await advance(pilot, screen, clock, to=10)
    await pilot.press(*plan_keys(plans, double=double_lesson(screen.lesson)))
    await pilot.pause()
    typed = screen.learner_plans()
    assert [p[:len(want)] for p, want in zip(typed, plans)] == [list(w) for w in plans]
    if screen.timed:
        assert clock is not None and screen.round.prepared is not None
        await advance(pilot, screen, clock, to=screen.round.prepared.timeline.duration + 5)
    await pilot.press("enter")
    await pilot.pause()
    board = app.screen
    assert isinstance(board, BoardScreen)
    board.go(board.last)
    await pilot.pause()
    assert app.active_bindings["enter"].binding.description == "Verdict"     # not the table's Score
    await pilot.press("enter")
    await pilot.pause()
    verdict = app.screen
    assert isinstance(verdict, VerdictScreen)
    return verdict


async def to_plan(pilot, app, lesson_id: str, clock=None) -> SchoolFlow:
    flow = SchoolFlow(app, clock=clock)
    flow.start(lesson_id)
    await pilot.pause()
    assert isinstance(app.screen, LessonScreen)
    await pilot.press("enter")
    await pilot.pause()
    return flow


def shown(screen) -> str:
    return "\n".join(str(w.render()) for w in screen.query("Static"))


@pytest.mark.parametrize("item", LESSONS, ids=[item.id for item in LESSONS])
async def test_the_plan_that_follows_the_lesson_passes_on_screen(item):
    clock = FakeClock()
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await to_plan(pilot, app, item.id, clock)
        verdict = await fly(pilot, app, item.follows, clock)
        assert verdict.verdict.passed
        assert "PASSED" in shown(verdict) and "NOT PASSED" not in shown(verdict)
        assert verdict.verdict.headline in shown(verdict)
    assert item.id in load_progress().passed


@pytest.mark.parametrize("item", LESSONS, ids=[item.id for item in LESSONS])
async def test_the_plan_that_misses_fails_and_says_what_would_have_worked(item):
    clock = FakeClock()
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await to_plan(pilot, app, item.id, clock)
        verdict = await fly(pilot, app, item.misses, clock)
        assert not verdict.verdict.passed
        text = shown(verdict)
        assert "NOT PASSED YET" in text
        assert verdict.verdict.better and verdict.verdict.better in text
        assert verdict.verdict.headline in text
        await pilot.press("r")                      # try again: the last plan laid out
        await pilot.pause()
        again = app.screen
        assert isinstance(again, LessonPlanScreen)
        missed = [list(m) + ["empty"] * (12 - len(m)) for m in item.misses]
        assert again.learner_plans() == missed
        if again.timed:                             # and still there once the soundtrack starts
            await ready(pilot)
            await pilot.press("space")
            await pilot.pause()
            assert again.state == "running" and again.learner_plans() == missed
    assert item.id not in load_progress().passed


async def test_the_path_ticks_what_was_passed_after_a_restart():
    first = LESSONS[0]
    async with running() as pilot:
        app = pilot.app
        await to_plan(pilot, app, first.id)
        await fly(pilot, app, first.follows)
        await pilot.press("escape")                 # the verdict: back to the path
        await pilot.pause()
        path = app.screen
        assert isinstance(path, SchoolScreen)
        assert f"✓  1. {first.title}" in str(path.query_one("#school-path").get_option_at_index(0).prompt)
    async with running(start=("school", None)) as pilot:   # a new app, the same data folder
        path = pilot.app.screen
        assert isinstance(path, SchoolScreen)
        menu = path.query_one("#school-path")
        assert str(menu.get_option_at_index(0).prompt).endswith(f"✓  1. {first.title}")
        if len(LESSONS) > 1:        # the next lesson is marked and highlighted
            assert f"→  2. {LESSONS[1].title}" in str(menu.get_option_at_index(1).prompt)
            assert menu.highlighted == 1
        assert f"1 of {len(LESSONS)} lessons passed" in str(path.query_one("#school-intro").render())


async def test_the_path_shows_the_new_frontier_after_lesson_10():
    """The second part's heading sits between lessons 10 and 11 and is never opened:
    the cursor goes over it, enter on a lesson after it opens that lesson."""
    async with running(start=("school", None)) as pilot:
        path = pilot.app.screen
        assert isinstance(path, SchoolScreen)
        menu = path.query_one("#school-path")
        prompts = [str(menu.get_option_at_index(i).prompt) for i in range(menu.option_count)]
        assert menu.option_count == len(LESSONS) + 1
        assert prompts[10].strip() == "— The New Frontier —" and menu.get_option_at_index(10).disabled
        assert prompts[11].endswith("11. Phasing threats")
        menu.highlighted = 9
        await pilot.press("down")
        await pilot.pause()
        assert menu.highlighted == 11
        assert "expansion rulebook p.4-5" in str(path.query_one("#school-about").render())
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(pilot.app.screen, LessonScreen) and pilot.app.screen.lesson.id == "phasing"
        assert f"lesson 11 of {len(LESSONS)}" in pilot.app.screen.sub_title


async def test_a_broken_progress_file_is_said_and_kept(data_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "school.json").write_text("{not json", encoding="utf-8")
    async with running(start=("school", None)) as pilot:
        app = pilot.app
        assert isinstance(app.screen, SchoolScreen)
        notes = [n.message for n in app._notifications]
        assert any("school.json" in note for note in notes)
    assert (data_dir / "school.json").read_text(encoding="utf-8") == "{not json"


async def test_next_lesson_from_the_verdict_and_escape_back_to_the_path():
    if len(LESSONS) < 2:
        pytest.skip("one lesson only")
    first = LESSONS[0]
    async with running() as pilot:
        app = pilot.app
        await to_plan(pilot, app, first.id)
        await fly(pilot, app, first.follows)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, LessonScreen) and app.screen.lesson.id == LESSONS[1].id
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SchoolScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert len(app.screen_stack) == 1           # home


async def test_a_card_the_lesson_does_not_allow_is_refused_and_said():
    item = lesson("moving")
    async with running() as pilot:
        app = pilot.app
        await to_plan(pilot, app, item.id)
        screen = app.screen
        await pilot.press("a", "a")
        await pilot.pause()
        assert screen.learner_plans()[0][0] == "empty"
        assert "Not in this lesson" in screen.message
        await pilot.press("end", "r", "r")          # past the lesson's turns
        await pilot.pause()
        assert screen.learner_plans()[0][11] == "empty"
        assert f"turns 1-{item.turns}" in screen.message
        await pilot.press("enter")                  # nothing planned: nothing flies
        await pilot.pause()
        assert app.screen is screen


def test_a_lesson_without_a_hand_holds_every_card_it_allows_once_per_turn():
    item = lesson("moving")
    (hand,) = lesson_hands(item)
    tokens = {c.move for c in hand}
    assert tokens == set(item.allowed) and len(hand) == len(item.allowed) * item.turns


async def test_home_and_the_command_palette_open_the_school():
    async with running("f") as pilot:
        assert isinstance(pilot.app.screen, SchoolScreen)
    async with running() as pilot:
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"flight school")
        await palette_searched(pilot)
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(pilot.app.screen, SchoolScreen)


async def test_spacealert_school_lesson_opens_it_and_leaving_the_path_quits():
    async with running(start=("school", LESSONS[0].id)) as pilot:
        app = pilot.app
        assert isinstance(app.screen, LessonScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SchoolScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.return_code is not None or not app.is_running



async def test_the_plan_screen_is_drawn_as_it_opens():
    """Before any key: the status, the goal, the boards and the lesson's hand."""
    item = lesson("heroic")
    async with running() as pilot:
        await to_plan(pilot, pilot.app, item.id)
        await pilot.pause()
        screen = pilot.app.screen
        text = shown(screen)
        assert "LESSON" in text and "Goal:" in text and "aa A" in text
        assert "A 3" in screen.hand_line(0).plain and "heroic A" in screen.hand_line(0).plain


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_the_verdicts_keys_fit_80_columns(lang):
    """The footer draws ' key label ' for each binding and keeps about 12 columns for
    the palette: the verdict's four keys must fit the rest of an 80-column line."""
    from spacealert_tui import i18n
    from spacealert_tui.rules import text as rules_text

    i18n.install(lang)
    rules_text.install(*i18n.functions())
    try:
        names = {"escape": "esc"}
        width = sum(len(names.get(b.key, b.key)) + len(i18n._(b.description)) + 3
                    for b in VerdictScreen.BINDINGS)
    finally:
        i18n.install("en")
        rules_text.install(*i18n.functions())
    assert width + 12 <= 80, (lang, width)


async def test_the_last_verdict_points_to_a_first_official_mission():
    """Passing the last lesson of a part says where the game begins: the base path's
    (lesson 10, though The New Frontier follows it) a first official mission, The New
    Frontier's a mission with the expansion; another lesson's verdict, or the last one
    not passed, does not."""
    from textual.widgets import Static

    from spacealert_tui.school.model import Verdict

    last, first, base_end = LESSONS[-1], LESSONS[0], lesson("mission")
    passed = Verdict(passed=True, headline="home", why=(), better=None)
    failed = Verdict(passed=False, headline="lost", why=(), better="try")
    async with running() as pilot:
        app = pilot.app
        for item, verdict, has_next, shown in ((last, passed, False, "we own The New Frontier"),
                                               (last, failed, False, ""),
                                               (first, passed, True, ""), (base_end, passed, True, "Mission 1"),
                                               (lesson("phasing"), passed, True, "")):
            app.push_screen(VerdictScreen(item, verdict, has_next=has_next))
            await pilot.pause()
            after = app.screen.query_one("#verdict-next", Static)
            assert after.display is bool(shown), item.id
            if shown:
                assert "Play a mission at the table (p)" in str(after.render())
                assert shown in str(after.render())
            app.pop_screen()
            await pilot.pause()


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
async def test_every_lesson_s_boards_and_keys_fit_80_columns(speak, lang):
    """The boards' side column is the lesson's (a count only when the lesson gives a
    hand): no row of any lesson's boards is cut at 80×24, in any language; nor the
    keys under them, whatever card the cursor is on, each card's keys shown."""
    from spacealert_tui.settings import Settings
    from spacealert_tui.tui.screens.lesson_plan import TOKEN_KEYS as KEYS
    from spacealert_tui.tui.screens.lesson_plan import token_word
    from spacealert_tui.tui.widgets.action_boards import SYMBOL_LETTER, ActionBoards

    speak(lang)
    app = make_app(settings=Settings(language=lang))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for item in LESSONS:
            screen = LessonPlanScreen(item)
            await app.push_screen(screen)
            # the widths are read off the layout, the boards drawn after the first refresh:
            # wait for both (under load they come late)
            boards = screen.query_one(ActionBoards)
            await laid_out(pilot, boards, screen.query_one("#solo-hint"),
                           until=lambda boards=boards: boards.table is not None)
            width = boards.content_size.width
            lines = boards.render().plain.splitlines()
            assert all(len(line) <= width for line in lines), (item.id, width, lines)
            assert ("hand" in lines[0] or "mano" in lines[0] or "mão" in lines[0]) == (item.hands is not None)
            width = screen.query_one("#solo-hint").content_size.width
            for token in ("empty", *item.allowed):
                hint = screen.hint_lines(f"Ana T{item.turns}: {token_word(token)} !")
                assert len(hint.splitlines()) <= 2 and all(len(line) <= width for line in hint.splitlines()), \
                    (item.id, token, width, hint)
                shown = screen.key_tokens()     # a given hand: only the cards it holds
                assert shown <= set(item.allowed)
                if double_lesson(item):     # a single half by its symbol and space, a double one x first
                    keys = [f"{SYMBOL_LETTER[t]}␣" for t in KEYS if t in shown]
                    keys += [f"x{''.join(SYMBOL_LETTER[h] for h in t.split('+'))}␣" for t in shown if "+" in t]
                    assert "s␣" not in hint and "xab␣" in hint, hint
                    assert all(f"{key} " in hint for key in keys) and "del " in hint, (item.id, hint)
                    continue
                keys = [KEYS[t].replace(" ", "") for t in KEYS if t in shown]
                assert all(f"{key} " in hint for key in keys) and "x " in hint, (item.id, hint)
            app.pop_screen()
            await pilot.pause()


@pytest.mark.parametrize("lang", ["es", "pt"])
async def test_the_lesson_board_s_keys_fit_80_columns(speak, lang):
    """At the flight's end the board's footer offers the verdict and still shows its
    last key (the tracks view) at 80 columns."""
    from spacealert_tui.i18n import _
    from spacealert_tui.settings import Settings
    from tests.i18n_scan import screen_text

    speak(lang)
    item = lesson("moving")
    app = make_app(settings=Settings(language=lang))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await to_plan(pilot, app, item.id)
        await pilot.press(*plan_keys(item.follows), "enter")
        await pilot.pause()
        board = app.screen
        assert isinstance(board, BoardScreen)
        board.go(board.last)
        await pilot.pause()
        keys = screen_text(app).splitlines()[-1]
        assert _("Verdict") in keys and _("Tracks") in keys, keys


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
async def test_a_timed_lesson_s_threats_speak_to_the_learner_not_an_officer(speak, lang):
    """Nobody draws a card in a lesson: an announced threat is its zone and the
    scenario's card, without the round's "Communications officer: take". At 80×24 the
    line that says how to start is whole, and the keys line still shows its last key
    (stumble) while the soundtrack plays."""
    from spacealert_tui.i18n import _
    from spacealert_tui.settings import Settings
    from spacealert_tui.tui.widgets.round_text import card_line
    from spacealert_tui.tui.widgets.footer import key_word
    from tests.i18n_scan import screen_text

    speak(lang)
    item = lesson("test-run")
    clock = FakeClock()
    app = make_app(settings=Settings(language=lang))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await to_plan(pilot, app, item.id, clock)
        screen = app.screen
        await ready(pilot)
        start = _("READY") + " · " + _("space: start the soundtrack and plan while it plays")
        assert start in screen_text(app), screen_text(app)
        await pilot.press("space")
        await pilot.pause()
        await advance(pilot, screen, clock, to=150)
        threats = screen_text(app)
        assert card_line("E1-10").split(" · ")[0] in threats, threats
        for role in (_("communications officer"), _("security chief")):
            assert role.lower() not in threats.lower(), threats
        assert key_word("Stumble") in threats.splitlines()[-1], threats
