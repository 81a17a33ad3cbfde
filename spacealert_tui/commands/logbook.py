"""`spacealert logbook`: the crew's logbook from the command line.

    spacealert logbook                      # the missions (latest first) and the best scores
    spacealert logbook --crew "Ana, Bo"     # one crew (a name, or its people)
    spacealert logbook --json               # the same as JSON
    spacealert logbook --csv [FILE]         # export as CSV (no FILE, or "-": standard output)
    spacealert logbook --export-records DIR # every mission's record, a YAML file each
    spacealert logbook --import-records FILE_OR_DIR...   # resolve records and log them
    spacealert logbook --delete ID [--yes]  # take a mission out (asks first unless --yes)

Practice missions (solo practice, `spacealert solo`) are marked "practice" in every
listing, and their best scores are kept apart from the table's.

An exported record carries a top-level `logbook:` mapping (its id there, date, crew
name, draft, record file); importing it logs the mission with that date and crew
name, and leaves the mapping out of the stored record, so export then import gives
the same missions. A record without it is logged as played today. A mission already
in the logbook is skipped, and the count of skipped ones said: the same draft, or the
same record on the same date (any date for a record that does not say), unless two
different drafts (`Logbook.logged_as`; docs/records.md, "Importing records into the
logbook"). Every file is read and resolved before anything is written: a bad one is
one line on stderr (file, line, field), exit status 2, and the logbook is unchanged.
"""
from __future__ import annotations

import argparse
import io
import json
import os
import re
import sys
import stat
from dataclasses import dataclass, field, replace
from pathlib import Path

from spacealert_tui.errors import UserError
from spacealert_tui import fileio
from spacealert_tui.fileio import os_reason, write_user_file
from spacealert_tui.i18n import _, ngettext

META_KEY = "logbook"


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("logbook", help=_("print, export or import the crew's logbook"),
                       description=_("The crew's logbook: every mission logged, the best scores "
                                     "per soundtrack and difficulty; CSV export; records out and in."))
    p.add_argument("--crew", metavar="NAME", help=_("only this crew (its name, or its people: \"Ana, Bo, Cy\")"))
    p.add_argument("--csv", metavar="FILE", nargs="?", const="-",
                   help=_("write the logbook as CSV to FILE (none or -: standard output)"))
    p.add_argument("--export-records", metavar="DIR", help=_("write every mission's record (YAML) to DIR"))
    p.add_argument("--import-records", metavar="FILE_OR_DIR", nargs="+",
                   help=_("resolve these records (files, or folders of *.yaml) and log them"))
    p.add_argument("--json", action="store_true", help=_("print the logbook as JSON"))
    p.add_argument("--limit", type=int, metavar="N", help=_("print only the latest N missions"))
    p.add_argument("--delete", type=int, metavar="ID", action="append",
                   help=_("take mission ID out of the logbook (repeatable; asks first unless --yes)"))
    p.add_argument("--yes", "-y", action="store_true", help=_("delete without asking"))
    p.set_defaults(func=run)


# -- printing ----------------------------------------------------------------------------------

def soundtrack_label(soundtrack: str | None) -> str:
    """As the logbook screen shortens them: "base/" left out, "new-frontier/" as "nf/"."""
    if not soundtrack:
        return "-"
    return soundtrack.removeprefix("base/").replace("new-frontier/", "nf/")


def _num(value) -> str:
    return "-" if value is None else str(value)


def mission_lines(m) -> list[str]:
    """One mission in the rulebook's form: the score line, then the crew with roles."""
    from spacealert_tui.record.stored import stored_words
    total = str(m.total) if m.won else _("LOST T{turn}: {threat}").format(
        turn=_num(m.lost_turn), threat=stored_words(m.fatal_threat or m.lost_cause or "?"))
    first = (f"#{m.id:<5} {m.played:<10}  {soundtrack_label(m.soundtrack):<16} {m.difficulty:<7} "
             f"{_num(m.survived):>4} {_num(m.destroyed):>4} {_num(m.penalties):>4} {_num(m.visual):>4}  {total}")
    crew = m.shown_crew_names()
    if m.crew_label and m.crew_label != ", ".join(c.name for c in m.crew if not c.android):
        crew = f"{m.crew_label}: {crew}"
    practice = _("practice · ") if m.practice else ""
    return [first.rstrip(), f"       {practice}{crew}"]


def mission_head() -> str:
    """The missions' column heads (each cut to its column's width)."""
    date, soundtrack, diff, surv = _("date"), _("soundtrack"), _("diff"), _("surv")
    dest, pen, vis, total = _("dest"), _("pen"), _("vis"), _("total")
    return (f"{'#id':<6} {date:<10.10}  {soundtrack:<16.16} {diff:<7.7} {surv:>4.4} "
            f"{dest:>4.4} {pen:>4.4} {vis:>4.4}  {total}")


def best_lines(best) -> list[str]:
    soundtrack, diff, best_word, won, mission = _("soundtrack"), _("diff"), _("best"), _("won"), _("mission")
    out = [f"{soundtrack:<16.16} {diff:<7.7} {best_word:>5.5}  {won:>7.7}  {mission}"]
    for b in best:
        where = f"#{b.mission_id} {b.played} {b.crew_label}" if b.total is not None else "-"
        out.append(f"{soundtrack_label(b.soundtrack):<16} {b.difficulty:<7} {_num(b.total):>5}  "
                   f"{f'{b.won}/{b.missions}':>7}  {where}" + ("  " + _("(practice)") if b.practice else ""))
    return out


def logbook_text(book, crew=None, limit=None) -> str:
    missions = book.missions(crew, limit=limit)
    total = book.count(crew)
    head = _("Logbook {path}").format(path=book.path)
    if crew:
        head += _(" · crew {crew}").format(crew=crew)
    count = ngettext("{n} mission", "{n} missions", total).format(n=total)
    if len(missions) < total:
        count += _(" (the latest {n} shown)").format(n=len(missions))
    lines = [head, count, ""]
    if missions:
        lines.append(mission_head())
        for m in missions:
            lines += mission_lines(m)
        lines += ["", _("Best scores (per soundtrack and difficulty: common/serious, 1 white, 2 yellow, 1+2 mixed)")]
        lines += best_lines(book.best_scores(crew))
    else:
        lines.append(_("No missions logged yet."))
    return "\n".join(lines) + "\n"


def mission_json(m) -> dict:
    return {"id": m.id, "date": m.played, "crew": m.crew_label,
            "members": [{"name": c.name, "roles": list(c.roles), "android": c.android,
                         **({"badges": list(c.badges)} if c.badges else {})} for c in m.crew],
            "title": m.title, "soundtrack": m.soundtrack, "common": m.common_level,
            "serious": m.serious_level, "difficulty": m.difficulty, "status": m.status,
            "survived": m.survived, "destroyed": m.destroyed, "penalties": m.penalties,
            "damage_penalty": m.damage_penalty, "worst_zone_penalty": m.worst_zone_penalty,
            "knocked_out_penalty": m.knocked_out_penalty, "bots_penalty": m.bots_penalty,
            "visual_confirmation": m.visual, "bonus": m.bonus, "total": m.total,
            "lost_turn": m.lost_turn, "lost_cause": m.lost_cause, "fatal_threat": m.fatal_threat,
            "record_file": m.record_path, "practice": m.practice}


def logbook_json(book, crew=None, limit=None) -> dict:
    return {"format": "spacealert-logbook-listing/1", "logbook": str(book.path),
            "count": book.count(crew),
            "missions": [mission_json(m) for m in book.missions(crew, limit=limit)],
            "best": [{"soundtrack": b.soundtrack, "common": b.common_level, "serious": b.serious_level,
                      "difficulty": b.difficulty, "total": b.total, "mission": b.mission_id,
                      "date": b.played, "crew": b.crew_label, "missions": b.missions, "won": b.won,
                      "practice": b.practice}
                     for b in book.best_scores(crew)]}


# -- records out and in --------------------------------------------------------------------------

def export_records(book, folder: Path, crew=None, problems: list[str] | None = None) -> list[Path]:
    """Every mission's record, oldest first, as `<id>-<date>-<title>.yaml` with a `logbook:` mapping
    (the title in the crew's language when the app made it, as the score screen names the file).
    A mission whose stored record is missing or damaged is skipped, its reason added to `problems`."""
    from spacealert_tui.record.files import save_record, slug
    from spacealert_tui.record.practice import title_words

    # not `named`: a name the catalogs' extraction reads as a marker (tools/i18n.py KEYWORDS),
    # and Babel 2.19 stops reading the file's messages after it
    crew_names = {c.id: c.name for c in book.crews()}
    written = []
    for listed in reversed(book.missions(crew)):
        m = book.mission(listed.id)
        if m is None or m.record_yaml is None:
            (problems if problems is not None else []).append(
                _("mission #{id}: its record is missing from the logbook").format(id=listed.id))
            continue
        try:
            record = m.record()
        except UserError as exc:
            (problems if problems is not None else []).append(str(exc))
            continue
        meta = {"id": m.id, "date": m.played}
        if crew_names.get(m.crew_id):
            meta["crew"] = crew_names[m.crew_id]
        if m.draft_id:
            meta["draft"] = m.draft_id
        if m.record_path:
            meta["record_file"] = m.record_path
        if m.practice:
            meta["practice"] = True
        record = replace(record, extra={**record.extra, META_KEY: meta})
        path = folder / f"{m.id:05d}-{m.played}-{slug(title_words(m.title) if m.title else None)}.yaml"
        save_record(record, path)
        written.append(path)
    return written


def _is_dir(path: Path, spec: str) -> bool:
    """Whether `path` is a folder; a name the system refuses (too long) is one line naming it."""
    try:
        return stat.S_ISDIR(os.stat(path).st_mode)
    except FileNotFoundError:
        return False
    except (OSError, ValueError) as exc:
        raise UserError(os_reason(exc) if isinstance(exc, OSError) else str(exc), file=spec) from None


def record_files(specs: list[str]) -> list[Path]:
    out: list[Path] = []
    for spec in specs:
        path = Path(spec).expanduser()
        if _is_dir(path, spec):
            found = sorted([*path.glob("*.yaml"), *path.glob("*.yml")])
            if not found:
                raise UserError(_("no *.yaml records in this folder"), file=spec)
            out += found
        else:
            out.append(path)
    return out


def _real_date(text: str) -> bool:
    """Whether a YYYY-MM-DD date exists (2026-13-45 does not)."""
    from datetime import date
    try:
        date.fromisoformat(text)
    except ValueError:
        return False
    return True


def _meta(record, name: str) -> tuple:
    """(record without the logbook mapping, date, crew name, draft id, record file, practice)."""
    meta = record.extra.get(META_KEY)
    if meta is None:
        return record, None, None, None, None, False
    if not isinstance(meta, dict):
        raise UserError(_("expected a mapping (date, crew, draft, record_file)"), file=name,
                        field=META_KEY)
    extra = {k: v for k, v in record.extra.items() if k != META_KEY}
    date = meta.get("date")
    if date is not None:
        date = str(date)
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", date, re.ASCII) or not _real_date(date):
            raise UserError(_("expected a date YYYY-MM-DD, got {value}").format(value=repr(date)), file=name,
                            field=f"{META_KEY}.date")
    for key in ("crew", "draft", "record_file"):
        if meta.get(key) is not None and not isinstance(meta.get(key), str):
            raise UserError(_("expected text, got {value}").format(value=repr(meta[key])), file=name,
                            field=f"{META_KEY}.{key}")
    practice = meta.get("practice", False)
    if not isinstance(practice, bool):
        raise UserError(_("expected true or false, got {value}").format(value=repr(practice)), file=name,
                        field=f"{META_KEY}.practice")
    return (replace(record, extra=extra), date, meta.get("crew"), meta.get("draft"),
            meta.get("record_file"), practice)


@dataclass
class Imported:
    """What an import did: the missions it logged, and the ids of those already there."""

    added: list[int] = field(default_factory=list)
    skipped: list[int] = field(default_factory=list)


def import_records(book, specs: list[str]) -> Imported:
    """Load and resolve every record first (any error: nothing written), then log them all
    in one transaction, skipping each mission already logged (`Logbook.logged_as`: twice
    in the same import too)."""
    from spacealert_tui.record import load_record
    from spacealert_tui.rules import resolve

    ready = []
    for path in record_files(specs):
        name = os.fspath(path)
        record, date, crew, draft, record_file, practice = _meta(load_record(path), name)
        try:
            result = resolve(record).result
        except UserError:
            raise
        except Exception as exc:
            raise UserError(_("cannot be resolved: {problem}").format(problem=exc), file=name) from None
        ready.append((record, result, date, crew, draft, record_file, practice))
    done = Imported()
    with book.transaction():
        for record, result, date, crew, draft, record_file, practice in ready:
            found = book.logged_as(record, date=date, draft_id=draft)
            if found is not None:
                done.skipped.append(found)
                continue
            done.added.append(book.add_mission(record, result, crew_name=crew, date=date,
                                               draft_id=draft, record_path=record_file,
                                               practice=practice))
    return done


# -- deleting ----------------------------------------------------------------------------------

def mission_summary(m) -> str:
    """A mission in one line, for the question before deleting it."""
    from spacealert_tui.record.stored import stored_words
    total = (_("score {total}").format(total=m.total) if m.won
             else _("lost: {threat}").format(threat=stored_words(m.fatal_threat or m.lost_cause or "?")))
    return (f"#{m.id} · {m.played} · {m.crew_label} · {soundtrack_label(m.soundtrack)} · {total}"
            + (_(" · practice") if m.practice else ""))


def delete_missions(book, ids: list[int], *, yes: bool) -> int:
    """Delete the missions `ids` after asking on the terminal (or at once with `yes`).
    An unknown id, or no terminal to ask on without `yes`, is a UserError and nothing
    is deleted. Returns how many were deleted."""
    found = []
    for mission_id in ids:
        m = book.mission(mission_id)
        if m is None:
            raise UserError(_("no mission #{id} in the logbook").format(id=mission_id), file=str(book.path),
                            field="--delete")
        found.append(m)
    if not yes:
        if not sys.stdin.isatty():
            raise UserError(_("deleting asks first: add --yes to delete without a terminal"),
                            field="--delete")
        for m in found:
            sys.stderr.write(mission_summary(m) + "\n")
        sys.stderr.write(_("Delete these from the logbook? [y/N] ") if len(found) > 1
                         else _("Delete this from the logbook? [y/N] "))
        sys.stderr.flush()
        if sys.stdin.readline().strip().lower() not in ("y", "yes", _("y"), _("yes")):
            sys.stderr.write(_("nothing deleted") + "\n")
            return 0
    with book.transaction():
        deleted = sum(book.delete_mission(m.id) for m in found)
    sys.stderr.write(ngettext("deleted {n} mission from {path}", "deleted {n} missions from {path}",
                              deleted).format(n=deleted, path=book.path) + "\n")
    return deleted


# -- the command ----------------------------------------------------------------------------------

def run(args: argparse.Namespace) -> int:
    from spacealert_tui.record.logbook import Logbook

    with Logbook.open() as book:
        did = False
        if args.delete:
            delete_missions(book, args.delete, yes=args.yes)
            did = True
        if args.import_records:
            done = import_records(book, args.import_records)
            added, skipped = len(done.added), len(done.skipped)
            sys.stderr.write(ngettext("imported {n} mission into {path}", "imported {n} missions into {path}",
                                      added).format(n=added, path=book.path)
                             + (_("; skipped {n} already logged").format(n=skipped) if skipped else "") + "\n")
            did = True
        if args.export_records:
            folder = Path(args.export_records).expanduser()
            if fileio.exists(folder) and not _is_dir(folder, args.export_records):
                raise UserError(_("not a folder"), file=args.export_records)
            try:
                folder.mkdir(parents=True, exist_ok=True)      # said at once, even with nothing to write
                problems: list[str] = []
                written = export_records(book, folder, args.crew, problems)
            except OSError as exc:
                raise UserError(os_reason(exc), file=args.export_records) from None
            for problem in problems:            # a damaged mission is skipped with a notice
                sys.stderr.write("spacealert: " + _("skipped {problem}").format(problem=problem) + "\n")
            sys.stderr.write(ngettext("wrote {n} record to {path}", "wrote {n} records to {path}",
                                      len(written)).format(n=len(written), path=folder) + "\n")
            did = True
        if args.csv:
            if args.csv == "-":
                book.export_csv(sys.stdout, args.crew)
            else:
                buffer = io.StringIO(newline="")
                n = book.export_csv(buffer, args.crew)
                write_user_file(Path(args.csv).expanduser(), buffer.getvalue(), what=_("CSV file"), newline="",
                                make_folder=False)
                sys.stderr.write(ngettext("wrote {n} mission to {path}", "wrote {n} missions to {path}",
                                          n).format(n=n, path=args.csv) + "\n")
            did = True
        if args.json:
            sys.stdout.write(json.dumps(logbook_json(book, args.crew, args.limit), ensure_ascii=False) + "\n")
        elif not did:
            sys.stdout.write(logbook_text(book, args.crew, args.limit))
    return 0
