"""The four trajectories (red, white, blue, internal) with every threat of the mission.

Each track is one line of squares from its start (left) to the ship (right), all
tracks aligned on the ship so that the range bands (3 | 2 | 1) line up under one
heading. A square shows the number of the threat on it, else its action letter
(X, Y, Z), else `·`. Next to (or, when narrow, under) each track: its threats, one
a line, with their card values and where they are::

                range 3       │ range 2       │ range 1       ▶ ship
    RED   T3        ·  ·   │ ·  X  ·  ·  ·  │ ·  ·  Y  ·  Z  ▶   #3 Frigate dmg 5/7 sh 2 sp 2 sq 8
    ...

`dmg d/h` = damage taken / hit points, `sh` shield, `sp` speed, `sq` the square
(range band in brackets). Threats not on their track say so: `turn 6` (still to
come), `destroyed`, `survived`, `ignored`.

The New Frontier's marks (`expansion_marks`): `~3` a dematerialised (phasing) threat
beside its square, `=8` the span token of threat #8 spanning all three trajectories,
`α` a summoned threat's token; beside the threat: `mega 2/4` a megashield's counter,
`phased`, `spans`, `inacc 1`, `jumped red→blue`, `blocks heavy` (the cannon of its station), `from #8`;
in the heading, `r2 interceptors` names the range band the variable-distance
interceptors are out at (the snapshot's `band`).
"""
from __future__ import annotations

from collections.abc import Sequence

from spacealert_tui.i18n import pgettext
from spacealert_tui.rules.text import tr
from spacealert_tui.tui.widgets.board_lines import Line, LineWidget, clean
from spacealert_tui.tui.widgets.ship_board import threat_name, threat_number

TRACKS = ("red", "white", "blue", "internal")
DETAIL_MIN = 30       # details beside the track from this many free columns


def range_band(square: int) -> int:
    return 1 if square <= 5 else 2 if square <= 10 else 3


def track_label(track: str) -> str:
    """"RED", "INTERN": the track's name as its label shows it, in the crew's language."""
    if track == "internal":
        return pgettext("track", "INTERN")
    return pgettext("zone", track).upper()


def label_width() -> int:
    """Columns before the squares: the longest label, its "T7" and a space (10 in English)."""
    return max(10, max(len(track_label(t)) for t in TRACKS) + 4)


def track_of(threat: dict) -> str:
    return threat["zone"] if threat["kind"] == "external" and threat["zone"] else "internal"


class Trajectories(LineWidget):
    """The trajectories of one snapshot; `show()` a new one to redraw.

    `tracks`: the trajectory number of each track ({"red": 3, ..., "internal": 2}), as
    the record says; without it, a track's number is read from its threats.
    """

    PREFIX = "trajectories"
    COMPONENT_CLASSES = {
        "trajectories--red", "trajectories--white", "trajectories--blue",
        "trajectories--internal", "trajectories--label", "trajectories--dim",
        "trajectories--letter", "trajectories--token", "trajectories--band",
        "trajectories--threat", "trajectories--gone", "trajectories--good",
        "trajectories--bad", "trajectories--changed", "trajectories--phased",
        "trajectories--span", "trajectories--mark",
    }
    DEFAULT_CSS = """
    Trajectories {
        height: auto;
    }
    Trajectories > .trajectories--red { color: #ff6b6b; text-style: bold; }
    Trajectories > .trajectories--white { color: $foreground; text-style: bold; }
    Trajectories > .trajectories--blue { color: #6bb5ff; text-style: bold; }
    Trajectories > .trajectories--internal { color: $warning; text-style: bold; }
    Trajectories > .trajectories--label { color: $foreground-muted; }
    Trajectories > .trajectories--dim { color: $foreground-muted; }
    Trajectories > .trajectories--letter { color: $warning; text-style: bold; }
    Trajectories > .trajectories--token { color: $text; background: $error 60%; text-style: bold; }
    Trajectories > .trajectories--band { color: $primary; }
    Trajectories > .trajectories--threat { text-style: bold; }
    Trajectories > .trajectories--gone { color: $foreground-muted; }
    Trajectories > .trajectories--good { color: $success; }
    Trajectories > .trajectories--bad { color: $error; }
    Trajectories > .trajectories--changed { background: $warning 25%; }
    Trajectories > .trajectories--phased { color: $foreground-muted; text-style: bold italic; }
    Trajectories > .trajectories--span { color: $text; background: $error 30%; }
    Trajectories > .trajectories--mark { color: $accent; }
    """

    def __init__(self, snapshot: dict | None = None, *, tracks: dict[str, int] | None = None,
                 previous: dict | None = None, room: dict[str, int] | None = None,
                 name: str | None = None, id: str | None = None, classes: str | None = None) -> None:
        """`room`: the most threats each track will hold (a replay knows it from the
        start): the widget keeps a line for each, so the board never jumps when a
        threat is summoned mid-mission."""
        super().__init__(name=name, id=id, classes=classes)
        self.snapshot = snapshot
        self.previous = previous
        self.tracks = dict(tracks or {})
        self.room = dict(room or {})

    def show(self, snapshot: dict | None, previous: dict | None = None) -> None:
        self.snapshot, self.previous = snapshot, previous
        self.refresh_content()

    # -- building -------------------------------------------------------------------
    def track_numbers(self) -> dict[str, int | None]:
        numbers: dict[str, int | None] = {t: self.tracks.get(t) for t in TRACKS}
        for threat in (self.snapshot or {}).get("threats", ()):
            numbers[track_of(threat)] = numbers[track_of(threat)] or threat["track"]
        return numbers

    def boards(self) -> tuple[dict[str, int | None], dict, int, dict[str, list[dict]]]:
        """(track numbers, trajectory boards, the longest board's squares, threats by track)."""
        from spacealert_tui.rules.tracks import TRAJECTORIES

        snap = self.snapshot or {"threats": []}
        numbers = self.track_numbers()
        boards = {t: TRAJECTORIES.get(n) if n else None for t, n in numbers.items()}
        longest = max([b.length for b in boards.values() if b] or [10])
        by_track: dict[str, list[dict]] = {t: [] for t in TRACKS}
        for threat in snap["threats"]:
            by_track[track_of(threat)].append(threat)
        return numbers, boards, longest, by_track

    def build(self, width: int) -> list[Line]:
        numbers, boards, longest, by_track = self.boards()
        before = {t["label"]: t for t in (self.previous or {}).get("threats", ())}

        label_w = label_width()           # "INTERN T7 "
        layout = None
        for cell, detail_min, compact in ((3, 46, False), (2, 46, False), (3, DETAIL_MIN, True),
                                          (2, DETAIL_MIN, True)):
            picture_w = label_w + longest * cell + 2 + 3   # two band bars, " ▶ "
            if width - picture_w >= detail_min:
                layout = (cell, picture_w, True, compact)
                break
        if layout is None:                # details under each track
            cell = 3 if label_w + longest * 3 + 5 <= width else 2
            layout = (cell, label_w + longest * cell + 5, False, width < 50)
        cell, picture_w, beside, compact = layout

        lines: list[Line] = [self.heading(longest, cell, label_w, beside, compact,
                                          self.interceptors_out())]
        for track in TRACKS:
            board = boards[track]
            picture = self.picture(track, numbers[track], board, by_track[track], longest,
                                   cell, label_w)
            details = [self.detail(t, before.get(t["label"]), compact)
                       for t in by_track[track]]
            spare = max(0, self.room.get(track, 0) - len(details))
            if beside:
                pad = [(" " * picture_w, "")]
                lines.append(picture + (details[0] if details else []))
                lines += [pad + d for d in details[1:]]
                lines += [[] for _ in range(spare if details else max(0, spare - 1))]
            else:
                lines.append(picture)
                lines += [[("    ", "")] + d for d in details]
                lines += [[] for _ in range(spare)]
        return lines

    def interceptors_out(self) -> int:
        """The distance a pilot flies the interceptors at (The New Frontier's variable
        distance, the snapshot's `band`); 0 when none is out at a distance."""
        bands = [m.get("band", 0) for m in (self.snapshot or {}).get("crew", ())
                 if m.get("station") == "interceptors"]
        return max(bands, default=0)

    @staticmethod
    def band_words(band: int, width: int, out: int) -> tuple[str, str]:
        """A range band's heading, and its style: the interceptors' band says so."""
        short = pgettext("board", "r{band}").format(band=band)
        if band == out:
            for template in (pgettext("board", "r{band} interceptors"), pgettext("board", "r{band} interc.")):
                text = template.format(band=band)
                if len(text) <= width:
                    return text.center(width), "mark"
        # a language whose word is long has a shorter one (in English the same)
        for template in (pgettext("board", "range {band}"), pgettext("board, short", "range {band}")):
            text = template.format(band=band)
            if width >= 8 and len(text) < width:
                return text.center(width), "band"
        return (short.center(width) if width > len(short) else " " * width), "band"

    @classmethod
    def heading(cls, longest: int, cell: int, label_w: int, beside: bool, compact: bool,
                out: int = 0) -> Line:
        far = max(0, longest - 10) * cell
        line: Line = [(" " * label_w, ""), cls.band_words(3, far, out) if far else ("", "band")]
        line += [("│", "band"), cls.band_words(2, 5 * cell, out),
                 ("│", "band"), cls.band_words(1, 5 * cell, out), (" ▶ " + pgettext("board", "ship"), "label")]
        if beside:
            line.append(("  " + (pgettext("board", "threat d/HP sh sp sq") if compact
                                 else pgettext("board", "threat  dmg/HP shield speed square")), "dim"))
        return line

    def picture(self, track: str, number: int | None, board, threats: list[dict],
                longest: int, cell: int, label_w: int) -> Line:
        head = f"{track_label(track):<6} " + (f"T{number}" if number else "T?")
        line: Line = [(head, track), (" " * (label_w - len(head)), "")]
        if board is None:
            line.append((pgettext("board", "(no threats)").rjust(longest * cell + 2), "dim"))
            line.append((" ▶ ", "label"))
            return line
        on = self.tokens(track, threats)
        line.append((" " * ((longest - board.length) * cell), ""))
        for square in range(board.length, 0, -1):
            if square in (10, 5):
                line.append(("│", "band"))
            tokens = on.get(square)
            if tokens:
                text, style = tokens[0]
                text += "+" if len(tokens) > 1 else ""
                line.append((text.rjust(cell - 1) + " " if len(text) < cell else text[:cell], style))
            elif square in board.actions:
                line.append((board.actions[square].rjust(cell - 1) + " ", "letter"))
            else:
                line.append(("·".rjust(cell - 1) + " ", "dim"))
        line.append((" ▶ ", "label"))
        return line

    def tokens(self, track: str, threats: list[dict]) -> dict[int, list[tuple[str, str]]]:
        """What lies on each square of a track: the threats' tokens (number, or a summoned
        threat's Greek letter; `~` before a dematerialised one) and the span tokens of
        threats spanning all three trajectories from another track (`=`)."""
        on: dict[int, list[tuple[str, str]]] = {}
        for threat in threats:
            if threat["state"] == "active":
                text = token_text(threat)
                phased = threat.get("phased")
                on.setdefault(threat["position"], []).append(
                    ("~" + text, "phased") if phased else (text, "token"))
        for threat in (self.snapshot or {}).get("threats", ()):
            square = (threat.get("spans") or {}).get(track)
            if square is not None and threat["state"] == "active":
                on.setdefault(square, []).append(("=" + token_text(threat), "span"))
        return on

    @staticmethod
    def detail(threat: dict, before: dict | None, compact: bool) -> Line:
        number = threat_number(threat["label"])
        name = clean(threat_name(tr(threat["label"])))
        state = threat["state"]
        changed = before is not None and (
            before["position"] != threat["position"] or before["damage"] != threat["damage"]
            or before["state"] != state or before["zone"] != threat["zone"]
            or before.get("phased") != threat.get("phased"))
        hit = f"{threat['damage']}/{threat['hp']}"
        values: Line = [(("" if compact else pgettext("board", "dmg") + " ") + hit,
                         "bad" if threat["damage"] else "")]
        if threat.get("megashield") is not None:
            mega = f"{threat['megashield']}/{threat['megashield_full']}"
            values.append((" " + (pgettext("board", "M{value}") if compact
                                  else pgettext("board", "mega {value}")).format(value=mega), "mark"))
        elif threat["shield"] is not None:
            values.append((" " + (pgettext("board", "sh{value}") if compact
                                  else pgettext("board", "sh {value}")).format(value=threat["shield"]), ""))
        values.append((" " + (pgettext("board", "sp{value}") if compact
                              else pgettext("board", "sp {value}")).format(value=threat["speed"]), ""))
        line: Line = [(f"#{number} " if number else "", "threat"), (name, "threat"), (" ", "")]
        if state == "active":
            square = threat["position"]
            line += values
            if threat["kind"] == "external":
                band = pgettext("board", "r{band}").format(band=range_band(square))
                line.append((" " + (pgettext("board", "sq {square} ({band})").format(square=square, band=band)
                                    if not compact else pgettext("board", "sq{square}").format(square=square)),
                             "dim"))
            else:
                if not compact:
                    line.append((" " + pgettext("board", "sq {square}").format(square=square), "dim"))
                where = ", ".join(tr(s) for s in threat["stations"])
                if where:
                    line.append((f" @ {where}", "label"))
            line += expansion_marks(threat, before, compact)
        elif state == "waiting":
            line = [(text, "gone") for text, _ in line]
            line.append(((pgettext("board", "turn {number}").format(number=number) if number
                          else pgettext("board", "to come")) + " ", "gone"))
            line += [(text, "gone") for text, _ in values]
        else:
            word = tr(state, "outcome")
            line = [(text, "gone") for text, _ in line]
            line.append((word + " ", "good" if state == "destroyed" else "bad" if state == "survived"
                         else "gone"))
            line += [(text, "gone") for text, _ in values]
            if threat.get("lingering"):
                line.append((" " + (pgettext("board", "token moves on") if not compact
                                    else pgettext("board", "moves on")), "mark"))
        if changed:
            line = [(text, f"{style}+changed" if style else "changed") for text, style in line]
        return line

    def rows_needed(self) -> int:
        """Lines when details sit beside the tracks (the height on a wide screen)."""
        counts = threats_per_track([self.snapshot] if self.snapshot else [])
        return 1 + sum(max(1, n, self.room.get(t, 0)) for t, n in counts.items())


def token_text(threat: dict) -> str:
    """The token on a threat's square: its number, or a summoned threat's Greek letter."""
    return threat_number(threat["label"]) or threat.get("summon_token") or "?"


def expansion_marks(threat: dict, before: dict | None, compact: bool) -> Line:
    """What the New Frontier adds beside an active threat's values (nothing for a base
    card): phasing, span tokens, summoner, inaccessibility, a jump, blocked weapons."""
    out: Line = []
    if threat.get("phased"):
        out.append((" " + (pgettext("board", "~phased") if compact else pgettext("board", "phased")), "phased"))
    spans = threat.get("spans")
    if spans:
        squares = " ".join(f"{zone[0]}{'–' if sq is None else sq}" for zone, sq in spans.items())
        out.append((f" ={squares}" if compact
                    else " " + pgettext("board", "spans {squares}").format(squares=squares), "mark"))
    summoner = threat.get("summoned_by")
    if summoner and not compact:
        out.append((" " + pgettext("board", "from #{number}").format(
            number=threat_number(summoner) or clean(tr(summoner))), "dim"))
    if threat.get("inaccessible"):
        out.append((" " + (pgettext("board", "in{n}") if compact
                           else pgettext("board", "inacc {n}")).format(n=threat["inaccessible"]), "mark"))
    if (before is not None and threat["kind"] == "external" and before.get("zone")
            and before["zone"] != threat["zone"]):
        jump = f"{tr(before['zone'], 'zone')}→{tr(threat['zone'], 'zone')}"
        out.append((" " + (jump if compact else pgettext("board", "jumped {jump}").format(jump=jump)), "mark"))
    for _zone, weapon in threat.get("blocked_weapons") or ():
        shown = pgettext("board", weapon)
        out.append((f" ✗{shown}" if compact else " " + pgettext("board", "blocks {weapon}").format(weapon=shown),
                    "bad"))
    return out


def threats_per_track(snapshots: Sequence[dict]) -> dict[str, int]:
    """The most threats each track holds in any of these boards."""
    most = dict.fromkeys(TRACKS, 0)
    for snap in snapshots:
        counts = dict.fromkeys(TRACKS, 0)
        for threat in snap.get("threats", ()):
            counts[track_of(threat)] += 1
        for track, n in counts.items():
            most[track] = max(most[track], n)
    return most

