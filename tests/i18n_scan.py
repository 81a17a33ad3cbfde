"""Find user-visible English the code shows without marking it for the catalogs, and
English words in what a screen or command shows in another language.

`unmarked(path)` reads a module's syntax tree: a string literal (or the literal parts
of an f-string) given to a call or keyword that the user reads — `notify`, `Static`,
`print`, `UserError`, a binding's description, a `placeholder=`, a `title=` … — or
assigned to a title, is unmarked unless it goes through `_`, `N_`, `ngettext` or
`pgettext`. `english_words(text)` lists the words of `text` that are English msgids'
words and not also Spanish or Portuguese ones.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent

#: Calls whose string arguments the user reads.
SHOWN_CALLS = {"print", "write", "UserError", "notify", "Static", "Label", "Button", "append",
               "Option", "Text", "Markdown", "update", "add_column", "echo", "set_status",
               "ErrorScreen", "ConfirmScreen", "show_failure", "Choice", "Menu", "error", "exit"}
#: Keywords whose string values the user reads, whatever the call.
SHOWN_KEYWORDS = {"placeholder", "title", "tooltip", "description", "label", "prompt",
                  "message", "subtitle", "help", "border_title", "border_subtitle", "text"}
#: Attributes and class attributes whose string values the user reads.
SHOWN_NAMES = {"title", "sub_title", "border_title", "border_subtitle", "tooltip", "TITLE",
               "SUB_TITLE"}
MARKERS = {"_", "N_", "NP_", "ngettext", "pgettext", "msg", "made", "nmade", "named", "pmsg", "nmsg"}
WORDY = re.compile(r"[A-Za-z]{3,}")
#: A whole word of four letters or more, accented letters included: "começa" is not "come".
WORD = re.compile(r"[^\W\d_]{4,}")


def _literal_words(node: ast.AST) -> list[str]:
    """The English-looking literal text of `node` (a str constant or an f-string's parts)."""
    parts = node.values if isinstance(node, ast.JoinedStr) else [node]
    return [p.value for p in parts
            if isinstance(p, ast.Constant) and isinstance(p.value, str) and WORDY.search(p.value)]


def _binding_description(node: ast.AST) -> ast.AST | None:
    """The description of `Binding(key, action, description)` or `(key, action, description)`."""
    if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Binding":
        for kw in node.keywords:
            if kw.arg == "description":
                return kw.value
        return node.args[2] if len(node.args) > 2 else None
    if isinstance(node, ast.Tuple) and len(node.elts) > 2:
        return node.elts[2]
    return None


def unmarked(path: Path) -> list[str]:
    """`file:line: 'text'` of every shown English literal of `path` that is not marked."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    found: list[str] = []

    def flag(node: ast.AST, lineno: int) -> None:
        found.extend(f"{where}:{lineno}: {text!r}" for text in _literal_words(node))

    for node in ast.walk(tree):
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names = {getattr(t, "id", None) or getattr(t, "attr", None) for t in targets}
            if "BINDINGS" in names and isinstance(node.value, ast.List | ast.Tuple):
                for item in node.value.elts:
                    described = _binding_description(item)
                    if described is not None:
                        flag(described, node.lineno)
            elif names & SHOWN_NAMES:
                flag(node.value, node.lineno)
        if not isinstance(node, ast.Call):
            continue
        name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
        if name in MARKERS or name == "Binding":
            continue
        owner = getattr(getattr(node.func, "value", None), "id", None)
        if owner in ("logger", "logging", "log"):     # the log file is for the engineers: English
            continue
        if name in SHOWN_CALLS:
            for arg in node.args:
                flag(arg, node.lineno)
        for kw in node.keywords:
            if kw.arg in SHOWN_KEYWORDS:
                flag(kw.value, node.lineno)
    return found


def english_vocabulary() -> set[str]:
    """Words of the English msgids, less those the other languages share or that are ids."""
    with (ROOT / "po" / "spacealert.pot").open("rb") as f:
        ids = [m.id for m in read_po(f) if m.id]
    words: set[str] = set()
    for i in ids:
        for s in (i if isinstance(i, (tuple, list)) else (i,)):
            words.update(w.lower() for w in re.findall(r"[A-Za-z]{4,}", re.sub(r"{\w*}", "", s)))
    shared = {"alien", "android", "ninja", "juggernaut", "maelstrom", "medusa", "jellyfish", "bonus",
              "total", "fase", "zona", "nave", "base", "final", "normal", "central", "error", "internal",
              "turno", "escudo", "reactor", "solo", "audio", "visual", "laser", "move", "kamikaze", "robots",
              "español", "english", "português", "space", "alert", "companion", "spacealert",
              "dist", "mega", "plan", "volume", "clips"}
    return words - shared


def english_words(text: str, allowed: set[str] | frozenset[str] = frozenset()) -> list[str]:
    """The English words of `text` (names in `allowed`, lower case, are not counted)."""
    english = english_vocabulary() - allowed
    return sorted({w for w in re.findall(WORD, text) if w.lower() in english})


def speak_language(language: str) -> None:
    """What the command line does before anything is shown: install `language` for the
    app and for the rules core's narration."""
    from spacealert_tui import i18n
    from spacealert_tui.rules import text
    i18n.install(language)
    text.install(*i18n.functions())


def screen_text(app) -> str:
    """The terminal as the crew reads it, line by line: the text of the app's SVG
    screenshot (the terminal's own group, tags inside a run left out)."""
    import html
    svg = app.export_screenshot()
    start = svg.find('<g class="terminal-')
    body = svg[start:] if start >= 0 else svg
    rows: dict[float, list[tuple[float, str]]] = {}
    for x, y, chunk in re.findall(r'<text[^>]*?x="([\d.]+)" y="([\d.]+)"[^>]*>(.*?)</text>', body, flags=re.S):
        words = html.unescape(re.sub(r"<[^>]+>", "", chunk)).replace("\xa0", " ")
        rows.setdefault(float(y), []).append((float(x), words))
    return "\n".join("".join(part for _x, part in sorted(row)) for _y, row in sorted(rows.items()))
