"""An explorer's record sheet (*The New Frontier*, *Sistema de experiencia*): the
experience each success pays, the experience boxes with their dotted boxes, levels,
the specialization box each level grants, and what a failed mission does.

Pure arithmetic on frozen values, so the logbook can store a sheet, replay its history
and the app can show a sheet without any of them agreeing on more than this module.
The numbers and their sources are in docs/reference/explorers.md; the choices the
rulebook leaves open are rulings EX1–EX12 in docs/rulings.md.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

MAX_LEVEL = 30
#: The specializations, in the rules core's spelling (`crew[].specialization` in records).
SPECIALIZATIONS = ("rocket_launcher", "data_analyst", "energy_technician", "pulse_gunner", "medic",
                   "teleporter", "hypernavigator", "special_ops", "squad_leader", "mechanic")
#: The minimum explorer level printed beside each of a specialization's three boxes:
#: box 1 (learn it) from level 1, box 2 from level 3, box 3 from level 6.
BOX_GATES = (1, 3, 6)
_DOTTED_LOW = (0, 0, 4, 7, 10, 13, 16)


def row_boxes(level: int) -> int:
    """How many boxes the row of `level` has (filling it reaches `level + 1`)."""
    return 8 + 4 * level


def dotted_boxes(level: int) -> int:
    """How many of that row's boxes are dotted (a stubborn explorer may skip them); they
    open the row (ruling EX2)."""
    return _DOTTED_LOW[level] if level < len(_DOTTED_LOW) else 4 + 2 * level


def experience_to_reach(level: int, stubborn: bool = False) -> int:
    """Experience a new explorer needs to reach `level`, ticking dotted boxes or not."""
    return sum(row_boxes(row) - (dotted_boxes(row) if stubborn else 0) for row in range(level))


#: The base game's training soundtracks: the CD's test runs, simulations and advanced
#: simulations. "Training and simulations earn no experience" (expansion p.40); "this
#: expansion cannot be combined with the base game's simulations and advanced
#: simulations: play with every rule and face real danger" (p.24). Ruling EX18.
TRAINING_SOUNDTRACKS = ("base/test-run-", "base/simulation-", "base/advanced-simulation-")


def is_training(soundtrack: str | None) -> bool:
    """Whether a mission flown on `soundtrack` (a soundtrack id, as records keep it) is
    training, which earns its explorers nothing: no experience, no clone, no death."""
    return bool(soundtrack) and str(soundtrack).startswith(TRAINING_SOUNDTRACKS)


def mission_experience(score: int) -> int:
    """A successful mission: 2, plus 1 per 10 points (a score up to 9, negative too, pays 2)."""
    return 2 + max(score, 0) // 10


def campaign_experience(completed: int, points: int, planned: int = 3) -> int:
    """A successful campaign of `completed` missions out of `planned`: 2 / 6 / 12 for one to
    three, or, declared longer, 2 for the first, 4 per intermediate and 6 for the final
    mission; plus 1 per 10 campaign points. A campaign of up to three is the ordinary one,
    whose crew may stop after any mission."""
    planned = max(planned, 3)
    if not 1 <= completed <= planned:
        raise ValueError(f"{completed} missions completed of {planned} planned")
    if completed == 1:
        base = 2
    elif completed == planned:
        base = 2 + 4 * (completed - 2) + 6
    else:
        base = 2 + 4 * (completed - 1)
    return base + max(points, 0) // 10


@dataclass(frozen=True, slots=True)
class Boxes:
    """The experience table as filled: the circled `level`, `cursor` boxes of that level's
    row passed (ticked, or dotted and skipped), and experience noted in the margin past
    level 30."""

    level: int = 0
    cursor: int = 0
    margin: int = 0

    def add(self, experience: int, stubborn: bool) -> Boxes:
        """Tick `experience` boxes. A stubborn explorer skips a row's dotted boxes when the
        first box after them is ticked; a row with nothing ticked yet keeps them open, so
        signing consent before then means ticking them after all (ruling EX2)."""
        level, cursor, margin = self.level, self.cursor, self.margin
        left = experience
        while left > 0:
            if level >= MAX_LEVEL:
                margin += left
                break
            if stubborn and cursor < dotted_boxes(level):
                cursor = dotted_boxes(level)
            room = row_boxes(level) - cursor
            if left < room:
                cursor += left
                break
            left -= room
            level, cursor = level + 1, 0
        return Boxes(level, cursor, margin)


@dataclass(frozen=True, slots=True)
class Specialization:
    name: str
    boxes: int          # 1, 2 or 3: the level the explorer knows it at


@dataclass(frozen=True, slots=True)
class Sheet:
    """What the paper sheet says of one explorer, apart from the lists (missions,
    achievements) the logbook keeps beside it."""

    name: str
    consent: bool = True
    experience: int = 0                     # all ever earned, margin included
    boxes: Boxes = Boxes()
    specializations: tuple[Specialization, ...] = ()
    clones: int = 0
    dead: bool = False

    @property
    def stubborn(self) -> bool:
        return not self.consent

    @property
    def level(self) -> int:
        """The circled level: the one gates read (ruling EX3)."""
        return self.boxes.level

    @property
    def boxes_owed(self) -> int:
        """Levels reached whose specialization box is not ticked yet (N16: one per level)."""
        return self.level - sum(s.boxes for s in self.specializations)

    def known(self, name: str) -> int:
        return next((s.boxes for s in self.specializations if s.name == name), 0)

    def earn(self, experience: int) -> Sheet:
        if self.dead:
            raise ValueError(f"{self.name} is dead")
        return replace(self, experience=self.experience + experience,
                       boxes=self.boxes.add(experience, self.stubborn))

    def sign_consent(self) -> Sheet:
        """A stubborn explorer signs (only between missions; it cannot be undone)."""
        return replace(self, consent=True)

    def box_choices(self) -> tuple[tuple[str, int], ...]:
        """The boxes the next owed level may tick: (specialization, box 1–3). None when no
        box is owed. Level 2's box must be a second specialization (box 2 needs level 3)."""
        if self.boxes_owed <= 0:
            return ()
        reached = self.level - self.boxes_owed + 1       # the level whose box this is
        out = []
        for name in SPECIALIZATIONS:
            box = self.known(name) + 1
            if box <= len(BOX_GATES) and BOX_GATES[box - 1] <= reached:
                out.append((name, box))
        return tuple(out)

    def tick_box(self, name: str) -> Sheet:
        """Tick the next box of `name` for an owed level; ValueError if it may not be."""
        box = self.known(name) + 1
        if (name, box) not in self.box_choices():
            raise ValueError(f"{self.name} may not tick box {box} of {name} now")
        kept = tuple(s for s in self.specializations if s.name != name)
        return replace(self, specializations=kept + (Specialization(name, box),))

    def fail(self) -> Sheet:
        """A failed mission or campaign: a consenting explorer is cloned (no experience, one
        more clone on the tally); a stubborn one dies."""
        if self.consent:
            return replace(self, clones=self.clones + 1)
        return replace(self, dead=True)
