"""No module imports from a layer above its own (docs/architecture.md).

Every module's source is read as a syntax tree, so imports inside functions, in
`if TYPE_CHECKING:` blocks and `importlib.import_module("spacealert_tui.…")` calls
with a literal name count as much as the ones at the top.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

import spacealert_tui

PACKAGE = "spacealert_tui"
ROOT = Path(spacealert_tui.__file__).parent

#: Bottom to top. A module may import its own layer and the ones listed before it.
LAYERS = (("errors", "logs", "packaged", "fileio", "yamlio", "i18n", "credits"), ("rules",), ("card_lookup",),
          ("coach",), ("mission",), ("audio",), ("record",), ("school",), ("settings",), ("link",), ("tui",),
          ("commands",), ("cli",))
RANK = {name: i for i, group in enumerate(LAYERS) for name in group}
#: The package itself (`__version__`) sits beneath everything.
BASE = ""


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def layer_of(module: str) -> str:
    """The layer of a `spacealert_tui…` module name: its first part below the package."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else BASE


def rank(layer: str) -> int:
    return -1 if layer == BASE else RANK[layer]


def imported_modules(source: str, module: str, is_package: bool = False) -> list[tuple[int, str]]:
    """(line, absolute module name) of every import in `source`, wherever it stands."""
    package = module if is_package else module.rpartition(".")[0]
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - (node.level - 1)]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            found.append((node.lineno, name))
            # `from spacealert_tui import commands` imports the layer `commands`
            found += [(node.lineno, f"{name}.{alias.name}") for alias in node.names
                      if name == PACKAGE and alias.name in RANK]
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if called in ("import_module", "__import__") and isinstance(node.args[0].value, str):
                found.append((node.lineno, node.args[0].value))
    return [(line, name) for line, name in found
            if name == PACKAGE or name.startswith(PACKAGE + ".")]


def violations(source: str, module: str, is_package: bool = False) -> list[str]:
    own = layer_of(module)
    out = []
    for line, name in imported_modules(source, module, is_package):
        target = layer_of(name)
        if target not in RANK and target != BASE:
            out.append(f"{module}:{line}: imports {name}, in no known layer")
        elif own not in RANK and own != BASE:
            out.append(f"{module}: in no known layer (add it to LAYERS and docs/architecture.md)")
        elif rank(target) > rank(own):
            out.append(f"{module}:{line}: {own} imports {name} ({target} is above it)")
    return out


def sources() -> list[Path]:
    return sorted(ROOT.rglob("*.py"))


def test_every_module_is_in_a_layer():
    for path in sources():
        own = layer_of(module_name(path))
        assert own == BASE or own in RANK, f"{path}: not in a layer"


def test_no_module_imports_a_layer_above_its_own():
    found = []
    for path in sources():
        found += violations(path.read_text(encoding="utf-8"), module_name(path),
                            path.name == "__init__.py")
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("source", [
    "from spacealert_tui.commands.replay import turn_start",
    "def f():\n    from spacealert_tui.commands import replay",
    "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from spacealert_tui.commands.cards import card_json",
    "from ...commands import cards",
    "from spacealert_tui import commands",
    "import spacealert_tui.commands.solo",
    "import importlib\nimportlib.import_module('spacealert_tui.commands.cards')",
])
def test_an_upward_import_is_caught_wherever_it_stands(source):
    assert violations(source, "spacealert_tui.tui.screens.cards")


@pytest.mark.parametrize("source", [
    "from spacealert_tui.record.replay import turn_start",
    "from ..widgets import ship_board",
    "from spacealert_tui import __version__",
    "import textual",
])
def test_imports_from_below_or_beside_pass(source):
    assert violations(source, "spacealert_tui.tui.screens.cards") == []


def test_the_rules_core_may_import_only_itself():
    assert violations("from spacealert_tui.record import load_record", "spacealert_tui.rules.game")
    assert violations("from spacealert_tui.mission import list_missions", "spacealert_tui.rules.game")


# -- inside tui: flows own navigation, screens are views (docs/architecture.md) ------------

TUI = f"{PACKAGE}.tui"
SCREENS, DIALOGS, FLOWS = f"{TUI}.screens", f"{TUI}.dialogs", f"{TUI}.flows"


def tui_modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted((ROOT / "tui").rglob("*.py"))}


def tui_imports() -> dict[str, set[str]]:
    """Each tui module and the tui modules it imports (a name cut to the module it is in)."""
    modules = tui_modules()
    graph: dict[str, set[str]] = {}
    for module, path in modules.items():
        found = set()
        for _line, imported in imported_modules(path.read_text(encoding="utf-8"), module,
                                                path.name == "__init__.py"):
            name = imported
            while name and name not in modules:
                name = name.rpartition(".")[0]
            if name and name != module:
                found.add(name)
        graph[module] = found
    return graph


def short(module: str) -> str:
    return module.rpartition(".")[2]


def screen_pairs(graph: dict[str, set[str]] | None = None) -> set[tuple[str, str]]:
    """(importer, imported) screen modules, by their short names (of `tui`'s imports)."""
    return {(short(module), short(name)) for module, names in (graph or tui_imports()).items()
            if module.startswith(SCREENS + ".") for name in names if name.startswith(SCREENS + ".")}


def test_no_screen_imports_another_screen():
    """A screen is a view: what comes after it is its flow's to decide (`tui/flows/`);
    what two views share is a base or a controller outside `tui/screens/` (the practice's
    and the lesson's `tui/planning_round.py`), what one view asks of another goes through
    `tui/services.py` (a comparison's side on the board), a variant is a rules object the
    flow hands over (the campaign's `SetupRules`)."""
    found = screen_pairs()
    assert found == set(), f"screens importing screens: {sorted(found)} (push from a flow, " \
                           "ask through tui/services.py, or share a base outside tui/screens/)"


def test_a_screen_importing_another_is_caught():
    graph = {f"{SCREENS}.a": {f"{SCREENS}.b", f"{TUI}.planning_round"}, f"{TUI}.planning_round": {f"{SCREENS}.b"}}
    assert screen_pairs(graph) == {("a", "b")}


#: a screen module grows past this and it is time to take a widget, a text builder or a
#: rules object out of it (issue 23's measure; `tui/planning_round.py` is a screen's base)
SCREEN_LINES = 700


def test_no_screen_module_has_grown_past_its_measure():
    long = {module: lines for module, path in tui_modules().items()
            if module.startswith(SCREENS + ".") or module == f"{TUI}.planning_round"
            if (lines := len(path.read_text(encoding="utf-8").splitlines())) >= SCREEN_LINES}
    assert long == {}, f"screen modules of {SCREEN_LINES} lines or more: {long} (move a widget, " \
                       "its text builders or a rules object out: docs/architecture.md)"


def test_screens_and_dialogs_import_no_flow_and_not_the_app():
    """Flows import screens, never the other way; the app's services are `tui/services.py`'s.
    A dialog imports no screen (it may build on another dialog: `step_lists`, the base of
    the dialogs that ask in steps)."""
    found = []
    for module, names in tui_imports().items():
        if module.startswith((SCREENS + ".", DIALOGS + ".")):
            found += [f"{module} imports {name}" for name in names
                      if name.startswith(FLOWS) or name == f"{TUI}.app"
                      or (module.startswith(DIALOGS) and name.startswith(SCREENS))]
    assert found == [], "\n".join(found)


def circles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The import circles: strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in graph.get(node, ()):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = set()
            while True:
                other = stack.pop()
                component.add(other)
                if other == node:
                    break
            if len(component) > 1:
                found.append(component)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


#: (importer, imported) tui modules by their names below `tui.`, imports that close a
#: circle and stand in files other engineers were changing; the lead empties it at merge.
PENDING_CIRCLE_EDGES: set[tuple[str, str]] = set()   # none left: the test stays, the set empty


def test_tui_has_no_import_circle():
    graph = tui_imports()
    skip = {(f"{TUI}.{a}", f"{TUI}.{b}") for a, b in PENDING_CIRCLE_EDGES}
    missing = {pair for pair in skip if pair[1] not in graph.get(pair[0], set())}
    assert missing == set(), f"no longer imported, take out of PENDING_CIRCLE_EDGES: {sorted(missing)}"
    cut = {module: {name for name in names if (module, name) not in skip} for module, names in graph.items()}
    found = [sorted(name.removeprefix(TUI + ".") for name in circle) for circle in circles(cut)]
    assert found == [], f"import circles in tui: {found}"


def test_a_circle_is_found():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [{"a", "b", "c"}]
    assert circles({"a": {"b"}, "b": set()}) == []
