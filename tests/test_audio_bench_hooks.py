"""benchmarks/audible.py times the app's own action round by putting its prepared round
where the round's controller prepares one, and reading the scheduler the controller
started. A refactor moved both once and the benchmark broke unnoticed: these are the
names it relies on."""
from __future__ import annotations

import inspect

from spacealert_tui.tui import round_controller
from spacealert_tui.tui.screens.action_round import ActionRoundScreen


def test_the_round_is_prepared_where_the_audio_benchmark_replaces_it():
    assert callable(round_controller.prepare_round)
    source = inspect.getsource(round_controller.RoundController)
    assert "prepare_round(" in source and "self.scheduler" in source


def test_the_action_round_keeps_its_controller_as_round():
    assert "self.round = RoundController(" in inspect.getsource(ActionRoundScreen)
