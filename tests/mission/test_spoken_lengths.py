"""The spoken-length table holds for the project's own rendered clips: laid out
by the soundtrack script (audio engineer's code), no generated announcement is
ever pushed late by the one before it, in any language."""
from __future__ import annotations

import pytest

from spacealert_tui.mission import SPOKEN_SECONDS, generate
from spacealert_tui.mission.catalogue import official_missions

script = pytest.importorskip("spacealert_tui.mission.script")
catalogue = pytest.importorskip("spacealert_tui.audio.catalogue")

LIMITS = {
    "opening": SPOKEN_SECONDS["begin"],
    "threat": SPOKEN_SECONDS["threat"],
    "incoming_data": SPOKEN_SECONDS["incoming_data"],
    "data_transfer": SPOKEN_SECONDS["data_transfer"],
    "warning": SPOKEN_SECONDS["warning_one_minute"],
    "countdown": SPOKEN_SECONDS["countdown_before"] + SPOKEN_SECONDS["final_countdown_after"],
    "comms_restored": SPOKEN_SECONDS["comms_down_extra"],
}
MISSIONS = ([generate(seed) for seed in range(100)]
            + [generate(seed, double_threats=True) for seed in range(100)])


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_rendered_announcements_fit_the_table(lang):
    clips = catalogue.ClipSet(lang)
    for timeline in official_missions() + MISSIONS:
        for announcement in script.build_script(timeline, clips, players=5).announcements:
            limit = LIMITS.get(announcement.kind)
            if limit is not None:
                assert announcement.end - announcement.start <= limit, (timeline.id, announcement)


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_generated_announcements_start_on_time(lang):
    clips = catalogue.ClipSet(lang)
    for timeline in MISSIONS:
        starts = {round(a.start, 3) for a in script.build_script(timeline, clips, players=5).announcements}
        late = [e for e in timeline.events if float(e.at) not in starts]
        assert late == [], timeline.id
