"""Data shipped inside the package: found there, and through the checkout's links."""
from __future__ import annotations

import glob
import json
import subprocess
from pathlib import Path

import pytest

import spacealert_tui
from spacealert_tui.errors import UserError
from spacealert_tui.packaged import example_records, examples_dir, record_path
from spacealert_tui.record import load_record

ROOT = Path(__file__).resolve().parents[1]


def test_examples_are_package_data():
    assert examples_dir().is_relative_to(Path(spacealert_tui.__path__[0]))
    names = [p.name for p in example_records()]
    assert len(names) >= 5 and names == sorted(names) and "01-first-flight.yaml" in names
    for path in example_records():
        load_record(path)


def test_checkout_folder_is_a_relative_link_git_stores_as_one(monkeypatch):
    link = ROOT / "missions" / "examples"
    assert link.is_symlink() and not Path(link.readlink()).is_absolute()
    assert link.resolve() == examples_dir()
    monkeypatch.chdir(ROOT)
    assert sorted(Path(p).name for p in glob.glob("missions/examples/*.yaml")) == \
        [p.name for p in example_records()]
    staged = subprocess.run(["git", "ls-files", "-s", "missions/examples", "assets"], cwd=ROOT, check=False,
                            capture_output=True, text=True)
    if staged.returncode != 0 or not staged.stdout:
        pytest.skip("not a git checkout")
    assert [line.split()[0] for line in staged.stdout.splitlines()] == ["120000", "120000"]


@pytest.mark.parametrize("name", ["example/01-first-flight", "example/01-first-flight.yaml"])
def test_example_name_finds_the_shipped_record(name, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert record_path(name) == examples_dir() / "01-first-flight.yaml"


def test_a_real_file_wins_over_an_example_name(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "example").mkdir()
    (tmp_path / "example" / "01-first-flight").write_text("mine")
    assert record_path("example/01-first-flight") == Path("example/01-first-flight")
    assert record_path("elsewhere.yaml") == Path("elsewhere.yaml")


def test_unknown_example_names_the_ones_there_are():
    with pytest.raises(UserError, match="example/01-first-flight") as err:
        record_path("example/99-nothing")
    assert err.value.file == "example/99-nothing"


def test_resolve_takes_an_example_name_from_any_folder(tmp_path, monkeypatch, capsys):
    from spacealert_tui.cli import main

    monkeypatch.chdir(tmp_path)
    assert main(["resolve", "example/01-first-flight", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["format"] == "spacealert-result/1"
    assert main(["resolve", "example/99-nothing"]) == 2
    assert "example/01-first-flight" in capsys.readouterr().err
