"""Two windows never silently undo each other (issue 26): a mission draft is worked on by
one window at a time (the second is refused with a clear message), the claim dies with its
window however it ends (kill -9), and two drafts made in the same second never share an id."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from spacealert_tui.record.draft import CrewSeat, DraftBusy, MissionDraft, load_draft, new_draft_id

pytestmark = pytest.mark.usefixtures("data_dir")
ROOT = Path(__file__).resolve().parents[2]

WINDOW = textwrap.dedent("""
    import sys
    from spacealert_tui.record.draft import drafts_dir, load_draft
    draft = load_draft(drafts_dir() / (sys.argv[1] + ".json"))
    assert draft.claim()                         # continued in this window
    draft.plans[0][:6] = ["r"] * 6               # the crew types cards...
    draft.save()
    print("typed", flush=True)
    sys.stdin.readline()
""")


def test_two_drafts_made_in_the_same_second_get_two_ids():
    assert new_draft_id(1_800_000_000.0) != new_draft_id(1_800_000_000.0)
    first, second = MissionDraft.new(crew=[CrewSeat("Ana")]), MissionDraft.new(crew=[CrewSeat("Bo")])
    first.save()
    second.save()
    assert first.id != second.id and load_draft(first.path).crew[0].name == "Ana"


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_mission_open_in_another_window_is_refused_not_overwritten():
    draft = MissionDraft.new(crew=[CrewSeat("Ana"), CrewSeat("Bo")], stage="entry")
    draft.save()
    from spacealert_tui.record import claims
    claims.release(draft.claim_path)             # this window left it
    window = subprocess.Popen([sys.executable, "-c", WINDOW, draft.id], cwd=ROOT, env=os.environ.copy(),
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert window.stdout.readline().strip() == "typed"
        here = load_draft(draft.path)
        assert here.open_elsewhere() and not here.claim()
        here.plans[1][:6] = ["b"] * 6
        with pytest.raises(DraftBusy, match="open in another window"):
            here.save()                          # refused: the other window's cards stay
        assert load_draft(draft.path).plans[0][:6] == ["r"] * 6
        os.kill(window.pid, signal.SIGKILL)      # that window dies without a word
        window.wait(timeout=60)
    finally:
        if window.poll() is None:
            window.kill()
        window.stdin.close()
        window.stdout.close()
    again = load_draft(draft.path)               # its claim died with it
    assert not again.open_elsewhere() and again.claim()
    again.plans[1][:6] = ["b"] * 6
    again.save()
    kept = load_draft(draft.path)
    assert kept.plans[0][:6] == ["r"] * 6 and kept.plans[1][:6] == ["b"] * 6
