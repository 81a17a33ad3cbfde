"""The set-up's choices and words without widgets: the difficulties and rules offered, the
soundtrack catalogue's order, how a soundtrack was chosen, what a seat and a crew are
called, what stops a mission from starting (`tui/screens/setup.py` draws them; tested
without a pilot).
"""
from __future__ import annotations

import logging
import re
from collections.abc import Callable
from dataclasses import dataclass

from spacealert_tui.i18n import N_, _, ngettext, pgettext
from spacealert_tui.mission.describe import internal_words, serious_words
from spacealert_tui.mission.timeline import Timeline
from spacealert_tui.record.crew import ROLES, TRACK_KEYS, crew_problems, own_title, players_of, tracks_problem
from spacealert_tui.record.draft import COLORS, CrewSeat, MissionDraft

logger = logging.getLogger(__name__)

LEVELS = (("white", N_("white (easy)")), ("yellow", N_("yellow (hard)")), ("mixed", N_("mixed")),
          ("red", N_("red (expert)")), ("red+yellow", N_("red + yellow")), ("all", N_("all three")))


def owned_sets(settings: object) -> list[str]:
    """The boxes whose threat cards join the decks, from the app's settings."""
    from spacealert_tui.rules.decks import ALL_SETS, BASE_SETS
    return list(ALL_SETS if getattr(settings, "new_frontier", False) else BASE_SETS)


def level_options(card_sets: list[str] | tuple[str, ...]) -> list[tuple[str, str]]:
    """The difficulties a crew owning `card_sets` may choose (the red ones need The New
    Frontier; red + white alone is discouraged by its rulebook, so not offered)."""
    from spacealert_tui.rules.decks import levels_for
    allowed = levels_for(card_sets)
    return [(level, _(text)) for level, text in LEVELS if level in allowed]



@dataclass(frozen=True)
class SetupRules:
    """What a set-up lets the crew change and what more it checks. The table's own
    set-up takes the defaults; a campaign's missions bring their own
    (`record/campaign.py`: `CampaignState.setup_rules`), read by `tui/screens/setup.py`."""

    crew_fixed: bool = False              # names, seats, roles and explorers as they are (p.15)
    specializations_fixed: bool = False   # carried from an earlier mission: not chosen or dealt again
    note: str = ""                        # said under the crew's size instead of the androids' count
    crew_check: Callable[[list[CrewSeat]], str] | None = None   # one more thing to fix ("" when none)

    def crew_problems(self, crew: list[CrewSeat]) -> list[str]:
        line = self.crew_check(crew) if self.crew_check is not None else ""
        return [line] if line else []

    def crew_note(self, crew: list[CrewSeat]) -> str:
        return self.note or androids_note(crew)


#: The New Frontier's optional rules, as the set-up offers them (stored in `draft.rules`).
RULES_OPTIONS = (("", N_("none: the base game's cards")), ("double_actions", N_("double actions")),
                 ("variable_interceptors", N_("variable-distance interceptors alone")))
#: Where the soundtrack list starts with double actions: the expansion's own CD.
DOUBLE_FIRST_TRACK = "new-frontier/mission-1"


def rules_value(rules: list[str]) -> str:
    """The set-up choice showing `draft.rules` (double actions include the interceptors)."""
    if "double_actions" in rules:
        return "double_actions"
    return "variable_interceptors" if "variable_interceptors" in rules else ""


def soundtrack_options(missions: list[tuple[str, str]], double: bool) -> list[tuple[str, str]]:
    """The catalogue as the set-up lists it: with double actions the New Frontier's
    six tracks come first (their CD was recorded for these cards)."""
    if not double:
        return missions
    frontier = [m for m in missions if m[0].startswith("new-frontier/")]
    return frontier + [m for m in missions if not m[0].startswith("new-frontier/")]


LANGUAGES = (("en", "English"), ("es", "Español"), ("pt", "Português"))
MAX_NAME = 16


#: the choices of a trajectory board (0: not chosen yet)
TRACK_OPTIONS = [(0, "–")] + [(n, str(n)) for n in range(1, 8)]


def who_text(seat: CrewSeat, texts: object = None) -> str:
    """"player · captain, comms": who flies a seat and the roles they hold, a role the
    crew renamed (`badge_texts`, p.33) by its new name."""
    roles = ", ".join(own_title(role, texts) or _(label).lower() for role, label in ROLES if role in seat.roles)
    who = _("android") if seat.android else (_("explorer") if seat.explorer else _("player"))
    return who + (f" · {roles}" if roles else "")


def color_word(color: str) -> str:
    """A figure's colour in the crew's language, at most six letters as in English (the
    seat's colour column is that wide; the ids stay English in the draft)."""
    words = {"red": pgettext("figure, short", "red"), "yellow": pgettext("figure, short", "yellow"),
             "green": pgettext("figure, short", "green"), "blue": pgettext("figure, short", "blue"),
             "purple": pgettext("figure, short", "purple")}
    return words.get(color, color)


GUEST = ("", N_("guest"))


def living_explorers() -> list[str]:
    """The names of the logbook's living explorers, for the seats' explorer choice; none
    when the logbook cannot be read (the set-up goes on without them)."""
    try:
        from spacealert_tui.record.logbook import Logbook
        with Logbook.open() as book:
            return [e.name for e in book.explorers() if not e.sheet.dead]
    except Exception:
        logger.warning("the explorers could not be read for the set-up", exc_info=True)
        return []


# -- soundtracks -----------------------------------------------------------------------------

GENERATED = re.compile(r"generated/(\d+)(/.*)?")


@dataclass
class Soundtrack:
    source: str            # official | generated | file
    mission: str = ""      # official id, or the file path
    seed: str = ""         # generated


def soundtrack_catalogue() -> list[tuple[str, str]]:
    """(id, title) of every soundtrack the set-up offers; Mission 1 alone when the
    catalogue cannot be read (it must never stop a mission being set up)."""
    try:
        from spacealert_tui.mission import list_missions
        return [(m.id, m.title) for m in list_missions()]
    except Exception:
        logger.warning("the soundtrack catalogue could not be read", exc_info=True)
        return [("base/mission-1", "Mission 1")]


def soundtrack_of(text: str, catalogue: set[str]) -> Soundtrack:
    """How the draft's soundtrack was chosen: a catalogue id, a generated id or a file."""
    match = GENERATED.fullmatch(text)
    if match:
        return Soundtrack("generated", seed=match[1])
    if text == "generated/":
        return Soundtrack("generated")
    if text in catalogue or not text:
        return Soundtrack("official", mission=text or "base/mission-1")
    return Soundtrack("file", mission=text)


def describe_timeline(timeline: Timeline) -> str:
    """"6:38 · 8 threats: …": a soundtrack's length and what it announces."""
    threats = timeline.threats
    minutes, seconds = divmod(int(timeline.duration), 60)
    unconfirmed = sum(t.unconfirmed for t in threats)
    serious = sum(t.serious for t in threats)
    internal = sum(t.kind == "internal" for t in threats)
    return _("{time} · {threats}: {serious}, {internal}, {unconfirmed}").format(
        time=f"{minutes}:{seconds:02d}",
        threats=ngettext("{n} threat", "{n} threats", len(threats)).format(n=len(threats)),
        serious=serious_words(serious), internal=internal_words(internal),
        unconfirmed=ngettext("{n} unconfirmed", "{n} unconfirmed", unconfirmed).format(n=unconfirmed))


def explorer_options(names: list[str], keep: str = "") -> list[tuple[str, str]]:
    """Guest, then each living explorer (and the seat's own, were it gone meanwhile)."""
    names = list(names)
    if keep and keep.casefold() not in {n.casefold() for n in names}:
        names.append(keep)
    return [(GUEST[0], _(GUEST[1]))] + [(name, name) for name in names]


def androids_note(crew: list[CrewSeat]) -> str:
    """The line under the crew's size: how many androids, whether unconfirmed reports count."""
    players = players_of(crew)
    androids = sum(seat.android for seat in crew)
    if players == 1:
        text = _("Solo: four androids, all planned by you; unconfirmed reports are ignored.")
    elif androids == 0:
        text = _("{players} players, no androids.").format(players=players)
    else:
        text = ngettext("{players} players and {n} android.", "{players} players and {n} androids.",
                        androids).format(players=players, n=androids)
    counts = (_("Unconfirmed reports count.") if len(crew) == 5
              else _("Unconfirmed reports are ignored."))
    if players != 1:
        text += " " + counts
    return text + " " + _("Listed in the order they act: captain first, then clockwise.")


def step_colour(crew: list[CrewSeat], i: int, wanted: str) -> None:
    """Seat `i` takes the colour `wanted`, stepping past the ones others have in the
    direction the crew stepped (with five seats every colour is taken: the two swap)."""
    other = next((s for j, s in enumerate(crew) if j != i and s.color == wanted), None)
    if other is not None:
        step = 1 if (COLORS.index(wanted) - COLORS.index(crew[i].color)) % len(COLORS) == 1 else -1
        taken = {s.color for j, s in enumerate(crew) if j != i}
        colour = wanted
        for _step in range(len(COLORS)):
            if colour not in taken:
                break
            colour = COLORS[(COLORS.index(colour) + step) % len(COLORS)]
        if colour in taken or colour == crew[i].color:    # every other colour taken: swap with its holder
            other.color = crew[i].color
            colour = wanted
        wanted = colour
    crew[i].color = wanted


def problems(draft: MissionDraft, sound: Soundtrack, loaded: bool, seed_text: str) -> tuple[list[str], list[str]]:
    """(crew problems, mission problems): what stops the mission from starting; `loaded`:
    whether the soundtrack could be loaded, `seed_text` what the seed field holds."""
    mission = []
    if sound.source == "generated" and not sound.seed:
        mission.append(_("the generated soundtrack needs a seed"))
    elif not loaded:
        mission.append(_("the soundtrack cannot be loaded"))
    if draft.tracks_source == "entered" and any(k in draft.tracks for k in TRACK_KEYS):
        problem = tracks_problem(draft.tracks)
        if problem and all(k in draft.tracks for k in TRACK_KEYS):
            mission.append(problem)
    if not seed_text:
        mission.append(_("the seed is empty"))
    return crew_problems(draft.crew), mission


def solo_deck_offered(draft: MissionDraft) -> bool:
    """The solo deck choice matters to a solo crew (four androids) playing double actions."""
    return draft.double_actions and len(draft.crew) == 4 and all(seat.android for seat in draft.crew)
