"""The docs that travel with the code: the reference tables agree with the engine, and no
tracked file points outside the repository for its facts.

A clone has only the repository. A citation of a folder beside it (the research folder
the project started from) is a fact the next engineer cannot check: facts live in docs/reference/, rules are cited by
rulebook section.
"""
from __future__ import annotations

import importlib.util
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# spelled in two parts so that this file does not match itself
OUTSIDE = (tuple("../" + tail for tail in ("shared",))
           + tuple("shared/" + tail for tail in ("reference", "seeds", "DESIGN.md")))


def tracked_files() -> list[Path]:
    try:
        out = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout")
    return [ROOT / name for name in out.decode("utf-8").split("\0") if name]


def test_no_tracked_file_cites_a_folder_outside_the_repository():
    offenders = []
    for path in tracked_files():
        try:
            data = path.read_bytes()
        except OSError:          # a symlink to a folder, a file deleted but not yet staged
            continue
        if b"\0" in data[:8192]:  # binary: clips, images
            continue
        text = data.decode("utf-8", errors="replace")
        for number, line in enumerate(text.splitlines(), 1):
            if any(mark in line for mark in OUTSIDE):
                offenders.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()[:100]}")
    assert not offenders, "cite docs/ or the rulebook by section instead:\n" + "\n".join(offenders)


def load_tool():
    spec = importlib.util.spec_from_file_location("reference_tables", ROOT / "tools" / "reference_tables.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_reference_tables_match_the_code():
    """Rewrite them with `.venv/bin/python tools/reference_tables.py --write` after
    checking that the change in the engine is meant."""
    assert load_tool().stale() == []


def test_every_base_card_is_in_the_reference():
    from spacealert_tui.rules.threats import CARDS

    text = (ROOT / "docs" / "reference" / "threats.md").read_text(encoding="utf-8")
    assert [cid for cid in CARDS if f"| {cid} |" not in text] == []


def test_results_doc_names_every_field_resolve_prints():
    """docs/results.md is the only description of `resolve --json`: a field added to
    `Result.to_json()` must be described there too."""
    from spacealert_tui.record.files import load_record
    from spacealert_tui.rules import resolve

    text = (ROOT / "docs" / "results.md").read_text(encoding="utf-8")
    missing = set()
    for path in sorted((ROOT / "missions" / "examples").glob("*.yaml")):
        result = resolve(load_record(path)).result.to_json()
        keys = set(result) | set(result["score"] or {}) | set(result["lost"] or {})
        for item in result["threats"] + result["crew"]:
            keys |= set(item)
        keys |= set(result["battle_bots"].values())
        missing |= {key for key in keys if f"`{key}`" not in text}
    assert not missing
