"""The table link's tests (docs/table-link.md)."""


def keeping(heard: list[int]):
    """A host's `on_change` that notes each seat changed and keeps every write."""
    def kept(seat: int) -> bool:
        heard.append(seat)
        return True
    return kept
