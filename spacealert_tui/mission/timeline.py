"""The mission timeline: what the ship's computer announces, and when.

A timeline is pure data (no audio, no files): times are seconds from the start of
the opening announcement. Its JSON form is the contract of
`spacealert mission show ID --json` (see ../shared/DESIGN.md).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

EventType = Literal["threat", "incoming_data", "data_transfer", "comms_down"]
ThreatKind = Literal["external", "internal"]
ZoneName = Literal["red", "white", "blue"]


@dataclass(frozen=True, slots=True)
class TimelineEvent:
    """One announcement (or comms break) at `at` seconds.

    Threat fields are set only for `type == "threat"`; `duration` only for
    `type == "comms_down"`.
    """

    at: float
    type: EventType
    turn: int | None = None
    kind: ThreatKind | None = None
    zone: ZoneName | None = None
    serious: bool = False
    unconfirmed: bool = False
    duration: float | None = None

    def to_json(self) -> dict:
        d: dict = {"at": self.at, "type": self.type}
        if self.type == "threat":
            d.update(turn=self.turn, kind=self.kind, zone=self.zone,
                     serious=self.serious, unconfirmed=self.unconfirmed)
        elif self.type == "comms_down":
            d["duration"] = self.duration
        return d


@dataclass(frozen=True, slots=True)
class Timeline:
    """A whole action round: phase boundaries plus the events between them.

    `phase_ends` are the phase boundaries in seconds (3 values, or 2 for the test
    runs); the last one ends the operation.
    """

    id: str
    title: str
    phase_ends: tuple[float, ...]
    events: tuple[TimelineEvent, ...] = field(default_factory=tuple)

    @property
    def duration(self) -> float:
        return self.phase_ends[-1] if self.phase_ends else 0.0

    def to_json(self) -> dict:
        return {"id": self.id, "title": self.title, "phase_ends": list(self.phase_ends),
                "events": [e.to_json() for e in self.events]}
