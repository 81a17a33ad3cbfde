"""After a mission or a campaign: what each explorer on the crew is awarded, as the
sheet's list of successful missions writes it ("mission + achievements"), and the sheet
it leaves. The logbook stores exactly this, in the transaction that logs the mission.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date as Date

from spacealert_tui.rules.achievements import ADDICTION, Achievement, Career, addiction_achievements, choose
from spacealert_tui.rules.explorers import Sheet


@dataclass(frozen=True, slots=True)
class Award:
    """One explorer's award. `success` False: a failed mission (cloned or dead, nothing earned)."""

    before: Sheet
    after: Sheet
    success: bool
    experience: int = 0                        # for surviving: the mission's or campaign's
    achievements: tuple[Achievement, ...] = ()

    @property
    def achievement_xp(self) -> int:
        return sum(a.xp for a in self.achievements)

    @property
    def total(self) -> int:
        return self.experience + self.achievement_xp

    @property
    def written(self) -> str:
        """The sheet's experience column: "4 + 3"."""
        return f"{self.experience} + {self.achievement_xp}"

    @property
    def levels_gained(self) -> int:
        return self.after.level - self.before.level


@dataclass(frozen=True, slots=True)
class History:
    """What the sheet's lists already hold, for the gates and the Addiction category."""

    ticked: frozenset[str] = frozenset()
    successes: int = 0
    campaigns_completed: int = 0
    first_success: Date | None = None


def award_success(sheet: Sheet, history: History, experience: int, met: Iterable[str], *,
                  day: Date, campaign_completed: bool = False, prefer: Iterable[str] = ()) -> Award:
    """A success: the experience for surviving, the achievements `met` (automatic and the
    crew's judged ones) chosen one per category at the level the explorer flew with,
    then the Addiction ones the new totals meet, at the level reached (ruling EX3)."""
    chosen = choose(met, sheet.level, history.ticked, prefer)
    chosen = tuple(a for a in chosen if a.category != ADDICTION)
    after = sheet.earn(experience + sum(a.xp for a in chosen))
    ticked = history.ticked | {a.id for a in chosen}
    career = Career(successes=history.successes + 1,
                    campaigns_completed=history.campaigns_completed + int(campaign_completed),
                    clones=sheet.clones, first_success=history.first_success or day, today=day,
                    ticked=frozenset(ticked))
    addicted = choose(addiction_achievements(career), after.level, ticked)
    if addicted:
        after = after.earn(sum(a.xp for a in addicted))
    return Award(sheet, after, True, experience, chosen + addicted)


def award_failure(sheet: Sheet, history: History, *, day: Date) -> Award:
    """A failure: a clone (its tally may earn *Is it still me?*, the one failure-related
    achievement) or, for a stubborn explorer, death."""
    after = sheet.fail()
    achievements: tuple[Achievement, ...] = ()
    if not after.dead:
        career = Career(history.successes, history.campaigns_completed, after.clones,
                        history.first_success, day, history.ticked)
        achievements = choose(addiction_achievements(career), after.level, history.ticked)
        achievements = tuple(a for a in achievements if a.id == "is_it_still_me")
        if achievements:
            after = after.earn(sum(a.xp for a in achievements))
    return Award(sheet, after, False, 0, achievements)
