"""The set-up's help line (what the focused field means) and its footer's words."""
from __future__ import annotations

from rich.console import Console
from rich.text import Text
from textual.widgets import Static

from spacealert_tui.i18n import N_, _, pgettext
from spacealert_tui.tui.widgets.footer import key_word


HELP = {
    "name": N_("The crew member's name. Tab or enter: the next name; ↑↓ field to field; PgDn/PgUp: "
               "the next part; F7/F8 move this seat up or down the order of play."),
    "color": N_("The colour of the figure and action board: ←→ (colours others have are skipped). "
                "Tab: the next name."),
    "explorer": N_("Who flies this seat: a guest, or an explorer from the logbook (←→), whose sheet "
                   "gains the mission's experience when it is logged (The New Frontier). Explorers "
                   "are created in Explorers, from the home screen."),
    "players": N_("How many people play, 1-5 (←→ or the digit). Androids as in rulebook ch. 5: "
                  "3 players get 1, 2 players get 2, a solo player plans 4 androids."),
    "fifth": N_("The 5-crew variant (rulebook 5.4): one more android makes a crew of five, and "
                "unconfirmed reports count."),
    "role-captain": N_("The captain acts first and settles disagreements: choosing another captain "
                       "turns the table so they act first."),
    "role-communications": N_("The communications officer keeps the external threat decks and "
                              "draws for external threats."),
    "badge-tactical": N_("Tactical officer (The New Frontier's badges, optional): keeps the ship board "
                         "up to date in the action round and runs the resolution."),
    "badge-engineer": N_("Chief engineer (optional badge): watches the energy levels and warns when a "
                         "reactor runs dry."),
    "badge-lieutenant": N_("Lieutenant (optional badge): the captain's aide: reviews plans, checks "
                           "every threat is handled, reminds the captain to play their own cards."),
    "badge-science": N_("Science officer (optional badge): computes the score and keeps the logbook."),
    "role-security": N_("The security chief keeps the internal threat decks and draws for internal "
                        "threats."),
    "common": N_("Common threats: white cards (easier), yellow (harder), or both shuffled (mixed)."),
    "serious": N_("Serious threats: white, yellow or mixed, chosen apart from the common ones."),
    "sound-source": N_("The soundtrack: one from the catalogue (official tracks, examples, saved "
                       "missions), one generated from a seed, or a mission file."),
    "sound-mission": N_("←→ step through the catalogue; a letter or digit jumps to the next title "
                        "with it."),
    "rules": N_("Double actions: the expansion's action cards (x then both halves in the entry), "
                "interceptors at distance 1-3, two threats may share a T+n. Or the interceptors alone."),
    "solo-deck": N_("Solo with double actions: the cards sorted face up (easier), or shuffled "
                    "face down until the soundtrack starts (harder: expansion rulebook p.10)."),
    "specs": N_("Specializations instead of heroic cards, set after Start: chosen (one of the ten "
                "each, level 1-3; an explorer's from their sheet) or dealt (two each, keep one)."),
    "sound-seed": N_("A number: the same seed always generates the same mission for this many players."),
    "sound-file": N_("The path of a mission file (YAML) or of a file of flash code; ~ works."),
    "threat-source": N_("Who draws the threat cards: the app's virtual decks (the cards are shown after "
                        "the round and can be changed), or the officers from the physical decks (the "
                        "app then asks which card was drawn)."),
    "action-cards": N_("The action cards: the crew's own deck, or dealt by the app and planned on "
                       "screen (hands, androids, incoming data and transfers as rulebook ch. 5 says). "
                       "A solo crew always plans on screen."),
    "tracks-source": N_("Trajectory boards: four different boards drawn by the app from the seed, or "
                        "the boards the crew drew, entered here or after the round."),
    "track": N_("Trajectory board 1-7 for this zone (←→ or the digit); the four must be different."),
    "deck-seed": N_("The seed of the virtual decks and of the trajectory draw. F5: a new one."),
    "language": N_("The language of the ship's computer: voice and subtitles."),
    "table-link": N_("Table link: each crew member enters their own action board on a phone or laptop on "
                     "this network; after the set-up the host shows a QR code to open."),
    "start": N_("Start the mission (F10, or enter here): on to the action round."),
    "skip-round": N_("The crew played the action round with the CD or another app (F9, or enter "
                     "here): straight on to entering the threats drawn and the cards planned."),
}


def help_for(widget_id: str | None, badges: bool = False) -> str:
    """What the field `widget_id` means (a seat's fields by their kind: `name-2` → `name`);
    with The New Frontier's `badges`, a role's field says F6 renames it too (p.33)."""
    if not widget_id:
        return ""
    text = HELP.get(widget_id) or HELP.get(widget_id.rsplit("-", 1)[0], "")
    if widget_id.startswith("badge-") or (badges and widget_id.startswith("role-")):
        return (_(text) + " " if text else "") + _("F6 renames the badges and gives them other tasks.")
    return _(text) if text else ""


def help_lines(console: Console, width: int, badges: bool = False, most: int = 4) -> int:
    """The lines the longest field's help takes at `width` (at most `most`)."""
    texts = [help_for(key, badges) for key in HELP]
    return min(most, max(len(Text(text).wrap(console, max(width, 1))) for text in texts))


class SetupHelp(Static):
    """The help line under the form, as tall as the longest field's help at this width:
    every help is said whole (Spanish and Portuguese need four lines at 80 columns, where
    two cut them mid-sentence), and the height stays put as the focus moves (a height
    following each help left stale lines on a real terminal)."""

    def __init__(self, badges: bool = False) -> None:
        super().__init__("", id="setup-help", markup=False)
        self.badges = badges

    def on_resize(self) -> None:
        frame = self.styles.gutter.height      # the border above the help
        height = help_lines(self.app.console, self.content_size.width, self.badges) + frame
        if self.styles.height is None or self.styles.height.value != height:
            self.styles.height = height


def setup_key_word(description: str) -> str:
    """The set-up's keys in the crew's language: F10 starts the mission, a verb, where
    the board's "Start" is the replay's beginning (Inicio, the home screen's name too)."""
    if description == "Start":
        worded = pgettext("setup key", "Start")
        if worded != description:
            return worded
    return key_word(description)
