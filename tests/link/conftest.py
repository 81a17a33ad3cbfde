"""The link's tests that drive the host app (Textual's pilot) run `async def` like the
app's own: the same small runner (`tests/tui/conftest.py`)."""
from tests.tui.conftest import pytest_pyfunc_call  # noqa: F401  (a hook pytest finds by its name)
