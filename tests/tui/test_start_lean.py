"""The home screen starts on what it needs: the rules core, the coach, the mission
catalogs, YAML and pygame load when a screen first uses them (a subprocess each,
reading `sys.modules`, as the app's start-up goes: language, command line, app)."""
from __future__ import annotations

import ast
import os
import pty
import select
import subprocess
import sys
import time

from spacealert_tui.tui.audio_session import AudioSession

HOME_START = """
import asyncio, sys
from spacealert_tui import cli
cli.install_language(None)
cli.build_parser()
import spacealert_tui.tui.launch
from spacealert_tui.tui.app import SpaceAlertApp
from spacealert_tui.tui.audio_session import AudioSession
from spacealert_tui.tui.screens.home import HomeScreen

async def home():
    app = SpaceAlertApp(audio=AudioSession.deferred())
    async with app.run_test(size=(80, 24)) as pilot:
        while not isinstance(app.screen, HomeScreen):
            await pilot.pause()
        await pilot.pause()

asyncio.run(home())
print(sorted(sys.modules))
"""

NOT_AT_START = ("pygame", "yaml", "babel", "spacealert_tui.audio.backend", "spacealert_tui.coach",
                "spacealert_tui.rules.game", "spacealert_tui.rules.threats",
                "spacealert_tui.mission.catalogue", "spacealert_tui.record.logbook")


def loaded(code: str, tmp_path) -> list[str]:
    env = {**os.environ, "PYTHONPATH": os.getcwd(), "SPACEALERT_DATA_DIR": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    return ast.literal_eval(done.stdout)


def test_the_home_start_loads_no_rules_core_coach_catalogs_or_pygame(tmp_path):
    modules = loaded(HOME_START, tmp_path)
    early = [m for m in modules if m.startswith(NOT_AT_START)]
    assert early == []
    assert "spacealert_tui.rules.text" in modules      # the narration's words, installed


def test_the_packages_still_offer_every_name_when_asked(tmp_path):
    code = ("import sys\nfrom spacealert_tui.rules import resolve, Game, CARDS, record_from_dict\n"
            "from spacealert_tui.mission import list_missions, load_mission, generate, Timeline\n"
            "assert list_missions() and load_mission('base/mission-1').title\n"
            "print(sorted(sys.modules))\n")
    modules = loaded(code, tmp_path)
    assert "spacealert_tui.rules.game" in modules and "spacealert_tui.mission.catalogue" in modules


def test_a_deferred_session_opens_when_a_round_first_needs_it():
    session = AudioSession.deferred(enabled=False)
    assert not session.opened and session.notices == []
    warnings = session.preload(_empty_script())
    assert session.opened and session.silent_backend
    assert warnings == ["Audio off: subtitles only."]       # said by the round that opened it
    session.close()


def test_a_session_never_opened_closes_without_opening():
    session = AudioSession.deferred(enabled=False)
    session.close()
    assert not session.opened


def _empty_script():
    from spacealert_tui.audio.catalogue import ClipSet
    from spacealert_tui.mission.script import build_script
    from spacealert_tui.mission.timeline import Timeline

    return build_script(Timeline("test/empty", "Empty", (30, 60), ()), ClipSet("en"))


SCREEN_APART = """
import os, sys
from spacealert_tui.tui.launch import screen_apart
with screen_apart():
    os.write(2, b"C-LIBRARY-NOISE\\n")
    sys.__stderr__.write("ON-THE-SCREEN\\n")
    sys.__stderr__.flush()
os.write(2, b"AFTERWARDS\\n")
"""


def test_while_the_app_runs_c_libraries_write_to_the_log_not_the_screen(tmp_path):
    """ALSA and SDL write to fd 2, where Textual draws: fd 2 goes to the log for the run."""
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["SPACEALERT_DATA_DIR"] = str(tmp_path)
        os.execv(sys.executable, [sys.executable, "-c", SCREEN_APART])
    output = b""
    deadline = time.monotonic() + 60  # a hang guard
    while b"AFTERWARDS" not in output and time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                output += os.read(fd, 65536)
            except OSError:
                break
    _, status = os.waitpid(pid, 0)
    os.close(fd)
    assert os.waitstatus_to_exitcode(status) == 0
    assert b"ON-THE-SCREEN" in output and b"AFTERWARDS" in output
    assert b"C-LIBRARY-NOISE" not in output
    logs = "".join(p.read_text(errors="replace") for p in tmp_path.rglob("*.log"))
    assert "C-LIBRARY-NOISE" in logs
