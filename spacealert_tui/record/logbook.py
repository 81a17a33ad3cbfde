"""The crew's logbook: every mission played, in SQLite (standard-library `sqlite3`).

One row per mission, in the form of the rulebook's logbook page (§4.1): the crew
(names and roles), the date, the soundtrack, the difficulty of common and serious
threats (1 = white, 2 = yellow, 1+2 = mixed), the points for threats survived and
destroyed, the penalties, visual confirmation and the total — or, for a lost
mission, no score and the threat that destroyed the ship. Beside it, the whole game
record (YAML, so the mission can be replayed) and the result (JSON).

The file is `data_dir()/logbook.sqlite3`. Safety:

- WAL journal, `synchronous=FULL`, and every write in one transaction: killing the
  process at any moment leaves the database whole, and a mission `add_mission`
  returned for is on disk.
- The schema is versioned with `PRAGMA user_version`; `MIGRATIONS` run in order,
  each in its own transaction, so a later version adds columns and tables to an
  existing logbook. A logbook written by a newer version is refused, not touched.
- A file that is not a readable logbook (not SQLite, corrupted, another program's
  database) is moved aside to `logbook.sqlite3.corrupt-YYYYmmdd-HHMMSS` and
  `LogbookCorrupt` says where; it is never silently replaced. Opening again starts a
  new, empty logbook.
"""
from __future__ import annotations

import csv
import hashlib
import json
import logging
import os
import re
import sqlite3
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date as Date
from datetime import datetime
from pathlib import Path
from typing import IO, Any

from spacealert_tui.errors import UserError
from spacealert_tui.fileio import data_dir

FILENAME = "logbook.sqlite3"
APPLICATION_ID = 0x53414C42          # "SALB": marks the file as a Space Alert logbook
LEVELS = ("white", "yellow", "mixed", "red", "red+yellow", "all")
#: rulebook §4.1 numbers the colours 1 (white) and 2 (yellow); red, the expansion's, is 3
LEVEL_CODES = {"white": "1", "yellow": "2", "mixed": "1+2", "red": "3", "red+yellow": "2+3", "all": "1+2+3"}
_CORRUPT_CODES = (11, 26)            # SQLITE_CORRUPT, SQLITE_NOTADB


def default_path() -> Path:
    return data_dir() / FILENAME


def level_code(level: str | None) -> str:
    """The logbook's difficulty code: 1 (white), 2 (yellow), 1+2 (mixed); "-" unknown."""
    if not level:
        return "-"
    return LEVEL_CODES.get(level, level)


def difficulty_code(common: str | None, serious: str | None) -> str:
    """Both difficulties as the logbook writes them: common / serious ("1/1+2")."""
    return f"{level_code(common)}/{level_code(serious)}"


# -- errors --------------------------------------------------------------------------------

class LogbookError(UserError):
    """The logbook cannot be opened, read or written. The message is one line to show."""

    def __init__(self, message: str, path: Path | None = None) -> None:
        self.path = path
        super().__init__(message, file=str(path) if path else None)


class LogbookCorrupt(LogbookError):
    """The file was not a readable logbook: it was moved to `backup`; the next open starts anew."""

    def __init__(self, path: Path, backup: Path, reason: str) -> None:
        self.backup, self.reason = backup, reason
        super().__init__(f"the logbook could not be read ({reason}); it was moved to {backup} "
                         "and a new logbook is started", path)


# -- schema ----------------------------------------------------------------------------------

def _v1(db: sqlite3.Connection) -> None:
    """Crews, missions (the logbook line) and their texts (record YAML, result JSON)."""
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.execute("""
        CREATE TABLE crews (
            id          INTEGER PRIMARY KEY,
            name        TEXT UNIQUE COLLATE NOCASE,  -- the crew's own name, or NULL
            members_key TEXT NOT NULL,               -- its people: sorted, case-folded names
            members     TEXT NOT NULL,               -- their names as written ("Ana, Bo, Cy")
            created     TEXT NOT NULL
        )""")
    db.execute("CREATE UNIQUE INDEX crews_unnamed ON crews(members_key) WHERE name IS NULL")
    db.execute("""
        CREATE TABLE missions (
            id            INTEGER PRIMARY KEY,
            crew_id       INTEGER NOT NULL REFERENCES crews(id),
            draft_id      TEXT UNIQUE,               -- the table's mission draft it came from
            played        TEXT NOT NULL,             -- mission date, YYYY-MM-DD
            logged        TEXT NOT NULL,             -- when it was written, ISO 8601
            title         TEXT,
            soundtrack    TEXT,
            common_level  TEXT,                      -- white | yellow | mixed | NULL
            serious_level TEXT,
            crew_json     TEXT NOT NULL,             -- [{name, roles, android, color}] in seat order
            crew_size     INTEGER NOT NULL,
            status        TEXT NOT NULL CHECK (status IN ('won', 'lost')),
            survived      INTEGER,                   -- the score: NULL when lost
            destroyed     INTEGER,
            damage_penalty      INTEGER,
            worst_zone_penalty  INTEGER,
            knocked_out_penalty INTEGER,
            bots_penalty  INTEGER,
            penalties     INTEGER,                   -- the four penalties together (<= 0)
            visual        INTEGER,
            bonus         INTEGER,
            total         INTEGER,
            lost_turn     INTEGER,                   -- a lost mission: when, why, which threat
            lost_cause    TEXT,
            fatal_card    TEXT,
            fatal_threat  TEXT,
            record_path   TEXT,                      -- the record file saved beside, if any
            CHECK ((status = 'won') = (total IS NOT NULL))
        )""")
    db.execute("CREATE INDEX missions_latest ON missions(played DESC, id DESC)")
    db.execute("CREATE INDEX missions_crew ON missions(crew_id, played DESC, id DESC)")
    db.execute("CREATE INDEX missions_best ON missions(soundtrack, common_level, serious_level, "
               "total DESC, played, id)")
    db.execute("""
        CREATE TABLE mission_texts (
            mission_id  INTEGER PRIMARY KEY REFERENCES missions(id) ON DELETE CASCADE,
            record_yaml TEXT NOT NULL,               -- spacealert-record/1: replay it
            result_json TEXT NOT NULL                -- spacealert-result/1
        )""")


def _v2(db: sqlite3.Connection) -> None:
    """Campaigns (rulebook §6.3): a campaign's missions are logged one a line,
    bracketed together; penalties and the campaign score are worked out at the end.
    Written by `start_campaign`, `link_campaign_mission` and `finish_campaign`."""
    db.execute("""
        CREATE TABLE campaigns (
            id        INTEGER PRIMARY KEY,
            crew_id   INTEGER NOT NULL REFERENCES crews(id),
            started   TEXT NOT NULL,
            finished  TEXT,                          -- NULL while it goes on
            penalties INTEGER,                       -- at the end only (§6.3)
            visual    INTEGER,                       -- floor(visual points / missions) (§6.3)
            total     INTEGER
        )""")
    db.execute("ALTER TABLE missions ADD COLUMN campaign_id INTEGER REFERENCES campaigns(id)")
    db.execute("ALTER TABLE missions ADD COLUMN campaign_seq INTEGER")


def record_key(record_yaml: str) -> str:
    """The fingerprint of a stored record text (SHA-256, hex): with the date, what tells a
    mission already logged when records are imported (`Logbook.logged_as`)."""
    return hashlib.sha256(record_yaml.encode("utf-8")).hexdigest()


def _v3(db: sqlite3.Connection) -> None:
    """`missions.record_key` (the stored record text's `record_key`), indexed with the date:
    importing the same records twice must not log them twice (docs/records.md, "Importing
    records into the logbook"). Filled here for the missions already logged, from their
    stored text."""
    db.execute("ALTER TABLE missions ADD COLUMN record_key TEXT")
    keys = [(record_key(text), mission_id) for mission_id, text in
            db.execute("SELECT mission_id, record_yaml FROM mission_texts")]
    db.executemany("UPDATE missions SET record_key = ? WHERE id = ?", keys)
    db.execute("CREATE INDEX missions_same ON missions(record_key, played)")


#: The titles practice drafts get (tui/screens/solo.py): how `_v4` tells the practice
#: missions logged before the logbook said so.
PRACTICE_TITLES = ("Solo practice", "Practice")


def _v4(db: sqlite3.Connection) -> None:
    """`missions.practice`: a mission started as practice (solo practice, `spacealert solo`)
    is logged as such, so its scores are told apart from the table's. The missions already
    logged from a practice draft (the titles practice drafts get) are marked."""
    db.execute("ALTER TABLE missions ADD COLUMN practice INTEGER NOT NULL DEFAULT 0")
    db.execute("UPDATE missions SET practice = 1 WHERE draft_id IS NOT NULL AND title IN "
               f"({', '.join('?' * len(PRACTICE_TITLES))})", PRACTICE_TITLES)


def _v5(db: sqlite3.Connection) -> None:
    """Explorers (*The New Frontier*'s experience system): their sheets, awards and
    achievements (`record/explorers.py`)."""
    from spacealert_tui.record.explorers import create_tables
    create_tables(db)


def _v6(db: sqlite3.Connection) -> None:
    """`pending_awards`: the explorers of a won mission whose award waits for the crew's
    judged achievements, written in the transaction that logs the mission and deleted in
    the one that awards them; a process killed in between leaves the row, and the award
    is made from it later (`Logbook.settle_pending`), never lost and never twice."""
    db.execute("""
        CREATE TABLE pending_awards (
            mission_id INTEGER PRIMARY KEY REFERENCES missions(id) ON DELETE CASCADE,
            explorers  TEXT NOT NULL,                -- JSON {crew name: explorer name}
            created    TEXT NOT NULL
        )""")


#: The columns best scores are grouped by, then their order within a group: the best
#: (highest total; a lost mission's NULL comes last), the earliest of equal ones.
BEST_INDEX_COLUMNS = "soundtrack, common_level, serious_level, practice, total DESC, played, id"


def _v7(db: sqlite3.Connection) -> None:
    """`missions_best` covers the grouping again: since practice missions became a group of
    their own (`_v4`), the old index (without `practice`) made `best_scores` sort the whole
    table. Nothing else changes; every mission stays."""
    db.execute("DROP INDEX IF EXISTS missions_best")
    db.execute(f"CREATE INDEX missions_best ON missions({BEST_INDEX_COLUMNS})")


#: The schema's history, oldest first: MIGRATIONS[n] takes a logbook from version n to n+1.
#: Never edit a released step; append a new one.
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_v1, _v2, _v3, _v4, _v5, _v6, _v7)
SCHEMA_VERSION = len(MIGRATIONS)


# -- what the logbook holds ----------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class CrewMember:
    name: str
    roles: tuple[str, ...] = ()
    android: bool = False
    color: str | None = None
    badges: tuple[str, ...] = ()      # The New Frontier's other crew badges (record.crew.BADGES)
    titles: tuple[tuple[str, str], ...] = ()   # (badge, the crew's own title for it), p.33

    @property
    def label(self) -> str:
        """"Ana (captain, science officer)"; an android says so. A badge the crew renamed
        is named as they named it."""
        from spacealert_tui.record.crew import BADGES
        titles = {badge: title for badge, _short, title, _task in BADGES} | dict(self.titles)
        notes = list(self.roles) + [titles.get(b, b) for b in self.badges] + (["android"] if self.android else [])
        return f"{self.name} ({', '.join(notes)})" if notes else self.name

    def shown_label(self) -> str:
        """`label` in the crew's language (`label` stays English for CSV and JSON)."""
        from spacealert_tui.record.crew import badge_words
        from spacealert_tui.record.stored import role_word

        words = badge_words({badge: {"title": title} for badge, title in self.titles})
        notes = ([dict(self.titles).get(r) or role_word(r) for r in self.roles]     # a role renamed (R20)
                 + [words[b][0] for b in self.badges if b in words]
                 + ([role_word("android")] if self.android else []))
        return f"{self.name} ({', '.join(notes)})" if notes else self.name


def record_badges(record) -> dict[str, list[str]]:
    """Crew member name → the badges the record's `mission.badges` gives them (badge →
    name); what is not a known badge or not a crew member is left out, so a hand-written
    field never stops the logbook."""
    from spacealert_tui.record.crew import BADGES
    given = record.mission_extra.get("badges")
    if not isinstance(given, dict):
        return {}
    names = {c.name for c in record.crew}
    known = [badge for badge, *_rest in BADGES]
    out: dict[str, list[str]] = {}
    for badge in known:
        holder = given.get(badge)
        if isinstance(holder, str) and holder in names:
            out.setdefault(holder, []).append(badge)
    return out


def record_badge_titles(record) -> dict[str, str]:
    """Badge → the title the crew gave it (`mission.badge_texts`, p.33), for the badges
    they renamed; kept with the crew in the logbook."""
    from spacealert_tui.record.crew import clean_badge_texts
    texts = clean_badge_texts(record.mission_extra.get("badge_texts"))
    return {badge: words["title"] for badge, words in texts.items() if "title" in words}


@dataclass(frozen=True, slots=True)
class Crew:
    id: int
    name: str | None
    members: str
    missions: int = 0

    @property
    def label(self) -> str:
        return self.name or self.members


@dataclass(frozen=True, slots=True)
class Mission:
    """One line of the logbook. `record_yaml`/`result_json` are filled by `Logbook.mission`."""

    id: int
    played: str
    crew_id: int
    crew_label: str
    crew: tuple[CrewMember, ...]
    title: str | None
    soundtrack: str | None
    common_level: str | None
    serious_level: str | None
    status: str
    survived: int | None
    destroyed: int | None
    damage_penalty: int | None
    worst_zone_penalty: int | None
    knocked_out_penalty: int | None
    bots_penalty: int | None
    penalties: int | None
    visual: int | None
    bonus: int | None
    total: int | None
    lost_turn: int | None
    lost_cause: str | None
    fatal_card: str | None
    fatal_threat: str | None
    record_path: str | None
    draft_id: str | None
    logged: str
    practice: bool = False            # started as practice, not at the table
    record_yaml: str | None = None
    result_json: str | None = None

    @property
    def won(self) -> bool:
        return self.status == "won"

    @property
    def difficulty(self) -> str:
        return difficulty_code(self.common_level, self.serious_level)

    @property
    def crew_names(self) -> str:
        """The first line of the logbook page: names with their roles."""
        return ", ".join(m.label for m in self.crew)

    def shown_crew_names(self) -> str:
        """`crew_names` in the crew's language."""
        return ", ".join(m.shown_label() for m in self.crew)

    def record(self):
        """The game record (`GameRecord`), to replay the mission."""
        if self.record_yaml is None:
            raise ValueError("listings carry no record: use Logbook.mission(id)")
        from spacealert_tui.record.files import load_record_text
        return load_record_text(self.record_yaml, f"logbook mission #{self.id}")

    def result(self) -> dict:
        """The result as `spacealert resolve --json` prints it."""
        if self.result_json is None:
            raise ValueError("listings carry no result: use Logbook.mission(id)")
        try:
            result = json.loads(self.result_json)
        except (ValueError, RecursionError) as exc:
            raise UserError(f"the stored result is damaged ({exc})", file=f"logbook mission #{self.id}") from None
        if not isinstance(result, dict):
            raise UserError("the stored result is damaged (not a JSON object)", file=f"logbook mission #{self.id}")
        return result


@dataclass(frozen=True, slots=True)
class BestScore:
    """The best won mission of a group (a soundtrack, a difficulty, or both), with how many
    missions the group has; `total` is None while the group has no win."""

    soundtrack: str | None
    common_level: str | None
    serious_level: str | None
    total: int | None
    mission_id: int | None
    played: str | None
    crew_label: str | None
    missions: int
    won: int
    practice: bool = False            # a group of practice missions (never mixed with the table's)

    @property
    def difficulty(self) -> str:
        return difficulty_code(self.common_level, self.serious_level)


CSV_COLUMNS = ("id", "date", "crew", "members", "title", "soundtrack", "common", "serious",
               "status", "survived", "destroyed", "damage_penalty", "worst_zone_penalty",
               "knocked_out_penalty", "bots_penalty", "penalties", "visual_confirmation",
               "bonus", "total", "lost_turn", "fatal_threat", "lost_cause", "record_file", "practice")

_MISSION_COLUMNS = ("m.id, m.played, m.crew_id, COALESCE(c.name, c.members), m.crew_json, m.title, "
                    "m.soundtrack, m.common_level, m.serious_level, m.status, m.survived, "
                    "m.destroyed, m.damage_penalty, m.worst_zone_penalty, m.knocked_out_penalty, "
                    "m.bots_penalty, m.penalties, m.visual, m.bonus, m.total, m.lost_turn, "
                    "m.lost_cause, m.fatal_card, m.fatal_threat, m.record_path, m.draft_id, "
                    "m.logged, m.practice")


def _crew_of(mission_id: int, crew_json: str) -> tuple[CrewMember, ...]:
    """The crew stored with a mission; a damaged column gives no names (logged), so one
    bad row never stops the listing of the others."""
    try:
        return tuple(CrewMember(str(m["name"]), tuple(m.get("roles") or ()), bool(m.get("android")),
                                m.get("color"), tuple(m.get("badges") or ()),
                                tuple((str(k), str(v)) for k, v in (m.get("badge_titles") or {}).items()))
                     for m in json.loads(crew_json))
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as exc:
        logging.getLogger(__name__).warning("logbook mission #%s: damaged crew (%s)", mission_id, exc)
        return ()


def _mission_of(row: tuple, texts: tuple | None = None) -> Mission:
    """A `_MISSION_COLUMNS` row as a `Mission`, in field order: the crew read from its
    JSON, the columns from title to logged as they are, the practice flag, the texts."""
    crew = _crew_of(row[0], row[4])
    record_yaml, result_json = texts if texts is not None else (None, None)
    values: tuple[Any, ...] = (*row[:4], crew, *row[5:-1], bool(row[-1]), record_yaml, result_json)
    return Mission(*values)


# -- from a record and a result to a logbook line --------------------------------------------

_FATAL = re.compile(r"^(?P<label>.+?) \((?P<card>S?[EI][0-9]*-[0-9]+)\)")


def fatal_threat(result: dict) -> tuple[str | None, str | None]:
    """(card, name) of the threat that destroyed the ship, read from the lost cause."""
    lost = result.get("lost") or {}
    cause = lost.get("cause") or ""
    match = _FATAL.match(cause)
    if not match:
        return None, None
    card = match["card"]
    for threat in result.get("threats") or ():
        if threat.get("card") == card:
            return card, threat.get("name") or match["label"]
    return card, re.sub(r" #\d+$", "", match["label"])


def record_levels(record) -> tuple[str | None, str | None]:
    """(common, serious) difficulty: the record's `mission.difficulty` when the app wrote it,
    else read from the colours of the cards drawn (white, yellow, both: mixed)."""
    given = record.mission_extra.get("difficulty")
    if isinstance(given, dict):
        common, serious = given.get("common"), given.get("serious")
        if common in LEVELS or serious in LEVELS:
            return (common if common in LEVELS else None, serious if serious in LEVELS else None)
    from spacealert_tui.rules import CARDS
    colours: dict[bool, set[str]] = {False: set(), True: set()}
    for draw in record.threats:
        cls = CARDS.get(draw.card)
        if cls is not None:
            colours[bool(cls.serious)].add(cls.color)

    def level(found: set[str]) -> str | None:
        if not found:
            return None
        if found == {"white"}:
            return "white"
        if found == {"yellow"}:
            return "yellow"
        if found == {"white", "yellow"}:
            return "mixed"
        if found == {"red"}:
            return "red"
        if found == {"yellow", "red"}:
            return "red+yellow"
        if found == {"white", "yellow", "red"}:
            return "all"
        return "+".join(sorted(found))     # red with white alone: not a level the app offers
    return level(colours[False]), level(colours[True])


def crew_key(names: list[str]) -> str:
    return "\x1f".join(sorted(n.strip().casefold() for n in names))


def _result_doc(result: Any) -> dict:
    doc = result.to_json() if hasattr(result, "to_json") else result
    if not isinstance(doc, dict) or doc.get("status") not in ("won", "lost"):
        raise ValueError("not a spacealert-result/1 object")
    return doc


def _date_text(when: Date | datetime | str | None) -> str:
    if when is None:
        return Date.today().isoformat()
    if isinstance(when, datetime):
        return when.date().isoformat()
    if isinstance(when, Date):
        return when.isoformat()
    return Date.fromisoformat(str(when)).isoformat()


# -- the logbook -------------------------------------------------------------------------------

class _NotALogbook(Exception):
    pass


def _is_corruption(exc: sqlite3.Error) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return (code & 0xFF) in _CORRUPT_CODES
    text = str(exc)
    return "not a database" in text or "malformed" in text


def move_aside(path: Path) -> Path:
    """Rename the database (and its -wal/-shm files) to a timestamped backup beside it."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    backup = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while backup.exists():
        n += 1
        backup = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    os.replace(path, backup)
    for suffix in ("-wal", "-shm"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            try:
                os.replace(side, backup.with_name(backup.name + suffix))
            except OSError:
                pass
    return backup


def _order_key(column: str) -> str:
    """Soundtracks by name, levels white, yellow, mixed; unknown (NULL) last."""
    if column.endswith("_level"):
        return (f"CASE WHEN {column} IS NULL THEN 5 WHEN {column} = 'white' THEN 1 "
                f"WHEN {column} = 'yellow' THEN 2 WHEN {column} = 'mixed' THEN 3 ELSE 4 END, {column}")
    return f"{column} IS NULL, {column}"


class Logbook:
    """The crew's logbook. `Logbook.open()` it; use it as a context manager or `close()` it."""

    def __init__(self, db: sqlite3.Connection, path: Path) -> None:
        self.db, self.path = db, path

    # -- opening ---------------------------------------------------------------------------------

    @classmethod
    def open(cls, path: str | os.PathLike | None = None, *, timeout: float = 5.0) -> Logbook:
        """Open (creating or migrating it) the logbook at `path`, by default `data_dir()`'s.

        Raises `LogbookCorrupt` (the file was moved aside) or `LogbookError`.
        """
        where = Path(path).expanduser() if path is not None else default_path()
        try:
            where.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise LogbookError(f"cannot create the folder: {exc.strerror or exc}", where.parent) from None
        if where.is_dir():
            raise LogbookError("is a folder, not a logbook file", where)
        try:
            db = sqlite3.connect(where, timeout=timeout, isolation_level=None)
        except sqlite3.Error as exc:
            raise LogbookError(f"cannot open the logbook: {exc}", where) from None
        try:
            cls._prepare(db, where)
        except LogbookError:
            db.close()
            raise
        except _NotALogbook as exc:
            db.close()
            raise cls._corrupt(where, str(exc)) from None
        except sqlite3.Error as exc:
            db.close()
            if _is_corruption(exc):
                raise cls._corrupt(where, str(exc)) from None
            raise LogbookError(f"cannot open the logbook: {exc}", where) from None
        return cls(db, where)

    @staticmethod
    def _corrupt(path: Path, reason: str) -> LogbookError:
        try:
            backup = move_aside(path)
        except OSError as exc:
            return LogbookError(f"the logbook could not be read ({reason}) and could not be moved "
                                f"aside ({exc.strerror or exc})", path)
        return LogbookCorrupt(path, backup, reason)

    @staticmethod
    def _prepare(db: sqlite3.Connection, path: Path) -> None:
        # Reading the header first: a file that is not SQLite fails here, before any write.
        version = db.execute("PRAGMA user_version").fetchone()[0]
        app_id = db.execute("PRAGMA application_id").fetchone()[0]
        tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if app_id not in (0, APPLICATION_ID) or (version == 0 and tables):
            raise _NotALogbook("another program's database, not a Space Alert logbook")
        if version > SCHEMA_VERSION:
            raise LogbookError(f"this logbook was written by a newer version of the app (schema "
                               f"{version}, this one knows {SCHEMA_VERSION}); it was left as it is", path)
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = FULL")
        db.execute("PRAGMA foreign_keys = ON")
        while version < SCHEMA_VERSION:
            db.execute("BEGIN IMMEDIATE")
            try:
                version = db.execute("PRAGMA user_version").fetchone()[0]   # another process may
                if version < SCHEMA_VERSION:                                  # have migrated it
                    MIGRATIONS[version](db)
                    version += 1
                    db.execute(f"PRAGMA user_version = {version}")
                db.execute("COMMIT")
            except BaseException:
                if db.in_transaction:   # a full disk may have ended it already: keep the real cause
                    db.execute("ROLLBACK")
                raise

    # -- life cycle ---------------------------------------------------------------------------

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> Logbook:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def version(self) -> int:
        return self.db.execute("PRAGMA user_version").fetchone()[0]

    @contextmanager
    def _guard(self, doing: str) -> Iterator[None]:
        """sqlite3 errors become LogbookError; a corrupted file is moved aside."""
        try:
            yield
        except sqlite3.Error as exc:
            if _is_corruption(exc):
                self.db.close()
                raise self._corrupt(self.path, str(exc)) from None
            raise LogbookError(f"cannot {doing}: {exc}", self.path) from None
        except OverflowError:       # a number typed past SQLite's 64-bit integers (issue 26)
            raise LogbookError(f"cannot {doing}: a number is too big (the logbook counts up to {2**63 - 1})",
                               self.path) from None

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """One write transaction; nested ones are savepoints. Missions added inside are
        committed together at the end (all or none)."""
        db = self.db
        if db.in_transaction:
            db.execute("SAVEPOINT nested")
            try:
                yield
            except BaseException:
                db.execute("ROLLBACK TO nested")
                db.execute("RELEASE nested")
                raise
            db.execute("RELEASE nested")
            return
        db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

    # -- writing ----------------------------------------------------------------------------

    def add_mission(self, record, result, *, crew_name: str | None = None,
                    date: Date | datetime | str | None = None, draft_id: str | None = None,
                    record_path: str | os.PathLike | None = None, practice: bool = False,
                    explorers: Mapping[str, str] | None = None,
                    judged: Mapping[str, Iterable[str]] | None = None,
                    prefer: Mapping[str, Iterable[str]] | None = None,
                    pending: Mapping[str, str] | None = None,
                    consent: Mapping[str, bool] | None = None) -> int:
        """Log a mission (a `GameRecord` and its `Result`, or the result's JSON object);
        returns its id. A mission from a draft already logged is not logged again: its id
        is returned. `date` defaults to today; `crew_name` names the crew (else the crew
        is its set of names); `practice` marks a mission started as practice.

        `explorers` (crew name → explorer name) are awarded for it in the same
        transaction (`record.explorers.award_mission`; `judged`, `prefer`: the crew's
        achievements and the player's choices, by crew name). It needs the `Result`
        itself; a practice mission awards nothing (ruling EX12). `pending` (crew name →
        explorer name) are explorers whose award waits for the crew's judged achievements:
        they are noted in the same transaction (`pending_awards`) and awarded by
        `award_explorers` or `settle_pending`. `consent`: each explorer's cloning consent
        when the mission started (`MissionDraft.note_consent`, ruling EX20)."""
        from spacealert_tui.record.files import dump_record

        doc = _result_doc(result)
        record_yaml = dump_record(record)
        result_json = json.dumps(doc, ensure_ascii=False, separators=(",", ":"))
        played = _date_text(date)
        common, serious = record_levels(record)
        badges = record_badges(record)
        titles = record_badge_titles(record)
        crew = [{"name": c.name, "roles": list(c.roles), "android": c.android, "color": c.color,
                 **({"badges": badges[c.name]} if c.name in badges else {}),
                 **({"badge_titles": {b: titles[b] for b in [*c.roles, *badges.get(c.name, ())] if b in titles}}
                    if any(b in titles for b in [*c.roles, *badges.get(c.name, ())]) else {})} for c in record.crew]
        people = [c.name for c in record.crew if not c.android] or [c.name for c in record.crew]
        score = doc.get("score") if doc["status"] == "won" else None
        lost = doc.get("lost") or {}
        card, threat = fatal_threat(doc) if score is None else (None, None)
        if score is not None:
            parts = [score.get(k, 0) for k in ("damage_penalty", "worst_zone_penalty",
                                               "knocked_out_penalty", "bots_penalty")]
            points = [score.get("survived", 0), score.get("destroyed", 0), *parts, sum(parts),
                      score.get("visual_confirmation", 0), score.get("bonus", 0), score["total"]]
        else:
            points = [None] * 10
        row = (draft_id, record_key(record_yaml), played, datetime.now().isoformat(timespec="seconds"),
               record.title,
               record.soundtrack, common, serious, json.dumps(crew, ensure_ascii=False),
               len(record.crew), doc["status"], *points,
               lost.get("turn") if score is None else None,
               lost.get("cause") if score is None else None, card, threat,
               os.fspath(record_path) if record_path is not None else None, int(practice))
        with self._guard("write the logbook"), self.transaction():
            if draft_id is not None:
                found = self.db.execute("SELECT id FROM missions WHERE draft_id = ?",
                                        (draft_id,)).fetchone()
                if found:
                    return found[0]
            crew_id = self._crew_id(people, crew_name)
            cur = self.db.execute(
                "INSERT INTO missions (crew_id, draft_id, record_key, played, logged, title, "
                "soundtrack, common_level, serious_level, crew_json, crew_size, status, survived, "
                "destroyed, damage_penalty, worst_zone_penalty, knocked_out_penalty, bots_penalty, "
                "penalties, visual, bonus, total, lost_turn, lost_cause, fatal_card, fatal_threat, "
                "record_path, practice) VALUES (?" + ", ?" * 27 + ")", (crew_id, *row))
            mission_id = _row_id(cur)
            self.db.execute("INSERT INTO mission_texts (mission_id, record_yaml, result_json) "
                            "VALUES (?, ?, ?)", (mission_id, record_yaml, result_json))
            if explorers and not practice:
                from spacealert_tui.record.explorers import ExplorerError, award_mission
                if not hasattr(result, "won"):
                    raise ValueError("awarding explorers needs the rules core's Result")
                try:
                    award_mission(self.db, mission_id, record, result, (common, serious), played,
                                  explorers, judged, prefer, consent=consent)
                except ExplorerError as exc:
                    raise LogbookError(str(exc), self.path) from None
            if pending and not practice:
                self.db.execute("INSERT INTO pending_awards (mission_id, explorers, created) VALUES (?, ?, ?)",
                                (mission_id, json.dumps(dict(pending), ensure_ascii=False),
                                 datetime.now().isoformat(timespec="seconds")))
        return mission_id

    def logged_as(self, record, *, date: Date | datetime | str | None = None,
                  draft_id: str | None = None) -> int | None:
        """The id of the logged mission this one already is, or None (a new mission).

        The same draft is the same mission. Otherwise the same record (tracks, threats,
        tiles, crew, every action: the stored text) is, played on `date` (None: a record
        that does not say when, on any date), unless both came from drafts and the drafts
        differ (two table missions played alike). The crew's name is not part of it: a
        name is a label for the same people. Ruling and reasons: docs/records.md,
        "Importing records into the logbook"."""
        from spacealert_tui.record.files import dump_record

        key = record_key(dump_record(record))
        played = None if date is None else _date_text(date)
        with self._guard("read the logbook"):
            if draft_id is not None:
                found = self.db.execute("SELECT id FROM missions WHERE draft_id = ?",
                                        (draft_id,)).fetchone()
                if found:
                    return found[0]
            found = self.db.execute(
                "SELECT id FROM missions WHERE record_key = ? AND (? IS NULL OR played = ?) "
                "AND (draft_id IS NULL OR ? IS NULL) ORDER BY id LIMIT 1",
                (key, played, played, draft_id)).fetchone()
        return found[0] if found else None

    def _crew_id(self, people: list[str], name: str | None) -> int:
        """The crew of these people, or of this name: found, named, or created."""
        db = self.db
        key = crew_key(people)
        name = " ".join(name.split()) if name else None
        if name:
            found = db.execute("SELECT id FROM crews WHERE name = ?", (name,)).fetchone()
            if found:
                return found[0]
            unnamed = db.execute("SELECT id FROM crews WHERE members_key = ? AND name IS NULL",
                                 (key,)).fetchone()
            if unnamed:      # the same people, who have just given themselves a name
                db.execute("UPDATE crews SET name = ? WHERE id = ?", (name, unnamed[0]))
                return unnamed[0]
        else:
            found = db.execute("SELECT id FROM crews WHERE members_key = ? "
                               "ORDER BY name IS NULL DESC, id DESC LIMIT 1", (key,)).fetchone()
            if found:
                return found[0]
        cur = db.execute("INSERT INTO crews (name, members_key, members, created) VALUES (?, ?, ?, ?)",
                         (name, key, ", ".join(people), datetime.now().isoformat(timespec="seconds")))
        return _row_id(cur)

    def name_crew(self, crew_id: int, name: str | None) -> None:
        """Give a crew a name (None: none again)."""
        name = " ".join(name.split()) if name else None
        with self._guard("rename the crew"), self.transaction():
            try:
                self.db.execute("UPDATE crews SET name = ? WHERE id = ?", (name, crew_id))
            except sqlite3.IntegrityError:
                raise LogbookError(f"another crew is already called {name!r}", self.path) from None

    def delete_mission(self, mission_id: int) -> bool:
        """Take a mission out of the logbook (its line, record and result); False if there
        is no such mission. A crew left with no mission and no name goes too. The record
        file, if any, stays where it is."""
        db = self.db
        with self._guard("delete from the logbook"), self.transaction():
            row = db.execute("SELECT crew_id FROM missions WHERE id = ?", (mission_id,)).fetchone()
            if row is None:
                return False
            db.execute("DELETE FROM mission_texts WHERE mission_id = ?", (mission_id,))
            db.execute("DELETE FROM missions WHERE id = ?", (mission_id,))
            db.execute("DELETE FROM crews WHERE id = ? AND name IS NULL "
                       "AND NOT EXISTS (SELECT 1 FROM missions WHERE crew_id = crews.id) "
                       "AND NOT EXISTS (SELECT 1 FROM campaigns WHERE crew_id = crews.id)", (row[0],))
        return True

    def set_record_path(self, mission_id: int, path: str | os.PathLike | None) -> None:
        with self._guard("write the logbook"), self.transaction():
            self.db.execute("UPDATE missions SET record_path = ? WHERE id = ?",
                            (os.fspath(path) if path is not None else None, mission_id))

    # -- reading ------------------------------------------------------------------------------

    def _crew_filter(self, crew: int | str | None, alias: str = "m") -> tuple[str, tuple]:
        if crew is None:
            return "", ()
        if isinstance(crew, int):
            return f" AND {alias}.crew_id = ?", (crew,)
        return (f" AND {alias}.crew_id IN (SELECT id FROM crews WHERE name = ? COLLATE NOCASE "
                "OR members_key = ?)", (crew, crew_key(crew.split(","))))

    def missions(self, crew: int | str | None = None, *, limit: int | None = None,
                 offset: int = 0) -> list[Mission]:
        """Logbook lines, latest first; `crew`: a crew id, a crew name, or "Ana, Bo, Cy"."""
        where, args = self._crew_filter(crew)
        sql = (f"SELECT {_MISSION_COLUMNS} FROM missions m JOIN crews c ON c.id = m.crew_id "
               f"WHERE 1{where} ORDER BY m.played DESC, m.id DESC LIMIT ? OFFSET ?")
        with self._guard("read the logbook"):
            rows = self.db.execute(sql, (*args, -1 if limit is None else limit, offset)).fetchall()
        return [_mission_of(row) for row in rows]

    def count(self, crew: int | str | None = None) -> int:
        where, args = self._crew_filter(crew)
        with self._guard("read the logbook"):
            return self.db.execute(f"SELECT count(*) FROM missions m WHERE 1{where}", args).fetchone()[0]

    def mission(self, mission_id: int) -> Mission | None:
        """One mission with its record and result texts (None if there is no such id)."""
        with self._guard("read the logbook"):
            row = self.db.execute(f"SELECT {_MISSION_COLUMNS} FROM missions m JOIN crews c "
                                  "ON c.id = m.crew_id WHERE m.id = ?", (mission_id,)).fetchone()
            if row is None:
                return None
            texts = self.db.execute("SELECT record_yaml, result_json FROM mission_texts "
                                    "WHERE mission_id = ?", (mission_id,)).fetchone()
        return _mission_of(row, texts or (None, None))

    def mission_for_draft(self, draft_id: str) -> Mission | None:
        with self._guard("read the logbook"):
            row = self.db.execute("SELECT id FROM missions WHERE draft_id = ?", (draft_id,)).fetchone()
        return self.mission(row[0]) if row else None

    def crews(self) -> list[Crew]:
        """Every crew, the one that played last first: per crew, searches of the index
        `missions_crew` (its count, its latest date and mission), not a grouping of all
        the logbook's missions (half the time with 10,000 of them)."""
        with self._guard("read the logbook"):
            rows = self.db.execute(
                "SELECT c.id, c.name, c.members, (SELECT count(*) FROM missions m WHERE m.crew_id = c.id), "
                "(SELECT max(m.played) FROM missions m WHERE m.crew_id = c.id) AS last, "
                "(SELECT max(m.id) FROM missions m WHERE m.crew_id = c.id) AS latest "
                "FROM crews c ORDER BY last DESC, latest DESC").fetchall()
        return [Crew(r[0], r[1], r[2], r[3]) for r in rows]

    def best_scores(self, crew: int | str | None = None,
                    by: tuple[str, ...] = ("soundtrack", "difficulty")) -> list[BestScore]:
        """The best won mission of each group, the earliest of equal scores.

        `by`: "soundtrack", "difficulty" (common and serious level), or both (the default:
        one line per soundtrack at each difficulty). Practice missions are always a group
        of their own (`BestScore.practice`), after the table's of the same soundtrack and
        difficulty. Groups with only lost missions have `total` None. Sorted by soundtrack,
        then difficulty.
        """
        return self._best_scores(*self.best_scores_query(crew, by))

    def best_score_pages(self, crew: int | str | None = None, soundtracks: int = 2) -> Iterator[list[BestScore]]:
        """`best_scores(crew)`, in its order, a few `soundtracks` at a time (the missions
        without one last): each page one range of the covering index `missions_best`,
        found by a search, so the logbook screen's first screenful of best scores does not
        read the whole logbook (0.3 ms against 8 for all of 10,000 missions). Each page is
        read when asked for (`next`)."""
        where, args = self._crew_filter(crew)
        after: str | None = None
        while True:
            above = "m.soundtrack IS NOT NULL" if after is None else "m.soundtrack > ?"
            with self._guard("read the logbook"):
                names = [row[0] for row in self.db.execute(
                    f"SELECT DISTINCT m.soundtrack FROM missions m WHERE {above}{where} "
                    "ORDER BY m.soundtrack LIMIT ?", (*(() if after is None else (after,)), *args, soundtracks))]
            if not names:
                break
            yield self._best_scores(*self.best_scores_query(
                crew, within=(" AND m.soundtrack BETWEEN ? AND ?", (names[0], names[-1]))))
            after = names[-1]
        unnamed = self._best_scores(*self.best_scores_query(crew, within=(" AND m.soundtrack IS NULL", ())))
        if unnamed:
            yield unnamed

    def _best_scores(self, keys: list[str], sql: str, args: tuple) -> list[BestScore]:
        with self._guard("read the logbook"):
            rows = self.db.execute(sql, args).fetchall()
        out = []
        for row in rows:
            values = dict(zip(keys, row))
            best, n, wins, best_id, played, crew_label = row[max(1, len(keys)):]
            out.append(BestScore(values.get("soundtrack"), values.get("common_level"),
                                 values.get("serious_level"), best, best_id, played, crew_label,
                                 n, wins, bool(values["practice"])))
        return out

    def best_scores_query(self, crew: int | str | None = None,
                          by: tuple[str, ...] = ("soundtrack", "difficulty"), *,
                          within: tuple[str, tuple] = ("", ())) -> tuple[list[str], str, tuple]:
        """The grouping keys, the SQL and its arguments `best_scores` runs (`within`: more
        conditions on the missions `m` and their arguments, a page's soundtracks).

        With the default grouping, `missions_best` covers it: the groups are read in the
        index's order (no sorting), each group's best total is its first entry, and its
        earliest mission of that total one index search (`tests/record` checks the plan).
        """
        keys: list[str] = []
        for part in by:
            if part == "soundtrack":
                keys.append("soundtrack")
            elif part == "difficulty":
                keys += ["common_level", "serious_level"]
            else:
                raise ValueError(f"unknown grouping {part!r} (soundtrack, difficulty)")
        keys.append("practice")
        where, args = self._crew_filter(crew)
        groups = ", ".join(f"m.{k} AS {k}" for k in keys)
        same = "".join(f" AND b.{k} IS g.{k}" for k in keys)
        # Per group: the best total, then (an index search) its earliest mission.
        sql = f"""
            SELECT g.*, (SELECT b.id FROM missions b WHERE b.total = g.best{same}
                         {self._crew_filter(crew, "b")[0]} ORDER BY b.played, b.id LIMIT 1) AS best_id
            FROM (SELECT {groups}, max(m.total) AS best, count(*) AS n, count(m.total) AS wins
                  FROM missions m WHERE 1{where}{within[0]} GROUP BY {", ".join(keys)}) g
            WHERE g.n > 0"""
        sql = f"""
            SELECT r.*, m.played, COALESCE(c.name, c.members)
            FROM ({sql}) r LEFT JOIN missions m ON m.id = r.best_id
            LEFT JOIN crews c ON c.id = m.crew_id
            ORDER BY {', '.join(_order_key("r." + k) for k in keys)}"""
        return keys, sql, (*args, *args, *within[1])

    def export_csv(self, fh: IO[str], crew: int | str | None = None) -> int:
        """Write the logbook as CSV (one mission a row, oldest first, a header row);
        returns how many missions. Open `fh` with `newline=""`."""
        writer = csv.writer(fh)
        writer.writerow(CSV_COLUMNS)
        missions = self.missions(crew)
        for m in reversed(missions):
            writer.writerow([m.id, m.played, m.crew_label, m.crew_names, m.title or "",
                             m.soundtrack or "", level_code(m.common_level) if m.common_level else "",
                             level_code(m.serious_level) if m.serious_level else "", m.status,
                             *("" if v is None else v for v in (
                                 m.survived, m.destroyed, m.damage_penalty, m.worst_zone_penalty,
                                 m.knocked_out_penalty, m.bots_penalty, m.penalties, m.visual,
                                 m.bonus, m.total, m.lost_turn)),
                             m.fatal_threat or "", m.lost_cause or "", m.record_path or "",
                             "yes" if m.practice else "no"])
        return len(missions)

    def integrity_check(self) -> list[str]:
        """SQLite's own check of the whole file: [] when it is sound."""
        with self._guard("check the logbook"):
            rows = self.db.execute("PRAGMA integrity_check").fetchall()
        problems = [r[0] for r in rows if r[0] != "ok"]
        return problems

    # -- campaigns (schema v2: rulebook §6.3) ---------------------------------------------------

    def start_campaign(self, people: list[str], *, crew_name: str | None = None,
                       started: Date | datetime | str | None = None) -> int:
        """A new campaign row (going on: `finished` NULL) for the crew of `people`; its id."""
        with self._guard("write the logbook"), self.transaction():
            crew_id = self._crew_id(list(people), crew_name)
            cur = self.db.execute("INSERT INTO campaigns (crew_id, started) VALUES (?, ?)",
                                  (crew_id, _date_text(started)))
        return _row_id(cur)

    def link_campaign_mission(self, campaign_id: int, mission_id: int, seq: int) -> None:
        """Mark a logged mission as mission `seq` (1, 2, 3) of a campaign."""
        with self._guard("write the logbook"), self.transaction():
            self.db.execute("UPDATE missions SET campaign_id = ?, campaign_seq = ? WHERE id = ?",
                            (campaign_id, seq, mission_id))

    def finish_campaign(self, campaign_id: int, *, penalties: int | None = None,
                        visual: int | None = None, total: int | None = None,
                        finished: Date | datetime | str | None = None,
                        explorers: Iterable[str] = (), planned: int = 3,
                        judged: Mapping[str, Iterable[str]] | None = None,
                        prefer: Mapping[str, Iterable[str]] | None = None,
                        consent: Mapping[str, bool] | None = None) -> None:
        """Close a campaign: its penalties, ⌊visual ÷ missions⌋ and total; a failed
        campaign (a ship destroyed) is closed with all three None.

        The `explorers` (names) who flew it are awarded in the same transaction: campaign
        experience (2 / 6 / 12, longer campaigns declared by `planned`, plus 1 per 10
        points) and its achievements, or cloning and death for a failed one
        (`record.explorers.award_campaign`; `judged`, `prefer` by explorer name; `consent`:
        each explorer's cloning consent when the campaign set out, ruling EX20)."""
        names = list(explorers)
        with self._guard("write the logbook"), self.transaction():
            self.db.execute("UPDATE campaigns SET finished = ?, penalties = ?, visual = ?, total = ? "
                            "WHERE id = ?", (_date_text(finished), penalties, visual, total, campaign_id))
            if names:
                from spacealert_tui.record.explorers import ExplorerError, award_campaign
                try:
                    award_campaign(self.db, campaign_id, names, played=_date_text(finished), planned=planned,
                                   points=total, penalties=penalties, judged=judged, prefer=prefer,
                                   consent=consent)
                except ExplorerError as exc:
                    raise LogbookError(str(exc), self.path) from None

    def campaigns(self, crew: int | str | None = None) -> list[CampaignRow]:
        """Every campaign, latest first, with its missions' ids in order."""
        where, args = self._crew_filter(crew, "k")
        return self._campaign_rows(where, args)

    def campaigns_of(self, mission_ids: Iterable[int]) -> list[CampaignRow]:
        """The campaigns these missions belong to (a page of the logbook screen), latest
        first, each with all its missions' ids in order: one question to SQLite, however
        many campaigns the logbook holds."""
        ids = sorted(set(mission_ids))
        if not ids:
            return []
        marks = ", ".join("?" * len(ids))
        return self._campaign_rows(f" AND k.id IN (SELECT campaign_id FROM missions WHERE id IN ({marks}))",
                                   tuple(ids))

    def has_campaign_missions(self, crew: int | str | None = None) -> bool:
        """Whether any mission (of `crew`) belongs to a campaign: the logbook screen makes
        room for the campaigns' brackets before every date then, whichever page it shows."""
        where, args = self._crew_filter(crew)
        with self._guard("read the logbook"):     # asked from the campaigns: most logbooks have none
            return bool(self.db.execute(
                "SELECT EXISTS (SELECT 1 FROM campaigns k WHERE EXISTS (SELECT 1 FROM missions m "
                f"WHERE m.campaign_id = k.id{where}))", args).fetchone()[0])

    def _campaign_rows(self, where: str, args: tuple) -> list[CampaignRow]:
        """The campaigns `where` selects (on `k`), with their missions' ids in playing
        order: two questions to SQLite, not one a campaign."""
        with self._guard("read the logbook"):
            rows = self.db.execute(
                "SELECT k.id, k.crew_id, COALESCE(c.name, c.members), k.started, k.finished, "
                "k.penalties, k.visual, k.total FROM campaigns k JOIN crews c ON c.id = k.crew_id "
                f"WHERE 1{where} ORDER BY k.started DESC, k.id DESC", args).fetchall()
            ids: dict[int, list[int]] = {row[0]: [] for row in rows}
            if ids:
                marks = ", ".join("?" * len(ids))
                for campaign_id, mission_id in self.db.execute(
                        f"SELECT campaign_id, id FROM missions WHERE campaign_id IN ({marks}) "
                        "ORDER BY campaign_id, campaign_seq, id", tuple(ids)):
                    ids[campaign_id].append(mission_id)
        return [CampaignRow(campaign_id, crew_id, label, started, finished, penalties, visual, total,
                            tuple(ids[campaign_id]))
                for campaign_id, crew_id, label, started, finished, penalties, visual, total in rows]

    def campaign(self, campaign_id: int) -> CampaignRow | None:
        return next((c for c in self.campaigns() if c.id == campaign_id), None)

    # -- explorers (schema v5: The New Frontier's experience system) ----------------------------

    @contextmanager
    def _explorers(self, doing: str, write: bool = False) -> Iterator[Any]:
        """`record.explorers`, with its errors and sqlite3's as `LogbookError`."""
        from spacealert_tui.record import explorers
        try:
            with self._guard(doing):
                if write:
                    with self.transaction():
                        yield explorers
                else:
                    yield explorers
        except (explorers.ExplorerError, ValueError) as exc:
            if isinstance(exc, LogbookError):
                raise
            raise LogbookError(str(exc), self.path) from None

    def explorers(self, problems: list[str] | None = None) -> list:
        """Every explorer (`record.explorers.Explorer`), the living first, by name; a
        damaged row is skipped, its reason added to `problems`."""
        with self._explorers("read the explorers") as ex:
            return ex.list_explorers(self.db, problems)

    def explorer(self, name: str):
        """One explorer by name (any case), or None."""
        with self._explorers("read the explorers") as ex:
            return ex.find_explorer(self.db, name)

    def consent_of(self, names: Iterable[str]) -> dict[str, bool]:
        """Each named explorer's cloning consent now (explorers not found: left out)."""
        with self._explorers("read the explorers") as ex:
            return ex.consent_of(self.db, names)

    def new_explorer(self, name: str, *, consent: bool = True) -> int:
        """A new explorer at level 0; `consent` False: a stubborn one. Its id."""
        with self._explorers("write the explorers", write=True) as ex:
            return ex.create_explorer(self.db, name, consent=consent)

    def sign_consent(self, name: str) -> None:
        """A stubborn explorer signs cloning consent, for good (between missions)."""
        self._change_sheet(name, lambda sheet: sheet.sign_consent())

    def tick_specialization(self, name: str, specialization: str) -> None:
        """Tick the next box of `specialization` for a level the explorer reached."""
        self._change_sheet(name, lambda sheet: sheet.tick_box(specialization))

    def _change_sheet(self, name: str, change: Callable[[Any], Any]) -> None:
        with self._explorers("write the explorers", write=True) as ex:
            found = ex.find_explorer(self.db, name)
            if found is None:
                raise ex.ExplorerError(f"no explorer called {name!r}")
            if found.sheet.dead:
                raise ex.ExplorerError(f"{found.name} died on {found.died}")
            ex.save_sheet(self.db, found.id, change(found.sheet))

    def award_explorers(self, mission_id: int, record, result, explorers: Mapping[str, str],
                        judged: Mapping[str, Iterable[str]] | None = None,
                        prefer: Mapping[str, Iterable[str]] | None = None,
                        skipped: dict[str, str] | None = None,
                        consent: Mapping[str, bool] | None = None) -> dict:
        """Award the explorers of a mission already logged (crew name → explorer name),
        once the crew has judged its achievements; an explorer already awarded for it is
        left alone. Explorer name → `rules.awards.Award`. With `skipped` given, an award
        that cannot be made is noted there (crew name → reason) and stays waiting, and the
        others are made (`record.explorers.award_mission`). `consent`: each explorer's
        consent when the mission started (the draft's `consent`; ruling EX20)."""
        with self._explorers("write the explorers", write=True) as ex:
            row = self.db.execute("SELECT played, common_level, serious_level, practice FROM missions "
                                  "WHERE id = ?", (mission_id,)).fetchone()
            if row is None:
                raise ex.ExplorerError(f"no mission #{mission_id} in the logbook")
            played, common, serious, practice = row
            self.db.execute("DELETE FROM pending_awards WHERE mission_id = ?", (mission_id,))
            if practice:
                return {}
            made = ex.award_mission(self.db, mission_id, record, result, (common, serious), played,
                                    explorers, judged, prefer, skipped=skipped, consent=consent)
            if skipped:
                still = {seat: name for seat, name in explorers.items() if seat in skipped}
                self.db.execute("INSERT INTO pending_awards (mission_id, explorers, created) VALUES (?, ?, ?)",
                                (mission_id, json.dumps(still, ensure_ascii=False),
                                 datetime.now().isoformat(timespec="seconds")))
            return made

    def pending_awards(self) -> dict[int, dict[str, str]]:
        """The won missions whose explorers still wait for their award (a process ended
        between logging and awarding): mission id → {crew name: explorer name}."""
        with self._guard("read the logbook"):
            rows = self.db.execute("SELECT mission_id, explorers FROM pending_awards ORDER BY mission_id").fetchall()
        out: dict[int, dict[str, str]] = {}
        for mission_id, text in rows:
            try:
                found = json.loads(text)
            except ValueError:
                found = None
            out[mission_id] = ({str(k): str(v) for k, v in found.items()} if isinstance(found, dict) else {})
        return out

    def settle_pending(self, mission_id: int, judged: Mapping[str, Iterable[str]] | None = None,
                       skipped: dict[str, str] | None = None) -> dict:
        """Make a waiting award from what the logbook holds (the stored record, resolved
        again: the rules core is deterministic); `judged` by crew name. Explorer name →
        `Award`; {} if nothing waits for this mission. `skipped`: as `award_explorers`."""
        waiting = self.pending_awards().get(mission_id)
        if waiting is None:
            return {}
        logged = self.mission(mission_id)
        if logged is None:
            return {}
        from spacealert_tui.rules import resolve
        record = logged.record()
        return self.award_explorers(mission_id, record, resolve(record).result, waiting, judged=judged,
                                    skipped=skipped)

    def settle_all_pending(self, problems: list[str] | None = None) -> int:
        """Make every award left waiting (automatic achievements only); how many missions
        were settled. Each award stands alone (issue 26): one that cannot be made stays
        waiting and is said in one line in `problems`, and the rest are made. A mission
        whose crew is judging its achievements in another window right now
        (`record.claims.judging_path`) is left to that window."""
        from spacealert_tui.errors import UserError
        from spacealert_tui.i18n import _
        from spacealert_tui.record.claims import held_elsewhere, judging_path

        settled = 0
        said = problems if problems is not None else []
        for mission_id, waiting in self.pending_awards().items():
            if held_elsewhere(judging_path(self.path, mission_id)):
                said.append(_("mission #{id}: its crew is judging its achievements in another window; "
                              "left to that window").format(id=mission_id))
                continue
            skipped: dict[str, str] = {}
            try:
                self.settle_pending(mission_id, skipped=skipped)
            except Exception as exc:       # noqa: BLE001 - one mission's damage never stops the others
                logging.getLogger(__name__).warning("waiting award of mission #%s not made: %s", mission_id, exc,
                                                    exc_info=not isinstance(exc, (LogbookError, UserError)))
                said.append(_("mission #{id}: not awarded ({reason}); it stays waiting").format(
                    id=mission_id, reason=exc))
                continue
            for seat, reason in skipped.items():
                logging.getLogger(__name__).warning("waiting award of mission #%s for %s not made: %s",
                                                    mission_id, seat, reason)
                said.append(_("mission #{id}: {name} not awarded ({reason}); it stays waiting").format(
                    id=mission_id, name=waiting.get(seat, seat), reason=reason))
            settled += len(skipped) < len(waiting)
        return settled

    def export_explorers(self, problems: list[str] | None = None) -> dict:
        """Every explorer as a JSON document (`spacealert-explorers/1`); a damaged row is
        skipped, its reason added to `problems`."""
        with self._explorers("read the explorers") as ex:
            return ex.export_document(self.db, problems)

    def import_explorers(self, doc: Any, source: str = "explorers") -> list[str]:
        """Add the explorers of an exported document that this logbook has not (by name),
        their awards tied to the missions logged here with the same record and date;
        returns the names added. One transaction: all or none."""
        with self._explorers("import the explorers", write=True) as ex:
            return ex.import_document(self.db, doc, source)


def _row_id(cursor: sqlite3.Cursor) -> int:
    """The id of the row an INSERT just made (sqlite3 types it as possibly None)."""
    row_id = cursor.lastrowid
    if row_id is None:
        raise LogbookError("the logbook did not say which row it wrote")
    return row_id


@dataclass(frozen=True, slots=True)
class CampaignRow:
    """A logged campaign: `finished` None while it goes on; `total` None if it failed."""

    id: int
    crew_id: int
    crew_label: str
    started: str
    finished: str | None
    penalties: int | None
    visual: int | None
    total: int | None
    mission_ids: tuple[int, ...] = ()

    @property
    def status(self) -> str:
        """going | over | failed"""
        if self.finished is None:
            return "going"
        return "over" if self.total is not None else "failed"
