"""Practice: the action round planned on screen with the app's action deck (rulebook §5).

`SoloScreen(draft, *, audio=None, clock=None, practice=False)` is the action round of a
crew whose action cards the app deals (`draft.action_cards == "virtual"`, always for a
solo crew): the same soundtrack, clock, threats and subtitles as `ActionRoundScreen` (both
hold a `RoundController` and a `RoundChrome`), plus every crew member's action board
(`ActionBoards`), planned from the keyboard; the cards are a `PracticeCards`
(`tui/practice_cards.py`), the words `widgets/practice_text.py`. The deal follows the
crew (`deal_for`, `rules.action_deck`):

- **solo** ("A solas en el espacio", §5.5): four androids, each with its heroic card; the
  90 normal cards lie face up, grouped by card (`A/red 10`); a card on a board may be
  changed until its phase ends; incoming data, data transfers and comms breaks are
  shown as "ignored in solo".
- **small crews** (§5.1–5.4: 2 players + 2 androids, 3 + 1, the 5-crew variant, or 4–5
  players): each player holds the cards dealt for the phase they plan (their heroic
  card among phase 1's); a card placed leaves the hand, and goes back if taken off
  while its phase is open. `u` picks up the next phase's cards (the earlier turns are
  then fixed for that player); the computer's end of a phase picks up for everyone
  late. Androids are programmed with a card from the hand of the giving player (`g`
  chooses who), face up and for good; only the android's own heroic card is free.
  "Incoming data": each player may draw one card (`i`) until the phase ends; "data
  transfer": each player may give one card to another (`t`) until the beep.
- **two or more players at one terminal**: the cards are never shown to the others (§2,
  ruling RD15): the hands' pane shows the hand of the player holding the terminal, the
  other players' boards show their cards' backs; `o` hands the terminal over behind a
  screen that hides everything (`hand_over`). Androids take cards from the holder's hand.

A phase's turns lock when the computer ends the phase (`Table.close_phase`); a card
placed there after is refused with the reason. `practice=True` (or `p` before
starting) plays without the soundtrack and the clock: the threats and the computer's
messages of a phase come when it opens, `n` closes the phase.

The boards' tokens go into the draft's plans as they are placed (saved at once); when
the round ends `draft.stage = "entry"`, the draft is saved and the screen dismisses with
the draft (None when abandoned): the entry screen then shows the plans already filled.
"""
from __future__ import annotations

from spacealert_tui.i18n import N_
from spacealert_tui.record.practice import new_solo_draft
from spacealert_tui.tui.planning_round import PlanningRound
from spacealert_tui.tui.practice_cards import board_rows, deal_for, plans_on_screen

__all__ = ["SoloScreen", "board_rows", "deal_for", "new_solo_draft", "plans_on_screen"]


class SoloScreen(PlanningRound):
    """Practice: the action round planned on screen with the app's action deck. Its
    round, cards, keys and words are `tui/planning_round.py`'s, which the flight school's
    plan shares (a base outside the screens, so that neither view imports the other)."""

    SUB_TITLE = N_("Solo practice")
