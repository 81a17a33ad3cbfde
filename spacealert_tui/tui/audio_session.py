"""The app's sound: opened before the Textual app starts, handed to the action round.

Why before: initialising the pygame mixer on a machine without a sound device makes
ALSA write lines straight to file descriptor 2 — which is where Textual draws the
whole screen. `AudioSession.open()` (through `audio.device.open_audio`) silences
fds 1 and 2 around the import and the init, which is only safe while nothing is
drawn yet. So the launcher does:

    session = AudioSession.open(enabled=...)     # before App.run()
    try:
        app = SpaceAlertApp(..., audio=session); app.run()
    finally:
        session.close()

and the app passes `session` to `ActionRoundScreen(draft, audio=session)`. The
session keeps one backend for the whole run (the clips of the round to play are
decoded before it starts; those of other languages are let go) and the notices
to show ("No audio device (...): subtitles only.").

`prepare_round(draft, session)` turns a mission draft into what the action round
plays: the timeline (`load_mission(draft.soundtrack)`), the clips of
`draft.language`, the script for the crew, and which announcements are threats.
No Textual in this module, and no pygame until `AudioSession.open()` is called.
"""
from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from spacealert_tui.i18n import N_, _

logger = logging.getLogger(__name__)

if TYPE_CHECKING:
    from spacealert_tui.mission.script import ScheduledClip, Script
    from spacealert_tui.mission.timeline import Timeline, TimelineEvent
    from spacealert_tui.record.draft import MissionDraft

AUDIO_OFF = N_("Audio off: subtitles only.")


class AudioSession:
    """One audio backend for the app's whole run, plus its start-up notices.

    `deferred()` opens it when it is first needed (a round's clips preloaded, in a
    worker thread), so the home screen starts without pygame; the launcher then keeps
    the terminal off file descriptor 2 for the app's run (`launch.screen_apart`)."""

    def __init__(self, backend: Any, notices: list[str] | None = None,
                 custom_dir: Path | None = None,
                 opener: Callable[[], AudioSession] | None = None) -> None:
        self._backend = backend
        self.notices = [n for n in (notices or []) if n]
        self.custom_dir = custom_dir
        self._opener = opener
        self._lock = threading.RLock()   # preloading happens in a worker thread

    @property
    def opened(self) -> bool:
        return self._backend is not None

    @property
    def backend(self) -> Any:
        """The backend, opened now if the session was deferred (its notices join `notices`)."""
        if self._backend is None:
            with self._lock:
                if self._backend is None:
                    assert self._opener is not None
                    opened = self._opener()
                    self.notices += opened.notices
                    self.custom_dir = opened.custom_dir
                    self._backend = opened.backend
        return self._backend

    @classmethod
    def deferred(cls, enabled: bool = True, *, volume: float = 1.0,
                 custom_dir: Path | None = None) -> AudioSession:
        """A session whose mixer opens (`open`) when the app first needs sound. Only while
        nothing draws on file descriptor 2: see `launch.screen_apart`."""
        return cls(None, [], custom_dir,
                   opener=lambda: cls.open(enabled, volume=volume, custom_dir=custom_dir))

    @classmethod
    def open(cls, enabled: bool = True, *, volume: float = 1.0,
             custom_dir: Path | None = None) -> AudioSession:
        """Open the mixer (or the silent backend, with a one-line notice). Before `App.run()`.

        `SPACEALERT_NO_AUDIO=1` also turns sound off. With `custom_dir` (a user's clip
        folder), its files are decoded now too, while fd 2 can still be silenced: a
        user's MP3 may make the decoder complain on stderr.
        """
        from spacealert_tui.audio.backend import AudioSettings, quiet_fds
        from spacealert_tui.audio.device import open_audio

        backend = open_audio(enabled, AudioSettings(volume=volume))
        session = cls(backend, [backend.notice] if backend.notice else [], custom_dir)
        if custom_dir is not None:
            from spacealert_tui.audio.catalogue import ClipSet
            try:
                clips = ClipSet("en", custom_dir=custom_dir)
                pack = clips.pack
                ids = list(pack.files) if pack is not None else []
                with quiet_fds():
                    session.notices += backend.preload([clips.clip(i) for i in ids])
                if hasattr(backend, "pin"):  # decoded while fd 2 is silenced: kept all along
                    backend.pin()
            except Exception as exc:  # a broken folder must not stop the app: built-in voice
                logger.warning("the clip folder could not be used", exc_info=True)
                session.notices.append(_("Cannot use the clip folder {folder}: {reason}").format(
                    folder=custom_dir, reason=exc))
                session.custom_dir = None
        return session

    @classmethod
    def silent(cls, notice: str | None = AUDIO_OFF) -> AudioSession:
        """No sound at all (tests, `--no-audio`): subtitles only."""
        from spacealert_tui.audio.backend import SilentBackend

        notice = _(notice) if notice else notice

        return cls(SilentBackend(notice=notice), [notice] if notice else [])

    @classmethod
    def of(cls, audio: AudioSession | Any | None) -> AudioSession:
        """A session from what the screen was given: a session, a bare backend, or nothing."""
        if isinstance(audio, AudioSession):
            return audio
        if audio is None:
            return cls.silent()
        notice = getattr(audio, "notice", None)
        return cls(audio, [notice] if notice else [])

    @property
    def silent_backend(self) -> bool:
        return getattr(self.backend, "name", "") == "silent"

    def preload(self, script: Script) -> list[str]:
        """Decode every clip of `script` at the level it plays at, before the round starts
        (nothing is decoded during it), and forget other rounds' clips; warnings."""
        from spacealert_tui.audio.backend import script_voices

        voices = script_voices(script)
        with self._lock:
            before = len(self.notices)
            backend = self.backend                  # a deferred session opens here
            warnings = self.notices[before:] + list(backend.preload(voices))
            retain = getattr(self.backend, "retain", None)
            if retain is not None:
                retain({v.clip.file for v in voices})
            return warnings

    def close(self) -> None:
        """After `App.run()` returns: release the mixer (if it was ever opened)."""
        close = getattr(self._backend, "close", None)
        if close is not None:
            close()


class GuardedPlayer:
    """The backend, with every call's failure caught: the round (and subtitles) go on.

    The scheduler runs in a thread worker; an exception from the mixer there would end
    the worker and silence the rest of the round. The first failure is reported once
    through `on_error`.
    """

    def __init__(self, backend: Any, on_error: Callable[[str], object] | None = None) -> None:
        self.backend = backend
        self.on_error = on_error
        self.failed = False
        #: a stream backend's lead: the scheduler then hands clips over early (`play_at`)
        self.lead = getattr(backend, "lead", 0.0) if hasattr(backend, "play_at") else 0.0

    def _guard(self, name: str, *args: Any) -> None:
        try:
            getattr(self.backend, name)(*args)
        except Exception as exc:
            logger.warning("sound failed in %s", name, exc_info=True)
            if not self.failed:
                self.failed = True
                if self.on_error is not None:
                    self.on_error(_("Sound failed ({reason}): subtitles only.").format(
                        reason=exc or type(exc).__name__))

    def play(self, clip: ScheduledClip) -> None:
        self._guard("play", clip)

    def play_at(self, clip: ScheduledClip, due: float) -> None:
        self._guard("play_at", clip, due)

    def stop(self, layer: str) -> None:
        self._guard("stop", layer)

    def stop_all(self) -> None:
        self._guard("stop_all")

    def pause(self) -> None:
        self._guard("pause")

    def resume(self) -> None:
        self._guard("resume")


# ----------------------------------------------------------------------------- the round


def crew_size(draft: MissionDraft) -> int:
    """Seats at the table, androids included (5 when the draft has no crew yet)."""
    return len(draft.crew) or 5


def script_players(draft: MissionDraft) -> int:
    """The crew size the soundtrack is laid out for: 1 for a solo game (only androids).

    Under 5, unconfirmed reports are marked "ignore"; solo also marks incoming data,
    data transfers and comms breaks (rulebook §5.5). A crew filled up to five with an
    android (the 5-crew variant) counts as five.
    """
    if draft.crew and all(seat.android for seat in draft.crew):
        return 1
    return min(5, crew_size(draft))


def unconfirmed_counts(draft: MissionDraft) -> bool:
    """Unconfirmed reports count only with a crew of five (androids of the 5-crew variant included)."""
    return script_players(draft) >= 5


@dataclass
class PreparedRound:
    """Everything the action round plays for one draft."""

    timeline: Timeline
    script: Script
    players: int
    notices: list[str] = field(default_factory=list)
    #: announcement index -> the timeline's threat event it announces
    threat_calls: dict[int, TimelineEvent] = field(default_factory=dict)


def threat_calls(script: Script) -> dict[int, TimelineEvent]:
    """Which announcement says which threat: the n-th threat announcement is the n-th threat.

    The script lays announcements out in the timeline's order (stable by wanted time),
    so the pairing is exact.
    """
    said = [a.index for a in script.announcements if a.kind == "threat"]
    threats = list(script.timeline.threats)
    if len(said) != len(threats):
        return {}
    return dict(zip(said, threats))


def prepare_round(draft: MissionDraft, session: AudioSession) -> PreparedRound:
    """Load `draft.soundtrack` and lay it out in `draft.language` for the crew.

    Raises `UserError` (unknown mission, bad file, unknown language) for the screen
    to show. Decodes nothing: call `session.preload(round.script)` for that.
    """
    from spacealert_tui.audio.catalogue import ClipSet
    from spacealert_tui.mission import load_mission
    from spacealert_tui.mission.script import build_script

    timeline = load_mission(draft.soundtrack)
    clips = ClipSet(draft.language, custom_dir=session.custom_dir)
    players = script_players(draft)
    script = build_script(timeline, clips, players=players)
    return PreparedRound(timeline=timeline, script=script, players=players,
                         notices=list(clips.warnings), threat_calls=threat_calls(script))
