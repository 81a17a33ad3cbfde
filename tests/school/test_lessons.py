"""The flight school's lessons: each scenario is a valid record, the plan that follows
the lesson passes and the one that misses it fails, whatever the damage tiles, with
the verdict the lesson promises; the path keeps the rulebook's order; the texts are
translated and fit on an 80×24 screen."""
from __future__ import annotations

import copy
import itertools
import dataclasses
import textwrap

import pytest

from spacealert_tui import i18n
from spacealert_tui.errors import UserError
from spacealert_tui.mission.catalogue import load_mission
from spacealert_tui.rules import record_from_dict
from spacealert_tui.school.lessons import LESSONS, judge, learner_names, lesson, plan_record

IDS = [item.id for item in LESSONS]
PATH = ["moving", "lasers", "energy", "computer", "bots", "interceptors", "pulse", "heroic", "test-run",
        "mission",
        # The New Frontier, in its rulebook's order (p.4-5, 5, 6-7, 7, 7-8, 9-10, 11-12, 13-16)
        "phasing", "megashield", "jumper", "spanning", "summoner", "double-actions", "far-interceptors",
        "specialization"]
FRONTIER = PATH[PATH.index("phasing"):]


def with_seed(item, seed: int):
    record = copy.deepcopy(dict(item.record))
    record["mission"]["damage_tokens"] = {"seed": seed}
    return dataclasses.replace(item, record=record)


def test_the_path_keeps_the_rulebooks_order():
    assert IDS == PATH
    assert len(set(IDS)) == len(IDS)


def test_each_lesson_allows_what_the_ones_before_taught():
    """Within a part of the path: the New Frontier's lessons hold no heroic card, so that
    the expansion's idea, not a heroic shot, decides each of them."""
    for before, after in itertools.pairwise(LESSONS):
        if before.part == after.part:       # a double-action card only where the lesson deals them
            assert {t for t in before.allowed - {"!"} if "+" not in t} <= after.allowed, (before.id, after.id)


def test_the_new_frontier_comes_after_the_base_path_and_teaches_its_cards():
    """The second part follows lesson 10; its threats are the expansion's cards (`spacealert
    cards --set new_frontier`), its cards the base ones the first part taught."""
    from spacealert_tui.rules.threats import CARDS
    parts = [item.part for item in LESSONS]
    assert parts == ["base"] * 10 + ["new_frontier"] * len(FRONTIER)
    for item in LESSONS[10:]:
        basic = {t for t in item.allowed if "+" not in t and not t.startswith("spec")}
        assert basic == {"red", "blue", "lift", "A", "B", "C", "bots"}, item.id
        threats = item.record["mission"]["threats"]
        rules = item.record["mission"].get("rules", [])
        specialist = any("specialization" in member for member in item.record["crew"])
        assert ("spec" in item.allowed) == specialist, item.id
        assert threats and (rules or specialist or all(".new_frontier." in CARDS[t["card"]].__module__
                                                       for t in threats)), item.id
        assert any("+" in t for t in item.allowed) == ("double_actions" in rules), item.id
        assert "expansion rulebook p." in item.source


@pytest.mark.parametrize("item", LESSONS, ids=IDS)
def test_the_scenario_is_a_valid_record(item):
    crew = item.record["crew"]
    assert all(member["actions"] == ["empty"] * 12 for member in crew[:item.learners])
    assert all(len(member["actions"]) == 12 for member in crew)
    for plans in (item.follows, item.misses):
        record = record_from_dict(plan_record(item, plans))
        assert len(record.crew) == len(crew)
    assert len(item.follows) == len(item.misses) == item.learners
    assert all(len(plan) <= item.turns for plan in item.follows)
    assert item.text and item.title and item.idea and item.source and item.goal.text and item.hint


@pytest.mark.parametrize("item", LESSONS, ids=IDS)
def test_follows_passes_and_misses_fails(item):
    passed = judge(item, item.follows)
    assert passed.passed and passed.headline and passed.why and passed.better is None
    failed = judge(item, item.misses)
    assert not failed.passed and failed.headline and failed.better
    assert "A plan that works" in failed.better


@pytest.mark.parametrize("item", LESSONS, ids=IDS)
def test_the_verdict_does_not_hang_on_the_damage_tiles(item):
    for seed in range(8):
        shuffled = with_seed(item, seed)
        assert judge(shuffled, item.follows).passed, seed
        assert not judge(shuffled, item.misses).passed, seed


def test_the_headlines_say_what_each_lesson_promises():
    headline = {item.id: (judge(item, item.follows).headline, judge(item, item.misses).headline)
                for item in LESSONS}
    assert headline["moving"] == ("Ana ended at the lower blue station, as asked.",
                                  "Ana ended at the lower red station, not at the lower blue station.")
    assert headline["lasers"][0] == "Destroyed in turn 3: Fighter."
    assert headline["energy"] == ("The ship jumped home without a scratch.",
                                  "The ship jumped home, but the blue zone took 1 damage.")
    assert headline["computer"][1].startswith("The computer check after turn 2 found no maintenance")
    assert headline["bots"][1] == "The ship jumped home, but this threat was not destroyed: Skirmishers."
    assert headline["interceptors"][0] == "Destroyed in turn 7: Scout."
    assert headline["test-run"][1].startswith("The ship was destroyed in turn 8")
    assert headline["phasing"] == ("Destroyed in turn 4: Phasing Fighter.",
                                   "The ship jumped home, but this threat was not destroyed: Phasing Fighter.")
    assert headline["megashield"][0] == "Destroyed in turn 7: Megashield Destroyer."
    assert headline["jumper"] == ("Destroyed in turn 3: Jumper.",
                                  "The ship jumped home, but this threat was not destroyed: Jumper.")
    assert headline["spanning"][0] == "Destroyed in turn 3: Super-Carrier."
    assert headline["summoner"] == ("Destroyed in turn 2: Transmitter Satellite.",
                                    "The ship jumped home, but this threat was not destroyed: Skirmishers.")
    assert headline["far-interceptors"][0] == "Destroyed in turn 8: Scout."
    assert headline["specialization"] == ("Destroyed in turn 3: Gunship.",
                                          "The ship jumped home, but this threat was not destroyed: Gunship.")
    assert headline["double-actions"] == ("Destroyed in turn 2: Meteoroid.",
                                          "The ship jumped home, but this threat was not destroyed: Meteoroid.")


def _why(lesson_id: str, plan: str) -> str:
    item = lesson(lesson_id)
    return "\n".join(judge(item, getattr(item, plan)).why)


def test_a_phasing_threat_is_missed_in_the_turns_it_is_away():
    """Expansion p.4: "las amenazas cambiafases que aparecen en turnos pares solo pueden ser
    atacadas en turnos pares". The Fighter appears in turn 2: the shot of turn 3 finds no
    target and its energy is gone, so the Fighter keeps 2 of its 4 hit points."""
    why = _why("phasing", "misses")
    assert "Turn 3: Ana's A at upper red did nothing: red heavy laser: no target in range." in why, why
    assert "Phasing Fighter #2 needed 2 more damage to be destroyed." in why
    assert "Turn 2: Phasing Fighter #2 dematerialises" in _why("phasing", "follows")


def test_a_hit_that_does_no_damage_still_wears_the_megashield_down():
    """Expansion p.5: "ese valor se reduce en 1 si dicha amenaza ha recibido algún impacto
    durante el turno (no importa cuántas armas hayan disparado contra ella ni si han causado
    algún daño)". Two light shots of 2 against megashield 4 do nothing but bring it to 2;
    two heavy shots alone do 0 and 1 of the Destroyer's 3 hit points."""
    why = _why("megashield", "follows")
    assert "Turn 4: Megashield Destroyer #3's megashield wears down after the hits: shield 2" in why, why
    assert "Turn 6: Megashield Destroyer #3 takes 2 damage (strength 4 through shield 2); 1 left" in why
    assert "Megashield Destroyer #3 needed 2 more damage to be destroyed." in _why("megashield", "misses")


def test_a_jumper_is_hit_only_by_its_new_zones_cannons():
    """Expansion p.6: "una amenaza que «salta a la izquierda» se traslada a la trayectoria
    inmediatamente a su izquierda", at the same distance. From white it goes to red: the
    central laser then has no target."""
    why = _why("jumper", "follows")
    assert "Turn 1: Jumper #1 jumps left from the white zone to the red zone" in why, why
    missed = _why("jumper", "misses")
    assert "Turn 2: Ana's A at upper white did nothing: central heavy laser: no target in range." in missed
    assert "Jumper #1 needed 2 more damage to be destroyed." in missed


def test_every_zones_lasers_reach_a_threat_that_spans_the_trajectories():
    """Expansion p.7: "puede ser alcanzada por cualquier cañón láser". Three heavy lasers
    in one turn: 4 + 5 + 4 = 13 through shield 5; without the blue one, 9 through 5."""
    assert "Turn 2: Super-Carrier #2 takes 8 damage (strength 13 through shield 5); 5 left" in \
        _why("spanning", "follows")
    missed = _why("spanning", "misses")
    assert "Turn 2: Super-Carrier #2 takes 4 damage (strength 9 through shield 5); 9 left" in missed, missed
    assert "Super-Carrier #2 needed 5 more damage to be destroyed." in missed


def test_a_summoner_destroyed_before_its_x_calls_no_one():
    """Expansion p.8: "Hay dos maneras de librarse de estas amenazas secundarias:
    destruyéndolas de la manera habitual o eliminando la amenaza original antes de que
    puedan ser atraídas". Waiting a turn lets the Satellite reach its X first."""
    assert "Skirmishers, laid beside Transmitter Satellite #1, will never come" in _why("summoner", "follows")
    assert "Turn 2: Transmitter Satellite #1 summons Skirmishers" in _why("summoner", "misses")


def test_a_double_half_does_both_actions_the_top_one_first():
    """Expansion p.10: "Si se trata de una acción doble, se resuelve secuencialmente
    comenzando por el símbolo que esté más arriba". Blue arrow + A moves, then fires the
    blue laser; A + blue arrow fires the central one at nothing, then moves."""
    assert "Turn 1: Meteoroid #1 takes 4 damage (strength 4 through shield 0); 1 left" in \
        _why("double-actions", "follows")
    missed = _why("double-actions", "misses")
    assert "Turn 1: Ana fires the central heavy laser (strength 5)" in missed, missed
    assert "Meteoroid #1 needed 1 more damage to be destroyed." in missed
    assert "turn 1 blue arrow + A, turn 2 A" in judge(lesson("double-actions"), lesson("double-actions").misses).better
    with pytest.raises(UserError, match="Ana plays blue 1 times but holds 0"):
        judge(lesson("double-actions"), [["blue", "A", "A"]])


def test_the_rocket_launchers_special_card_fires_a_rocket_from_any_station():
    """Expansion p.16, Lanzacohetes: "Acción básica: Lanza 1 cohete desde cualquier
    estación." Launched from the upper red station in turn 2, the rocket hits in turn 3
    with the heavy laser: 3 + 4 through shield 2. A specialist holds no heroic card
    (p.14): the lesson gives none."""
    why = _why("specialization", "follows")
    assert "Turn 2: Ana: launches a rocket (2 left)" in why, why
    assert "Turn 3: Gunship #1 takes 5 damage (strength 7 through shield 2); 0 left" in why
    assert "Gunship #1 needed 1 more damage to be destroyed." in _why("specialization", "misses")
    assert not any(t.startswith("H") for t in lesson("specialization").allowed)
    assert lesson("specialization").record["crew"][0]["specialization"] == "rocket_launcher"


def test_interceptors_fly_out_to_the_threats_distance():
    """Expansion p.11: "Si un jugador ya está en los interceptores y realiza la acción [C],
    se alejará de la nave ... solo atacarán a las amenazas que se encuentren en él". The
    Scout never comes to distance 1: interceptors waiting there never hit it."""
    assert "Turn 7: Scout #7 takes 2 damage (strength 3 through shield 1); 1 left" in \
        _why("far-interceptors", "follows")
    missed = _why("far-interceptors", "misses")
    assert "interceptors: no target in range" in missed and "Scout #7 needed 3 more damage" in missed, missed
    assert lesson("far-interceptors").record["mission"]["rules"] == ["variable_interceptors"]


def test_why_tells_the_learners_cards_and_the_coachs_account():
    item = lesson("lasers")
    verdict = judge(item, item.misses)
    assert "Turn 1: Ana fires the central heavy laser (strength 5)" in verdict.why
    assert any("did nothing: central heavy laser: no target in range" in line for line in verdict.why)
    assert any(line.startswith("Fighter #1 needed 4 more damage") for line in verdict.why)
    assert judge(item, item.follows).why[-1] == "Turn 3: Fighter #1 is destroyed"


def test_why_keeps_the_hits_and_the_attacks_the_shields_stopped():
    """The interceptors' hits outrank the moves that led there; the energy lesson's
    verdict shows the Gunship's attacks the shield absorbed, which is why it passed."""
    why = judge(lesson("interceptors"), lesson("interceptors").follows).why
    assert sum("takes 2 damage" in line for line in why) == 2, why
    why = judge(lesson("energy"), lesson("energy").follows).why
    assert sum("the shield absorbs 2, 0 damage" in line for line in why) == 2, why


def test_a_card_the_lesson_does_not_allow_is_one_line():
    with pytest.raises(UserError, match=r"Ana, turn 2: C is not a card of this lesson \(A, blue, lift, red\)"):
        judge(lesson("lasers"), [["red", "C"]])
    with pytest.raises(UserError, match="this lesson takes 2 plans, not 1"):
        judge(lesson("mission"), [["A"]])
    with pytest.raises(UserError, match="Ana plays HA 2 times but holds 1"):
        judge(lesson("heroic"), [["red", "HA", "HA"]])
    with pytest.raises(UserError, match="no lesson 'flying'"):
        lesson("flying")


def test_a_stumble_is_a_card_where_the_lesson_teaches_it():
    assert judge(lesson("heroic"), [["red", "HA", "A!"]]).passed
    with pytest.raises(UserError):
        judge(lesson("lasers"), [["red", "A!", "A"]])


@pytest.mark.parametrize("item", [item for item in LESSONS if item.soundtrack], ids=lambda item: item.id)
def test_a_timed_lesson_draws_the_threats_its_soundtrack_announces(item):
    timeline = load_mission(item.soundtrack)
    announced = sorted((e.turn, e.kind, e.zone, e.serious, e.unconfirmed) for e in timeline.events if e.kind)
    drawn = sorted((t["turn"], "external" if "zone" in t else "internal", t.get("zone"), t["card"].startswith("S"),
                    t.get("unconfirmed", False)) for t in item.record["mission"]["threats"])
    assert drawn == announced
    assert item.record["mission"]["soundtrack"] == item.soundtrack
    assert len(timeline.phase_ends) >= 2 and item.turns <= {2: 7, 3: 12}[len(timeline.phase_ends)]


def test_several_learners_plan_side_by_side():
    item = lesson("mission")
    assert item.learners == 2 and learner_names(item) == ("Ana", "Bo")
    assert "Bo:" in judge(item, item.misses).better


@pytest.mark.parametrize("lang", ["es", "pt"])
def test_every_text_is_translated(speak, lang):
    speak(lang)
    for item in LESSONS:
        for message in (item.title, item.idea, item.source, item.goal.text, item.hint, *item.text):
            assert i18n._(message) != message, (lang, item.id, message)


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_a_lesson_fits_an_80_by_24_screen(speak, lang):
    """The lesson screen as drawn at 80×24: the title, the idea, a blank line, the
    paragraphs with a blank line between them, a blank line, the goal and the source,
    wrapped at 78 columns (80 less the padding), in the 21 rows between the header and the keys line."""
    speak(lang)
    for item in LESSONS:
        lines = [i18n._(item.title), *textwrap.wrap(i18n._(item.idea), 78), ""]
        for paragraph in item.text:
            lines += [*textwrap.wrap(i18n._(paragraph), 78), ""]
        lines += textwrap.wrap(i18n._("Goal: {goal}").format(goal=i18n._(item.goal.text)), 78)
        lines += textwrap.wrap(i18n._(item.source), 78)
        assert len(lines) <= 21, (lang, item.id, len(lines))


def test_a_verdict_speaks_the_crews_language(speak):
    speak("es")
    item = lesson("lasers")
    failed = judge(item, item.misses)
    assert "Fighter" not in failed.headline.replace("Fighter #", "")
    assert failed.better and "A plan that works" not in failed.better


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_a_lessons_keys_line_fits_80_columns(speak, lang):
    """The line under a lesson's text is one row, 78 columns inside the padding."""
    speak(lang)
    for timed in ("with the soundtrack: plan against the clock", "no clock: take your time"):
        line = i18n._("enter: plan ({timed}) · escape: the path").format(timed=i18n._(timed))
        assert len(line) <= 78, (lang, line)


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_a_timed_lessons_status_lines_fit_80_columns(speak, lang):
    """The line before the soundtrack starts and the one under a data call are one row
    each, 78 columns inside the padding: cut, the learner lost "while the computer speaks"
    and "go on planning"."""
    speak(lang)
    ready = i18n._("READY") + " · " + i18n._("space: start the soundtrack, then plan while the computer speaks")
    data = i18n._("The computer's data calls change nothing in a lesson: go on planning.")
    assert len(ready) <= 78, (lang, ready)
    assert len(data) <= 78, (lang, data)


def test_the_card_choice_says_the_key_twice_before_the_list(speak):
    """The line after the first key lists every card group; at 80 columns its end is cut,
    so the Portuguese line says first that the same key again plays any such card (the
    lessons' keys line writes it `bb seta azul`)."""
    speak("pt")
    options = " · ".join(f"{k} {a}/azul (3)" for k, a in zip("asdf", ("A", "B", "C", "robôs")))
    line = i18n._("{half} on top · which card? {options} · {key} again: any").format(
        half="azul", options=options, key="b")
    assert "b de novo" in line[:78], line


def test_a_threat_one_damage_short_is_said_in_the_singular(speak):
    """A Gunship left with 1 hit point: "faltó 1 punto", not "faltaron 1 puntos"."""
    item = lesson("heroic")
    speak("es")
    why = judge(item, item.misses).why
    assert "Cañonera #1: faltó 1 punto de daño." in why, why
    speak("en")
    assert "Gunship #1 needed 1 more damage to be destroyed." in judge(item, item.misses).why


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_the_lessons_say_the_keys_the_plan_does_not_show(speak, lang):
    """The plan screen's keys line says `rr`, `bb`, `ll` and hides the arrows: the first
    lesson tells what they mean (and that ← → leave a turn empty, which the energy lesson
    needs), the full mission that ↑ ↓ go from one crew member to the other."""
    speak(lang)
    text = " ".join(i18n._(paragraph) for paragraph in lesson("moving").text)
    assert all(keys in text for keys in ("rr ", "bb ", "ll ", "← →")), text
    assert "↑ ↓" in " ".join(i18n._(paragraph) for paragraph in lesson("mission").text)


def test_the_swarm_is_in_the_pulse_cannons_range_as_the_text_says():
    """The pulse lesson says the Swarm appears at distance 2 (T+3), in the pulse cannon's
    range: the pulse cannon fired in turn 3 hits it."""
    assert "appears at distance 2" in " ".join(lesson("pulse").text)
    why = judge(lesson("pulse"), lesson("pulse").follows).why
    assert any(line.startswith("Turn 3: Swarm") and "takes 1 damage" in line for line in why), why
