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
KEEPER_ACTIONS = ("C", "empty", "empty", "C", "empty", "empty", "empty", "C", "empty", "empty", "empty", "empty")


def scenario(threats: list[dict[str, Any]], *, learners: tuple[str, ...] = ("Ana",), keeper: bool = True,
             seed: int = 1, tracks: dict[str, int] | None = None, **mission: Any) -> dict[str, Any]:
    """A record mapping: the threats, the learners with empty plans, maybe the keeper."""
    crew: list[dict[str, Any]] = [{"name": name, "actions": ["empty"] * 12} for name in learners]
    crew[0]["roles"] = ["captain"]
    if keeper:
        crew.append({"name": "Eco", "android": True, "actions": list(KEEPER_ACTIONS)})
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
          N_("Go to the lower blue station in two turns."),
          N_("On the plan, press a card's key twice: rr red arrow, bb blue arrow, ll gravolift; the "
             "cursor then moves on to the next turn. ← → go to another turn (a turn may stay empty), "
             "x clears one, enter flies the plan.")),
    source=N_("rulebook §3.2, Players' actions: red and blue arrows, gravolift"),
    record=scenario([]),
    learners=1, hands=None, allowed=MOVES, turns=3, soundtrack=None,
    follows=(("blue", "lift"),),
    misses=(("lift", "red"),),
    goal=Goal("reach", N_("End at the lower blue station."), target="lower-blue"),
    hint=N_("Blue arrow first, then the gravolift (or the other way round)."),
    minutes=4,
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
          N_("A threat's shield takes its value off each shot's strength: the Fighter has 4 hit points and shield 2. "
             "The red reactor starts with 2 energy.")),
    source=N_("rulebook §3.2, Players' actions: firing a heavy or light laser cannon; §3.3, Damage computation"),
    record=scenario([{"card": "E1-07", "turn": 1, "zone": "red"}]),
    learners=1, hands=None, allowed=MOVES | {"A"}, turns=4, soundtrack=None,
    follows=(("red", "A", "A"),),
    misses=(("A", "A", "A"),),
    goal=Goal("destroy", N_("Destroy the Fighter coming at the red zone."), target="E1-07"),
    hint=N_("Go to the red zone's upper station and fire its heavy laser twice."),
    minutes=4,
)

ENERGY = Lesson(
    id="energy",
    title=N_("Shields and energy"),
    idea=N_("Action B moves energy: into a shield, into a side reactor, or from a fuel capsule."),
    text=(N_("Each zone's shield absorbs as many points of an attack as it holds energy, and empties by that "
             "much. Side shields hold 2, the central one 3; each starts with 1."),
          N_("In an upper station, B fills the zone's shield from the zone's reactor, as far as the energy goes. "
             "In a lower red or blue station, B fills the side reactor from the central reactor. In the "
             "lower white station, B burns a fuel capsule and fills the central reactor (3 capsules)."),
          N_("The Gunship comes at the blue zone (T+8): it attacks with 2 in turn 9 and with 2 again in "
             "turn 11. The blue reactor holds 2 energy: not enough for both.")),
    source=N_("rulebook §3.2, Players' actions: energy transfers, refuelling the central reactor; "
              "§3.4, Threats' actions"),
    record=scenario([{"card": "E1-05", "turn": 8, "zone": "blue"}],
                    tracks={"red": 1, "white": 2, "blue": 5, "internal": 4}),
    learners=1, hands=None, allowed=MOVES | {"A", "B"}, turns=11, soundtrack=None,
    follows=(("blue", "B", "lift", "B", "lift", "empty", "empty", "empty", "empty", "B"),),
    misses=(("blue", "B", "empty", "empty", "empty", "empty", "empty", "empty", "empty", "B"),),
    goal=Goal("no_damage", N_("The blue zone takes no damage."), target="blue"),
    hint=N_("Fill the blue shield, then refill the blue reactor from the lower blue station before turn 11."),
    minutes=6,
)

COMPUTER = Lesson(
    id="computer",
    title=N_("Computer maintenance"),
    idea=N_("Action C on the bridge keeps the computer running, once in the first two turns of each phase."),
    text=(N_("Eco, the android who kept the computer so far, is off duty: it is your job now."),
          N_("After turns 2, 5 and 9 the computer checks its maintenance. If nobody played C on the bridge "
             "in the first two turns of that phase (turn 1 or 2, 4 or 5, 8 or 9), everyone aboard has the "
             "action of the next turn delayed: that card moves one space right."),
          N_("A Fighter comes at the white zone in turn 1. The central heavy laser cannon is on the bridge too.")),
    source=N_("rulebook §3.2, Players' actions: computer maintenance; §3.5, The computer maintenance check"),
    record=scenario([{"card": "E1-07", "turn": 1, "zone": "white"}], keeper=False),
    learners=1, hands=None, allowed=MOVES | {"A", "B", "C"}, turns=9, soundtrack=None,
    follows=(("C", "A", "A", "C", "empty", "empty", "empty", "C"),),
    misses=(("A", "A"),),
    goal=Goal("maintained", N_("Destroy the Fighter; every computer check finds the maintenance done."),
              target="E1-07"),
    hint=N_("Play C on the bridge in turn 1, 4 and 8, and fire A in between."),
    minutes=5,
)

BOTS = Lesson(
    id="bots",
    title=N_("Intruders and battle bots"),
    idea=N_("Internal threats walk the ship; battle bots, taken with C, fight them."),
    text=(N_("An internal threat appears in a station and acts on its own trajectory. Lasers cannot reach "
             "it: an intruder is fought with battle bots, a malfunction repaired with the button it covers "
             "(A, B or C)."),
          N_("Two squads of battle bots lie in the lower red and the upper blue stations: C there takes "
             "the squad, which then goes wherever you go. The battle-bot action (bots) makes the squad "
             "attack an intruder in your station: 1 damage."),
          N_("Skirmishers (1 hit point) board at the upper red station in turn 4 and walk toward blue in "
             "turn 5. Eco is back on the bridge and keeps the computer.")),
    source=N_("rulebook §3.2, Players' actions: activating battle bots, attacking with battle bots; "
              "§7.2, Internal threats"),
    record=scenario([{"card": "I1-01", "turn": 4}], tracks={"red": 2, "white": 3, "blue": 5, "internal": 1}),
    learners=1, hands=None, allowed=MOVES | {"A", "B", "C", "bots"}, turns=6, soundtrack=None,
    follows=(("red", "lift", "C", "lift", "bots"),),
    misses=(("red", "lift", "C", "lift", "A"),),
    goal=Goal("destroy", N_("Destroy the Skirmishers."), target="I1-01"),
    hint=N_("Take the squad in the lower red station (C), go up, and attack with the bots in turn 5."),
    minutes=5,
)

INTERCEPTORS = Lesson(
    id="interceptors",
    title=N_("The interceptors"),
    idea=N_("With active battle bots, C in the upper red station flies the interceptors."),
    text=(N_("In the upper red station, C takes you and your active squad out in the interceptors. They "
             "attack at distance 1 only: strength 3 on one threat, or 1 on each if there are several."),
          N_("Out in space, the battle-bot action (bots) stays out and attacks again; any other card is "
             "delayed, and with no card you come back to the upper red station."),
          N_("A threat appears at the far end of its trajectory (distance 3, or 2 on the shortest) and comes "
             "closer at its speed each turn. A Scout comes at the red zone (T+3) and is at distance 1 from "
             "turn 6. Heavy laser cannons ignore it. It has 3 hit points and shield 1.")),
    source=N_("rulebook §3.2, Players' actions: boarding the interceptors, attacking with the interceptors"),
    record=scenario([{"card": "E2-02", "turn": 3, "zone": "red"}],
                    tracks={"red": 1, "white": 5, "blue": 6, "internal": 7}),
    learners=1, hands=None, allowed=MOVES | {"A", "B", "C", "bots"}, turns=7, soundtrack=None,
    follows=(("red", "lift", "C", "lift", "C", "bots", "bots"),),
    misses=(("red", "A", "A"),),
    goal=Goal("destroy", N_("Destroy the Scout."), target="E2-02"),
    hint=N_("Take the bots in the lower red station, go up, launch the interceptors in turn 5 and stay out "
            "in turns 6 and 7."),
    minutes=5,
)

PULSE = Lesson(
    id="pulse",
    title=N_("The pulse cannon and the rockets"),
    idea=N_("The pulse cannon hits every threat near the ship; rockets reach any zone."),
    text=(N_("In the lower white station, A fires the pulse cannon: strength 1 on every external threat "
             "at distance 1 and 2, in all three zones, for 1 energy of the central reactor. Fired with "
             "no threat in range, the energy is lost all the same."),
          N_("In the lower blue station, C launches a rocket (3 aboard): next turn it hits the nearest "
             "threat at distance 1 or 2 with strength 3."),
          N_("A Swarm comes at the blue zone (T+3) on the shortest trajectory: it appears at distance 2, in "
             "the pulse cannon's range. It has 3 hit points and no shield, but takes at most 1 damage per "
             "turn, and rockets cannot target it.")),
    source=N_("rulebook §3.2, Players' actions: firing the pulse cannon, launching a rocket; "
              "§3.3, Damage computation"),
    record=scenario([{"card": "E2-04", "turn": 3, "zone": "blue"}],
                    tracks={"red": 4, "white": 5, "blue": 1, "internal": 7}),
    learners=1, hands=None, allowed=MOVES | {"A", "B", "C", "bots"}, turns=6, soundtrack=None,
    follows=(("lift", "empty", "A", "A", "A"),),
    misses=(("lift", "A", "A", "A", "A"),),
    goal=Goal("destroy", N_("Destroy the Swarm."), target="E2-04"),
    hint=N_("Fire the pulse cannon in turns 3, 4 and 5, once the Swarm is there (or burn a capsule with B "
            "to fire again)."),
    minutes=5,
)

HEROIC = Lesson(
    id="heroic",
    title=N_("Heroic actions, delays and stumbles"),
    idea=N_("A heroic card does more; a delayed card moves right; a stumble lets you play what you meant."),
    text=(N_("Heroic A fires with 1 more strength (the pulse cannon too); heroic B adds 1 energy beyond "
             "the transfer; heroic bots cannot be disabled; a heroic move goes to the station the card names."),
          N_("A delayed action moves to the next turn, pushing the cards behind it until an empty space; "
             "a card pushed past turn 12 is lost."),
          N_("Played a card wrong? Say \"Oops, a stumble!\": you do the action you meant (a card with !), "
             "and your next action is delayed."),
          N_("A Gunship (5 hit points, shield 2) comes at the red zone in turn 1; the red reactor holds 2 "
             "energy. You hold one heroic A.")),
    source=N_("rulebook §2, The action round: heroic actions; §3.2, Players' actions: \"Oops, a stumble!\", "
              "delays, heroic actions"),
    record=scenario([{"card": "E1-05", "turn": 1, "zone": "red"}]),
    learners=1, hands=(("red", "blue", "lift", "A", "A", "A", "B", "C", "bots", "HA"),),
    allowed=MOVES | {"A", "B", "C", "bots", "HA", "!"}, turns=5, soundtrack=None,
    follows=(("red", "HA", "A"),),
    misses=(("red", "A", "A"),),
    goal=Goal("destroy", N_("Destroy the Gunship."), target="E1-05"),
    hint=N_("Two shots of 4 through shield 2 make 4 damage: one of them must be heroic."),
    minutes=4,
)

TEST_RUN = Lesson(
    id="test-run",
    title=N_("A first test run"),
    idea=N_("The action round runs against the clock: the computer announces the threats as they come."),
    text=(N_("Now the soundtrack plays the First Test Run: plan while it runs. Each phase ends when the "
             "computer says so, and its cards can no longer change: turns 1-3, then 4-7."),
          N_("When the computer announces \"Time T+1, threat, zone blue\", that threat appears in turn 1 "
             "in the blue zone. Here they are a Meteoroid (blue), a Fighter (white) and a Pulse Ball (red)."),
          N_("Eco keeps the computer. The Meteoroid reaches the ship in turn 2, the Fighter in turn 5 "
             "and the Pulse Ball in turn 8: shoot each in time with its zone's heavy laser, zone after zone."),
          N_("Bring the ship home.")),
    source=N_("rulebook §2, The action round; §2.1, The computer's messages"),
    record=scenario([{"card": "E1-10", "turn": 1, "zone": "blue"}, {"card": "E1-07", "turn": 2, "zone": "white"},
                     {"card": "E1-01", "turn": 3, "zone": "red"}],
                    tracks={"red": 3, "white": 2, "blue": 1, "internal": 4}, soundtrack="base/test-run-1"),
    learners=1, hands=None, allowed=MOVES | {"A", "B", "C", "bots", "HA", "HB", "!"}, turns=7,
    soundtrack="base/test-run-1",
    follows=(("blue", "A", "red", "A", "A", "red", "A"),),
    misses=(("A", "A", "A", "A"),),
    goal=Goal("survive", N_("The ship jumps home.")),
    hint=N_("Fire each zone's heavy laser at its threat, one zone after the other."),
    minutes=13,
)

MISSION = Lesson(
    id="mission",
    title=N_("A full mission"),
    idea=N_("Everything together: two crew members, three phases, the whole soundtrack."),
    text=(N_("Simulation 1 plays the whole action round: three phases, turns 1-3, 4-7 and 8-12. You plan "
             "two crew members, ↑ ↓ from one to the other (or two learners plan one each), and keep the "
             "computer yourselves."),
          N_("A Fighter (red, T+2), a serious Frigate (white, T+3) and a serious Pulse Satellite (blue, "
             "T+6) are coming. The unconfirmed report at T+5 counts only for a crew of five: ignore it."),
          N_("Share the work: one crew member per zone, lasers first, and think of the shields."),
          N_("Bring the ship home.")),
    source=N_("rulebook §2, The action round; §3, The resolution round; §5, Games with fewer than 4 players"),
    record=scenario([{"card": "E1-07", "turn": 2, "zone": "red"}, {"card": "SE1-01", "turn": 3, "zone": "white"},
                     {"card": "E1-02", "turn": 5, "zone": "red", "unconfirmed": True},
                     {"card": "SE1-04", "turn": 6, "zone": "blue"}],
                    learners=("Ana", "Bo"), keeper=False, tracks={"red": 3, "white": 2, "blue": 1, "internal": 4},
                    soundtrack="base/simulation-1"),
    learners=2, hands=None, allowed=MOVES | {"A", "B", "C", "bots", "HA", "HB", "Hbots", "!"}, turns=12,
    soundtrack="base/simulation-1",
    follows=(("red", "A", "A", "A", "blue", "HA", "A", "A", "C", "A", "A", "A"),
             ("A", "C", "bots", "C", "blue", "A", "A", "A", "red", "A", "B", "A")),
    misses=(("A", "A", "A"), ("C",)),
    goal=Goal("survive", N_("The ship jumps home.")),
    hint=N_("Destroy the Frigate with the central laser and the Pulse Satellite with the blue one; keep "
            "the computer."),
    minutes=18,
)

# ------------------------------------------------- the second part: The New Frontier
# One idea of the expansion each (its rulebook's "Resumen de las expansiones", p.40),
# with the base cards the first part taught (the double-action lesson: a hand of the
# expansion's cards) and no heroic card, so that the idea, not a heroic shot, decides.
# Eco keeps the computer. The threats are the expansion's cards (a base card where the
# idea is a rule, not a threat); no scenario hangs on a summoned threat's square or a
# phasing threat's bracketed value.
FRONTIER_CARDS = MOVES | {"A", "B", "C", "bots"}

PHASING = Lesson(
    id="phasing",
    title=N_("Phasing threats"),
    idea=N_("A phasing threat leaves this reality after each of its moves: it can be hit every other turn."),
    text=(N_("A phasing threat appears as any threat does. Right after its first move it dematerialises: "
             "it leaves its trajectory and nothing can target it, neither lasers nor the pulse cannon, "
             "rockets or interceptors. Just before its next move it comes back, moves, and is there to be "
             "hit in the turn after."),
          N_("So one that appears in an even turn can be hit only in even turns, one that appears in an odd "
             "turn only in odd turns. A heavy laser fired in the other turns finds no target and spends its "
             "energy all the same."),
          N_("A Phasing Fighter (4 hit points, shield 2) comes at the red zone in turn 2. The red reactor "
             "holds 2 energy: two shots of 4. Eco keeps the computer.")),
    source=N_("expansion rulebook p.4-5, New threats: phasing threats"),
    record=scenario([{"card": "E2-102", "turn": 2, "zone": "red"}],
                    tracks={"red": 2, "white": 3, "blue": 5, "internal": 4}),
    learners=1, hands=None, allowed=FRONTIER_CARDS, turns=5, soundtrack=None,
    follows=(("red", "A", "empty", "A"),),
    misses=(("red", "A", "A"),),
    goal=Goal("destroy", N_("Destroy the Phasing Fighter."), target="E2-102"),
    hint=N_("From the red zone's upper station, fire in turns 2 and 4 only, when the Fighter is on its "
            "trajectory."),
    minutes=4, part="new_frontier",
)

MEGASHIELD = Lesson(
    id="megashield",
    title=N_("Megashields"),
    idea=N_("A megashield drops by 1 after each turn the threat was hit, even by a shot that did no damage."),
    text=(N_("A threat with a megashield appears with it full. After the damage step of each turn in which "
             "any weapon hit it, the megashield drops by 1: once a turn, however many shots, whether they "
             "did damage or not; never below 0."),
          N_("A Megashield Destroyer (3 hit points, megashield 4) comes at the red zone in turn 3 and reaches "
             "the ship at the end of turn 7. The red reactor holds 2 energy: two heavy shots of 4 would "
             "do 0, then 1 damage. The light laser cannon of the lower red station (strength 2) costs "
             "nothing. Eco keeps the computer.")),
    source=N_("expansion rulebook p.5, New threats: megashields"),
    record=scenario([{"card": "E2-103", "turn": 3, "zone": "red"}],
                    tracks={"red": 2, "white": 3, "blue": 5, "internal": 4}),
    learners=1, hands=None, allowed=FRONTIER_CARDS, turns=7, soundtrack=None,
    follows=(("red", "lift", "A", "A", "lift", "A", "A"),),
    misses=(("red", "empty", "A", "A"),),
    goal=Goal("destroy", N_("Destroy the Megashield Destroyer."), target="E2-103"),
    hint=N_("Wear the megashield down first: the light laser in turns 3 and 4 does no damage but brings it "
            "to 2; then the heavy laser in turns 6 and 7."),
    minutes=5, part="new_frontier",
)

JUMPER = Lesson(
    id="jumper",
    title=N_("Jumpers"),
    idea=N_("A jumper changes trajectory during its action: then only the new zone's cannons can hit it."),
    text=(N_("A threat that jumps left moves to the trajectory on its left, toward red (from red, to blue); "
             "one that jumps right, toward blue (from blue, to red). It keeps its distance from the ship. "
             "Its attacks after the jump hit the new zone, and only the new zone's cannons can target it."),
          N_("A Jumper (6 hit points, shield 1) comes at the white zone in turn 1. At the end of turn 1 it "
             "reaches its X: it jumps left, to the red zone, and attacks there with 1. At the end of turn 3 "
             "it jumps again. Eco keeps the computer.")),
    source=N_("expansion rulebook p.6-7, New threats: jumps"),
    record=scenario([{"card": "E3-105", "turn": 1, "zone": "white"}],
                    tracks={"red": 3, "white": 2, "blue": 5, "internal": 4}),
    learners=1, hands=None, allowed=FRONTIER_CARDS, turns=4, soundtrack=None,
    follows=(("A", "red", "A"),),
    misses=(("A", "A", "A"),),
    goal=Goal("destroy", N_("Destroy the Jumper."), target="E3-105"),
    hint=N_("Fire the central heavy laser in turn 1, while the Jumper is in the white zone; then follow it to "
            "the red zone and fire the red heavy laser in turn 3."),
    minutes=4, part="new_frontier",
)

SPANNING = Lesson(
    id="spanning",
    title=N_("Threats that span all trajectories"),
    idea=N_("A threat that spans the three trajectories is in reach of every zone's laser cannons."),
    text=(N_("A threat that spans all three trajectories moves on its main one; span tokens keep it at the "
             "same distance on the other two, so the laser cannons of every zone can target it. The pulse "
             "cannon hits it once, and the interceptors count it as one threat."),
          N_("As for any threat, the strengths of the shots that hit it in one turn add up, and its shield "
             "is taken off once."),
          N_("A Super-Carrier (13 hit points, shield 5) comes at the white zone in turn 2: a lone shot of 4 "
             "or 5 does nothing. You plan three crew members, ↑ ↓ from one to the other. Eco keeps the "
             "computer.")),
    source=N_("expansion rulebook p.7, New threats: threats that span all trajectories"),
    record=scenario([{"card": "SE3-103", "turn": 2, "zone": "white"}], learners=("Ana", "Bo", "Cy"),
                    tracks={"red": 3, "white": 7, "blue": 5, "internal": 4}),
    learners=3, hands=None, allowed=FRONTIER_CARDS, turns=4, soundtrack=None,
    follows=(("red", "A", "A"), ("empty", "A", "A"), ("blue", "A", "A")),
    misses=(("red", "A", "A"), ("empty", "A", "A"), ("empty",)),
    goal=Goal("destroy", N_("Destroy the Super-Carrier."), target="SE3-103"),
    hint=N_("Fire the three heavy lasers together in turns 2 and 3: 4 + 5 + 4 = 13, less shield 5, makes 8 "
            "damage a turn."),
    minutes=6, part="new_frontier",
)

SUMMONER = Lesson(
    id="summoner",
    title=N_("Threats that summon others"),
    idea=N_("A summoner calls in the threat laid beside its card; destroyed before that, it calls no one."),
    text=(N_("When a summoner is revealed, a second threat card is drawn and laid beside it, with no number "
             "yet. When the summoner does the action that summons, that threat enters the start of its "
             "trajectory, marked α, and moves from the next turn."),
          N_("Destroy the summoner before it summons, and the second threat never comes: it counts as "
             "destroyed too."),
          N_("A Transmitter Satellite (5 hit points, shield 2) comes at the white zone in turn 1, on the "
             "shortest trajectory: it appears at distance 2. At the end of turn 2 it reaches its X and calls "
             "in the Skirmishers laid beside it. Eco keeps the computer.")),
    source=N_("expansion rulebook p.7-8, New threats: threats that summon other threats"),
    record=scenario([{"card": "SE3-104", "turn": 1, "zone": "white", "summons": "I1-01"}],
                    tracks={"red": 3, "white": 1, "blue": 5, "internal": 4}),
    learners=1, hands=None, allowed=FRONTIER_CARDS, turns=4, soundtrack=None,
    follows=(("A", "A"),),
    misses=(("empty", "A", "A"),),
    goal=Goal("destroy", N_("Destroy the Transmitter Satellite and the threat it calls.")),
    hint=N_("Fire the central heavy laser in turns 1 and 2: the Satellite is destroyed before its X, and the "
            "Skirmishers never come."),
    minutes=4, part="new_frontier",
)

DOUBLE_ACTIONS = Lesson(
    id="double-actions",
    title=N_("Double actions"),
    idea=N_("A double-action card played double half up does both actions in one turn, the top one first."),
    text=(N_("The New Frontier's action cards have a single half and a double half. Played double half up, "
             "the card does both actions in the same turn, the top symbol first; one that is impossible "
             "(a red arrow in the red zone) is skipped and the other done."),
          N_("On the plan, x, the double half's two symbols and space put a card double half up (x b a "
             "space: blue arrow + A); a symbol and space, single half up (a space: A). Delete clears."),
          N_("A Meteoroid (5 hit points, no shield) comes at the blue zone in turn 1 and reaches the ship "
             "at the end of turn 2. You hold blue arrow + A, A + blue arrow and two A. Eco keeps the "
             "computer.")),
    source=N_("expansion rulebook p.9-10, Double actions: the new action cards, the resolution round"),
    record=scenario([{"card": "E1-10", "turn": 1, "zone": "blue"}],
                    tracks={"red": 3, "white": 2, "blue": 1, "internal": 4}, rules=["double_actions"]),
    learners=1, hands=(("blue+A", "A+blue", "A", "A"),), allowed=FRONTIER_CARDS | {"blue+A", "A+blue"},
    turns=4, soundtrack=None,
    follows=(("blue+A", "A"),),
    misses=(("A+blue", "A"),),
    goal=Goal("destroy", N_("Destroy the Meteoroid."), target="E1-10"),
    hint=N_("Blue arrow + A in turn 1 takes you to the blue zone and fires there (4 damage); A in turn 2 "
            "fires again."),
    minutes=4, part="new_frontier",
)

FAR_INTERCEPTORS = Lesson(
    id="far-interceptors",
    title=N_("Interceptors at a distance"),
    idea=N_("With variable-distance interceptors, C out in space takes them farther from the ship."),
    text=(N_("With this rule (part of the double actions, or on its own) the interceptors leave at distance "
             "1 as before (C in the upper red station, with an active squad). Out in space, C takes them "
             "one distance farther (C at distance 3 is a forced return: you are knocked out); bots keeps "
             "the distance; an empty turn brings them one closer, or aboard from distance 1; any other card "
             "is delayed."),
          N_("They attack only threats at their own distance: strength 3 on one threat, or 1 on each if "
             "there are several."),
          N_("A Scout (3 hit points, shield 1; heavy lasers ignore it) comes at the red zone in turn 7: at "
             "distance 3 in turns 7 to 9, at distance 2 from turn 10, never at distance 1 before the ship "
             "jumps. Eco keeps the computer.")),
    source=N_("expansion rulebook p.11-12, Double actions: variable-distance interceptors"),
    record=scenario([{"card": "E2-02", "turn": 7, "zone": "red"}],
                    tracks={"red": 7, "white": 3, "blue": 5, "internal": 4}, rules=["variable_interceptors"]),
    learners=1, hands=None, allowed=FRONTIER_CARDS, turns=12, soundtrack=None,
    follows=(("red", "lift", "C", "lift", "C", "C", "C", "bots"),),
    misses=(("red", "lift", "C", "lift", "C", "bots", "bots"),),
    goal=Goal("destroy", N_("Destroy the Scout."), target="E2-02"),
    hint=N_("Take the bots (lower red, C), go up and launch in turn 5, C in turns 6 and 7 to reach distance 3, "
            "then bots in turn 8 to stay out and attack again."),
    minutes=6, part="new_frontier",
)

def specialist(record: dict[str, Any], specialization: str, level: int = 1) -> dict[str, Any]:
    """`record` with its first learner given `specialization` (and no heroic card)."""
    record["crew"][0].update(specialization=specialization, specialization_level=level)
    return record


SPECIALIZATION = Lesson(
    id="specialization",
    title=N_("Specializations"),
    idea=N_("A specialist holds a special card instead of a heroic one, and plays it like any action."),
    text=(N_("With specializations, each crew member holds one or two special cards instead of the heroic "
             "card, and plans them like any card, in the turn the special action should happen. On the "
             "plan, p b puts the basic special card."),
          N_("Ana is the rocket launcher: her basic action launches a rocket from any station, as C does in "
             "the lower blue station (3 rockets aboard). In the next turn the rocket hits the nearest threat "
             "at distance 1 or 2 with strength 3."),
          N_("A Gunship (5 hit points, shield 2) comes at the red zone in turn 1, at distance 2. The red "
             "reactor holds 2 energy. The strengths of the weapons that hit a threat in one turn add up "
             "before its shield. Eco keeps the computer.")),
    source=N_("expansion rulebook p.13-14, Specializations: the special action cards, the preparation; "
              "p.16, Rocket launcher"),
    record=specialist(scenario([{"card": "E1-05", "turn": 1, "zone": "red"}]), "rocket_launcher"),
    learners=1, hands=None, allowed=FRONTIER_CARDS | {"spec"}, turns=5, soundtrack=None,
    follows=(("red", "spec", "A"),),
    misses=(("red", "A", "A"),),
    goal=Goal("destroy", N_("Destroy the Gunship."), target="E1-05"),
    hint=N_("Launch the rocket in turn 2 from the red zone's upper station, so that it hits with the heavy "
            "laser in turn 3: 3 + 4 = 7, less shield 2, is 5 damage."),
    minutes=4, part="new_frontier",
)

BASE_PATH: tuple[Lesson, ...] = (MOVING, LASERS, ENERGY, COMPUTER, BOTS, INTERCEPTORS, PULSE, HEROIC, TEST_RUN,
                                 MISSION)
NEW_FRONTIER_PATH: tuple[Lesson, ...] = (PHASING, MEGASHIELD, JUMPER, SPANNING, SUMMONER, DOUBLE_ACTIONS,
                                         FAR_INTERCEPTORS, SPECIALIZATION)
LESSONS: tuple[Lesson, ...] = BASE_PATH + NEW_FRONTIER_PATH
#: The parts of the path, in order, by the `part` their lessons carry: the heading each
#: starts under (the base game's has none: it is where the school begins).
PARTS: dict[str, str] = {"base": "", "new_frontier": N_("The New Frontier")}
