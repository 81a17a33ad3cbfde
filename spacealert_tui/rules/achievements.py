"""The achievements on the back of an explorer's sheet (*The New Frontier*, *Los logros*):
the list, which of them a mission's record and result decide, and the rule of one per
category per mission or campaign with the 2+ / 5+ level gates.

The crew judges the rest (social skills, close shaves, master strokes, specialist
genius, and the few judged ones elsewhere): `judged` says which, so the app can offer
them as a checklist. Names, experience and gates come from one transcription of the
sheet (docs/reference/explorers.md); conditions the rulebook does not give are rulings
EX5–EX12 in docs/rulings.md.
"""
from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date as Date

from spacealert_tui.rules.explorers import SPECIALIZATIONS
from spacealert_tui.rules.threats import CARDS

MISSIONS, CAMPAIGNS, SOCIAL, CLOSE_SHAVES = "missions", "campaigns", "social", "close_shaves"
MASTER_STROKES, SPECIALIST, ADDICTION = "master_strokes", "specialist", "addiction"
CATEGORIES = (MISSIONS, CAMPAIGNS, SOCIAL, CLOSE_SHAVES, MASTER_STROKES, SPECIALIST, ADDICTION)
#: The categories the crew judges all of.
JUDGED_CATEGORIES = (SOCIAL, CLOSE_SHAVES, MASTER_STROKES, SPECIALIST)


@dataclass(frozen=True, slots=True)
class Achievement:
    id: str
    name: str
    category: str
    xp: int
    min_level: int = 0
    judged: bool = False


def _a(category: str, rows: str, judged: bool = False) -> list[Achievement]:
    """Rows "id | name | xp | min level" of one category."""
    out = []
    for line in rows.strip().splitlines():
        ident, name, xp, level = (part.strip() for part in line.split("|"))
        out.append(Achievement(ident, name, category, int(xp), int(level), judged))
    return out


ACHIEVEMENTS: tuple[Achievement, ...] = tuple(
    _a(MISSIONS, """
lone_wolf | Lone Wolf | 3 | 0
dynamic_duo | Dynamic Duo | 3 | 0
three_musketeers | Three Musketeers | 3 | 0
fantastic_four | Fantastic Four | 3 | 0
take_five | Take Five | 3 | 0
fifth_wheel | Fifth Wheel | 3 | 0
dartagnan_missing | D'Artagnan Missing | 5 | 0
scrambled_alert | Scrambled Alert | 3 | 0
yellow_alert | Yellow Alert | 5 | 0
orange_alert | Orange Alert | 7 | 0
red_alert | Red Alert | 9 | 2
random_alert | Random Alert | 6 | 2
double_trouble | Double Trouble | 2 | 0
double_solo | Double Solo | 4 | 0
double_duo | Double Duo | 4 | 0
double_trio | Double Trio | 4 | 0
double_quartet | Double Quartet | 4 | 0
double_quintet | Double Quintet | 4 | 0
double_scramble | Double Scramble | 5 | 0
double_yellow | Double Yellow | 7 | 2
double_orange | Double Orange | 9 | 2
double_red | Double Red | 11 | 5
double_random | Double Random | 8 | 2
not_even_a_scratch | Not Even a Scratch | 3 | 0
clean_as_a_whistle | Clean as a Whistle | 6 | 2
spotless | Spotless | 9 | 2
flawless | Flawless | 12 | 2
peerless | Peerless | 15 | 5
favored_by_fortune | Favored by Fortune | 10 | 5
perfect_double | Perfect Double | 4 | 2
clean_as_two_whistles | Clean as Two Whistles | 8 | 2
doubly_spotless | Doubly Spotless | 12 | 5
doubly_flawless | Doubly Flawless | 16 | 5
doubly_peerless | Doubly Peerless | 20 | 5
doubly_fortunate | Doubly Fortunate | 13 | 5
""") + _a(CAMPAIGNS, """
robinson_crusoe | Robinson Crusoe | 6 | 2
and_friday | ... and Friday | 6 | 2
tour | Tour | 6 | 2
transgalactic_tour | Transgalactic Tour | 6 | 5
double_crusoe | Double Crusoe | 9 | 2
double_friday | Double Friday | 9 | 2
double_tour | Double Tour | 9 | 2
cracked | Cracked | 8 | 2
loony | Loony | 12 | 2
crazy | Crazy | 16 | 5
insane | Insane | 20 | 5
psychedelic | Psychedelic | 13 | 5
scramble_challenge | Scramble Challenge | 10 | 2
rainbow_challenge | Rainbow Challenge | 15 | 5
orange_challenge | Orange Challenge | 20 | 5
not_going_to_happen | Not Going to Happen | 7 | 2
forget_this | Forget This | 14 | 2
not_possible | Not Possible | 21 | 5
beyond_impossible | Beyond Impossible | 28 | 5
are_you_serious | Are you serious? | 35 | 5
doubly_difficult | Doubly Difficult | 20 | 5
doubly_impossible | Doubly Impossible | 30 | 5
no_comment | No Comment | 40 | 5
""") + _a(CAMPAIGNS, "honeymoon | Honeymoon | 6 | 2", judged=True) + _a(SOCIAL, """
aye_captain | Aye, captain! | 5 | 2
loud_and_clear | Loud and clear! | 4 | 2
all_zones_secure | All zones secure! | 3 | 2
lucky_charm | Lucky Charm | 2 | 2
lead_weight | Lead Weight | 1 | 2
superstar | Superstar | 0 | 2
lunch_money | Lunch Money | 2 | 0
children_of_the_night | Children of the Night | 3 | 0
devotion | Devotion | 4 | 0
promiscuity | Promiscuity | 5 | 0
chronicler | Chronicler | 6 | 0
master_chronicler | Master Chronicler | 12 | 0
wolf_pack | Wolf Pack | 2 | 0
supertemporality | Supertemporality | 3 | 0
family_business | Family Business | 4 | 0
integration | Integration | 5 | 0
pangalactic | Pangalactic | 6 | 0
respected | Respected | 6 | 2
flight_instructor | Flight Instructor | 6 | 5
""", judged=True) + _a(CLOSE_SHAVES, """
banged_up | Banged Up | 2 | 0
a_thorough_beating | A Thorough Beating | 4 | 0
bruised_and_broken | Bruised and Broken | 6 | 0
duck | Duck! | 1 | 0
ghost_ship | Ghost Ship | 3 | 0
bad_luck | Bad Luck | 5 | 0
survivor | Survivor | 7 | 0
""", judged=True) + _a(MASTER_STROKES, """
doombringer | Doombringer | 7 | 2
troubleshooter | Troubleshooter | 6 | 2
ace_pilot | Ace Pilot | 5 | 2
blaster_master | Blaster Master | 4 | 2
rocket_star | Rocket Star | 3 | 2
transfer_technician | Transfer Technician | 2 | 2
observer | Observer | 1 | 2
lazy_bum | Lazy Bum | 2 | 2
inspector | Inspector | 3 | 2
take_one_for_the_team | Take One for the Team | 4 | 2
extra_special_specialist | Extra Special Specialist | 5 | 5
busy_bee | Busy Bee | 6 | 2
grand_finale | Grand Finale | 7 | 2
""", judged=True) + [
        Achievement(f"{spec}_{use}", f"{spec.replace('_', ' ').title()}: {use} use", SPECIALIST, xp, 0, True)
        for spec in SPECIALIZATIONS for use, xp in (("basic", 3), ("advanced", 5))
    ] + _a(ADDICTION, """
out_of_this_world | Out of this World | 5 | 0
out_of_this_reality | Out of this Reality | 10 | 0
out_of_this_log_sheet | Out of this Log Sheet | 20 | 0
trucker | Trucker | 15 | 0
galaxy_trucker | Galaxy Trucker | 25 | 0
is_it_still_me | Is it still me? | 3 | 0
veteran_explorer | Veteran Explorer | 6 | 2
senior_explorer | Senior Explorer | 12 | 5
jack_of_some_trades | Jack of Some Trades | 5 | 0
jack_of_many_trades | Jack of Many Trades | 10 | 0
jack_of_all_trades | Jack of All Trades | 15 | 0
master_of_arts | Master of Arts | 10 | 0
master_of_many_arts | Master of Many Arts | 20 | 0
master_of_all_arts | Master of All Arts | 30 | 0
achievement_collector | Achievement Collector | 4 | 2
achievement_addict | Achievement Addict | 42 | 5
"""))
BY_ID = {a.id: a for a in ACHIEVEMENTS}

# -- difficulty (ruling EX5) --------------------------------------------------------------------

#: The difficulty pools an achievement may ask for, and the logbook's levels (one colour
#: set for common or serious threats) that meet each: a harder level meets an easier
#: pool, but all-yellow and the three-colour mix do not meet each other's.
POOLS: dict[str, frozenset[str]] = {
    "scrambled": frozenset({"mixed", "yellow", "all", "red+yellow", "red"}),
    "yellow": frozenset({"yellow", "red+yellow", "red"}),
    "random": frozenset({"all", "red+yellow", "red"}),
    "orange": frozenset({"red+yellow", "red"}),
    "red": frozenset({"red"}),
}


@dataclass(frozen=True, slots=True)
class MissionFacts:
    """What the automatic achievements read of one mission: from the record (crew, rules,
    threats), the logbook's difficulty levels and the result."""

    humans: int
    seats: int
    double_actions: bool
    common_level: str | None
    serious_level: str | None
    threat_count: int
    won: bool
    perfect: bool

    def meets(self, pool: str) -> bool:
        """Both the common and the serious threats meet the pool: the mission's level is the
        lower of the two."""
        return self.common_level in POOLS[pool] and self.serious_level in POOLS[pool]

    @property
    def standard(self) -> bool:
        """At least the standard threat count: 7 (8 with five seats) in a base mission, 10
        (12) with double actions."""
        need = (10 if self.double_actions else 7) + (self.seats >= 5) * (2 if self.double_actions else 1)
        return self.threat_count >= need


def threat_count(record) -> int:
    """Common threats plus twice the serious ones, of the threat cards the mission drew
    (an unconfirmed report counts only with five seats; a summoned threat is no card of
    the track)."""
    seats = len(record.crew)
    count = 0
    for draw in record.threats:
        if draw.unconfirmed and seats < 5:
            continue
        cls = CARDS.get(draw.card)
        count += 2 if cls is not None and cls.serious else 1
    return count


def humans_of(androids: Sequence[bool]) -> int:
    """The people who played a mission: its humans, or 1 for a solo crew of androids —
    the player who plans them all (§5.5) and, with experience, their captain (expansion
    rulebook p.26, *Las misiones en solitario y las campañas*)."""
    return sum(1 for a in androids if not a) or (1 if androids else 0)


def solo_captain(androids: Sequence[bool], roles: Sequence[Sequence[str]]) -> int | None:
    """The seat an explorer flying solo takes: the captain of a crew of androids (the one
    holding the captain's role, else the first, as the record lists the captain first);
    None when some seat is a human's. "Puedes imaginar que eres el capitán de la nave y
    tienes 3 androides a tu servicio" (p.26); a personal achievement is then the
    captain's alone (p.32, *Por los pelos*)."""
    if not androids or not all(androids):
        return None
    return next((i for i, r in enumerate(roles) if "captain" in r), 0)


def mission_facts(record, result, common_level: str | None, serious_level: str | None) -> MissionFacts:
    """The facts of a resolved mission (`GameRecord`, `Result`); the levels are the
    logbook's (`record.logbook.record_levels`)."""
    score = result.score
    perfect = bool(result.won and score is not None and not any((
        score.damage_penalty, score.worst_zone_penalty, score.knocked_out_penalty, score.bots_penalty)))
    return MissionFacts(humans=humans_of([c.android for c in record.crew]), seats=len(record.crew),
                        double_actions="double_actions" in record.rules, common_level=common_level,
                        serious_level=serious_level, threat_count=threat_count(record),
                        won=result.won, perfect=perfect)


_HUMANS = {1: "lone_wolf", 2: "dynamic_duo", 3: "three_musketeers", 4: "fantastic_four", 5: "take_five"}
_DOUBLE_HUMANS = {1: "double_solo", 2: "double_duo", 3: "double_trio", 4: "double_quartet", 5: "double_quintet"}
_ALERTS = (("scrambled", "scrambled_alert"), ("yellow", "yellow_alert"), ("orange", "orange_alert"),
           ("red", "red_alert"), ("random", "random_alert"))
_DOUBLE_ALERTS = (("scrambled", "double_scramble"), ("yellow", "double_yellow"), ("orange", "double_orange"),
                  ("red", "double_red"), ("random", "double_random"))
_PERFECT = (("scrambled", "clean_as_a_whistle"), ("yellow", "spotless"), ("orange", "flawless"),
            ("red", "peerless"), ("random", "favored_by_fortune"))
_DOUBLE_PERFECT = (("scrambled", "clean_as_two_whistles"), ("yellow", "doubly_spotless"),
                   ("orange", "doubly_flawless"), ("red", "doubly_peerless"), ("random", "doubly_fortunate"))


def mission_achievements(facts: MissionFacts) -> frozenset[str]:
    """Every automatic achievement of the Missions category the mission meets (before the
    one-per-category choice and the level gates)."""
    if not facts.won:
        return frozenset()
    found: set[str] = set()
    if facts.double_actions:
        found.add("double_trouble")        # also the introductory tracks: no threat count
    if not facts.standard:
        return frozenset(found)
    if facts.humans in _HUMANS:
        found.add(_HUMANS[facts.humans])
    if facts.humans == 4 and facts.seats == 5:
        found.add("fifth_wheel")
    if facts.humans == 3 and facts.seats == 3:
        found.add("dartagnan_missing")
    found |= {ident for pool, ident in _ALERTS if facts.meets(pool)}
    if facts.perfect:
        found.add("not_even_a_scratch")
        found |= {ident for pool, ident in _PERFECT if facts.meets(pool)}
    if facts.double_actions:
        if facts.humans in _DOUBLE_HUMANS:
            found.add(_DOUBLE_HUMANS[facts.humans])
        found |= {ident for pool, ident in _DOUBLE_ALERTS if facts.meets(pool)}
        if facts.perfect:
            found.add("perfect_double")
            found |= {ident for pool, ident in _DOUBLE_PERFECT if facts.meets(pool)}
    return frozenset(found)


def campaign_achievements(missions: Sequence[MissionFacts], planned: int = 3, *,
                          penalties: int | None = None) -> frozenset[str]:
    """Automatic achievements of a campaign (a failed one earns none): any Missions one met
    within a single mission, and, for a complete campaign (every planned mission survived,
    at least three, each at the standard threat count), the Complete campaigns ones.
    `penalties` are the campaign's, worked out at its end (0: a perfect campaign)."""
    if not missions or not all(m.won for m in missions):
        return frozenset()
    found: set[str] = set()
    for mission in missions:
        found |= mission_achievements(mission)
    complete = len(missions) >= max(planned, 3) and all(m.standard for m in missions)
    if not complete:
        return frozenset(found)
    humans = min(m.humans for m in missions)
    if humans == max(m.humans for m in missions):
        found.add({1: "robinson_crusoe", 2: "and_friday"}.get(humans, "tour"))
    if len(missions) >= 5:
        found.add("transgalactic_tour")
    double = all(m.double_actions for m in missions)
    if double and humans == max(m.humans for m in missions):
        found.add({1: "double_crusoe", 2: "double_friday"}.get(humans, "double_tour"))

    def meets(pool: str) -> bool:
        return all(m.meets(pool) for m in missions)

    found |= {ident for pool, ident in (("scrambled", "cracked"), ("yellow", "loony"), ("orange", "crazy"),
                                        ("red", "insane")) if meets(pool)}
    if len({(m.common_level, m.serious_level) for m in missions}) == len(missions):
        found.add("psychedelic")
    if double:
        found |= {ident for pool, ident in (("scrambled", "scramble_challenge"), ("random", "rainbow_challenge"),
                                            ("orange", "orange_challenge")) if meets(pool)}
    if penalties == 0:
        found.add("not_going_to_happen")
        found |= {ident for pool, ident in (("scrambled", "forget_this"), ("yellow", "not_possible"),
                                            ("orange", "beyond_impossible"), ("red", "are_you_serious"))
                  if meets(pool)}
        if double:
            found |= {ident for pool, ident in (("scrambled", "doubly_difficult"), ("random", "doubly_impossible"),
                                                ("orange", "no_comment")) if meets(pool)}
    return frozenset(found)


@dataclass(frozen=True, slots=True)
class Career:
    """What the Addiction category counts, after the mission or campaign being awarded."""

    successes: int                  # successful missions and campaigns on the sheet
    campaigns_completed: int
    clones: int
    first_success: Date | None
    today: Date
    ticked: frozenset[str]          # achievements ticked, this award's included


def addiction_achievements(career: Career) -> frozenset[str]:
    """Every Addiction achievement the career meets (several may be ticked at once)."""
    found: set[str] = set()
    for need, ident in ((10, "out_of_this_world"), (25, "out_of_this_reality"), (50, "out_of_this_log_sheet")):
        if career.successes >= need:
            found.add(ident)
    for need, ident in ((5, "trucker"), (15, "galaxy_trucker")):
        if career.campaigns_completed >= need:
            found.add(ident)
    if career.clones >= 15:
        found.add("is_it_still_me")
    if career.first_success is not None:
        days = (career.today - career.first_success).days
        found |= {ident for need, ident in ((182, "veteran_explorer"), (365, "senior_explorer")) if days >= need}
    basic = sum(1 for a in career.ticked if a.endswith("_basic") and a in BY_ID)
    advanced = sum(1 for a in career.ticked if a.endswith("_advanced") and a in BY_ID)
    for need, ident, master in ((3, "jack_of_some_trades", "master_of_arts"),
                                (6, "jack_of_many_trades", "master_of_many_arts"),
                                (9, "jack_of_all_trades", "master_of_all_arts")):
        if basic >= need:
            found.add(ident)
        if advanced >= need:
            found.add(master)
    per_category = {c: sum(1 for a in career.ticked if a in BY_ID and BY_ID[a].category == c)
                    for c in CATEGORIES}
    others = [c for c in CATEGORIES if c != ADDICTION]
    if all(per_category[c] >= 1 for c in others):
        found.add("achievement_collector")
    if all(per_category[c] >= (2 if c == CLOSE_SHAVES else math.ceil(_size(c) / 2)) for c in others):
        found.add("achievement_addict")
    return frozenset(found)


def _size(category: str) -> int:
    return sum(1 for a in ACHIEVEMENTS if a.category == category)


#: What a solo explorer may still tick (ruling EX9): close shaves (the captain's own) and
#: master strokes (individual feats); social skills and specialist genius need a crew.
SOLO_JUDGED = (CLOSE_SHAVES, MASTER_STROKES)


def judged(category: str | None = None, *, solo: bool = False) -> tuple[Achievement, ...]:
    """The achievements the crew decides, for the after-mission checklist; in solo only the
    categories the rulebook leaves to the lone captain (ruling EX9)."""
    return tuple(a for a in ACHIEVEMENTS if a.judged and (category is None or a.category == category)
                 and (not solo or a.category in SOLO_JUDGED))


def choose(met: Iterable[str], level: int, ticked: Iterable[str],
           prefer: Iterable[str] = ()) -> tuple[Achievement, ...]:
    """The achievements an explorer of `level` ticks from those `met`: not ticked before,
    the level gate passed, at most one per category except Addiction, which takes all.
    In a category the player's `prefer`red one wins, else the most experience (on a tie
    the first on the sheet); the others stay open for later. In sheet order."""
    done, wanted = set(ticked), set(prefer)
    open_ = [BY_ID[i] for i in met if i in BY_ID and i not in done and BY_ID[i].min_level <= level]
    best: dict[str, Achievement] = {}
    taken: list[Achievement] = []
    order = {a.id: n for n, a in enumerate(ACHIEVEMENTS)}
    for a in sorted(open_, key=lambda a: order[a.id]):
        if a.category == ADDICTION:
            taken.append(a)
        elif (a.category not in best or (a.id in wanted) > (best[a.category].id in wanted)
              or ((a.id in wanted) == (best[a.category].id in wanted) and a.xp > best[a.category].xp)):
            best[a.category] = a
    taken += best.values()
    return tuple(sorted(taken, key=lambda a: order[a.id]))
