"""The threats' positions in four lines, to sit under the ship on short terminals.

One line per trajectory (red, white, blue, internal), drawn as the trajectories
view draws it — squares from the start (left) to the ship (`▶`), `│` between the
range bands, the threat's number on its square, else X, Y or Z, else `·` — and
beside it the threats on that trajectory now (damage taken / hit points; names cut,
then left out from the farthest threat, when they do not fit)::

    RED    T2     · │· · X · · │· 3 · · Z  ▶ #3 Frigate 2/7
    WHITE  T3   · · │· · X · · │· · Y · Z  ▶
    BLUE   T1       │· · · · · │X · · · Z  ▶
    INTERN T4 · · · │· X 2 · · │Y · · · Z  ▶ #2 Skirmishers 0/1

Always four lines, so the ship and the narration do not jump as threats come and
go. `BoardLegend` is the one line that says what the marks mean, here and on the
ship board.
"""
from __future__ import annotations

from spacealert_tui.i18n import N_, _
from spacealert_tui.rules.text import tr
from spacealert_tui.tui.widgets.board_lines import Line, LineWidget, clean, runs_width
from spacealert_tui.tui.widgets.ship_board import threat_name, threat_number
from spacealert_tui.tui.widgets.trajectories import TRACKS, Trajectories

LABEL_WIDTH = 10            # "INTERN T4 "
WIDE_CELLS_FROM = 44        # columns left beside three-cell squares to use them


class TrackStrip(Trajectories):
    """The four trajectories of one snapshot in four lines; `show()` a new one."""

    DEFAULT_CSS = """
    TrackStrip {
        height: 4;
    }
    """

    def build(self, width: int) -> list[Line]:
        numbers, boards, longest, by_track = self.boards()
        before = {t["label"]: t for t in (self.previous or {}).get("threats", ())}
        cell = 3 if width - (LABEL_WIDTH + longest * 3 + 5) >= WIDE_CELLS_FROM else 2
        lines: list[Line] = []
        for track in TRACKS:
            threats = by_track[track]
            line = self.picture(track, numbers[track], boards[track], threats, longest, cell,
                                LABEL_WIDTH)
            room = width - runs_width(line)
            active = [t for t in threats if t["state"] == "active"]
            lines.append(line + self.beside(active, before, room))
        return lines

    def beside(self, active: list[dict], before: dict[str, dict], room: int) -> Line:
        """The threats of one trajectory in `room` cells: full names if they all fit, else
        names cut, else numbers only with names given back nearest the ship first."""
        def joined(sizes: list[int | None]) -> Line:
            out: Line = []
            for threat, size in zip(active, sizes):
                if out:
                    out.append(("  ", ""))
                out += self.brief(threat, before.get(threat["label"]), size)
            return out

        for size in (None, 8):
            line = joined([size] * len(active))
            if runs_width(line) <= room:
                return line
        sizes: list[int | None] = [0] * len(active)
        for i in sorted(range(len(active)), key=lambda i: active[i]["position"]):
            for size in (None, 8):
                trial = sizes[:i] + [size] + sizes[i + 1:]
                if runs_width(joined(trial)) <= room:
                    sizes = trial
                    break
        return joined(sizes)

    @staticmethod
    def brief(threat: dict, before: dict | None, name_size: int | None = None) -> Line:
        """`#3 Frigate 2/7` (damage/HP; the square is where its number is drawn, and an
        intruder's or malfunction's station is on the ship board as `@3` or `!B3`).
        `name_size` cuts the name (0: none).
        Highlighted when the event just shown moved or hit it."""
        number = threat_number(threat["label"])
        changed = before is not None and (before["position"] != threat["position"]
                                          or before["damage"] != threat["damage"]
                                          or before["zone"] != threat["zone"]
                                          or before.get("phased") != threat.get("phased"))
        name = clean(tr(threat_name(threat["label"])))
        if name_size is not None and len(name) > name_size:
            name = name[:max(0, name_size - 1)] + "…" if name_size else ""
        line: Line = [("~" if threat.get("phased") else "", "phased"),
                      (f"#{number}" if number else "", "threat"),
                      (" " + name if name else "", "threat"),
                      (f" {threat['damage']}/{threat['hp']}", "bad" if threat["damage"] else "")]
        if threat.get("megashield") is not None:
            line.append((f" M{threat['megashield']}", "mark"))
        if changed:
            line = [(text, f"{style}+changed" if style else "changed") for text, style in line]
        return line


LEGENDS = (
    N_("3 = threat #3 on its square · X Y Z = threat actions · │ = range bands · "
       "@2 = intruders #2 in a station · !B4 = malfunction #4 on B · ✗ = damage tile"),
    N_("3 threat #3 · X Y Z threat actions · │ range bands · @2 intruders #2 · "
       "!B4 malfunction #4 on B · ✗ damage tile"),
    N_("3 threat #3 · X Y Z threat actions · @2 intruders #2 · !B4 malfunction #4 on B · ✗ damage"),
    N_("3 threat #3 · X Y Z threat actions · @2 intruders #2 · !B4 malfunction #4 on B"),
    N_("3 threat #3 · XYZ actions · @2 intruders · !B4 malfunction"),
)

#: The New Frontier's marks, by the snapshot key that brings them: (long, short) words.
#: The legend names only those the mission shows, first, then as much of the base
#: legend as fits.
MARKS = {
    "phased": (N_("~3 threat #3 phased off its track"), N_("~3 phased")),
    "spans": (N_("=8 span token of #8"), N_("=8 span")),
    "summon_token": (N_("α summoned threat"), N_("α summoned")),
    "megashield": (N_("M2/4 megashield"), N_("M2 megashield")),
    "blocked_weapons": (N_("!A weapon blocked"), N_("!A blocked")),
    "inaccessible": (N_("inacc 1 ignores 1 more damage"), N_("in1 inaccessible")),
    "mines": (N_("*2 mines"), N_("*2 mines")),
    "drones": (N_("¤ poison drone"), N_("¤ drone")),
    "poisoned": (N_("+P poisoned"), N_("+P poisoned")),
    "infected": (N_("+I infected"), N_("+I infected")),
    "sealed_doors": (N_("║ sealed doors"), N_("║ sealed")),
    "disrupted_zones": (N_("blind: optics disrupted"), N_("blind optics")),
    "teleport": (N_("○ ● teleport tokens: departure, arrival"), N_("○● teleport")),
}


def mission_marks(snapshots) -> frozenset[str]:
    """The New Frontier keys any threat of these snapshots shows (the legend's marks)."""
    found: set[str] = set()
    for snap in snapshots:
        for threat in snap.get("threats", ()):
            for key in MARKS:
                if key not in found and threat.get(key) not in (None, [], False, 0):
                    found.add(key)
    return frozenset(found)


class BoardLegend(LineWidget):
    """One line: what the numbers, X/Y/Z, `@` and `!` mean on the board (the longest
    wording that fits); a mission of The New Frontier gets its own marks named first."""

    PREFIX = "board-legend"
    DEFAULT_CSS = """
    BoardLegend {
        height: 1;
        color: $foreground-muted;
    }
    """

    def __init__(self, marks: frozenset[str] = frozenset(), *, name: str | None = None,
                 id: str | None = None, classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.marks = marks

    def build(self, width: int) -> list[Line]:
        if self.marks:
            return [[(self.with_marks(width), "")]]
        legends = [_(text) for text in LEGENDS]
        for text in legends:
            if len(text) <= width:
                return [[(text, "")]]
        return [[(legends[-1], "")]]

    def with_marks(self, width: int) -> str:
        """The mission's own marks (long words if they all fit, else short), then the
        base legend's items as long as they fit."""
        keys = [k for k in MARKS if k in self.marks]
        for form in (0, 1):
            items = [_(MARKS[k][form]) for k in keys]
            if len(" · ".join(items)) <= width:
                break
        text = " · ".join(items)
        for item in _(LEGENDS[-2]).split(" · "):
            if len(text) + 3 + len(item) <= width:
                text += " · " + item
        return text
