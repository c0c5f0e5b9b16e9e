"""Pure text understanding for the assistant: intent routing, date and time parsing."""
