"""The rendered clips, "listened to" by measuring: present, loadable, loud alike, never clipping."""
from __future__ import annotations

import json

import pytest

from spacealert_tui.audio.catalogue import assets_root
from spacealert_tui.audio.measure import measure, samples_from_bytes
from spacealert_tui.audio.phrases import LANGUAGES, SFX, voice_phrases

MANIFEST = json.loads((assets_root() / "manifest.json").read_text(encoding="utf-8"))
TARGET = MANIFEST["render"]["target_loudness_dbfs"]
VOICE = [(lang, clip_id, entry) for lang in LANGUAGES
         for clip_id, entry in MANIFEST["voice"][lang].items()]
SFX_ENTRIES = [("sfx", name, MANIFEST["sfx"][name]) for name in SFX]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_manifest_matches_the_phrase_table(lang):
    """Every phrase is rendered, and rendered from its current wording."""
    entries = MANIFEST["voice"][lang]
    phrases = voice_phrases(lang)
    assert set(entries) == set(phrases)
    for clip_id, phrase in phrases.items():
        assert entries[clip_id]["text"] == phrase.text, clip_id
        assert entries[clip_id]["say"] == phrase.spoken, clip_id
        assert entries[clip_id]["file"] == f"voice/{lang}/{clip_id}.ogg"


def test_every_clip_file_exists_and_nothing_else():
    listed = {e["file"] for _, _, e in VOICE + SFX_ENTRIES}
    on_disk = {p.relative_to(assets_root()).as_posix() for p in assets_root().rglob("*.ogg")}
    assert listed == on_disk


def test_assets_stay_small():
    total = sum(p.stat().st_size for p in assets_root().rglob("*") if p.is_file())
    assert total < 4_000_000


def test_voice_levels_no_clipping_and_even_loudness():
    for lang, clip_id, e in VOICE:
        assert e["peak_dbfs"] < -0.5, (lang, clip_id)
        assert abs(e["loudness_dbfs"] - TARGET) <= 1.0, (lang, clip_id, e["loudness_dbfs"])
        assert 0.3 < e["duration"] < 8.0, (lang, clip_id)
    for _, name, e in SFX_ENTRIES:
        assert e["peak_dbfs"] < -0.5, name


def test_languages_are_equally_loud():
    means = {}
    for lang in LANGUAGES:
        values = [e["loudness_dbfs"] for language, _, e in VOICE if language == lang]
        means[lang] = sum(values) / len(values)
    assert max(means.values()) - min(means.values()) < 0.5


def test_countdown_numbers_fit_in_a_second():
    for lang, clip_id, e in VOICE:
        if clip_id.startswith("count_"):
            assert e["duration"] < 0.95, (lang, clip_id)
    assert MANIFEST["sfx"]["beep"]["duration"] < 1.0


@pytest.fixture(scope="module")
def decoder():
    """pygame's mixer at the clips' own format (22050 Hz mono), dummy driver: raw samples."""
    import os
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    import pygame.mixer
    if pygame.mixer.get_init():
        pygame.mixer.quit()
    pygame.mixer.init(frequency=MANIFEST["sample_rate"], size=-16, channels=1)
    if pygame.mixer.get_init() != (MANIFEST["sample_rate"], -16, 1):
        pygame.mixer.quit()
        pytest.skip(f"mixer format {pygame.mixer.get_init()} differs")
    yield pygame.mixer
    pygame.mixer.quit()
    os.environ.pop("SDL_AUDIODRIVER", None)


def test_pygame_loads_every_clip_and_the_figures_hold(decoder):
    """Decode every file with pygame and measure it again: the manifest tells the truth."""
    rate = MANIFEST["sample_rate"]
    for lang, clip_id, e in VOICE + SFX_ENTRIES:
        sound = decoder.Sound(str(assets_root() / e["file"]))
        figures = measure(samples_from_bytes(sound.get_raw()), rate)
        where = (lang, clip_id)
        assert sound.get_length() == pytest.approx(e["duration"], abs=0.03), where
        assert figures.duration == pytest.approx(e["duration"], abs=0.03), where
        assert figures.peak_dbfs < -0.5, where
        assert figures.peak_dbfs == pytest.approx(e["peak_dbfs"], abs=0.5), where
        assert figures.rms_dbfs == pytest.approx(e["rms_dbfs"], abs=0.3), where
        assert figures.loudness_dbfs == pytest.approx(e["loudness_dbfs"], abs=0.3), where
