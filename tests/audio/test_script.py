"""The script: which clips, in which order, when, with which subtitles."""
from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spacealert_tui.audio.catalogue import ClipSet
from spacealert_tui.commands.soundtrack import load_timeline
from spacealert_tui.mission.script import build_script
from spacealert_tui.mission.timeline import Timeline, TimelineEvent as E

from .conftest import full_mission, two_phase_run

EPS = 1e-9


def assert_voice_never_overlaps(script) -> None:
    voice = script.voice
    for a, b in pairwise(voice):
        assert a.end <= b.at + EPS, f"{a.clip.id} ({a.at:.2f}-{a.end:.2f}) runs into {b.clip.id}"


def ids(clips) -> list[str]:
    return [c.clip.id for c in clips]


def announcement(script, kind: str, nth: int = 0):
    ann = [a for a in script.announcements if a.kind == kind][nth]
    return ann, [c for c in script.voice if c.announcement == ann.index]


def test_every_language_lays_out_a_full_mission_without_overlap(clips):
    script = build_script(full_mission(), clips, players=4)
    assert_voice_never_overlaps(script)
    assert [c.at for c in script.clips] == sorted(c.at for c in script.clips)
    assert all(c.clip.file.exists() for c in script.clips)
    assert all(c.text for c in script.voice)


def test_opening_is_alert_then_begin_first_phase(in_checkout):
    script = build_script(full_mission(), ClipSet("en"))
    first = script.clips[:2]
    assert first[0].to_json() == {"at": 0.0, "clip": "assets/voice/en/alert.ogg", "text": "Alert."}
    assert first[1].clip.id == "enemy_activity_detected"
    assert first[1].at == pytest.approx(first[0].clip.duration)


def test_external_threat_is_announced_then_repeated():
    script = build_script(full_mission(), ClipSet("en"))
    ann, clips = announcement(script, "threat", 0)
    said = ["time_t_plus_1", "threat", "zone_red"]
    assert ids(clips) == ["alert", *said, "repeat", *said]
    assert clips[0].at == 10.0
    assert ann.text == ("Alert. Time T+1. Threat. Zone red. Repeat. "
                        "Time T+1. Threat. Zone red.")


def test_serious_internal_threat_has_no_zone():
    script = build_script(full_mission(), ClipSet("es"))
    ann, clips = announcement(script, "threat", 1)
    assert ids(clips) == ["alert", "time_t_plus_2", "serious_internal_threat", "repeat",
                          "time_t_plus_2", "serious_internal_threat"]
    assert "Tiempo T+2. Amenaza interna grave." in ann.text


def test_spanish_joins_threat_and_zone_in_one_phrase():
    script = build_script(full_mission(), ClipSet("es"))
    ann, _ = announcement(script, "threat", 3)
    assert "Amenaza grave en la zona blanca." in ann.text


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_unconfirmed_report_is_spoken_but_marked_ignore_under_five(players):
    script = build_script(full_mission(), ClipSet("en"), players=players)
    ann, clips = announcement(script, "threat", 2)
    assert ids(clips) == ["alert", "unconfirmed_report", "time_t_plus_3", "threat", "zone_blue",
                          "repeat", "unconfirmed_report", "time_t_plus_3", "threat", "zone_blue"]
    assert ann.ignored and all(c.ignored for c in clips)
    assert clips[1].text == "Unconfirmed report:"            # what is said, and apart:
    assert clips[1].note == ann.note == "(ignore: crew under 5)"
    assert "(ignore" not in ann.text
    assert clips[1].to_json()["text"] == "Unconfirmed report: (ignore: crew under 5)"
    confirmed, _ = announcement(script, "threat", 0)
    assert not confirmed.ignored


def test_unconfirmed_report_counts_with_five():
    script = build_script(full_mission(), ClipSet("pt"), players=5)
    ann, clips = announcement(script, "threat", 2)
    assert not ann.ignored
    assert clips[1].text == "Confirmação pendente:"


def test_solo_marks_data_and_comms_but_keeps_them():
    script = build_script(full_mission(), ClipSet("en"), players=1)
    for kind in ("incoming_data", "data_transfer", "comms_down", "comms_restored"):
        ann, _ = announcement(script, kind)
        assert ann.ignored and ann.note == "(solo: ignore)" and "(solo" not in ann.text
    assert any(c.kind == "comms_down" and c.ignored for c in script.cues)


def test_data_transfer_counts_down_on_whole_seconds_to_the_beep():
    script = build_script(full_mission(), ClipSet("en"))
    ann, clips = announcement(script, "data_transfer")
    assert ids(clips) == ["data_transfer_header", "repeat", "data_transfer_in", "count_5",
                          "count_4", "count_3", "count_2", "count_1", "beep",
                          "data_transfer_complete"]
    five = clips[3].at
    assert [c.at - five for c in clips[3:9]] == pytest.approx([0, 1, 2, 3, 4, 5])
    beep = [c for c in script.cues if c.kind == "beep"][0]
    assert beep.at == pytest.approx(clips[8].at)
    assert ann.text.startswith("Data transfer. Repeat. Data transfer in 5, 4, 3, 2, 1. *beep*")


def test_phase_end_countdown_lands_on_the_boundary(clips):
    timeline = full_mission()
    script = build_script(timeline, clips)
    for n, boundary in enumerate(timeline.phase_ends[:-1], start=1):
        ann, cl = [(a, c) for a, c in (announcement(script, "countdown", i) for i in range(3))
                   if a.start < boundary < a.end][0]
        counts = [c for c in cl if c.clip.id.startswith("count_")]
        assert [c.at for c in counts] == pytest.approx([boundary - k for k in (5, 4, 3, 2, 1)])
        ended = cl[len(counts) + 1]
        assert ended.clip.id == ("first" if n == 1 else "second") + "_phase_ended"
        assert ended.at == pytest.approx(boundary)
        assert cl[-1].clip.id == ("second" if n == 1 else "third") + "_phase_begins"
    last, cl = announcement(script, "countdown", 2)
    assert ids(cl)[0] == "operation_ends_in" and ids(cl)[-1] == "mission_complete"
    assert cl[-1].at == pytest.approx(timeline.phase_ends[-1])


def test_warnings_one_minute_and_twenty_seconds_before_each_boundary():
    timeline = full_mission()
    script = build_script(timeline, ClipSet("en"))
    starts = {c.clip.id: c.at for c in script.voice if "_ends_in_" in c.clip.id}
    assert starts["first_phase_ends_in_1_minute"] == 180
    assert starts["first_phase_ends_in_20_seconds"] == 220
    assert starts["second_phase_ends_in_1_minute"] == 405
    assert starts["operation_ends_in_20_seconds"] == 590


def test_a_late_piece_waits_for_the_previous_one():
    """The ambush at 406 s comes while "second phase ends in one minute" (405 s) is spoken."""
    script = build_script(full_mission(), ClipSet("pt"))
    warning = [c for c in script.voice if c.clip.id == "second_phase_ends_in_1_minute"][0]
    ambush, clips = announcement(script, "threat", 5)
    assert warning.end > 406
    assert clips[0].at == pytest.approx(warning.end)


def test_comms_down_then_noise_for_the_duration_then_restored():
    script = build_script(full_mission(), ClipSet("en"))
    down = [c for c in script.voice if c.clip.id == "communications_down"][0]
    restored = [c for c in script.voice if c.clip.id == "communications_restored"][0]
    noise = [c for c in script.clips if c.layer == "noise"][0]
    assert down.at == 110 and restored.at == 125
    assert noise.at == pytest.approx(down.end) and noise.end == pytest.approx(restored.at)
    assert noise.clip.id == "white_noise" and noise.text == "[static]"
    cues = [(c.kind, c.at) for c in script.cues if c.kind.startswith("comms")]
    assert cues[:2] == [("comms_down", 110), ("comms_up", 125)]


def test_background_alarm_fills_silences_only(clips):
    script = build_script(full_mission(), clips)
    busy = [(c.at, c.end) for c in script.clips if c.layer != "alarm"]
    alarms = [c for c in script.clips if c.layer == "alarm"]
    assert alarms and all(a.play_for >= 2.0 for a in alarms)
    for a in alarms:
        for s, e in busy:
            assert a.end <= s + EPS or a.at >= e - EPS, (a.at, a.end, s, e)
    levels = {int(a.clip.id[-1]) for a in alarms}
    assert levels == {0, 1, 2, 3}
    assert all(a.clip.id == "red_alert_3" for a in alarms if a.at >= 610 - 60)
    assert all(a.end <= 610 for a in alarms)


def test_phase_cues():
    script = build_script(full_mission(), ClipSet("en"))
    phases = [(c.at, c.phase) for c in script.cues if c.kind == "phase"]
    assert phases == [(0.0, 1), (240.0, 2), (465.0, 3)]
    assert [c.at for c in script.cues if c.kind == "round_end"] == [610.0]


def test_two_phase_test_run_ends_with_the_operation():
    script = build_script(two_phase_run(), ClipSet("en"))
    said = ids(script.voice)
    assert "second_phase_ends_in" not in said and "third_phase_begins" not in said
    assert said[-1] == "mission_complete" and "operation_ends_in_1_minute" in said
    assert_voice_never_overlaps(script)


def test_short_phase_gets_no_one_minute_warning():
    timeline = Timeline("t", "short", (50, 90, 130), ())
    said = ids(build_script(timeline, ClipSet("en")).voice)
    assert "first_phase_ends_in_1_minute" not in said
    assert "first_phase_ends_in_20_seconds" in said


def test_json_lines_are_the_contract_shape(in_checkout):
    script = build_script(full_mission(), ClipSet("es"))
    for line in script.json_lines():
        assert list(line) == ["at", "clip", "text"]
        assert isinstance(line["at"], float)
        assert Path(line["clip"]).exists()   # opens from the current folder


def test_end_now_clip_is_mission_complete():
    script = build_script(full_mission(), ClipSet("pt"))
    clip = script.end_now(500.0)
    assert clip.at == 500.0 and clip.clip.id == "mission_complete"
    assert clip.text.startswith("Missão completada")


OFFICIAL = sorted((Path(__file__).resolve().parents[2] / "spacealert_tui" / "mission" / "data"
                   / "official").glob("*.yaml"))


@pytest.mark.skipif(not OFFICIAL, reason="official tracks not in this checkout")
@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_every_official_track_lays_out_without_overlap(lang):
    clips = ClipSet(lang)
    for path in OFFICIAL:
        script = build_script(load_timeline(str(path)), clips, players=4)
        assert_voice_never_overlaps(script)
        countdown_lateness = [c.at - p for c in script.voice if c.clip.id.endswith("_ended")
                              for p in script.timeline.phase_ends if abs(c.at - p) < 10]
        assert all(x < 3 for x in countdown_lateness), path.name


events = st.one_of(
    st.builds(lambda at, turn, kind, zone, serious, unconfirmed: E(
        at, "threat", turn=turn, kind=kind, zone=zone if kind == "external" else None,
        serious=serious, unconfirmed=unconfirmed),
        st.integers(5, 590), st.integers(1, 8), st.sampled_from(["external", "internal"]),
        st.sampled_from(["red", "white", "blue"]), st.booleans(), st.booleans()),
    st.builds(lambda at: E(at, "incoming_data"), st.integers(5, 590)),
    st.builds(lambda at: E(at, "data_transfer"), st.integers(5, 590)),
    st.builds(lambda at, d: E(at, "comms_down", duration=d), st.integers(5, 590),
              st.integers(3, 30)),
)


@settings(max_examples=60, deadline=None)
@given(st.lists(events, max_size=14), st.sampled_from(["en", "es", "pt"]),
       st.integers(1, 5))
def test_any_timeline_never_overlaps_and_keeps_order(evs, lang, players):
    """Even crowded or nonsensical timelines: one voice, in the timeline's order."""
    evs = sorted(evs, key=lambda e: e.at)
    script = build_script(Timeline("h", "h", (220, 440, 600), tuple(evs)), ClipSet(lang),
                          players=players)
    assert_voice_never_overlaps(script)
    threat_turns = [int(c.clip.id.rsplit("_", 1)[1]) for c in script.voice
                    if c.clip.id.startswith("time_t_plus_")]
    assert threat_turns[::2] == [e.turn for e in evs if e.type == "threat"]
    noise = [c for c in script.clips if c.layer == "noise"]
    assert len(noise) <= sum(1 for e in evs if e.type == "comms_down")
