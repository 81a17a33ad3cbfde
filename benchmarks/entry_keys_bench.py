"""The keys a crew presses to enter a whole mission, from the entry's opening to the
resolution starting.

The real entry screen (`EntryScreen`) is driven with Textual's pilot for 4-player
example records (`missions/examples/`): the threats drawn from the physical decks
(the crew types each card), the trajectories drawn by the app, the crew's 12 cards
each typed on the plan grid, then F10 and the confirmation. Each key pressed is
counted, and the record the entry gives back is checked against the example (threat
cards, turns and zones, trajectories, every crew member's 48 cards): a count for an
entry that did not give the example back is an error, not a figure.

Ways of typing, each the fastest the screen documents (docs/app/table.md):
- `ids`: each threat card's whole id (`E1-07`) and Enter; all 12 cards of each crew
  member (the way the count of issue 26 was made).
- `ids_enter`: the same ids; after a crew member's last card, Enter (the next crew
  member) instead of the empty cards left.
- `short_ids`: the shortest id the announcement settles (`107` for E1-07 on a common
  external announcement: `card_input.read_card`), Enter after the last card.
- `names`: the shortest start of the printed name that the completion turns into the
  card (Enter, or → then Enter), Enter after the last card.
- `shortest`: per threat the shorter of the two, Enter after the last card.

Figures: `entry_keys_<example>_<way>` (keys), and `entry_keys_mean_<way>` over the examples.
`run(quick=False)` is called by benchmarks/run.py, like every `*_bench.py`.
"""
from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

EXAMPLES = ROOT / "missions" / "examples"
#: the 4-player base-game examples (no expansion cards, no specializations)
RECORDS = ("01-first-flight", "02-intruders-aboard", "03-heroes-and-interceptors", "04-lost-in-blue",
           "06-campaign-second-mission")
WAYS = ("ids", "ids_enter", "short_ids", "names", "shortest")
#: one card of the plan grid → its keys (`widgets/plan_grid.py`: KEY_TOKENS, HEROIC_KEYS, m + station)
CARD_KEYS = {"red": "r", "blue": "b", "lift": "l", "A": "a", "B": "s", "C": "d", "bots": "f", "empty": "e",
             "HA": "Ha", "HB": "Hb", "Hbots": "Hf"}


class EntryKeysError(AssertionError):
    """The entry did not give the example record back."""


def card_keys(token: str) -> list[str]:
    """The grid keys of one card of a record (`a`, `Ha`, `m3`, `a!`)."""
    from spacealert_tui.tui.widgets.plan_grid import STATIONS

    stumble = token.endswith("!")
    base = token.removesuffix("!")
    if base.startswith("Hmove:"):
        keys = ["m", str(STATIONS.index(base.removeprefix("Hmove:")) + 1)]
    else:
        keys = list(CARD_KEYS[base])
    return keys + (["!"] if stumble else [])


def plan_keys(plans: list[list[str]], enter_after_last: bool) -> list[str]:
    """Every crew member's cards in turn order; with `enter_after_last`, Enter takes the
    cursor to the next crew member once the cards left are empty (the last member's
    need nothing: F10 follows)."""
    keys: list[str] = []
    for seat, plan in enumerate(plans):
        last = max((i for i, token in enumerate(plan) if token != "empty"), default=-1)
        shown = plan if not enter_after_last else plan[:last + 1]
        for token in shown:
            keys += card_keys(token)
        if enter_after_last and last < len(plan) - 1 and seat < len(plans) - 1:
            keys.append("enter")
    return keys


def draft_of(record) -> object:
    """The draft the action round leaves for this record: its crew, soundtrack and
    trajectories (drawn by the app), each threat announced with no card yet (physical
    decks), every plan empty."""
    from spacealert_tui.record.draft import CrewSeat, MissionDraft, ThreatEntry

    crew = [CrewSeat(c.name, c.color or "red", list(c.roles)) for c in record.crew]
    threats = []
    for t in record.threats:
        letters = t.card.split("-")[0]
        threats.append(ThreatEntry(t.turn, "internal" if "I" in letters else "external",
                                   serious=letters.startswith("S"),
                                   zone=t.zone.name.lower() if t.zone is not None else None,
                                   unconfirmed=t.unconfirmed))
    return MissionDraft.new(crew=crew, title=record.title or "", soundtrack=record.soundtrack or "base/mission-1",
                            common_level="mixed", serious_level="mixed", threat_source="physical",
                            tracks=dict(record.tracks), tracks_source="app", threats=threats, stage="entry")


def shortest_id(card: str, slot, used) -> str:
    """The shortest way of typing `card`'s id that the announcement settles."""
    from spacealert_tui.tui.widgets.card_input import read_card

    letters, number = card.split("-")
    digits = letters[-1] + number                  # E1-07 → 107
    for text in (digits, letters[-2].lower() + digits if len(letters) > 1 else "", card):
        if text and read_card(text, slot, used).card == card:
            return text
    return card


def shortest_name(card: str, slot, used) -> list[str]:
    """The fewest keys typing the start of the card's printed name: Enter when that
    start names the card or the completion Enter takes is the card, else → (take the
    completion) then Enter."""
    from spacealert_tui.tui.widgets.card_input import card_label, completion, read_card

    name = card_label(card).split(" ", 1)[1]
    for n in range(1, len(name) + 1):
        typed = name[:n]
        reading = read_card(typed, slot, used)
        offered = completion(typed, slot, used)
        completes = offered is not None and read_card(offered, slot, used).card == card
        if reading.card == card or (completes and not reading.ask and reading.card is None):
            return [*typed, "enter"]
        if completes:
            return [*typed, "right", "enter"]
    return [*name, "enter"]


async def enter(record, way: str) -> int:
    """Keys pressed entering `record` the `way` given; the record the entry gives back
    is checked against it."""
    from textual.app import App

    from spacealert_tui.tui.dialogs.confirm import ConfirmScreen
    from spacealert_tui.tui.screens.entry import EntryScreen
    from spacealert_tui.tui.widgets.threat_rows import ThreatRow

    draft = draft_of(record)
    results: list = []

    class Host(App[None]):
        def on_mount(self) -> None:
            self.push_screen(EntryScreen(draft), results.append)

    pressed = 0
    app = Host()
    async with app.run_test(size=(120, 40)) as pilot:

        async def press(*keys: str) -> None:
            nonlocal pressed
            for key in keys:
                await pilot.press(key)
                await pilot.pause()
                pressed += 1

        await pilot.pause()
        entry = app.screen
        for row, drawn in zip(entry.query(ThreatRow), record.threats):
            assert app.focused is row.input, f"T+{drawn.turn}: the entry is not on its card"
            slot, used = row.context()
            by_id = [*(drawn.card if way in ("ids", "ids_enter") else shortest_id(drawn.card, slot, used)), "enter"]
            by_name = shortest_name(drawn.card, slot, used)
            keys = {"names": by_name, "shortest": min(by_id, by_name, key=len)}.get(way, by_id)
            await press(*keys)
        grid = plan_keys([[a.token for a in c.actions] for c in record.crew], way != "ids")
        await pilot.press(*grid)             # the grid reads its keys in order: no wait between them
        pressed += len(grid)
        await pilot.pause()
        await press("f10")
        if isinstance(app.screen, ConfirmScreen):
            await press("y")
        await pilot.pause()
    check(record, results)
    return pressed


def check(record, results: list) -> None:
    if len(results) != 1 or results[0] is None:
        raise EntryKeysError(f"{record.title}: the entry did not give a record back ({results})")
    got = results[0]
    mine = [(t.card, t.turn, t.zone) for t in got.threats]
    theirs = [(t.card, t.turn, t.zone) for t in record.threats]
    if mine != theirs or got.tracks != record.tracks:
        raise EntryKeysError(f"{record.title}: threats {mine} / {got.tracks}, expected {theirs} / {record.tracks}")
    for typed, example in zip(got.crew, record.crew, strict=True):
        if [a.token for a in typed.actions] != [a.token for a in example.actions]:
            raise EntryKeysError(f"{record.title}: {example.name}'s cards differ: "
                                 f"{[a.token for a in typed.actions]} != {[a.token for a in example.actions]}")


def counts(names: tuple[str, ...] = RECORDS, ways: tuple[str, ...] = WAYS) -> dict[str, dict[str, int]]:
    """{example: {way: keys}}, each entry made and checked."""
    from spacealert_tui.record import load_record

    out: dict[str, dict[str, int]] = {}
    saved = os.environ.get("SPACEALERT_DATA_DIR")
    with tempfile.TemporaryDirectory(prefix="entry-keys-") as tmp:
        os.environ["SPACEALERT_DATA_DIR"] = tmp          # the drafts are saved as typed
        try:
            for name in names:
                record = load_record(EXAMPLES / f"{name}.yaml")
                out[name] = {way: asyncio.run(enter(record, way)) for way in ways}
        finally:
            if saved is None:
                os.environ.pop("SPACEALERT_DATA_DIR", None)
            else:
                os.environ["SPACEALERT_DATA_DIR"] = saved
    return out


def run(quick: bool = False) -> list[dict]:
    names = RECORDS[:1] if quick else RECORDS
    found = counts(names)
    figures = [{"name": f"entry_keys_{name[:2]}_{way}", "value": keys, "unit": "keys"}
               for name, ways in found.items() for way, keys in ways.items()]
    figures += [{"name": f"entry_keys_mean_{way}", "value": round(sum(w[way] for w in found.values()) / len(found), 1),
                 "unit": "keys"} for way in WAYS]
    return figures


if __name__ == "__main__":
    import json
    for figure in run(quick="--quick" in sys.argv):
        print(json.dumps(figure))
