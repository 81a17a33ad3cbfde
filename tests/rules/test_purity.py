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
