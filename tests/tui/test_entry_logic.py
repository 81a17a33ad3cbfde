"""The entry's logic without widgets: reading card names, delays, threats from a timeline."""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from spacealert_tui.mission.timeline import Timeline, TimelineEvent
from spacealert_tui.record.draft import CrewSeat, MissionDraft, ThreatEntry
from spacealert_tui.rules.actions import TOKENS
from spacealert_tui.rules.crew import Player, delay_board
from spacealert_tui.rules.actions import parse_action
from spacealert_tui.record.entry import missing_parts, record_of, threats_from_timeline, warnings_of
from spacealert_tui.tui.widgets.plan_delays import compute_delays
from spacealert_tui.tui.widgets.card_input import CardSlot, choices, choices_line, completion, read_card
from spacealert_tui.tui.widgets.plan_grid import short, words

EXTERNAL_RED = CardSlot(turn=1, kind="external", serious=False, zone="red", level="white")
INTERNAL = CardSlot(turn=2, kind="internal", serious=False, level="white")
SERIOUS_BLUE = CardSlot(turn=3, kind="external", serious=True, zone="blue", level="yellow")


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path))
    return tmp_path


@pytest.mark.parametrize("text", ["E1-07", "e1-07", "fighter", "FIGHTER", "E1-07 Fighter",
                                  "Fighter (E1-07)", "  e1-07  "])
def test_a_card_by_id_or_name(text):
    assert read_card(text, EXTERNAL_RED, {}).card == "E1-07"


@pytest.mark.parametrize("text,slot,expected", [
    ("e107", EXTERNAL_RED, "E1-07"), ("E 1 07", EXTERNAL_RED, "E1-07"),
    ("107", EXTERNAL_RED, "E1-07"),            # the kind and tier from the announcement
    ("107", INTERNAL, "I1-07"), ("i102", INTERNAL, "I1-02"), ("203", SERIOUS_BLUE, "SE2-03"),
])
def test_an_id_as_people_read_it_off_the_card(text, slot, expected):
    assert read_card(text, slot, {}).card == expected


def test_a_typed_id_of_the_wrong_kind_says_why():
    assert "external threat; T+2 announced an internal" in read_card("e107", INTERNAL, {}).error


def test_a_spanish_name_and_a_unique_part_of_a_name():
    assert read_card("Caza furtivo", EXTERNAL_RED, {}).card == "E1-03"
    assert read_card("stealth", EXTERNAL_RED, {}).card == "E1-03"


def test_several_matches_are_listed_not_chosen():
    reading = read_card("fight", EXTERNAL_RED, {})
    assert reading.card is None and reading.error is None
    assert set(reading.matches) == {"E1-03", "E1-06", "E1-07"}


@pytest.mark.parametrize("text,slot,expected", [
    ("I1-01", EXTERNAL_RED, "internal threat; T+1 announced an external threat (zone red)"),
    ("E1-07", INTERNAL, "external threat; T+2 announced an internal threat"),
    ("SE1-01", EXTERNAL_RED, "serious threat; T+1 announced a common one"),
    ("E2-01", EXTERNAL_RED, "yellow card; this mission's common threats are white"),
    ("SE1-01", SERIOUS_BLUE, "white card; this mission's serious threats are yellow"),
    ("E9-99", EXTERNAL_RED, "there is no card E9-99"),
    ("kamikaze", EXTERNAL_RED, "yellow card"),
    ("zzz", EXTERNAL_RED, "no threat card matches 'zzz'"),
])
def test_wrong_cards_are_refused_with_the_reason(text, slot, expected):
    reading = read_card(text, slot, {})
    assert reading.card is None
    assert expected in reading.error


def test_a_card_already_drawn_is_refused_and_skipped_by_completion():
    used = {"E1-07": "T+4, blue zone"}
    assert "already drawn for T+4, blue zone" in read_card("E1-07", EXTERNAL_RED, used).error
    assert completion("fi", EXTERNAL_RED, used) is None
    assert completion("fi", EXTERNAL_RED, {}) == "Fighter (E1-07)"


def test_two_copies_of_a_card_name_are_asked_for_never_chosen():
    """A name two cards share is never settled by the app (issue 21): the entry asks which,
    showing each id and what tells them apart, and a copy drawn already cannot be picked."""
    reading = read_card("Skirmishers", INTERNAL, {})
    assert reading.card is None and reading.ask and reading.matches == ("I1-01", "I1-02")
    used = {"I1-01": "T+1, internal"}
    reading = read_card("Skirmishers", INTERNAL, used)
    assert reading.card is None and reading.ask
    offered = choices(reading, INTERNAL, used)
    assert [(card, told) for card, told, _why in offered] == [("I1-01", "starts in upper red"),
                                                             ("I1-02", "starts in upper blue")]
    assert "already drawn for T+1" in offered[0][2] and offered[1][2] is None
    assert "I1-01" in choices_line(reading, INTERNAL, used) and "I1-02" in choices_line(reading, INTERNAL, used)
    assert read_card("I1-02", INTERNAL, used).card == "I1-02"


@pytest.mark.parametrize("language,typed,card", [
    ("es", "caza", "E1-07"), ("es", "Caza", "E1-07"), ("es", "caza furtivo", "E1-03"),
    ("pt", "caça", "E1-07"), ("pt", "caca invisivel", "E1-03"), ("pt", "Caça com Crioescudo", "E1-06"),
    ("pt", "caza", "E1-07"), ("es", "fighter", "E1-07"),
])
def test_a_crew_types_the_name_printed_on_its_card(speak, language, typed, card):
    speak(language)
    assert read_card(typed, EXTERNAL_RED, {}).card == card


@pytest.mark.parametrize("language,typed,slot,candidates", [
    ("es", "frag", CardSlot(1, "external", True, "red", "white"), ("SE1-01", "SE1-05")),
    ("pt", "gosma", CardSlot(2, "internal", False, None, "mixed"), ("I2-01", "I2-02")),
    ("es", "caza f", CardSlot(1, "external", False, "red", "mixed"), ("E1-03", "E2-03")),
])
def test_a_prefix_or_shared_name_is_asked_for(speak, language, typed, slot, candidates):
    speak(language)
    reading = read_card(typed, slot, {})
    assert reading.card is None and reading.ask and reading.matches == candidates


def test_a_name_whose_card_does_not_fit_is_refused_not_swapped(speak):
    """`caza` is the Fighter even when the Fighter is drawn already: refused with the
    reason, never another *Caza…* that fits."""
    speak("es")
    reading = read_card("caza", EXTERNAL_RED, {"E1-07": "T+4, zona azul"})
    assert reading.card is None and "T+4" in reading.error


def test_completion_in_the_crews_language_with_the_id(speak):
    speak("pt")
    assert completion("caç", EXTERNAL_RED, {}) == "Caça (E1-07)"
    assert completion("caça i", EXTERNAL_RED, {}) == "Caça Invisível (E1-03)"
    assert completion("gos", CardSlot(2, "internal", False, None, "mixed"), {}) == "Gosma (I2-01)"
    speak("es")
    assert completion("lodo", CardSlot(2, "internal", False, None, "mixed"), {}) == "Lodo reptante (I2-01)"


def test_completion_by_id_and_by_name():
    assert completion("e1-0", EXTERNAL_RED, {}) == "E1-01 Pulse Ball"
    assert completion("sab", INTERNAL, {}) == "Saboteur (I1-03)"
    assert completion("", INTERNAL, {}) is None
    mixed = CardSlot(turn=1, kind="external", zone="red", level="mixed")
    assert completion("kam", mixed, {}) == "Kamikaze (E2-01)"
    assert completion("kam", EXTERNAL_RED, {}) is None


def test_short_and_words():
    assert short("Hmove:lower-blue") == "Hlb"
    assert short("A!") == "A!"
    assert short("red") == "←"
    assert "heroic move to lower blue" in words("Hmove:lower-blue!")
    assert "stumble" in words("A!")
    assert short("Q") == "?"


tokens = st.sampled_from(list(TOKENS) + ["A!", "Hmove:upper-red"])


@given(st.lists(tokens, min_size=12, max_size=12), st.integers(1, 13))
def test_a_board_of_tokens_delays_like_the_resolution(plan, turn):
    """The entry's preview delays record tokens with the rules core's `delay_board`, as
    the resolution delays a member's actions."""
    player = Player(0, "Ana", tuple(parse_action(t) for t in plan))
    moved = player.delay(turn)
    mine = list(plan)
    assert delay_board(mine, turn, "empty", "empty".__ne__) == moved
    assert mine == [a.token for a in player.actions]


def four_crew(**kw) -> MissionDraft:
    crew = [CrewSeat("Ana", "red", ["captain"]), CrewSeat("Bo", "yellow", ["communications"]),
            CrewSeat("Cy", "green", ["security"]), CrewSeat("Di", "blue")]
    kw.setdefault("tracks", {"red": 1, "white": 2, "blue": 3, "internal": 4})
    return MissionDraft.new(crew=crew, **kw)


TIMELINE = Timeline("test", "Test", (240, 465, 610), (
    TimelineEvent(10, "threat", turn=1, kind="external", zone="red"),
    TimelineEvent(40, "threat", turn=2, kind="internal"),
    TimelineEvent(70, "incoming_data"),
    TimelineEvent(100, "threat", turn=3, kind="external", zone="blue", serious=True),
    TimelineEvent(300, "threat", turn=5, kind="external", zone="white", unconfirmed=True),
))


def test_threats_from_a_timeline_physical_and_virtual():
    physical = threats_from_timeline(TIMELINE, four_crew(threat_source="physical"))
    assert [(t.turn, t.kind, t.zone, t.serious, t.unconfirmed, t.card) for t in physical] == [
        (1, "external", "red", False, False, None), (2, "internal", None, False, False, None),
        (3, "external", "blue", True, False, None), (5, "external", "white", False, True, None)]
    virtual = threats_from_timeline(TIMELINE, four_crew(threat_source="virtual", deck_seed=3))
    assert all(t.card for t in virtual[:3]) and virtual[3].card is None   # unconfirmed, 4 crew
    again = threats_from_timeline(TIMELINE, four_crew(threat_source="virtual", deck_seed=3))
    assert [t.card for t in again] == [t.card for t in virtual]
    for entry in virtual[:3]:
        assert read_card(entry.card, CardSlot(entry.turn, entry.kind, entry.serious, entry.zone),
                         {}).card == entry.card


def test_unconfirmed_reports_need_a_card_only_with_five():
    draft = four_crew()
    draft.threats = threats_from_timeline(TIMELINE, draft)
    draft.threats[0].card, draft.threats[1].card, draft.threats[2].card = "E1-07", "I1-01", "SE1-01"
    assert missing_parts(draft) == []
    assert [t.card for t in record_of(draft).threats] == ["E1-07", "I1-01", "SE1-01"]
    draft.crew.append(CrewSeat("Android 1", "purple", android=True))
    draft.fit_plans()
    assert missing_parts(draft) == ["no card for the T+5, white zone threat"]


def test_delays_of_a_missed_computer_check_and_a_damaged_gravolift():
    draft = four_crew(damage_seed=7)
    draft.threats = [ThreatEntry(1, "external", zone="red", card="E1-05")]
    draft.plans[0][:6] = ["red", "empty", "empty", "empty", "lift", "A"]
    draft.plans[1] = ["C", "empty", "empty", "C", "empty", "empty", "empty", "C",
                      "empty", "empty", "empty", "empty"]
    delays = compute_delays(draft)
    assert delays.marks == {(0, 6): "damaged gravolift"}
    assert delays.after[0][4:7] == ["lift", "empty", "A"]
    draft.plans[1][0] = "empty"     # nobody maintains the computer in phase 1
    draft.plans[2][2] = "B"
    delays = compute_delays(draft)
    assert delays.marks[(2, 3)] == "computer check"


def test_delays_never_raise_and_say_what_is_provisional():
    draft = four_crew(tracks={})
    draft.threats = [ThreatEntry(1, "external", zone="red")]
    assert "trajectories incomplete" in compute_delays(draft).note
    assert "1 threat not named yet" in compute_delays(draft).note
    draft.plans[0][0] = "Q"
    assert compute_delays(draft).note.startswith("delays not computed")


def test_warnings():
    draft = four_crew()
    draft.plans[0][:3] = ["HA", "A", "HB"]
    warnings = warnings_of(draft)
    assert "Ana has 2 heroic cards (each crew member is dealt one)" in warnings
    assert "Bo plans no card at all" in warnings


from spacealert_tui.rules.decks import LEVEL_COLORS  # noqa: E402

NF = ("base", "new_frontier")


@pytest.mark.parametrize("text, slot, card", [
    ("se3104", CardSlot(1, "external", True, "red", "red", card_sets=NF), "SE3-104"),
    ("3-104", CardSlot(1, "external", True, "red", "all", card_sets=NF), "SE3-104"),
    ("e3107", CardSlot(2, "external", False, "blue", "red+yellow", card_sets=NF), "E3-107"),
    ("3-107", CardSlot(2, "external", False, "blue", "red", card_sets=NF), "E3-107"),
    ("e107", CardSlot(2, "external", False, "blue", "white", card_sets=NF), "E1-07"),
    ("107", CardSlot(2, "external", False, "blue", "white", card_sets=NF), "E1-07"),
    ("107", CardSlot(3, "internal", False, None, "mixed", card_sets=NF), "I1-07"),
    ("107", CardSlot(2, "external", True, "blue", "white", card_sets=NF), "SE1-07"),
])
def test_ids_as_read_off_the_card(text, slot, card):
    assert read_card(text, slot, {}).card == card


def test_a_whole_id_means_that_card_even_in_another_slot():
    reading = read_card("e107", CardSlot(2, "external", True, "blue", "white", card_sets=NF), {})
    assert reading.card is None and "common threat; T+2 announced a serious one" in reading.error


def test_every_one_of_the_103_cards_can_be_entered():
    from spacealert_tui.rules.card_ids import known_ids
    from spacealert_tui.rules.decks import LEVELS
    from spacealert_tui.rules.threats import CARDS

    assert len(known_ids()) == 103
    for cid in known_ids():
        cls = CARDS[cid]
        level = next(level for level in LEVELS if cls.color in LEVEL_COLORS[level])
        slot = CardSlot(1, cls.kind, cls.serious, "red" if cls.kind == "external" else None, level, card_sets=NF)
        assert read_card(cid, slot, {}).card == cid
        assert read_card(cid.lower().replace("-", ""), slot, {}).card == cid


def test_a_red_card_in_a_base_tier_is_refused_by_colour():
    reading = read_card("SE3-104", CardSlot(1, "external", True, "red", "mixed", card_sets=NF), {})
    assert "red card" in reading.error and "white and yellow" in reading.error


def test_a_new_frontier_card_is_refused_when_the_decks_do_not_hold_it():
    reading = read_card("E1-101", CardSlot(1, "external", False, "red", "white"), {})
    assert reading.card is None and "which this mission's decks do not hold" in reading.error
