"""`spacealert campaign [--json] [--crew CREW]`: the campaigns in the crew's logbook,
each as the rulebook logs it (§6.3): one line per mission, bracketed, the penalties,
⌊visual ÷ missions⌋ and the total at the end of the last line."""
from __future__ import annotations

import argparse
import json
import sys

from spacealert_tui.i18n import _, ngettext


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("campaign", help=_("list the campaigns in the logbook"),
                       description=_("The campaigns in the logbook (played in the app: home → Campaign)."))
    p.add_argument("--crew", help=_("only this crew (a crew name, or names: 'Ana, Bo')"))
    p.add_argument("--json", action="store_true", help=_("print JSON"))
    p.set_defaults(func=run)


def campaign_lines(row, missions) -> list[str]:
    """The bracketed lines of one logged campaign, in the crew's language."""
    from spacealert_tui.record.practice import title_words
    from spacealert_tui.rules.text import tr

    status = {"going": _("going on"), "over": _("total {total}").format(total=row.total),
              "failed": _("FAILED, no score")}[row.status]
    n = len(missions)
    head = _("Campaign #{id} · {crew} · {started} · {missions} · {status}").format(
        id=row.id, crew=row.crew_label, started=row.started, status=status,
        missions=ngettext("{n} mission", "{n} missions", n).format(n=n))
    lines = [head]
    for i, m in enumerate(missions):
        closed = row.status != "going"
        mark = "[" if n == 1 and closed else "┌" if i == 0 else "└" if i == n - 1 and closed else "│"
        title = title_words(m.title) if m.title else _("Mission")
        parts = [f"{mark} {i + 1}. {title}"]
        if m.soundtrack:
            parts.append(m.soundtrack)
        if not m.won:
            cause = tr(m.fatal_threat or m.lost_cause) if (m.fatal_threat or m.lost_cause) else _("unknown")
            parts.append(_("destroyed by {threat} - campaign failed, no score").format(threat=cause))
        else:
            parts += [_("destroyed {points}").format(points=m.destroyed),
                      _("survived {points}").format(points=m.survived),
                      _("visual {points}").format(points=m.visual)]
            if i == n - 1 and row.status == "over":
                parts += [_("penalties {points}").format(points=row.penalties),
                          _("visual average {points}").format(points=row.visual),
                          _("total {total}").format(total=row.total)]
        lines.append("  " + " · ".join(parts))
    return lines


def run(args: argparse.Namespace) -> int:
    from spacealert_tui.record.logbook import Logbook

    with Logbook.open() as book:
        rows = book.campaigns(args.crew)
        found = [(row, [m for m in (book.mission(i) for i in row.mission_ids) if m is not None])
                 for row in rows]
    if args.json:
        doc = [{"id": row.id, "crew": row.crew_label, "started": row.started, "finished": row.finished,
                "status": row.status, "penalties": row.penalties, "visual": row.visual, "total": row.total,
                "missions": [{"id": m.id, "title": m.title, "soundtrack": m.soundtrack, "status": m.status,
                              "destroyed": m.destroyed, "survived": m.survived, "visual": m.visual,
                              "fatal_threat": m.fatal_threat} for m in missions]}
               for row, missions in found]
        sys.stdout.write(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
        return 0
    if not found:
        sys.stdout.write(_("No campaign in the logbook yet (the app: home → Campaign).") + "\n")
        return 0
    for k, (row, missions) in enumerate(found):
        if k:
            sys.stdout.write("\n")
        sys.stdout.write("\n".join(campaign_lines(row, missions)) + "\n")
    return 0
