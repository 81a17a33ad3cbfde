"""Explorers in the logbook (schema 5): their sheets, what each mission awarded them and
the achievements ticked, read and written with the logbook's connection.

An award is written in the transaction that logs its mission (`Logbook.add_mission(...,
explorers=...)`), and `explorer_awards` holds one row per explorer and mission: a process
killed at any moment leaves a mission with all its awards or neither, never one twice.
The arithmetic is the rules core's (`rules.explorers`, `rules.achievements`, `rules.awards`).
"""
from __future__ import annotations

import logging
import sqlite3
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from datetime import date as Date
from datetime import datetime

from spacealert_tui.rules.achievements import BY_ID, mission_achievements, mission_facts, solo_captain
from spacealert_tui.rules.awards import Award, History, award_failure, award_success
from spacealert_tui.rules.explorers import (MAX_LEVEL, SPECIALIZATIONS, Boxes, Sheet, Specialization, is_training,
                                            mission_experience)

EXPORT_FORMAT = "spacealert-explorers/1"
#: "The Space Exploration Service does not let rookies take part in campaigns: explorers
#: must be at least level 2" (The New Frontier, *Las campañas*, the note).
CAMPAIGN_MIN_LEVEL = 2


def campaign_rookies(explorers: Iterable[Explorer]) -> list[Explorer]:
    """The explorers too green for a campaign (below `CAMPAIGN_MIN_LEVEL`)."""
    return [e for e in explorers if e.sheet.level < CAMPAIGN_MIN_LEVEL]


def create_tables(db: sqlite3.Connection) -> None:
    """Schema 5: explorers, their specialization boxes, awards and achievements."""
    db.execute("""
        CREATE TABLE explorers (
            id          INTEGER PRIMARY KEY,
            name        TEXT NOT NULL UNIQUE COLLATE NOCASE,
            consent     INTEGER NOT NULL,            -- 1: may be cloned; 0: stubborn
            created     TEXT NOT NULL,
            experience  INTEGER NOT NULL DEFAULT 0,  -- all ever earned, margin included
            level       INTEGER NOT NULL DEFAULT 0,  -- the circled level
            cursor      INTEGER NOT NULL DEFAULT 0,  -- boxes of that level's row passed
            margin      INTEGER NOT NULL DEFAULT 0,  -- experience past level 30
            clones      INTEGER NOT NULL DEFAULT 0,
            died        TEXT                          -- the date a stubborn explorer died
        )""")
    db.execute("""
        CREATE TABLE explorer_specializations (
            explorer_id    INTEGER NOT NULL REFERENCES explorers(id) ON DELETE CASCADE,
            specialization TEXT NOT NULL,
            boxes          INTEGER NOT NULL CHECK (boxes BETWEEN 1 AND 3),
            PRIMARY KEY (explorer_id, specialization)
        )""")
    db.execute("""
        CREATE TABLE explorer_awards (
            id          INTEGER PRIMARY KEY,
            explorer_id INTEGER NOT NULL REFERENCES explorers(id) ON DELETE CASCADE,
            mission_id  INTEGER REFERENCES missions(id) ON DELETE SET NULL,
            campaign_id INTEGER REFERENCES campaigns(id) ON DELETE SET NULL,
            played      TEXT NOT NULL,
            description TEXT NOT NULL,               -- "M", "C2/3"
            success     INTEGER NOT NULL,            -- 0: cloned or dead
            experience  INTEGER NOT NULL,            -- for surviving
            achievement_xp INTEGER NOT NULL,
            UNIQUE (explorer_id, mission_id),
            UNIQUE (explorer_id, campaign_id)
        )""")
    db.execute("""
        CREATE TABLE explorer_achievements (
            explorer_id INTEGER NOT NULL REFERENCES explorers(id) ON DELETE CASCADE,
            achievement TEXT NOT NULL,
            award_id    INTEGER REFERENCES explorer_awards(id) ON DELETE SET NULL,
            PRIMARY KEY (explorer_id, achievement)
        )""")


@dataclass(frozen=True, slots=True)
class AwardLine:
    """A line of the sheet's list: a success ("4 + 3") or a clone/death (success False)."""

    played: str
    description: str
    success: bool
    experience: int
    achievement_xp: int
    mission_id: int | None
    achievements: tuple[str, ...] = ()

    @property
    def written(self) -> str:
        return f"{self.experience} + {self.achievement_xp}"


@dataclass(frozen=True, slots=True)
class Explorer:
    """An explorer as the logbook holds them: the sheet, its lists, and when created."""

    id: int
    sheet: Sheet
    created: str
    died: str | None
    awards: tuple[AwardLine, ...]
    achievements: tuple[str, ...]          # ticked, in sheet order

    @property
    def name(self) -> str:
        return self.sheet.name

    def history(self) -> History:
        wins = [a for a in self.awards if a.success]
        return History(ticked=frozenset(self.achievements), successes=len(wins),
                       campaigns_completed=sum(1 for a in wins if _complete(a.description)),
                       first_success=min((Date.fromisoformat(a.played) for a in wins), default=None))


def _complete(description: str) -> bool:
    """"C3/3": a campaign whose every planned mission was flown."""
    if not description.startswith("C") or "/" not in description:
        return False
    done, _, planned = description[1:].partition("/")
    return done == planned


class ExplorerError(ValueError):
    """An explorer that cannot be created, found or flown; the message is one line."""


_COLUMNS = "id, name, consent, created, experience, level, cursor, margin, clones, died"


def _explorer(db: sqlite3.Connection, row: tuple) -> Explorer:
    ident, name, consent, created, experience, level, cursor, margin, clones, died = row
    _check_row(row)
    specs = tuple(Specialization(n, b) for n, b in db.execute(
        "SELECT specialization, boxes FROM explorer_specializations WHERE explorer_id = ? "
        "ORDER BY rowid", (ident,)))
    sheet = Sheet(name, bool(consent), experience, Boxes(level, cursor, margin), specs, clones, died is not None)
    awards = []
    for award_id, played, description, success, xp, axp, mission_id in db.execute(
            "SELECT id, played, description, success, experience, achievement_xp, mission_id "
            "FROM explorer_awards WHERE explorer_id = ? ORDER BY played, id", (ident,)).fetchall():
        earned = tuple(r[0] for r in db.execute(
            "SELECT achievement FROM explorer_achievements WHERE award_id = ?", (award_id,)))
        awards.append(AwardLine(played, description, bool(success), xp, axp, mission_id, earned))
    order = {a: n for n, a in enumerate(BY_ID)}
    ticked = sorted((r[0] for r in db.execute("SELECT achievement FROM explorer_achievements "
                                              "WHERE explorer_id = ?", (ident,))),
                    key=lambda a: order.get(a, len(order)))
    return Explorer(ident, sheet, created, died, tuple(awards), tuple(ticked))


def _check_row(row: tuple) -> None:
    """A row of `explorers` as this program writes it; one edited by hand (a level written
    as text) raises `ExplorerError` naming the explorer and the column (issue 26)."""
    for column, value in zip(_COLUMNS.split(", "), row):
        ok = isinstance(value, str) if column in ("name", "created") else \
            value is None or isinstance(value, str) if column == "died" else \
            isinstance(value, int) and 0 <= value <= 2**62
        if not ok:
            raise ExplorerError(f"explorer #{row[0]} {row[1]!r:.40}: damaged row ({column}: {value!r:.40})")


def list_explorers(db: sqlite3.Connection, problems: list[str] | None = None) -> list[Explorer]:
    """Every explorer; a damaged row is skipped, its one-line reason added to `problems`."""
    rows = db.execute(f"SELECT {_COLUMNS} FROM explorers ORDER BY died IS NOT NULL, name").fetchall()
    out = []
    for row in rows:
        try:
            out.append(_explorer(db, row))
        except (ExplorerError, ValueError, TypeError) as exc:
            logging.getLogger(__name__).warning("explorer skipped: %s", exc)
            if problems is not None:
                problems.append(str(exc))
    return out


def find_explorer(db: sqlite3.Connection, name: str) -> Explorer | None:
    row = db.execute(f"SELECT {_COLUMNS} FROM explorers WHERE name = ?", (" ".join(name.split()),)).fetchone()
    return _explorer(db, row) if row else None


def create_explorer(db: sqlite3.Connection, name: str, *, consent: bool = True,
                    created: str | None = None) -> int:
    name = " ".join(name.split())
    if not name:
        raise ExplorerError("an explorer needs a name")
    try:
        cur = db.execute("INSERT INTO explorers (name, consent, created) VALUES (?, ?, ?)",
                         (name, int(consent), created or datetime.now().isoformat(timespec="seconds")))
    except sqlite3.IntegrityError:
        raise ExplorerError(f"there is already an explorer called {name!r}") from None
    return int(cur.lastrowid or 0)


def save_sheet(db: sqlite3.Connection, explorer_id: int, sheet: Sheet, died: str | None = None) -> None:
    b = sheet.boxes
    db.execute("UPDATE explorers SET consent = ?, experience = ?, level = ?, cursor = ?, margin = ?, "
               "clones = ?, died = COALESCE(died, ?) WHERE id = ?",
               (int(sheet.consent), sheet.experience, b.level, b.cursor, b.margin, sheet.clones,
                died if sheet.dead else None, explorer_id))
    db.execute("DELETE FROM explorer_specializations WHERE explorer_id = ?", (explorer_id,))
    db.executemany("INSERT INTO explorer_specializations (explorer_id, specialization, boxes) VALUES (?, ?, ?)",
                   [(explorer_id, s.name, s.boxes) for s in sheet.specializations])


def write_award(db: sqlite3.Connection, explorer: Explorer, award: Award, *, played: str, description: str,
                mission_id: int | None = None, campaign_id: int | None = None) -> None:
    """The award's line, its achievements and the sheet it leaves, on the open transaction."""
    cur = db.execute(
        "INSERT INTO explorer_awards (explorer_id, mission_id, campaign_id, played, description, success, "
        "experience, achievement_xp) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (explorer.id, mission_id, campaign_id, played, description, int(award.success), award.experience,
         award.achievement_xp))
    db.executemany("INSERT INTO explorer_achievements (explorer_id, achievement, award_id) VALUES (?, ?, ?)",
                   [(explorer.id, a.id, cur.lastrowid) for a in award.achievements])
    save_sheet(db, explorer.id, award.after, died=played)


def award_mission(db: sqlite3.Connection, mission_id: int, record, result, levels: tuple[str | None, str | None],
                  played: str, explorers: Mapping[str, str],
                  judged: Mapping[str, Iterable[str]] | None = None,
                  prefer: Mapping[str, Iterable[str]] | None = None,
                  skipped: dict[str, str] | None = None,
                  consent: Mapping[str, bool] | None = None) -> dict[str, Award]:
    """Award the explorers flying this mission (`explorers`: crew name → explorer name;
    `judged`/`prefer`: crew name → achievement ids the crew granted / the player chose),
    on the open transaction. An explorer already awarded for it is left alone. A mission
    flown on a test run or a simulation awards nothing at all (ruling EX18). `consent`
    (explorer name → consent when the mission started): the mission is flown with it, so
    a signature during the mission saves no one it loses (rulebook p.28, ruling EX20).

    With `skipped` given, each award stands alone (issue 26): one that cannot be made (its
    explorer gone or dead since, a damaged line of their sheet) is rolled back to its own
    savepoint and noted there (crew name → one-line reason), and the others are made."""
    if is_training(record.soundtrack):
        return {}
    facts = mission_facts(record, result, *levels)
    met = mission_achievements(facts)
    seats = {c.name.casefold(): c for c in record.crew}
    judged, prefer = judged or {}, prefer or {}
    day = Date.fromisoformat(played)
    out: dict[str, Award] = {}
    captain = solo_captain([c.android for c in record.crew], [c.roles for c in record.crew])
    for seat, name in explorers.items():
        def one(seat: str = seat, name: str = name) -> None:
            member = seats.get(seat.casefold())
            if member is None:
                raise ExplorerError(f"no crew member called {seat!r} in this mission")
            if member.android and (captain is None or record.crew[captain] is not member):
                raise ExplorerError(f"{seat} is an android, not an explorer")
            explorer = find_explorer(db, name)
            if explorer is None:
                raise ExplorerError(f"no explorer called {name!r}")
            if explorer.sheet.dead:
                raise ExplorerError(f"{explorer.name} died on {explorer.died}")
            if db.execute("SELECT 1 FROM explorer_awards WHERE explorer_id = ? AND mission_id = ?",
                          (explorer.id, mission_id)).fetchone():
                return
            flown = _flown_with(explorer.sheet, consent)
            if result.won:
                score = result.score.total if result.score is not None else 0
                award = award_success(flown, explorer.history(), mission_experience(score),
                                      met | set(judged.get(seat, ())), day=day, prefer=prefer.get(seat, ()))
            else:
                award = award_failure(flown, explorer.history(), day=day)
            award = _kept_consent(explorer.sheet, award)
            write_award(db, explorer, award, played=played, description="M", mission_id=mission_id)
            out[explorer.name] = award

        if skipped is None:
            one()
            continue
        db.execute("SAVEPOINT one_award")
        try:
            one()
        except (ExplorerError, ValueError, TypeError, sqlite3.IntegrityError) as exc:
            db.execute("ROLLBACK TO one_award")
            skipped[seat] = str(exc) or type(exc).__name__
        db.execute("RELEASE one_award")
    return out


# -- export and import ---------------------------------------------------------------------------

def export_document(db: sqlite3.Connection, problems: list[str] | None = None) -> dict:
    """Every explorer, with the awards' missions named by their record key and date so
    another logbook holding the same missions ties them back (a damaged row: skipped, said
    in `problems`)."""
    keys = dict(db.execute("SELECT id, record_key FROM missions"))
    out = []
    for e in list_explorers(db, problems):
        s = e.sheet
        out.append({
            "name": s.name, "consent": s.consent, "created": e.created, "died": e.died,
            "experience": s.experience, "level": s.level, "cursor": s.boxes.cursor, "margin": s.boxes.margin,
            "clones": s.clones, "specializations": {x.name: x.boxes for x in s.specializations},
            "achievements": list(e.achievements),
            "awards": [{"played": a.played, "description": a.description, "success": a.success,
                        "experience": a.experience, "achievement_xp": a.achievement_xp,
                        "record_key": keys.get(a.mission_id) if a.mission_id is not None else None,
                        "achievements": list(a.achievements)} for a in e.awards],
        })
    return {"format": EXPORT_FORMAT, "explorers": out}


def _field(item: dict, key: str, kind: type | tuple[type, ...], where: str, source: str,
           optional: bool = False):
    from spacealert_tui.errors import UserError
    value = item.get(key)
    if value is None and optional:
        return None
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise UserError(f"expected {getattr(kind, '__name__', 'a value')}, found {value!r}",
                        file=source, field=f"{where}.{key}")
    return value


#: The largest count an imported sheet may hold: far above any played campaign, far below
#: SQLite's 64-bit integers (a bigger one stopped the import with "unexpected error").
MAX_COUNT = 1_000_000


def _count(item: dict, key: str, where: str, source: str, top: int = MAX_COUNT) -> int:
    """An imported whole number from 0 to `top`, else a `UserError` naming the field."""
    from spacealert_tui.errors import UserError
    value = _field(item, key, int, where, source)
    if not 0 <= value <= top:
        raise UserError(f"expected a whole number from 0 to {top}, found {value}", file=source,
                        field=f"{where}.{key}")
    return value


def _when(item: dict, key: str, where: str, source: str, *, optional: bool = False,
          moment: bool = False) -> str | None:
    """An imported date (YYYY-MM-DD; `moment`: a date and time) that exists, written in
    ASCII digits, as the records' dates are: one that is not stopped a lost mission's
    award later (issue 26)."""
    import re

    from spacealert_tui.errors import UserError
    value = _field(item, key, str, where, source, optional=optional)
    if value is None:
        return None
    try:
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}" + (r"([T ][\d:.+-]{2,40})?" if moment else ""), value,
                            re.ASCII):
            raise ValueError
        (datetime.fromisoformat if moment else Date.fromisoformat)(value)
    except ValueError:
        raise UserError(f"not a date (YYYY-MM-DD): {value[:40]!r}", file=source,
                        field=f"{where}.{key}") from None
    return value


def _names(item: dict, key: str, where: str, source: str) -> list[str]:
    """An imported list of names (achievement ids)."""
    from spacealert_tui.errors import UserError
    values = _field(item, key, list, where, source)
    for n, value in enumerate(values):
        if not isinstance(value, str) or not value or len(value) > 100:
            raise UserError(f"expected a name, found {value!r:.60}", file=source, field=f"{where}.{key}[{n}]")
    return values


def import_document(db: sqlite3.Connection, doc, source: str) -> list[str]:
    """Add the explorers of `doc` whose names this logbook lacks; bad input raises a
    `UserError` naming the file and the field."""
    from spacealert_tui.errors import UserError
    if not isinstance(doc, dict) or doc.get("format") != EXPORT_FORMAT:
        raise UserError(f"not an explorers export (format: {EXPORT_FORMAT})", file=source, field="format")
    items = doc.get("explorers")
    if not isinstance(items, list):
        raise UserError("expected a list", file=source, field="explorers")
    added = []
    for i, item in enumerate(items):
        where = f"explorers[{i}]"
        if not isinstance(item, dict):
            raise UserError("expected an object", file=source, field=where)
        name = _field(item, "name", str, where, source)
        if find_explorer(db, name) is not None:
            continue
        ident = create_explorer(db, name, consent=bool(_field(item, "consent", bool, where, source)),
                                created=_when(item, "created", where, source, moment=True))
        specs = _field(item, "specializations", dict, where, source)
        for spec, boxes in specs.items():
            if spec not in SPECIALIZATIONS or not isinstance(boxes, int) or isinstance(boxes, bool) \
                    or not 1 <= boxes <= 3:
                raise UserError(f"expected one of the specializations with 1 to 3 boxes, found {spec!r:.40}: "
                                f"{boxes!r:.20}", file=source, field=f"{where}.specializations")
        sheet = Sheet(name, bool(item["consent"]), _count(item, "experience", where, source),
                      Boxes(_count(item, "level", where, source, MAX_LEVEL), _count(item, "cursor", where, source),
                            _count(item, "margin", where, source)),
                      tuple(Specialization(str(k), v) for k, v in specs.items()),
                      _count(item, "clones", where, source), item.get("died") is not None)
        died = _when(item, "died", where, source, optional=True)
        try:
            save_sheet(db, ident, sheet, died=died)
        except sqlite3.IntegrityError as exc:
            raise UserError(f"does not fit a sheet ({exc})", file=source, field=where) from None
        for j, award in enumerate(_field(item, "awards", list, where, source)):
            at = f"{where}.awards[{j}]"
            if not isinstance(award, dict):
                raise UserError("expected an object", file=source, field=at)
            played = _when(award, "played", at, source)
            key = _field(award, "record_key", str, at, source, optional=True)
            found = db.execute("SELECT id FROM missions WHERE record_key = ? AND played = ? ORDER BY id LIMIT 1",
                               (key, played)).fetchone() if key else None
            cur = db.execute(
                "INSERT INTO explorer_awards (explorer_id, mission_id, played, description, success, experience, "
                "achievement_xp) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (ident, found[0] if found else None, played, _field(award, "description", str, at, source),
                 int(_field(award, "success", bool, at, source)), _count(award, "experience", at, source),
                 _count(award, "achievement_xp", at, source)))
            for achievement in _names(award, "achievements", at, source):
                db.execute("INSERT OR IGNORE INTO explorer_achievements (explorer_id, achievement, award_id) "
                           "VALUES (?, ?, ?)", (ident, str(achievement), cur.lastrowid))
        for achievement in _names(item, "achievements", where, source):
            db.execute("INSERT OR IGNORE INTO explorer_achievements (explorer_id, achievement) VALUES (?, ?)",
                       (ident, str(achievement)))
        added.append(name)
    return added


def training_waiting(book) -> list[str]:
    """A line for each award of a `Logbook` left waiting for a mission flown on a test run
    or a simulation: settling it awards nothing (ruling EX18), and the crew is told why."""
    from spacealert_tui.i18n import _

    lines = []
    for mission_id, waiting in book.pending_awards().items():
        mission = book.mission(mission_id)
        if mission is not None and is_training(mission.soundtrack):
            lines.append(_("mission #{id} ({soundtrack}) is a test run or a simulation: no experience for "
                           "{names}").format(id=mission_id, soundtrack=mission.soundtrack,
                                             names=", ".join(waiting.values()) or "-"))
    return lines


def _logged_facts(db: sqlite3.Connection, mission_id: int):
    """A logged mission's facts for the campaign achievements, from its stored record and
    score columns (its `Result` is not kept as an object)."""
    from spacealert_tui.record.files import load_record_text
    from spacealert_tui.rules.achievements import MissionFacts, humans_of, threat_count

    row = db.execute(
        "SELECT m.status, m.common_level, m.serious_level, m.damage_penalty, m.worst_zone_penalty, "
        "m.knocked_out_penalty, m.bots_penalty, t.record_yaml FROM missions m "
        "JOIN mission_texts t ON t.mission_id = m.id WHERE m.id = ?", (mission_id,)).fetchone()
    status, common, serious, *parts, record_yaml = row
    record = load_record_text(record_yaml, f"logbook mission #{mission_id}")
    won = status == "won"
    return MissionFacts(humans=humans_of([c.android for c in record.crew]), seats=len(record.crew),
                        double_actions="double_actions" in record.rules, common_level=common,
                        serious_level=serious, threat_count=threat_count(record), won=won,
                        perfect=won and not any(parts))


def _flown_with(sheet: Sheet, consent: Mapping[str, bool] | None) -> Sheet:
    """The sheet as the mission or campaign flew it: with the consent noted when it set out."""
    given = {k.casefold(): v for k, v in (consent or {}).items()}
    started = given.get(sheet.name.casefold())
    return sheet if started is None or started == sheet.consent else replace(sheet, consent=bool(started))


def _kept_consent(sheet: Sheet, award: Award) -> Award:
    """A signature made during the flight, kept for the next one (a clone signs as its
    original did; the dead sign nothing)."""
    if not award.after.dead and award.after.consent != sheet.consent:
        return replace(award, after=replace(award.after, consent=sheet.consent))
    return award


def consent_of(db: sqlite3.Connection, names: Iterable[str]) -> dict[str, bool]:
    """Each named explorer's cloning consent now: noted as a mission or campaign sets out
    ("the brain scan is made at the start of each mission or campaign", p.25)."""
    found = (find_explorer(db, name) for name in names)
    return {e.name: e.sheet.consent for e in found if e is not None}


def award_campaign(db: sqlite3.Connection, campaign_id: int, explorers: Iterable[str], *,
                   played: str, planned: int = 3, points: int | None = None, penalties: int | None = None,
                   judged: Mapping[str, Iterable[str]] | None = None,
                   prefer: Mapping[str, Iterable[str]] | None = None,
                   consent: Mapping[str, bool] | None = None) -> dict[str, Award]:
    """Award the explorers who flew a campaign, on the open transaction: a success
    (`points` not None) pays `campaign_experience` and the campaign's achievements, a
    failure clones or kills. `judged`/`prefer` are by explorer name. An explorer already
    awarded for this campaign is left alone. `consent` (explorer name → consent when the
    campaign set out): the campaign is flown with it, so a signature during the campaign
    saves no one it fails, and counts from the next flight (ruling EX20)."""
    from spacealert_tui.rules.achievements import campaign_achievements
    from spacealert_tui.rules.explorers import campaign_experience

    ids = [r[0] for r in db.execute("SELECT id FROM missions WHERE campaign_id = ? ORDER BY campaign_seq, id",
                                    (campaign_id,))]
    if not ids:
        raise ExplorerError(f"campaign #{campaign_id} has no mission logged")
    planned = max(planned, len(ids))
    facts = [_logged_facts(db, i) for i in ids]
    met = campaign_achievements(facts, planned, penalties=penalties) if points is not None else frozenset()
    day = Date.fromisoformat(played)
    judged, prefer = judged or {}, prefer or {}
    out: dict[str, Award] = {}
    for name in explorers:
        explorer = find_explorer(db, name)
        if explorer is None:
            raise ExplorerError(f"no explorer called {name!r}")
        if db.execute("SELECT 1 FROM explorer_awards WHERE explorer_id = ? AND campaign_id = ?",
                      (explorer.id, campaign_id)).fetchone():
            continue
        if explorer.sheet.dead:
            raise ExplorerError(f"{explorer.name} died on {explorer.died}")
        flown = _flown_with(explorer.sheet, consent)
        if points is not None:
            completed = len(ids) == planned and all(f.won for f in facts)
            award = award_success(flown, explorer.history(), campaign_experience(len(ids), points, planned),
                                  met | set(judged.get(explorer.name, ())), day=day,
                                  campaign_completed=completed, prefer=prefer.get(explorer.name, ()))
        else:
            award = award_failure(flown, explorer.history(), day=day)
        award = _kept_consent(explorer.sheet, award)
        write_award(db, explorer, award, played=played, description=f"C{len(ids)}/{planned}",
                    campaign_id=campaign_id)
        out[explorer.name] = award
    return out
