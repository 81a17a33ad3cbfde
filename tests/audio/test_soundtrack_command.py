"""`spacealert soundtrack` through the real console script, as users run it."""
from __future__ import annotations

import json
import os
import pty
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPACEALERT = Path(sys.executable).parent / "spacealert"

SHORT = """\
format: spacealert-mission/1
id: test/short
title: Short compressed round
phase_ends: [10, 18]
events: []
"""


def spacealert(*args: str, timeout: float = 60, **env: str) -> subprocess.CompletedProcess:
    full_env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}
    full_env.update(env)
    return subprocess.run([str(SPACEALERT), *args], capture_output=True, text=True,
                          env=full_env, cwd=ROOT, timeout=timeout, stdin=subprocess.DEVNULL)


@pytest.fixture
def short_mission(tmp_path) -> Path:
    path = tmp_path / "short.yaml"
    path.write_text(SHORT, encoding="utf-8")
    return path


@pytest.mark.parametrize("lang,first", [("en", "Alert."), ("es", "Alerta."), ("pt", "Alerta.")])
def test_dry_run_json_is_one_object_a_line(lang, first):
    result = spacealert("soundtrack", "base/mission-1", "--lang", lang, "--dry-run", "--json")
    assert result.returncode == 0, result.stderr
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert lines[0] == {"at": 0.0, "clip": f"assets/voice/{lang}/alert.ogg", "text": first}
    assert all(list(obj) == ["at", "clip", "text"] for obj in lines)
    assert all(isinstance(o["at"], float) and isinstance(o["text"], str) for o in lines)
    assert [o["at"] for o in lines] == sorted(o["at"] for o in lines)
    assert all((ROOT / o["clip"]).exists() for o in lines)
    texts = " ".join(o["text"] for o in lines)
    assert "T+2" in texts and "5, 4, 3, 2, 1." in texts


def test_dry_run_marks_unconfirmed_reports_for_four_players():
    four = spacealert("soundtrack", "base/mission-1", "--players", "4", "--dry-run", "--json")
    five = spacealert("soundtrack", "base/mission-1", "--players", "5", "--dry-run", "--json")
    assert "(ignore: crew under 5)" in four.stdout
    assert "(ignore: crew under 5)" not in five.stdout
    assert len(four.stdout.splitlines()) == len(five.stdout.splitlines())


def test_dry_run_with_a_custom_clip_folder(tmp_path):
    pack = tmp_path / "pack"
    pack.mkdir()
    (pack / "Zone_Red.ogg").write_bytes((ROOT / "assets/voice/pt/zone_red.ogg").read_bytes())
    result = spacealert("soundtrack", "base/mission-1", "--clips", str(pack), "--dry-run",
                        "--json")
    assert result.returncode == 0
    clips = {json.loads(line)["clip"] for line in result.stdout.splitlines()}
    assert str((pack / "Zone_Red.ogg").resolve()) in clips
    assert "assets/voice/en/zone_red.ogg" not in clips
    assert "built-in voice used for" in result.stderr


@pytest.mark.parametrize("args,says", [
    (["nope/nothing", "--dry-run"], "nope/nothing"),
    (["base/mission-1", "--players", "7", "--dry-run"], "--players"),
    (["base/mission-1", "--json"], "--json"),
    (["base/mission-1", "--lang", "de"], "--lang"),
    (["base/mission-1", "--clips", "/no/such/folder", "--dry-run"], "--clips"),
])
def test_bad_input_is_one_line_and_exit_2(args, says):
    result = spacealert("soundtrack", *args)
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1 and says in result.stderr


def test_plays_a_short_round_end_to_end_with_the_dummy_driver(short_mission):
    start = time.monotonic()
    result = spacealert("soundtrack", str(short_mission), "--lang", "es",
                        SDL_AUDIODRIVER="dummy")
    took = time.monotonic() - start
    assert result.returncode == 0, result.stderr
    out = result.stdout
    for expected in ("== Fase 1 ==", "Alerta. Detectando actividad enemiga.",
                     "La primera fase concluye en 5, 4, 3, 2, 1. Primera fase concluida.",
                     "== Fase 2 ==", "== Ronda terminada ==",
                     "Misión completada. Saltando al hiperespacio."):
        assert expected in out, expected
    assert "late)" not in out  # no clip started more than 50 ms late
    assert result.stderr == ""
    assert 15 < took < 40


def test_no_audio_flag_plays_silently_with_a_notice(short_mission):
    proc = subprocess.Popen([str(SPACEALERT), "soundtrack", str(short_mission), "--no-audio"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            stdin=subprocess.DEVNULL, cwd=ROOT)
    time.sleep(1.5)
    proc.terminate()
    out, err = proc.communicate(timeout=10)
    assert "Audio off: subtitles only." in err
    assert "== Phase 1 ==" in out


def test_keys_in_a_terminal_pause_resume_and_quit(short_mission):
    """Rich Live on a pseudo-terminal: space pauses, space resumes, e is refused, q quits."""
    pid, fd = pty.fork()
    if pid == 0:  # child: the real command on the pty
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        os.environ["COLUMNS"], os.environ["LINES"] = "80", "30"
        os.execv(str(SPACEALERT), [str(SPACEALERT), "soundtrack", str(short_mission)])
    output = b""

    def read_for(seconds: float) -> None:
        nonlocal output
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            ready, _, _ = select.select([fd], [], [], 0.05)
            if ready:
                try:
                    output += os.read(fd, 65536)
                except OSError:
                    return

    read_for(1.0)
    os.write(fd, b" ")
    read_for(0.6)
    paused_screen = output
    os.write(fd, b" ")
    read_for(0.3)
    os.write(fd, b"e")
    read_for(0.4)
    os.write(fd, b"q")
    read_for(1.5)
    _, status = os.waitpid(pid, 0)
    os.close(fd)
    assert os.waitstatus_to_exitcode(status) == 0
    text = output.decode(errors="replace")
    assert "PAUSED" in paused_screen.decode(errors="replace")
    assert "Phase 1" in text and "███" in text  # the big clock
    assert "only after phase 2" in text
