"""The New Frontier's threat cards: anomalies (cards to come)."""
