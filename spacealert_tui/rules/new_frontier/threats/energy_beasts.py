"""The New Frontier's threat cards: energy_beasts (cards to come)."""
