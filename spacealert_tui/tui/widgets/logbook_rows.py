"""The logbook's rows and words, apart from the screen that shows them: the columns, a
mission's cells and detail, a campaign's bracket, a best score's row. Pure text builders
(no widgets), tested without a pilot; `screens/logbook.py` draws them."""
from __future__ import annotations

from rich.text import Text

from spacealert_tui.i18n import N_, _, pgettext
from spacealert_tui.record.campaign_places import CampaignPlace
from spacealert_tui.record.logbook import BestScore, Mission
from spacealert_tui.record.practice import title_words
from spacealert_tui.record.stored import stored_words
from spacealert_tui.settings import display_path


#: The fewest missions read at a time. A page is as many rows as the terminal has lines
#: (`LogbookScreen.page_rows`): the table never shows more, so the first page fills it, and
#: the next page comes as the cursor gets within a page of the last row read, or the table
#: is scrolled to its bottom; End reads to the oldest mission.
#: A big logbook opens as fast as a small one.
MIN_PAGE = 10
#: (label, key, natural width or None: as wide as its text, flexible: shrinks when narrow)
COLUMNS = (("Date", "date", False), ("Crew", "crew", True), ("Soundtrack", "soundtrack", True),
           ("Diff", "difficulty", False), ("Surv", "survived", False), ("Dest", "destroyed", False),
           ("Pen", "penalties", False), ("Vis", "visual", False), ("Total", "total", True))
#: the best scores' columns (label, key)
BEST_COLUMNS = (("Soundtrack", "soundtrack"), ("Diff", "diff"), ("Best", "best"), ("Date", "date"),
                ("Crew", "crew"), ("Won", "won"))


def column_label(label: str) -> str:
    """A column's head in the crew's language: short words, in the sense of a logbook column."""
    words = {"Date": pgettext("logbook column", "Date"), "Crew": pgettext("logbook column", "Crew"),
             "Soundtrack": pgettext("logbook column", "Soundtrack"), "Diff": pgettext("logbook column", "Diff"),
             "Surv": pgettext("logbook column", "Surv"), "Dest": pgettext("logbook column", "Dest"),
             "Pen": pgettext("logbook column", "Pen"), "Vis": pgettext("logbook column", "Vis"),
             "Total": pgettext("logbook column", "Total"), "Best": pgettext("logbook column", "Best"),
             "Won": pgettext("logbook column", "Won")}
    return words.get(label, label)
NUMBERS = ("survived", "destroyed", "penalties", "visual")
MIN_FLEX = {"crew": 5, "soundtrack": 12, "total": 9}   # "simulation-1" whole at 80 columns
SIDE_WIDTH = 50         # the side panel's min-width in logbook.tcss (from 150 columns)


#: how a practice mission (solo practice, `spacealert solo`) is marked in the crew cells
PRACTICE = N_("practice · ")


def soundtrack_label(soundtrack: str | None) -> str:
    """Soundtrack ids made shorter for the table: "base/" left out, "new-frontier/" as "nf/"."""
    if not soundtrack:
        return "-"
    return soundtrack.removeprefix("base/").replace("new-frontier/", "nf/")


def cells_of(m: Mission, place: CampaignPlace | None = None, bracketed: bool = False) -> dict[str, str]:
    """The mission's cells; a campaign's mission (`place`) as the paper logbook writes it
    (§6.3): a bracket before the date, the penalties and the campaign's total on its last
    line only. `bracketed`: some mission shown is a campaign's, so every date makes room."""
    def num(value: int | None) -> str:
        return "-" if value is None else str(value)

    total = str(m.total) if m.won else lost_text(m)
    penalties = num(m.penalties)
    if place is not None and m.won:
        total = str(place.campaign.total) if place.scored else ""
        penalties = num(place.campaign.penalties) if place.scored else "-"
    date = f"{place.mark if place is not None else ' '} {m.played}" if bracketed else m.played
    crew = f"{_(PRACTICE)}{m.crew_label}" if m.practice else m.crew_label
    return {"date": date, "crew": crew, "soundtrack": soundtrack_label(m.soundtrack),
            "difficulty": m.difficulty, "survived": num(m.survived), "destroyed": num(m.destroyed),
            "penalties": penalties, "visual": num(m.visual), "total": total}


def campaign_line(place: CampaignPlace) -> str:
    """The highlighted mission's campaign, in one line: where it stands and its score."""
    row = place.campaign
    where = _("Campaign #{id}, mission {n} of {count}").format(id=row.id, n=place.seq, count=place.count)
    if row.status == "going":
        return where + " · " + _("going on")
    if row.status == "failed":
        return where + " · " + _("FAILED, no score")
    return where + " · " + _("campaign total {total}").format(total=row.total)   # its penalties: on its last line


def lost_text(m: Mission) -> str:
    """"lost: Destroyer": the threat (or cause) that destroyed the ship, in the crew's words."""
    return _("lost: {threat}").format(threat=stored_words(m.fatal_threat or m.lost_cause or "?"))


def row_of(m: Mission, place: CampaignPlace | None = None, bracketed: bool = False,
           widths: dict[str, int | None] | None = None) -> list[Text]:
    """The mission's cells (a campaign's mark when `bracketed`); a cell wider than its
    column (`widths`) is cut between words."""
    from spacealert_tui.tui.widgets.text import cut_at_word

    cells = cells_of(m, place, bracketed)
    row = []
    for __, key, ___ in COLUMNS:
        right = key in NUMBERS or (key == "total" and m.won)
        style = "bold" if key == "total" and m.won else ("italic" if key == "total" else "")
        width = (widths or {}).get(key)
        cell = cells[key] if width is None else cut_at_word(cells[key], width)
        row.append(Text(cell, style=style, justify="right" if right else "left",
                        no_wrap=True, overflow="ellipsis"))
    return row


def detail_of(m: Mission, *, record: bool = True, place: CampaignPlace | None = None) -> str:
    """The highlighted mission, whole: what the table shortens."""
    head = f"#{m.id} · {m.played} · " + (title_words(m.title) if m.title else _("untitled"))
    what = _("Soundtrack {soundtrack} · difficulty {difficulty} (common/serious)").format(
        soundtrack=m.soundtrack or "-", difficulty=m.difficulty)
    if m.won:
        penalties = m.penalties or 0
        score = _("Score {total} = survived {survived} + destroyed {destroyed} {sign} penalties "
                  "{penalties} + visual {visual}").format(
            total=m.total, survived=m.survived, destroyed=m.destroyed,
            sign="-" if penalties <= 0 else "+", penalties=abs(penalties), visual=m.visual)
        if m.bonus:
            score += _(" + bonus {bonus}").format(bonus=m.bonus)
    else:
        score = _("MISSION LOST in turn {turn}: {cause}").format(turn=m.lost_turn, cause=stored_words(m.lost_cause))
    crew = _("Crew {names}").format(names=m.shown_crew_names())
    lines = [head, what, crew + (_(" · practice mission") if m.practice else ""), score]
    if place is not None:
        lines.append(campaign_line(place))
    if m.record_path and record:
        lines.append(_("Record: {path}").format(path=display_path(m.record_path)))
    return "\n".join(lines)


def mission_label(m: Mission) -> str:
    """A mission named in a few words: which one is marked, a side of a comparison."""
    return f"#{m.id} · {m.played} · {m.crew_label}"


def best_row(b: BestScore) -> list[Text]:
    won = f"{b.won}/{b.missions}"
    crew = (_(PRACTICE) if b.practice else "") + (b.crew_label or "")
    if b.total is None:
        return [Text(soundtrack_label(b.soundtrack)), Text(b.difficulty), Text("-", justify="right"),
                Text(_("no win yet"), style="italic"), Text(_(PRACTICE).rstrip(" ·") if b.practice else ""),
                Text(won, justify="right")]
    return [Text(soundtrack_label(b.soundtrack)), Text(b.difficulty),
            Text(str(b.total), style="bold", justify="right"), Text(b.played or ""),
            Text(crew, overflow="ellipsis", no_wrap=True), Text(won, justify="right")]


def column_widths(natural: dict[str, int], room: int, cell_padding: int) -> dict[str, int | None]:
    """The missions' column widths in `room` cells: None (as wide as its longest cell)
    for each, unless they do not fit; then crew, soundtrack and total give up the excess
    in turn, each down to its `MIN_FLEX` at most (the table cuts them with an ellipsis)."""
    need = sum(natural.values()) + 2 * cell_padding * len(COLUMNS)
    widths: dict[str, int | None] = {key: None for __, key, ___ in COLUMNS}
    if need <= room:
        return widths
    excess = need - room
    spare = {k: max(0, natural[k] - MIN_FLEX[k]) for k in MIN_FLEX}
    while excess > 0 and any(spare.values()):
        for key in MIN_FLEX:
            if excess > 0 and spare[key] > 0:
                spare[key] -= 1
                excess -= 1
    for key in MIN_FLEX:
        widths[key] = MIN_FLEX[key] + spare[key] if spare[key] < natural[key] - MIN_FLEX[key] else None
    return widths
