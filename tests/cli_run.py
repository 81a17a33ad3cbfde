"""`spacealert ARGS…` run in the test's process, as the shell would: (exit status, stdout, stderr)."""
from __future__ import annotations


def run(capsys, *args: str) -> tuple[int, str, str]:
    from spacealert_tui.cli import main
    try:
        status = main(list(args))
    except SystemExit as exc:
        status = int(exc.code or 0)
    out, err = capsys.readouterr()
    return status, out, err
