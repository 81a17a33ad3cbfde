"""Random legal missions and plans, for property tests, fuzzing and benchmarks.

Deterministic for a given `random.Random`. "Legal" means what a crew could really
put on the table: four different trajectory boards, at most one external and one
internal threat per T+n (T+1..T+8), 12 actions per crew member, one heroic card at
most per member, placed in phase 1 (the rulebook deals heroic cards in phase 1).
With `double_actions`, the mission declares that rule and about a third of the cards
are played with their double half up (the 36 double halves of the expansion's deck).
With `specializations`, each member gets a different specialization at a random level
and plays its special cards in random spaces (no heroic card: The New Frontier p.14),
the Medic sometimes on a move, Special Ops sometimes protecting a card.
"""
from __future__ import annotations

import random
from collections.abc import Iterable

from spacealert_tui.rules.actions import TOKENS
from spacealert_tui.rules.layout import STATION_NAMES
from spacealert_tui.rules.record import GameRecord, record_from_dict
from spacealert_tui.rules.specialization_record import SPECIALIZATIONS
from spacealert_tui.rules.threats import CARDS

PLAIN = ("red", "blue", "lift", "A", "B", "C", "bots", "empty")
PLAIN_WEIGHTS = (2, 2, 2, 4, 2, 1, 1, 2)
HEROIC = ("HA", "HB", "Hbots") + tuple(f"Hmove:{s}" for s in STATION_NAMES[:6])
assert set(PLAIN) <= set(TOKENS)
PLAIN_OF_HEROIC = {"HA": "A", "HB": "B", "Hbots": "bots", **dict.fromkeys(HEROIC[3:], "empty")}
# the double halves printed on The New Frontier's 90 action cards, first symbol first
DOUBLES = tuple(f"{a}+{b}" for a, seconds in (
    ("A", "B C red blue lift"), ("B", "A C red blue lift"), ("C", "A red blue lift"),
    ("bots", "A B C red blue lift"), ("red", "A B C bots red lift"),
    ("blue", "A B C bots blue lift"), ("lift", "A B C bots")) for b in seconds.split())
assert len(DOUBLES) == 36


def with_doubles(rng: random.Random, actions: Iterable[str]) -> list[str]:
    """About a third of the cards turned double half up (never a hero); no stumble is
    left, on any card (The New Frontier p.10: veteran explorers never stumble)."""
    return [rng.choice(DOUBLES) if a in PLAIN and rng.random() < 0.35 else a.rstrip("!") for a in actions]


def with_specialization(rng: random.Random, member: dict, name: str, crew_names: list[str]) -> None:
    """Give `member` the specialization `name` at a random level and play its cards
    (each card once, as the level allows) in random spaces; heroic cards become plain.
    A Teleporter mostly places his tokens, on any of `crew_names`."""
    actions = [PLAIN_OF_HEROIC.get(a.rstrip("!"), a) for a in member["actions"]]
    level = rng.randint(1, 3)
    cards = {1: ["spec"], 2: [rng.choice(("spec", "spec_adv"))],
             3: ["spec", rng.choice(("spec", "spec_adv"))]}[level]
    for card, turn in zip(cards, rng.sample(range(12), len(cards))):
        under = actions[turn].rstrip("!")
        medic_move = name == "medic" and under in ("red", "blue", "lift")
        protects = name == "special_ops" and card == "spec_adv" and under != "empty"
        stacked = (medic_move and rng.random() < 0.5) or (protects and rng.random() < 0.7)
        actions[turn] = f"{under}+{card}" if stacked else card
    member["actions"] = actions
    member["specialization"] = name
    member["specialization_level"] = level
    if name == "teleporter" and rng.random() < 0.8:
        member["teleport"] = {"departure": rng.choice(crew_names), "arrival": rng.choice(crew_names)}


def random_actions(rng: random.Random) -> list[str]:
    actions = rng.choices(PLAIN, PLAIN_WEIGHTS, k=12)
    if rng.random() < 0.5:
        actions[rng.randrange(3)] = rng.choice(HEROIC)
    if rng.random() < 0.1:
        i = rng.randrange(11)
        if actions[i] != "empty":
            actions[i] += "!"
    return actions


ROUTES = {   # from the bridge (upper white) to each station, and the way back
    "upper-white": [], "upper-red": ["red"], "upper-blue": ["blue"],
    "lower-white": ["lift"], "lower-red": ["red", "lift"], "lower-blue": ["blue", "lift"],
}


def crew_plan(rng: random.Random, index: int) -> list[str]:
    """A plausible plan: walk to a post, mostly fire and refill energy there; the
    first member maintains the computer in each phase and everyone may look out of
    the window late in the mission. Random, but the kind of plan crews make."""
    post = rng.choice(list(ROUTES))
    actions = list(ROUTES[post])
    while len(actions) < 12:
        actions.append(rng.choices(("A", "B", "empty", "C", "bots"), (6, 3, 1, 1, 1))[0])
    if index == 0:
        for turn in (1, 4, 8):
            actions[turn - 1] = "C" if post == "upper-white" else actions[turn - 1]
    if rng.random() < 0.5:
        actions[rng.randrange(len(ROUTES[post]), 6)] = rng.choice(("HA", "HB"))
    return actions


def random_record_doc(rng: random.Random, *, crew: int = 4, threats: int = 7,
                      card_set: str = "base", plans: str = "random", double_actions: bool = False,
                      specializations: bool = False) -> dict:
    """A random legal record; `plans` is "random" (any legal tokens) or "posts"
    (each member walks to a post and mostly works it: see `crew_plan`);
    `double_actions` declares that rule and plays double-action cards;
    `specializations` gives every member a specialization (see `with_specialization`)."""
    boards = rng.sample(range(1, 8), 4)
    tracks = dict(zip(("red", "white", "blue", "internal"), boards))
    external = sorted(c for c, cls in CARDS.items() if cls.kind == "external" and cls.set == card_set)
    internal = sorted(c for c, cls in CARDS.items() if cls.kind == "internal" and cls.set == card_set)
    slots = [(turn, kind) for turn in range(1, 9) for kind in ("external", "internal")]
    chosen = rng.sample(slots, min(threats, len(slots)))
    drawn = []
    used: set[str] = set()
    for turn, kind in sorted(chosen):
        pool = [c for c in (external if kind == "external" else internal) if c not in used]
        if not pool:
            continue
        card = rng.choice(pool)
        used.add(card)
        item = {"card": card, "turn": turn}
        if kind == "external":
            item["zone"] = rng.choice(("red", "white", "blue"))
        wanted = CARDS[card].summons        # a summoner: the card laid beside it
        if wanted is not None:
            common_only = CARDS[card].summons_common      # the Space Time Vortex's card
            beside = [c for c, cls in CARDS.items() if cls.kind == wanted and cls.summons is None
                      and c not in used and cls.set in ("base", card_set)
                      and not (common_only and cls.serious)]
            beside_card = rng.choice(sorted(beside))
            item["summons"] = beside_card
            used.add(beside_card)
        if rng.random() < 0.1:
            item["unconfirmed"] = True
        drawn.append(item)
    plan = random_actions if plans == "random" else None
    members = [{"name": f"Crew {i + 1}",
                "actions": plan(rng) if plan else crew_plan(rng, i)} for i in range(crew)]
    members[0]["roles"] = ["captain"]
    mission = {"tracks": tracks, "threats": drawn, "damage_tokens": {"seed": rng.randrange(1 << 30)}}
    if double_actions:
        mission["rules"] = ["double_actions"]
        for member in members:
            member["actions"] = with_doubles(rng, member["actions"])
    if specializations:
        names = [f"Crew {i + 1}" for i in range(crew)]
        for member, name in zip(members, rng.sample(SPECIALIZATIONS, len(members))):
            with_specialization(rng, member, name, names)
    return {"format": "spacealert-record/1", "mission": mission, "crew": members}


def random_record(rng: random.Random, **kw) -> GameRecord:
    return record_from_dict(random_record_doc(rng, **kw))
