"""The New Frontier's threat cards: creatures (cards to come)."""
