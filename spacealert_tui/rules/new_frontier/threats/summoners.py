"""The New Frontier's threat cards: summoners (cards to come)."""
