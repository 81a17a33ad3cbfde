"""The round's clips are decoded before it starts, at the level they play at, and only one
round's are kept: memory is flat once a round has started (the stream backend, SDL's
disk driver standing in for a sound card)."""
from __future__ import annotations

from spacealert_tui.audio.backend import script_voices
from spacealert_tui.audio.device import open_audio
from spacealert_tui.audio.backend import quiet_fds as quiet
from spacealert_tui.audio.catalogue import ClipSet
from spacealert_tui.mission.script import build_script
from spacealert_tui.tui.audio_session import AudioSession

from .conftest import full_mission
from .test_mixer import disk_audio  # noqa: F401 - the fixture


def test_playing_the_whole_round_decodes_nothing_more(disk_audio):  # noqa: F811
    with quiet():
        backend = open_audio()
    try:
        assert backend.name == "stream"
        script = build_script(full_mission(), ClipSet("en"))
        assert AudioSession(backend).preload(script) == []
        decoded = dict(backend._pcm), dict(backend._raw)
        assert set(decoded[0]) == {(v.clip.file, v.layer) for v in script_voices(script)}
        assert backend.sounds == {}            # pygame's copy let go: the samples are kept once
        for clip in [*script.clips, script.end_now(0.0)]:
            backend.play_at(clip, backend.clock() + 3600)
        assert (backend._pcm, backend._raw) == decoded    # the same objects, nothing new
        assert all(backend._pcm[k] is decoded[0][k] for k in decoded[0])
    finally:
        backend.close()


def test_the_next_round_in_another_language_lets_the_first_ones_clips_go(disk_audio):  # noqa: F811
    with quiet():
        backend = open_audio()
    try:
        session = AudioSession(backend)
        english = build_script(full_mission(), ClipSet("en"))
        spanish = build_script(full_mission(), ClipSet("es"))
        session.preload(english)
        session.preload(spanish)
        files = {f for f, _layer in backend._pcm}
        assert files == {v.clip.file for v in script_voices(spanish)}
        assert not files & ({v.clip.file for v in script_voices(english)}
                            - {v.clip.file for v in script_voices(spanish)})
    finally:
        backend.close()
