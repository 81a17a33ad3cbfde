"""What the walk of issue 26 found on the command line (a Spanish crew's evening)."""
from __future__ import annotations

import pytest

from tests.cli_run import run


@pytest.mark.parametrize(("args", "voice", "said"), [
    (("--lang", "es", "soundtrack", "base/mission-1"), "es", "Alerta."),
    (("--lang", "pt", "soundtrack", "base/mission-1"), "pt", "Alerta."),
    (("soundtrack", "base/mission-1", "--lang", "es"), "es", "Alerta."),
    (("--lang", "es", "soundtrack", "base/mission-1", "--lang", "en"), "en", "Alert."),
])
def test_the_soundtrack_speaks_the_crews_language(capsys, args, voice, said):
    """`spacealert --lang es soundtrack …` spoke English: the command's own `--lang`
    (default en) overrode the app's. Without it the voice is the app's language, as in
    `spacealert solo`."""
    status, out, _err = run(capsys, *args, "--dry-run")
    first = out.splitlines()[0]
    assert status == 0 and f"assets/voice/{voice}/alert.ogg" in first and first.endswith(said), first
