"""The New Frontier's threat cards: spanning (cards to come)."""
