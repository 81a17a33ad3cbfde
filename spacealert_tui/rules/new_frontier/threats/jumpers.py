"""The New Frontier's threat cards: jumpers (cards to come)."""
