"""Fuzzing the record and mission loaders from real files: byte flips, lines deleted or
repeated, random scalars, tags, aliases and deep nesting. Whatever comes in, a loader
either loads it or raises `UserError` whose message is one line per problem, each naming
the file and a line number; never another exception. Derandomized in CI (tests/conftest.py)."""
from __future__ import annotations

import re
from importlib import resources
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spacealert_tui.errors import UserError
from spacealert_tui.mission.files import parse_mission_text
from spacealert_tui.record import load_record_text
from tests.conftest import EXAMPLES

RECORDS = [p.read_text(encoding="utf-8") for p in sorted(EXAMPLES.glob("*.yaml"))]
MISSIONS = [Path(str(p)).read_text(encoding="utf-8") for p in
            sorted(resources.files("spacealert_tui.mission").joinpath("data", "official").iterdir(),
                   key=lambda p: p.name) if p.name.endswith(".yaml")]
NAME = "fuzz.yaml"
INLINE = re.compile(r"(\w+): ([^,}\]\n]+)")
ONE_LINE = re.compile(r"fuzz\.yaml:\d+: \S")

SCALARS = st.sampled_from([
    "2026-02-30", "!!int abc", "!!float", "!!bool maybe", "!!timestamp x", "!!binary ????", "!!str",
    "9" * 5000, "-" + "9" * 40, "1e99999", ".nan", "0x" + "f" * 100, "~", "null", "[a, b]", "{a: 1}",
    "&a x", "*a", "*nope", "<<: *a", "'", '"', "\\x00", "\t", "[" * 200, "{" * 200, "|", ">",
    "\x00", "\x1b[31m", "\u2028", "- - - -", "? x", "%YAML 1.1", "---", "...", "é", "",
])


@st.composite
def mutated(draw, sources: list[str]) -> str:
    text = draw(st.sampled_from(sources))
    for _ in range(draw(st.integers(1, 4))):
        lines = text.split("\n")
        kind = draw(st.sampled_from(["flip", "delete", "repeat", "scalar", "inline", "nest", "alias"]))
        i = draw(st.integers(0, max(0, len(lines) - 1)))
        if kind == "flip" and text:
            data = bytearray(text.encode("utf-8"))
            at = draw(st.integers(0, len(data) - 1))
            data[at] ^= 1 << draw(st.integers(0, 7))
            text = data.decode("utf-8", errors="replace")
            continue
        if kind == "delete":
            del lines[i]
        elif kind == "repeat":
            lines.insert(i, lines[i])
        elif kind == "scalar":
            head, colon, _ = lines[i].partition(": ")
            lines[i] = f"{head}{colon or ': '}{draw(SCALARS)}"
        elif kind == "inline":   # one value inside a flow mapping or list: {at: 10, type: ...}
            values = list(INLINE.finditer(lines[i]))
            if values:
                value = draw(st.sampled_from(values))
                lines[i] = lines[i][:value.start(2)] + draw(SCALARS) + lines[i][value.end(2):]
        elif kind == "nest":
            depth = draw(st.integers(30, 1500))
            lines[i] += " " + "[" * depth + "]" * depth
        else:
            lines.insert(0, "x: &a [1, 2, 3, 4, 5, 6, 7, 8, 9]")
            lines.insert(i + 1, lines[i + 1].split(":")[0] + ": " + "[" + ", ".join(["*a"] * 9) + "]")
        text = "\n".join(lines)
    return text


def _check_one_line(load, text: str) -> None:
    """Each problem on one line of its own, `fuzz.yaml:LINE: ...`, printable."""
    try:
        load(text)
    except UserError as exc:
        lines = str(exc).split("\n")
        assert len(lines) == 1 + len(exc.also), str(exc)
        for line in lines:
            assert ONE_LINE.match(line), line
            assert line.isprintable(), line


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated(RECORDS))
def test_the_record_loader_keeps_the_one_line_promise(text):
    _check_one_line(lambda t: load_record_text(t, NAME), text)


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated(MISSIONS))
def test_the_mission_loader_keeps_the_one_line_promise(text):
    _check_one_line(lambda t: parse_mission_text(t, name=NAME, default_id="fuzz"), text)
