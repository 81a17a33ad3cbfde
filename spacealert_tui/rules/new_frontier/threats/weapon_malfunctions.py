"""The New Frontier's threat cards: weapon_malfunctions (cards to come)."""
