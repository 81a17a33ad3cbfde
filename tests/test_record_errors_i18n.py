"""A bad record's message in Spanish and Portuguese: `spacealert --lang es resolve bad.yaml`
keeps `file:line: field:` (the record's own ids) and words what is wrong in the crew's
language; English is byte for byte what it was."""
from __future__ import annotations

import pytest

from spacealert_tui import cli, i18n
from spacealert_tui.rules import RecordError, record_from_dict, text

TRACKS = "  tracks: {red: 1, white: 2, blue: 3, internal: 4}\n"
PLAN = "[A, B, C, A, A, A, A, A, A, A, A, A]"

#: (record text, the line's field part, English, Spanish, Portuguese)
CASES = [
    ("format: spacealert-record/1\nmission:\n" + TRACKS,
     "", "missing section 'crew'", "falta la sección 'crew'", "falta a seção 'crew'"),
    ("format: spacealert-record/1\nmission:\n" + TRACKS + "  threats: [{card: E1-01, turn: 3}]\n"
     f"crew:\n  - name: Ana\n    actions: {PLAN}\n",
     "mission.threats[0]: ", "external threat E1-01 needs a zone (red, white, blue)",
     "la amenaza externa E1-01 necesita una zona (red, white, blue)",
     "a ameaça externa E1-01 precisa de uma zona (red, white, blue)"),
    ("format: spacealert-record/1\nmission:\n" + TRACKS + "crew:\n  - name: Ana\n    actions: 3\n",
     "crew[0].actions: ", "expected a list of 12 actions, got int 3",
     "se esperaba una lista de 12 acciones, no int 3", "esperava-se uma lista de 12 ações, não int 3"),
    ("format: spacealert-record/1\nmission:\n" + TRACKS + "crew:\n  - name: Ana\n"
     "    actions: [A, B, X, A, A, A, A, A, A, A, A, A]\n",
     "crew[0].actions[2]: ", "unknown action 'X' (expected one of:", "acción desconocida 'X' (se esperaba",
     "ação desconhecida 'X' (esperava-se"),
    ("format: spacealert-record/1\nmission:\n" + TRACKS + "crew:\n  - name: Ana\n"
     f"    specialization: medic\n    specialization_level: 7\n    actions: {PLAN}\n",
     "crew[0].specialization_level: ", "a level 1, 2 or 3", "un nivel 1, 2 o 3", "um nível 1, 2 ou 3"),
    ("format: spacealert-record/1\nmission:\n" + TRACKS
     + "  threats: [{card: E1-01, turn: 3, zone: red}, {card: E1-02, turn: 3, zone: blue}]\n"
     f"crew:\n  - name: Ana\n    actions: {PLAN}\n",
     "mission.threats[1].turn: ", "two external threats at T+3 (threats[0] too)",
     "dos amenazas de tipo externa en T+3 (también threats[0])",
     "duas ameaças do tipo externa em T+3 (também threats[0])"),
    ("format: spacealert-record/1\nmission:\n" + TRACKS + "  action_deck: {seed: 1}\n"
     f"crew:\n  - name: Ana\n    actions: {PLAN}\n",
     "mission.action_deck.variant: ", "1 players and 0 androids: the rulebook plays",
     "1 jugadores y 0 androides: el reglamento", "1 jogadores e 0 androides: o manual"),
]


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.install("en")
    text.install(*i18n.functions())


def run(capsys, *args: str) -> tuple[int, str]:
    try:
        status = cli.main(list(args))
    except SystemExit as exc:
        status = int(exc.code or 0)
    return status, capsys.readouterr().err


@pytest.mark.parametrize("case", CASES, ids=[c[2][:30] for c in CASES])
@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_a_bad_record_in_the_crews_language(tmp_path, capsys, lang, case):
    doc, field, *words = case
    path = tmp_path / "bad.yaml"
    path.write_text(doc, encoding="utf-8")
    status, err = run(capsys, "--lang", lang, "resolve", str(path))
    assert status == 2
    lines = err.strip().splitlines()
    assert len(lines) == 1
    head, _, rest = lines[0].partition(f"{path}:")
    line, _, message = rest.partition(": ")
    assert line.isdigit()
    assert message.startswith(field + words[("en", "es", "pt").index(lang)]), message


def test_the_message_is_english_text_that_words_itself_again():
    """`RecordError.message` stays plain English (tests, JSON, logs); `tr` finds its template."""
    with pytest.raises(RecordError) as info:
        record_from_dict({"format": "spacealert-record/1", "mission": {}})
    assert type(info.value.message) is str and info.value.message == "missing section 'crew'"
    assert str(info.value) == "missing section 'crew'"
    i18n.install("es")
    text.install(*i18n.functions())
    assert info.value.worded() == "falta la sección 'crew'"
    assert text.tr(info.value.message) == "falta la sección 'crew'"
