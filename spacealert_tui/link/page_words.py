"""The words of the device's page, in the crew's language.

The page is plain HTML and JavaScript with no catalogs of its own: the server writes
these words into it as one JSON object when it serves it, so a phone shows the same
words as the host's screen (the action words are the rules core's own).
"""
from __future__ import annotations

from spacealert_tui.i18n import _, pgettext
from spacealert_tui.rules.actions import ACTION_WORDS, HALF_TOKENS
from spacealert_tui.rules.text import tr

#: The cards a player taps, in the order of the entry's keys: the single actions, the
#: heroic ones (a card turned over), and clearing a space.
CARDS = ("red", "blue", "lift", "A", "B", "C", "bots", "HA", "HB", "Hbots", "empty")


def page_words() -> dict[str, object]:
    """Every text the page shows, by the key the page's script uses."""
    cards = {token: tr(ACTION_WORDS[token], "action") for token in HALF_TOKENS}
    cards |= {"HA": _("heroic A"), "HB": _("heroic B"), "Hbots": _("heroic battle bots"),
              "empty": pgettext("action", "empty")}
    return {
        "cards": cards,
        "order": list(CARDS),
        "choose_seat": _("Which seat is yours?"),
        "held": _("held by a device"),
        "take_over": _("This seat is open on another device. Take it over here?"),
        "taken_over": _("Another device took over this seat. Reload to take it back."),
        "your_board": _("Your action board"),
        "turn": _("Turn {n}"),
        "tap_card": _("Tap a card, then a space."),
        "tap_hand": _("Your hand: tap the half you play, then a space (a space with nothing chosen takes "
                      "its card back)."),
        "give_to": _("Give it to {name}"),
        "draw": _("Draw a card (incoming data)"),
        "pick_up": _("Pick up the next phase's cards"),
        "done": _("My 12 spaces are entered"),
        "not_done": _("Not finished yet"),
        "stumble": _("Stumble (!)"),
        "offline": _("Connection lost: trying again…"),
        "saved": _("All sent"),
        "sending": _("Sending…"),
        "announcements": _("Announcements"),
        "threats": _("Threats"),
        "comms_down": _("Communications down"),
        "phase": _("Phase {n}"),
        "resolving": _("The cards are entered: the mission is being resolved on the host's screen."),
        "result": _("Result"),
        "over": _("The mission is over: the host closed the link."),
        "your_line": _("Your line of the score"),
        "yes": _("Yes"),
        "no": _("No"),
    }
