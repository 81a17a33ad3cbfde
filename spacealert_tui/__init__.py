"""Space Alert Companion: soundtrack player, card entry and exact resolution for *Space Alert*."""

__version__ = "0.1.0"
