"""When the crew hears each clip: a soundtrack rendered through SDL's disk driver.

Every run plays through the real `Scheduler.run` and the real backend, with SDL's
disk driver standing in for the sound card, while one CPU-burning process per
core keeps the machine busy (on top of whatever else runs: the load is
reported). `benchmarks/audible.py` times each buffer as it reaches the file and
finds each clip's onset in the samples; the error is the time it is heard − the
time it was due.

* default (`--quick`, `SPACEALERT_BENCH_QUICK=1`): 60 s of the official mission's
  spoken clips one after another (`dense`, the first at 0:00), the stream mixer
  (clips placed at their sample, played through SDL's queue), started as
  `spacealert soundtrack` starts it; then the same through the app's action round
  (`_app_round`: the Textual app headless, the round screen redrawing, the
  scheduler in its worker thread, space pressed to start);
* without `--quick`, also the same 60 s through `pygame.mixer` channels (a clip
  starts at the next buffer after the play call), through the stream mixer
  with the scheduler thread at normal priority, and through the stream mixer
  with SDL calling it for each buffer (`callback`, the queue's fallback);
* `--full` (`SPACEALERT_BENCH_FULL=1`): the whole base/mission-1 (~10 min) in
  real time with the stream mixer, alarms and comms noise included.

First, `audio_round_memory_growth_mib`: what handing the whole ten-minute round to the
player adds to memory once its clips are preloaded (nothing is decoded during a round).

Figures: `audible_onset_error_ms_p50` (signed: + is late), `_p99` and `_max` of
the absolute error, per run; `audible_first_clip_ms` the first clip's error (signed),
`audible_late_over_5ms` how many clips came more than 5 ms late. Target: p99 <= 5 ms.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from audible import Rendering, play_app, render

from spacealert_tui.audio.catalogue import ClipSet
from spacealert_tui.commands.soundtrack import load_timeline
from spacealert_tui.mission.script import Script, build_script

MISSION = "base/mission-1"
DENSE_SECONDS = 60.0


def dense(script: Script, seconds: float) -> Script:
    """The mission's short spoken clips (< 0.8 s) one after another for `seconds`, 0.1-0.3 s apart.

    No two clips overlap (each onset can be told apart in the samples), and the
    irregular gaps put the onsets anywhere within a buffer.
    """
    clips, t = [], 0.0
    voice = [c for c in script.clips if c.layer == "voice" and c.clip.duration < 0.8]
    for i, c in enumerate(voice * 10):
        if t + c.clip.duration > seconds:
            break
        clips.append(replace(c, at=round(t, 6), announcement=0))
        t += c.clip.duration + 0.1 + (i * 37 % 21) / 100
    timeline = replace(script.timeline, phase_ends=(seconds,), events=())
    return replace(script, timeline=timeline, clips=tuple(clips), cues=(),
                   announcements=script.announcements[:1])


def busy(run: Callable[[], Rendering]) -> Rendering:
    """`run()` while one CPU-burning process per core keeps the machine busy."""
    load = os.getloadavg()[0]
    procs = burners()
    try:
        result = run()
    finally:
        for p in procs:
            p.kill()
            p.wait()
    result.load = load
    return result


def burners() -> list[subprocess.Popen]:
    code = "while True: pass"
    return [subprocess.Popen([sys.executable, "-c", code]) for _ in range(os.cpu_count() or 1)]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


def figures(prefix: str, result: Rendering) -> list[dict]:
    ms = [x * 1000 for x in result.errors]
    size = [abs(x) for x in ms]
    print(f"# {prefix}: {result.backend} mixer, thread {result.priority}, poller {result.poller}, "
          f"load {result.load:.2f} before burners; {len(ms)} onsets timed, "
          f"{result.untimed} in buffers not timed, {result.overlapped} over other sound, "
          f"{result.missed} not found", file=sys.stderr)
    return [{"name": f"{prefix}_p50", "value": round(percentile(ms, 50), 3), "unit": "ms"},
            {"name": f"{prefix}_p99", "value": round(percentile(size, 99), 3), "unit": "ms"},
            {"name": f"{prefix}_max", "value": round(max(size), 3), "unit": "ms"},
            {"name": f"{prefix}_onsets", "value": len(ms), "unit": "clips"},
            *([] if result.first is None else
              [{"name": prefix.replace("audible_onset_error_ms", "audible_first_clip_ms"),
                "value": round(result.first * 1000, 3), "unit": "ms"}]),
            {"name": prefix.replace("audible_onset_error_ms", "audible_late_over_5ms"),
             "value": sum(1 for x in ms if x > 5), "unit": "clips"},
            *([] if result.dry is None else
              [{"name": prefix.replace("audible_onset_error_ms", "stream_queue_ran_dry"),
                "value": result.dry, "unit": "times"}]),
            *callback_figures(prefix.replace("audible_onset_error_ms", "stream_queue_look_late_ms"
                                             if "queue" in result.backend else "stream_callback_late_ms"),
                              result)]


def callback_figures(prefix: str, result: Rendering) -> list[dict]:
    """How late the device's callback ran (or the queue's feeder saw it take a buffer) behind the stream's clock."""
    if not result.callback_late:
        return []
    ms = [x * 1000 for x in result.callback_late]
    return [{"name": f"{prefix}_p50", "value": round(percentile(ms, 50), 3), "unit": "ms"},
            {"name": f"{prefix}_p99", "value": round(percentile(ms, 99), 3), "unit": "ms"},
            {"name": f"{prefix}_max", "value": round(max(ms), 3), "unit": "ms"}]


def rss_mib() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def round_memory() -> list[dict]:
    """What the ten-minute round adds to memory once it has started: the backend opened on
    SDL's disk driver, the round's clips preloaded as the app does, then every clip of
    base/mission-1 handed to the player (what the round does, at once instead of over ten
    minutes). `audio_round_memory_growth_mib`: resident memory after, less before."""
    import tempfile

    from spacealert_tui.audio.backend import AudioSettings
    from spacealert_tui.audio.device import open_audio
    from spacealert_tui.tui.audio_session import AudioSession

    script = build_script(load_timeline(MISSION), ClipSet("en"), players=4)
    with tempfile.TemporaryDirectory(prefix="spacealert-mem-") as tmp:
        saved = {k: os.environ.get(k) for k in ("SDL_AUDIODRIVER", "SDL_DISKAUDIOFILE")}
        os.environ.update(SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=f"{tmp}/out.raw")
        try:
            backend = open_audio(settings=AudioSettings())
            AudioSession(backend).preload(script)
            before = rss_mib()
            for clip in script.clips:
                backend.play_at(clip, backend.clock() + 3600 + clip.at)  # never due: no mixing
            grown = rss_mib() - before
            backend.stop_all()
            backend.close()
        finally:
            for k, v in saved.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v
    return [{"name": "audio_round_memory_growth_mib", "value": round(grown, 2), "unit": "MiB"}]


def run(quick: bool = False, full: bool = False) -> list[dict]:
    """Benchmark figures, one dict each: {"name", "value", "unit"}."""
    quick = quick or os.environ.get("SPACEALERT_BENCH_QUICK") not in (None, "", "0")
    full = full or os.environ.get("SPACEALERT_BENCH_FULL") not in (None, "", "0")
    results = round_memory()
    script = build_script(load_timeline(MISSION), ClipSet("en"), players=4)
    spoken = dense(script, DENSE_SECONDS)
    stream = busy(lambda: render(spoken, mixer="stream"))
    results += figures("audible_onset_error_ms", stream)
    results.append({"name": "machine_load_1min", "value": round(stream.load, 2), "unit": "runnable"})
    # the same clips through the app's action round (Textual redrawing, the scheduler in a
    # worker thread), right after the command's run: compare the two, not either with a day
    results += figures("audible_onset_error_ms_app_round",
                       busy(lambda: render(spoken, mixer="stream", play=play_app)))
    if not quick:
        results += figures("audible_onset_error_ms_channels",
                           busy(lambda: render(spoken, mixer="channels")))
        results += figures("audible_onset_error_ms_normal_priority",
                           busy(lambda: render(spoken, mixer="stream", realtime=False)))
        results += figures("audible_onset_error_ms_callback",
                           busy(lambda: render(spoken, mixer="callback")))
    if full:
        results += figures("audible_onset_error_ms_full_mission", render(script, mixer="stream"))
    return results


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="only the stream mixer's 60-second run")
    ap.add_argument("--full", action="store_true", help="also the whole ten-minute mission")
    args = ap.parse_args()
    for row in run(quick=args.quick, full=args.full):
        print(json.dumps(row))
