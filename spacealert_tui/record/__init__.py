"""Game records on disk (YAML) and the crew's logbook."""
from spacealert_tui.record.files import dump_record, load_record, load_record_text, save_record

__all__ = ["dump_record", "load_record", "load_record_text", "save_record"]
