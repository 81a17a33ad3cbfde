"""What the app imports, a plain `pip install .` installs (the README's first command
installs no test extras): every module outside the standard library that the package
imports, at the top of a module or inside a function, belongs to a distribution named
in the project's `dependencies`."""
from __future__ import annotations

import ast
import re
import sys
import tomllib
from importlib.metadata import packages_distributions
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "spacealert_tui"


def _imported_roots() -> dict[str, str]:
    """Top-level module name -> a file importing it."""
    out: dict[str, str] = {}
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                out.setdefault(name.split(".")[0], str(path.relative_to(ROOT)))
    return out


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def test_every_module_the_app_imports_is_installed_by_its_dependencies():
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    wanted = {_normal(re.split(r"[<>=!~;\[ ]", d, maxsplit=1)[0]) for d in declared}
    providers = packages_distributions()
    missing = []
    for module, where in sorted(_imported_roots().items()):
        if module in sys.stdlib_module_names or module == "spacealert_tui":
            continue
        dists = {_normal(d) for d in providers.get(module, [])}
        if not dists & wanted:
            missing.append(f"{module} (imported by {where}; from {sorted(dists) or 'nowhere'})")
    assert not missing, "not in [project] dependencies: " + ", ".join(missing)
