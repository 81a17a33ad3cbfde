"""The log file: set up at start-up in the test's own data folder; a broken command
module is reported (logged, and said when run), not skipped."""
from __future__ import annotations

import importlib
import logging

from spacealert_tui import cli, commands, logs


def test_the_log_file_is_created_in_the_data_folder(data_dir):
    assert cli.main(["cards", "E1-01"]) == 0
    path = data_dir / "log" / "spacealert.log"
    assert path.is_file()
    assert logs.log_path() == path
    assert logs.details_hint() == f"details in {path}"


def test_the_log_follows_the_data_folder(tmp_path, monkeypatch):
    for name in ("one", "two"):
        monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path / name))
        assert logs.setup_logging() == tmp_path / name / "log" / "spacealert.log"
        logging.getLogger("spacealert_tui.test").warning("written in %s", name)
        for handler in logging.getLogger(logs.LOGGER).handlers:
            handler.flush()
        assert f"written in {name}" in (tmp_path / name / "log" / "spacealert.log").read_text()


def test_the_log_names_the_home_folder_with_a_tilde(home_data_dir):
    assert logs.details_hint() == "details in ~/data/log/spacealert.log"


def test_the_log_file_is_capped():
    assert logs.MAX_BYTES <= 1024 * 1024 and logs.BACKUPS >= 1


def test_a_broken_command_module_is_reported_not_skipped(data_dir, monkeypatch, capsys):
    real = importlib.import_module

    def import_module(name, *args):
        if name == "spacealert_tui.commands.replay":
            raise SyntaxError("invalid syntax (replay.py, line 3)")
        return real(name, *args)

    monkeypatch.setattr(commands.importlib, "import_module", import_module)
    assert cli.main(["replay", "some.yaml", "--turn", "3"]) == commands.BROKEN_STATUS
    err = capsys.readouterr().err
    assert err.startswith("spacealert: the replay command is broken (SyntaxError: invalid syntax")
    assert f"details in {data_dir / 'log' / 'spacealert.log'}" in err
    assert len(err.strip().splitlines()) == 1
    log = (data_dir / "log" / "spacealert.log").read_text()
    assert "the 'replay' command could not be loaded" in log
    assert "Traceback" in log and "SyntaxError" in log
    # the other commands still work
    assert cli.main(["cards", "E1-01"]) == 0
    assert "E1-01" in capsys.readouterr().out


def test_a_command_broken_while_registering_is_reported(data_dir, monkeypatch, capsys):
    from spacealert_tui.commands import cards

    def register(sub):
        sub.add_parser("cards")
        raise RuntimeError("half registered")

    monkeypatch.setattr(cards, "register", register)
    assert cli.main(["cards"]) == commands.BROKEN_STATUS
    assert "the cards command is broken (RuntimeError: half registered)" in capsys.readouterr().err


def test_an_unexpected_error_is_one_line_naming_the_log(data_dir, monkeypatch, capsys):
    from spacealert_tui.commands import cards

    def run(args):
        raise KeyError("boom")

    monkeypatch.setattr(cards, "run", run)
    assert cli.main(["cards"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("spacealert: unexpected error (KeyError: 'boom'); details in ")
    assert "KeyError: 'boom'" in (data_dir / "log" / "spacealert.log").read_text()
