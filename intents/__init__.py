"""Text understanding for the assistant: where a message wants to go, dates and times people
say, and the little commands of a conversation. Pure Python; imports nothing of ours."""

from intents.commands import Command, command_of, kundli_topic, mentions_kundli
from intents.dates import parse_date, parse_time, read_date, read_time
from intents.routing import CHAT, Intent, route

__all__ = [
    "CHAT",
    "Command",
    "Intent",
    "command_of",
    "kundli_topic",
    "mentions_kundli",
    "parse_date",
    "parse_time",
    "read_date",
    "read_time",
    "route",
]
