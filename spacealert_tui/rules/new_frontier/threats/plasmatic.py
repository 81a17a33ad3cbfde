"""The New Frontier's threat cards: plasmatic (cards to come)."""
