"""Every test runs with its own empty user data and config folders: nothing a test
does touches the real logbook, saved missions or settings, and nothing there changes
what a test sees."""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

# Property tests are deterministic by default, so CI is never red by chance; set
# HYPOTHESIS_PROFILE=explore to search new random examples locally. The deterministic
# profile keeps no example database: it would replay nothing new, and test workers
# running side by side (pytest-xdist) would share its folder.
settings.register_profile("ci", derandomize=True, database=None)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(autouse=True)
def _private_user_folders(tmp_path_factory, monkeypatch):
    base = tmp_path_factory.mktemp("user")
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(base / "data"))
    monkeypatch.setenv("SPACEALERT_CONFIG_DIR", str(base / "config"))


# -- for tests that look at the files they write -------------------------------------------------

EXAMPLES = Path(__file__).resolve().parents[1] / "missions" / "examples"


@pytest.fixture
def data_dir(tmp_path, monkeypatch) -> Path:
    """The user data folder as `tmp_path / "data"`, where the test can look at its files."""
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


@pytest.fixture
def home_data_dir(data_dir, tmp_path, monkeypatch) -> Path:
    """`data_dir` with HOME = `tmp_path`: paths show as `~/data/...`, the same in every run."""
    monkeypatch.setenv("HOME", str(tmp_path))
    return data_dir


def _resolved(name: str):
    from spacealert_tui.record import load_record
    from spacealert_tui.rules import resolve

    record = load_record(EXAMPLES / name)
    return record, resolve(record).result


@pytest.fixture(scope="module")
def first_flight():
    """(record, result) of missions/examples/01-first-flight.yaml (won)."""
    return _resolved("01-first-flight.yaml")


def on_a_mission(resolved, soundtrack: str = "base/mission-1"):
    """(record, result) flown on a mission's soundtrack rather than a simulation's: the
    first flight is played on Simulation 1, which earns explorers nothing (ruling EX18);
    a test of awards flies it for real."""
    from dataclasses import replace

    record, result = resolved
    return replace(record, soundtrack=soundtrack), result


@pytest.fixture(scope="module")
def lost_in_blue():
    """(record, result) of missions/examples/04-lost-in-blue.yaml (lost)."""
    return _resolved("04-lost-in-blue.yaml")


# -- for tests that speak Spanish or Portuguese ----------------------------------------------

@pytest.fixture(autouse=True)
def _english():
    """Every test starts in English as the command line installs it (its catalog words the
    rules core's ids: "upper red"), whatever a test before it in the same worker spoke."""
    from tests.i18n_scan import speak_language
    speak_language("en")


@pytest.fixture
def speak():
    """`speak("es")` installs a language as the command line does; English again after."""
    from tests.i18n_scan import speak_language
    yield speak_language
    speak_language("en")
