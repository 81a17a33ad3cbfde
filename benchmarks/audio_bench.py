"""How late each clip really starts: the scheduler + pygame mixer on SDL's dummy driver.

Two runs, both through the real `Scheduler.run` and `PygameBackend.play`:

* a full official mission (base/mission-1, ~10 minutes) in real time;
* the same mission's clips compressed into 60 seconds (dense: a clip every
  ~0.4 s) while one CPU-burning process per core keeps the machine busy.

Onset error = clock reading at the mixer play call - scheduled time. The
scheduler thread asks for real-time priority (`realtime_priority`); the full
run also repeats the busy run without it, to show what a user gets when the
system refuses (the `_normal_priority` figures).
`run(quick=True)`, `SPACEALERT_BENCH_QUICK=1` or `--quick` keeps only the 60-second run.
Targets: p99 <= 5 ms, max <= 20 ms, no drift (late clips as early as early ones).
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spacealert_tui.audio.backend import open_audio, script_clips
from spacealert_tui.audio.catalogue import ClipSet
from spacealert_tui.commands.soundtrack import load_timeline
from spacealert_tui.mission.scheduler import ClipStarted, Scheduler
from spacealert_tui.mission.script import Script, build_script

MISSION = "base/mission-1"
COMPRESSED_SECONDS = 60.0


def compress(script: Script, seconds: float) -> Script:
    """The same clips and cues with every time scaled to fit in `seconds`."""
    k = seconds / script.end
    clips = tuple(replace(c, at=c.at * k, play_for=None if c.play_for is None else c.play_for * k)
                  for c in script.clips)
    cues = tuple(replace(c, at=c.at * k) for c in script.cues)
    anns = tuple(replace(a, start=a.start * k, end=a.end * k) for a in script.announcements)
    timeline = replace(script.timeline, phase_ends=tuple(e * k for e in script.timeline.phase_ends),
                       events=())
    return replace(script, timeline=timeline, clips=clips, cues=cues, announcements=anns)


def play(script: Script, realtime: bool = True) -> list[float]:
    """Play `script` in real time; the onset error of every clip, in seconds."""
    backend = open_audio()
    if backend.name != "pygame":
        raise RuntimeError(f"no mixer: {backend.notice}")
    backend.preload(script_clips(script))
    lates: list[float] = []
    sched = Scheduler(script, backend,
                      listeners=[lambda e: lates.append(e.late) if isinstance(e, ClipStarted)
                                 else None])
    try:
        sched.run(realtime=realtime)
    finally:
        backend.close()
    print(f"# {len(lates)} clips, thread priority: {sched.priority}", file=sys.stderr)
    return lates


def burners() -> list[subprocess.Popen]:
    code = "while True: pass"
    return [subprocess.Popen([sys.executable, "-c", code]) for _ in range(os.cpu_count() or 1)]


def busy_run(script: Script, realtime: bool = True) -> list[float]:
    """The 60-second compressed run with every core kept busy by another process."""
    procs = burners()
    try:
        return play(compress(script, COMPRESSED_SECONDS), realtime=realtime)
    finally:
        for p in procs:
            p.kill()
            p.wait()


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


def figures(prefix: str, lates: list[float]) -> list[dict]:
    ms = [x * 1000 for x in lates]
    tenth = max(1, len(ms) // 10)
    drift = sum(ms[-tenth:]) / tenth - sum(ms[:tenth]) / tenth
    return [{"name": f"{prefix}_p50", "value": round(percentile(ms, 50), 3), "unit": "ms"},
            {"name": f"{prefix}_p99", "value": round(percentile(ms, 99), 3), "unit": "ms"},
            {"name": f"{prefix}_max", "value": round(max(ms), 3), "unit": "ms"},
            {"name": f"{prefix}_drift", "value": round(drift, 3), "unit": "ms"}]


def run(quick: bool = False) -> list[dict]:
    """Benchmark figures, one dict each: {"name", "value", "unit"}."""
    quick = quick or os.environ.get("SPACEALERT_BENCH_QUICK") not in (None, "", "0")
    saved = os.environ.get("SDL_AUDIODRIVER")
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    try:
        script = build_script(load_timeline(MISSION), ClipSet("en"), players=4)
        busy = busy_run(script)
        normal = [] if quick else busy_run(script, realtime=False)
        full = [] if quick else play(script)
    finally:
        if saved is None:
            os.environ.pop("SDL_AUDIODRIVER", None)
        else:
            os.environ["SDL_AUDIODRIVER"] = saved
    results = figures("announcement_onset_error_ms", full + busy)[:3]
    results += figures("announcement_onset_error_ms_busy_60s", busy)
    if full:
        results += figures("announcement_onset_error_ms_full_mission", full)
        results += figures("announcement_onset_error_ms_busy_60s_normal_priority", normal)
    results.append({"name": "announcement_clips_measured", "value": len(full) + len(busy),
                    "unit": "clips"})
    return results


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="only the 60-second busy run")
    for row in run(quick=ap.parse_args().quick):
        print(json.dumps(row))
