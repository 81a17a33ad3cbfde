"""Properties of random missions mixing base-game threats with The New Frontier's 48
cards (hypothesis, derandomized as tests/rules/test_properties.py): never an
exception, the same record gives the same events and result, energy and threats
within bounds, every summoned card listed once. The checks are the base game's
(tests/rules/invariants.py); the missions draw from every family of cards, and the
test asserts that each of the 48 cards was met."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spacealert_tui.rules import GameRecord, Resolution, game_class, record_from_dict, resolve
from spacealert_tui.rules.new_frontier.game import NewFrontierGame
from spacealert_tui.rules.result import build_result
from spacealert_tui.rules.sampling import random_record_doc
from spacealert_tui.rules.threats import CARDS
from tests.rules.invariants import check_boards, check_result, check_same, check_threats, uses_heroic_b

NEW_FRONTIER = {card: cls for card, cls in CARDS.items() if cls.set == "new_frontier"}

seeds = st.integers(min_value=0, max_value=2**32 - 1)
crews = st.integers(min_value=1, max_value=5)
threat_counts = st.integers(min_value=1, max_value=12)
plans = st.sampled_from(("random", "posts"))


def family(card: str) -> str:
    """A card's family: the module that holds its kind of cards (plasmatic, jumpers...)."""
    return NEW_FRONTIER[card].__module__.rsplit(".", 1)[-1]


def mixed_record(seed: int, crew: int, threats: int, plans: str) -> GameRecord:
    """A random base mission where about half the draws (at least one) become the New
    Frontier card a random expansion deck dealt to the same turn and kind; a summoner
    brings the card laid beside it, which then leaves the base draws."""
    rng = random.Random(seed)
    doc = random_record_doc(rng, crew=crew, threats=threats, plans=plans)
    dealt = random_record_doc(rng, crew=1, threats=16, card_set="new_frontier")["mission"]["threats"]
    expansion = {(t["turn"], "zone" in t): t for t in dealt}
    drawn = doc["mission"]["threats"]
    slots = [i for i, t in enumerate(drawn) if (t["turn"], "zone" in t) in expansion]
    swapped = [i for n, i in enumerate(slots) if n == 0 or rng.random() < 0.5]
    for i in swapped:
        drawn[i] = expansion[drawn[i]["turn"], "zone" in drawn[i]]
    beside = {t["summons"] for t in drawn if "summons" in t}
    doc["mission"]["threats"] = [t for t in drawn if t["card"] not in beside]
    return record_from_dict(doc)


def test_mixed_missions_keep_the_invariants_and_meet_every_card() -> None:
    met: set[str] = set()

    @settings(max_examples=450, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(seeds, crews, threat_counts, plans)
    def mission(seed: int, crew: int, threats: int, plans: str) -> None:
        record = mixed_record(seed, crew, threats, plans)
        assert game_class(record) is NewFrontierGame
        met.update(d.card for d in record.threats if d.card in NEW_FRONTIER)
        met.update(d.summons for d in record.threats if d.summons in NEW_FRONTIER)
        plain = resolve(record)
        check_result(plain.result.to_json(), record)
        game = NewFrontierGame(record, snapshots=True).run()     # the second resolution
        check_same(plain, Resolution(tuple(game.events), build_result(game)))
        assert game.snapshots is not None
        check_boards(game.snapshots, heroic_b=uses_heroic_b(record))
        check_threats(game.threats)

    mission()
    missing = sorted(set(NEW_FRONTIER) - met, key=family)
    assert not missing, "never drawn: " + ", ".join(f"{card} ({family(card)})" for card in missing)
