"""The New Frontier (the expansion's rulebook): its rules as a ruleset of the base game.

- `game.NewFrontierGame`: a subclass of `Game` that overrides the turn flow where the
  expansion changes it; its bases are one mixin per mechanic (`*_rules.py` here), so
  each mechanic is read in one place. `rulesets.game_class` picks it for a record
  that needs it.
- `threats/`: the expansion's threat cards, one module per mechanic family, found by
  `rules.threats` like the base game's families.

See docs/rulesets.md.
"""
