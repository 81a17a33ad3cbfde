"""A whole plan for a mission: one that survives and scores as much as it can.

Simulated annealing over the crew's cards. A step changes one card (or two, or swaps
two neighbouring cards of one member), always to a legal plan (`legal.choices`); it
is judged on a few damage draws (the record's own first; only that one until some plan
wins it, which halves the cost of a step while none survives) and kept when better, or
when worse by chance, less and less often as the search cools. The best plans met
are judged at the end on all the draws, and the best of those is the suggestion:
the one that wins the most draws (a robust plan), then scores most on them; the
record's own draw decides only ties (`Verdict.rank`).

Pure and deterministic: the moves come from `random.Random(seed)`, and the search is
bounded by a number of iterations. A caller that bounds it by time passes `stop`
(asked between iterations) and reports the iterations done, which reproduce the plan.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from collections.abc import Callable, Sequence

from spacealert_tui.coach.finale import GATHER_TURNS, GATHER_WEIGHTS, gather
from spacealert_tui.coach.hunts import Front, Hunts, Target
from spacealert_tui.coach.judge import Rows, Verdict, draw_seeds, judge_many, rows_of, with_actions
from spacealert_tui.coach.legal import (DOUBLE, EMPTY, HEROIC, PLAIN, SPECIAL, Hands, fits, heroic_elsewhere, is_legal,
                                        keep_stumble, lawful, specials_fit, with_played, within)
from spacealert_tui.rules.actions import Action, parse_action
from spacealert_tui.rules.record import GameRecord
from spacealert_tui.rules.sampling import ROUTES
from spacealert_tui.rules.specialization_record import Specialization

# how often a random card is each plain token (empty, red, blue, lift, A, B, C, bots)
PLAIN_WEIGHTS = (3, 2, 2, 2, 6, 3, 2, 1)
HEROIC_CHANCE = 0.08        # a heroic card, or for a specialist a special card
DOUBLE_CHANCE = 0.3         # in a double-action mission, a card played double half up
SCREEN = 2                  # draws each step is judged on (the record's own first)
EARLY_SCREEN = 1            # ... until a plan wins the record's own draw: half the cost a step
STARTS = 200                # plans of the kind crews make, tried before the search starts
HUNT_SHARE = 0.3            # of those, built from the threats (coach/hunts.py)
GATHER_SHARE = 0.3          # of those, ending with members confirming together at the window
ROUTE_CHANCE = 0.03         # a step gives one member a whole hunt of a threat, or a zone's gun
FOCUS_ROUTE_CHANCE = 0.06   # the same while the plan is lost, against what lost it (`Hunts.killers`)
FOCUS_EVERY = 50            # steps between two looks at what lost the current plan
GATHER_CHANCE = 0.02        # a step sends some members to the window to confirm together (finale.py)
ELITE = 10                  # best distinct plans kept for the final judgement on every draw
START_CHUNK = 25            # starting plans judged between two looks at `stop`
ROBUST_CHECKS = 30          # screen survivors judged on every draw during a search, at most
ROBUST_STEP = 2.0           # each better than the last checked by this much `value`
START_T, END_T = 8.0, 0.3   # the temperature, in points of `value`
CYCLE = 700                 # iterations of one cooling; then it starts again from the best plan
FRESH_EVERY = 2             # while no plan survives, every so many cycles start from fresh plans
CROSS_CHANCE = 0.08         # a step gives members the cards they played in an earlier cycle's best plan
CHAMPIONS = 8               # the best plans of the last cycles, kept as donors of those cards
CROSS_TWO = 0.3             # of the crossings, those giving two members their cards, not one


@dataclass(frozen=True, slots=True)
class PlanResult:
    record: GameRecord          # the record with the suggested plan
    verdict: Verdict            # over all the draws
    start: Verdict              # the record's own plan, over the same draws
    iterations: int
    first_survivor: int | None  # iteration at which a plan first survived every screening draw
    seed: int = 0               # the search's seed: with `iterations`, it finds this plan again
    finalists: tuple[Verdict, ...] = ()     # the best plans met, over all the draws


Progress = Callable[[int, Verdict], None]


def value(v: Verdict) -> float:
    """One number to anneal on: draws won weigh most, then the expected score (a loss
    scores 0); a lost plan is closer when it holds out longer, destroys more and takes
    less damage."""
    return (100.0 * v.win_rate + v.mean_score * v.win_rate + 3.0 * v.mean_turn
            + (1.0 - v.win_rate) * (v.mean_destroyed - 0.5 * v.mean_damage))


Specs = Sequence[Specialization | None]
Focus = Sequence[Target | Front]


def random_card(rng: random.Random, plan: Sequence[Action], turn: int,
                spec: Specialization | None = None, doubles: bool = False) -> Action:
    """A card for the slot of `turn`: mostly a plain one, now and then a heroic (or
    special) card the member may still play; with `doubles` (the mission plays
    double-action cards, *The New Frontier* p.9) often a double half."""
    if doubles and rng.random() < DOUBLE_CHANCE:
        return rng.choice(DOUBLE)
    if rng.random() < HEROIC_CHANCE:
        if spec is not None:
            card = rng.choice(SPECIAL)
            trial = list(plan)
            trial[turn - 1] = card
            if specials_fit(trial, spec):
                return card
        elif not heroic_elsewhere(plan, turn):
            return rng.choice(HEROIC)
    return rng.choices(PLAIN, PLAIN_WEIGHTS)[0]


def neighbour(rng: random.Random, plans: list[list[Action]], last: int = 12,
              hunts: Hunts | None = None, specs: Specs | None = None,
              doubles: bool = False, focus: Focus = ()) -> list[list[Action]]:
    """A legal plan one move away: one card or two, two neighbours swapped, the cards
    from a turn on pushed one turn later (a new card in the gap), a member sent to
    another post or (with `hunts`) on a whole new route hunting an internal threat.
    Cards are changed in turns up to `last` (after the turn the ship is lost, a change
    cannot save it). `specs`: each member's specialization, whose cards he may play
    (`legal.lawful`). `doubles`: the mission plays double-action cards. `focus`: what
    lost the ship (`Hunts.killers`): a whole route is then more often one against it."""
    specs = specs if specs is not None else [None] * len(plans)
    return [lawful(p, spec) for p, spec in zip(_move(rng, plans, last, hunts, specs, doubles, focus), specs)]


def _move(rng: random.Random, plans: list[list[Action]], last: int, hunts: Hunts | None,
          specs: Specs, doubles: bool, focus: Focus = ()) -> list[list[Action]]:
    out = [list(p) for p in plans]
    if hunts is not None and hunts.any and rng.random() < (FOCUS_ROUTE_CHANCE if focus else ROUTE_CHANCE):
        index = rng.randrange(len(out))
        out[index] = [keep_stumble(old, new) for old, new in zip(out[index], hunts.route(rng, focus, out[index], last))]
        return out
    if rng.random() < GATHER_CHANCE:
        return gather(rng, out, turn=min(last, rng.choices(GATHER_TURNS, GATHER_WEIGHTS)[0]))
    roll = rng.random()
    if roll < 0.03:             # a member takes up another post
        index = rng.randrange(len(out))
        out[index] = [keep_stumble(old, new) for old, new
                      in zip(out[index], post_plan(rng, rng.choice(POSTS[1:] + (PILOT,)), False))]
        return out
    index = rng.randrange(len(out))
    member = out[index]
    turn = rng.randrange(1, last + 1)
    if roll > 0.9:              # push the cards from `turn` on one turn later
        member[turn:] = member[turn - 1:-1]
        member[turn - 1] = EMPTY
        if rng.random() < 0.7:
            member[turn - 1] = random_card(rng, member, turn, specs[index], doubles)
        return out
    if roll > 0.8:
        i = min(turn - 1, 10)
        a, b = member[i], member[i + 1]
        member[i], member[i + 1] = keep_stumble(a, b), keep_stumble(b, a)
        return out
    member[turn - 1] = keep_stumble(member[turn - 1], random_card(rng, member, turn, specs[index], doubles))
    if roll < 0.15:             # and a second card
        index = rng.randrange(len(out))
        member = out[index]
        turn = rng.randrange(1, last + 1)
        member[turn - 1] = keep_stumble(member[turn - 1], random_card(rng, member, turn, specs[index], doubles))
    return out


TRIES = 12                  # neighbours drawn before one that the hands allow is forced


def held_neighbour(rng: random.Random, plans: list[list[Action]], last: int,
                   hands: Hands | None, hunts: Hunts | None = None,
                   specs: Specs | None = None, doubles: bool = False, focus: Focus = ()) -> list[list[Action]]:
    """A neighbour the crew's hands allow: drawn again while it is not, then (rarely)
    the last one drawn with the cards the hands cannot give emptied."""
    for _ in range(TRIES):
        out = neighbour(rng, plans, last, hunts, specs, doubles, focus)
        if fits(hands, out):
            return out
    return within(hands, out)


def search_plan(record: GameRecord, *, iterations: int = 10**9, seed: int = 0, draws: int = 20,
                rows: Rows = rows_of, stop: Callable[[], bool] | None = None,
                progress: Progress | None = None, batch: int = 1,
                hands: Hands | None = None) -> PlanResult:
    """The best plan found in `iterations` steps (or until `stop()` says so).

    `batch` neighbours are judged per step in one bulk call (what a process pool
    splits); the best of them is the step's candidate. With `hands`, every plan met
    uses only the cards held (`legal.fits`)."""
    rng = random.Random(seed)
    hands = with_played(hands, [m.actions for m in record.crew])
    seeds = draw_seeds(record, draws)
    screen = seeds[:EARLY_SCREEN - 1]       # widened to `SCREEN` draws once a plan wins the first
    specs = [m.specialization for m in record.crew]
    doubles = "double_actions" in record.rules
    starts = [within(hands, [list(m.actions) for m in record.crew])]
    hunts = Hunts.of(record)
    starts += [within(hands, _start_plan(rng, record, hunts)) for _ in range(STARTS)]
    start_vs: list[Verdict] = []
    for i in range(0, len(starts), START_CHUNK):     # the crew's own plan always, then until stopped
        if i and stop is not None and stop():
            break
        start_vs += judge_many([with_actions(record, p) for p in starts[i:i + START_CHUNK]], screen, rows)
    starts = starts[:len(start_vs)]
    elite: dict[tuple, tuple[float, list[list[Action]], Verdict]] = {}
    for plans, v in zip(starts, start_vs):
        _remember(elite, plans, v)
    first = max(range(len(starts)), key=lambda i: value(start_vs[i]))
    current, current_v = starts[first], start_vs[first]
    first_survivor = 0 if current_v.wins == current_v.runs else None
    if first_survivor is not None:
        screen, current_v = _widen(record, seeds, current, elite, rows)
    # survivors of the screen, each better than the last checked, judged on every draw
    robust: dict[tuple, tuple[list[list[Action]], Verdict]] = {}
    robust_bar = -math.inf
    done = 0
    focus: Focus = ()
    champions: list[list[list[Action]]] = []
    cycle_best, cycle_value = current, value(current_v)
    while done < iterations and not (stop is not None and stop()):
        phase = done % CYCLE
        if phase == 0 and done:
            _keep_champion(champions, cycle_best)
            # a new cycle: reheat, from the best plan met until one survives every draw
            # screened, else every other cycle from the best of fresh starts (another valley)
            if (done // CYCLE) % FRESH_EVERY != FRESH_EVERY - 1 or current_v.wins == current_v.runs:
                current, current_v = _best(elite)
            else:
                fresh = [within(hands, _start_plan(rng, record, hunts)) for _ in range(STARTS // 4)]
                fresh_vs = judge_many([with_actions(record, p) for p in fresh], screen, rows)
                i = max(range(len(fresh)), key=lambda k: value(fresh_vs[k]))
                current, current_v = fresh[i], fresh_vs[i]
                _remember(elite, current, current_v)
            cycle_best, cycle_value = current, value(current_v)
        temperature = START_T * (END_T / START_T) ** (phase / CYCLE)
        last = min(12, math.ceil(current_v.mean_turn))
        if hunts.any and done % FOCUS_EVERY == 0:
            looked = with_actions(record, current)
            focus = hunts.missed(looked) if current_v.own_won else hunts.killers(looked)
        if champions and rng.random() < CROSS_CHANCE:
            candidates = [crossed(rng, current, rng.choice(champions), hands, specs) for _ in range(batch)]
        else:
            candidates = [held_neighbour(rng, current, last, hands, hunts, specs, doubles, focus)
                          for _ in range(batch)]
        verdicts = judge_many([with_actions(record, c) for c in candidates], screen, rows)
        best = max(range(batch), key=lambda i: value(verdicts[i]))
        cand, cand_v = candidates[best], verdicts[best]
        done += 1
        delta = value(cand_v) - value(current_v)
        if delta >= 0 or rng.random() < math.exp(delta / temperature):
            current, current_v = cand, cand_v
            _remember(elite, current, current_v)
            if value(current_v) > cycle_value:
                cycle_best, cycle_value = current, value(current_v)
            if current_v.wins == current_v.runs and len(screen) < SCREEN - 1:
                screen, current_v = _widen(record, seeds, current, elite, rows)
            if current_v.wins == current_v.runs:
                if first_survivor is None:
                    first_survivor = done
                if value(current_v) >= robust_bar and len(robust) < ROBUST_CHECKS:
                    robust_bar = value(current_v) + ROBUST_STEP
                    _check_robust(robust, record, current, seeds, rows)
        if progress is not None:
            progress(done, current_v)
    finalists = [e[1] for e in sorted(elite.values(), key=lambda e: e[0], reverse=True)
                 if _key(e[1]) not in robust]
    records = [with_actions(record, p) for p in finalists]
    verdicts = judge_many(records + [record], seeds, rows)
    start = verdicts.pop()
    records += [with_actions(record, p) for p, _v in robust.values()]
    verdicts += [v for _p, v in robust.values()]
    best_i = max(range(len(records)), key=lambda i: verdicts[i].rank)
    chosen = records[best_i]
    assert all(is_legal(m.actions, m.specialization) for m in chosen.crew)
    assert fits(hands, [m.actions for m in chosen.crew])
    return PlanResult(chosen, verdicts[best_i], start, done, first_survivor, seed, tuple(verdicts))


def crossed(rng: random.Random, plans: list[list[Action]], donor: Sequence[Sequence[Action]],
            hands: Hands | None, specs: Specs) -> list[list[Action]]:
    """`plans` with one member (now and then two) playing his cards of `donor`, the best
    plan of an earlier cycle: a job done well there (a hunt, a gun) joins what is done
    well here, which one card at a time rarely gets to across the valley between."""
    out = [list(p) for p in plans]
    for index in rng.sample(range(len(out)), 2 if len(out) > 1 and rng.random() < CROSS_TWO else 1):
        out[index] = lawful([keep_stumble(old, new) for old, new in zip(out[index], donor[index])], specs[index])
    return within(hands, out)


def _keep_champion(champions: list[list[list[Action]]], plans: list[list[Action]]) -> None:
    if all(_key(c) != _key(plans) for c in champions):
        champions.append([list(p) for p in plans])
        del champions[:-CHAMPIONS]


POSTS = tuple(ROUTES)                       # the six stations, upper-white (the bridge) first
WORK = ("A", "B", "empty", "C", "bots")
WORK_WEIGHTS = (6, 3, 1, 1, 1)
# what is worth pressing at each post: heavy lasers and shields above, the reactors,
# the pulse cannon, light lasers and rockets below (A, B, empty, C, bots)
WORK_AT = {"upper-white": (6, 2, 1, 0, 0), "upper-red": (6, 3, 1, 0, 0), "upper-blue": (6, 3, 1, 0, 0),
           "lower-white": (3, 2, 1, 1, 0), "lower-red": (4, 4, 1, 0, 0), "lower-blue": (4, 4, 1, 2, 0)}
MAINTENANCE = ((1, 2), (4, 5), (8, 9))      # a C on the bridge in one of these turns per phase


PILOT = "interceptors"
# the battle bots from the upper-blue storage, to upper-red, out with the interceptors
PILOT_ROUTE = ("blue", "C", "red", "red", "C")


def post_plan(rng: random.Random, post: str, keeper: bool) -> list[Action]:
    """Walk to `post` and mostly work it; the keeper stays on the bridge and maintains
    the computer in every phase (a missed check delays the whole crew); a pilot takes
    the battle bots and flies the interceptors (the only answer to some threats)."""
    if post == PILOT:
        start = rng.randrange(0, 6)
        tokens = rng.choices(WORK[:3], WORK_WEIGHTS[:3], k=start) + list(PILOT_ROUTE)
        tokens += ["bots"] * (12 - len(tokens))
        return [parse_action(t) for t in tokens]
    tokens = list(ROUTES[post]) if not keeper else []
    while len(tokens) < 12:
        tokens.append(rng.choices(WORK, WORK_WEIGHTS if keeper else WORK_AT[post])[0])
    if keeper:
        for turns in MAINTENANCE:
            tokens[rng.choice(turns) - 1] = "C"
    if rng.random() < 0.5:
        i = rng.randrange(len(ROUTES[post]) if not keeper else 0, 12)
        if tokens[i] not in ("C",):
            tokens[i] = rng.choice(("HA", "HB"))
    return [parse_action(t) for t in tokens]


def _start_plan(rng: random.Random, record: GameRecord, hunts: Hunts) -> list[list[Action]]:
    """A plan of the kind crews make (`_posts_plan`), now and then (`HUNT_SHARE`) with
    some members hunting the internal threats instead of working a post."""
    keeper = rng.randrange(len(record.crew))
    plans = _posts_plan(rng, record, keeper)
    if hunts.any and rng.random() < HUNT_SHARE:
        hunted = hunts.plans(rng, plans, keeper)
        plans = [[keep_stumble(old, new) for old, new in zip(member.actions, plan)]
                 for member, plan in zip(record.crew, hunted)]
    if rng.random() < GATHER_SHARE:
        plans = gather(rng, plans, turn=12)
    return [lawful(plan, member.specialization) for member, plan in zip(record.crew, plans)]


def _posts_plan(rng: random.Random, record: GameRecord, keeper: int | None = None) -> list[list[Action]]:
    """Each member walks to a post and mostly works it, one of them (`keeper`, drawn
    when not given) keeping the computer: a legal plan of the kind crews make, to
    start from. A stumble the crew made stays in its slot."""
    n = len(record.crew)
    if keeper is None:
        keeper = rng.randrange(n)
    posts = rng.sample(POSTS[1:], min(n, len(POSTS) - 1))
    out = []
    for index, member in enumerate(record.crew):
        post = POSTS[0] if index == keeper else posts[index % len(posts)]
        if index != keeper and rng.random() < 0.15:
            post = PILOT
        plan = post_plan(rng, post, index == keeper)
        out.append([keep_stumble(old, new) for old, new in zip(member.actions, plan)])
    return out


def _key(plans: Sequence[Sequence[Action]]) -> tuple:
    return tuple(tuple(a.token for a in p) for p in plans)


def _check_robust(robust: dict, record: GameRecord, plans: list[list[Action]], seeds: Sequence[int],
                  rows: Rows) -> None:
    """Judge a plan that survived the screen on every draw now: a plan that wins the
    record's draw and one other may lose many of the rest, and the elite (ranked on the
    screen) may have moved on from the one that does not."""
    key = _key(plans)
    if key not in robust:
        robust[key] = ([list(p) for p in plans], judge_many([with_actions(record, plans)], seeds, rows)[0])


def _widen(record: GameRecord, seeds: tuple[int, ...], current: list[list[Action]], elite: dict,
           rows: Rows) -> tuple[tuple[int, ...], Verdict]:
    """The screen of `SCREEN` draws, once a plan wins the record's own: the current plan
    and the elite judged again on it (their values must compare with the steps' next)."""
    screen = seeds[:SCREEN - 1]
    keys = list(elite)
    verdicts = judge_many([with_actions(record, current)] + [with_actions(record, elite[k][1]) for k in keys],
                          screen, rows)
    for key, v in zip(keys, verdicts[1:]):
        elite[key] = (value(v), elite[key][1], v)
    return screen, verdicts[0]


def _best(elite: dict) -> tuple[list[list[Action]], Verdict]:
    key = max(elite, key=lambda k: elite[k][0])
    return [list(p) for p in elite[key][1]], elite[key][2]


def _remember(elite: dict, plans: list[list[Action]], verdict: Verdict) -> None:
    key = _key(plans)
    if key in elite:
        return
    elite[key] = (value(verdict), [list(p) for p in plans], verdict)
    if len(elite) > ELITE:
        del elite[min(elite, key=lambda k: elite[k][0])]
