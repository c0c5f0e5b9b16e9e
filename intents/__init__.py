"""Text understanding for the assistant: where a message wants to go, dates and times people
say, and the little commands of a conversation. Pure Python; imports nothing of ours."""

from intents.commands import Command, command_of, is_correction, looks_like_question
from intents.dates import parse_date, read_date
from intents.routing import CHAT, Intent, route
from intents.times import parse_time, read_time
from intents.topics import asks_for_kundli, kundli_topic, mentions_kundli

__all__ = [
    "CHAT",
    "Command",
    "Intent",
    "asks_for_kundli",
    "command_of",
    "is_correction",
    "kundli_topic",
    "looks_like_question",
    "mentions_kundli",
    "parse_date",
    "parse_time",
    "read_date",
    "read_time",
    "route",
]
