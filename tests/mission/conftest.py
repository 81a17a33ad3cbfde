"""Every mission test gets its own empty user data folder (SPACEALERT_DATA_DIR)."""
from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "spacealert-data"
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(folder))
    return folder
