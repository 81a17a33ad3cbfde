"""`spacealert resolve --trace` read aloud (issue 26): plain lines a screen reader can
follow. Whole sentences, one event a line, each step named in words before its events;
no rules drawn with box characters, no arrows or brackets standing for words, no colour
codes; in the crew's language, the example's title too."""
from __future__ import annotations

import re

import pytest

from spacealert_tui.cli import main
from spacealert_tui.packaged import examples_dir

LANGS = ("en", "es", "pt")
#: box drawing, arrows, the middle dot and brackets: symbols a reader says as symbols
SYMBOLS = re.compile(r"[\u2500-\u257f\u2190-\u21ff\u25b6·\[\]]")
ANSI = re.compile(r"\x1b\[")
EXAMPLES = sorted(p.stem for p in examples_dir().glob("*.yaml"))


def trace(capsys, lang: str, name: str) -> str:
    assert main(["--lang", lang, "resolve", "--trace", f"example/{name}"]) == 0
    return capsys.readouterr().out


def narration(out: str) -> list[str]:
    """The trace's lines, before the summary (which starts at the record's title)."""
    lines = out.splitlines()
    last = min(i for i, line in enumerate(lines) if line == "" and i + 1 < len(lines)
               and not lines[i + 1].startswith((" ", "Turn", "Turno")))
    return lines[:last]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", EXAMPLES)
def test_the_trace_is_plain_sentences(capsys, lang, name):
    out = trace(capsys, lang, name)
    assert not ANSI.search(out)
    lines = narration(out)
    assert lines, out
    for line in lines:
        assert not SYMBOLS.search(line), f"{lang} {name}: symbol in {line!r}"
        if line.strip():
            assert line.rstrip()[-1] in ".:!?", f"{lang} {name}: not a sentence: {line!r}"


@pytest.mark.parametrize("lang,turn_word", [("en", "Turn"), ("es", "Turno"), ("pt", "Turno")])
def test_each_step_is_named_before_its_events_and_an_empty_one_is_left_out(capsys, lang, turn_word):
    lines = narration(trace(capsys, lang, "07-new-frontier-summoner"))
    headings = [line for line in lines if line.startswith(turn_word)]
    for turn in range(1, 14):
        assert any(h.startswith((f"{turn_word} {turn},", f"{turn_word} {turn}:"))
                   for h in headings), (turn, headings)
    for i, line in enumerate(lines):      # a step heading is followed by an event, never by another
        if line.startswith(turn_word) and line.endswith(":"):
            assert lines[i + 1].startswith("  "), f"{lang}: empty step {line!r}"
        elif line.strip():
            assert line.startswith(("  ", turn_word)), line


def test_the_trace_speaks_spanish_with_words_for_moves_and_actions(capsys):
    out = trace(capsys, "es", "07-new-frontier-summoner")
    assert "Turno 1, aparición de las amenazas:" in out
    assert "  Ana se mueve hacia el rojo, de superior blanca a superior roja." in out
    assert "Satélite de transmisión #1, acción X: " in out
    assert "Una señal desde la oscuridad" in out      # the example's title, in the crew's language


def test_a_phasing_threat_s_two_values_are_said_in_words(capsys):
    out = trace(capsys, "pt", "08-new-frontier-phasing")
    assert "ação X: ataque 1 (1 se volta da desmaterialização)" in out, out[:3000]
