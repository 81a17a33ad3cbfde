"""The user's own files never hang, stop or half-undo a command (issue 26): a FIFO or
/dev/zero as the settings or the log file is passed over, a data folder that cannot be
written gives one prefixed line, and settings changed in two windows are merged."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from spacealert_tui.settings import load_settings, save_settings, settings_path

ROOT = Path(__file__).resolve().parents[1]


def _run(*argv: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "spacealert_tui.cli", *argv], cwd=ROOT,
                          env={**os.environ, **(env or {})}, capture_output=True, text=True, timeout=60)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
@pytest.mark.parametrize("kind", ["fifo", "zero"])
@pytest.mark.parametrize("which", ["settings", "log"])
def test_a_fifo_or_dev_zero_as_settings_or_log_never_hangs(tmp_path, monkeypatch, kind, which):
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("SPACEALERT_CONFIG_DIR", str(tmp_path / "config"))
    target = settings_path() if which == "settings" else tmp_path / "data" / "log" / "spacealert.log"
    target.parent.mkdir(parents=True)
    if kind == "fifo":
        os.mkfifo(target)
    else:
        target.symlink_to("/dev/zero")
    proc = _run("logbook")                       # a hang is the timeout's error
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    if which == "settings":
        settings, problems = load_settings()
        assert settings.language and len(problems) == 1 and "not a regular file" in problems[0]


def test_a_data_folder_that_cannot_be_made_is_one_prefixed_line(tmp_path):
    (tmp_path / "data").write_text("a file, not a folder")
    proc = _run("logbook", env={"SPACEALERT_DATA_DIR": str(tmp_path / "data")})
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and proc.stderr.startswith("spacealert: "), proc.stderr


OTHER_WINDOW = textwrap.dedent("""
    from spacealert_tui.settings import load_settings, save_settings
    settings, _problems = load_settings()
    settings.language = "es"
    save_settings(settings, changed=("language",))
""")


def test_settings_changed_in_two_windows_keep_both_changes():
    here, _problems = load_settings()            # this window's settings screen is open
    save_settings(here)
    subprocess.run([sys.executable, "-c", OTHER_WINDOW], cwd=ROOT, env=os.environ.copy(), check=True,
                   timeout=60)                   # another window changes the language
    here.volume = 30                             # this one the volume
    save_settings(here, changed=("volume",))
    merged, problems = load_settings()
    assert (merged.language, merged.volume, problems) == ("es", 30, [])
