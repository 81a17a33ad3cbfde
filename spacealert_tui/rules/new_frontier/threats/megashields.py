"""The New Frontier's threat cards: megashields (cards to come)."""
