"""Words in the crew's language (issue 26, *Words*): titles and file names the app made,
the expansion's name in source references, agreements in Spanish and Portuguese."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from spacealert_tui.cli import main
from spacealert_tui.mission.titles import EXAMPLE_TITLES
from spacealert_tui.packaged import examples_dir
from spacealert_tui.record import load_record
from tests.record.test_logbook_cli import log_examples

ROOT = Path(__file__).resolve().parents[1]


def catalog(lang: str) -> list[tuple[str, str]]:
    """(msgid, msgstr) of every translated message of `lang` (a plural's first forms)."""
    with open(ROOT / "po" / f"{lang}.po", "rb") as f:
        po = read_po(f)
    pairs = []
    for m in po:
        if m.id and m.string:
            ident = m.id if isinstance(m.id, str) else m.id[0]
            text = m.string if isinstance(m.string, str) else m.string[0]
            pairs.append((ident, text))
    return pairs


# -- titles and file names ----------------------------------------------------------------------

def test_every_shipped_example_s_title_is_one_the_app_translates():
    """A new example's title must be added to EXAMPLE_TITLES (and so to the catalogs)."""
    for path in examples_dir().glob("*.yaml"):
        assert load_record(path).title in EXAMPLE_TITLES, path.name


@pytest.mark.parametrize("lang,title", [("es", "Una señal desde la oscuridad"),
                                        ("pt", "Um sinal da escuridão")])
def test_resolve_says_an_example_s_title_in_the_crew_s_language(capsys, speak, lang, title):
    assert main(["--lang", lang, "resolve", "example/07-new-frontier-summoner"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == title


def test_logbook_export_names_the_files_in_the_crew_s_language(capsys, speak, tmp_path):
    """`First flight` logged, exported by a Spanish crew: 00001-2025-01-04-primer-vuelo.yaml;
    an accent is folded (Héroes -> heroes), not dropped with its letter."""
    log_examples()
    assert main(["--lang", "es", "logbook", "--export-records", str(tmp_path)]) == 0
    names = sorted(p.name for p in tmp_path.glob("*.yaml"))
    assert names[0] == "00001-2025-01-04-primer-vuelo.yaml", names
    assert "00003-2025-03-01-heroes-e-interceptores.yaml" in names, names


# -- the expansion's name -----------------------------------------------------------------------

@pytest.mark.parametrize("lang,name", [("es", "La Nueva Frontera"), ("pt", "A Nova Fronteira")])
def test_a_source_reference_names_the_expansion_in_the_crew_s_language(lang, name):
    """"(The New Frontier p.15)" reads "(La Nueva Frontera p.15)", as the credits name it."""
    pairs = catalog(lang)
    assert not [text for _, text in pairs if "The New Frontier" in text]
    cited = [text for ident, text in pairs if "(The New Frontier p." in ident]
    assert cited and all(f"({name} p." in text for text in cited), cited


# -- agreements ---------------------------------------------------------------------------------

#: a word that would have to agree with a threat's (or a player's) name, whose gender the
#: app does not know: "Caza destruida", "tocarla", "dominado"
GUESSED = re.compile(r"\{threat\}:? (destruida|destruída|sobrevivida|escondido|escondida|colocada)"
                     r"|\{threat\}, (colocada|aún escondido|ainda escondido)"
                     r"|\{threat\}.*(tocarla|mirá-la|tocá-la)|dominad[oa] por"
                     r"|\{threat\}[^.]*: (sobrevivida|ignorada)\b|^\{threat\} é descartada")


@pytest.mark.parametrize("lang", ["es", "pt"])
def test_no_participle_guesses_a_threat_s_gender(lang):
    """Spanish and Portuguese make a participle agree with its noun: *Caza destruido* but
    *Cápsula destruida*. The app keeps no gender per card, so its sentences make the
    participle agree with "amenaza"/"ameaça" (Caza: amenaza destruida) or need none."""
    wrong = [(ident, text) for ident, text in catalog(lang) if GUESSED.search(text)]
    assert not wrong, wrong


@pytest.mark.parametrize("lang,words", [("es", ("ninguna grave", "ninguna interna")),
                                        ("pt", ("nenhuma grave", "nenhuma interna"))])
def test_no_serious_threat_is_said_in_words(speak, lang, words):
    """Not "0 graves": a soundtrack without serious or internal threats says none."""
    from spacealert_tui.mission.describe import internal_words, serious_words

    speak(lang)
    assert (serious_words(0), internal_words(0)) == words
    assert serious_words(2).startswith("2 ")


#: a pronoun standing for the threat whose action it is ("atrae a la amenaza colocada
#: junto a ella" said of the Satélite): a step's words are shared by every card
PRONOUN = re.compile(r"junto a ella|ao lado dela|ella misma|ela mesma|ella incluida|inclusive ela")


@pytest.mark.parametrize("lang", ["es", "pt"])
def test_the_trace_uses_no_pronoun_that_guesses_a_threat_s_gender(capsys, speak, lang):
    for path in sorted(examples_dir().glob("*.yaml")):
        assert main(["--lang", lang, "resolve", "--trace", str(path)]) == 0
        out = capsys.readouterr().out
        assert not PRONOUN.search(out), f"{lang} {path.name}: {PRONOUN.search(out)}"
