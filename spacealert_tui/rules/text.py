"""The rules core's words, said in the crew's language without the core loading anything.

The rules core stays pure: it never opens a catalog. It words its events and cards in
English through the functions below, which are the identity until an upper layer
(`spacealert_tui.i18n.install`) hands them a `gettext` translation. A text built from
values once (a card's X/Y/Z action) is a `Msg`: plain English for `str`, JSON and
comparisons, which also keeps its template and values so that `tr` can word it again
in the language installed when it is shown. The resolution itself builds no `Msg` per
event: an event keeps its data (a template and its values, see `say`), and a text it
holds that was made from values (a threat's label "Fighter #1", a place, a reason) is
a plain `str` made once and `remember`ed, so that `tr` finds how to word it. A `str`
subclass is slower wherever it is hashed, compared or formatted, and labels are
everywhere. How it fits together: docs/translating.md.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any


def _gettext(message: str) -> str:
    return message


def _ngettext(singular: str, plural: str, n: int) -> str:
    return singular if n == 1 else plural


def _pgettext(context: str, message: str) -> str:
    return message


_current: list[Callable[..., str]] = [_gettext, _ngettext, _pgettext]


def install(gettext: Callable[[str], str] | None = None,
            ngettext: Callable[[str, str, int], str] | None = None,
            pgettext: Callable[[str, str], str] | None = None) -> None:
    """Use these translation functions from now on (None: back to English)."""
    _current[:] = [gettext or _gettext, ngettext or _ngettext, pgettext or _pgettext]


def _(message: str) -> str:
    """`message` in the installed language."""
    return _current[0](message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or the plural form for `n`, by the installed language's plural rule."""
    return _current[1](singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` in the installed language, where the English word alone is ambiguous."""
    return _current[2](context, message)


def N_(message: str) -> str:
    """Mark `message` for the catalogs; it is translated where it is shown."""
    return message


class Msg(str):
    """English text made from a template and values, which can be worded again.

    `template` is a catalog msgid with `{name}` fields; `context` a msgctxt or "";
    `plural` and `count` (kept as `number`) make it an ngettext entry. Values may be Msgs themselves.
    """

    template: str
    args: dict[str, Any]
    context: str
    plural: str
    number: int

    def __new__(cls, template: str, /, *, context: str = "", plural: str = "", count: int = 1,
                **args: Any) -> Msg:
        english = (template if not plural or count == 1 else plural).format(**args) if args else \
            (template if not plural or count == 1 else plural)
        self = str.__new__(cls, english)
        self.template, self.args, self.context, self.plural, self.number = template, args, context, plural, count
        return self

    def __deepcopy__(self, memo: dict) -> Msg:   # immutable: `dataclasses.asdict` keeps it
        return self

    def __copy__(self) -> Msg:
        return self

    def __reduce__(self) -> tuple:
        return (_rebuild, (type(self), str(self), self.__dict__))


class Seq(Msg):
    """Several texts joined by a separator no language changes ("; ", ", ", "")."""

    parts: tuple[str, ...]

    def __new__(cls, sep: str, parts: Iterable[str]) -> Seq:
        parts = tuple(parts)
        self = str.__new__(cls, sep.join(parts))
        self.template, self.args, self.context, self.plural, self.number = sep, {}, "", "", 1
        self.parts = parts
        return self


def _rebuild(cls: type[Msg], english: str, state: dict) -> Msg:
    self = str.__new__(cls, english)
    self.__dict__.update(state)
    return self


# English text made from values -> how to word it: filled by `remember`, read by `tr`
_WORDED: dict[str, Msg] = {}


def remember(text: Msg) -> str:
    """`text` as a plain `str`, kept so that `tr` can word it again from its template.

    For a text made once and shown many times (a threat's label, a reason with a
    value): the engine passes the plain `str` around. A text without values (a plain
    msgid, a context word such as a zone) is not kept: `tr` finds it in the catalog,
    and keeping it would give every "red" the zone's sense."""
    english = str(text)         # str() of a str subclass is an exact str
    if (text.args if not isinstance(text, Seq) else len(text.parts) > 1) and english not in _WORDED:
        _WORDED[english] = text
    return english


def tr(value: object, context: str = "") -> str:
    """`value` in the installed language: a `Msg` (or a text `remember`ed) worded again
    from its template, a plain word or name looked up in the catalog (unchanged when it
    is not there: a player's name), anything else as `str` gives it."""
    if type(value) is str and value in _WORDED:
        value = _WORDED[value]
    if isinstance(value, Seq):
        return value.template.join(tr(p, context) for p in value.parts)
    if isinstance(value, Msg):
        if value.plural:
            template = ngettext(value.template, value.plural, value.number)
        elif value.context:
            template = pgettext(value.context, value.template)
        else:
            template = _(value.template)
        if not value.args:
            return template
        return template.format(**{k: tr(v) if isinstance(v, str) else v for k, v in value.args.items()})
    if isinstance(value, str):
        if not value:
            return value
        return pgettext(context, value) if context else _(value)
    return str(value)


# texts made by `made`/`nmade`, by template and values
_MADE: dict[tuple, str] = {}


def made(template: str, /, **args: Any) -> str:
    """`msg(template, **args)` made once per distinct values, as a plain `remember`ed str:
    for a text with values that events hold (a reason, a cause) and missions say again."""
    key = (template, *args.items())
    text = _MADE.get(key)
    if text is None:
        text = _MADE[key] = remember(Msg(template, **args))
    return text


def nmade(singular: str, plural: str, count: int, /, **args: Any) -> str:
    """`made` of an `nmsg` ("1 rocket left" / "2 rockets left")."""
    key = (singular, count, *args.items())
    text = _MADE.get(key)
    if text is None:
        text = _MADE[key] = remember(nmsg(singular, plural, count, **args))
    return text


def say(template: str, values: dict[str, Any]) -> str:
    """`template` (a msgid) in the installed language, its `{name}` fields filled with
    `values` (texts worded by `tr`): how an event that keeps its data words itself."""
    return _(template).format(**{k: tr(v) if isinstance(v, str) else v for k, v in values.items()})


def msg(template: str, /, **args: Any) -> Msg:
    """A text made of `template` (a catalog msgid) and values."""
    return Msg(template, **args)


def pmsg(context: str, template: str, /, **args: Any) -> Msg:
    """`msg` with a msgctxt, for an English text that is ambiguous alone."""
    return Msg(template, context=context, **args)


def nmsg(singular: str, plural: str, count: int, /, **args: Any) -> Msg:
    """`msg` whose wording depends on `count` ("1 capsule left" / "2 capsules left")."""
    values: dict[str, Any] = {"n": count, **args}
    return Msg(singular, plural=plural, count=count, **values)
