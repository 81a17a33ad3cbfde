"""The rules core stays pure: standard library only, no UI, audio or file libraries."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import spacealert_tui.rules as rules

FORBIDDEN = {"textual", "rich", "pygame", "yaml", "platformdirs", "sqlite3"}
RULES_DIR = Path(rules.__file__).parent


def test_no_forbidden_imports_in_rules_sources():
    for path in RULES_DIR.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            for name in names:
                assert name.split(".")[0] not in FORBIDDEN, f"{path.name} imports {name}"
                if name.startswith("spacealert_tui."):
                    assert name.startswith("spacealert_tui.rules"), f"{path.name} imports {name}"


def test_importing_the_rules_core_loads_no_forbidden_module():
    code = ("import sys, spacealert_tui.rules, spacealert_tui.rules.sampling;"
            f"bad = {sorted(FORBIDDEN)!r};"
            "print(','.join(m for m in bad if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_no_file_io_in_rules_sources():
    for path in RULES_DIR.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for needle in ("open(", "Path(", "os.environ", "print("):
            assert needle not in text, f"{path.name} uses {needle}"


def _rules_imports() -> dict[str, set[str]]:
    """Every rules module and the rules modules it imports, wherever the import stands
    (top, inside a function, under `if TYPE_CHECKING:`)."""
    modules = {".".join(("spacealert_tui", *path.relative_to(RULES_DIR.parent).with_suffix("").parts))
               .removesuffix(".__init__"): path for path in RULES_DIR.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        found = graph[name] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(a.name for a in node.names if a.name in modules)
            elif isinstance(node, ast.ImportFrom) and node.module in modules and node.level == 0:
                for alias in node.names:        # `from package import module` names the module
                    sub = f"{node.module}.{alias.name}"
                    found.add(sub if sub in modules else node.module)
        found.discard(name)
    return graph


def test_no_import_circle_in_the_rules_core() -> None:
    """The cards reach the game through the card API (rules/card_api.py), the snapshot
    names what it reads: no rules module imports one that imports it back, not even
    for types (docs/architecture.md, "The card API")."""
    from tests.test_layers import circles

    assert [sorted(circle) for circle in circles(_rules_imports())] == []


def test_threat_cards_never_import_the_game():
    graph = _rules_imports()
    cards = [name for name in graph if ".threats." in name]
    assert len(cards) > 20
    for name in cards:
        assert "spacealert_tui.rules.game" not in graph[name], f"{name} imports rules.game: use GameApi"
