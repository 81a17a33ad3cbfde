"""The Textual app: screens, widgets and their `.tcss` styles."""
