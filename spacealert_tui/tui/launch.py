"""Start the Textual app (imported lazily so subcommands never pay for Textual).

Sound is opened here, before the app draws anything: initialising the mixer on a
machine without a sound device makes ALSA write to the terminal, which is only
harmless while Textual has not taken it over (see tui/audio_session.py).
"""
from __future__ import annotations


def run_app(start: tuple | None = None) -> int:
    """Run the app; its exit status (1 if it stopped on an unexpected error).

    `start`: the screen to open first instead of home (`SpaceAlertApp(start=...)`),
    e.g. `("replay", path)`; `esc` on it quits. Replays play no sound: audio is left
    off (and its notice unsaid) when `start` is given."""
    from spacealert_tui.settings import load_settings
    from spacealert_tui.tui.audio_session import AudioSession

    settings, problems = load_settings()
    audio = AudioSession.open(settings.audio and start is None, volume=settings.volume / 100,
                              custom_dir=settings.clip_path)
    try:
        from spacealert_tui.tui.app import SpaceAlertApp

        notices = [*problems, *(audio.notices if start is None else ())]
        app = SpaceAlertApp(audio=audio, settings=settings, notices=notices, start=start)
        app.run()
    finally:
        audio.close()
    return app.return_code or 0
