"""The app's dialogs: small modal questions a screen asks within its own step (yes or
no, the judged achievements, a specialization box), answered by dismissing with the
answer. A dialog is not a step of a flow: the screen that asks stays, and goes on with
the answer. Dialogs import no screen, no flow and no other dialog; screens may import
them (`tests/test_layers.py`)."""
