"""The New Frontier's threat cards: hazards (cards to come)."""
