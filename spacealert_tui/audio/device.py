"""Which backend plays: the stream mixer, the pygame mixer's channels, or silence.

`open_audio` stands above every backend (`audio.backend`'s pygame and silent ones,
`audio.stream`'s stream mixer) and picks the first that opens, so no backend needs
to know another: the stream backend is built on the pygame one, never the other way.
"""
from __future__ import annotations

import logging
import os

from spacealert_tui.audio.backend import AudioSettings, AudioUnavailable, Backend, PygameBackend, SilentBackend
from spacealert_tui.i18n import _


def open_audio(enabled: bool = True, settings: AudioSettings | None = None) -> Backend:
    """The pygame backend if a device opens, else the silent one with a one-line notice.

    Call it before drawing anything. `SPACEALERT_NO_AUDIO=1` also turns sound off;
    `SPACEALERT_AUDIO_MIXER=channels` plays through `pygame.mixer` channels, and
    `callback` through the stream mixer without SDL's queue.
    """
    if not enabled or os.environ.get("SPACEALERT_NO_AUDIO") not in (None, "", "0"):
        return SilentBackend(notice=_("Audio off: subtitles only."))
    settings = settings or AudioSettings()
    mixer = os.environ.get("SPACEALERT_AUDIO_MIXER") or settings.mixer
    if mixer in ("stream", "callback"):
        from spacealert_tui.audio.stream import StreamBackend   # its mixer and queue only when asked
        try:
            return StreamBackend(settings, queue=mixer == "stream")
        except AudioUnavailable as exc:   # the channels below say why, if they cannot play either
            logging.getLogger(__name__).info("stream mixer unavailable (%s): playing through "
                                             "pygame.mixer channels", exc)
    try:
        return PygameBackend(settings)
    except AudioUnavailable as exc:
        reason = " ".join(str(exc).split()) or _("no device")
        # worded now: the audio opens after the command line installed the language
        return SilentBackend(notice=_("No audio device ({reason}): subtitles only.").format(reason=reason))
