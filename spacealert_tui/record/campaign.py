"""A campaign's state (rulebook ch. 6), saved as it goes: `data_dir()/campaigns/<id>.json`.

The file is written atomically after every step: the crew, each mission's record as
played, the repairs (with the storage a lone squad starts in, when the crew chose it), the
difficulties and soundtrack chosen for the next mission, the logbook ids; so a crash loses
nothing, the campaign being rebuilt by resolving its records again (`rules.campaign`). A
hand-edited file is refused field by field with one line naming the file and the field.
The logbook gets a campaign row when the first mission is logged, each mission linked to
it (campaign_id, campaign_seq), and the campaign's penalties, visual confirmation and
total when it ends (none if it failed).

No widgets here: the screens are `tui/screens/campaign*.py`, the order they come in
`tui/flows/campaign.py`.
"""
from __future__ import annotations

import json
import logging
import random
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import _, current_language
from spacealert_tui.record.crew import explorer_may_fly
from spacealert_tui.record.draft import SEED_LIMIT, CrewSeat, MissionDraft, data_dir
from spacealert_tui.record.practice import campaign_title
from spacealert_tui.record.setup_form import SetupRules
from spacealert_tui.rules.achievements import solo_captain

logger = logging.getLogger(__name__)

if TYPE_CHECKING:
    from spacealert_tui.rules import GameRecord
    from spacealert_tui.rules.achievements import Achievement
    from spacealert_tui.rules.campaign import Campaign
    from spacealert_tui.rules.result import Result

CAMPAIGN_FORMAT = "spacealert-campaign/1"


def campaigns_dir() -> Path:
    return data_dir() / "campaigns"


#: A first mission draws among the CD's first missions (docs/rulings.md, *A campaign's first
#: soundtrack*): the rulebook says "at random", but Mission 8 is no way to start a campaign.
FIRST_MISSIONS = ("base/mission-1", "base/mission-2", "base/mission-3", "base/mission-4")
#: How long a campaign may be declared (The New Frontier, *Los puntos de experiencia en las
#: campañas*: "more than 3 missions", declared before it starts; ruling EX15).
CAMPAIGN_LENGTHS = (3, 4, 5, 6)


def random_soundtrack(rng: random.Random | None = None, number: int = 1) -> str:
    """A random soundtrack for mission `number` of the campaign (rulebook §6.1): one of
    the official missions; for the first, one of the first four."""
    rng = rng or random.Random()
    try:
        from spacealert_tui.mission import list_missions
        ids = [m.id for m in list_missions()]
    except Exception:      # the catalogue must never stop a campaign
        logger.warning("the soundtrack catalogue could not be read", exc_info=True)
        ids = []
    pool = [i for i in ids if i.startswith("base/mission-")] or ids or ["base/mission-1"]
    if number == 1:
        pool = [i for i in pool if i in FIRST_MISSIONS] or pool
    return rng.choice(pool)


# -- the campaign's state, saved as it goes -------------------------------------------------

@dataclass
class PlayedMission:
    """A mission of the campaign as played: its record (YAML, starting from the carried
    ship), the logbook line it got, and the repairs made after it."""

    draft_id: str
    record_yaml: str
    mission_id: int | None = None
    repairs: list[list[str]] | None = None      # [[name, "red:shield"], ...]; None: not yet
    squad_storage: str | None = None            # the last squad's storage, if the crew chose (rulebook §6.2)
    levels: list[list] | None = None            # after it, each seat's [specialization, level] (M10);
                                                # None: the levelling step not done (or not played)


#: The JSON types of a campaign file's fields, and of each mission played in it (`created`
#: is checked by `unfinished_campaigns`, which says it in its own words).
_CAMPAIGN_TYPES: dict[str, tuple[type, ...]] = {
    "id": (str,), "crew": (list,), "max_missions": (int,), "missions": (list,),
    "stopped": (bool,), "current_draft": (str, type(None)), "common_level": (str,), "serious_level": (str,),
    "card_sets": (list,), "soundtrack": (str,), "logbook_id": (int, type(None)), "logged_end": (bool,),
    "problems": (list,), "specializations": (str,), "judged": (dict, type(None))}
_PLAYED_TYPES: dict[str, tuple[type, ...]] = {
    "draft_id": (str,), "record_yaml": (str,), "mission_id": (int, type(None)), "repairs": (list, type(None)),
    "squad_storage": (str, type(None)), "levels": (list, type(None))}


@dataclass
class CampaignState:
    id: str = ""
    created: float = 0.0
    crew: list[dict] = field(default_factory=list)      # CrewSeat fields; fixed after mission 1
    max_missions: int = 3
    missions: list[PlayedMission] = field(default_factory=list)
    stopped: bool = False
    current_draft: str | None = None                    # the mission being played
    common_level: str = "white"                         # for the next mission
    serious_level: str = "white"
    card_sets: list[str] = field(default_factory=lambda: ["base"])   # the boxes the decks hold
    soundtrack: str = ""                                # picked at random for the next mission
    logbook_id: int | None = None
    logged_end: bool = False                            # the logbook's campaign row is closed
    problems: list[str] = field(default_factory=list)   # what could not be written, to show
    specializations: str = ""                           # how mission 1's crew got them ("", chosen, dealt)
    judged: dict | None = None                          # the crew's judged achievements (its missions'
                                                        # and Honeymoon), explorer → ids; None: not asked yet
    consent: dict | None = None                         # explorer → cloning consent when the campaign set
                                                        # out (p.25, p.29; ruling EX20); None: not taken yet

    @classmethod
    def new(cls) -> CampaignState:
        now = time.time()
        return cls(id="c" + time.strftime("%Y%m%d-%H%M%S", time.localtime(now)) + f"-{random.randrange(1000):03d}",
                   created=now, soundtrack=random_soundtrack(number=1))

    @property
    def path(self) -> Path:
        return campaigns_dir() / f"{self.id}.json"

    def save(self) -> None:
        from spacealert_tui.record.files import write_atomic
        doc = {"format": CAMPAIGN_FORMAT, **asdict(self)}
        write_atomic(self.path, json.dumps(doc, ensure_ascii=False, indent=1))

    @classmethod
    def from_json(cls, doc: dict) -> CampaignState:
        from spacealert_tui.record.draft import check_fields, check_seats

        if not isinstance(doc, dict) or doc.get("format") != CAMPAIGN_FORMAT:
            raise ValueError(f"not a campaign ({doc.get('format') if isinstance(doc, dict) else doc!r:.40})")
        # a hand-edited file is refused here, field by field, not by the screen later (issue 26)
        check_fields([doc], _CAMPAIGN_TYPES, "campaign")
        check_seats(doc.get("crew", []))
        check_fields(doc.get("missions", []), _PLAYED_TYPES, "missions")
        doc = {k: v for k, v in doc.items() if k != "format"}
        doc["missions"] = [PlayedMission(**m) for m in doc.get("missions", [])]
        return cls(**doc)

    @classmethod
    def load(cls, path: Path) -> CampaignState:
        from spacealert_tui.fileio import read_user_text     # a FIFO never freezes the Campaign screen
        return cls.from_json(json.loads(read_user_text(path, what="file")))

    def forget_untouched_draft(self) -> None:
        """A mission whose set-up was left before anything was typed was never saved: it
        is not under way (the next mission starts afresh)."""
        if self.current_draft and not self.draft_path().exists():
            self.current_draft = None
            self.save()

    def draft_path(self) -> Path:
        return data_dir() / "drafts" / f"{self.current_draft}.json"

    def current(self) -> MissionDraft | None:
        """The mission under way as saved; None when there is none or its file cannot be
        read (logged: the next mission then starts afresh)."""
        from spacealert_tui.record.draft import load_draft

        if not self.current_draft:
            return None
        try:
            return load_draft(self.draft_path())
        except Exception:
            logger.warning("the campaign's mission %s could not be read", self.draft_path(), exc_info=True)
            return None

    def take_logged(self, draft: MissionDraft) -> None:
        """The mission was logged but the app stopped before the campaign took it in: it is
        read back from the logbook. When it cannot be, the mission is forgotten (it is no
        more under way) and the reason raised."""
        from spacealert_tui.record.logbook import Logbook
        from spacealert_tui.rules import resolve

        try:
            with Logbook.open() as book:
                logged = book.mission_for_draft(draft.id)
                if logged is None:
                    raise LookupError(f"mission {draft.id} is not in the logbook")
                record = logged.record()
            self.add_mission(record, resolve(record).result, draft)
        except Exception:
            self.current_draft = None
            self.save()
            raise

    def setup_rules(self, draft: MissionDraft) -> SetupRules:
        """The set-up of the campaign's next mission. The first one takes any crew but
        no explorer below level 2 (ruling EX14); from the second the crew is the
        campaign's (names, seats, roles) and so are the specializations it got (p.15):
        the draft takes them here, the rest (decks, trajectories, language) is chosen
        as for any mission."""
        if not self.crew:
            return SetupRules(crew_check=rookies_line)
        draft.crew = self.crew_seats()
        if self.specializations:
            draft.specializations = self.specializations
        return SetupRules(crew_fixed=True, specializations_fixed=bool(self.specializations),
                          note=_("Campaign: the crew stays the same for every mission (captain first, "
                                 "then clockwise)."))

    def crew_seats(self) -> list[CrewSeat]:
        # each mission's action round starts with the teleport tokens in the Teleporter's hand
        return [CrewSeat(**{**c, "teleport": {}}) for c in self.crew]

    # -- the rules' campaign ------------------------------------------------------------------
    def campaign(self) -> Campaign:
        """The rules' campaign, rebuilt from the records (cached until a mission is added)."""
        cached = getattr(self, "_campaign", None)
        if cached is not None and len(cached.missions) == len(self.missions):
            return cached
        from spacealert_tui.record.files import load_record_text
        from spacealert_tui.rules.campaign import Campaign

        campaign = Campaign(max_missions=self.max_missions)
        for played in self.missions:
            campaign = campaign.play(load_record_text(played.record_yaml, f"{self.id}.json"))
            if played.repairs is not None:
                campaign = campaign.repair([(name, repair) for name, repair in played.repairs],
                                           played.squad_storage)
        if self.stopped and campaign.status in ("repairs", "over"):
            campaign = campaign.stop()
        object.__setattr__(self, "_campaign", campaign)
        return campaign

    def _set(self, campaign: Campaign | None) -> None:
        object.__setattr__(self, "_campaign", campaign)

    def declare_length(self, missions: int) -> None:
        """Declare how many missions the campaign has, before its first (N22)."""
        if self.missions or self.current_draft:
            raise ValueError("a campaign's length is declared before its first mission")
        if missions not in CAMPAIGN_LENGTHS:
            raise ValueError(f"a campaign of {missions} missions (from 3 to {CAMPAIGN_LENGTHS[-1]})")
        self.max_missions = missions
        self._set(None)
        self.save()

    @property
    def status(self) -> str:
        return self.campaign().status

    @property
    def finished(self) -> bool:
        return self.status in ("over", "failed")

    @property
    def next_number(self) -> int:
        return len(self.missions) + 1

    # -- steps ------------------------------------------------------------------------------------
    def new_draft(self) -> MissionDraft:
        """The next mission's draft: the campaign's crew, difficulties and soundtrack."""
        n = self.next_number
        draft = MissionDraft.new(deck_seed=random.randrange(1, SEED_LIMIT),
                                 damage_seed=random.randrange(1, SEED_LIMIT),
                                 crew=self.crew_seats(), common_level=self.common_level,
                                 serious_level=self.serious_level, card_sets=list(self.card_sets),
                                 soundtrack=self.soundtrack,
                                 title=campaign_title(n), campaign_id=self.id,
                                 specializations=self.specializations,
                                 language=current_language())   # the ship's computer speaks the app's
        taken = {m.draft_id for m in self.missions}
        while draft.id in taken:           # two missions started within a second
            draft.id += "b"
        self.current_draft = draft.id
        return draft

    def add_mission(self, record: GameRecord, result: Result, draft: MissionDraft) -> None:
        """A mission played (its score written): into the campaign, the logbook, the file."""
        from spacealert_tui.record.files import dump_record

        if any(m.draft_id == draft.id for m in self.missions):
            return                                   # told twice: once is enough
        campaign = self.campaign().play(record, result)
        if not self.crew:
            self.crew = [asdict(seat) for seat in draft.crew]
            self.specializations = draft.specializations
        if self.consent is None:           # a campaign begun before consent was taken at its start
            self.take_consent(draft.crew)
        self.missions.append(PlayedMission(draft.id, dump_record(record)))
        self._set(campaign)
        self.current_draft = None
        self.soundtrack = random_soundtrack(number=self.next_number)
        self.log()
        self.save()

    def take_consent(self, crew: list[CrewSeat]) -> None:
        """Note each flying explorer's cloning consent as the campaign sets out: "the brain
        scan is not made while the campaign lasts … to be safe, sign before the first
        mission" (p.29). A signature during the campaign counts only after it (ruling EX20).
        The logbook unreadable: nothing noted, and the sheets decide as before."""
        from spacealert_tui.record.crew import seat_explorers
        from spacealert_tui.record.logbook import Logbook, LogbookError

        try:
            with Logbook.open() as book:
                found = [book.explorer(name) for name in seat_explorers(crew).values()]
        except LogbookError:
            logger.warning("the explorers' consent could not be read", exc_info=True)
            return
        self.consent = {e.name: e.sheet.consent for e in found if e is not None}

    def repair(self, plan: list[tuple[str, str | None]], squad_storage: str | None = None) -> None:
        """Carry out the repair step; `squad_storage`: where the only squad left starts
        (§6.2, only when one is left; None: the storage it came from)."""
        campaign = self.campaign().repair(plan, squad_storage)
        self.missions[-1].repairs = [[name, str(r)] for name, r in campaign.missions[-1].repairs or ()]
        self.missions[-1].squad_storage = squad_storage
        self._set(campaign)
        self.save()

    # -- specializations between missions (The New Frontier p.15, M10) ----------------------
    def levelling_seats(self) -> list[int]:
        """The seats that level up or swap their specialization after a success: every
        seat, androids too (the crew decides for them), but an explorer's, whose sheet
        says what they know (ruling NS16)."""
        return [i for i, c in enumerate(self.crew) if not c.get("explorer")]

    @property
    def levels_due(self) -> bool:
        """A successful mission's levelling step is still to be done before the next one."""
        return (bool(self.specializations) and bool(self.missions) and self.status == "ready"
                and self.missions[-1].levels is None and bool(self.levelling_seats()))

    def level_up(self, chosen: list[tuple[str, int]]) -> None:
        """The levelling step done: `chosen` is each levelling seat's (specialization,
        level), in `levelling_seats` order; the crew carries them into the next mission."""
        from spacealert_tui.record.specializations import campaign_choices, levelling_problem

        seats = self.levelling_seats()
        if len(chosen) != len(seats):
            raise ValueError(f"{len(chosen)} choices for {len(seats)} crew members")
        held = [str(c.get("specialization") or "") for c in self.crew]
        after = list(held)
        for i, (name, level) in zip(seats, chosen):
            crew = self.crew[i]
            taken = [h for j, h in enumerate(held) if j != i]
            allowed = campaign_choices(held[i], int(crew.get("specialization_level") or 1), taken)
            if (name, level) not in allowed:
                raise ValueError(f"{crew['name']}: {name or 'none'} at level {level} is not a choice now")
            after[i] = name
        clash = levelling_problem(after)
        if clash is not None:
            raise ValueError(f"{self.crew[clash[0]]['name']} and {self.crew[clash[1]]['name']} "
                             f"both hold {after[clash[1]]}")
        for i, (name, level) in zip(seats, chosen):
            self.crew[i]["specialization"] = name
            self.crew[i]["specialization_level"] = max(level, 1)
        self.missions[-1].levels = [[c.get("specialization") or "", c.get("specialization_level") or 1]
                                    for c in self.crew]
        self.save()

    # -- the crew's judged achievements: its missions' and Honeymoon (EX16, EX19) ---------------
    def flying_explorers(self) -> list[str]:
        captain = solo_captain([bool(c.get("android")) for c in self.crew], [c.get("roles") or () for c in self.crew])
        return [str(c["explorer"]) for i, c in enumerate(self.crew)
                if c.get("explorer") and (not c.get("android") or i == captain)]

    @property
    def judgement_due(self) -> bool:
        """The crew's judged achievements are asked before a successful campaign is closed
        (completed or stopped), explorers flying it: its missions' (ruling EX19) and, when
        every declared mission was flown by two humans, Honeymoon (EX16)."""
        return (self.status == "over" and self.judged is None and not self.logged_end
                and bool(self.flying_explorers()))

    def judged_items(self) -> tuple[Achievement, ...]:
        """The judged achievements the campaign's checklist offers: those of a mission ("in
        one of its missions", p.29, the categories a mission's own checklist offers; the
        solo ones for a lone captain, EX9), then Honeymoon for two humans completing every
        declared mission (EX16)."""
        from spacealert_tui.rules.achievements import BY_ID, JUDGED_CATEGORIES, judged

        humans = sum(1 for c in self.crew if not c.get("android"))
        completed = self.status == "over" and not self.stopped and len(self.missions) == self.max_missions
        mission = tuple(a for a in judged(solo=humans <= 1) if a.category in JUDGED_CATEGORIES)
        return mission + ((BY_ID["honeymoon"],) if completed and humans == 2 else ())

    def judge(self, judged: dict[str, list[str]] | None) -> None:
        """The crew's answer (explorer → ids; None or {}: none); then the campaign closes."""
        self.judged = {name: list(ids) for name, ids in (judged or {}).items() if ids}
        self.log()
        self.save()

    def stop(self) -> None:
        campaign = self.campaign().stop()
        self.stopped = True
        self._set(campaign)
        self.log()
        self.save()

    # -- the logbook ------------------------------------------------------------------------------
    def log(self) -> None:
        """Link the logged missions to the campaign's row; close it when the campaign ends.
        A failure is kept in `problems` (and tried again at the next step), never raised."""
        from spacealert_tui.record.logbook import Logbook

        self.problems = []
        try:
            with Logbook.open() as book:
                for seq, played in enumerate(self.missions, 1):
                    if played.mission_id is None:
                        logged = book.mission_for_draft(played.draft_id)
                        if logged is None:
                            self.problems.append(_("mission {n} is not in the logbook").format(n=seq))
                            continue
                        if self.logbook_id is None:
                            people = [c["name"] for c in self.crew if not c.get("android")] or \
                                     [c["name"] for c in self.crew]
                            self.logbook_id = book.start_campaign(
                                people, started=time.strftime("%Y-%m-%d", time.localtime(self.created)))
                        book.link_campaign_mission(self.logbook_id, logged.id, seq)
                        played.mission_id = logged.id
                if (self.finished and self.logbook_id is not None and not self.logged_end
                        and not self.judgement_due):
                    score = self.campaign().score
                    # the explorers flying it are awarded when it closes (experience or cloning)
                    flying = self.flying_explorers()
                    known = [book.explorer(name) for name in flying]
                    flying = [e.name for e in known if e is not None and not e.sheet.dead]
                    if score is None:
                        book.finish_campaign(self.logbook_id, explorers=flying, planned=self.max_missions,
                                             consent=self.consent)
                    else:
                        book.finish_campaign(self.logbook_id, penalties=score.penalties,
                                             visual=score.visual, total=score.total, explorers=flying,
                                             planned=self.max_missions, judged=self.judged or None,
                                             consent=self.consent)
                    self.logged_end = True
        except Exception as exc:       # the table keeps its campaign whatever the logbook does
            logger.warning("the campaign could not be written to the logbook", exc_info=True)
            self.problems.append(_("Logbook: {error}").format(error=exc))


def unfinished_campaigns(problems: list[str] | None = None) -> list[CampaignState]:
    """Campaigns still going on (a mission to play or repairs to make), newest first. A
    damaged file (or a FIFO, a folder) is skipped, logged, and its one-line reason added
    to `problems`."""
    folder = campaigns_dir()
    if not folder.is_dir():
        return []
    found = []
    for path in folder.glob("*.json"):
        try:
            state = CampaignState.load(path)
            if not isinstance(state.created, (int, float)) or isinstance(state.created, bool):
                # a hand-edited file: its `created` cannot be sorted with the others
                logger.warning("%s: field created: %r is not a time: campaign skipped",
                               path, state.created)
                if problems is not None:
                    problems.append(str(UserError(repr(state.created)[:40], file=str(path), field="created")))
                continue
            if not state.finished or state.judgement_due:    # the judged achievements still to be asked
                found.append(state)
        except Exception as exc:          # unreadable or unresolvable: skipped
            logger.warning("a campaign file was skipped", exc_info=True)
            if problems is not None:
                problems.append(str(exc) if isinstance(exc, UserError) else f"{path}: {exc}")
            continue
    return sorted(found, key=lambda s: s.created, reverse=True)


def flown_stubborn(explorer: str) -> bool:
    """Whether `explorer` flies a campaign under way that set out with them stubborn: a
    signature now counts only after it (ruling EX20)."""
    for state in unfinished_campaigns():
        noted = {str(k).casefold(): v for k, v in (state.consent or {}).items()}
        if noted.get(explorer.casefold()) is False and not state.logged_end:
            return True
    return False


def consent_note(explorer: str) -> str:
    """What signing now means for an explorer flying a campaign (EX20)."""
    return _("{name} flies a campaign under way, which keeps the consent it set out with: if it fails, "
             "{name} dies; the signature counts after it.").format(name=explorer)


def load_campaign(campaign_id: str) -> CampaignState | None:
    try:
        return CampaignState.load(campaigns_dir() / f"{campaign_id}.json")
    except Exception:
        logger.warning("campaign %s could not be read", campaign_id, exc_info=True)
        return None




def explorer_levels(names: list[str]) -> dict[str, int]:
    """The level on each named explorer's sheet (none when the logbook cannot be read)."""
    from spacealert_tui.record.logbook import Logbook, LogbookError

    try:
        with Logbook.open() as book:
            found = [book.explorer(n) for n in names]
    except LogbookError:
        return {}
    return {e.name: e.sheet.level for e in found if e is not None}


def rookies_line(crew: list[CrewSeat]) -> str:
    """One line when explorers below level 2 would start a campaign ("" when none): the
    expansion's note on campaigns (ruling EX14). Guests and androids have no level."""
    from spacealert_tui.record.explorers import CAMPAIGN_MIN_LEVEL, campaign_rookies
    from spacealert_tui.record.logbook import Logbook, LogbookError

    names = [s.explorer for s in crew if s.explorer and explorer_may_fly(crew, s)]
    if not names:
        return ""
    try:
        with Logbook.open() as book:
            found = [e for e in (book.explorer(n) for n in names) if e is not None]
    except LogbookError:
        return ""                      # the logbook's own trouble is told where it is written
    green = campaign_rookies(found)
    if not green:
        return ""
    who = ", ".join(_("{name} (level {level})").format(name=e.name, level=e.sheet.level) for e in green)
    return _("Campaigns are for explorers of level {min} or more: {who}").format(min=CAMPAIGN_MIN_LEVEL, who=who)
