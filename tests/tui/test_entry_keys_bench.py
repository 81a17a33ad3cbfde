"""benchmarks/entry_keys_bench.py counts the keys of a real entry, checked against the
example record: its key maps are the plan grid's, and one entry gives the example back."""
from __future__ import annotations

import asyncio
import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load():
    spec = importlib.util.spec_from_file_location("entry_keys_bench", ROOT / "benchmarks" / "entry_keys_bench.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_each_card_has_the_grid_s_keys():
    from spacealert_tui.tui.widgets.plan_grid import HEROIC_KEYS, KEY_TOKENS

    bench = load()
    for token, keys in bench.CARD_KEYS.items():
        if keys.startswith("H"):
            assert HEROIC_KEYS[keys[1]] == token
        else:
            assert KEY_TOKENS[keys] == token
    assert bench.card_keys("Hmove:lower-blue!") == ["m", "6", "!"]
    plans = [["A", "empty", "red"] + ["empty"] * 9, ["C"] * 12, ["empty"] * 11 + ["B"]]
    assert bench.plan_keys(plans, enter_after_last=True) == ["a", "e", "r", "enter", *"d" * 12, *"e" * 11, "s"]
    assert len(bench.plan_keys(plans, enter_after_last=False)) == 36


@pytest.mark.usefixtures("data_dir")
def test_an_entry_by_names_gives_the_example_back_and_is_counted():
    from spacealert_tui.record import load_record

    bench = load()
    record = load_record(bench.EXAMPLES / "01-first-flight.yaml")
    keys = asyncio.run(bench.enter(record, "names"))      # checked against the record inside
    typed = len(bench.plan_keys([[a.token for a in c.actions] for c in record.crew], True))
    assert typed + 2 < keys < typed + 2 + 6 * len(record.threats)     # F10, y, and each card's name


def test_a_record_the_entry_does_not_give_back_is_an_error():
    from spacealert_tui.record import load_record

    bench = load()
    record = load_record(bench.EXAMPLES / "01-first-flight.yaml")
    with pytest.raises(bench.EntryKeysError):
        bench.check(record, [None])
