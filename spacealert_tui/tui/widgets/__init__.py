"""Widgets shared by the app's screens."""
