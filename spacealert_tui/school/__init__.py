"""The flight school: a path of lessons that bring the rules in one at a time.

Each lesson is a small, certain scenario (`lessons.Lesson`) that the learner plans
and the rules core resolves; `lessons.judge` says whether the plan did what the lesson
asks, and why. `progress` keeps which lessons the learner passed. This layer sits
above `record` and below `settings`: it reads the rules core, the coach and the
mission catalogue, and never the app or the command line.
"""
