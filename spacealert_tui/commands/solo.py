"""`spacealert solo`: the app, straight on practice with the app's action deck.

One person planning four androids (rulebook §5.5), or with `--players 2|3` a small crew
with its androids (§5.1–5.3; `--fifth` adds the 5-crew variant's android, §5.4).

`--double-actions` deals *The New Frontier*'s double-action cards instead of the base
ones (and plays its variable-distance interceptors; the soundtrack then defaults to the
expansion's first track). `--mission ID` picks the soundtrack (default base/mission-1),
`--practice` plans without
the clock (phase by phase, `n` closes a phase), `--seed N` deals the threats, the heroic
cards and the trajectories, `--common`/`--serious` the threat decks, `--lang` the voice.
After the round come the entry, the resolution board and the score, as for any mission.
"""
from __future__ import annotations

import argparse

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import current_language, _

LEVELS = ("white", "yellow", "mixed")
DOUBLE_FIRST_TRACK = "new-frontier/mission-1"     # the expansion's CD, recorded for these cards


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("solo", help=_("practice: plan four androids (or a small crew) against the soundtrack"),
                       description=_("The app, straight on practice with the app's action deck."))
    p.add_argument("--players", type=int, choices=(1, 2, 3), default=1,
                   help=_("1: solo, four androids (default); 2 or 3: a small crew with its androids, "
                          "the cards dealt by the app"))
    p.add_argument("--fifth", action="store_true",
                   help=_("the 5-crew variant: one more android (with --players 2 or 3)"))
    p.add_argument("--mission", metavar="ID",
                   help=_("mission id (base/mission-1, generated/42, ...) or file "
                          "(default base/mission-1; with --double-actions new-frontier/mission-1)"))
    p.add_argument("--double-actions", action="store_true",
                   help=_("The New Frontier: deal the double-action cards instead of the base ones"))
    p.add_argument("--shuffled", action="store_true",
                   help=_("solo with --double-actions, the harder variant: the cards shuffled face "
                          "down until the soundtrack starts"))
    p.add_argument("--practice", action="store_true",
                   help=_("no soundtrack, no clock: close each phase with n"))
    p.add_argument("--seed", type=int, metavar="N",
                   help=_("seed of the threat decks, heroic cards and trajectories (default: random)"))
    p.add_argument("--common", choices=LEVELS, default="white",
                   help=_("common threats: white, yellow or mixed (default white)"))
    p.add_argument("--serious", choices=LEVELS, default="white",
                   help=_("serious threats: white, yellow or mixed (default white)"))
    p.add_argument("--lang", choices=("en", "es", "pt"), default=None,
                   help=_("voice and subtitle language (default: the language the app speaks)"))
    p.add_argument("--table-link", action="store_true", default=argparse.SUPPRESS,
                   help=_("each player's hand on their own phone or laptop on this network (the table link)"))
    p.set_defaults(func=run)


def check(args: argparse.Namespace):
    """The draft the arguments describe; UserError (one line, exit 2) when they are wrong."""
    from spacealert_tui.record.draft import SEED_LIMIT
    if args.seed is not None and not 0 <= args.seed < SEED_LIMIT:
        raise UserError(_("{seed} is not a seed (0-{last})").format(seed=args.seed, last=SEED_LIMIT - 1),
                        field="--seed")
    if args.shuffled and (args.players != 1 or not args.double_actions):
        raise UserError(_("the shuffled deck is the solo variant with double actions "
                          "(--double-actions, one player)"), field="--shuffled")
    if args.fifth and args.players == 1:
        raise UserError(_("the 5-crew variant needs 2 or 3 players (--players)"), field="--fifth")
    from spacealert_tui.mission.catalogue import load_mission
    if args.mission is None:
        args.mission = DOUBLE_FIRST_TRACK if args.double_actions else "base/mission-1"
    load_mission(args.mission)        # an unknown mission: its one-line UserError
    from spacealert_tui.record.practice import new_solo_draft
    draft = new_solo_draft(mission=args.mission, seed=args.seed, common=args.common,
                           serious=args.serious, language=args.lang or current_language(), stage="action",
                           players=args.players, fifth=args.fifth,
                           double_actions=args.double_actions)
    if args.shuffled:
        draft.solo_deck = "shuffled"
    draft.table_link = bool(getattr(args, "table_link", False))    # before or after `solo`
    return draft


def make_app(draft, *, practice: bool, clock=None, **kwargs):
    """The app, opening on the solo round of `draft` (home underneath)."""
    from spacealert_tui.tui.app import SpaceAlertApp

    return SpaceAlertApp(start=("solo", draft, practice, clock), **kwargs)


def run(args: argparse.Namespace) -> int:
    draft = check(args)
    from spacealert_tui.settings import load_settings
    from spacealert_tui.tui.audio_session import AudioSession

    settings, problems = load_settings()
    audio = None
    if not args.practice:    # sound opens before the app draws (see tui/launch.py)
        audio = AudioSession.open(settings.audio, volume=settings.volume / 100,
                                  custom_dir=settings.clip_path)
    try:
        notices = [*problems, *(audio.notices if audio is not None else [])]
        app = make_app(draft, practice=args.practice, audio=audio, settings=settings,
                       notices=notices)
        draft.save()
        app.run()
    finally:
        if audio is not None:
            audio.close()
    return app.return_code or 0
