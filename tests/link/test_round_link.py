"""What the devices hear of the round (`tui/link_round.py`): each announcement once, as
the ship's computer says it — its sentences joined into one line as they are spoken,
never a line per sentence (a phone vibrates once per announcement)."""
from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from spacealert_tui.tui.link_round import RoundLink


class Heard:
    """A `LinkHost` that keeps what was published."""

    def __init__(self) -> None:
        self.public: dict[str, Any] = {}

    def publish(self, **public: Any) -> None:
        self.public.update(public)


def round_saying(*subtitles: str) -> list[str]:
    clock = SimpleNamespace(left=200.0, phase=1, t=0.0)
    rc = SimpleNamespace(subtitle="", calls=[], comms_down=None, draft=None,
                         clock_now=lambda: clock, transfer_open=lambda t: False)
    host = Heard()
    link = RoundLink(host, rc)  # type: ignore[arg-type]
    for subtitle in subtitles:
        rc.subtitle = subtitle
        link.tick()
    return host.public["announcements"]


def test_an_announcement_said_sentence_by_sentence_is_one_line() -> None:
    assert round_saying("Alert.", "Alert. Enemy activity detected.",
                        "Alert. Enemy activity detected. Please begin first phase.", "",
                        "Incoming data.", "Incoming data. Repeat: incoming data.") == [
        "Alert. Enemy activity detected. Please begin first phase.", "Incoming data. Repeat: incoming data."]


def test_the_same_words_again_later_are_a_new_announcement() -> None:
    assert round_saying("Alert.", "Alert. Time T plus one.", "", "Alert.", "Alert. Time T plus two.") == [
        "Alert. Time T plus one.", "Alert. Time T plus two."]
