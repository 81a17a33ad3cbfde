"""Every test runs with its own empty user data and config folders: nothing a test
does touches the real logbook, saved missions or settings, and nothing there changes
what a test sees."""
from __future__ import annotations

import os

import pytest
from hypothesis import settings

# Property tests are deterministic by default, so CI is never red by chance; set
# HYPOTHESIS_PROFILE=explore to search new random examples locally.
settings.register_profile("ci", derandomize=True)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(autouse=True)
def _private_user_folders(tmp_path_factory, monkeypatch):
    base = tmp_path_factory.mktemp("user")
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(base / "data"))
    monkeypatch.setenv("SPACEALERT_CONFIG_DIR", str(base / "config"))
