"""The New Frontier's threat cards: singular (cards to come)."""
