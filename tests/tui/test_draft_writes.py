"""A draft that cannot be written never stops the app (issue 26): the set-up says so and
the crew goes on; a mission open in another window is refused from the list of unfinished
missions with a clear message."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from spacealert_tui.record.draft import CrewSeat, MissionDraft
from spacealert_tui.tui.screens.setup import SetupScreen
from spacealert_tui.tui.screens.unfinished import UnfinishedScreen
from tests.tui.conftest import Host

ROOT = Path(__file__).resolve().parents[2]


async def test_the_set_up_says_a_draft_it_cannot_write_and_goes_on(data_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "drafts").write_text("not a folder")       # no draft can be written there
    app = Host(SetupScreen)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        await pilot.press(*"Zoe")
        await pilot.pause()
        assert app.is_running and isinstance(app.screen, SetupScreen)
        assert app.screen.draft.crew[0].name == "Zoe"
        said = [n.message for n in app._notifications if n.severity == "error"]
        assert len(said) == 1 and said[0].startswith("Cannot save the mission:")    # once, not at every key


HOLDER = textwrap.dedent("""
    import sys
    from spacealert_tui.record.draft import drafts_dir, load_draft
    assert load_draft(drafts_dir() / (sys.argv[1] + ".json")).claim()
    print("open", flush=True)
    sys.stdin.readline()
""")


async def test_a_mission_open_in_another_window_is_not_continued_here(data_dir):
    draft = MissionDraft.new(crew=[CrewSeat("Ana")], stage="entry")
    draft.save()
    from spacealert_tui.record import claims
    claims.release(draft.claim_path)
    other = subprocess.Popen([sys.executable, "-c", HOLDER, draft.id], cwd=ROOT, env=os.environ.copy(),
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert other.stdout.readline().strip() == "open"
        app = Host(UnfinishedScreen)
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, UnfinishedScreen) and app.results == []
            said = [n.message for n in app._notifications if n.severity == "warning"]
            assert "This mission is open in another window: finish or leave it there first." in said
    finally:
        other.stdin.close()
        other.wait(timeout=60)
        other.stdout.close()


async def test_back_home_the_window_lets_its_mission_go(data_dir):
    """Left in one window (back at the home screen), the mission may be continued in another."""
    from spacealert_tui.record import claims
    from spacealert_tui.record.draft import unfinished_drafts
    from spacealert_tui.tui.screens.home import HomeScreen
    from tests.tui.conftest import running

    async with running("p", size=(100, 30)) as pilot:
        await pilot.press(*"Zoe")
        await pilot.pause()
        [draft] = unfinished_drafts()
        assert claims.holds(draft.claim_path)
        await pilot.press("escape")
        for _ in range(50):
            if isinstance(pilot.app.screen, HomeScreen):
                break
            await pilot.pause()
        assert isinstance(pilot.app.screen, HomeScreen)
        assert not claims.holds(draft.claim_path)


async def test_a_mission_continued_from_the_list_stays_claimed(data_dir):
    """Home resumes for a moment between the list and the mission: the claim is kept."""
    from spacealert_tui.record import claims
    from tests.tui.conftest import running

    draft = MissionDraft.new(crew=[CrewSeat("Ana"), CrewSeat("Bo")], deck_seed=7)
    draft.save()
    claims.release(draft.claim_path)
    async with running(size=(100, 30)) as pilot:
        await pilot.app.run_action("continue_table")
        await pilot.pause()
        assert isinstance(pilot.app.screen, UnfinishedScreen)
        await pilot.press("enter")
        for _ in range(50):
            if isinstance(pilot.app.screen, SetupScreen):
                break
            await pilot.pause()
        assert isinstance(pilot.app.screen, SetupScreen)
        for _ in range(5):
            await pilot.pause()
        assert claims.holds(draft.claim_path)
