"""Double-action cards (The New Frontier, pp.9–10: *Las nuevas cartas de acción*, *La
ronda de resolución*, *Las acciones imposibles de realizar*, *Los retrasos*).

A double half is done top symbol first, then the other (K03, K08). A half that
cannot be done does what the base game's action does then — nothing — and the
other half is still done (K07; rulings ND1–ND3 say what "cannot" means for each
action). A delay the first half causes slides the card half a space: the next
turn's card is pushed right as usual, and the second half becomes the action of the
next turn (K10), written in the plan as the card with `rest` set (`A+B>`), so a plan
shows it lying between two spaces. A delay the second half causes delays the next
turn as a base card would (K11). No stumbling with these cards: the record refuses
`A+B!` (K13). In space a card is one action (K18): the interceptors' rules say which.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar, cast

from spacealert_tui.rules import events as ev
from spacealert_tui.rules.actions import ACTION_WORDS, EMPTY, Action, DoubleAction
from spacealert_tui.rules.crew import HOLDS_CARD, Player, delay_board
from spacealert_tui.rules.game import BUTTONS, Game
from spacealert_tui.rules.new_frontier.frontier_crew import FrontierPlayer
from spacealert_tui.rules.text import made

FIRST, SECOND, SLID = 1, 2, -1      # FrontierPlayer.half while a double card is done


def half_word(half: Action) -> str:
    """A half as the action it shows (a half made heroic, HA, as printed)."""
    return ACTION_WORDS.get(half.token, half.token)


class DoubleActionsRules(Game):
    """Mixin of `NewFrontierGame`: plays double-action cards half by half."""

    # what `super()` would call, bound once per class (`Game.bind_chains`)
    __next_delay: ClassVar[Callable[[Game, Player, int, str], None]]

    def _double_action(self, player: Player, action: Action, turn: int) -> None:
        card = cast(DoubleAction, action)
        member = cast(FrontierPlayer, player)
        if card.rest:                       # slid half a space: its second half is this turn's
            member.half = SECOND
            self.do_half(player, card.second, turn)
            member.half = 0
            return
        member.half = FIRST
        self.do_half(player, card.first, turn)
        if member.half == SLID:             # the first half caused a delay: the card slid
            member.half = 0
            return
        member.half = SECOND
        if player.knocked_out:
            pass
        elif player.in_space:               # launched with the first half (K18)
            self.emit(ev.NothingHappens(player.name, made("only one action a turn in space: {action} is lost",
                                                            action=half_word(card.second))))
        else:
            self.do_half(player, card.second, turn)
        member.half = 0

    def do_half(self, player: Player, half: Action, turn: int) -> None:
        """One half of a double card, done as the single card it shows would be aboard."""
        button = BUTTONS[half.act]
        if button is not None:
            self.press(player, button[0], button[1])
        else:
            self.action_handlers[half.act](self, player, half, turn)

    def delay(self, player: Player, turn: int, cause: str) -> None:
        """A delay of the next turn caused by the first half of a double card slides the
        card half a space (K10); once it slid, the next turn counts as delayed for the
        rest of this turn (delays of one turn never add up, ruling R6)."""
        board = player.actions
        if turn != self.turn + 1 or not isinstance(player, FrontierPlayer) or self.turn > len(board):
            self.__next_delay(player, turn, cause)      # (in turn 13 no card is being played)
            return
        waiting = board[turn - 1] if turn <= len(board) else None
        if isinstance(waiting, DoubleAction) and waiting.rest and waiting.slid_in == self.turn:
            return                          # the card already slid for a delay of this turn
        card = board[self.turn - 1]
        if player.half != FIRST or not isinstance(card, DoubleAction) or card.rest:
            self.__next_delay(player, turn, cause)
            return
        player.half = SLID
        if turn > len(board):
            self.emit(ev.ActionDelayed(player.name, turn, made(
                "{cause}: no turn is left for the second half of {card} ({action})", cause=cause,
                card=card.token, action=half_word(card.second))))
            return
        delay_board(board, turn, EMPTY, HOLDS_CARD)        # the next card moves on as usual
        board[turn - 1] = card.slid(self.turn)
        self.emit(ev.ActionDelayed(player.name, turn, made(
            "{cause}: {card} slides half a space, its second half ({action}) is done in turn {turn}",
            cause=cause, card=card.token, action=half_word(card.second), turn=turn)))
