"""Text understanding for the assistant: where a message wants to go, dates and times people
say, and the little commands of a conversation. Pure Python; imports nothing of ours."""

from intents.commands import Command, command_of, is_correction, looks_like_question
from intents.dates import parse_date, read_date
from intents.hinglish import latin_language
from intents.languages import language_shown, languages_named
from intents.negation import asked_part, declines
from intents.normalise import tokens_of
from intents.replies import (
    SIZE_UNITS,
    is_gibberish,
    language_request,
    order_id_in,
    read_choice,
    read_quantity,
    smalltalk,
    yes_or_no,
)
from intents.requests import (
    TwoRequests,
    on_day,
    points_to_a_day,
    points_to_a_place,
    prasad_home,
    two_requests,
)
from intents.routing import CHAT, Intent, astrology_tab, route
from intents.tasks import (
    Task,
    asks_stock,
    asks_to_add,
    removal_of,
    replacement,
    task_of,
    wanted_goods,
)
from intents.times import is_bare_hour, parse_time, read_time
from intents.topics import asks_for_kundli, asks_for_milan, kundli_topic, mentions_kundli
from intents.visits import (
    DateProblem,
    any_time,
    date_problem,
    names_day_and_month,
    read_part_of_day,
    read_visit_date,
    says_after,
    says_party,
)

__all__ = [
    "CHAT",
    "SIZE_UNITS",
    "Command",
    "DateProblem",
    "Intent",
    "Task",
    "TwoRequests",
    "any_time",
    "asked_part",
    "asks_for_kundli",
    "asks_for_milan",
    "asks_stock",
    "asks_to_add",
    "astrology_tab",
    "command_of",
    "date_problem",
    "declines",
    "is_bare_hour",
    "is_correction",
    "is_gibberish",
    "kundli_topic",
    "language_request",
    "language_shown",
    "languages_named",
    "latin_language",
    "looks_like_question",
    "mentions_kundli",
    "names_day_and_month",
    "on_day",
    "order_id_in",
    "parse_date",
    "parse_time",
    "points_to_a_day",
    "points_to_a_place",
    "prasad_home",
    "read_choice",
    "read_date",
    "read_part_of_day",
    "read_quantity",
    "read_time",
    "read_visit_date",
    "removal_of",
    "replacement",
    "route",
    "says_after",
    "says_party",
    "smalltalk",
    "task_of",
    "tokens_of",
    "two_requests",
    "wanted_goods",
    "yes_or_no",
]
