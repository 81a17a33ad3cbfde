"""The crew and the trajectory boards of a mission being set up, without widgets.

The crew follows the rulebook's chapter 5: 4 or 5 players play alone; 3 players get
one android, 2 players two; a single player plays solo with four androids (and no
board of their own). The 5-crew variant adds one android to a crew of 2-4 players.
Each role (captain, communications officer, security chief) has exactly one holder,
and the crew is listed in the order it acts: the captain first, then clockwise.

Shared by the set-up screen, the practice draft and `spacealert solo`.
"""
from __future__ import annotations

import random

from spacealert_tui.i18n import N_, _, pgettext
from spacealert_tui.record.draft import COLORS, CrewSeat, MissionDraft
from spacealert_tui.rules.achievements import solo_captain

MAX_CREW = 5
ANDROIDS = {1: 4, 2: 2, 3: 1, 4: 0, 5: 0}      # rulebook ch. 5 (solo: 4 androids)
ROLES = (("captain", N_("Captain")), ("communications", N_("Comms")), ("security", N_("Security")))
ROLE_NAMES = {"captain": N_("captain"), "communications": N_("communications officer"),
              "security": N_("security chief")}
TRACK_KEYS = ("red", "white", "blue", "internal")

#: The New Frontier's crew badges beyond the three roles above (expansion rulebook p. 33,
#: *Insignias de la tripulación*): optional, at most one holder each; what each asks of
#: its holder, said in the action round. Kept in the draft and in the game record's
#: `mission.badges` (badge → crew member name), which the logbook and the score show.
BADGES = (("tactical", N_("Tactical"), N_("tactical officer"),
           N_("keeps the ship board up to date and will run the resolution")),
          ("engineer", N_("Engineer"), N_("chief engineer"),
           N_("watches the energy and warns when a reactor runs dry")),
          ("lieutenant", N_("Lieutenant"), N_("lieutenant"),
           N_("checks every threat is handled and reminds the captain to play their own cards")),
          ("science", N_("Science"), N_("science officer"), N_("will check the score and keep the logbook")))
#: The three roles are badges too (p.33: "you may rename any of them and give it a new
#: task"): the crew may give them its own words, kept with the others in
#: `mission.badge_texts`. Only the words change: what the rules ask of the captain, the
#: communications officer and the security chief stays tied to the role (ruling R20).
ROLE_BADGES = (("captain", N_("Captain"), N_("captain"),
                N_("acts first and has the last word when the crew disagrees")),
               ("communications", N_("Comms"), N_("communications officer"),
                N_("passes on what the ship's computer says and watches the external threats")),
               ("security", N_("Security"), N_("security chief"),
                N_("watches the internal threats and warns where the intruders will be")))
#: every badge the crew may give its own words, in the order the rulebook lists them
ALL_BADGES = ROLE_BADGES + BADGES


def players_of(crew: list[CrewSeat]) -> int:
    """How many people play: the humans, or 1 for a solo crew of androids."""
    humans = sum(not seat.android for seat in crew)
    return humans or (1 if crew else 0)


def androids_for(players: int, fifth: bool) -> int:
    return ANDROIDS[players] + (1 if fifth and 2 <= players <= 4 else 0)


def has_fifth(crew: list[CrewSeat]) -> bool:
    players = players_of(crew)
    return 2 <= players <= 4 and len(crew) == MAX_CREW


def eligible(crew: list[CrewSeat]) -> list[int]:
    """Who may hold a role: the players; in a solo game, the androids."""
    humans = [i for i, seat in enumerate(crew) if not seat.android]
    return humans or list(range(len(crew)))


def role_holder(crew: list[CrewSeat], role: str) -> int | None:
    for i, seat in enumerate(crew):
        if role in seat.roles:
            return i
    return None


def _free_name(crew: list[CrewSeat], template: str) -> str:
    """The first "Player n" (`template` in the crew's language) nobody is called yet."""
    taken = {seat.name.casefold() for seat in crew}
    n = 1
    while template.format(n=n).casefold() in taken:
        n += 1
    return template.format(n=n)


def _free_color(crew: list[CrewSeat]) -> str:
    taken = {seat.color for seat in crew}
    return next((c for c in COLORS if c not in taken), COLORS[0])


def fix_roles(crew: list[CrewSeat]) -> None:
    """Each role held by exactly one eligible member: a role without one goes to the
    eligible member holding fewest roles (the first of them in seat order)."""
    ok = eligible(crew)
    for role, _label in ROLES:
        holders = [i for i, seat in enumerate(crew) if role in seat.roles]
        keep = next((i for i in holders if i in ok), None)
        if keep is None and ok:
            keep = min(ok, key=lambda i: (len(crew[i].roles), i))   # a new crew: one each
        for i, seat in enumerate(crew):
            want = i == keep
            if want and role not in seat.roles:
                seat.roles.append(role)
            elif not want and role in seat.roles:
                seat.roles.remove(role)
        for seat in crew:
            seat.roles.sort(key=[r for r, _label in ROLES].index)


def spread_roles(crew: list[CrewSeat]) -> None:
    """After the crew grew: a member holding several roles hands the later ones (never the
    captaincy) to eligible members who hold none, so a new player is not left out while
    another holds two roles."""
    ok = eligible(crew)
    order = [r for r, _label in ROLES]
    while True:
        idle = next((i for i in ok if not crew[i].roles), None)
        busy = next((i for i in ok if len(crew[i].roles) > 1), None)
        if idle is None or busy is None:
            return
        role = max((r for r in crew[busy].roles if r != "captain"), key=order.index)
        crew[busy].roles.remove(role)
        crew[idle].roles.append(role)


def recall_crew(draft: MissionDraft, known: list[CrewSeat]) -> bool:
    """Seat the crew that played last (`record/last_crew.py`); False, and the draft left
    alone, if there is none that makes a crew."""
    if not 1 <= len(known) <= MAX_CREW or clashes(known):
        return False
    draft.crew[:] = [CrewSeat(s.name, s.color, list(s.roles), s.android, s.explorer, list(s.badges))
                     for s in known]
    draft.plans[:] = []
    fix_roles(draft.crew)
    explorer_follows_captain(draft.crew)
    captain_first(draft)
    draft.fit_plans()
    return True


def clashes(crew: list[CrewSeat]) -> bool:
    """True if names are missing or twice, or colours twice (such a crew is not offered)."""
    names = [s.name.strip().casefold() for s in crew]
    colours = [s.color for s in crew]
    return "" in names or len(set(names)) < len(names) or len(set(colours)) < len(colours)


def captain_first(draft: MissionDraft) -> None:
    """Turn the table so the captain acts first (clockwise order kept); plans turn with it."""
    captain = role_holder(draft.crew, "captain")
    if captain:
        draft.crew[:] = draft.crew[captain:] + draft.crew[:captain]
        draft.fit_plans()
        draft.plans[:] = draft.plans[captain:] + draft.plans[:captain]


def reshape_crew(draft: MissionDraft, players: int, fifth: bool,
                 known: list[CrewSeat] | tuple[CrewSeat, ...] = ()) -> None:
    """Change the number of players (1-5) and androids, keeping who is already there.
    A new player takes the next name (and colour, if free) of `known`, the crew that
    played last, before "Player n"; roles are re-dealt so each has one holder and
    nobody holds two while a player holds none."""
    crew = draft.crew
    plans = dict(zip(map(id, crew), draft.plans))
    humans = [s for s in crew if not s.android]
    androids = [s for s in crew if s.android]
    want_humans = 0 if players == 1 else players
    want_androids = androids_for(players, fifth)
    keep = set(map(id, humans[:want_humans] + androids[:want_androids]))
    new = [s for s in crew if id(s) in keep]
    spare = [s for s in known if not s.android]
    while sum(not s.android for s in new) < want_humans:
        names = {s.name.casefold() for s in new}
        recalled = next((s for s in spare if s.name.casefold() not in names), None)
        colours = {s.color for s in new}
        if recalled is not None:
            spare.remove(recalled)
            seat = CrewSeat(recalled.name, recalled.color if recalled.color not in colours
                            else _free_color(new))
        else:
            seat = CrewSeat(_free_name(new, _("Player {n}")), _free_color(new))
        last_human = max((i for i, s in enumerate(new) if not s.android), default=-1)
        new.insert(last_human + 1, seat)
    while sum(s.android for s in new) < want_androids:
        new.append(CrewSeat(_free_name(new, _("Android {n}")), _free_color(new), android=True))
    draft.crew[:] = new
    draft.plans[:] = [plans.get(id(s), ["empty"] * 12) for s in new]
    fix_roles(draft.crew)
    spread_roles(draft.crew)
    explorer_follows_captain(draft.crew)
    captain_first(draft)


def crew_problems(crew: list[CrewSeat]) -> list[str]:
    """What keeps this crew from flying, one line each, in the crew's language."""
    problems = []
    seen: dict[str, int] = {}
    for i, seat in enumerate(crew):
        name = seat.name.strip()
        if not name:
            problems.append(_("crew member {n} has no name").format(n=i + 1))
        elif name.casefold() in seen:
            problems.append(_("two crew members are called {name}").format(name=repr(name)))
        else:
            seen[name.casefold()] = i
    colours: dict[str, str] = {}
    for seat in crew:
        if seat.color in colours:
            problems.append(_("{first} and {second} are both {colour}").format(
                first=colours[seat.color], second=seat.name, colour=colour_word(seat.color)))
        colours[seat.color] = seat.name
    for role, _label in ROLES:
        holders = [seat.name for seat in crew if role in seat.roles]
        if not holders:
            problems.append(_("nobody is {role} (exactly one person holds each role)").format(
                role=_(ROLE_NAMES[role])))
        elif len(holders) > 1:
            problems.append(_("{names} are {role} (exactly one person holds each role)").format(
                names=_("{first} and {second}").format(first=", ".join(holders[:-1]), second=holders[-1]),
                role=_(ROLE_NAMES[role])))
    if not 1 <= len(crew) <= MAX_CREW:
        problems.append(_("a crew has 1-{n} members").format(n=MAX_CREW))
    flying: dict[str, str] = {}
    for seat in crew:
        if seat.explorer and explorer_may_fly(crew, seat):
            if seat.explorer.casefold() in flying:
                problems.append(_("explorer {explorer} flies in two seats ({first} and {second})").format(
                    explorer=seat.explorer, first=flying[seat.explorer.casefold()], second=seat.name))
            flying[seat.explorer.casefold()] = seat.name
    return problems


#: How long the crew's own words for a badge may be (p.33: "you may rename any of them and
#: give it a new task"): a title fits the set-up's line, a task a line of the round.
MAX_BADGE_TITLE = 30
MAX_BADGE_TASK = 120


def clean_badge_texts(value: object) -> dict[str, dict[str, str]]:
    """The crew's own words for the badges (`mission.badge_texts`, a draft's
    `badge_texts`): badge → {"title": …, "task": …}, each optional. A badge it does not
    know, a word that is not text or is blank is left out rather than refused (the field
    is a label, not a rule); text is kept on one line and cut to its length."""
    if not isinstance(value, dict):
        return {}
    out: dict[str, dict[str, str]] = {}
    for badge, _short, _title, _task in ALL_BADGES:
        given = value.get(badge)
        if not isinstance(given, dict):
            continue
        words = {}
        for key, limit in (("title", MAX_BADGE_TITLE), ("task", MAX_BADGE_TASK)):
            text = given.get(key)
            if isinstance(text, str) and " ".join(text.split()):
                words[key] = " ".join(text.split())[:limit]
        if words:
            out[badge] = words
    return out


def badge_words(texts: object = None) -> dict[str, tuple[str, str]]:
    """Badge → (title, task) in the crew's language: the crew's own words where they gave
    them (`clean_badge_texts`), else the rulebook's (p.33)."""
    own = clean_badge_texts(texts)
    return {badge: (own.get(badge, {}).get("title") or _(title), own.get(badge, {}).get("task") or _(task))
            for badge, _short, title, task in ALL_BADGES}


def own_title(badge: str, texts: object = None) -> str | None:
    """The title the crew gave a badge or a role (p.33), None when they gave it none."""
    return clean_badge_texts(texts).get(badge, {}).get("title")


def badge_lines(crew: list[CrewSeat], texts: object = None) -> list[str]:
    """"Dee (chief engineer) watches the energy …": one line per badge held, in badge
    order, in the crew's own words for the badge when they gave them; a role gets its
    line only once the crew gave it its own words (the rulebook's roles need no saying)."""
    words = badge_words(texts)
    own = clean_badge_texts(texts)
    lines = []
    for badge, *_rest in ALL_BADGES:
        if badge in dict(ROLES) and badge not in own:
            continue
        holder = next((seat.name for seat in crew if badge in seat.badges or badge in seat.roles), None)
        if holder:
            title, task = words[badge]
            lines.append(_("{name} ({title}) {task}.").format(name=holder, title=title, task=task))
    return lines


def seat_explorers(crew: list[CrewSeat]) -> dict[str, str]:
    """Crew name → explorer name, for the seats an explorer flies (androids and guests
    earn nothing): what `Logbook.add_mission(explorers=...)` awards."""
    return {seat.name: seat.explorer for seat in crew if seat.explorer and explorer_may_fly(crew, seat)}


def explorer_may_fly(crew: list[CrewSeat], seat: CrewSeat) -> bool:
    """Whether an explorer may fly `seat`: a human's, or in solo the captain's — the
    player commanding the androids (expansion rulebook p.26, ruling NS21)."""
    if not seat.android:
        return True
    captain = solo_captain([s.android for s in crew], [s.roles for s in crew])
    return captain is not None and crew[captain] is seat


def explorer_follows_captain(crew: list[CrewSeat]) -> None:
    """After the roles moved: in a solo crew the explorer is the player commanding the
    androids, the captain (ruling NS21), so when the captaincy goes to another android
    the explorer goes with it, and the name they took too (the two seats swap names); an
    explorer left on a seat no explorer may fly is cleared."""
    stale = [seat for seat in crew if seat.explorer and not explorer_may_fly(crew, seat)]
    captain = solo_captain([s.android for s in crew], [s.roles for s in crew])
    if stale and captain is not None and not crew[captain].explorer:
        old, new = stale[0], crew[captain]
        new.explorer = old.explorer
        if old.name.casefold() == old.explorer.casefold():
            old.name, new.name = new.name, old.name
    for seat in stale:
        seat.explorer = ""


def draw_tracks(seed: int) -> dict[str, int]:
    """Four different trajectory boards at random, the same for the same seed."""
    boards = random.Random(f"trajectories/{seed}").sample(range(1, 8), 4)
    return dict(zip(TRACK_KEYS, boards))


def tracks_problem(tracks: dict[str, int]) -> str | None:
    """None when the four boards are set and different; else what is wrong."""
    missing = [key for key in TRACK_KEYS if key not in tracks]
    if missing:
        return _("trajectory board not chosen yet: {boards}").format(
            boards=", ".join(track_word(key) for key in missing))
    if len(set(tracks.values())) != 4:
        return _("the four trajectory boards must be different boards")
    return None


def colour_word(colour: str) -> str:
    """A figure's colour in the crew's language (the ids stay English in the draft)."""
    words = {"red": pgettext("figure", "red"), "yellow": pgettext("figure", "yellow"),
             "green": pgettext("figure", "green"), "blue": pgettext("figure", "blue"),
             "purple": pgettext("figure", "purple")}
    return words.get(colour, colour)


def track_word(key: str) -> str:
    """A trajectory's key (a zone, or the internal one) as the rulebook words it."""
    return pgettext("kind", "internal") if key == "internal" else pgettext("zone", key)


def tracks_text(tracks: dict[str, int]) -> str:
    return " · ".join(f"{track_word(key)} {tracks[key]}" if key in tracks else f"{track_word(key)} –"
                      for key in TRACK_KEYS)
