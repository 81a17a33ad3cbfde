"""A campaign at the table (rulebook ch. 6): up to three missions in a row, the ship
carried over, small repairs between missions, one score at the end.

    home "Campaign" → CampaignScreen (difficulties, a random soundtrack) → a table
    mission (`TableFlow` with this campaign's hooks) → CampaignScreen → RepairScreen
    → the next mission … → the campaign score

The rules are `spacealert_tui.rules.campaign`; this module keeps a campaign's state in
`data_dir()/campaigns/<id>.json` (written atomically after every step: the crew, each
mission's record as played, the repairs (with the storage a lone squad starts in, when
the crew chose it), the difficulties and soundtrack chosen for the next mission, the
logbook ids), so a crash loses nothing: the campaign is rebuilt by resolving its
records again. The logbook gets a campaign row when the first mission is logged, each
mission linked to it (campaign_id, campaign_seq), and the campaign's penalties, visual
confirmation and total when it ends (none if it failed).

`CampaignState` and `CampaignHooks` need no widgets; `CampaignScreen` is the campaign's
own screen, `RepairScreen` the repair step, `CampaignSetupScreen` the set-up with the
campaign's crew fixed.
"""
from __future__ import annotations

import json
import logging
import random
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, Static

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import N_, _, current_language, ngettext
from spacealert_tui.record.draft import OPEN_ELSEWHERE, SEED_LIMIT, CrewSeat, MissionDraft, data_dir
from spacealert_tui.record.practice import campaign_title, title_words
from spacealert_tui.record.crew import explorer_may_fly
from spacealert_tui.rules.achievements import solo_captain
from spacealert_tui.rules.text import tr
from spacealert_tui.rules.words import tile_words
from spacealert_tui.tui.screens.setup import LEVELS, SetupScreen, level_options, owned_sets
from spacealert_tui.tui.widgets.choice import Choice
from spacealert_tui.tui.widgets.footer import Footer

logger = logging.getLogger(__name__)

if TYPE_CHECKING:
    from spacealert_tui.rules import GameRecord
    from spacealert_tui.rules.campaign import Aftermath, Campaign
    from spacealert_tui.rules.result import Result

CAMPAIGN_FORMAT = "spacealert-campaign/1"
LEVEL_NAMES = dict(LEVELS)
#: The set-up's difficulty names, marked here too: the campaign's choices show them.
LEVEL_TEXTS = (N_("white (easy)"), N_("yellow (hard)"), N_("mixed"), N_("red (expert)"), N_("red + yellow"),
               N_("all three"))


def campaigns_dir() -> Path:
    return data_dir() / "campaigns"


#: A first mission draws among the CD's first missions (docs/rulings.md, *A campaign's first
#: soundtrack*): the rulebook says "at random", but Mission 8 is no way to start a campaign.
FIRST_MISSIONS = ("base/mission-1", "base/mission-2", "base/mission-3", "base/mission-4")
MISSIONS_PER_CAMPAIGN = 3
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
        self.missions[-1].repairs = [[name, str(r)] for name, r in campaign.missions[-1].repairs]
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

    def judged_items(self) -> tuple:
        """The judged achievements the campaign's checklist offers: those of a mission ("in
        one of its missions", p.29; the solo ones for a lone captain, EX9), then Honeymoon
        for two humans completing every declared mission (EX16)."""
        from spacealert_tui.rules.achievements import BY_ID
        from spacealert_tui.tui.screens.after_mission import mission_judged

        humans = sum(1 for c in self.crew if not c.get("android"))
        completed = self.status == "over" and not self.stopped and len(self.missions) == self.max_missions
        return mission_judged(solo=humans <= 1) + ((BY_ID["honeymoon"],) if completed and humans == 2 else ())

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


# -- the hooks a table mission calls ---------------------------------------------------------------

class CampaignHooks:
    """What `TableFlow` asks of the campaign its mission belongs to."""

    def __init__(self, app: Any, state: CampaignState) -> None:
        self.app, self.state = app, state

    def setup_screen(self, draft: MissionDraft) -> Screen:
        screen = CampaignSetupScreen(draft, self.state) if self.state.crew else FirstCampaignSetupScreen(draft)
        screen.sub_title = _("Campaign · mission {n} of {total} · crew and mission").format(
            n=self.state.next_number, total=self.state.max_missions)
        return screen

    def set_out(self, draft: MissionDraft) -> None:
        """The set-up is done and the mission sets out: the first one takes the crew's
        cloning consent for the whole campaign (ruling EX20)."""
        if not self.state.missions:
            self.state.take_consent(draft.crew)
            self.state.save()

    def prepare(self, record: GameRecord) -> GameRecord:
        """The record starting from the carried ship (tiles and squads)."""
        return self.state.campaign().next_record(record)

    def mission_done(self, record: GameRecord, result: Result, draft: MissionDraft) -> None:
        try:
            self.state.add_mission(record, result, draft)
        except Exception as exc:
            from spacealert_tui.tui.failures import show_failure

            show_failure(self.app, _("The campaign could not take this mission"), exc)
            return
        hub = next((s for s in self.app.screen_stack if isinstance(s, CampaignScreen)), None)
        if hub is None:
            self.app.push_screen(CampaignScreen(self.state, after_mission=True))
        else:
            hub.state = self.state
            hub.after_mission = True
            if hub.is_current:
                hub.call_later(hub.mission_finished)


def campaign_hooks(app: Any, draft: MissionDraft) -> CampaignHooks | None:
    """The hooks of the campaign a draft belongs to (None if its file is gone)."""
    state = load_campaign(draft.campaign_id) if draft.campaign_id else None
    return CampaignHooks(app, state) if state is not None else None


# -- texts ---------------------------------------------------------------------------------------------

def refused(screen: Screen[Any], problems: list[str], title: str) -> bool:
    """Say why a between-missions choice is refused (as a notification); whether it is."""
    if problems:
        screen.notify(_("Refused: {reasons}").format(reasons="; ".join(problems)), title=title,
                      severity="error", markup=False, timeout=8)
    return bool(problems)


def zone_words(zone: object) -> str:
    """A zone as the crew reads it ("roja", "vermelha")."""
    return tr(str(zone), "zone")


def tile_word(label: str) -> str:
    """A damage tile as the rulebook names it ("lower cannon", "cañón inferior")."""
    return tile_words(tr(label, "tile"))


def tile_names(tiles: object) -> str:
    """Damage tiles as the rulebook names them, in the crew's language."""
    return ", ".join(tile_word(t.label) for t in tiles)     # type: ignore[attr-defined]


def storages(stations: object) -> str:
    """Battle-bot storages named as stations ("inferior roja")."""
    return ", ".join(tr(s.label) for s in stations)        # type: ignore[attr-defined]


def ship_lines(state: CampaignState) -> list[str]:
    """The ship the next mission gets; between missions, the ship before the repairs."""
    from spacealert_tui.rules.layout import ZONES
    campaign = state.campaign()
    if campaign.status == "repairs":
        after = campaign.aftermath()
        tiles_of, off = after.tiles, after.disabled_squads
        note = _("{storages} disabled")
    else:
        tiles_of, off = campaign.ship.tiles, campaign.ship.squads_off
        note = _("{storages} left off the board")
    labels = [zone_words(z.label) for z in ZONES] + [_("squads")]
    width = max(len(label) for label in labels) + 1
    lines = []
    for zone, label in zip(ZONES, labels):
        tiles = tiles_of[zone]
        said = tile_names(tiles) if tiles else _("no damage")
        lines.append(f"{label:<{width}}{said}")
    lines.append(f"{labels[-1]:<{width + 1}}"
                 + (_("both on board") if not off else note.format(storages=storages(off))))
    return lines


def bracketed(lines: list[str], width: int) -> list[str]:
    """The logbook lines wrapped to `width`, the bracket carried down their continuations."""
    import textwrap
    out = []
    for i, line in enumerate(lines):
        mark = line[:1]
        going = mark in "┌│" and i < len(lines) - 1
        out += textwrap.wrap(line, max(width, 20), subsequent_indent="│    " if going else "     ",
                             break_on_hyphens=False) or [line]
    return out


def log_lines(campaign: Campaign) -> list[str]:
    """The campaign's logbook lines (the rules' `Campaign.logbook`) in the crew's language."""
    score = campaign.score
    out = []
    for entry, line in zip(campaign.missions, campaign.logbook()):
        name = title_words(entry.record.title) if entry.record.title else \
            _("Mission {n}").format(n=entry.number)
        parts = [f"{line.text[:1]} {entry.number}. {name}"]
        if entry.record.soundtrack:
            parts.append(entry.record.soundtrack)
        if not entry.won:
            lost_to = tr(line.lost_to) if line.lost_to and line.lost_to != "unknown" else _("unknown")
            parts.append(_("destroyed by {threat} - campaign failed, no score").format(threat=lost_to))
            out.append(" · ".join(parts))
            continue
        parts += [_("destroyed {points}").format(points=entry.destroyed),
                  _("survived {points}").format(points=entry.survived),
                  _("visual {points}").format(points=entry.visual)]
        if entry.bonus:
            parts.append(_("bonus {points}").format(points=entry.bonus))
        if line.total is not None and score is not None:
            parts += [_("penalties {points}").format(points=score.penalties),
                      _("visual {points}/{missions} = {average}").format(
                          points=score.visual_points, missions=score.missions, average=score.visual),
                      _("total {total}").format(total=score.total)]
        out.append(" · ".join(parts))
    return out


def score_lines(state: CampaignState) -> list[str]:
    score = state.campaign().score
    if score is None:
        return []
    rows = [(_("Threats destroyed"), score.destroyed, ""),
            (_("Threats survived"), score.survived, ""),
            *([(_("Bonus"), score.bonus, "")] if score.bonus else []),
            (_("Visual confirm."), score.visual,
             ngettext("({points} ÷ {n} mission, rounded down)", "({points} ÷ {n} missions, rounded down)",
                      score.missions).format(points=score.visual_points, n=score.missions)),
            (_("Penalties"), score.penalties,
             _("(damage {damage}, worst zone {worst}, knocked out {knocked}, squads {squads})").format(
                 damage=score.damage_penalty, worst=score.worst_zone_penalty,
                 knocked=score.knocked_out_penalty, squads=score.bots_penalty)),
            (_("TOTAL"), score.total, "")]
    width = max(17, *(len(label) for label, _n, _w in rows))
    return [f"{label:<{width}} {n:>4}" + (f"   {why}" if why else "") for label, n, why in rows]


def banner(state: CampaignState) -> str:
    campaign = state.campaign()
    status = campaign.status
    n = len(campaign.missions)
    if status == "failed":
        last = campaign.missions[-1]
        cause = last.fatal_threat or last.result.lost_cause
        who = tr(cause) if cause else _("a threat")
        return _("CAMPAIGN FAILED: the ship was destroyed by {threat} in mission {n}. No score.").format(
            threat=who, n=n)
    if status == "over":
        return ngettext("Campaign over after {n} mission: total {total}.",
                        "Campaign over after {n} missions: total {total}.", n).format(
            n=n, total=campaign.score.total)
    if status == "repairs":
        return _("Mission {n} of {total} complete: repair the ship, or stop and score.").format(
            n=n, total=state.max_missions)
    if state.current_draft:
        return _("Mission {n} of {total} is under way: enter continues it.").format(
            n=state.next_number, total=state.max_missions)
    return _("Mission {n} of {total}: choose the difficulties, then start.").format(
        n=state.next_number, total=state.max_missions)


# -- screens -------------------------------------------------------------------------------------------

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


class FirstCampaignSetupScreen(SetupScreen):
    """The set-up of a campaign's first mission: any crew, but no explorer below level 2."""

    def problems(self) -> tuple[list[str], list[str]]:
        crew, mission = super().problems()
        line = rookies_line(self.draft.crew)
        return (crew + [line] if line else crew), mission


class CampaignSetupScreen(SetupScreen):
    """The set-up of missions 2 and 3: the campaign's crew is fixed (names, seats, roles);
    the rest (decks, trajectories, language) is as for any mission."""

    LOCKED = ("#players", "#fifth", "#role-captain", "#role-communications", "#role-security")

    def __init__(self, draft: MissionDraft, state: CampaignState) -> None:
        draft.crew = state.crew_seats()
        super().__init__(draft)
        # the specializations come from the first mission and the levelling steps (p.15):
        # not chosen or dealt again
        self.carried_specializations = bool(state.specializations)
        if self.carried_specializations:
            draft.specializations = state.specializations
            self.specializations_done = True

    def after_mount(self) -> None:
        for selector in self.LOCKED:
            self.query_one(selector).disabled = True
        for i in range(len(self.draft.crew)):
            self.query_one(f"#name-{i}").disabled = True
            self.query_one(f"#explorer-{i}").disabled = True
        if self.carried_specializations:
            self.query_one("#specs").disabled = True
        self.query_one("#common").focus()

    def androids_note(self) -> str:
        return _("Campaign: the crew stays the same for every mission (captain first, then clockwise).")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "move":
            return False
        return super().check_action(action, parameters)


class CampaignScreen(Screen[None]):
    """The campaign between its missions: the logbook lines so far, the ship carried,
    the next mission's difficulties and soundtrack; at the end the campaign score."""

    SUB_TITLE = N_("Campaign")
    CSS_PATH = Path(__file__).with_name("campaign.tcss")
    BINDINGS = [
        Binding("f10,enter", "next", N_("Start mission"), key_display="enter"),
        Binding("r", "repairs", N_("Repairs")),
        Binding("l", "levels", N_("Specializations")),
        Binding("j", "judge", N_("Achievements")),
        Binding("x", "stop", N_("Stop and score")),
        Binding("escape", "back", N_("Back")),
    ]

    def __init__(self, state: CampaignState, *, clock: Any = None, after_mission: bool = False) -> None:
        super().__init__()
        self.state = state
        self.clock = clock
        self.after_mission = after_mission
        self._stop_armed = False

    def compose(self) -> ComposeResult:
        self.sub_title = _(self.SUB_TITLE)
        yield Header()
        yield Static("", id="campaign-banner", markup=False)
        with VerticalScroll(id="campaign-body"):
            with Vertical(id="campaign-log") as log:
                log.border_title = _("Logbook")
                yield Static("", id="campaign-lines", markup=False)
            with Horizontal(id="campaign-columns"):
                with Vertical(id="campaign-ship") as ship:
                    ship.border_title = _("The ship for the next mission")
                    yield Static("", id="campaign-ship-text", markup=False)
                with Vertical(id="campaign-next") as nxt:
                    nxt.border_title = _("Next mission")
                    if not self.state.missions:
                        self.state.card_sets = owned_sets(self.app)
                    levels = [(v, _(t)) for v, t in level_options(self.state.card_sets)]
                    width = self.label_width()
                    yield Choice(_("Common threats"), levels, self.state.common_level, id="campaign-common",
                                 label_width=width)
                    yield Choice(_("Serious threats"), levels, self.state.serious_level,
                                 id="campaign-serious", label_width=width)
                    yield Choice(_("Missions"), [(n, str(n)) for n in CAMPAIGN_LENGTHS], self.state.max_missions,
                                 id="campaign-length", label_width=width)
                    yield Static("", id="campaign-soundtrack", markup=False)
            with Vertical(id="campaign-score") as score:
                score.border_title = _("Campaign score")
                yield Static("", id="campaign-score-text", markup=False)
        yield Static("", id="campaign-help", markup=False)
        yield Footer()

    @staticmethod
    def label_width() -> int:
        """The next mission's labels, aligned: 15 columns in English, more if a language needs them."""
        return max(15, *(len(_(label)) for label in (N_("Common threats"), N_("Serious threats"),
                                                     N_("Soundtrack"), N_("Missions"))))

    def on_mount(self) -> None:
        self.show()
        if self.after_mission:
            self.call_later(self.mission_finished)

    def on_screen_resume(self) -> None:
        self.forget_untouched_draft()
        self.show()

    def forget_untouched_draft(self) -> None:
        """A mission whose set-up was left before anything was typed was never saved: it
        is not under way (the next `enter` starts it afresh)."""
        state = self.state
        if state.current_draft and not (data_dir() / "drafts" / f"{state.current_draft}.json").exists():
            state.current_draft = None
            state.save()

    def on_resize(self) -> None:
        self.call_after_refresh(self.show)

    def show(self) -> None:
        state = self.state
        campaign = state.campaign()
        status = campaign.status
        self.query_one("#campaign-banner", Static).update(banner(state))
        self.query_one("#campaign-banner").set_classes(f"-{status}")
        lines = log_lines(campaign)
        width = self.query_one("#campaign-lines").content_size.width or 76
        self.query_one("#campaign-lines", Static).update(
            "\n".join(bracketed(lines, width)) if lines else _("No mission played yet. The crew is chosen in "
                                                               "the first mission's set-up and stays for the "
                                                               "whole campaign."))
        self.query_one("#campaign-ship-text", Static).update("\n".join(ship_lines(state)))
        self.query_one("#campaign-ship").border_title = (
            _("The ship now, before the repairs") if status == "repairs" else _("The ship for the next mission"))
        ready = status == "ready"
        self.query_one("#campaign-columns").display = status in ("ready", "repairs")
        self.query_one("#campaign-next").display = ready
        for selector in ("#campaign-common", "#campaign-serious"):
            self.query_one(selector).disabled = not ready or bool(state.current_draft)
        # the length is declared before the first mission, then shown no more (the banner says it)
        self.query_one("#campaign-length").display = ready and not state.missions and not state.current_draft
        drawn = _("drawn among Missions 1-4") if state.next_number == 1 else _("drawn at random")
        width, soundtrack = self.label_width() + 1, _("Soundtrack")
        self.query_one("#campaign-soundtrack", Static).update(
            f"{soundtrack:<{width}}{state.soundtrack}\n{'':<{width}}{drawn}")
        score = score_lines(state)
        self.query_one("#campaign-score").display = bool(score)
        self.query_one("#campaign-score-text", Static).update("\n".join(score))
        crew = ", ".join(c["name"] for c in state.crew) or _("chosen in the first set-up")
        if status == "ready":
            help_text = (_("Crew: {crew}. enter starts mission {n} again where it was left; esc goes home "
                           "(the campaign is saved).") if state.current_draft else
                         _("Crew: {crew}. enter starts mission {n}; esc goes home (the campaign is saved)."))
        else:
            help_text = {"repairs": _("Crew: {crew}. r: the repair step, then the next mission; "
                                      "x: stop now and score the campaign."),
                         "over": _("The campaign is in the logbook. esc goes home."),
                         "failed": _("The campaign is in the logbook without a score. esc goes home.")}[status]
        help_text = help_text.format(crew=crew, n=state.next_number)
        if state.judgement_due:           # not in the logbook yet: it closes with the crew's answer
            help_text = ""
        if state.specializations and state.crew and status in ("ready", "repairs"):
            help_text += "\n" + _("Specializations: {crew}").format(crew=crew_specializations(state))
        if state.levels_due:
            help_text += "\n" + _("l (or enter): each crew member levels up or swaps their specialization first.")
        if state.judgement_due:
            asked = _("j: the achievements the crew judges, earned in one of the campaign's "
                      "missions. The campaign is closed in the logbook after the answer.")
            help_text += ("\n" if help_text else "") + asked
        if state.problems:
            help_text += "  " + "; ".join(state.problems)
        self.query_one("#campaign-help", Static).update(help_text)
        if ready and not state.current_draft:
            self.query_one("#campaign-common").focus()
        else:
            self.query_one("#campaign-body").focus()
        self.refresh_bindings()

    def mission_finished(self) -> None:
        """Back from a mission: straight to the repair step if the campaign goes on; the
        campaign's judged achievement asked if it is over and may have earned it."""
        self.after_mission = False
        self.show()
        if self.state.status == "repairs" and self.is_current:
            self.action_repairs()
        elif self.state.judgement_due and self.is_current:
            self.ask_judged()

    def ask_judged(self) -> None:
        """The judged achievements earned in one of the campaign's missions, and Honeymoon
        when it may be earned, for each explorer (`CampaignState.judged_items`)."""
        from spacealert_tui.tui.screens.after_mission import JudgedScreen

        def judged(answer: dict[str, list[str]] | None) -> None:
            self.state.judge(answer)
            self.show()

        names = self.state.flying_explorers()
        self.app.push_screen(JudgedScreen(names, items=self.state.judged_items(), levels=self.explorer_levels(names),
                                          campaign=True), judged)

    @staticmethod
    def explorer_levels(names: list[str]) -> dict[str, int]:
        from spacealert_tui.record.logbook import Logbook, LogbookError
        try:
            with Logbook.open() as book:
                found = [book.explorer(n) for n in names]
        except LogbookError:
            return {}
        return {e.name: e.sheet.level for e in found if e is not None}

    # -- choices ----------------------------------------------------------------------------------
    def on_choice_changed(self, event: Choice.Changed) -> None:
        if event.choice.id == "campaign-common":
            self.state.common_level = event.value
        elif event.choice.id == "campaign-serious":
            self.state.serious_level = event.value
        elif event.choice.id == "campaign-length":
            self.state.declare_length(int(str(event.value)))
            self.query_one("#campaign-banner", Static).update(banner(self.state))    # the focus stays
            return
        self.state.save()

    # -- keys -------------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        status = self.state.status
        if action == "next":
            return status == "ready"
        if action in ("repairs", "stop"):
            return status == "repairs"
        if action == "levels":
            return self.state.levels_due
        if action == "judge":
            return self.state.judgement_due
        return True

    def action_next(self) -> None:
        from spacealert_tui.record.draft import load_draft
        from spacealert_tui.tui.table_flow import TableFlow

        state = self.state
        if state.status != "ready":
            return
        if state.levels_due and not state.current_draft:
            self.action_levels()
            return
        draft = None
        if state.current_draft:
            path = data_dir() / "drafts" / f"{state.current_draft}.json"
            try:
                draft = load_draft(path)
            except Exception:
                logger.warning("the campaign's mission %s could not be read", path, exc_info=True)
                draft = None
            if draft is not None and not draft.claim():     # two windows never undo each other
                self.notify(_(OPEN_ELSEWHERE),
                            severity="warning", markup=False)
                return
            if draft is not None and draft.stage == "done":     # logged, not yet taken in
                self._take_logged(draft)
                return
        if draft is None:
            draft = state.new_draft()     # saved by the set-up at the crew's first change
        state.save()
        TableFlow(self.app, draft, clock=self.clock, campaign=CampaignHooks(self.app, state)).start()

    def _take_logged(self, draft: MissionDraft) -> None:
        """The mission was logged but the app stopped before the campaign took it in."""
        from spacealert_tui.record.logbook import Logbook
        from spacealert_tui.rules import resolve
        try:
            with Logbook.open() as book:
                record = book.mission_for_draft(draft.id).record()
            self.state.add_mission(record, resolve(record).result, draft)
        except Exception as exc:
            from spacealert_tui.tui.failures import show_failure

            show_failure(self.app, _("The last mission could not be read back"), exc)
            self.state.current_draft = None
            self.state.save()
        self.mission_finished()

    def action_repairs(self) -> None:
        if self.state.status == "repairs":
            self.app.push_screen(RepairScreen(self.state), self._after_repairs)

    def _after_repairs(self, choice: Any) -> None:
        if choice == "stop":
            self.do_stop()
        elif choice is not None:
            plan, storage = choice
            self.state.repair(plan, storage)
            if self.state.levels_due:
                self.show()
                self.action_levels()
                return
            self.notify(_("Repairs done. Mission {n}: choose the difficulties.").format(
                n=self.state.next_number), markup=False)
        self.show()

    def action_judge(self) -> None:
        if self.state.judgement_due:
            self.ask_judged()

    def action_levels(self) -> None:
        """The levelling step (p.15), when a successful mission's is still to be done."""
        if self.state.levels_due:
            self.app.push_screen(LevelScreen(self.state), self._after_levels)

    def _after_levels(self, chosen: list[tuple[str, int]] | None) -> None:
        if chosen is not None:
            try:
                self.state.level_up(chosen)
            except ValueError as exc:
                self.notify(str(exc), severity="error", markup=False, timeout=8)
            else:
                self.notify(_("Specializations set. Mission {n}: choose the difficulties.").format(
                    n=self.state.next_number), markup=False)
        self.show()

    def action_stop(self) -> None:
        if not self._stop_armed:
            self._stop_armed = True
            self.notify(_("Stop the campaign and score it now? x again to stop."), markup=False)
            return
        self.do_stop()

    def do_stop(self) -> None:
        self._stop_armed = False
        self.state.stop()
        self.show()
        if self.state.judgement_due and self.is_current:
            self.ask_judged()

    def action_back(self) -> None:
        self.dismiss()


class RepairScreen(Screen[Any]):
    """The repair step (§6.2): the aftermath, then one repair per member not knocked out,
    in crew order, and — when the plan leaves a single squad — the storage it starts in.
    Dismisses with (plan [(name, repair or None)], squad storage or None), "stop", or None."""

    SUB_TITLE = N_("Repairs")
    CSS_PATH = Path(__file__).with_name("campaign.tcss")
    BINDINGS = [
        Binding("f10,ctrl+s", "apply", N_("Repair"), key_display="F10"),
        Binding("x", "stop", N_("Stop and score"), priority=True),   # before a choice's typing
        Binding("escape", "back", N_("Back")),
        Binding("down", "app.focus_next", N_("Next"), show=False, priority=True),
        Binding("up", "app.focus_previous", N_("Previous"), show=False, priority=True),
    ]

    def __init__(self, state: CampaignState) -> None:
        super().__init__()
        self.state = state
        self.after: Aftermath = state.campaign().aftermath()
        self.storage_default: str | None = None     # where the lone squad came from, as shown

    def options(self) -> list[tuple[str, str]]:
        from spacealert_tui.rules.layout import ZONES
        after = self.after
        out: list[tuple[str, str]] = [("", _("nothing"))]
        for zone in ZONES:
            seen = []
            for tile in after.tiles[zone]:
                if tile not in seen:
                    seen.append(tile)
                    out.append((f"{zone.label}:{tile.label}", _("{zone} {tile}").format(
                        zone=zone_words(zone.label), tile=tile_word(tile.label))))
        for squad in after.disabled_squads:
            out.append((f"squad:{squad.label}", _("reactivate the {storage} squad").format(
                storage=tr(squad.label))))
        return out

    def aftermath_lines(self) -> list[str]:
        from spacealert_tui.rules.layout import ZONES
        after = self.after
        lines = []
        width = max(6, *(len(zone_words(z.label)) for z in ZONES))
        for zone in ZONES:
            tiles = after.tiles[zone]
            lines.append(f"{zone_words(zone.label):<{width}} "
                         + ngettext("{n} tile", "{n} tiles", len(tiles)).format(n=len(tiles))
                         + (f": {tile_names(tiles)}" if tiles else ""))
        squads = after.disabled_squads
        lines.append(_("squads disabled: {storages}").format(storages=storages(squads) if squads else _("none")))
        knocked = [n for n in after.crew if n in after.knocked_out]
        lines.append(_("knocked out (wake up, repair nothing): {names}").format(
            names=", ".join(knocked) if knocked else _("nobody")))
        return lines

    def compose(self) -> ComposeResult:
        from spacealert_tui.rules.campaign import SQUAD_STORAGES
        n = len(self.state.missions)
        self.sub_title = _(self.SUB_TITLE)
        yield Header()
        yield Static(_("Repairs after mission {n}: each member not knocked out repairs one tile "
                       "(at most 2 per zone) or reactivates one squad, or nothing.").format(n=n),
                     id="repair-banner", markup=False)
        with VerticalScroll(id="repair-body"):
            with Vertical(id="repair-aftermath") as box:
                box.border_title = _("The ship after the mission (malfunctions are gone)")
                yield Static("\n".join(self.aftermath_lines()), id="repair-aftermath-text", markup=False)
            with Vertical(id="repair-plan") as plan:
                plan.border_title = _("Repairs, in crew order")
                options = self.options()
                for i, name in enumerate(self.after.crew):
                    with Horizontal(classes="repair-row"):
                        if name in self.after.knocked_out:
                            yield Static(f"{i + 1}. {name}", classes="repair-name", markup=False)
                            yield Static(_("knocked out: wakes up, repairs nothing"), markup=False,
                                         classes="repair-out")
                        else:
                            yield Choice(f"{i + 1}. {name}", options, "", id=f"repair-{i}",
                                         label_width=18, max_text=34)
                with Horizontal(classes="repair-row", id="repair-storage-row"):
                    yield Choice(_("Last squad in"), [(s.label, tr(s.label)) for s in SQUAD_STORAGES],
                                 id="repair-storage", label_width=18)
                    yield Static(_("one squad left: the crew picks its storage"),
                                 classes="repair-out", markup=False)
            yield Static("", id="repair-problems", markup=False)
        yield Static(_("↑↓ member · ←→ choose · F10 repair and go on · x stop and score · esc back"),
                     id="repair-help", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        choices = self.query(Choice)
        if choices:
            choices.first().focus()
        self.check()

    def plan(self) -> list[tuple[str, str | None]]:
        out = []
        for i, name in enumerate(self.after.crew):
            found = self.query(f"#repair-{i}")
            if found:
                value = found.first(Choice).value
                out.append((name, value or None))
        return out

    def storage(self) -> str | None:
        """The lone squad's storage as chosen (None when the plan leaves two squads or none)."""
        if not self.query_one("#repair-storage-row").display:
            return None
        return self.query_one("#repair-storage", Choice).value

    def show_storage(self) -> None:
        """The storage choice only while the plan leaves one squad; back to where that squad
        came from whenever it is another squad."""
        from spacealert_tui.rules.campaign import lone_squad
        squad = lone_squad(self.after, self.plan())
        last = squad.label if squad is not None else None
        self.query_one("#repair-storage-row").display = last is not None
        if last is not None and last != self.storage_default:
            self.query_one("#repair-storage", Choice).value = last
        self.storage_default = last

    def check(self) -> list[str]:
        from spacealert_tui.rules.campaign import check_repairs
        self.show_storage()
        storage = self.storage()
        problems = [f"{p.member}: {tr(p.message)}" if p.member else tr(p.message)
                    for p in check_repairs(self.after, self.plan(), storage)]
        text = Text()
        if problems:
            text.append(_("Not allowed:") + "\n", style="bold")
            text.append("\n".join(f"  {p}" for p in problems))
        else:
            shown = dict(self.options())
            chosen = [f"{name}: {shown.get(r, r)}" for name, r in self.plan() if r]
            text.append(_("Plan: {repairs}").format(repairs="; ".join(chosen) if chosen else _("no repairs")))
            if storage is not None:
                text.append(_("; the last squad starts in {storage}").format(storage=tr(storage)))
        widget = self.query_one("#repair-problems", Static)
        widget.update(text)
        widget.set_class(bool(problems), "-error")
        return problems

    def on_choice_changed(self, _: Choice.Changed) -> None:
        self.check()

    def action_apply(self) -> None:
        if not refused(self, self.check(), _("Repairs")):
            self.dismiss((self.plan(), self.storage()))

    def action_stop(self) -> None:
        self.dismiss("stop")

    def action_back(self) -> None:
        self.dismiss(None)


def spec_words(name: str, level: int) -> str:
    """"medic, level 2" in the crew's language; "a heroic card" for none."""
    from spacealert_tui.tui.screens.specializations import label
    if not name:
        return _("a heroic card")
    return _("{name}, level {level}").format(name=label(name), level=level)


def crew_specializations(state: CampaignState) -> str:
    """The crew with what each holds for the next mission ("Ana: medic, level 2; ...")."""
    held = ((c["name"], str(c.get("specialization") or ""), int(c.get("specialization_level") or 1))
            for c in state.crew)
    return "; ".join(f"{name}: {spec_words(spec, level)}" for name, spec, level in held)


class LevelScreen(Screen[Any]):
    """The levelling step after a successful campaign mission, for a crew without the
    experience system (The New Frontier p.15): each crew member keeps their specialization
    one level up (1→2 the advanced card, 2→3 both, at most 3) or swaps it for one nobody
    holds, at level 1; an explorer's seat is left out (their sheet says what they know).
    Dismisses with each levelling seat's (specialization, level), or None (later)."""

    SUB_TITLE = N_("Specializations")
    CSS_PATH = Path(__file__).with_name("campaign.tcss")
    BINDINGS = [
        Binding("f10,ctrl+s", "confirm", N_("Confirm"), key_display="F10"),
        Binding("escape", "back", N_("Later")),
        Binding("down", "app.focus_next", N_("Next"), show=False, priority=True),
        Binding("up", "app.focus_previous", N_("Previous"), show=False, priority=True),
    ]

    def __init__(self, state: CampaignState) -> None:
        super().__init__()
        self.state = state
        self.seats = state.levelling_seats()

    def options(self, i: int) -> list[tuple[str, str]]:
        from spacealert_tui.record.specializations import campaign_choices
        from spacealert_tui.tui.screens.specializations import label

        crew = self.state.crew
        held = str(crew[i].get("specialization") or "")
        taken = [str(c.get("specialization") or "") for j, c in enumerate(crew) if j != i]
        out = []
        for name, level in campaign_choices(held, int(crew[i].get("specialization_level") or 1), taken):
            if not name:
                text = _("keep a heroic card")
            elif name == held:
                text = _("keep: {name}, level {level}").format(name=label(name), level=level)
            else:
                text = _("swap: {name}, level 1").format(name=label(name))
            out.append((f"{name}:{level}", text))
        return out

    def compose(self) -> ComposeResult:
        self.sub_title = _(self.SUB_TITLE)
        yield Header()
        yield Static(_("Mission {n} survived: each crew member keeps their specialization one level "
                       "up (at most 3) or swaps it for a free one at level 1.").format(n=len(self.state.missions)),
                     id="level-banner", markup=False)
        with VerticalScroll(id="level-body"):
            with Vertical(id="level-plan") as plan:
                plan.border_title = _("Specializations for mission {n}").format(n=self.state.next_number)
                for i in self.seats:
                    crew = self.state.crew[i]
                    options = self.options(i)
                    yield Choice(f"{i + 1}. {crew['name']}", options, options[0][0], id=f"level-{i}",
                                 label_width=18, max_text=44, classes="level-row")
                explorers = [c["name"] for c in self.state.crew if c.get("explorer")]
                if explorers:
                    yield Static(_("Explorers keep what they fly with: {names}").format(names=", ".join(explorers)),
                                 classes="repair-out", markup=False)
            yield Static("", id="level-problems", markup=False)
        yield Static(_("↑↓ member · ←→ choose · F10 confirm · esc later"), id="level-help", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        choices = self.query(Choice)
        if choices:
            choices.first().focus()
        self.check()

    def chosen(self) -> list[tuple[str, int]]:
        out = []
        for i in self.seats:
            name, _sep, level = str(self.query_one(f"#level-{i}", Choice).value).rpartition(":")
            out.append((name, int(level)))
        return out

    def check(self) -> list[str]:
        from spacealert_tui.record.specializations import levelling_problem
        from spacealert_tui.tui.screens.specializations import label

        after = [str(c.get("specialization") or "") for c in self.state.crew]
        for i, (name, _level) in zip(self.seats, self.chosen()):
            after[i] = name
        clash = levelling_problem(after)
        problems = []
        if clash is not None:
            a, b = clash
            problems.append(_("{a} and {b} cannot both hold {name}").format(
                a=self.state.crew[a]["name"], b=self.state.crew[b]["name"], name=label(after[b])))
        widget = self.query_one("#level-problems", Static)
        widget.update(_("Not allowed: {problem}").format(problem=problems[0]) if problems else "")
        widget.set_class(bool(problems), "-error")
        return problems

    def on_choice_changed(self, _: Choice.Changed) -> None:
        self.check()

    def action_confirm(self) -> None:
        if not refused(self, self.check(), _("Specializations")):
            self.dismiss(self.chosen())

    def action_back(self) -> None:
        self.dismiss(None)
