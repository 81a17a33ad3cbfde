"""The mission being played at the table, saved as it is typed.

A `MissionDraft` holds everything the crew has entered so far — crew, settings, the
soundtrack, threats drawn, trajectory boards, the cards planned turn by turn — and
which stage the table is at. Every change is written at once (atomically) to the
user's data directory, so a crash or a closed terminal loses nothing and the app
offers to continue. When complete, `to_record()` gives the game record.
"""
from __future__ import annotations

import errno
import json
import logging
import os
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from spacealert_tui.errors import UserError
from spacealert_tui.fileio import data_dir, read_user_text
from spacealert_tui.i18n import N_, _
from spacealert_tui.record.files import write_atomic
from spacealert_tui.rules import GameRecord, RecordError, record_from_dict
from spacealert_tui.rules.record import FORMAT, TURNS
from spacealert_tui.rules.text import tr

if TYPE_CHECKING:
    from spacealert_tui.rules.decks import ThreatDecks

logger = logging.getLogger(__name__)

DRAFT_FORMAT = "spacealert-draft/1"
#: The title of a mission the crew did not name, as its record keeps it (English).
DEFAULT_TITLE = N_("Mission of {date}")
STAGES = ("setup", "action", "entry", "resolution", "done")
COLORS = ("red", "yellow", "green", "blue", "purple")
#: The optional rules a crew may choose (docs/records.md, `mission.rules`): double-action
#: cards bring the variable-distance interceptors with them; the interceptors alone
#: play with base cards. Specializations are no rule: `specializations`.
RULE_CHOICES = ("double_actions", "variable_interceptors")
#: How a solo crew with double actions finds its cards (expansion rulebook p.10, *La
#: variante en solitario con cartas de acción doble*): sorted and spread face up (easier),
#: or shuffled face down until the soundtrack starts (harder).
SOLO_DECKS = ("sorted", "shuffled")
#: The Teleporter's two tokens, as `crew[].teleport` names them (expansion rulebook p.19):
#: the holder of the first jumps to the station of the holder of the second.
TOKENS = ("departure", "arrival")
SEED_LIMIT = 10**6          # the app deals its decks, boards and tiles from seeds 1..SEED_LIMIT-1


def drafts_dir() -> Path:
    return data_dir() / "drafts"


#: What a window says of a mission another window works on (the list, the campaign, the app).
OPEN_ELSEWHERE = N_("This mission is open in another window: finish or leave it there first.")


class DraftBusy(OSError):
    """Another window works on this mission: this one may not write it."""

    def __init__(self, message: str) -> None:
        super().__init__(errno.EBUSY, message)

    def __str__(self) -> str:
        return str(self.strerror)


#: The ids this process gave out (two drafts made in the same second differ by a count).
_GIVEN: set[str] = set()


def new_draft_id(now: float | None = None) -> str:
    """The one allocator of draft ids: the time to the second, the process, and a count
    when this process already gave out that id or a file of that name exists (issue 26:
    two drafts made in the same second shared an id, and the second overwrote the first).
    The whole process id keeps two windows apart."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(time.time() if now is None else now))
    base = f"{stamp}-{os.getpid()}"
    ident, n = base, 1
    while ident in _GIVEN or (drafts_dir() / f"{ident}.json").exists():
        n += 1
        ident = f"{base}-{n}"
    _GIVEN.add(ident)
    return ident


@dataclass
class CrewSeat:
    name: str
    color: str = "red"
    roles: list[str] = field(default_factory=list)   # captain | communications | security
    android: bool = False
    explorer: str = ""          # the logbook explorer flying this seat (The New Frontier); "": a guest
    badges: list[str] = field(default_factory=list)   # The New Frontier's other crew badges
                                                      # (record.crew.BADGES), kept in the draft only
    specialization: str = ""    # The New Frontier: rules.explorers.SPECIALIZATIONS; "": a heroic card
    specialization_level: int = 1
    teleport: dict[str, str] = field(default_factory=dict)   # the Teleporter's tokens (TOKENS) ->
                                # the crew member they lie in front of; a token not there is
                                # still in his hand (docs/records.md, `crew[].teleport`)


@dataclass
class ThreatEntry:
    """A threat drawn for an announcement. `card` is None until someone names it."""

    turn: int
    kind: str                       # external | internal
    serious: bool = False
    zone: str | None = None
    unconfirmed: bool = False
    card: str | None = None
    summons: str | None = None      # a summoner's card laid beside it (The New Frontier)


@dataclass
class MissionDraft:
    id: str = ""
    created: float = 0.0
    stage: str = "setup"
    title: str = ""
    crew: list[CrewSeat] = field(default_factory=list)
    language: str = "en"
    soundtrack: str = "base/mission-1"        # a mission id or a file path
    common_level: str = "white"               # rules.decks.LEVELS: white | yellow | mixed | red | ...
    serious_level: str = "white"
    card_sets: list[str] = field(default_factory=lambda: ["base"])   # the boxes whose threat
                                              # cards the decks hold: base, new_frontier
    threat_source: str = "virtual"            # virtual (the app draws) | physical (the crew draws)
    action_cards: str = "physical"            # physical (the crew's deck) | virtual (the app deals,
                                              # the crew plans on screen: tui/screens/solo.py)
    deck_seed: int = 0
    tracks: dict[str, int] = field(default_factory=dict)   # red, white, blue, internal
    tracks_source: str = "app"                # app | entered
    threats: list[ThreatEntry] = field(default_factory=list)
    plans: list[list[str]] = field(default_factory=list)   # per crew member, 12 tokens
    damage_seed: int = 0
    campaign_id: str | None = None            # the campaign this mission belongs to (record/campaign.py)
    practice: bool = False                    # started as practice (Solo practice, `spacealert solo`):
                                              # logged apart from the table's missions
    rules: list[str] = field(default_factory=list)   # The New Frontier's optional rules, written
                                              # as `mission.rules`: double_actions or
                                              # variable_interceptors (RULE_CHOICES)
    specializations: str = ""                 # how the crew got them (record.specializations.MODES):
                                              # "" none, "chosen" or "dealt"
    badge_texts: dict[str, dict[str, str]] = field(default_factory=dict)   # the crew's own words for
                                              # the badges (p.33), badge → {title, task}: written
                                              # as `mission.badge_texts` (record.crew.clean_badge_texts)
    solo_deck: str = "sorted"                 # solo with double actions (SOLO_DECKS): the cards
                                              # sorted face up, or shuffled face down until the
                                              # soundtrack starts (the harder variant)
    consent: dict[str, bool] = field(default_factory=dict)   # explorer → cloning consent when the
                                              # round started (`note_consent`): a signature during
                                              # the mission counts from the next one (ruling EX20)
    table_link: bool = False                  # the crew's devices enter their boards (docs/table-link.md)
    link_code: str = ""                       # the link's join code, kept so that after a crash
                                              # and *Continue* the devices find the host again
    link_holders: list[list[str]] = field(default_factory=list)   # per seat: [device, secret] of
                                              # the device holding it, or [] (link.session)

    # -- life cycle ----------------------------------------------------------------------
    @classmethod
    def new(cls, **kw: Any) -> MissionDraft:
        now = time.time()
        draft = cls(id=new_draft_id(now), created=now, **kw)
        draft.fit_plans()
        return draft

    def fit_plans(self) -> None:
        """One plan of 12 slots per crew member (after the crew changed)."""
        while len(self.plans) < len(self.crew):
            self.plans.append(["empty"] * TURNS)
        del self.plans[len(self.crew):]
        for plan in self.plans:
            plan[:] = (plan + ["empty"] * TURNS)[:TURNS]
        self.fit_teleport()

    # -- the Teleporter's tokens -----------------------------------------------------------
    def teleporter(self) -> CrewSeat | None:
        """The crew member holding the teleport tokens: the Teleporter, when the crew
        plays specializations (expansion rulebook p.19)."""
        if not self.specializations:
            return None
        return next((seat for seat in self.crew if seat.specialization == "teleporter"), None)

    def fit_teleport(self) -> None:
        """Tokens only on the Teleporter, held only by someone still in the crew: after the
        crew or the specializations changed, a token held by someone gone is back in the
        Teleporter's hand."""
        holder = self.teleporter()
        names = {seat.name for seat in self.crew}
        for seat in self.crew:
            if seat is not holder:
                seat.teleport = {}
            else:
                seat.teleport = {token: name for token, name in seat.teleport.items()
                                 if token in TOKENS and name in names}

    def place_token(self, token: str, holder: str) -> None:
        """Lay a teleport token in front of `holder` ("": back in the Teleporter's hand)."""
        seat = self.teleporter()
        if seat is None or token not in TOKENS:
            raise ValueError(f"no teleport token {token!r} in this crew")
        if holder:
            seat.teleport[token] = holder
        else:
            seat.teleport.pop(token, None)
        self.fit_teleport()

    def teleport_pair(self) -> tuple[str, str] | None:
        """(departure, arrival) holders, when both tokens lie in front of crew members."""
        seat = self.teleporter()
        if seat is None:
            return None
        names = {s.name for s in self.crew}
        pair = tuple(seat.teleport.get(token, "") for token in TOKENS)
        return (pair[0], pair[1]) if all(name in names for name in pair) else None

    def set_track(self, zone: str, board: int | None) -> None:
        """One trajectory board (1-7) for `zone` (red, white, blue, internal); 0 or None:
        not chosen yet (the set-up and entry screens' track choices)."""
        if board:
            self.tracks[zone] = int(board)
        else:
            self.tracks.pop(zone, None)

    def threat_decks(self) -> ThreatDecks:
        """The app's virtual decks for this mission: its difficulty, boxes and seed."""
        from spacealert_tui.rules.decks import ThreatDecks
        return ThreatDecks(self.common_level, self.serious_level, self.deck_seed, tuple(self.card_sets))

    @property
    def path(self) -> Path:
        return drafts_dir() / f"{self.id}.json"

    @property
    def claim_path(self) -> Path:
        """The lock file of the window working on this draft (`record.claims`)."""
        return data_dir() / "claims" / f"draft-{self.id}.lock"

    def claim(self) -> bool:
        """Make this window the one working on the draft; False if another window is
        (docs/app.md, "Two windows"). A window works on one mission at a time: the draft
        it claimed before is let go."""
        from spacealert_tui.record import claims

        if not claims.claim(self.claim_path):
            return False
        for held in claims.held_in("draft-"):
            if held != self.claim_path.absolute():
                claims.release(held)
        return True

    def open_elsewhere(self) -> bool:
        """Whether another window is working on this draft right now."""
        from spacealert_tui.record import claims
        return claims.held_elsewhere(self.claim_path)

    def save(self) -> None:
        """Write now, atomically: called after every change the crew makes. Refused
        (`DraftBusy`, an OSError) when another window works on the same mission: two
        windows never silently undo each other's cards."""
        if not self.claim():
            raise DraftBusy(_("this mission is open in another window; finish or leave it there"))
        write_atomic(self.path, json.dumps(self.to_json(), ensure_ascii=False, indent=1))

    def discard(self) -> None:
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
        from spacealert_tui.record import claims
        claims.release(self.claim_path)

    def note_consent(self) -> None:
        """Note each flying explorer's cloning consent as the round starts: "explorers who
        consented are brain-scanned at the start of each mission" (p.25), so a signature
        made later counts from the next mission (ruling EX20). A campaign's mission keeps
        the campaign's. The logbook unreadable: nothing noted, the sheets decide as before."""
        from spacealert_tui.record.crew import seat_explorers
        from spacealert_tui.record.logbook import Logbook, LogbookError

        names = list(seat_explorers(self.crew).values())
        if not names or self.campaign_id:
            return
        try:
            with Logbook.open() as book:
                self.consent = book.consent_of(names)
        except LogbookError:
            logger.warning("the explorers' consent could not be read", exc_info=True)

    @property
    def double_actions(self) -> bool:
        """Whether the crew plays the expansion's double-action cards (typed `A+B`)."""
        return "double_actions" in self.rules

    def deal_shape(self) -> tuple[int, int, str]:
        """(crew size, androids, dealing variant) of the crew, as the app deals to it."""
        androids = sum(seat.android for seat in self.crew)
        size = len(self.crew)
        variant = "solo" if size == 4 and androids == 4 else ("five" if size == 5 and androids else "standard")
        return size, androids, variant

    def dealt_deck(self) -> dict | None:
        """`mission.action_deck` of the record: the seed and variant that deal every hand
        again, when the app dealt the cards (practice) to a crew the rulebook deals to."""
        if not (self.practice and self.action_cards == "virtual"):
            return None
        from spacealert_tui.rules.action_deck import DealError, crew_players

        size, androids, variant = self.deal_shape()
        try:
            crew_players(size, androids, variant)
        except DealError:
            return None
        return {"seed": self.deck_seed, "variant": variant}

    # -- the game record ---------------------------------------------------------------------
    def record_doc(self) -> dict:
        threats = []
        for t in self.threats:
            if t.card is None:
                continue
            item: dict[str, Any] = {"card": t.card, "turn": t.turn}
            if t.zone:
                item["zone"] = t.zone
            if t.unconfirmed:
                item["unconfirmed"] = True
            if t.summons:
                item["summons"] = t.summons
            threats.append(item)
        crew = []
        for seat, plan in zip(self.crew, self.plans):
            member: dict[str, Any] = {"name": seat.name, "color": seat.color, "actions": list(plan)}
            if seat.roles:
                member["roles"] = list(seat.roles)
            if seat.android:
                member["android"] = True
            if self.specializations and seat.specialization:
                member["specialization"] = seat.specialization
                member["specialization_level"] = seat.specialization_level
                pair = self.teleport_pair() if seat is self.teleporter() else None
                if pair is not None:        # one token in his hand: no jump (ruling NS19)
                    member["teleport"] = dict(zip(TOKENS, pair))
            crew.append(member)
        created = time.strftime('%Y-%m-%d', time.localtime(self.created))
        mission: dict[str, Any] = {"title": self.title or DEFAULT_TITLE.format(date=created),
                                   "soundtrack": self.soundtrack, "tracks": dict(self.tracks),
                                   "threats": threats, "damage_tokens": {"seed": self.damage_seed},
                                   "difficulty": {"common": self.common_level, "serious": self.serious_level}}
        if self.rules:
            mission["rules"] = [rule for rule in RULE_CHOICES if rule in self.rules]
        deck = self.dealt_deck()
        if deck is not None:
            mission["action_deck"] = deck
        badges = {badge: seat.name for seat in self.crew for badge in seat.badges}
        if badges:
            mission["badges"] = badges         # who held which (docs/records.md); not read by the rules
        from spacealert_tui.record.crew import clean_badge_texts
        texts = clean_badge_texts(self.badge_texts)
        if texts:
            mission["badge_texts"] = texts     # the crew's own words for them (p.33); not read by the rules
        return {"format": FORMAT, "mission": mission, "crew": crew}

    def to_record(self) -> GameRecord:
        """The game record; raises UserError naming the field if something is missing."""
        missing = [t for t in self.threats if t.card is None]
        if missing:
            t = missing[0]
            raise UserError(_("no card entered for the T+{turn} {kind} threat").format(
                turn=t.turn, kind=_(THREAT_KINDS.get(t.kind, t.kind))), field="threats")
        try:
            return record_from_dict(self.record_doc())
        except RecordError as exc:
            raise UserError(tr(exc.message), field=str(exc.path and exc.path[-1])) from None

    # -- JSON ------------------------------------------------------------------------------
    def to_json(self) -> dict:
        return {"format": DRAFT_FORMAT, **asdict(self)}

    @classmethod
    def from_json(cls, doc: dict) -> MissionDraft:
        if not isinstance(doc, dict):
            raise ValueError(f"not a mission draft (a JSON {type(doc).__name__}, not an object)")
        if doc.get("format") != DRAFT_FORMAT:
            raise ValueError(f"not a mission draft ({doc.get('format')!r})")
        for key, kind in _FIELD_TYPES.items():
            if key in doc and (not isinstance(doc[key], kind) or isinstance(doc[key], bool)):
                raise ValueError(f"{key}: {doc[key]!r} is not a {kind[0].__name__}")
        for flag in ("practice", "table_link"):
            if not isinstance(doc.get(flag, False), bool):
                raise ValueError(f"{flag}: {doc[flag]!r} is not true or false")
        noted = doc.get("consent", {})
        if not isinstance(noted, dict) or not all(isinstance(k, str) and isinstance(v, bool)
                                                  for k, v in noted.items()):
            raise ValueError(f"consent: {noted!r} is not a mapping of explorer names to true or false")
        holders = doc.get("link_holders", [])
        if not isinstance(holders, list) or not all(
                isinstance(h, list) and len(h) in (0, 2) and all(isinstance(x, str) for x in h) for h in holders):
            raise ValueError(f"link_holders: {holders!r} is not a list of [device, secret] pairs")
        doc = dict(doc)
        doc.pop("format")
        _check_items(doc)
        doc["crew"] = [CrewSeat(**c) for c in doc.get("crew", [])]
        for seat in doc["crew"]:
            if not isinstance(seat.teleport, dict) or not all(
                    isinstance(k, str) and isinstance(v, str) for k, v in seat.teleport.items()):
                raise ValueError(f"crew teleport: {seat.teleport!r} is not a mapping of names")
        doc["threats"] = [ThreatEntry(**t) for t in doc.get("threats", [])]
        draft = cls(**doc)
        if draft.stage not in STAGES:
            raise ValueError(f"unknown stage {draft.stage!r}")
        if draft.solo_deck not in SOLO_DECKS:
            raise ValueError(f"solo_deck: {draft.solo_deck!r} is not one of {', '.join(SOLO_DECKS)}")
        draft.fit_plans()
        return draft


#: The JSON type of each plain field: a draft whose `created` is text would stop the
#: newest-first sort, and with it the list of every unfinished mission.
_FIELD_TYPES: dict[str, tuple[type, ...]] = {
    "created": (int, float), "deck_seed": (int,), "damage_seed": (int,),
    "crew": (list,), "threats": (list,), "plans": (list,), "tracks": (dict,), "card_sets": (list,),
    "rules": (list,), "badge_texts": (dict,), "consent": (dict,),
    **dict.fromkeys(("id", "stage", "title", "language", "soundtrack", "common_level", "serious_level",
                     "threat_source", "action_cards", "tracks_source", "specializations",
                     "solo_deck", "link_code"), (str,)),
}


#: The JSON type of each field of a crew seat and of a threat: a hand-edited draft whose
#: seat name is a number or whose plan holds a number stopped the app when continued.
#: A seat's colour may be null (a record's crew may have none; a campaign keeps it so).
_SEAT_TYPES: dict[str, tuple[type, ...]] = {
    "name": (str,), "color": (str, type(None)), "roles": (list,), "android": (bool,), "explorer": (str,),
    "badges": (list,), "specialization": (str, type(None)), "specialization_level": (int,), "teleport": (dict,)}
_THREAT_TYPES: dict[str, tuple[type, ...]] = {
    "turn": (int,), "kind": (str,), "serious": (bool,), "zone": (str, type(None)), "unconfirmed": (bool,),
    "card": (str, type(None)), "summons": (str, type(None))}


def _kind_ok(value: Any, kinds: tuple[type, ...]) -> bool:
    return isinstance(value, kinds) and (bool in kinds or not isinstance(value, bool))


def check_fields(items: Any, kinds: dict[str, tuple[type, ...]], name: str) -> None:
    """`items`, a list of objects whose fields have the JSON types `kinds` says; a wrong one
    raises ValueError naming it (`crew[1].name: 5 is not a str`)."""
    if not isinstance(items, list):
        raise ValueError(f"{name}: expected a list")
    for i, item in enumerate(items):
        if not isinstance(item, dict):
            raise ValueError(f"{name}[{i}]: {item!r:.40} is not an object")
        for key, value in item.items():
            if key in kinds and not _kind_ok(value, kinds[key]):
                raise ValueError(f"{name}[{i}].{key}: {value!r:.40} is not a {kinds[key][0].__name__}")


def check_seats(items: Any, name: str = "crew") -> None:
    """Crew seats as a draft or a campaign file holds them (`CrewSeat` fields)."""
    check_fields(items, _SEAT_TYPES, name)
    for i, item in enumerate(items):
        for key in ("roles", "badges"):
            if not all(isinstance(v, str) for v in item.get(key, [])):
                raise ValueError(f"{name}[{i}].{key}: expected a list of words")


def _check_items(doc: dict) -> None:
    """The inside of a draft's lists, field by field; a wrong one raises ValueError naming it."""
    check_seats(doc.get("crew", []))
    check_fields(doc.get("threats", []), _THREAT_TYPES, "threats")
    for i, plan in enumerate(doc.get("plans", [])):
        if not isinstance(plan, list) or not all(isinstance(token, str) for token in plan):
            raise ValueError(f"plans[{i}]: expected a list of cards (text)")
    for key in ("card_sets", "rules"):
        if not all(isinstance(v, str) for v in doc.get(key, [])):
            raise ValueError(f"{key}: expected a list of words")
    for zone, board in doc.get("tracks", {}).items():
        if not _kind_ok(board, (int,)):
            raise ValueError(f"tracks.{zone}: {board!r:.40} is not a whole number")


def load_draft(path: Path) -> MissionDraft:
    try:
        return MissionDraft.from_json(json.loads(read_user_text(path, what="saved mission")))
    except (ValueError, TypeError, AttributeError, KeyError, RecursionError) as exc:
        raise UserError(_("cannot read this saved mission: {reason}").format(reason=exc),
                        file=str(path)) from None


#: A draft's stage as the list of unfinished missions says it (translated where shown).
STAGE_WORDS = {"setup": N_("set-up"), "action": N_("action round"), "resolution": N_("resolved"),
          "done": N_("logged")}
#: How a mission was started: table, practice or campaign.
KIND_WORDS = {"table": N_("table"), "practice": N_("practice"), "campaign": N_("campaign")}
#: A timeline threat's kind, in a message.
THREAT_KINDS = {"external": N_("external"), "internal": N_("internal")}


def progress(draft: MissionDraft) -> str:
    """How far the mission got, as the list of unfinished missions says it (in the crew's language)."""
    if draft.stage == "entry":
        cards = sum(token != "empty" for plan in draft.plans for token in plan)
        return _("entry {cards} of {total} cards").format(cards=cards, total=TURNS * len(draft.crew))
    stage = STAGE_WORDS.get(draft.stage)
    return _(stage) if stage else draft.stage


def kind_of(draft: MissionDraft) -> str:
    """table, practice or campaign (the id): which way the mission was started."""
    if draft.campaign_id:
        return "campaign"
    return "practice" if draft.practice else "table"


def kind_text(draft: MissionDraft) -> str:
    """`kind_of` in the crew's language."""
    return _(KIND_WORDS[kind_of(draft)])


def saved_at(draft: MissionDraft) -> float:
    """When the draft was last written (its file's time), else when it was created."""
    try:
        return draft.path.stat().st_mtime
    except OSError:
        return draft.created


def unfinished_drafts(problems: list[str] | None = None) -> list[MissionDraft]:
    """Saved missions not finished yet, newest first. A damaged file is skipped (logged,
    and its one-line reason added to `problems`), never the good ones beside it."""
    drafts = []
    folder = drafts_dir()
    if not folder.is_dir():
        return []
    for path in folder.glob("*.json"):
        try:
            draft = load_draft(path)
        except UserError as exc:
            logger.warning("unfinished mission skipped: %s", exc)
            if problems is not None:
                problems.append(str(exc))
            continue
        if draft.stage != "done":
            drafts.append(draft)
    return sorted(drafts, key=lambda d: d.created, reverse=True)
