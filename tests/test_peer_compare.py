"""benchmarks/peer_compare.py and peer_convert.py: our records in the peer's input, and a
clear skip when no peer driver was built (the peer is not part of the project)."""
from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from spacealert_tui.rules import record_from_dict

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "benchmarks"


def convert():
    spec = importlib.util.spec_from_file_location("peer_convert", BENCH / "peer_convert.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def example(name: str) -> dict:
    return yaml.safe_load((ROOT / "spacealert_tui" / "examples" / f"{name}.yaml").read_text())


def test_a_base_record_becomes_the_peers_arguments():
    words = convert().peer_words(record_from_dict(example("01-first-flight")))
    assert words[:8] == ["-external-tracks", "red:Track2", "white:Track3", "blue:Track1",
                         "-internal-track", "Track4", "-players", "player-index:0"]
    # Ana: red, A, A, empty x4, lift, blue, C, empty x2, in the peer's action codes
    assert words[8] == "actions:<aa----^>c--"
    at = words.index("-external-threats")
    assert words[at + 1:at + 4] == ["id:E1-07", "time:1", "location:Red"]
    assert words[-1] == "-internal-threats"          # no internal threat in this mission


def test_the_damage_piles_are_ours_top_first_in_the_peers_names():
    peer_convert = convert()
    record = record_from_dict(example("01-first-flight"))
    line = peer_convert.peer_line(record)
    piles = line.split()[0].removeprefix("dmg:").split(";")
    assert len(piles) == 3
    for pile in piles:
        assert sorted(pile.split(",")) == sorted(peer_convert.TILE_NAMES.values())


def test_what_the_peer_cannot_say_is_refused_not_dropped():
    doc = example("01-first-flight")
    doc["crew"][0]["actions"][1] = "A!"          # a stumble: the peer has none
    peer_convert = convert()
    with pytest.raises(peer_convert.Unsupported, match="crew\\[0\\]: action 'A!'"):
        peer_convert.peer_words(record_from_dict(doc))


def test_without_a_peer_driver_the_comparison_says_so_and_exits_0(tmp_path):
    run = subprocess.run([sys.executable, str(BENCH / "peer_compare.py"), "--peer", str(tmp_path / "none.exe")],
                         capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert run.returncode == 0
    assert "skipped: no peer driver built" in run.stdout


FAKE_DRIVER = '''
import sys
missions = [line for line in open(sys.argv[1]) if line.strip()]
print("ready", len(missions), flush=True)
for line in sys.stdin:
    if line.split()[0] != "check":
        sys.exit("asked to time: " + line)
    for _ in missions:
        print("Won 0 0 0 0 0 0 0")
    print("end", flush=True)
'''


def test_check_only_compares_and_times_nothing(tmp_path):
    """`--check` lists the missions whose outcomes differ and asks for no timing (a
    stand-in driver that answers every mission alike and stops if asked to time)."""
    driver = tmp_path / "driver.py"
    driver.write_text(FAKE_DRIVER)
    run = subprocess.run([sys.executable, str(BENCH / "peer_compare.py"), "--peer", str(driver),
                          "--runner", sys.executable, "--sets", "base", "--check"],
                         capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert run.returncode == 0, run.stderr
    assert "base: 0 of 40 missions give the same outcome" in run.stdout
    assert "  #0: ours Won " in run.stdout and "| peer Won 0 0 0 0 0 0 0 |" in run.stdout
    assert "CPU per mission" not in run.stdout


def compare_module():
    spec = importlib.util.spec_from_file_location("peer_compare", BENCH / "peer_compare.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_outcome_counts_cards_not_the_gremlins_sabotage_ovals():
    """Our result lists the Cyber Gremlin's sabotage ovals (ruling NEI8: 0 points); they
    are not cards, and the peer never counts them, so the compared figures leave them out.
    Here the gremlin's Y sabotages upper red and the crew member there repairs one oval."""
    from spacealert_tui.rules import resolve_result
    from tests.rules.builders import record
    result = resolve_result(record([("SI3-106", 1)], [["red"] + ["A"] * 11],
                                   tracks={"red": 1, "white": 2, "blue": 3, "internal": 4}))
    assert [t.outcome for t in result.threats if t.name == "Cyber Gremlin sabotage"].count("destroyed") == 1
    status, _lost, _points, *_damage, destroyed, survived = compare_module().outcome(result).split()
    assert (status, destroyed, survived) == ("Won", "0", "1")
