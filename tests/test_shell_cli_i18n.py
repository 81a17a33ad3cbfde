"""The command line in Spanish and Portuguese: argparse's own words, the soundtrack
command's help and checks, and the bad-input lines of the lower layers (still
"file:line: field: message", exit status 2)."""
from __future__ import annotations

import pytest

from spacealert_tui import cli, i18n
from spacealert_tui.rules import text


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.install("en")
    text.install(*i18n.functions())


def run(capsys, *args: str) -> tuple[int, str, str]:
    try:
        status = cli.main(list(args))
    except SystemExit as exc:
        status = int(exc.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize(("lang", "words"), [("es", ("uso:", "opciones", "muestra este mensaje de ayuda")),
                                              ("pt", ("uso:", "opções", "mostra esta mensagem de ajuda"))])
def test_help_is_in_the_chosen_language(capsys, lang, words):
    status, out, _err = run(capsys, "--lang", lang, "--help")
    assert status == 0
    for word in words:
        assert word in out
    assert "usage:" not in out and "show this help" not in out


def test_english_help_is_unchanged(capsys):
    status, out, _err = run(capsys, "--lang", "en", "soundtrack", "--help")
    assert status == 0
    assert out.startswith("usage: spacealert soundtrack")
    assert "`spacealert soundtrack ID_OR_FILE`: play an action round in the terminal." in out
    assert "show this help message and exit" in out


def test_parser_errors_are_in_the_chosen_language(capsys):
    status, _out, err = run(capsys, "--lang", "es", "nope")
    assert status == 2
    assert "opción no válida: 'nope'" in err and len(err.strip().splitlines()) == 1
    status, _out, err = run(capsys, "--lang", "pt", "soundtrack")
    assert status == 2 and "os seguintes argumentos são obrigatórios: ID_OR_FILE" in err


def test_soundtrack_checks_in_portuguese(capsys):
    status, _out, err = run(capsys, "--lang", "pt", "soundtrack", "base/mission-1", "--players", "9")
    assert status == 2
    assert err == "spacealert: --players: 9 não é um tamanho de tripulação (1-5)\n"


@pytest.mark.parametrize(("lang", "message"), [("es", "clave repetida 'phase_ends'"),
                                                ("pt", "chave repetida 'phase_ends'")])
def test_a_bad_mission_file_is_said_in_the_chosen_language(capsys, tmp_path, lang, message):
    bad = tmp_path / "bad.yaml"
    bad.write_text("phase_ends: [240, 420]\nevents: []\nphase_ends: [1, 2]\n", encoding="utf-8")
    status, _out, err = run(capsys, "--lang", lang, "soundtrack", str(bad), "--dry-run")
    assert status == 2
    assert err == f"spacealert: {bad}:3: phase_ends: {message}\n"


@pytest.mark.parametrize(("lang", "message"), [("es", "no existe el archivo"), ("pt", "arquivo inexistente")])
def test_a_missing_record_is_said_in_the_chosen_language(capsys, tmp_path, lang, message):
    from spacealert_tui.errors import UserError
    from spacealert_tui.tui.records import load_and_resolve

    cli.install_language(lang)
    with pytest.raises(UserError) as caught:
        load_and_resolve(tmp_path / "nope.yaml")
    assert str(caught.value) == f"{tmp_path / 'nope.yaml'}: {message}"


def test_lang_after_the_command_works_too(capsys, english_after):
    """`spacealert school --lang es` as well as `spacealert --lang es school`."""
    status, out, _err = run(capsys, "school", "--lang", "es", "--list")
    assert status == 0 and "lecciones superadas" in out
    status, out, _err = run(capsys, "resolve", "example/01-first-flight", "--lang", "pt")
    assert status == 0 and "Pontuação" in out
