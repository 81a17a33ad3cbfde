"""The results-only path (`resolve_result`, `Game.quiet`) gives the result `resolve` gives."""
from __future__ import annotations

import random

import pytest

from spacealert_tui.packaged import record_path
from spacealert_tui.record import load_record
from spacealert_tui.rules import resolve, resolve_result
from spacealert_tui.rules.sampling import random_record

EXAMPLES = ("01-first-flight", "02-intruders-aboard", "03-heroes-and-interceptors", "04-lost-in-blue",
            "05-five-with-androids", "06-campaign-second-mission", "07-new-frontier-summoner",
            "10-specializations")


@pytest.mark.parametrize("name", EXAMPLES)
def test_examples(name):
    record = load_record(record_path(f"example/{name}"))
    assert resolve_result(record).to_json() == resolve(record).result.to_json()


@pytest.mark.parametrize("card_set", ["base", "new_frontier"])
def test_random_missions(card_set):
    rng = random.Random(41)
    for i in range(150):
        record = random_record(rng, plans="random" if i % 2 else "posts", card_set=card_set,
                               threats=rng.randint(5, 9), crew=rng.randint(1, 5))
        assert resolve_result(record).to_json() == resolve(record).result.to_json(), i
