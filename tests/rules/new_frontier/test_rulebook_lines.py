"""Lines of the rulebooks the engine once got wrong (issue 22), each from its page's
words: sealed doors stop every intruder (expansion p.37), a phasing threat that came
back only to move keeps its bracketed values for the whole turn (p.5), a summoned card
is set up by the turn it appears (p.36), the Vortex's delay is the turn's one delay
(base rulebook §7.2, expansion p.37).

Internal track 4 in the builders: 13 squares, X on 9, Y on 5, Z on 1.
"""
from __future__ import annotations

import pytest

from spacealert_tui.rules.layout import SHIP_STATIONS, Station, Zone
from spacealert_tui.rules.new_frontier.game import NewFrontierGame
from spacealert_tui.rules.threats import CARDS
from spacealert_tui.rules.threats.base import ACTIVE, Intruder
from spacealert_tui.rules.threats.internal_common import Slime
from tests.rules.builders import place, put_in_play, record
from tests.rules.new_frontier.nf_builders import PLAIN_ORDER, act, nf_game

S = Station
TRACKS4 = {"red": 1, "white": 2, "blue": 3, "internal": 4}


def resolved(threats, crew, tracks=TRACKS4) -> NewFrontierGame:
    game = NewFrontierGame(record(threats, crew, tracks=tracks, damage_tokens=PLAIN_ORDER))
    game.run()
    return game


# -- sealed doors stop every intruder (p.37, ruling NID13) -----------------------------------
def test_driller_drills_no_sealed_door_mission():
    """Expansion p.37, *¡Descompresión!*: "Hasta que sea destruida, ni los jugadores ni los
    intrusos podrán desplazarse entre ambas localizaciones"; "Si esta avería realiza su
    acción Z, las puertas seguirán selladas hasta el final de la misión". p.38, *Perforador*:
    it moves toward the most damaged zone and "no cambia de cubierta".

    The Airlock (T+1) seals red–white at X (turn 1) and white–blue at Y (turn 2), and its
    Z (turn 3) deals 3 to the red zone: red is the most damaged. The Driller (T+2) in
    lower blue reaches X in turn 3 and Y in turn 4: both times the white–blue doors
    stop it, so its Z (turn 5) hits the blue zone, not white or red."""
    g = resolved([("I3-104", 1), ("I3-107", 2)], [["empty"]])
    driller = next(t for t in g.threats if t.id == "I3-107")
    assert driller.stations == [S.LOWER_BLUE]
    assert g.lost is None
    assert [g.ship.damage_count(z) for z in (Zone.RED, Zone.WHITE, Zone.BLUE)] == [3, 0, 4]
    assert any("cannot pass the sealed" in str(e) and "Driller" in str(e) for e in g.events)


def test_seeker_hunts_through_no_sealed_door_mission():
    """Expansion p.37 (the doors stop "los intrusos", every one of them); base rulebook,
    the Seeker's card: it moves to the adjacent station with the most players.

    The crew walks to upper red in turn 1; the Airlock's X seals red–white that turn. The
    Seeker (T+2, upper white) would hunt them at X and Y, but the doors stop it: it stays
    on the bridge, and its Z (5 damage) hits the white zone."""
    crew = [["red"], ["red"], ["red"]]
    g = resolved([("I3-104", 1), ("SI2-02", 2)], crew)
    seeker = next(t for t in g.threats if t.id == "SI2-02")
    assert seeker.stations == [S.UPPER_WHITE]
    assert [g.ship.damage_count(z) for z in (Zone.RED, Zone.WHITE, Zone.BLUE)] == [3, 5, 0]


def _every_intruder() -> list[str]:
    return sorted(card for card, cls in CARDS.items()
                  if cls.kind == "internal" and issubclass(cls, Intruder) and cls.summons is None)


@pytest.mark.parametrize("card", _every_intruder())
def test_no_intruder_crosses_a_sealed_door(card):
    """Expansion p.37: with the doors sealed, "ni los jugadores ni los intrusos podrán
    desplazarse entre ambas localizaciones" — except the Slime, which passes them
    ("así como el Lodo reptante (aunque nadie se explica cómo es capaz de hacerlo)").
    Every intruder, in every station, with the crew gathered anywhere and any zone the
    most damaged, does its X and Y behind both sealed doors: it never leaves its zone
    (it may change deck: the gravolift has no door)."""
    cls = CARDS[card]
    for start in SHIP_STATIONS[:6]:
        for crowd in SHIP_STATIONS[:6]:
            for hurt in (Zone.RED, Zone.BLUE):
                for letter in "XY":
                    g = nf_game([("I3-104", 1), (card, 2)], crew=[["empty"]] * 3)
                    airlock = put_in_play(g, "I3-104")
                    act(g, airlock, "X")
                    act(g, airlock, "Y")
                    g.damage_zone(hurt, 2, "test")
                    t = put_in_play(g, card, turn=2)
                    if len(t.stations) == 1:
                        t.stations[0] = start
                        if hasattr(t, "token_hp"):
                            t.token_hp = {start: 2}
                    for i in range(3):
                        place(g, i, crowd.name.lower().replace("_", "-"))
                    before = {s.zone for s in t.stations}
                    t.perform(letter, g)
                    after = {s.zone for s in t.stations}
                    if issubclass(cls, Slime) or t.state != ACTIVE:
                        continue
                    assert after <= before, (card, start, crowd, hurt, letter, t.stations)


# -- a phasing threat that came back only to move: bracketed values all turn (p.5, NB2) ---------
def _attacks_of(g, name: str) -> dict[int, list[tuple[str, int]]]:
    from spacealert_tui.rules import events as ev
    out: dict[int, list[tuple[str, int]]] = {}
    turn = 0
    for e in g.events:
        if isinstance(e, ev.StepBegan):
            turn = e.turn
        elif isinstance(e, ev.ShipAttacked) and name in e.source:
            out.setdefault(turn, []).append((e.zone, e.strength))
    return out


def test_a_push_later_in_the_turn_it_came_back_uses_the_bracketed_value_mission():
    """Expansion p.5, *Amenazas cambiafases*: "La acción normal tiene lugar si la amenaza ha
    estado materializada durante el turno, mientras que la versión entre corchetes se
    aplica cuando la amenaza no se materializa hasta justo antes de moverse."

    Phasing Frigate (T+1, blue trajectory 3: X 8, Y 3, Z 1; speed 2; X 2 [1], Y 3 [2],
    Z 4 [3]): turn 1 it moves 12→10 and leaves; turn 2 it comes back, reaches X: [1];
    turn 3 it moves 10→… 8→6 and leaves; turn 4 it comes back just before moving (6→4).
    Later that turn the Hidden Transmitter (T+1, internal, moves after the external
    T+1) reaches its Y and pushes every external threat on the blue trajectory 2
    squares: the Frigate reaches Y. It was not materialised during turn 4, so its Y is
    the bracketed 2, not 3. Turn 5 it was there all turn: its Z is the plain 4."""
    threats = [{"card": "SE2-102", "turn": 1, "zone": "blue"},
               {"card": "SI3-102", "turn": 1, "summons": "E1-01"}]
    g = resolved(threats, [["empty"]], tracks={"red": 1, "white": 2, "blue": 3, "internal": 4})
    frigate = _attacks_of(g, "Phasing Frigate")
    assert frigate[2] == [("blue", 1)]
    assert frigate[4] == [("blue", 2)]
    assert frigate[5] == [("blue", 4)]


def test_the_next_turn_a_push_before_its_own_move_uses_the_plain_value():
    """Expansion p.5: the normal action "tiene lugar si la amenaza ha estado materializada
    durante el turno". It came back in turn 4 and stayed on its track: in turn 5 it has
    been there all turn, so the Scout's push (Y: every other threat 1 square, T+1 before
    it) reaching its X uses the plain 2, not [1]."""
    g = nf_game([("E2-02", 1, "blue"), ("SE2-102", 2, "blue")])
    scout = put_in_play(g, "E2-02", position=4)
    frigate = put_in_play(g, "SE2-102", position=11)
    frigate.dematerialized = True
    g.ship.shields = [20, 20, 20]
    g.turn, g.step = 4, "threats"
    g.phased_move(frigate, 2)               # turn 4, its own move: back just before moving, 11 -> 9
    assert frigate.phased_turn and not frigate.dematerialized
    frigate.on_turn_end(g)                  # turn 4 ends
    start = len(g.events)
    g.turn = 5
    g.advance(scout, 1)                     # turn 5: the Scout's Y pushes it 9 -> 8 (X)
    from spacealert_tui.rules import events as ev
    hits = [(e.zone, e.strength) for e in g.events[start:] if isinstance(e, ev.ShipAttacked)
            and "Frigate" in e.source]
    assert hits == [("blue", 2)]


# -- a summoned card is set up by the turn it appears (p.36, ruling NEI11) --------------------
@pytest.mark.parametrize("number, station", [(1, S.UPPER_BLUE), (2, S.UPPER_RED)])
def test_a_summoned_lateral_laser_jam_takes_the_side_of_the_turn_it_appears_mission(number, station):
    """Expansion p.36, *Sobrecarga en láser lateral*: "El láser lateral que sufre la
    sobrecarga depende del turno en el que aparezca la amenaza. Si el turno es impar, la
    avería aparece en la estación superior roja. Si el turno es par, aparece en la
    estación superior azul." p.7: a summoned threat appears when its summoner's action
    calls it, not with the summoner.

    The Transmitter Satellite (speed 3, blue trajectory 3: X on 8) summons at X: a T+1
    reaches it in turn 2 (even: upper blue), a T+2 in turn 3 (odd: upper red) — the
    opposite of its own number's parity."""
    threats = [{"card": "SE3-104", "turn": number, "zone": "blue", "summons": "I3-101"}]
    g = resolved(threats, [["empty"]])
    jam = next(t for t in g.threats if t.id == "I3-101")
    assert jam.turn == number + 1
    assert jam.stations == [station]


def test_the_vortex_z_card_takes_the_side_of_the_turn_it_is_played_mission():
    """Expansion p.37, *Vórtice espacio-temporal*: at Z "tendréis que robar una carta de
    amenaza interna común y ejecutar sus acciones de manera inmediata" — it appears then;
    p.36: the Lateral Laser Jam's side "depende del turno en el que aparezca".

    The Vortex (T+1, internal track 4, speed 2) reaches Z in turn 6 (13→11→9→7→5→3→1):
    the Jam drawn beside it appears in an even turn, on upper blue. Its X drains the
    blue reactor, its Y deals 2 to blue, its Z 3 to blue, 2 to white and 1 to red."""
    g = resolved([{"card": "SI3-104", "turn": 1, "summons": "I3-101"}], [["empty"]])
    vortex = next(t for t in g.threats if t.id == "SI3-104")
    assert vortex.bonus_threat is not None and vortex.bonus_threat.stations == [S.UPPER_BLUE]
    assert [g.ship.damage_count(z) for z in (Zone.RED, Zone.WHITE, Zone.BLUE)] == [1, 2, 5]


# -- the Vortex's delay is the turn's one delay (§7.2, p.37, R6, ND5, NEI12) ------------------
VORTEX_T1 = {"card": "SI3-104", "turn": 1, "summons": "I1-05"}     # X in turn 2 (13→11→9)


def _board(g, index: int = 0, n: int = 5) -> list[str]:
    return [a.token for a in g.players[index].actions[:n]]


def test_the_computer_check_does_not_delay_again_after_the_vortex_copy_mission():
    """Base rulebook §7.2 (the Slime): "los retrasos sufridos en un solo turno no son
    acumulativos". Expansion p.37: the Vortex's X "retrasa la siguiente acción de cada
    jugador. Dejad en blanco esa casilla y desplazad las cartas de acción hacia la
    derecha de la manera habitual. [...] el jugador tendrá que desplazar esa carta [...] a
    la casilla vacía que ha introducido."

    Turn 2: the player presses A; the Vortex's X delays his turn 3 and copies A into it;
    nobody maintained the computer, and the check after turn 2 would delay turn 3 too —
    but turn 3's one delay is taken: the copy stays, and B is done in turn 4."""
    g = resolved([VORTEX_T1], [["empty", "A", "B"]])
    assert _board(g) == ["empty", "A", "A", "B", "empty"]
    from spacealert_tui.rules import events as ev
    delays = [e for e in g.events if isinstance(e, ev.ActionDelayed)]
    assert len(delays) == 1 and "Vortex" in str(delays[0])


def test_a_player_already_delayed_this_turn_gets_no_vortex_copy_mission():
    """Base rulebook §7.2: delays of one turn are not cumulative; p.37: the copy goes
    into "la casilla vacía que ha introducido" the Vortex's delay. A player whose turn 3
    was already delayed in turn 2 (his stumble, "¡Huy, tropezón!", base rulebook p.8:
    "su acción del siguiente turno se verá retrasada") suffers no second delay: the
    Vortex introduces no gap and copies nothing into it."""
    g = resolved([VORTEX_T1], [["empty", "A!", "B"]])
    assert _board(g) == ["empty", "A!", "empty", "B", "empty"]


# -- no stumbles with double-action cards (p.10, ruling ND9) ---------------------------------
@pytest.mark.parametrize("token", ["A!", "red!", "bots!", "HA!", "Hmove:lower-red!"])
def test_no_stumble_on_any_card_of_a_double_action_mission(token):
    """Expansion p.10, *Los tropezones*: "Sintiéndolo mucho, los exploradores veteranos no
    tropiezan. Si usáis cartas de acción doble, tendréis que hacer lo que indican aunque
    vuestra intención fuera jugarlas de otro modo." In such a mission every action card
    is a double-action card, played single half up or double half up: a stumble is
    refused on either, and on a heroic card too; the record names the field."""
    from spacealert_tui.rules.record import RecordError, record_from_dict
    from tests.rules.builders import record_doc
    doc = record_doc(crew=[["A", token]])
    assert record_from_dict(doc).crew[0].actions[1].stumble        # the base game allows it
    doc["mission"]["rules"] = ["double_actions"]
    with pytest.raises(RecordError) as err:
        record_from_dict(doc)
    assert err.value.path == ("crew", 0, "actions", 1) and "stumbling" in str(err.value)
