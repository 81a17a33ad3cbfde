"""A user's clip folder in the fan tools' naming schemes, and reading clip lengths."""
from __future__ import annotations

import shutil
import struct
import wave
from itertools import pairwise
from pathlib import Path

import pytest

import spacealert_tui
from spacealert_tui.audio.catalogue import ClipSet, assets_root
from spacealert_tui.audio.custom import FAN_CLIPS, grammar_id, load_pack
from spacealert_tui.audio.probe import ProbeError, duration
from spacealert_tui.errors import UserError
from spacealert_tui.mission.script import build_script
from spacealert_tui.packaged import packaged_assets

from .conftest import full_mission


def write_wav(path: Path, seconds: float, rate: int = 8000) -> Path:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(b"\x10\x00" * int(seconds * rate))
    return path


def write_mp3_frames(path: Path, frames: int) -> Path:
    """MPEG-1 layer III, 128 kbit/s, 44.1 kHz: 417-byte frames of 1152 samples (+ ID3v2 tag)."""
    header = bytes([0xFF, 0xFB, 0x90, 0x00])
    frame = header + b"\x00" * (417 - 4)
    tag = b"ID3\x03\x00\x00" + bytes([0, 0, 0, 10]) + b"\x00" * 10
    path.write_bytes(tag + frame * frames + b"TAG" + b"\x00" * 125)
    return path


def test_probe_wav_ogg_mp3_flac(tmp_path):
    assert duration(write_wav(tmp_path / "a.wav", 1.25)) == pytest.approx(1.25)
    alert = assets_root() / "voice" / "en" / "alert.ogg"
    assert duration(alert) == pytest.approx(ClipSet("en").clip("alert").duration, abs=0.002)
    assert duration(write_mp3_frames(tmp_path / "a.mp3", 100)) == pytest.approx(100 * 1152 / 44100)
    info = bytearray(34)
    rate, total = 22050, 44100
    info[10:13] = bytes([rate >> 12 & 0xFF, rate >> 4 & 0xFF, (rate & 0xF) << 4])
    info[13] = (total >> 32) & 0x0F
    struct.pack_into(">I", info, 14, total & 0xFFFFFFFF)
    (tmp_path / "a.flac").write_bytes(b"fLaC" + b"\x00\x00\x00\x22" + bytes(info))
    assert duration(tmp_path / "a.flac") == pytest.approx(2.0)


@pytest.mark.parametrize("name,data", [("x.ogg", b"not ogg"), ("x.mp3", b"\x00" * 50),
                                       ("x.wav", b"RIFFjunk"), ("x.aiff", b"")])
def test_probe_rejects_broken_files(tmp_path, name, data):
    (tmp_path / name).write_bytes(data)
    with pytest.raises(ProbeError):
        duration(tmp_path / name)


def scheme_a_folder(tmp_path: Path, names: list[str], seconds: float = 0.9) -> Path:
    folder = tmp_path / "pack"
    folder.mkdir()
    for i, name in enumerate(names):
        ext = ("wav", "mp3")[i % 2]
        if ext == "wav":
            write_wav(folder / f"{name.upper() if i == 0 else name}.wav", seconds)
        else:
            write_mp3_frames(folder / f"{name}.mp3", int(seconds * 44100 / 1152))
    return folder


def test_scheme_a_clips_replace_built_ins_one_by_one(tmp_path, in_checkout):
    folder = scheme_a_folder(tmp_path, ["time_t_plus_1", "zone_red", "repeat"])
    clips = ClipSet("en", custom_dir=folder)
    assert clips.has_custom("time_t_plus_1") and clips.has_custom("zone_red")
    assert clips.clip("time_t_plus_1").custom  # case-insensitive: TIME_T_PLUS_1.wav
    assert clips.clip("threat").path == "assets/voice/en/threat.ogg"  # fallback
    assert any("missing" in w for w in clips.warnings)
    script = build_script(full_mission(), clips)
    first_threat = [c for c in script.voice if c.announcement == 1]
    assert [c.clip.custom for c in first_threat] == [False, True, False, True, True, True,
                                                     False, True]
    assert first_threat[1].text == "Time T+1."  # subtitle from the built-in table
    assert first_threat[1].clip.path.endswith("pack/TIME_T_PLUS_1.wav")
    voice = script.voice
    assert all(a.end <= b.at + 1e-9 for a, b in pairwise(voice))


def test_fan_whole_clips_replace_built_in_sequences(tmp_path):
    folder = scheme_a_folder(tmp_path, ["data_transfer", "begin_first_phase", "first_phase_ends"],
                             seconds=6.0)
    script = build_script(full_mission(), ClipSet("es", custom_dir=folder))
    said = [c.clip.id for c in script.voice]
    assert said[0] == "begin_first_phase"  # the fan clip already says "Alert."
    assert "data_transfer_header" not in said and "beep" not in said
    dt = [c for c in script.voice if c.clip.id == "data_transfer"][0]
    assert dt.text.startswith("Transferencia de datos. Repetimos... Transferencia de datos en 5,")
    countdown = [c for c in script.voice if c.clip.id == "first_phase_ends"][0]
    assert countdown.at == pytest.approx(240 - 7)
    assert "second_phase_ends_in" in said  # not in the pack: built-in parts


def test_german_style_merged_type_and_zone(tmp_path):
    folder = scheme_a_folder(tmp_path, ["threat_zone_red", "serious_threat_zone_white"])
    clips = ClipSet("en", custom_dir=folder)
    script = build_script(full_mission(), clips)
    first = [c.clip.id for c in script.voice if c.announcement == 1]
    assert first == ["alert", "time_t_plus_1", "threat_zone_red", "repeat", "time_t_plus_1",
                     "threat_zone_red"]
    assert clips.clip("threat_zone_red").text == "Threat. Zone red."
    assert clips.pack.scheme.startswith("A (")


def test_scheme_b_names_and_covered_clips(tmp_path):
    folder = scheme_a_folder(tmp_path, ["time1", "phase1_60", "phase1_7", "comm_down", "noise",
                                        "alarm", "serious_internal"], seconds=3.0)
    clips = ClipSet("en", custom_dir=folder)
    assert clips.pack.scheme == "B"
    for clip_id in ("time_t_plus_1", "first_phase_ends_in_1_minute", "first_phase_ends",
                    "communications_down", "white_noise", "red_alert_0", "red_alert_2",
                    "serious_internal_threat"):
        assert clips.has_custom(clip_id), clip_id
    assert clips.covered("second_phase_begins")
    said = [c.clip.id for c in build_script(full_mission(), clips).voice]
    assert "first_phase_ends" in said and "second_phase_begins" not in said
    assert "third_phase_begins" in said


def test_grammar_xml_gives_subtitles(tmp_path):
    folder = scheme_a_folder(tmp_path, ["alert", "zone_red"])
    (folder / "grammar.xml").write_text(
        "<Settings><Grammar>English</Grammar><AlertHeader>Achtung!</AlertHeader>"
        "<ZoneRed>Zone rot.</ZoneRed><TimeTPlus3>Zeit T plus 3.</TimeTPlus3>"
        "<AnnounceFirstPhaseEndsInOneMinute>Phase eins endet in einer Minute."
        "</AnnounceFirstPhaseEndsInOneMinute></Settings>", encoding="utf-8")
    clips = ClipSet("en", custom_dir=folder)
    assert clips.clip("alert").text == "Achtung!"
    assert clips.clip("zone_red").text == "Zone rot."
    assert clips.text("time_t_plus_3") == "Zeit T plus 3."
    assert clips.text("first_phase_ends_in_1_minute").startswith("Phase eins")


def test_grammar_names():
    assert grammar_id("TimeTPlus8") == "time_t_plus_8"
    assert grammar_id("RedAlertLevel2") == "red_alert_2"
    assert grammar_id("AnnounceSecondPhaseEndsInTwentySeconds") == "second_phase_ends_in_20_seconds"
    assert grammar_id("CommunicationsDownFooter") == "communications_restored"
    assert grammar_id("SeriousThreatZoneBlue") == "serious_threat_zone_blue"
    assert grammar_id("Grammar") is None


def test_broken_clip_in_the_pack_falls_back_with_a_warning(tmp_path):
    folder = scheme_a_folder(tmp_path, ["repeat"])
    (folder / "alert.ogg").write_bytes(b"garbage")
    clips = ClipSet("en", custom_dir=folder)
    assert not clips.has_custom("alert")
    assert any("alert.ogg" in w and "built-in" in w for w in clips.warnings)


def test_every_fan_name_is_understood(tmp_path):
    folder = scheme_a_folder(tmp_path, list(FAN_CLIPS), seconds=0.5)
    pack = load_pack(folder)
    assert set(FAN_CLIPS) <= set(pack.files) and not pack.missing()


def test_not_a_folder_is_a_user_error(tmp_path):
    with pytest.raises(UserError, match="--clips"):
        ClipSet("en", custom_dir=tmp_path / "nope")


def test_unknown_language_is_a_user_error():
    with pytest.raises(UserError, match="--lang"):
        ClipSet("de")


def test_assets_elsewhere_via_environment(tmp_path, monkeypatch):
    copy = tmp_path / "assets"
    shutil.copytree(assets_root(), copy)
    monkeypatch.setenv("SPACEALERT_ASSETS", str(copy))
    clip = ClipSet("pt").clip("alert")
    assert clip.file == copy / "voice" / "pt" / "alert.ogg"
    assert clip.path == str(clip.file.resolve())  # outside the project: absolute


def test_built_in_clips_are_package_data(monkeypatch):
    """Found inside the installed package, not through a checkout."""
    monkeypatch.delenv("SPACEALERT_ASSETS", raising=False)
    assert assets_root() == packaged_assets()
    assert packaged_assets().parent == Path(spacealert_tui.__path__[0])
    assert (packaged_assets() / "manifest.json").is_file()


def test_clip_paths_open_from_the_current_folder(tmp_path, monkeypatch):
    """Relative under the current folder (through its `assets` link), else absolute."""
    monkeypatch.delenv("SPACEALERT_ASSETS", raising=False)
    monkeypatch.chdir(tmp_path)
    elsewhere = ClipSet("en").clip("alert")
    assert elsewhere.path == str(elsewhere.file.resolve())
    (tmp_path / "assets").symlink_to(packaged_assets())
    assert ClipSet("en").clip("alert").path == "assets/voice/en/alert.ogg"
    monkeypatch.chdir(packaged_assets())
    assert ClipSet("en").clip("alert").path == "voice/en/alert.ogg"
