#!/usr/bin/env python3
"""CPU time per mission of our rules core against ecm85/space-alert-resolver (the peer),
resolving the same missions one after the other, alternated, on one core.

    python benchmarks/peer_compare.py --peer /tmp/peer-build/BLL.Test.exe --runner dotnet
    SPACEALERT_PEER_DRIVER=... SPACEALERT_PEER_RUNNER=mono python benchmarks/peer_compare.py

The peer is C# and is not part of the project: a driver built by hand from its sources
(how: `benchmarks/peer_compare.md`) is given by path (`--peer` or
`SPACEALERT_PEER_DRIVER`), with the runtime that runs it (`--runner` or
`SPACEALERT_PEER_RUNNER`: `dotnet`, `mono`, a path; none for a native executable).
Without a driver this prints why and exits 0. `--check` only compares the outcomes
(nothing timed); why the engines differ where they do: `benchmarks/peer_compare.md`.

The missions: rules_bench's 40 base missions that reach the jump, and 40 of The New
Frontier's (the same sets as `rules_cpu_compare.py`), written in the peer's own input by
`peer_convert.py`, with our damage piles laid in place of its unseeded shuffle. First
both engines resolve every mission once and the outcomes are compared (status, turn
lost, points, damage per zone, threats destroyed and survived): missions where the two
engines disagree are listed, with their cards (`?`: an unconfirmed report, left out of
both with fewer than five crew). Timed: the missions the peer resolves without an exception
of its own ("resolved"), and apart those where both agree ("agreeing": the same work for
sure).

Timing: one process per engine and per set (ours: a worker of this script calling
`resolve_result(record)` on records read beforehand, the coach's path; the peer: the
driver building the mission's threats, crew and `Game` from pre-split data with its own
factories and running `PerformTurn` to the end). Start-up is excluded on both sides:
each process warms up for `--warm` seconds of CPU before any timing (the peer's JIT
tiers, our interpreter's specialisation and caches), then answers timing requests.
Each round runs ours, peer, peer, ours, each timing at least ~0.4 s of CPU (the peer's
clock ticks by 10 ms); the ratio per round is peer CPU / our CPU per mission, so above 1
our engine is faster. The parent and its children are pinned to one core (`--cpu`).
Printed: median, middle half and range of the rounds' ratios, the CPU microseconds per
mission of each, and the load (`os.getloadavg`) before and after. With `--each N`, also
N rounds of one mission at a time (each resolved over and over before the next, as a
search resolves one mission's plans): our interpreter's caches then see one mission's
threat classes only, and it pays less for its variety than in the mix.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SETS = ("base", "expansion")


# --- the missions --------------------------------------------------------------------

def mission_docs(names: tuple[str, ...]) -> dict[str, list[dict]]:
    """The record documents of each set measured (rules_cpu_compare's sets)."""
    sys.path.insert(0, str(HERE))
    from rules_bench import full_records
    from rules_cpu_compare import _won_docs

    from spacealert_tui.rules import record_to_dict
    docs: dict[str, list[dict]] = {}
    if "base" in names:
        docs["base"] = [record_to_dict(r) for r in full_records()]
    if "expansion" in names:
        docs["expansion"] = _won_docs(40, 7, 6000, card_set="new_frontier")
    return docs


def outcome(result) -> str:
    """What both engines can say of a mission, in the driver's `check` words. Threats
    destroyed and survived count cards: our result also lists the Cyber Gremlin's
    sabotage ovals (0 points, ruling NEI8), which the peer never counts as threats."""
    from spacealert_tui.rules import CARDS
    score = result.score
    points = score.destroyed + score.survived + score.visual_confirmation + score.bonus if score else 0
    status = "Won" if result.status == "won" else "Lost"
    damage = " ".join(str(result.damage.get(z, 0)) for z in ("red", "white", "blue"))
    cards = [t for t in result.threats if t.name == CARDS[t.card].name]
    destroyed = sum(t.outcome == "destroyed" for t in cards)
    survived = sum(t.outcome == "survived" for t in cards)
    return f"{status} {result.lost_turn or 0} {points} {damage} {destroyed} {survived}"


# --- our side: a worker per set ---------------------------------------------------------

def worker(docs_path: str, name: str, warm: float) -> None:
    """Read the set's records, warm up, then answer `REPEATS [I,J..]` with CPU seconds."""
    sys.path.insert(0, str(ROOT))
    from spacealert_tui.rules import record_from_dict, resolve_result
    records = [record_from_dict(doc) for doc in json.loads(Path(docs_path).read_text())[name]]
    print(json.dumps([outcome(resolve_result(r)) for r in records]), flush=True)
    start = time.process_time()
    while time.process_time() - start < warm:
        for record in records:
            resolve_result(record)
    print("ready", flush=True)
    for line in sys.stdin:
        words = line.split()
        chosen = [records[int(i)] for i in words[1].split(",")] if len(words) > 1 else records
        start = time.process_time()
        for _ in range(int(words[0])):
            for record in chosen:
                resolve_result(record)
        print(time.process_time() - start, flush=True)


class Talker:
    """A child process asked one line at a time, answering in lines."""

    stopped = "peer_compare: a worker stopped"

    def __init__(self, command: list[str]) -> None:
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        text=True, cwd=ROOT)

    def read(self) -> str:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise SystemExit(self.stopped)
        return line.strip()

    def ask(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait()


def _which(chosen: list[int] | None) -> str:
    return f" {','.join(map(str, chosen))}" if chosen is not None else ""


class Ours(Talker):
    stopped = "peer_compare: our worker stopped"

    def __init__(self, docs: Path, name: str, warm: float) -> None:
        super().__init__([sys.executable, __file__, "--worker", str(docs), name, str(warm)])
        self.outcomes: list[str] = json.loads(self.read())
        self.read()        # "ready"

    def cpu(self, repeats: int, chosen: list[int] | None) -> float:
        self.ask(f"{repeats}{_which(chosen)}")
        return float(self.read())


# --- the peer's side: its driver --------------------------------------------------------

class Peer(Talker):
    stopped = "peer_compare: the peer driver stopped (its errors are above)"

    def __init__(self, command: list[str], lines: Path, warm: float) -> None:
        super().__init__(command + [str(lines), str(warm)])
        ready = self.read()
        if not ready.startswith("ready"):
            raise SystemExit(f"peer_compare: the peer driver said {ready!r}, not 'ready N'")

    def outcomes(self) -> list[str]:
        self.ask("check")
        lines = []
        while (line := self.read()) != "end":
            lines.append(line)
        return lines

    def cpu(self, repeats: int, chosen: list[int] | None) -> float:
        self.ask(f"time build {repeats}{_which(chosen)}")
        return float(self.read())


# --- the comparison -------------------------------------------------------------------

def _spread(values: list[float]) -> str:
    q = statistics.quantiles(values, n=4) if len(values) > 1 else [values[0]] * 3
    return (f"{statistics.median(values):.3f} (middle half {q[0]:.3f}-{q[2]:.3f}, "
            f"range {min(values):.3f}-{max(values):.3f})")


def _repeats(side: Ours | Peer, chosen: list[int], target: float = 0.4) -> int:
    """Passes over `chosen` that take about `target` CPU seconds: doubled until one timing
    reads at least 0.1 s (the peer's clock ticks by 10 ms, so one pass may read 0)."""
    repeats = 1
    while (seconds := side.cpu(repeats, chosen)) < 0.1:
        repeats *= 2
    return max(1, math.ceil(target * repeats / seconds))


def measure(ours: Ours, peer: Peer, chosen: list[int], n: int, rounds: int) -> tuple[list[float], float, float]:
    """Rounds of ours, peer, peer, ours; peer/ours CPU per mission, and each side's median µs."""
    ours_repeats, peer_repeats = _repeats(ours, chosen), _repeats(peer, chosen)
    ratios, ours_us, peer_us = [], [], []
    for _ in range(rounds):
        a = ours.cpu(ours_repeats, chosen)
        b = peer.cpu(peer_repeats, chosen) + peer.cpu(peer_repeats, chosen)
        a += ours.cpu(ours_repeats, chosen)
        mine, theirs = a / (2 * ours_repeats * n), b / (2 * peer_repeats * n)
        ratios.append(theirs / mine)
        ours_us.append(mine * 1e6)
        peer_us.append(theirs * 1e6)
    return ratios, statistics.median(ours_us), statistics.median(peer_us)


def measure_each(ours: Ours, peer: Peer, chosen: list[int], rounds: int) -> tuple[list[float], float, float]:
    """The same, one mission at a time: each mission resolved over and over (ours, peer,
    peer, ours), as a search resolves one mission's plans; a round's ratio is over the
    sum of its missions' CPU per resolution."""
    n = len(chosen)
    ours_repeats = _repeats(ours, chosen, 0.1) * n     # one mission's passes: ~0.1 s
    peer_repeats = _repeats(peer, chosen, 0.2) * n     # 0.2 s: its clock ticks by 10 ms
    ratios, ours_us, peer_us = [], [], []
    for _ in range(rounds):
        mine = theirs = 0.0
        for i in chosen:
            a = ours.cpu(ours_repeats, [i])
            b = peer.cpu(peer_repeats, [i]) + peer.cpu(peer_repeats, [i])
            a += ours.cpu(ours_repeats, [i])
            mine += a / (2 * ours_repeats * n)
            theirs += b / (2 * peer_repeats * n)
        ratios.append(theirs / mine)
        ours_us.append(mine * 1e6)
        peer_us.append(theirs * 1e6)
    return ratios, statistics.median(ours_us), statistics.median(peer_us)


def _load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def compare(command: list[str], names: tuple[str, ...], rounds: int, warm: float, cpu: int | None,
            each: int = 0) -> int:
    from spacealert_tui.rules import record_from_dict
    sys.path.insert(0, str(HERE))
    from peer_convert import Unsupported, peer_line
    if cpu is not None and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {cpu})      # the workers and the driver inherit it
    print(f"load before: {_load()}; pinned to CPU {cpu}; peer: {shlex.join(command)}")
    with tempfile.TemporaryDirectory() as tmp:
        docs = mission_docs(names)
        kept: dict[str, list[dict]] = {}
        for name, items in docs.items():
            lines, kept[name] = [], []
            for doc in items:
                try:
                    lines.append(peer_line(record_from_dict(doc)))
                except Unsupported as error:
                    print(f"  {name}: a mission left out ({error})")
                    continue
                kept[name].append(doc)
            (Path(tmp) / f"{name}.txt").write_text("\n".join(lines) + "\n")
        (Path(tmp) / "docs.json").write_text(json.dumps(kept))
        for name in kept:
            n = len(kept[name])
            ours = Ours(Path(tmp) / "docs.json", name, warm)
            peer = Peer(command, Path(tmp) / f"{name}.txt", warm)
            try:
                theirs = peer.outcomes()
                same = [i for i, (a, b) in enumerate(zip(ours.outcomes, theirs)) if a == b]
                runs = [i for i, b in enumerate(theirs) if not b.startswith("Error")]
                print(f"{name}: {len(same)} of {n} missions give the same outcome in both engines "
                      "(status, turn lost, points, damage per zone, threats destroyed/survived); "
                      f"the peer stops with an exception of its own on {n - len(runs)}")
                for i, (a, b) in enumerate(zip(ours.outcomes, theirs)):
                    if a != b:
                        cards = " ".join(t["card"] + ("?" if t.get("unconfirmed") else "")
                                         for t in kept[name][i]["mission"]["threats"])
                        print(f"  #{i}: ours {a} | peer {b} | {cards}")
                for label, chosen in (("resolved", runs), ("agreeing", same)):
                    if not chosen or not rounds:
                        continue
                    count = len(chosen)
                    ratios, mine, their = measure(ours, peer, chosen, count, rounds)
                    print(f"  {name} {label:<8} ({count:2} missions) peer/ours CPU per mission {_spread(ratios)}; "
                          f"ours {mine:.0f} µs, peer {their:.0f} µs")
                    if each:
                        ratios, mine, their = measure_each(ours, peer, chosen, each)
                        print(f"  {name} {label:<8} one mission at a time, peer/ours {_spread(ratios)}; "
                              f"ours {mine:.0f} µs, peer {their:.0f} µs")
            finally:
                ours.close()
                peer.close()
    print(f"load after: {_load()}")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--peer", default=os.environ.get("SPACEALERT_PEER_DRIVER"),
                        help="the built peer driver (default: $SPACEALERT_PEER_DRIVER)")
    parser.add_argument("--runner", default=os.environ.get("SPACEALERT_PEER_RUNNER", ""),
                        help="what runs it: dotnet, mono, a path (default: $SPACEALERT_PEER_RUNNER)")
    parser.add_argument("--sets", default=",".join(SETS), help="base, expansion or both")
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--warm", type=float, default=5.0, help="CPU seconds of warm-up per process")
    parser.add_argument("--cpu", type=int, default=0, help="the core to pin to (-1: none)")
    parser.add_argument("--each", type=int, default=0, metavar="ROUNDS",
                        help="also time one mission at a time, in this many rounds (about 30 s a round)")
    parser.add_argument("--check", action="store_true",
                        help="only compare the outcomes (no warm-up, nothing timed): which missions differ")
    parser.add_argument("--worker", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args.worker[0], args.worker[1], float(args.worker[2]))
        return 0
    if not args.peer or not Path(args.peer).is_file():
        print("peer_compare: skipped: no peer driver built "
              f"({args.peer or 'give --peer PATH or SPACEALERT_PEER_DRIVER'}); "
              "benchmarks/peer_compare.md says how one is built by hand")
        return 0
    names = tuple(s for s in args.sets.split(",") if s)
    unknown = [s for s in names if s not in SETS]
    if unknown:
        parser.error(f"unknown set {unknown[0]!r} (base, expansion)")
    sys.path.insert(0, str(ROOT))
    command = shlex.split(args.runner) + [args.peer]
    if args.check:
        return compare(command, names, 0, 0.0, None, 0)
    return compare(command, names, args.rounds, args.warm, None if args.cpu < 0 else args.cpu, args.each)


if __name__ == "__main__":
    raise SystemExit(main())
