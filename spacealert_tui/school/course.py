"""The flight school's path: the lessons in the rulebook's order, each one idea more.

Every scenario is small and certain: its damage tiles are shuffled from a fixed seed,
and the plan that follows the lesson reaches the goal whatever that seed (the tests
play `follows` and `misses` of each lesson). The texts use the rulebooks' words
(docs/glossary.md) and cite the section they come from; they fit on an 80×24 screen.
"""
from __future__ import annotations

from typing import Any

from spacealert_tui.i18n import N_
from spacealert_tui.school.model import Goal, Lesson

MOVES = frozenset({"red", "blue", "lift"})
#: The bridge's android keeps the computer until the learner learns it (lesson 4).
KEEPER = {"name": "Eco", "android": True,
          "actions": ["C", "empty", "empty", "C", "empty", "empty", "empty", "C", "empty", "empty", "empty",
                      "empty"]}


def scenario(threats: list[dict[str, Any]], *, learners: tuple[str, ...] = ("Ana",), keeper: bool = True,
             seed: int = 1, tracks: dict[str, int] | None = None, **mission: Any) -> dict[str, Any]:
    """A record mapping: the threats, the learners with empty plans, maybe the keeper."""
    crew: list[dict[str, Any]] = [{"name": name, "actions": ["empty"] * 12} for name in learners]
    crew[0]["roles"] = ["captain"]
    if keeper:
        crew.append(dict(KEEPER, actions=list(KEEPER["actions"])))
    return {"format": "spacealert-record/1",
            "mission": {"tracks": tracks or {"red": 1, "white": 2, "blue": 3, "internal": 4},
                        "threats": threats, "damage_tokens": {"seed": seed}, **mission},
            "crew": crew}


MOVING = Lesson(
    id="moving",
    title=N_("Moving and the gravolift"),
    idea=N_("Each turn you play one card: a red or blue arrow, or the gravolift."),
    text=(N_("The ship has three zones, red, white and blue, each with an upper and a lower station. "
             "Everyone starts on the bridge, the upper white station."),
          N_("A red arrow takes you through the door to the next station toward red, on the same deck; "
             "a blue arrow toward blue. Already in that zone's colour, the card does nothing."),
          N_("The gravolift takes you to the other deck of the same zone."),
          N_("Go to the lower blue station in two turns.")),
    source=N_("rulebook §3.2, Players' actions: red and blue arrows, gravolift"),
    record=scenario([]),
    learners=1, hands=None, allowed=MOVES, turns=3, soundtrack=None,
    follows=(("blue", "lift"),),
    misses=(("lift", "red"),),
    goal=Goal("reach", N_("End at the lower blue station."), target="lower-blue"),
    hint=N_("Blue arrow first, then the gravolift (or the other way round)."),
    minutes=3,
)

LASERS = Lesson(
    id="lasers",
    title=N_("Firing the lasers"),
    idea=N_("Action A fires the weapon of your station; a heavy laser cannon costs 1 energy."),
    text=(N_("A threat comes at one zone of the ship: only that zone's cannons can hit it."),
          N_("In an upper station, A fires the heavy laser cannon: strength 4 (5 in the white zone). "
             "Each shot takes 1 energy from the reactor of that zone; with the reactor empty, A does nothing."),
          N_("In a lower red or blue station, A fires the light laser cannon: strength 2, from its own "
             "battery, which fills again after each shot."),
          N_("A threat's shield takes that much from each shot: the Fighter has 4 hit points and shield 2. "
             "The red reactor starts with 2 energy."),
          N_("Destroy the Fighter coming at the red zone.")),
    source=N_("rulebook §3.2, Players' actions: firing a heavy or light laser cannon; §3.3, Damage computation"),
    record=scenario([{"card": "E1-07", "turn": 1, "zone": "red"}]),
    learners=1, hands=None, allowed=MOVES | {"A"}, turns=4, soundtrack=None,
    follows=(("red", "A", "A"),),
    misses=(("A", "A", "A"),),
    goal=Goal("destroy", N_("Destroy the Fighter."), target="E1-07"),
    hint=N_("Go to the red zone's upper station and fire its heavy laser twice."),
    minutes=4,
)

LESSONS: tuple[Lesson, ...] = (MOVING, LASERS)
