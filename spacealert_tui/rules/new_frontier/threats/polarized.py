"""The New Frontier's threat cards: polarized (cards to come)."""
