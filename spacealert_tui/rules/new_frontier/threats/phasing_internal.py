"""The New Frontier's threat cards: phasing_internal (cards to come)."""
