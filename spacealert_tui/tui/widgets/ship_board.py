"""The ship, drawn in text from a board snapshot (`resolve(record, snapshots="events")`).

Three zones side by side (red, white, blue), two decks, six stations. Each station
shows its crew and its A, B and C systems; the gravolift joins the decks; the
zone's damage tiles are at the bottom. 16 lines, whatever the width (at least 80
columns reads well, 110 and more shows longer words)::

    ┌─ RED ───────────────────┬─ WHITE ─────────────────┬─ BLUE ──────────────────┐
    │Upper  Ana+B             │Bridge  Bo Cy            │Upper                    │
    │ A heavy 4 »fired 5      │ A heavy 5               │ A heavy 4               │
    │ B shield ■□ 1/2         │ B shield ■□□ 1/3        │!B shield ■□ 1/2         │
    │ C interceptors docked   │ C computer 1✓ 2· 3·     │ C bots stored           │
    │                         │                         │!B4 Hacked Shields 0/3   │
    ├──────── lift ───────────┼──────── lift ───────────┼──────── lift ✗ ─────────┤
    ...

Read without colour:

- crew: name, `+B` leading an active battle-bot squad, `+b` a disabled one,
  `✗` after the name = knocked out (lying down);
- `■` energy cube, `□` room for one, `+` a cube above capacity (heroic B);
  `◆` fuel capsule; `▲` rocket;
- `»fired n` the weapon has its energy this turn and fires with strength n;
- `!` in front of a system: a malfunction covers it (that button repairs);
  `✗` in front of a system: a damage tile lies on it (weaker cannon, smaller
  shield or reactor);
  `!B4 Name d/h`: malfunction #4 on B, damage taken / hit points;
  `@2 Name d/h`: intruders #2 in the station; `broken` after a malfunction's Z;
- `C bots stored | disabled | → Cy | → Cy (off) | none`: the squad of a storage
  station lies there, lies there disabled, follows Cy (disabled), or was left off
  the board by a campaign;
- `lift ✗`: damaged gravolift; `▮` a damage tile taken, `▯` one left of six.

The New Frontier adds: `blocked` after a cannon a weapon malfunction covers;
`blind` after a laser whose zone's optics are disrupted; `~` before a dematerialised
(phasing) threat's token, which covers nothing while off; `*2` mines in a station;
`¤` a poison drone; `+P` poisoned, `+I` infected after a crew member's name; `║`
sealed doors between two zones (both decks); `interceptors at distance 2: Cy` (narrow
`dist. 2`) the variable-distance interceptors out at distance 2; `○` after a name: the
Teleporter's departure token lies in front of him (he is the one who jumps), `●` the
arrival token (the others jump to his station).

Changes made by the event just shown (against the board before it) are drawn
with a highlight colour; without colour the narration line says what changed.

`compact` (short terminals, where the threat strip needs the room) draws 13 lines:
each zone's damage goes into the bottom line (`└─ damage ▮▮▯▯▯▯ 2/6 str, shld ─┴`).
"""
from __future__ import annotations

from collections.abc import Sequence

from spacealert_tui.i18n import _, pgettext
from spacealert_tui.rules.snapshot import squad_holders
from spacealert_tui.rules.text import tr
from spacealert_tui.rules.words import tile_words
from spacealert_tui.tui.widgets.board_lines import Line, LineWidget, Run, clean, fit, runs_width

ZONE_NAMES = ("red", "white", "blue")
STATIONS = ("upper-red", "upper-white", "upper-blue", "lower-red", "lower-white", "lower-blue")
STORAGE = ("lower-red", "upper-blue")
HEAVY = (4, 5, 4)
#: The Teleporter's departure and arrival tokens after a holder's name.
TELEPORT_MARKS = ("○", "●")
LIGHT = 2
PULSE = 1
PULSE_RANGE = 2
WIDE = 32          # inner zone width from which the longer words are used
NARROW = 25        # inner zone width at 80 columns
ROWS = 16
COMPACT_ROWS = 13


def tile_names(tiles: list[str], width: int) -> str:
    """The tiles in the rulebook's words (the same as the narration's), as many as fit
    in `width`, then "+n": one word for a tile everywhere, never an abbreviation."""
    words = [tile_words(tr(t, "tile")) for t in tiles]
    for shown in range(len(words), 0, -1):
        text = ", ".join(words[:shown]) + (f" +{len(words) - shown}" if shown < len(words) else "")
        if len(text) <= width:
            return text
    return f"+{len(words)}" if words and width >= len(f"+{len(words)}") else ""



def fired_text(strength: int) -> str:
    """"»fired 5": the weapon has its energy this turn and fires with that strength."""
    return "»" + pgettext("board", "fired {strength}").format(strength=strength)


def threat_number(label: str) -> str:
    """"Frigate #3" → "3" ("" when the label has no number)."""
    _, hash_, number = label.rpartition("#")
    return number.strip() if hash_ else ""


def threat_name(label: str) -> str:
    name, hash_, _ = label.rpartition(" #")
    return name if hash_ else label


def card_info(card: str) -> tuple[str, str]:
    """("intruder" | "malfunction" | "external" | "", covered system letter or "")."""
    from spacealert_tui.rules.threats import CARDS
    from spacealert_tui.rules.threats.base import Intruder, Malfunction

    cls = CARDS.get(card)
    if cls is None:
        return "", ""
    if issubclass(cls, Malfunction):
        return "malfunction", getattr(cls, "system", "") or ""
    if issubclass(cls, Intruder):
        return "intruder", ""
    return cls.kind, ""


_CARD_INFO: dict[str, tuple[str, str]] = {}


def cached_card_info(card: str) -> tuple[str, str]:
    info = _CARD_INFO.get(card)
    if info is None:
        info = _CARD_INFO[card] = card_info(card)
    return info


def guess_holders(snap: dict) -> dict[str, str]:
    """Who leads which squad from one snapshot alone (exact unless both squads are out)."""
    return squad_holders([snap])[0]


def short_names(names: Sequence[str]) -> list[dict[int, str]]:
    """For each name, its forms by length: {0: full, 3: ≤3 letters, 2: ..., 1: ...}.

    A name of several words shortens to its initials ("Android red" → "Ar"). Names
    that would read the same at a length get their crew position added ("A1", "A4"),
    so every form tells the crew apart.
    """
    names = [clean(n) for n in names]
    forms = [{0: n} for n in names]
    for size in (3, 2, 1):
        cut = []
        for name in names:
            words = name.split()
            cut.append("".join(w[0] for w in words)[:max(size, 2)] if len(words) > 1
                       else name[:size])
        for i, form in enumerate(cut):
            forms[i][size] = f"{form[:max(1, size - 1)]}{i + 1}" if cut.count(form) > 1 else form
    return forms


def pips(filled: int, capacity: int) -> str:
    over = max(0, filled - capacity)
    filled = min(filled, capacity)
    return "■" * filled + "□" * (capacity - filled) + "+" * over


class ShipBoard(LineWidget):
    """The ship from one snapshot; `show()` a new one to redraw."""

    PREFIX = "ship-board"
    COMPONENT_CLASSES = {
        "ship-board--frame", "ship-board--red", "ship-board--white", "ship-board--blue",
        "ship-board--station", "ship-board--label", "ship-board--energy", "ship-board--room",
        "ship-board--fired", "ship-board--crew", "ship-board--down", "ship-board--threat",
        "ship-board--alert", "ship-board--ok", "ship-board--damage", "ship-board--dim",
        "ship-board--changed", "ship-board--rocket", "ship-board--fuel",
    }
    DEFAULT_CSS = """
    ShipBoard {
        height: auto;
        min-width: 40;
    }
    ShipBoard > .ship-board--frame { color: $foreground-darken-1; }
    ShipBoard > .ship-board--red { color: #ff6b6b; text-style: bold; }
    ShipBoard > .ship-board--white { color: $foreground; text-style: bold; }
    ShipBoard > .ship-board--blue { color: #6bb5ff; text-style: bold; }
    ShipBoard > .ship-board--station { text-style: bold; }
    ShipBoard > .ship-board--label { color: $foreground-muted; }
    ShipBoard > .ship-board--energy { color: $success; }
    ShipBoard > .ship-board--room { color: $foreground-muted; }
    ShipBoard > .ship-board--fired { color: $warning; text-style: bold; }
    ShipBoard > .ship-board--crew { color: $accent; text-style: bold; }
    ShipBoard > .ship-board--down { color: $foreground-muted; text-style: strike; }
    ShipBoard > .ship-board--threat { color: $error; text-style: bold; }
    ShipBoard > .ship-board--alert { color: $error; text-style: bold; }
    ShipBoard > .ship-board--ok { color: $success; }
    ShipBoard > .ship-board--damage { color: $error; }
    ShipBoard > .ship-board--dim { color: $foreground-muted; }
    ShipBoard > .ship-board--rocket { color: $warning; }
    ShipBoard > .ship-board--fuel { color: $warning; }
    ShipBoard > .ship-board--changed { background: $warning 25%; }
    """

    def __init__(self, snapshot: dict | None = None, *, previous: dict | None = None,
                 holders: dict[str, str] | None = None,
                 previous_holders: dict[str, str] | None = None, name: str | None = None,
                 id: str | None = None, classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.snapshot = snapshot
        self.previous = previous
        self.holders = holders
        self.previous_holders = previous_holders
        self.compact = False
        self.teleport: tuple[str, str] | None = None    # (departure, arrival) token holders
        self._cells_cache: dict[tuple, tuple[dict, list[list[Line]]]] = {}

    def set_teleport(self, pair: tuple[str, str] | None) -> None:
        """Mark the crew members in front of whom the Teleporter's tokens lie (the record's
        `crew[].teleport`: where they lay when the action round ended)."""
        if pair != self.teleport:
            self.teleport = pair
            self._cells_cache.clear()
            self.refresh_content()

    def set_compact(self, compact: bool) -> None:
        """13 lines instead of 16: the damage goes into the bottom line."""
        if compact != self.compact:
            self.compact = compact
            self.refresh_content()

    def show(self, snapshot: dict | None, previous: dict | None = None,
             holders: dict[str, str] | None = None,
             previous_holders: dict[str, str] | None = None) -> None:
        """Draw `snapshot`, highlighting what changed since `previous` (if given).

        `holders`, `previous_holders`: who leads which squad in each ({storage station:
        name}, see `squad_holders`); guessed from the snapshot alone when not given.
        """
        self.snapshot, self.previous = snapshot, previous
        self.holders, self.previous_holders = holders, previous_holders
        self.refresh_content()

    # -- building -------------------------------------------------------------------
    def build(self, width: int) -> list[Line]:
        snap = self.snapshot
        inner = max(8, (width - 4) // 3)
        widths = [inner, max(8, width - 4 - 2 * inner), inner]
        if snap is None:
            empty = [[fit([(_("no board to show"), "dim")] if z == 1 else [], w)]
                     + [fit([], w)] * 9 + [[]] + [fit([], w)] * 2
                     for z, w in enumerate(widths)]
            return self._frame(empty, widths)
        cells = self._cells(snap, self.holders, widths)
        if self.previous is not None:
            before = self._cells(self.previous, self.previous_holders, widths)
            cells = [[self._mark(cell, old) for cell, old in zip(zone, old_zone)]
                     for zone, old_zone in zip(cells, before)]
        return self._frame(cells, widths)

    @staticmethod
    def _mark(cell: Line, old: Line) -> Line:
        if cell == old:
            return cell
        return [(text, f"{style}+changed" if style else "changed") for text, style in cell]

    def _cells(self, snap: dict, holders: dict[str, str] | None,
               widths: list[int]) -> list[list[Line]]:
        """Per zone, its 13 content cells: fitted to the zone's width, except the
        gravolift's label (index 10), which goes into a box line."""
        if holders is None:
            holders = guess_holders(snap)
        key = (id(snap), tuple(widths), tuple(sorted(holders.items())))
        cached = self._cells_cache.get(key)
        if cached is not None and cached[0] is snap:
            return cached[1]
        cells = Cells(snap, holders, self.teleport)
        out = [[cell if i == 10 else fit(cell, w) for i, cell in enumerate(cells.zone(z, w))]
               for z, w in enumerate(widths)]
        if len(self._cells_cache) >= 8:
            self._cells_cache.clear()
        self._cells_cache[key] = (snap, out)
        return out

    def _frame(self, cells: list[list[Line]], widths: list[int]) -> list[Line]:
        """The zones' cells between box lines: 16 lines."""
        f = "frame"
        lines: list[Line] = []
        top: Line = [("┌", f)]
        for z, w in enumerate(widths):
            title = f" {pgettext('zone', ZONE_NAMES[z]).upper()} "
            top += [("─", f), (title, ZONE_NAMES[z]), ("─" * max(0, w - 1 - len(title)), f),
                    ("┬" if z < 2 else "┐", f)]
        lines.append(top)

        sealed = sealed_doors(self.snapshot)
        walls = [("│", f), ("║", "alert") if "red-white" in sealed else ("│", f),
                 ("║", "alert") if "white-blue" in sealed else ("│", f), ("│", f)]

        def row(i: int) -> Line:
            line: Line = [walls[0]]
            for z in range(3):
                line += cells[z][i]
                line.append(walls[z + 1] if i < 10 else ("│", f))
            return line

        def rule(left: str, mid: str, right: str, labels: list[Line] | None = None) -> Line:
            line: Line = [(left, f)]
            for z, w in enumerate(widths):
                label = labels[z] if labels else []
                size = runs_width(label)
                if size and size + 4 <= w:
                    pad = (w - size) // 2
                    line += [("─" * pad, f), *label, ("─" * (w - pad - size), f)]
                else:
                    line.append(("─" * w, f))
                line.append((mid if z < 2 else right, f))
            return line

        for i in range(5):
            lines.append(row(i))
        lines.append(rule("├", "┼", "┤", [cells[z][10] for z in range(3)]))
        for i in range(5, 10):
            lines.append(row(i))
        if self.compact:
            lines.append(self._damage_rule(cells, widths))
            return lines
        lines.append(rule("├", "┼", "┤"))
        for i in range(11, 13):
            lines.append(row(i))
        lines.append(rule("└", "┴", "┘"))
        return lines

    def _damage_rule(self, cells: list[list[Line]], widths: list[int]) -> Line:
        """The bottom line carrying each zone's damage: the count, then the tiles'
        short names if they fit."""
        f = "frame"
        tiles = self.snapshot["ship"]["tiles"] if self.snapshot else ([], [], [])
        line: Line = [("└", f)]
        for z, w in enumerate(widths):
            label: Line = [("─ ", f)] + [run for run in cells[z][11] if run[0].strip()]
            names = tile_names(tiles[z], w - runs_width(label) - 3)
            if names and not names.startswith("+"):      # the count is there already
                label.append((" " + names, "damage"))
            label.append((" ", f))
            size = runs_width(label)
            line += label + [("─" * (w - size), f)] if size < w else fit(label, w)
            line.append(("┴" if z < 2 else "┘", f))
        return line


def sealed_doors(snap: dict | None) -> set[str]:
    """The doors sealed in this snapshot ("red-white", "white-blue")."""
    return {door for t in (snap or {}).get("threats", ()) for door in t.get("sealed_doors") or ()}


class Cells:
    """The text of every station cell of one snapshot."""

    def __init__(self, snap: dict, holders: dict[str, str],
                 teleport: tuple[str, str] | None = None) -> None:
        self.snap = snap
        self.teleport = teleport
        self.ship = snap["ship"]
        self.holders = holders
        crew = snap["crew"]
        self.forms = short_names([m["name"] for m in crew])
        self.crew_at: dict[str, list[int]] = {}
        for i, member in enumerate(crew):
            self.crew_at.setdefault(member["station"], []).append(i)
        self.threats_at: dict[str, list[dict]] = {}
        self.covered: dict[str, set[str]] = {}
        self.mines: dict[str, int] = {}
        self.drones: set[str] = set()
        self.poisoned: set[str] = set()
        self.infected: set[str] = set()
        self.blind: set[str] = set()
        for threat in snap["threats"]:
            self.expansion(threat)
            if threat["kind"] != "internal" or not threat["stations"]:
                continue
            kind, system = cached_card_info(threat["card"])
            state = threat["state"]
            if state != "active" and not (kind == "malfunction" and state == "survived"):
                continue
            for station in threat["stations"]:
                self.threats_at.setdefault(station, []).append(threat)
                if kind == "malfunction" and system and not threat.get("phased"):
                    self.covered.setdefault(station, set()).add(system)

    def expansion(self, threat: dict) -> None:
        """The New Frontier's marks a threat puts on the ship (docs/rulesets.md)."""
        for station in threat.get("mines") or ():
            self.mines[station] = self.mines.get(station, 0) + 1
        self.drones.update(threat.get("drones") or ())
        self.poisoned.update(threat.get("poisoned") or ())
        self.infected.update(threat.get("infected") or ())
        self.blind.update(threat.get("disrupted_zones") or ())

    # -- one zone -----------------------------------------------------------------
    def zone(self, z: int, width: int) -> list[Line]:
        """Upper station (5 cells), lower station (5), lift label, damage (2)."""
        wide = width >= WIDE
        upper, lower = STATIONS[z], STATIONS[z + 3]
        cells = [self.title(upper, width), *self.systems(upper, z, wide),
                 self.intruders(upper, width),
                 self.title(lower, width), *self.systems(lower, z, wide),
                 self.intruders(lower, width)]
        cells.append(self.lift(z))
        cells += self.damage(z, width)
        return cells

    def title(self, station: str, width: int) -> Line:
        deck = pgettext("deck", "Upper") if station.startswith("upper") else pgettext("deck", "Lower")
        if station == "upper-white":
            deck = pgettext("deck", "Bridge")
        head: Line = [(deck, "station"), ("  ", "")]
        members = self.crew_at.get(station, [])
        if not members:
            return head
        room = width - runs_width(head)
        for size in (0, 3, 2, 1):
            figures = self.figures(members, size)
            if runs_width(figures) <= room:
                return head + figures
        return head + figures

    def figures(self, members: list[int], size: int) -> Line:
        out: Line = []
        for n, i in enumerate(members):
            member = self.snap["crew"][i]
            name = self.forms[i][size]
            if n:
                out.append((" ", ""))
            if member["knocked_out"]:
                out.append((name + "✗", "down"))
            else:
                out.append((name, "crew"))
            bots = member["bots"]
            if bots:
                out.append(("+B" if bots == "active" else "+b", "ok" if bots == "active" else "dim"))
            if member["name"] in self.poisoned:
                out.append(("+P", "alert"))
            if member["name"] in self.infected:
                out.append(("+I", "alert"))
            if self.teleport is not None:
                tokens = "".join(mark for mark, holder in zip(TELEPORT_MARKS, self.teleport)
                                 if holder == member["name"])
                if tokens:
                    out.append((tokens, "ok"))
        return out

    def mark(self, station: str, letter: str, damaged: bool = False) -> Run:
        """The status column of a system line: ! covered by a malfunction, ✗ damaged."""
        if letter in self.covered.get(station, ()):
            return ("!", "alert")
        return ("✗", "damage") if damaged else (" ", "")

    def systems(self, station: str, z: int, wide: bool) -> list[Line]:
        ship = self.ship
        tiles = ship["tiles"][z]
        upper = station.startswith("upper")
        a: Line = [self.mark(station, "A", ("upper_cannon" if upper else "lower_cannon") in tiles),
                   ("A ", "label")]
        b: Line = [self.mark(station, "B", ("shield" if upper else "reactor") in tiles),
                   ("B ", "label")]
        c: Line = [self.mark(station, "C"), ("C ", "label")]
        if upper:
            strength = HEAVY[z] - ("upper_cannon" in tiles)
            a += [((pgettext("board", "heavy laser") if wide else pgettext("board", "heavy")) + " ", "label"),
                  (str(strength), "")]
            fired = ship["heavy_fired"][z]
            if fired:
                a += [("  " if wide else " ", ""), (fired_text(fired), "fired")]
            a += self.weapon_marks(station, z, wide)
            b += self.energy(pgettext("board", "shield"), ship["shields"][z], ship["shield_capacity"][z])
            c += self.special(station, wide)
        elif z == 1:
            reach = PULSE_RANGE - ("lower_cannon" in tiles)
            a += [((pgettext("board", "pulse cannon") if wide else pgettext("board", "pulse")) + " ", "label"),
                  (str(PULSE), ""),
                  (" " + (pgettext("board", "range 1-{reach}").format(reach=reach) if reach > 1
                          else pgettext("board", "range 1")), "dim")]
            if ship["pulse_fired"]:
                a += [(" ", ""), (fired_text(ship["pulse_fired"]), "fired")]
            a += self.weapon_marks(station, z, wide, laser=False)
            b += self.energy(pgettext("board", "reactor"), ship["reactors"][1], ship["reactor_capacity"][1])
            capsules = ship["capsules"]
            b += [(" " + pgettext("board", "fuel") + " " if wide else " ", "label"), ("◆" * capsules, "fuel")]
            if wide or not capsules:
                b.append((f" {capsules}" if capsules else pgettext("board", "none"),
                          "dim" if capsules else "alert"))
            c += self.special(station, wide)
        else:
            strength = LIGHT - ("lower_cannon" in tiles)
            fired = ship["light_fired"][z]
            a += [((pgettext("board", "light laser") if wide else pgettext("board", "light")) + " ", "label"),
                  (str(strength), "")]
            if fired:
                a += [("  " if wide else " ", ""), (fired_text(fired), "fired")]
            else:
                a += [(" " + pgettext("board", "battery") + " " if wide else " ", "dim"), ("■", "energy")]
            a += self.weapon_marks(station, z, wide)
            b += self.energy(pgettext("board", "reactor"), ship["reactors"][z], ship["reactor_capacity"][z])
            c += self.special(station, wide)
        return [a, b, c]

    def weapon_marks(self, station: str, z: int, wide: bool, laser: bool = True) -> Line:
        """`blocked` when a malfunction covers the cannon's A; `blind` when the zone's
        optics are disrupted (lasers only)."""
        out: Line = []
        if "A" in self.covered.get(station, ()):
            out.append((" " + pgettext("board", "blocked"), "alert"))
        if laser and ZONE_NAMES[z] in self.blind:
            out.append((" " + pgettext("board", "blind"), "alert"))
        return out

    @staticmethod
    def energy(what: str, filled: int, capacity: int) -> Line:
        over = max(0, filled - capacity)
        shown = min(filled, capacity)
        line: Line = [(what + " ", "label"), ("■" * shown, "energy"),
                      ("□" * (capacity - shown), "room")]
        if over:
            line.append(("+" * over, "fired"))
        line.append((f" {filled}/{capacity}", "" if filled else "alert"))
        return line

    def special(self, station: str, wide: bool) -> Line:
        ship = self.ship
        if station == "upper-red":
            out = [m for m in self.snap["crew"] if m["station"] == "interceptors"]
            pilots = [m["name"] for m in out]
            band = max((m.get("band", 0) for m in out), default=0)
            name = (pgettext("board", "interceptors") if wide else pgettext("board", "intercept.")) + " "
            if pilots and band:
                return [(name, "label"),
                        ((pgettext("board", "at distance {band}:") if wide
                          else pgettext("board", "dist. {band}:")).format(band=band) + " ", "fired"),
                        (clean(", ".join(pilots)), "crew")]
            if pilots:
                return [(name, "label"),
                        (pgettext("board", "out:") + " ", "fired"), (clean(", ".join(pilots)), "crew")]
            if not ship["interceptors_usable"]:
                return [(name, "label"), (pgettext("board", "lost"), "alert")]
            full, docked = pgettext("board", "interceptors"), pgettext("board", "docked")
            fits = wide or len(full) + len(docked) + 4 <= NARROW       # " C " and the space
            return [((full if fits else pgettext("board", "intercept.")) + " ", "label"), (docked, "")]
        if station == "upper-white":
            done = set(ship["maintained_phases"])
            line: Line = [(pgettext("board", "computer") + " ", "label")]
            if wide:
                line.append((pgettext("board", "maintained") + " ", "dim"))
            for phase in (1, 2, 3):
                ok = phase in done
                line += [(f"{phase}", "dim"), ("✓" if ok else "·", "ok" if ok else "dim"),
                         (" ", "")]
            return line
        if station in STORAGE:
            state = ship["squads"].get(station)
            line = [((pgettext("board", "battle bots") if wide else pgettext("board", "bots")) + " ", "label")]
            if state is None:          # a campaign left this squad off the board
                line.append((pgettext("board", "none (left off)") if wide else pgettext("board", "none"), "dim"))
                return line
            if state in ("active", "inactive"):
                holder = self.holders.get(station)
                line.append(("→ " + clean(holder) if holder else pgettext("board", "taken"), "crew"))
                if state == "inactive":
                    line.append((" " + (pgettext("board", "(disabled)") if wide else pgettext("board", "(off)")),
                                 "alert"))
                return line
            line.append((tr(state, "bots"), "alert" if state == "disabled" else ""))
            return line
        if station == "lower-white":
            line = [(((pgettext("board", "window") if not wide
                       else pgettext("board", "visual confirmation")) + " "), "label")]
            for phase, best in enumerate(ship["visual_best"]):
                if phase:
                    line.append(("·", "dim"))
                line.append((str(best), "ok" if best else "dim"))
            return line
        # lower-blue: rockets
        left = ship["rockets"]
        first, second = pgettext("board", "1st"), pgettext("board", "2nd")
        line = [(pgettext("board", "rockets") + " ", "label"), ("▲" * left, "rocket"),
                ("·" * max(0, 3 - left), "dim")]
        line += [(f"  {first} " if wide else f" {first}", "dim"),
                 ("▲" if ship["rocket_launched"] else "·", "fired" if ship["rocket_launched"] else "dim"),
                 (f"  {second} " if wide else f" {second}", "dim"),
                 ("▲" if ship["rocket_flying"] else "·", "fired" if ship["rocket_flying"] else "dim")]
        return line

    def intruders(self, station: str, width: int) -> Line:
        threats = self.threats_at.get(station, [])
        extra: Line = []
        if self.mines.get(station):
            extra.append((f"*{self.mines[station]}", "alert"))
        if station in self.drones:
            extra += [(" " if extra else "", ""), ("¤", "alert")]
        if not threats:
            return extra
        for form in ("full", "short", "bare"):
            line: Line = list(extra)
            for threat in threats:
                if line:
                    line.append((" ", ""))
                line += self.token(threat, form)
            if runs_width(line) <= width:
                return line
        return line

    @staticmethod
    def token(threat: dict, form: str) -> Line:
        kind, system = cached_card_info(threat["card"])
        number = threat_number(threat["label"]) or threat.get("summon_token") or ""
        tag = f"!{system}{number}" if kind == "malfunction" else f"@{number}"
        name = clean(threat_name(tr(threat["label"])))
        if form == "short":
            name = name.split()[0][:7] if name else name
        broken = threat["state"] != "active"
        value = pgettext("board", "broken") if broken else f"{threat['damage']}/{threat['hp']}"
        out: Line = [("~" if threat.get("phased") else "", "dim"), (tag, "threat")]
        if form != "bare":
            out.append((" " + name, "threat"))
        out.append((" " + value, "alert" if broken else ""))
        return out

    def lift(self, z: int) -> Line:
        lift = " " + pgettext("board", "lift") + " "
        if "gravolift" in self.ship["tiles"][z]:
            return [(lift, "label"), ("✗ " + pgettext("board", "damaged") + " ", "alert")]
        return [(lift, "dim")]

    def damage(self, z: int, width: int) -> list[Line]:
        tiles = self.ship["tiles"][z]
        count = len(tiles)
        first: Line = [(pgettext("board", "damage") + " ", "label"), ("▮" * min(count, 6), "damage"),
                       ("▯" * max(0, 6 - count), "room"),
                       (f" {count}/6", "alert" if count >= 5 else "")]
        if not tiles:
            return [first, [(pgettext("board", "no tiles"), "dim")]]
        return [first, [(tile_names(tiles, width), "damage")]]
