"""The New Frontier's threat cards, one module per mechanic family.

Each module is listed in `rules.threats.FAMILY_MODULES`; its card classes are found
there like the base game's. A card's printed values are class attributes, its X/Y/Z
actions tuples of steps, its special rule a method override (see `threats.base`).
"""
