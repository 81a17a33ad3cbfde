"""The app's pieces without a running app: records, narration, filtering, text, imports."""
from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import pytest
from rich.console import Console

from spacealert_tui.errors import UserError
from spacealert_tui.packaged import examples_dir
from spacealert_tui.rules.events import StepBegan
from spacealert_tui.tui.records import (ExampleRecord, default_examples_dir, list_example_records,
                                        load_and_resolve)
from spacealert_tui.tui.screens.cards import all_cards, matches, natural_widths, row_of
from spacealert_tui.tui.screens.records import PathSuggester
from spacealert_tui.tui.screens.resolution import split_summary
from spacealert_tui.tui.widgets.narration import turns_of
from spacealert_tui.tui.widgets.text import hanging
from tests.tui.conftest import DATA


def plain(renderable, width: int) -> list[str]:
    console = Console(width=width, color_system=None)
    with console.capture() as capture:
        console.print(renderable)
    return [line.rstrip() for line in capture.get().splitlines()]


def test_default_examples_dir_is_the_package_folder_the_repository_links_to():
    checkout = Path(__file__).resolve().parents[2] / "missions" / "examples"
    assert default_examples_dir() == examples_dir() == checkout.resolve()
    assert len(list_example_records(default_examples_dir())) >= 5


def test_example_records_are_sorted_with_titles(tmp_path):
    (tmp_path / "b.yaml").write_text("mission: {title: '  Second\n  one '}\n")
    (tmp_path / "a.yml").write_text("format: spacealert-record/1\n")
    (tmp_path / "c.yaml").write_text(": not yaml [\n")
    (tmp_path / "notes.txt").write_text("not a record")
    examples = list_example_records(tmp_path)
    assert [e.path.name for e in examples] == ["a.yml", "b.yaml", "c.yaml"]
    assert [e.title for e in examples] == [None, "Second one", None]
    assert examples[1].label == "b.yaml · Second one" and examples[0].label == "a.yml"
    assert list_example_records(tmp_path / "missing") == [] and list_example_records(None) == []


def test_load_and_resolve_a_good_record():
    resolved = load_and_resolve(DATA / "training-flight.yaml")
    assert resolved.title == "Training flight"
    assert resolved.resolution.result.won


@pytest.mark.parametrize("path,words", [
    ("", "type the path of a record file"),
    (str(DATA / "nope.yaml"), "no such file"),
    (str(DATA), "is a directory"),
    (str(DATA / "bad" / "bad-action.yaml"),
     "bad-action.yaml:10: crew[0].actions[2]: unknown action 'Q'"),
])
def test_load_and_resolve_errors_are_one_line(path, words):
    with pytest.raises(UserError) as info:
        load_and_resolve(path)
    assert words in str(info.value) and "\n" not in str(info.value)


def test_turns_of_cuts_at_step_markers():
    resolved = load_and_resolve(DATA / "training-flight.yaml")
    events = resolved.resolution.events
    turns = turns_of(events)
    assert [t.turn for t in turns] == list(range(1, 14))
    assert turns[-1].title == "Turn 13 · final step" and turns[0].title == "Turn 1"
    # every non-marker event is narrated once, in order
    lines = [line for t in turns for _, step_lines in t.steps for line in step_lines]
    assert lines == [str(e) for e in events if not isinstance(e, StepBegan)]
    first = plain(turns[0].renderable(), 200)
    assert first[0] == "threats appear"
    assert first[1] == "  Fighter #1 (E1-07) appears: red zone, trajectory 2, square 11"


def test_turns_of_keeps_events_before_any_marker_and_says_nothing_happens():
    class Odd:
        def __str__(self) -> str:
            return "an event [with brackets]"

    turns = turns_of([Odd(), StepBegan(1, "appear")])
    assert turns[0].turn == 0 and turns[0].steps[0][1] == ["an event [with brackets]"]
    assert plain(turns[1].renderable(), 80) == ["Nothing happens."]


def test_narration_wraps_under_its_indent():
    turns = turns_of(load_and_resolve(DATA / "training-flight.yaml").resolution.events)
    for line in plain(turns[0].renderable(), 30):
        assert len(line) <= 30
        assert line.startswith("  ") or not line.startswith(" ")


def test_split_summary_separates_banner_from_breakdown():
    head, rest = split_summary("Title\nMission complete. Score 7.\n\nScore\n  total 7\n")
    assert head == "Title\nMission complete. Score 7." and rest == "Score\n  total 7"


def test_card_filter_matches_every_word():
    cards = {c["card"]: c for c in all_cards()}
    assert matches(cards["E1-07"], "") and matches(cards["E1-07"], "FIGHTER white")
    assert matches(cards["E1-07"], "e1-07 external common")
    assert not matches(cards["E1-07"], "fighter serious")
    serious = [c for c in cards.values() if matches(c, "serious")]
    assert serious and all(c["seriousness"] == "serious" for c in serious)


def test_card_rows_are_text_not_markup():
    card = dict(all_cards()[0], name="Fake [bold]card[/bold]")
    row = row_of(card)
    assert row[1].plain == "Fake [bold]card[/bold]"
    assert natural_widths([card])["name"] == len("Fake [bold]card[/bold]")


def test_hanging_wraps_under_the_label_and_keeps_brackets():
    text = "X: attack 2 on all zones and then some more words\n   3:05  Data transfer [beep] in 5, 4"
    lines = plain(hanging(text), 24)
    assert lines[0].startswith("X: attack")
    assert lines[1].startswith("   ") and not lines[1].startswith("    ")
    assert any("[beep]" in line for line in lines)
    assert all(len(line) <= 24 for line in lines)
    assert plain(hanging("no label here"), 40) == ["no label here"]


def test_path_suggester_completes_record_files_and_folders(tmp_path):
    (tmp_path / "records").mkdir()
    (tmp_path / "records" / "mission-three.yaml").write_text("")
    (tmp_path / "readme.txt").write_text("")

    def suggest(value: str) -> str | None:
        return asyncio.run(PathSuggester().get_suggestion(value))

    assert suggest(f"{tmp_path}/rec") == f"{tmp_path}/records/"
    assert suggest(f"{tmp_path}/records/") == f"{tmp_path}/records/mission-three.yaml"
    assert suggest(f"{tmp_path}/records/mission-three.yaml") is None
    assert suggest(f"{tmp_path}/read") is None          # not a record file
    assert suggest(f"{tmp_path}/nowhere/x") is None and suggest("") is None


def test_starting_the_app_imports_no_rules_core_audio_or_pygame():
    code = ("import sys\n"
            "from spacealert_tui.tui.app import SpaceAlertApp\n"
            "SpaceAlertApp()\n"
            "bad = [m for m in sys.modules if m.startswith(('spacealert_tui.rules', "
            "'spacealert_tui.audio', 'pygame', 'spacealert_tui.tui.screens.cards'))]\n"
            "print(bad)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]" and done.stderr == ""


def test_example_record_label_without_title():
    assert ExampleRecord(Path("x/y.yaml")).label == "y.yaml"
