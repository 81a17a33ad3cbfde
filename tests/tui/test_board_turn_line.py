"""The board's turn line (the narration's title) at 80×24 in Spanish and Portuguese: a
turn too long for the line is cut between its items, never inside one (the walk of issue
26 read "blanca −1 (Medusa #…")."""
from __future__ import annotations

import pytest

from spacealert_tui.tui.widgets.text import cut_between
from tests.i18n_scan import screen_text
from tests.tui.test_board import HEROES, INTRUDERS, LOST, BoardApp, board_screen, settle


def test_cut_between_keeps_whole_items():
    line = "Turno 9: roja −2 (Lodo reptante #5), roja −1 (Medusa #6), blanca −1 (Medusa #6)"
    assert cut_between(line, 100) == line
    assert cut_between(line, 70) == "Turno 9: roja −2 (Lodo reptante #5), roja −1 (Medusa #6)…"
    assert cut_between("Turno 4: azul −1 · Caza #1 destruido", 30) == "Turno 4: azul −1…"
    assert cut_between("Turno 4: una sola cosa muy larga", 20) == "Turno 4: una sola…"


@pytest.mark.parametrize("lang", ["es", "pt"])
async def test_the_turn_line_is_cut_between_items(speak, lang):
    speak(lang)
    cut = 0
    for path in (LOST, HEROES, INTRUDERS):
        app = BoardApp(path)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = board_screen(app)
            screen.pause()
            for turn in sorted(screen.turn_starts):
                end = screen.turn_starts.get(turn + 1, len(screen.events)) - 1
                screen.go(end)
                await settle(pilot)
                full = screen.summary()
                head = full.split(":", 1)[0] + ":"
                drawn = next(line for line in screen_text(app).splitlines() if head in line)
                drawn = drawn[drawn.index(head):].rstrip(" ─")
                if drawn != full:
                    cut += 1
                    kept = drawn.removesuffix("…")
                    assert drawn.endswith("…") and full.startswith(kept), (drawn, full)
                    assert full[len(kept):].startswith((", ", " · ")), (drawn, full)
    assert cut, "no turn line was long enough to be cut"


def test_the_ship_destroyed_stays_when_the_line_is_cut():
    """The walk of issue 26: a long turn line lost "LA NAVE ES DESTRUIDA" off its end;
    the loss is what the line is read for, so the items before it are cut instead."""
    line = ("Turno 9: roja −2 (Lodo reptante #5), roja −1 (Medusa #6), blanca −1 (Medusa #6)"
            " · LA NAVE ES DESTRUIDA")
    tails = ("LA NAVE ES DESTRUIDA",)
    assert cut_between(line, 200, tails=tails) == line
    cut = cut_between(line, 80, tails=tails)
    assert cut == "Turno 9: roja −2 (Lodo reptante #5), roja −1 (Medusa #6)… · LA NAVE ES DESTRUIDA"
    assert len(cut) <= 80
    assert cut_between("Turno 9: roja −2 · Caza #1 destruido", 30, tails=tails) == "Turno 9: roja −2…"
