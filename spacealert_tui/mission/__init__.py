"""Soundtrack timelines: official tracks, the generator, flash code, and the drift-free scheduler."""
