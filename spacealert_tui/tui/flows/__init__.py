"""The app's flows: the order of its screens, each flow one coroutine run in a worker.

A screen is a view: it shows something, takes the crew's keys and dismisses with its
result (a value, or an intent such as "replay" or "coach"). A flow pushes a screen,
waits for that result (`App.push_screen_wait`, in a worker) and decides what comes
next, so what it carries from screen to screen (the draft, the record) are local
variables. Flows import screens; screens import no flow and no other screen
(`tests/test_layers.py`).

    table.py   a mission at the table: set-up → action round → entry → board → score
    school.py  the flight school: path → lesson → plan → board → verdict
    review.py  a record looked at again: board → score → coach → suggestion → comparison
    campaign.py  a campaign: its screen, each mission's table flow, repairs, levels
"""
