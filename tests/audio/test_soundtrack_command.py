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


def test_plays_a_short_round_to_the_end_with_the_dummy_driver(short_mission, monkeypatch,
                                                               capsys):
    """The command's player on the real mixer (SDL's dummy driver) and a test clock:
    the whole round plays at once, and lasts exactly as long as its script says."""
    from spacealert_tui.audio.catalogue import ClipSet
    from spacealert_tui.commands.soundtrack import load_timeline, play
    from spacealert_tui.mission.script import build_script

    from .conftest import FakeClock

    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.delenv("SPACEALERT_NO_AUDIO", raising=False)
    script = build_script(load_timeline(str(short_mission)), ClipSet("es"))
    clock = FakeClock()
    start = clock.now
    assert play(script, [], clock=clock, sleep=clock.sleep) == 0
    out, err = capsys.readouterr()
    for expected in ("== Fase 1 ==", "Alerta. Detectando actividad enemiga.",
                     "La primera fase concluye en 5, 4, 3, 2, 1. Primera fase concluida.",
                     "== Fase 2 ==", "== Ronda terminada ==",
                     "Misión completada. Saltando al hiperespacio."):
        assert expected in out, expected
    assert out.index("== Fase 1 ==") < out.index("== Fase 2 ==") < out.index("== Ronda terminada ==")
    assert "late)" not in out  # on the test clock every clip starts when it is due
    assert err == ""
    assert clock.now - start == pytest.approx(script.end)


def wait_for_line(stream, wanted: str) -> list[str]:
    """Lines read until one holds `wanted` (the caller's timeout guards against a hang)."""
    lines = []
    for line in stream:
        lines.append(line)
        if wanted in line:
            break
    return lines


def test_no_audio_flag_plays_silently_with_a_notice(short_mission):
    proc = subprocess.Popen([str(SPACEALERT), "soundtrack", str(short_mission), "--no-audio"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            stdin=subprocess.DEVNULL, cwd=ROOT)
    try:
        seen = wait_for_line(proc.stdout, "== Phase 1 ==")
    finally:
        proc.terminate()
    out, err = proc.communicate(timeout=60)
    assert "Audio off: subtitles only." in err
    assert "== Phase 1 ==" in "".join(seen) + out


def test_keys_in_a_terminal_pause_resume_and_quit(short_mission):
    """Rich Live on a pseudo-terminal: space pauses, space resumes, e is refused, q quits.

    Each key is sent once the screen shows the effect of the one before, so a slow
    start on a busy machine changes nothing.
    """
    pid, fd = pty.fork()
    if pid == 0:  # child: the real command on the pty
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        os.environ["COLUMNS"], os.environ["LINES"] = "80", "30"
        os.execv(str(SPACEALERT), [str(SPACEALERT), "soundtrack", str(short_mission)])
    output = b""

    def read_until(wanted: bytes, since: int = 0, timeout: float = 60) -> int:
        """Read until `wanted` appears after offset `since`; the offset where it was seen."""
        nonlocal output
        deadline = time.monotonic() + timeout  # a hang guard, not a measurement
        while wanted not in output[since:]:
            assert time.monotonic() < deadline, f"never saw {wanted!r}"
            ready, _, _ = select.select([fd], [], [], 0.05)
            if ready:
                try:
                    output += os.read(fd, 65536)
                except OSError:
                    break
        return output.index(wanted, since) if wanted in output[since:] else len(output)

    read_until(b"space pause/resume")  # the keys line: cbreak is on, keys are read
    mark = len(output)
    os.write(fd, b" ")
    paused_at = read_until(b"PAUSED", mark)
    mark = len(output)
    os.write(fd, b" ")
    read_until(b"Phase 1", mark)  # redrawn after the resume
    mark = len(output)
    os.write(fd, b"e")
    read_until(b"only after phase 2", mark)
    os.write(fd, b"q")
    _, status = os.waitpid(pid, 0)
    while True:  # the last screen, drawn on the way out
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        output += chunk
    os.close(fd)
    assert os.waitstatus_to_exitcode(status) == 0
    text = output.decode(errors="replace")
    assert b"PAUSED" in output[paused_at:]
    assert "Phase 1" in text and "███" in text  # the big clock
    assert "only after phase 2" in text


def test_sigterm_stops_the_round_and_gives_the_terminal_back(short_mission):
    """SIGTERM as Ctrl+C: the sound closes, the terminal leaves cbreak mode, status 143."""
    import signal
    import termios

    pid, fd = pty.fork()
    if pid == 0:  # child: the real command on the pty
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        os.environ["COLUMNS"], os.environ["LINES"] = "80", "30"
        os.execv(str(SPACEALERT), [str(SPACEALERT), "soundtrack", str(short_mission)])
    output = b""
    deadline = time.monotonic() + 60  # a hang guard, not a measurement
    while b"space pause/resume" not in output:  # cbreak is on, keys are read
        assert time.monotonic() < deadline, "the round never showed its keys"
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            output += os.read(fd, 65536)
    assert not termios.tcgetattr(fd)[3] & termios.ICANON  # cbreak: the round has the terminal
    os.kill(pid, signal.SIGTERM)
    _, status = os.waitpid(pid, 0)
    attrs = termios.tcgetattr(fd)
    os.close(fd)
    assert os.waitstatus_to_exitcode(status) == 128 + signal.SIGTERM
    assert attrs[3] & termios.ICANON and attrs[3] & termios.ECHO  # given back as it was
