"""The mission timeline: what the ship's computer announces, and when.

A timeline is pure data (no audio, no files): times are seconds from the start of
the opening announcement. Its JSON form is the contract of
`spacealert mission show ID --json` (described in missions/README.md).
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

    @property
    def points(self) -> int:
        """Threat points as the rulebook counts them: normal 1, serious 2 (0 if not a threat)."""
        if self.type != "threat":
            return 0
        return 2 if self.serious else 1

    def to_json(self) -> dict:
        d: dict = {"at": self.at, "type": self.type}
        if self.type == "threat":
            d.update(turn=self.turn, kind=self.kind, zone=self.zone,
                     serious=self.serious, unconfirmed=self.unconfirmed)
        elif self.type == "comms_down":
            d["duration"] = self.duration
        return d

    @classmethod
    def from_json(cls, d: dict) -> TimelineEvent:
        """Inverse of `to_json` (trusted input; files go through `mission.files`)."""
        if d["type"] == "threat":
            return cls(at=d["at"], type="threat", turn=d["turn"], kind=d["kind"],
                       zone=d.get("zone"), serious=bool(d.get("serious", False)),
                       unconfirmed=bool(d.get("unconfirmed", False)))
        if d["type"] == "comms_down":
            return cls(at=d["at"], type="comms_down", duration=d["duration"])
        return cls(at=d["at"], type=d["type"])


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

    @property
    def may_end_early(self) -> bool:
        """A three-phase round may be ended by the crew once phase 2 is over (rulebook
        §2, the end of the action round); a two-phase test run plays to the end."""
        return len(self.phase_ends) >= 3

    @property
    def threats(self) -> tuple[TimelineEvent, ...]:
        return tuple(e for e in self.events if e.type == "threat")

    def phase_at(self, t: float) -> int:
        """The phase (1-based) running at time `t`; a boundary belongs to the next phase."""
        for number, end in enumerate(self.phase_ends, start=1):
            if t < end:
                return number
        return len(self.phase_ends) + 1

    def phase_start(self, phase: int) -> float:
        return 0 if phase == 1 else self.phase_ends[phase - 2]

    def to_json(self) -> dict:
        return {"id": self.id, "title": self.title, "phase_ends": list(self.phase_ends),
                "events": [e.to_json() for e in self.events]}

    @classmethod
    def from_json(cls, d: dict) -> Timeline:
        """Inverse of `to_json` (trusted input; files go through `mission.files`)."""
        return cls(id=d["id"], title=d["title"], phase_ends=tuple(d["phase_ends"]),
                   events=tuple(TimelineEvent.from_json(e) for e in d["events"]))
