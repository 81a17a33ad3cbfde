"""The New Frontier's threat cards: carriers (cards to come)."""
