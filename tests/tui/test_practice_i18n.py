"""Practice and campaigns in Spanish and Portuguese: what the solo round, the campaign
screen, the repair step, `spacealert campaign` and `spacealert solo` show has no
English word left (tests/i18n_scan.py), and the English stays as it was."""
from __future__ import annotations


import pytest

from spacealert_tui.record.campaign import CampaignState
from spacealert_tui.tui.screens.campaign import CampaignScreen
from spacealert_tui.tui.screens.campaign_steps import RepairScreen
from tests.i18n_scan import english_words, screen_text
from tests.tui.test_campaign import contamination_campaign
from tests.tui.test_setup import ScreenApp

LANGS = ("es", "pt")
#: Names the tests chose: the crew, the record's own title, the soundtrack's id.
NAMES = {"ana", "ben", "robo", "contamination", "base", "mission", "android", "enter", "asdf",
         # Spanish or Portuguese too ("plan", "solo"), or the part of one before an accented
         # letter the scan does not read ("come" of "começa")
         "plan", "solo", "come", "terminal"}


def rendered(renderable) -> str:
    """A rich renderable's text, as a terminal 100 columns wide shows it."""
    from rich.console import Console

    import io

    console = Console(width=100, record=True, file=io.StringIO())
    console.print(renderable)
    return console.export_text()


def between_missions() -> CampaignState:
    """The contamination campaign repaired (Ben: the red shield), ready for mission 2."""
    state = contamination_campaign()
    state.repair([("Ben", "red:shield"), ("Robo", "red:reactor")])
    state.soundtrack = "base/mission-2"
    return state


@pytest.mark.parametrize("lang", LANGS)
async def test_campaign_screen_has_no_english(speak, lang):
    speak(lang)
    state = between_missions()
    app = ScreenApp(lambda: CampaignScreen(state))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        shown = screen_text(app)
    assert {"es": "Próxima misión", "pt": "Próxima missão"}[lang] in shown
    found = english_words(shown, NAMES)
    assert not found, f"{lang}: {found}"


@pytest.mark.parametrize("lang", LANGS)
async def test_campaign_screen_with_its_score_has_no_english(speak, lang):
    speak(lang)
    state = contamination_campaign()
    state.stop()
    app = ScreenApp(lambda: CampaignScreen(state))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        shown = screen_text(app)
    assert {"es": "Amenazas destruidas", "pt": "Ameaças destruídas"}[lang] in shown
    found = english_words(shown, NAMES)
    assert not found, f"{lang}: {found}"


@pytest.mark.parametrize("lang", LANGS)
async def test_repair_screen_has_no_english(speak, lang):
    from tests.tui.test_campaign import choose

    speak(lang)
    state = contamination_campaign()
    app = ScreenApp(lambda: RepairScreen(state))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        repair = app.screen
        choose(repair, 1, "red:shield")
        await pilot.pause()
        shown = screen_text(app)
        choose(repair, 2, "red:shield")            # refused: already repaired by Ben
        await pilot.pause()
        refused = str(repair.query_one("#repair-problems").render())
    assert {"es": "escudo (roja)", "pt": "escudo (vermelha)"}[lang] in shown
    assert {"es": "Ben ya repara escudo de la zona roja",
            "pt": "Ben já conserta escudo da zona vermelha"}[lang] in refused
    found = english_words(shown + " " + refused, NAMES)
    assert not found, f"{lang}: {found}"


async def test_repair_screen_in_english_says_the_rules_words():
    state = contamination_campaign()
    app = ScreenApp(lambda: RepairScreen(state))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        repair = app.screen
        from tests.tui.test_campaign import choose
        choose(repair, 1, "red:shield")
        choose(repair, 2, "red:shield")
        refused = str(repair.query_one("#repair-problems").render())
    assert "Robo: red shield is already repaired by Ben" in refused


@pytest.mark.parametrize("lang", LANGS)
async def test_solo_round_has_no_english_in_its_own_lines(speak, lang, tmp_path, monkeypatch):
    """The practice screen's own lines: status, cursor line, titles, the refusal of a card.
    (The clock, threat list and boards are drawn by the round's and the board's widgets.)"""
    from tests.tui.test_solo_snapshots import planning_at

    speak(lang)
    app, run_before = planning_at(tmp_path, monkeypatch, ("h", "a", "r"), players=2, androids=2)
    async with app.run_test(size=(120, 40)) as pilot:
        await run_before(pilot)
        screen = app.screen
        parts = [str(screen.query_one(s).render()) for s in ("#solo-status", "#solo-hint")]
        parts += [screen.query_one("#solo-cards").border_title,
                  screen.query_one("#solo-hands").border_title, rendered(screen._hands_text(0))]
        screen.action_giver()
        parts.append(screen.message)
        screen.place(2, 1, screen.table.deal.androids[1])       # android 1's heroic card: refused
        parts.append(screen.message)
    shown = " ".join(str(p) for p in parts)
    assert {"es": "FASE 1 de", "pt": "FASE 1 de"}[lang] in shown
    # the hands and cards are written as the cards print them: A/red, HA/lb
    found = english_words(shown, NAMES | {"lift", "bots", "lower", "upper", "blue", "white", "yellow"})
    assert not found, f"{lang}: {found}\n{shown}"


def run_cli(args: list[str], capsys) -> tuple[object, str, str]:
    from spacealert_tui.cli import main

    code: object
    try:
        code = main(args)
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("lang", LANGS)
def test_spacealert_campaign_prints_no_english(speak, lang, capsys):
    from spacealert_tui.record.logbook import Logbook

    state = contamination_campaign()
    with Logbook.open() as book:      # the mission logged, as the app logs it
        first = state.campaign().missions[0]
        book.add_mission(first.record, first.result, draft_id=state.missions[0].draft_id)
    state.stop()
    try:
        code, out, err = run_cli(["--lang", lang, "campaign"], capsys)
    finally:
        speak("en")
    assert code == 0, err
    assert {"es": "Campaña n.º", "pt": "Campanha nº"}[lang] in out
    found = english_words(out, NAMES)
    assert not found, f"{lang}: {found}\n{out}"
    assert "Campaign #" in run_cli(["--lang", "en", "campaign"], capsys)[1]


@pytest.mark.parametrize("lang", LANGS)
def test_spacealert_campaign_with_no_campaign_prints_no_english(speak, lang, capsys):
    try:
        code, out, _err = run_cli(["--lang", lang, "campaign"], capsys)
    finally:
        speak("en")
    assert code == 0 and out.strip()
    assert not english_words(out, NAMES), out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("args", [["--seed", "-1"], ["--fifth"], ["--help"]], ids=["seed", "fifth", "help"])
def test_spacealert_solo_prints_no_english(speak, lang, args, capsys):
    try:
        code, out, err = run_cli(["--lang", lang, "solo", *args], capsys)
    finally:
        speak("en")
    said = out + err
    assert said.strip()
    assert code == (0 if args == ["--help"] else 2)
    # argparse's own words (usage, options, show this help message) are Python's, not ours
    found = english_words(said, NAMES | {"solo", "usage", "options", "show", "this", "help", "message", "exit",
                                         "white", "yellow", "mixed", "double", "actions", "players",
                                         "fifth", "practice", "seed", "common", "serious", "lang",
                                         "frontier", "generated", "shuffled", "table", "link"})
    assert not found, f"{lang}: {found}\n{said}"
