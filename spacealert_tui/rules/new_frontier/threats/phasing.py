"""The New Frontier's threat cards: phasing (cards to come)."""
